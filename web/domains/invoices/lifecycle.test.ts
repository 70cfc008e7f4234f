import assert from 'node:assert/strict';
import { familyAction, nextInvoiceStatus } from './lifecycle.ts';
import { invoiceStatusOf, payableFor, provinceCode, shownDueDate } from './model.ts';

Deno.test('invoice lifecycle: pending → approved → paid, nothing else', () => {
  assert.equal(nextInvoiceStatus('pending', 'approve'), 'approved');
  assert.equal(nextInvoiceStatus('approved', 'pay'), 'paid');
  assert.equal(nextInvoiceStatus('pending', 'pay'), null);
  assert.equal(nextInvoiceStatus('approved', 'approve'), null);
  assert.equal(nextInvoiceStatus('paid', 'approve'), null);
  assert.equal(nextInvoiceStatus('paid', 'pay'), null);
});

Deno.test('the family button: Approve Invoice, then Pay Invoice, then Paid', () => {
  assert.equal(familyAction('pending'), 'approve');
  assert.equal(familyAction('approved'), 'pay');
  assert.equal(familyAction('paid'), 'paid');
  assert.equal(invoiceStatusOf({ isApproved: true, isPaid: false }), 'approved');
  assert.equal(invoiceStatusOf({ isApproved: true, isPaid: true }), 'paid');
  assert.equal(invoiceStatusOf({ isApproved: false, isPaid: false }), 'pending');
});

Deno.test('due date shown: the creation date while unapproved, the approval date after', () => {
  assert.equal(shownDueDate({ createdAt: 'c', approvedAt: null }), 'c');
  assert.equal(shownDueDate({ createdAt: 'c', approvedAt: 'a' }), 'a');
});

Deno.test('the fee model: parts add up to round(gross × 1.2966) exactly', () => {
  for (const gross of [1, 99, 83200, 56160, 123457]) {
    const p = payableFor(gross);
    assert.equal(p.totalPayable, Math.round(gross * 1.2966));
    assert.equal(p.base + p.poyoFee + p.salesTax, p.totalPayable);
    assert.equal(p.poyoFee, Math.round(gross * 0.2));
  }
});

Deno.test('province codes from an address', () => {
  assert.equal(provinceCode('on'), 'ON');
  assert.equal(provinceCode('Québec'), 'QC');
  assert.equal(provinceCode('British Columbia'), 'BC');
  assert.equal(provinceCode(''), null);
  assert.equal(provinceCode('Texas'), null);
});
