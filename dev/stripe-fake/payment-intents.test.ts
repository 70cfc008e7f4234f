// PaymentIntents at the fake through the real `stripe` SDK (issue 12, ADR 028): test cards,
// idempotency, 3-D Secure, signed webhooks (the SDK verifies them) and the delivery test hooks.
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { FAKE_KEYS, serveStripeFake } from './fake.ts';

function sdkFor(url: string) {
  const u = new URL(url);
  return new Stripe(FAKE_KEYS.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: u.hostname,
    port: u.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** A customer with a card set up (a succeeded SetupIntent), as the family's saved card. */
async function savedCard(api: Stripe, number: string) {
  const customer = await api.customers.create({ email: 'ana@example.ca' });
  const pm = await api.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
  const setup = await api.setupIntents.create({
    customer: customer.id,
    payment_method: pm.id,
    confirm: true,
  });
  return { customer: customer.id, pm: pm.id, setup };
}

/** A webhook receiver that verifies each delivery with the SDK, as our endpoint does. */
function receiver(api: Stripe) {
  const received: Stripe.Event[] = [];
  const server = Deno.serve({ port: 0, onListen: () => {} }, async (req) => {
    const body = await req.text();
    const event = await api.webhooks.constructEventAsync(
      body,
      req.headers.get('stripe-signature') ?? '',
      FAKE_KEYS.webhookSecret,
    );
    received.push(event);
    return new Response('{}', { status: 200 });
  });
  return { received, url: `http://127.0.0.1:${server.addr.port}/`, close: () => server.shutdown() };
}

Deno.test('stripe fake: a PaymentIntent with a good card succeeds; the same key replays it', async () => {
  const fake = serveStripeFake({ port: 0 });
  const api = sdkFor(fake.url);
  const hook = receiver(api);
  fake.setWebhookUrl(hook.url);
  try {
    const { customer, pm } = await savedCard(api, '4242424242424242');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 12345,
      currency: 'cad',
      customer,
      payment_method: pm,
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: 'inv-1',
      receipt_email: 'ana@example.ca',
      metadata: { invoiceId: 'inv-1' },
    };
    const first = await api.paymentIntents.create(params, { idempotencyKey: 'k1' });
    assert.equal(first.status, 'succeeded');
    assert.equal(first.amount_received, 12345);
    const again = await api.paymentIntents.create(params, { idempotencyKey: 'k1' });
    assert.equal(again.id, first.id);
    await assert.rejects(
      api.paymentIntents.create({ ...params, amount: 999 }, { idempotencyKey: 'k1' }),
      (err: Stripe.errors.StripeError) => err.type === 'StripeIdempotencyError',
    );
    assert.equal(fake.paymentIntents().length, 1, 'one PaymentIntent for one key');
    await fake.settled();
    const types = hook.received.map((e) => e.type);
    assert.ok(types.includes('payment_intent.succeeded'), types.join());
    const got = await api.paymentIntents.retrieve(first.id);
    assert.equal(got.status, 'succeeded');
  } finally {
    await fake.close();
    await hook.close();
  }
});

Deno.test('stripe fake: a declined card, 3-D Secure on and off session, delivery hooks', async () => {
  const fake = serveStripeFake({ port: 0 });
  const api = sdkFor(fake.url);
  const hook = receiver(api);
  fake.setWebhookUrl(hook.url);
  try {
    // The declined card cannot be set up, so it is charged as raw card details at confirm.
    const customer = (await api.customers.create({})).id;
    const declined = await api.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000002', exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.PaymentMethodCreateParams);
    await api.paymentMethods.attach(declined.id, { customer });
    const err = await api.paymentIntents.create({
      amount: 5000,
      currency: 'cad',
      customer,
      payment_method: declined.id,
      confirm: true,
    }).then(() => null, (e) => e as Stripe.errors.StripeCardError);
    assert.ok(err instanceof Stripe.errors.StripeCardError);
    assert.equal(err.code, 'card_declined');
    const failed = err.payment_intent!;
    assert.equal(failed.status, 'requires_payment_method');
    assert.equal(failed.last_payment_error?.code, 'card_declined');

    // 3155: set up through the challenge, then on session it asks again, off session it pays.
    const three = await savedCard(api, '4000002500003155');
    assert.equal(three.setup.status, 'requires_action');
    const done = await fetch(`${fake.url}/_fake/setup_intents/${three.setup.id}/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_KEYS.secretKey}` },
    });
    assert.equal((await done.json()).status, 'succeeded');
    const onSession = await api.paymentIntents.create({
      amount: 7000,
      currency: 'cad',
      customer: three.customer,
      payment_method: three.pm,
      confirm: true,
    });
    assert.equal(onSession.status, 'requires_action');
    assert.equal(onSession.next_action?.type, 'use_stripe_sdk');
    // The browser completes the challenge with the publishable key and the client secret.
    const auth = await fetch(`${fake.url}/_fake/payment_intents/${onSession.id}/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${FAKE_KEYS.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: onSession.client_secret! }),
    });
    assert.equal((await auth.json()).status, 'succeeded');
    // The challenge passed without settling (`confirm=false`): a confirm then settles it.
    const again = await api.paymentIntents.create({
      amount: 7100,
      currency: 'cad',
      customer: three.customer,
      payment_method: three.pm,
      confirm: true,
    });
    assert.equal(again.status, 'requires_action');
    await assert.rejects(api.paymentIntents.confirm(again.id), /status of requires_action/);
    const passed = await fetch(`${fake.url}/_fake/payment_intents/${again.id}/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${FAKE_KEYS.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ confirm: 'false' }),
    });
    assert.equal((await passed.json()).status, 'requires_action');
    assert.equal((await api.paymentIntents.confirm(again.id)).status, 'succeeded');
    const offSession = await api.paymentIntents.create({
      amount: 7000,
      currency: 'cad',
      customer: three.customer,
      payment_method: three.pm,
      confirm: true,
      off_session: true,
    });
    assert.equal(offSession.status, 'succeeded');

    // Deliver before the answer: the event is at the receiver when the SDK call returns.
    fake.setDeliverBeforeResponse(true);
    const good = await savedCard(api, '4242424242424242');
    const paid = await api.paymentIntents.create({
      amount: 100,
      currency: 'cad',
      customer: good.customer,
      payment_method: good.pm,
      confirm: true,
    });
    assert.ok(
      hook.received.some((e) =>
        e.type === 'payment_intent.succeeded' &&
        (e.data.object as Stripe.PaymentIntent).id === paid.id
      ),
    );
    // Deliver an event twice.
    const event = hook.received.find((e) => e.type === 'payment_intent.succeeded')!;
    const before = hook.received.filter((e) => e.id === event.id).length;
    await fetch(`${fake.url}/_fake/events/${event.id}/deliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_KEYS.secretKey}` },
    });
    await fake.settled();
    assert.equal(hook.received.filter((e) => e.id === event.id).length, before + 1);
  } finally {
    await fake.close();
    await hook.close();
  }
});
