import assert from 'node:assert/strict';
import { amountText, formatCents, formatDollars } from './money.ts';

Deno.test('money: cents as Canadian dollars with two decimals, per language', () => {
  assert.equal(formatCents(123456, 'en'), '$1,234.56');
  assert.equal(formatCents(5, 'en'), '$0.05');
  assert.equal(formatCents(123456, 'fr').replace(/\s/g, ' '), '1 234,56 $');
  assert.equal(formatCents(123456), '$1,234.56');
  assert.equal(formatCents(5), '$0.05');
  assert.match(formatCents(123456, 'fr'), /^1\s234,56\s\$$/);
});

Deno.test('money: dollar amounts are formatted per language', () => {
  assert.equal(formatDollars(25.932, 'en'), '$25.93');
  assert.equal(formatDollars(25.932, 'fr').replace(/\s/g, ' '), '25,93 $');
});

Deno.test("money: the bare amount a sentence wraps, with the language's decimal mark", () => {
  assert.equal(amountText(2593, 'en'), '25.93');
  assert.equal(amountText(2593, 'fr'), '25,93');
  assert.equal(amountText(2000, 'en'), '20.00');
});
