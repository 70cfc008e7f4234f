// Payment methods (issue 10, spec 002 §5 card rules) through the API, with the real `stripe`
// SDK on the server talking to the local Stripe fake (ADR 023). The browser's part (card details
// sent straight to the processor with the publishable key, the SetupIntent confirmed there) is
// played by the same helper the page uses (web/domains/payments/ui/test-card.ts).
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { serveStripeFake } from '../../dev/stripe-fake/fake.ts';
import { stripe, stripeConfig } from '../../web/server/stripe.server.ts';
import { confirmWithTestCard } from '../../web/domains/payments/ui/test-card.ts';
import { hasCardOnFile, listPaymentMethods } from '../../web/domains/payments/actions.server.ts';
import { sql } from '../../web/server/db.server.ts';
import { api, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

// `npm test` starts a fake and sets STRIPE_FAKE_URL; run alone, this file starts its own.
if (!Deno.env.get('STRIPE_SECRET_KEY') && !Deno.env.get('STRIPE_FAKE_URL')) {
  Deno.env.set('STRIPE_FAKE_URL', serveStripeFake({ port: 0 }).url);
}

const BILLING = {
  name: 'ANA ROY',
  email: 'ana@example.ca',
  address: { line1: '1 King St W', city: 'Toronto', state: 'ON', country: 'CA' as const },
};

/** What the page does: a SetupIntent from our API, the card at the processor, then register. */
async function addCard(cookie: string, number: string, cvc = '123') {
  const setup = await api('POST', '/api/payment/setup-intent', { cookie });
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  const processor = setup.body.processor;
  assert.equal(processor.mode, 'fake');
  const confirmed = await confirmWithTestCard(processor, setup.body.clientSecret, {
    number,
    expiry: '12/40',
    cvc,
  }, BILLING);
  if (!confirmed.ok) return { confirmed, added: null };
  const added = await api('POST', '/api/payment/add/payment-method', {
    cookie,
    body: { id: confirmed.paymentMethodId },
  });
  return { confirmed, added };
}

test('payments: a family adds cards, lists them, changes the preferred one and deletes', async () => {
  const family = await signedInFamily();
  try {
    const none = await api('GET', '/api/payment/methods', { cookie: family.cookie });
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.paymentMethods, []);

    const first = await addCard(family.cookie, '4242424242424242');
    assert.equal(first.added?.status, 201, JSON.stringify(first.added?.body));
    assert.equal(first.added!.body.paymentMethod.brand, 'visa');
    assert.equal(first.added!.body.paymentMethod.last4, '4242');
    assert.equal(first.added!.body.paymentMethod.expMonth, 12);
    assert.equal(first.added!.body.paymentMethod.expYear, 2040);
    assert.equal(first.added!.body.paymentMethod.billingEmail, 'ana@example.ca');
    assert.equal(first.added!.body.paymentMethod.isPreferred, true, 'the first card is preferred');

    // isPaymentMethod is set on the account (the user endpoint reads the flags).
    const [flags] =
      await sql`select is_payment_method from public.account_statuses where user_id = ${family.id}`;
    assert.equal(flags.isPaymentMethod, true);

    // Registering the same card again changes nothing.
    const again = await api('POST', '/api/payment/add/payment-method', {
      cookie: family.cookie,
      body: { id: first.added!.body.paymentMethod.id },
    });
    assert.equal(again.status, 201);

    // The last card cannot be deleted.
    const firstId = first.added!.body.paymentMethod.id as string;
    const refused = await api('DELETE', `/api/payment/methods/${firstId}`, {
      cookie: family.cookie,
    });
    assert.equal(refused.status, 409);
    assert.deepEqual(refused.body, { general: 'To delete, add another payment method first.' });
    const refusedFr = await api('DELETE', `/api/payment/methods/${firstId}`, {
      cookie: `${family.cookie}; locale=fr`,
    });
    assert.equal(refusedFr.status, 409);
    assert.match(refusedFr.body.general, /ajoutez d’abord un autre mode de paiement/);

    const second = await addCard(family.cookie, '5555555555554444');
    assert.equal(second.added?.status, 201);
    assert.equal(second.added!.body.paymentMethod.isPreferred, false);
    const secondId = second.added!.body.paymentMethod.id as string;

    const listed = await api('GET', '/api/payment/methods', { cookie: family.cookie });
    assert.deepEqual(
      listed.body.paymentMethods.map((m: { last4: string; isPreferred: boolean }) => [
        m.last4,
        m.isPreferred,
      ]),
      [['4242', true], ['4444', false]],
    );

    const preferred = await api('POST', `/api/payment/methods/${secondId}/preferred`, {
      cookie: family.cookie,
    });
    assert.equal(preferred.status, 200);
    assert.deepEqual(
      preferred.body.paymentMethods.map((m: { last4: string; isPreferred: boolean }) => [
        m.last4,
        m.isPreferred,
      ]),
      [['4444', true], ['4242', false]],
    );
    // The processor's default card follows the preferred one.
    const [{ customerId }] =
      await sql`select customer_id from public.stripe_customers where user_id = ${family.id}`;
    const customer = await stripe().customers.retrieve(customerId as string) as Stripe.Customer;
    assert.equal(customer.invoice_settings.default_payment_method, secondId);

    const deleted = await api('DELETE', `/api/payment/methods/${firstId}`, {
      cookie: family.cookie,
    });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body.paymentMethods.map((m: { id: string }) => m.id), [secondId]);
    const detached = await stripe().paymentMethods.retrieve(firstId);
    assert.equal(detached.customer, null, 'the deleted card is detached at the processor');

    // What the hire flow imports.
    const viewer = {
      id: family.id,
      userType: 'family' as const,
      email: family.email,
      firstName: 'Ana',
      lastName: 'Roy',
    };
    assert.equal(await hasCardOnFile(viewer), true);
    assert.deepEqual((await listPaymentMethods(viewer)).map((m) => m.id), [secondId]);
  } finally {
    await deleteUsers(family.id);
  }
});

test('payments: a card whose CVC check failed is refused and detached; a declined card is never set up', async () => {
  const family = await signedInFamily();
  try {
    const failed = await addCard(family.cookie, '4000000000000101');
    assert.equal(failed.confirmed.ok, true, 'the processor sets it up, with cvc_check fail');
    assert.equal(failed.added?.status, 422);
    assert.match(failed.added!.body.general, /CVC check passed/);
    const pm = await stripe().paymentMethods.retrieve(
      (failed.confirmed as { paymentMethodId: string }).paymentMethodId,
    );
    assert.equal(pm.card?.checks?.cvc_check, 'fail');
    assert.equal(pm.customer, null);

    const declined = await addCard(family.cookie, '4000000000000002');
    assert.deepEqual(
      declined.confirmed.ok ? null : declined.confirmed.code,
      'card_declined',
    );

    const listed = await api('GET', '/api/payment/methods', { cookie: family.cookie });
    assert.deepEqual(listed.body.paymentMethods, []);
    assert.equal(
      await hasCardOnFile({ id: family.id, userType: 'family' }),
      false,
    );
  } finally {
    await deleteUsers(family.id);
  }
});

test('payments: a method not set up by this family, or not confirmed, is refused', async () => {
  const [a, b] = await Promise.all([signedInFamily(), signedInFamily()]);
  try {
    const ofA = await addCard(a.cookie, '4242424242424242');
    assert.equal(ofA.added?.status, 201);
    // B needs a customer of its own first.
    assert.equal(
      (await api('POST', '/api/payment/setup-intent', { cookie: b.cookie })).status,
      200,
    );
    const stolen = await api('POST', '/api/payment/add/payment-method', {
      cookie: b.cookie,
      body: { id: ofA.added!.body.paymentMethod.id },
    });
    assert.equal(stolen.status, 404);
    // B cannot make A's card preferred or delete it either.
    const id = ofA.added!.body.paymentMethod.id;
    assert.equal(
      (await api('POST', `/api/payment/methods/${id}/preferred`, { cookie: b.cookie })).status,
      404,
    );
    assert.equal(
      (await api('DELETE', `/api/payment/methods/${id}`, { cookie: b.cookie })).status,
      404,
    );

    // A card created but whose SetupIntent was never confirmed.
    const config = stripeConfig()!;
    const res = await fetch(`${(config as { url: string }).url}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.publishableKey}` },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '1',
        'card[exp_year]': '2041',
        'card[cvc]': '123',
      }),
    });
    const loose = await res.json();
    const [{ customerId }] =
      await sql`select customer_id from public.stripe_customers where user_id = ${b.id}`;
    await stripe().paymentMethods.attach(loose.id, { customer: customerId as string });
    const unconfirmed = await api('POST', '/api/payment/add/payment-method', {
      cookie: b.cookie,
      body: { id: loose.id },
    });
    assert.equal(unconfirmed.status, 409);

    const badId = await api('POST', '/api/payment/add/payment-method', {
      cookie: b.cookie,
      body: { id: 'not-a-method' },
    });
    assert.equal(badId.status, 422);
    assert.equal(badId.body.id, 'Please choose a payment method.');
  } finally {
    await deleteUsers(a.id, b.id);
  }
});

test('payments: caregivers and visitors are refused', async () => {
  const caregiver = await signedInCaregiver();
  try {
    for (
      const [method, path] of [
        ['POST', '/api/payment/setup-intent'],
        ['GET', '/api/payment/methods'],
        ['POST', '/api/payment/methods/pm_123/preferred'],
        ['DELETE', '/api/payment/methods/pm_123'],
      ] as const
    ) {
      const res = await api(method, path, { cookie: caregiver.cookie });
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(res.body.general, 'Only families add payment methods.');
      assert.equal((await api(method, path)).status, 401, `${method} ${path} signed out`);
    }
    const add = await api('POST', '/api/payment/add/payment-method', {
      cookie: caregiver.cookie,
      body: { id: 'pm_123' },
    });
    assert.equal(add.status, 403);
    const page = await api('GET', '/mypay/detail', { cookie: caregiver.cookie });
    assert.notEqual(page.status, 200);
  } finally {
    await deleteUsers(caregiver.id);
  }
});

test('payments: the page shows the test payments label and allows the fake in connect-src only', async () => {
  const family = await signedInFamily();
  try {
    const page = await api('GET', '/mypay/detail', { cookie: family.cookie });
    assert.equal(page.status, 200);
    assert.match(page.body, /Test payments/);
    assert.match(page.body, /Payment Methods/);
    const csp = page.headers.get('content-security-policy') ?? '';
    const origin = new URL(Deno.env.get('STRIPE_FAKE_URL')!).origin;
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    assert.ok(connect.includes(origin), connect);
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    assert.ok(!script.includes(origin), script);
  } finally {
    await deleteUsers(family.id);
  }
});

test('payments: the fake signs webhooks as Stripe does; the SDK verifies them', async () => {
  const received: { payload: string; signature: string }[] = [];
  const receiver = Deno.serve(
    { port: 0, hostname: '127.0.0.1', onListen: () => {} },
    async (req) => {
      received.push({
        payload: await req.text(),
        signature: req.headers.get('stripe-signature') ?? '',
      });
      return new Response('ok');
    },
  );
  const fake = serveStripeFake({ webhookUrl: `http://127.0.0.1:${receiver.addr.port}/hook` });
  try {
    const client = new Stripe(fake.keys.secretKey, {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
    });
    const customer = await client.customers.create({ email: 'hook@example.ca' });
    // Idempotency-Key: the same key and parameters answer the same customer, replayed.
    const replay = await client.customers.create(
      { email: 'hook@example.ca' },
      { idempotencyKey: 'same-key' },
    );
    const replayed = await client.customers.create(
      { email: 'hook@example.ca' },
      { idempotencyKey: 'same-key' },
    );
    assert.equal(replay.id, replayed.id);
    await assert.rejects(
      client.customers.create({ email: 'other@example.ca' }, { idempotencyKey: 'same-key' }),
      (err: Stripe.errors.StripeError) => err.type === 'StripeIdempotencyError',
    );
    await fake.settled();
    assert.equal(received.length, 2, 'two customers created, two events');
    // Each event is delivered on its own, so they may arrive in either order.
    const events = await Promise.all(
      received.map((r) =>
        client.webhooks.constructEventAsync(r.payload, r.signature, fake.keys.webhookSecret)
      ),
    );
    assert.deepEqual(events.map((e) => e.type), ['customer.created', 'customer.created']);
    assert.deepEqual(
      events.map((e) => (e.data.object as Stripe.Customer).id).sort(),
      [customer.id, replay.id].sort(),
    );
    // (Deno loads the SDK's worker build, whose crypto is SubtleCrypto: constructEvent is the
    // async form there; on Node the synchronous constructEvent checks the same header.)
    // A tampered payload or another secret is refused.
    await assert.rejects(
      client.webhooks.constructEventAsync(
        received[0].payload.replace('hook@', 'evil@'),
        received[0].signature,
        fake.keys.webhookSecret,
      ),
    );
    await assert.rejects(
      client.webhooks.constructEventAsync(
        received[0].payload,
        received[0].signature,
        'whsec_another',
      ),
    );
    // Stripe's error shapes: unknown id, bad key.
    await assert.rejects(
      client.customers.retrieve('cus_missing'),
      (err: Stripe.errors.StripeError) =>
        err.statusCode === 404 && err.code === 'resource_missing' &&
        err.message === "No such customer: 'cus_missing'",
    );
    const wrongKey = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
    });
    await assert.rejects(
      wrongKey.customers.create({}),
      (err: Stripe.errors.StripeError) => err.statusCode === 401,
    );
  } finally {
    await fake.close();
    await receiver.shutdown();
  }
});

test('payments: a customer the processor forgot (a restarted fake) is replaced', async () => {
  const family = await signedInFamily();
  try {
    await sql`insert into public.stripe_customers (user_id, customer_id)
              values (${family.id}, 'cus_forgotten')`;
    const setup = await api('POST', '/api/payment/setup-intent', { cookie: family.cookie });
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const [row] =
      await sql`select customer_id from public.stripe_customers where user_id = ${family.id}`;
    assert.notEqual(row.customerId, 'cus_forgotten');
  } finally {
    await deleteUsers(family.id);
  }
});
