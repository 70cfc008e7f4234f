import assert from 'node:assert/strict';
import { fieldMessage, firstError, firstMessage } from './field-errors.ts';

Deno.test("a field error's own message, or the first one nested inside it", () => {
  assert.equal(fieldMessage({ type: 'schema', message: 'bioEmpty' }), 'bioEmpty');
  assert.equal(fieldMessage({ addressFull: { message: 'addressRequired' } }), undefined);
  assert.equal(fieldMessage(undefined), undefined);
  assert.equal(
    firstMessage({ addressFull: { message: 'addressRequired', ref: {} } }),
    'addressRequired',
  );
  assert.equal(firstMessage({ message: '', inner: { message: 'deep' } }), 'deep');
  assert.equal(firstMessage(null), undefined);
});

Deno.test("an API failure's message: the field's, else the general one, else any", () => {
  assert.equal(firstError({ image: 'Too big', general: 'No' }, 'image'), 'Too big');
  assert.equal(firstError({ general: 'No', other: 'x' }, 'image'), 'No');
  assert.equal(firstError({ other: 'x' }), 'x');
  assert.equal(firstError({}), '');
});
