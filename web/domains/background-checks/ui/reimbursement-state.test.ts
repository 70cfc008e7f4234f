import assert from 'node:assert/strict';
import type { BgCheckReimbursement } from '../model.ts';
import {
  amountInputOf,
  canRecordReimbursement,
  invoiceNumber,
  reimbursementIssues,
  reimbursementStage,
} from './reimbursement-state.ts';

const recorded: BgCheckReimbursement = {
  amount: 4550,
  receiptUrl: '/storage/v1/object/sign/background-checks/x.pdf?token=t',
  recordedAt: '2026-11-20T15:00:00.000Z',
  invoiceId: null,
  paidWithInvoiceAt: null,
};

Deno.test('the cost can be recorded and corrected until the check is approved', () => {
  for (const state of ['none', 'submitted', 'rejected'] as const) {
    assert.equal(reimbursementStage(state, null), 'open');
    assert.equal(reimbursementStage(state, recorded), 'recorded');
    assert.equal(canRecordReimbursement(reimbursementStage(state, recorded)), true);
  }
});

Deno.test('after approval the recorded cost is final, and nothing recorded shows nothing', () => {
  assert.equal(reimbursementStage('approved', recorded), 'toBePaid');
  assert.equal(canRecordReimbursement('toBePaid'), false);
  assert.equal(reimbursementStage('approved', null), 'closed');
  assert.equal(canRecordReimbursement('closed'), false);
});

Deno.test('once an invoice carries it, it is paid whatever the check does', () => {
  const paid = { ...recorded, invoiceId: 'abc', paidWithInvoiceAt: '2026-11-23T12:00:00.000Z' };
  assert.equal(reimbursementStage('approved', paid), 'paid');
  assert.equal(reimbursementStage('submitted', paid), 'paid');
  assert.equal(canRecordReimbursement('paid'), false);
});

Deno.test('a correction starts from the recorded amount in dollars', () => {
  assert.equal(amountInputOf(recorded), '45.50');
  assert.equal(amountInputOf(null), '');
});

Deno.test('the form needs an amount from 1 cent to the limit and a receipt', () => {
  assert.deepEqual(reimbursementIssues('45,50', true), {});
  assert.deepEqual(reimbursementIssues('', false), {
    amount: 'reimbursementAmount',
    receipt: 'receiptMissing',
  });
  assert.equal(reimbursementIssues('0', true).amount, 'reimbursementAmount');
  assert.equal(reimbursementIssues('500.01', true).amount, 'reimbursementAmount');
});

Deno.test('the paying invoice is named by the first 8 characters of its id', () => {
  assert.equal(invoiceNumber({ ...recorded, invoiceId: 'abcdef12-3456' }), 'ABCDEF12');
  assert.equal(invoiceNumber(recorded), '');
});
