// The fake's saved state (./store.ts, what `npm start` uses): a second fake loaded from the
// snapshot answers the real `stripe` SDK as the first one would have, and a snapshot it cannot
// use (another version, a broken file) starts it empty instead of stopping it.
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { FAKE_KEYS, serveStripeFake } from './fake.ts';
import { fileStore, SNAPSHOT_VERSION } from './store.ts';

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

/** POST /v1/customers with an Idempotency-Key, as the SDK sends it: the id and the replay header. */
async function createCustomerWithKey(url: string) {
  const res = await fetch(`${url}/v1/customers`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${FAKE_KEYS.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'tendwell-customer-demo',
    },
    body: 'email=keyed%40example.ca',
  });
  assert.equal(res.status, 200);
  const body = await res.json();
  return { id: body.id as string, replayed: res.headers.get('idempotent-replayed') };
}

async function missingAt(call: Promise<unknown>) {
  const err = await call.then(() => null, (e) => e);
  assert.ok(err instanceof Stripe.errors.StripeError, 'expected a Stripe error');
  assert.equal(err.code, 'resource_missing');
  assert.equal(err.statusCode, 404);
}

/** A customer with a card being set up by a SetupIntent (the family's saved card). */
async function savedCard(api: Stripe, number: string) {
  const customer = await api.customers.create({ email: 'margaret@example.ca', name: 'M C' });
  const pm = await api.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
  const setup = await api.setupIntents.create({
    customer: customer.id,
    payment_method: pm.id,
    confirm: true,
    usage: 'off_session',
  });
  return { customer: customer.id, pm: pm.id, setup: setup.id };
}

Deno.test('stripe fake store: customers, cards, intents and idempotency keys survive a restart', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'stripe-fake-store-' });
  const path = `${dir}/state/stripe-fake.json`;
  try {
    const first = serveStripeFake({ store: fileStore(path) });
    const api = sdkFor(first.url);
    const visa = await savedCard(api, '4242424242424242');
    await api.customers.update(visa.customer, {
      invoice_settings: { default_payment_method: visa.pm },
    });
    // A 3-D Secure card set up for future use pays off session without a challenge.
    const secure = await savedCard(api, '4000002500003155');
    const setup = await api.setupIntents.retrieve(secure.setup);
    assert.equal(setup.status, 'requires_action');
    const auth = await fetch(`${first.url}/_fake/setup_intents/${secure.setup}/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_KEYS.secretKey}` },
    });
    assert.equal(auth.status, 200);
    await auth.body?.cancel();
    const paid = await api.paymentIntents.create({
      amount: 12_345,
      currency: 'cad',
      customer: visa.customer,
      payment_method: visa.pm,
      confirm: true,
      off_session: true,
    }, { idempotencyKey: 'tendwell-invoice-demo-attempt-1' });
    assert.equal(paid.status, 'succeeded');
    const keyed = await createCustomerWithKey(first.url);
    assert.equal(keyed.replayed, null);
    await first.close();

    // Written atomically: the snapshot, no temporary file beside it.
    assert.deepEqual([...Deno.readDirSync(`${dir}/state`)].map((e) => e.name), [
      'stripe-fake.json',
    ]);
    assert.equal(JSON.parse(Deno.readTextFileSync(path)).version, SNAPSHOT_VERSION);
    assert.equal(Deno.statSync(path).mode! & 0o777, 0o600);

    const second = serveStripeFake({ store: fileStore(path) });
    try {
      const again = sdkFor(second.url);
      const customer = await again.customers.retrieve(visa.customer) as Stripe.Customer;
      assert.equal(customer.email, 'margaret@example.ca');
      assert.equal(customer.invoice_settings.default_payment_method, visa.pm);
      const card = await again.paymentMethods.retrieve(visa.pm);
      assert.equal(card.customer, visa.customer);
      assert.equal(card.card?.last4, '4242');
      assert.equal(card.card?.checks?.cvc_check, 'pass');
      const listed = await again.customers.listPaymentMethods(visa.customer, { type: 'card' });
      assert.deepEqual(listed.data.map((p) => p.id), [visa.pm]);
      const intents = await again.setupIntents.list({
        customer: visa.customer,
        payment_method: visa.pm,
      });
      assert.deepEqual(intents.data.map((i) => i.status), ['succeeded']);

      // The same key and parameters: the first answer again, not a second charge.
      const replay = await again.paymentIntents.create({
        amount: 12_345,
        currency: 'cad',
        customer: visa.customer,
        payment_method: visa.pm,
        confirm: true,
        off_session: true,
      }, { idempotencyKey: 'tendwell-invoice-demo-attempt-1' });
      assert.equal(replay.id, paid.id);
      assert.equal((await again.paymentIntents.list({ customer: visa.customer })).data.length, 1);
      assert.deepEqual(await createCustomerWithKey(second.url), { ...keyed, replayed: 'true' });
      const event = await again.events.retrieve(
        second.events().find((e) => e.type === 'payment_intent.succeeded')!.id,
      );
      assert.equal((event.data.object as Stripe.PaymentIntent).id, paid.id);

      // The card set up for future use still skips the challenge off session.
      const offSession = await again.paymentIntents.create({
        amount: 5_000,
        currency: 'cad',
        customer: secure.customer,
        payment_method: secure.pm,
        confirm: true,
        off_session: true,
      });
      assert.equal(offSession.status, 'succeeded');

      // And the new fake keeps saving: a card detached now is detached after the next restart.
      await again.paymentMethods.detach(secure.pm);
    } finally {
      await second.close();
    }
    const third = serveStripeFake({ store: fileStore(path) });
    try {
      const card = await sdkFor(third.url).paymentMethods.retrieve(secure.pm);
      assert.equal(card.customer, null);
    } finally {
      await third.close();
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('stripe fake store: without a store a restarted fake knows nothing', async () => {
  const first = serveStripeFake();
  const visa = await savedCard(sdkFor(first.url), '4242424242424242');
  await first.close();
  const second = serveStripeFake();
  try {
    await missingAt(sdkFor(second.url).paymentMethods.retrieve(visa.pm));
    await missingAt(sdkFor(second.url).customers.retrieve(visa.customer));
  } finally {
    await second.close();
  }
});

Deno.test('stripe fake store: a snapshot of another version or a broken file starts it empty', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'stripe-fake-store-' });
  const path = `${dir}/stripe-fake.json`;
  try {
    for (
      const old of [
        JSON.stringify({ version: SNAPSHOT_VERSION + 1, state: { customers: {} } }),
        JSON.stringify({ version: SNAPSHOT_VERSION, state: { objects: 'nope' } }),
        '{"version": 1, "state": {"obj',
      ]
    ) {
      Deno.writeTextFileSync(path, old);
      const warnings: string[] = [];
      const fake = serveStripeFake({ store: fileStore(path, (line) => warnings.push(line)) });
      try {
        assert.equal(warnings.length, 1, old);
        assert.match(warnings[0], /starting empty/);
        assert.equal(Deno.readTextFileSync(`${path}.unreadable`), old);
        const api = sdkFor(fake.url);
        assert.equal((await api.paymentMethods.list({ type: 'card' })).data.length, 0);
        // The next change writes a snapshot of the current version.
        const customer = await api.customers.create({ email: 'new@example.ca' });
        const saved = JSON.parse(Deno.readTextFileSync(path));
        assert.equal(saved.version, SNAPSHOT_VERSION);
        assert.deepEqual(saved.state.objects.map((o: { id: string }) => o.id), [customer.id]);
      } finally {
        await fake.close();
        Deno.removeSync(path);
      }
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
