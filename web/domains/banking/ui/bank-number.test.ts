import assert from 'node:assert/strict';
import { bankNumberInput } from './bank-number.ts';

Deno.test('banking inputs keep digits only, cut to length', () => {
  assert.equal(bankNumberInput('instNum', '0a0-1 2'), '001');
  assert.equal(bankNumberInput('transitNum', '12345678'), '12345');
  assert.equal(bankNumberInput('accNum', '12 34-567 89'), '1234567');
  assert.equal(bankNumberInput('accNum', 'abc'), '');
});
