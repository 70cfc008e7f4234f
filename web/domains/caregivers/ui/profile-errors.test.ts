import assert from 'node:assert/strict';
import { fieldMessage, firstMessage } from './profile-errors.ts';

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
