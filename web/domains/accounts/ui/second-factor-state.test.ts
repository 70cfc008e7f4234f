import assert from 'node:assert/strict';
import { firstMethod, otherMethods, passkeyWasCancelled } from './second-factor-state.ts';

Deno.test('the second step starts with the app, else the passkey, and offers the rest', () => {
  assert.equal(firstMethod(['totp', 'backup', 'passkey']), 'totp');
  assert.equal(firstMethod(['passkey']), 'passkey');
  assert.deepEqual(otherMethods(['totp', 'backup', 'passkey'], 'totp'), ['backup', 'passkey']);
  assert.deepEqual(otherMethods(['totp', 'backup'], 'backup'), ['totp']);
  assert.deepEqual(otherMethods(['passkey'], 'passkey'), []);
});

Deno.test('cancelling a passkey prompt is not an error', () => {
  assert.equal(passkeyWasCancelled({ name: 'NotAllowedError' }), true);
  assert.equal(passkeyWasCancelled({ name: 'AbortError' }), true);
  assert.equal(passkeyWasCancelled(new TypeError('boom')), false);
  assert.equal(passkeyWasCancelled(null), false);
});
