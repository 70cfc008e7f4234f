import assert from 'node:assert/strict';
import type { BgCheckQueueItem } from '../model.ts';
import { replaceRow, rowAfterDecision } from './bg-queue-state.ts';

const item: BgCheckQueueItem = {
  userIdNumber: '100200',
  firstName: 'Carla',
  lastName: 'Nguyen',
  email: 'carla@example.com',
  state: 'submitted',
  issuedOn: '2026-10-01',
  submittedAt: '2026-11-20T15:00:00.000Z',
  actionedOn: null,
  rejectionReason: null,
  fileUrl: null,
  reimbursementAmount: null,
  receiptUrl: null,
};
const now = new Date('2026-11-28T12:00:00.000Z');

Deno.test('a decision takes the state, time and reason the server answered', () => {
  const row = rowAfterDecision(
    item,
    'reject',
    {
      state: 'rejected',
      actionedOn: '2026-11-28T11:59:00.000Z',
      rejectionReason: 'Expired',
    },
    ' ignored ',
    now,
  );
  assert.equal(row.state, 'rejected');
  assert.equal(row.actionedOn, '2026-11-28T11:59:00.000Z');
  assert.equal(row.rejectionReason, 'Expired');
});

Deno.test('without an answer, the row says what was asked, now, with the trimmed reason', () => {
  assert.deepEqual(
    rowAfterDecision(item, 'reject', {}, '  Blurry scan ', now),
    { ...item, state: 'rejected', actionedOn: now.toISOString(), rejectionReason: 'Blurry scan' },
  );
  assert.deepEqual(
    rowAfterDecision(item, 'approve', {}, 'not used', now),
    { ...item, state: 'approved', actionedOn: now.toISOString(), rejectionReason: null },
  );
});

Deno.test('only the row of the same caregiver is replaced', () => {
  const other = { ...item, userIdNumber: '100300', firstName: 'Ana' };
  const updated = { ...item, state: 'approved' as const };
  assert.deepEqual(replaceRow([item, other], updated), [updated, other]);
});
