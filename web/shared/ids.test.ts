import assert from 'node:assert/strict';
import { isUuid, UUID } from './ids.ts';

Deno.test('a UUID in any case is an id; anything else is not', () => {
  assert.ok(isUuid(crypto.randomUUID()));
  assert.ok(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E'));
  for (
    const bad of ['', '42', 'not-a-uuid', `${crypto.randomUUID()}x`, ` ${crypto.randomUUID()}`]
  ) {
    assert.equal(isUuid(bad), false, bad);
    assert.equal(UUID.test(bad), false, bad);
  }
  assert.equal(isUuid(42), false);
  assert.equal(isUuid(null), false);
});
