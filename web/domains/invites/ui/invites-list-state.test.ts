import assert from 'node:assert/strict';
import type { TeamInvite } from '../model.ts';
import {
  cardParty,
  emptyLine,
  jobHref,
  jobNumber,
  overlayAfter,
  replaceInvite,
  respondErrors,
  shownInvites,
  toMarkRead,
} from './invites-list-state.ts';

function invite(id: string, over: Partial<TeamInvite> = {}): TeamInvite {
  return {
    id,
    jobId: '2f1c9a52-8c1e-4d0f-9a53-6b7d2f8e1a01',
    createdAt: '2026-01-01T00:00:00.000Z',
    startDate: '2026-02-01',
    actionAt: null,
    propWage: 21,
    vacation: false,
    estimatedHours: 10,
    message: 'Hello',
    returnMessage: null,
    isRead: false,
    isAccepted: false,
    isDeclined: false,
    deactivateJobOnHire: false,
    address: { addressFull: null, locality: 'toronto', adminAreaLevel1: 'on' },
    distanceKm: 3,
    applicationId: null,
    familyInfo: {
      userIdNumber: '1',
      firstName: 'Erin',
      lastName: 'Nguyen',
      imgUrlThumb: null,
      clientFirstName: 'Rose',
      clientLastName: 'Nguyen',
    },
    caregiverInfo: {
      userIdNumber: '2',
      firstName: 'Amélie',
      lastName: 'Tremblay',
      imgUrlThumb: '/a.jpg',
    },
    ...over,
  };
}

const older = invite('a', { createdAt: '2026-01-01T00:00:00Z' });
const newer = invite('b', { createdAt: '2026-01-05T00:00:00Z', isRead: true });

Deno.test('one invite asked for shows alone; otherwise all under the sort', () => {
  assert.deepEqual(shownInvites([older, newer], 'a', 'newest', 'family').map((i) => i.id), ['a']);
  assert.deepEqual(shownInvites([older, newer], 'zzz', 'newest', 'family'), []);
  assert.deepEqual(
    shownInvites([older, newer], null, 'newest', 'family').map((i) => i.id),
    ['b', 'a'],
  );
  assert.deepEqual(
    shownInvites([older, newer], null, 'unread', 'family').map((i) => i.id),
    ['a'],
  );
});

Deno.test('a caregiver marks read what it sees unread, once; a family marks nothing', () => {
  assert.deepEqual(toMarkRead([older, newer], new Set(), 'caregiver'), ['a']);
  assert.deepEqual(toMarkRead([older, newer], new Set(['a']), 'caregiver'), []);
  assert.deepEqual(toMarkRead([older, newer], new Set(), 'family'), []);
});

Deno.test('an answered invite replaces its old self', () => {
  const read = { ...older, isRead: true };
  assert.deepEqual(replaceInvite([older, newer], read), [read, newer]);
});

Deno.test('the empty line names the status filter only when other invites exist', () => {
  assert.deepEqual(emptyLine('accepted', 2), { key: 'emptySort', sort: 'accepted' });
  assert.deepEqual(emptyLine('accepted', 0), { key: 'empty' });
  assert.deepEqual(emptyLine('newest', 0), { key: 'empty' });
});

Deno.test('a card is about the other party, linked to the posting as each side sees it', () => {
  assert.deepEqual(cardParty(older, 'family'), {
    name: 'Amélie Tremblay',
    initials: 'AT',
    img: '/a.jpg',
  });
  assert.deepEqual(cardParty(older, 'caregiver'), {
    name: 'Rose Nguyen',
    initials: 'RN',
    img: null,
  });
  assert.equal(jobHref(older, 'family'), `/profile/jobs/${older.jobId}`);
  assert.equal(jobHref(older, 'caregiver'), `/job/${older.jobId}`);
  assert.equal(jobNumber(older.jobId), '2F1C9A52');
});

Deno.test('the answer needs an action and a return message', () => {
  assert.deepEqual(respondErrors('', '  '), {
    action: 'actionRequired',
    returnMessage: 'returnMessageRequired',
  });
  assert.deepEqual(respondErrors('accept', ''), { returnMessage: 'returnMessageRequired' });
  assert.deepEqual(respondErrors('decline', 'Thank you'), {});
  assert.equal(overlayAfter('accept'), 'accepted');
  assert.equal(overlayAfter('decline'), 'declined');
});
