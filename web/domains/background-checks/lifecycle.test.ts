import assert from 'node:assert/strict';
import { BG_CHECK_TRANSITIONS, canApply, nextBgCheckState } from './lifecycle.ts';
import { BG_CHECK_STATES, bgCheckStatusWord } from './model.ts';

Deno.test('background check: the transition table', () => {
  assert.equal(nextBgCheckState('none', 'submit'), 'submitted');
  assert.equal(nextBgCheckState('submitted', 'submit'), 'submitted');
  assert.equal(nextBgCheckState('submitted', 'approve'), 'approved');
  assert.equal(nextBgCheckState('submitted', 'reject'), 'rejected');
  assert.equal(nextBgCheckState('rejected', 'submit'), 'submitted');
  assert.equal(nextBgCheckState('none', 'approve'), null);
  assert.equal(nextBgCheckState('rejected', 'approve'), null);
  assert.equal(nextBgCheckState('approved', 'submit'), null);
  assert.equal(nextBgCheckState('approved', 'reject'), null);
  assert.deepEqual(Object.keys(BG_CHECK_TRANSITIONS).sort(), [...BG_CHECK_STATES].sort());
});

Deno.test('background check: owners submit, admins action', () => {
  assert.ok(canApply('none', 'submit', 'owner'));
  assert.ok(!canApply('none', 'submit', 'admin'));
  assert.ok(canApply('submitted', 'approve', 'admin'));
  assert.ok(!canApply('submitted', 'approve', 'owner'));
  assert.ok(!canApply('submitted', 'reject', 'owner'));
  assert.ok(!canApply('approved', 'approve', 'admin'));
});

Deno.test('background check: status words of the profile page', () => {
  assert.equal(bgCheckStatusWord('approved'), 'completed');
  assert.equal(bgCheckStatusWord('submitted'), 'pending');
  assert.equal(bgCheckStatusWord('none'), 'incomplete');
  assert.equal(bgCheckStatusWord('rejected'), 'incomplete');
});
