import assert from 'node:assert/strict';
import { COST_MULTIPLIER, costBreakdown, formatPercent } from './fee-model.ts';

Deno.test('the fee model multiplies the wage by 1.2966', () => {
  assert.equal(Number(COST_MULTIPLIER.toFixed(4)), 1.2966);
});

Deno.test('a $20/hr wage costs a family $25.93/hr', () => {
  const b = costBreakdown(2000);
  assert.equal(b.totalCents, 2593);
  assert.equal(b.payrollTaxCents, 193);
  assert.equal(b.platformFeeCents, 400);
});

Deno.test('the savings are base ÷ 0.65 − total payable (point 24), not wage ÷ 0.65', () => {
  const b = costBreakdown(2000);
  // base = 2000 / 1.04 = 1923; 1923 / 0.65 = 2958; 2958 − 2593 = 365.
  assert.equal(b.baseCents, 1923);
  assert.equal(b.agencyTotalCents, 2958);
  assert.equal(b.savingsCents, 365);
});

Deno.test('rates are formatted per language', () => {
  assert.equal(formatPercent(0.0966, 'en'), '9.66%');
});
