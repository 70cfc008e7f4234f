import assert from 'node:assert/strict';
import { firstError } from './api-client.ts';

Deno.test("an API failure's message: the field's, else the general one, else any", () => {
  assert.equal(firstError({ image: 'Too big', general: 'No' }, 'image'), 'Too big');
  assert.equal(firstError({ general: 'No', other: 'x' }, 'image'), 'No');
  assert.equal(firstError({ other: 'x' }), 'x');
  assert.equal(firstError({}), '');
});
