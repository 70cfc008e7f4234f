import assert from 'node:assert/strict';
import { brandName, paymentLine } from './model.ts';

Deno.test('payments model: the live status line and its colour (spec 002 §4)', () => {
  assert.deepEqual(paymentLine({ status: 'new', error: null }), {
    key: 'statusCreating',
    tone: 'progress',
  });
  assert.deepEqual(paymentLine({ status: 'requires_confirmation', error: null }), {
    key: 'statusCreating',
    tone: 'progress',
  });
  assert.deepEqual(paymentLine({ status: 'succeeded', error: null }), {
    key: 'statusSucceeded',
    tone: 'success',
  });
  assert.deepEqual(paymentLine({ status: 'requires_action', error: null }), {
    key: 'statusOther',
    tone: 'warning',
  });
  assert.deepEqual(paymentLine({ status: 'processing', error: null }), {
    key: 'statusOther',
    tone: 'progress',
  });
  // An error shows in red whatever the status (and re-enables the button).
  assert.deepEqual(paymentLine({ status: 'new', error: 'Your card was declined.' }), {
    key: 'error',
    tone: 'error',
  });
  assert.deepEqual(
    paymentLine({ status: 'requires_payment_method', error: 'Your card was declined.' }),
    { key: 'error', tone: 'error' },
  );
});

Deno.test('payments model: a card brand as people write it', () => {
  assert.equal(brandName('visa'), 'Visa');
  assert.equal(brandName('amex'), 'American Express');
  assert.equal(brandName('jcb'), 'Jcb');
});
