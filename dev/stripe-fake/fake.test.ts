// The fake's pieces: Stripe's form encoding, the card table, the webhook signature.
import assert from 'node:assert/strict';
import { brandOf, findTestCard, luhnValid, TEST_CARDS } from './cards.ts';
import { decodeForm } from './form.ts';
import { signatureHeader } from './signature.ts';

Deno.test('stripe fake: bracketed form keys become nested objects and arrays', () => {
  assert.deepEqual(
    decodeForm(
      'type=card&card[number]=4242&billing_details[address][city]=Toronto&expand[0]=a&expand[1]=b&metadata[x]=1&tags[]=p&tags[]=q',
    ),
    {
      type: 'card',
      card: { number: '4242' },
      billing_details: { address: { city: 'Toronto' } },
      expand: ['a', 'b'],
      metadata: { x: '1' },
      tags: ['p', 'q'],
    },
  );
});

Deno.test('stripe fake: the card table', () => {
  for (const card of TEST_CARDS) {
    assert.ok(luhnValid(card.number), card.number);
    assert.equal(brandOf(card.number), card.brand, card.number);
  }
  assert.equal(findTestCard('4242424242424242')?.cvcCheck, 'pass');
  assert.equal(findTestCard('4000000000000101')?.cvcCheck, 'fail');
  assert.equal(findTestCard('4000000000000002')?.outcome, 'declined');
  assert.equal(findTestCard('4000002500003155')?.outcome, 'requires_action');
  assert.ok(!luhnValid('4242424242424241'));
});

Deno.test('stripe fake: the signature is HMAC-SHA256 of "t.payload" with the whole secret', async () => {
  const header = await signatureHeader('whsec_test', '{"id":"evt_1"}', 1700000000);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('whsec_test'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('1700000000.{"id":"evt_1"}')),
  );
  const hex = [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
  assert.equal(header, `t=1700000000,v1=${hex}`);
});
