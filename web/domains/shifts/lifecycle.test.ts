import assert from 'node:assert/strict';
import {
  caregiverMayActionTask,
  familyMayChangeTasks,
  familyMayDeleteShift,
  nextShiftState,
  nextTaskState,
  shiftDisplayStatus,
  shiftIsUnactioned,
} from './lifecycle.ts';

Deno.test('shifts lifecycle: scheduled → checked in → completed, nothing else', () => {
  assert.equal(nextShiftState('scheduled', 'check_in'), 'checked_in');
  assert.equal(nextShiftState('scheduled', 'complete'), null);
  assert.equal(nextShiftState('checked_in', 'check_in'), null);
  assert.equal(nextShiftState('checked_in', 'complete'), 'completed');
  assert.equal(nextShiftState('completed', 'check_in'), null);
  assert.equal(nextShiftState('completed', 'complete'), null);
});

Deno.test('shifts lifecycle: task pending → completed | declined, final', () => {
  assert.equal(nextTaskState('pending', 'complete'), 'completed');
  assert.equal(nextTaskState('pending', 'decline'), 'declined');
  for (const s of ['completed', 'declined'] as const) {
    assert.equal(nextTaskState(s, 'complete'), null);
    assert.equal(nextTaskState(s, 'decline'), null);
  }
});

Deno.test('shifts lifecycle: display status, Paid first; Unactioned; rules by state', () => {
  assert.equal(shiftDisplayStatus({ state: 'scheduled' }), 'Pending');
  assert.equal(shiftDisplayStatus({ state: 'checked_in' }), 'Checked In');
  assert.equal(shiftDisplayStatus({ state: 'completed' }), 'Completed');
  assert.equal(shiftDisplayStatus({ state: 'completed', isSubmitted: true }), 'Submitted');
  assert.equal(shiftDisplayStatus({ state: 'completed', isSubmitted: true, isPaid: true }), 'Paid');
  const endsAt = '2026-05-01T20:00:00Z';
  const later = new Date('2026-05-01T23:00:00Z');
  assert.equal(shiftIsUnactioned({ state: 'checked_in', endsAt }, later), true);
  assert.equal(shiftIsUnactioned({ state: 'completed', endsAt }, later), false);
  assert.equal(familyMayDeleteShift({ state: 'scheduled' }), true);
  assert.equal(familyMayDeleteShift({ state: 'checked_in' }), false);
  const startsAt = '2026-05-01T12:00:00Z';
  assert.equal(familyMayChangeTasks({ state: 'scheduled', startsAt }, new Date(startsAt)), false);
  assert.equal(
    familyMayChangeTasks({ state: 'scheduled', startsAt }, new Date('2026-05-01T11:59:00Z')),
    true,
  );
  assert.equal(familyMayChangeTasks({ state: 'checked_in', startsAt }, new Date(0)), false);
  assert.equal(caregiverMayActionTask({ state: 'checked_in' }), true);
  assert.equal(caregiverMayActionTask({ state: 'scheduled' }), false);
});
