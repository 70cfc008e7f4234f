import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  initialsOf,
  INVITE_SORTS,
  secondsLeft,
  sortInvites,
  type TeamInvite,
  upsertInvite,
  wageWithVacationCents,
} from './model.ts';
import { nextInviteState } from './lifecycle.ts';
import { todayIn } from '../../shared/dates.ts';
import { InvitePayloadSchema, RespondDialogSchema } from './schemas.ts';

function invite(id: string, over: Partial<TeamInvite> & { cg?: [string, string] }): TeamInvite {
  const [firstName, lastName] = over.cg ?? ['Ann', 'Zed'];
  return {
    id,
    jobId: 'j',
    createdAt: '2026-01-01T00:00:00.000Z',
    startDate: '2026-02-01',
    actionAt: null,
    propWage: 20,
    vacation: false,
    estimatedHours: 10,
    message: 'm',
    returnMessage: null,
    isRead: false,
    isAccepted: false,
    isDeclined: false,
    deactivateJobOnHire: false,
    address: { addressFull: null, locality: 'x', adminAreaLevel1: 'on' },
    distanceKm: null,
    applicationId: null,
    familyInfo: {
      userIdNumber: '1',
      firstName: 'F',
      lastName: 'L',
      imgUrlThumb: null,
      clientFirstName: firstName,
      clientLastName: lastName,
    },
    caregiverInfo: { userIdNumber: '2', firstName, lastName, imgUrlThumb: null },
    ...over,
  };
}

const list = [
  invite('a', { createdAt: '2026-01-03T00:00:00Z', startDate: '2026-03-01', cg: ['Bea', 'Young'] }),
  invite('b', { createdAt: '2026-01-01T00:00:00Z', isRead: true, cg: ['Cal', 'Adams'] }),
  invite('c', {
    createdAt: '2026-01-02T00:00:00Z',
    startDate: '2026-04-01',
    isRead: true,
    isAccepted: true,
    cg: ['Abe', 'Moss'],
  }),
  invite('d', {
    createdAt: '2026-01-04T00:00:00Z',
    isRead: true,
    isDeclined: true,
    cg: ['Dot', 'Bell'],
  }),
];
const ids = (xs: TeamInvite[]) => xs.map((x) => x.id).join('');

Deno.test('invites: the nine sorts of spec 002 §9', () => {
  assert.equal(INVITE_SORTS.length, 9);
  assert.equal(ids(sortInvites(list, 'newest', 'family')), 'dacb');
  assert.equal(ids(sortInvites(list, 'oldest', 'family')), 'bcad');
  assert.equal(ids(sortInvites(list, 'startDate', 'family')), 'cadb');
  assert.equal(ids(sortInvites(list, 'accepted', 'family')), 'c');
  assert.equal(ids(sortInvites(list, 'declined', 'family')), 'd');
  assert.equal(ids(sortInvites(list, 'unread', 'family')), 'a');
  assert.equal(ids(sortInvites(list, 'read', 'family')), 'b');
  assert.equal(ids(sortInvites(list, 'firstName', 'family')), 'cabd');
  assert.equal(ids(sortInvites(list, 'lastName', 'caregiver')), 'bdca');
});

Deno.test('invites: lifecycle unread → read → accepted | declined, final', () => {
  assert.equal(nextInviteState('unread', 'read'), 'read');
  assert.equal(nextInviteState('read', 'read'), null);
  assert.equal(nextInviteState('read', 'accept'), 'accepted');
  assert.equal(nextInviteState('unread', 'decline'), 'declined');
  assert.equal(nextInviteState('accepted', 'decline'), null);
  assert.equal(nextInviteState('declined', 'accept'), null);
});

Deno.test('invites: offer rules (minimum wages, hours, start date, a negative wage becomes 0)', () => {
  const address = {
    addressFull: '1 Main St, Toronto, ON M5V 1A1, Canada',
    addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
    coordinates: { lat: 43.7, lng: -79.4 },
    geohash: 'dpz88g6gd',
  };
  const ok = {
    jobId: '0b7f3c1e-2a4d-4c7e-9a1b-3c5d7e9f1a2b',
    clientFirstName: 'Rose',
    clientLastName: 'T',
    propWage: 15.2,
    startDate: todayIn(),
    estimatedHours: 1,
    message: 'Hi',
    address,
  };
  const issue = (over: Record<string, unknown>) => {
    const r = v.safeParse(InvitePayloadSchema, { ...ok, ...over });
    return r.success ? null : r.issues[0].message;
  };
  assert.equal(issue({}), null);
  assert.equal(issue({ propWage: 15.19 }), 'wageMin');
  assert.equal(issue({ propWage: -1 }), 'wageMin');
  assert.equal(issue({ propWage: 15.8, isVacationIncluded: true }), 'wageMinVacation');
  assert.equal(issue({ propWage: 15.81, isVacationIncluded: true }), null);
  assert.equal(issue({ estimatedHours: 0.9 }), 'hoursMin');
  assert.equal(issue({ startDate: '2000-01-01' }), 'startDatePast');
  assert.equal(issue({ clientFirstName: '' }), 'mustNotBeEmpty');
  assert.equal(issue({ address: null }), 'addressRequired');
  assert.equal(wageWithVacationCents(2050, false), 2132);
  assert.equal(wageWithVacationCents(2050, true), 2050);
});

Deno.test('invites: the respond dialog needs an action and a return message', () => {
  const r = v.safeParse(RespondDialogSchema, { returnMessage: '' });
  assert.equal(r.success, false);
  const keys = r.success ? [] : r.issues.map((i) => i.message);
  assert.deepEqual(keys.sort(), ['actionRequired', 'returnMessageRequired']);
});

Deno.test('invites: the 20-second countdown', () => {
  assert.equal(secondsLeft(20, 0, 0), 20);
  assert.equal(secondsLeft(20, 0, 999), 20);
  assert.equal(secondsLeft(20, 0, 1000), 19);
  assert.equal(secondsLeft(20, 0, 25_000), 0);
});

Deno.test('invites: a live invite replaces its old self or joins the list; initials without a photo', () => {
  const a = { id: 'a', v: 1 };
  const b = { id: 'b', v: 1 };
  assert.deepEqual(upsertInvite([a, b], { id: 'b', v: 2 }), [a, { id: 'b', v: 2 }]);
  assert.deepEqual(upsertInvite([a], b), [b, a]);
  assert.equal(initialsOf('rose', 'Nguyen'), 'RN');
  assert.equal(initialsOf('Émile', ''), 'É');
});
