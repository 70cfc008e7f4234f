import assert from 'node:assert/strict';
import {
  carePlanKey,
  carePlanLabel,
  carePlanPath,
  panelShownFirst,
  resolveMemberPath,
  weekStart,
} from './model.ts';
import { checkContacts, formatPhone } from './schemas.ts';

Deno.test('team: /myteam path rules (spec 001 §2)', () => {
  assert.deepEqual(resolveMemberPath([], 'x'), {
    redirect: '/myteam',
    memberId: null,
    showAll: false,
  });
  assert.deepEqual(resolveMemberPath([], null), { redirect: null, memberId: null, showAll: false });
  assert.deepEqual(resolveMemberPath(['a', 'b'], null), {
    redirect: '/myteam/all',
    memberId: null,
    showAll: true,
  });
  assert.equal(resolveMemberPath(['a', 'b'], 'b').memberId, 'b');
  assert.equal(resolveMemberPath(['a', 'b'], 'zz').memberId, 'a');
  assert.equal(resolveMemberPath(['a'], 'all').showAll, true);
});

Deno.test('team: care-plan items stored camel-case, shown split into words', () => {
  assert.equal(carePlanKey('meal prep'), 'mealPrep');
  assert.equal(carePlanLabel('mealPrep'), 'Meal Prep');
  assert.equal(carePlanLabel(carePlanKey('Walk the dog')), 'Walk The Dog');
});

Deno.test('team: the week starts on Sunday', () => {
  assert.equal(weekStart('2026-11-22'), '2026-11-22'); // a Sunday
  assert.equal(weekStart('2026-11-25'), '2026-11-22');
  assert.equal(weekStart('2026-11-28'), '2026-11-22');
});

Deno.test('team: emergency contacts: phone formatting, at least 2, the first primary', () => {
  assert.equal(formatPhone('416-555-0101'), '(416) 555-0101');
  assert.equal(formatPhone('416'), '416');
  const c = { name: 'A', phoneNum: '4165550101', relationship: 'Friend' };
  assert.deepEqual(checkContacts([]).errors, { emergencyContacts: 'missingContact1' });
  assert.deepEqual(checkContacts([c]).errors, { emergencyContacts: 'missingContact2' });
  const ok = checkContacts([c, { ...c, primary: true }]);
  assert.deepEqual(ok.errors, {});
  assert.deepEqual(ok.contacts.map((x) => x.primary), [true, false]);
  assert.deepEqual(checkContacts([c, { ...c, relationship: 'Other' }]).errors, {
    'emergencyContacts.1.specifyRelationship': 'specifyRequired',
  });
});

Deno.test('team: the narrow layout opens on the schedule for a member and for Show All', () => {
  assert.equal(panelShownFirst('m1', false), true);
  assert.equal(panelShownFirst(null, true), true);
  assert.equal(panelShownFirst(null, false), false);
});

Deno.test("team: the care plan reaches the unstarted shifts only with the family's yes", () => {
  assert.equal(carePlanPath(true), 'update/include-shifts');
  assert.equal(carePlanPath(false), 'update');
});
