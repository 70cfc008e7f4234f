import assert from 'node:assert/strict';
import { autopayBackoffMs, canMove, PAYMENT_STATUSES, statesBefore } from './lifecycle.ts';

Deno.test('payments lifecycle: forward only; succeeded and canceled are final', () => {
  assert.ok(canMove('new', 'succeeded'));
  assert.ok(canMove('requires_action', 'succeeded'));
  assert.ok(!canMove('succeeded', 'requires_action'), 'a late requires_action never undoes');
  assert.ok(!canMove('succeeded', 'requires_payment_method'));
  assert.ok(!canMove('requires_payment_method', 'requires_action'));
  assert.ok(canMove('requires_payment_method', 'succeeded'), 'money taken is recorded');
  for (const s of PAYMENT_STATUSES) assert.ok(canMove(s, s), `${s} to itself is a no-op`);
  assert.ok(!canMove('canceled', 'succeeded'));
  assert.deepEqual(statesBefore('new'), ['new']);
  assert.deepEqual(statesBefore('requires_action'), [
    'new',
    'requires_confirmation',
    'requires_action',
  ]);
});

Deno.test('payments lifecycle: auto-pay backoff 0, 1 h, 6 h, 24 h', () => {
  assert.deepEqual([0, 1, 2, 3, 9].map(autopayBackoffMs), [
    0,
    3_600_000,
    21_600_000,
    86_400_000,
    86_400_000,
  ]);
});
