import assert from 'node:assert/strict';
import { COST_MULTIPLIER, costBreakdown, formatPercent } from './fee-model.ts';

Deno.test('the fee model multiplies the wage by 1.2966', () => {
  assert.equal(Number(COST_MULTIPLIER.toFixed(4)), 1.2966);
});

Deno.test('a $20/hr wage costs a family $25.93/hr', () => {
  const b = costBreakdown(20);
  assert.equal(b.total.toFixed(2), '25.93');
  assert.equal(b.payrollTax.toFixed(2), '1.93');
  assert.equal(b.platformFee.toFixed(2), '4.00');
  assert.equal(b.agencyTotal.toFixed(2), '30.77');
  assert.equal(b.savingsPerHour.toFixed(2), '4.84');
});

Deno.test('rates are formatted per language', () => {
  assert.equal(formatPercent(0.0966, 'en'), '9.66%');
});
