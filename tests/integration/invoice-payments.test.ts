// Paying invoices by card, exactly once (issue 12, ADR 028), through the API with the real
// `stripe` SDK against a local Stripe fake whose signed webhooks reach this app on a real port:
// a double submit, a webhook delivered twice or before the API call returns, a declined card,
// 3-D Secure, bad signatures, amount mismatch, another family, a worker killed between the
// processor call and the database write, and auto-pay at the due instant with a fixed clock.
import assert from 'node:assert/strict';
import { serveStripeFake } from '../../dev/stripe-fake/fake.ts';
import { signatureHeader } from '../../dev/stripe-fake/signature.ts';
import { sql } from '../../web/server/db.server.ts';
import {
  autopayInvoice,
  autopayJob,
  payInvoice,
  setAfterProcessorCallForTests,
} from '../../web/domains/payments/actions.server.ts';
import { approveInvoice, getInvoice } from '../../web/domains/invoices/actions.server.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { actor } from '../factories/shifts.ts';
import { authenticate, CARDS, deliverBeforeResponse, saveCard } from '../factories/payments.ts';
import { api, app, deleteUsers, signedInAdmin, signIn, test } from './helpers.ts';

// This file's own fake, whose webhooks come to this app served on a free port.
const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
const fake = serveStripeFake({
  port: 0,
  webhookUrl: `http://127.0.0.1:${server.addr.port}/api/stripe/webhook`,
});
// The environment is the process's: what this file changes, its last test puts back for the
// files that run after it.
const STRIPE_ENV = ['STRIPE_FAKE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const;
const savedEnv = STRIPE_ENV.map((k) => [k, Deno.env.get(k)] as const);
Deno.env.set('STRIPE_FAKE_URL', fake.url);
// Without all three of Stripe's keys the server uses the fake (ADR 023).
Deno.env.delete('STRIPE_SECRET_KEY');
Deno.env.delete('STRIPE_PUBLISHABLE_KEY');

const WEEK = '2026-11-08';

/** A family with an invoice of a completed week, signed in, with a card; approved unless not. */
async function payable(opts: { card?: string; approve?: boolean } = {}) {
  const week = await invoicedWeek(WEEK, { days: 2, hours: 4 });
  const family = await signIn(week.family);
  const famActor = actor(week.family, 'family');
  if (opts.approve !== false) await approveInvoice(famActor, week.invoiceId);
  const card = await saveCard(week.family.id, opts.card ?? CARDS.visa);
  const invoice = await getInvoice(famActor, week.invoiceId);
  const total = invoice.invoiceBreakdown.payableBreakdown!.totalPayable;
  const body = {
    amount: total,
    currency: 'cad',
    payment_method: card.id,
    description: week.invoiceId,
    receipt_email: 'receipts@example.ca',
    status: 'new',
  };
  return { ...week, familyCookie: family.cookie, famActor, card, total, body };
}

const intentsFor = (invoiceId: string) =>
  fake.paymentIntents().filter((pi) =>
    (pi.metadata as Record<string, string>).invoiceId === invoiceId
  );
const invoiceStatus = async (id: string) =>
  (await sql`select status from public.invoices where id = ${id}`)[0].status as string;
const attempts = (invoiceId: string) =>
  sql`select * from public.invoice_payments where invoice_id = ${invoiceId} order by attempt`;
const notices = (userId: string, invoiceId: string) =>
  sql`select message from public.notifications
       where recipient_id = ${userId} and class = 'Invoice' and ref_id = ${invoiceId}`;

test('invoice payments: a double submit charges once; the webhook marks the invoice paid once', async () => {
  const p = await payable();
  try {
    const [a, b] = await Promise.all([
      api('POST', '/api/payment/add/payment', { cookie: p.familyCookie, body: p.body }),
      api('POST', '/api/payment/add/payment', { cookie: p.familyCookie, body: p.body }),
    ]);
    assert.equal(a.status, 201, JSON.stringify(a.body));
    assert.ok([201, 409].includes(b.status), JSON.stringify(b.body));
    if (b.status === 201) assert.equal(b.body.id, a.body.id, 'the same payment');
    assert.equal(a.body.payment.status, 'succeeded');
    assert.equal(a.body.payment.amount, p.total);
    assert.equal(a.body.payment.currency, 'cad');
    assert.equal(a.body.payment.description, p.invoiceId);
    assert.equal(a.body.payment.receipt_email, 'receipts@example.ca');
    assert.equal(intentsFor(p.invoiceId).length, 1, 'one PaymentIntent at the processor');
    const pi = intentsFor(p.invoiceId)[0];
    assert.equal(pi.amount, p.total);
    assert.equal(pi.description, p.invoiceId);
    await fake.settled();
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
    assert.equal((await attempts(p.invoiceId)).length, 1);
    // The caregiver hears of it (class Invoice).
    assert.equal((await notices(p.caregiver.id, p.invoiceId)).length >= 1, true);

    // The succeeded event again: recorded once, nothing changes.
    const event = fake.events().find((e) =>
      e.type === 'payment_intent.succeeded' &&
      (e.data as { object: { id: string } }).object.id === pi.id
    )!;
    const before = (await notices(p.caregiver.id, p.invoiceId)).length;
    const again = await fetch(`${fake.url}/_fake/events/${event.id}/deliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.keys.secretKey}` },
    });
    await again.body?.cancel();
    await fake.settled();
    const deliveries = fake.deliveries().filter((d) => d.eventId === event.id);
    assert.ok(deliveries.length >= 2 && deliveries.every((d) => d.status === 200));
    const [{ n }] = await sql`select count(*)::int as n from public.stripe_events
                               where id = ${event.id}`;
    assert.equal(n, 1);
    assert.equal((await notices(p.caregiver.id, p.invoiceId)).length, before);

    // Paying a paid invoice again is refused; still one charge.
    const paid = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(paid.status, 409);
    assert.equal(intentsFor(p.invoiceId).length, 1);
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: a webhook delivered before the API call returns', async () => {
  const p = await payable();
  await deliverBeforeResponse(true);
  try {
    const res = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.payment.status, 'succeeded');
    // The webhook had already moved the row and paid the invoice; the answer changed nothing.
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
    const [{ n }] = await sql`select count(*)::int as n from public.stripe_events
                               where intent_id = ${intentsFor(p.invoiceId)[0].id}`;
    assert.ok(n >= 2, 'created and succeeded events processed');
    assert.equal(intentsFor(p.invoiceId).length, 1);
  } finally {
    await deliverBeforeResponse(false);
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: a declined card shows the error, the invoice stays unpaid, a retry pays', async () => {
  const p = await payable({ card: CARDS.declined });
  try {
    const res = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.payment.status, 'requires_payment_method');
    assert.equal(res.body.payment.error, 'Your card was declined.');
    assert.equal(res.body.payment.errorCode, 'generic_decline');
    await fake.settled();
    assert.equal(await invoiceStatus(p.invoiceId), 'approved');
    assert.equal((await notices(p.family.id, p.invoiceId)).length >= 1, true, 'family told');

    // Another card: a second attempt with its own key.
    const good = await saveCard(p.family.id, CARDS.visa);
    const retry = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: { ...p.body, payment_method: good.id },
    });
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    assert.equal(retry.body.payment.status, 'succeeded');
    assert.equal(retry.body.payment.attempt, 2);
    await fake.settled();
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
    const rows = await attempts(p.invoiceId);
    assert.deepEqual(rows.map((r) => r.status), ['requires_payment_method', 'succeeded']);
    assert.deepEqual(rows.map((r) => r.idempotencyKey), [
      `tendwell-invoice-${p.invoiceId}-attempt-1`,
      `tendwell-invoice-${p.invoiceId}-attempt-2`,
    ]);
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: 3-D Secure waits in requires_action and resumes', async () => {
  const p = await payable({ card: CARDS.threeDSecure });
  try {
    const res = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.payment.status, 'requires_action');
    assert.match(res.body.clientSecret, /^pi_.+_secret_/);
    // A second press while the bank waits: the same payment, no new intent.
    const again = await api('POST', '/api/payment/add/payment', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(again.body.id, res.body.id);
    assert.equal(intentsFor(p.invoiceId).length, 1);

    await authenticate(intentsFor(p.invoiceId)[0].id);
    const synced = await api('POST', `/api/payment/payments/${res.body.id}/sync`, {
      cookie: p.familyCookie,
    });
    assert.equal(synced.status, 200);
    assert.equal(synced.body.payment.status, 'succeeded');
    await fake.settled();
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
    // The late requires_action event (if redelivered) never moves it back.
    const late = fake.events().find((e) => e.type === 'payment_intent.requires_action')!;
    await (await fetch(`${fake.url}/_fake/events/${late.id}/deliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.keys.secretKey}` },
    })).body?.cancel();
    await fake.settled();
    const [row] = await attempts(p.invoiceId);
    assert.equal(row.status, 'succeeded');
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: out-of-order events never move a payment back', async () => {
  const p = await payable();
  // No webhooks: the events are sent by hand, newest first.
  fake.setWebhookUrl(undefined);
  try {
    const res = await payInvoice({ ...p.famActor, lastName: 'Test' }, p.body as never);
    const intentId = intentsFor(p.invoiceId)[0].id;
    // Reset to simulate: the API's write was lost; only the events remain.
    const events = fake.events().filter((e) =>
      (e.data as { object: { id: string } }).object.id === intentId
    );
    assert.deepEqual(events.map((e) => e.type), [
      'payment_intent.succeeded',
      'payment_intent.created',
    ]);
    assert.equal(res.payment.status, 'succeeded');
    for (const e of events) {
      const payload = JSON.stringify(e);
      const hook = await api('POST', '/api/stripe/webhook', {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': await signatureHeader(fake.keys.webhookSecret, payload),
        },
      });
      assert.equal(hook.status, 200, JSON.stringify(hook.body));
    }
    const [row] = await attempts(p.invoiceId);
    assert.equal(row.status, 'succeeded', 'the created event (requires_confirmation) came last');
  } finally {
    fake.setWebhookUrl(`http://127.0.0.1:${server.addr.port}/api/stripe/webhook`);
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: a bad or missing signature is refused with 400', async () => {
  const payload = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' });
  const forged = await api('POST', '/api/stripe/webhook', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': await signatureHeader('whsec_wrong', payload),
    },
  });
  assert.equal(forged.status, 400);
  assert.deepEqual(forged.body, { general: 'The webhook signature could not be verified.' });
  const none = await api('POST', '/api/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(none.status, 400);
  const [{ n }] = await sql`select count(*)::int as n from public.stripe_events
                             where id = 'evt_forged'`;
  assert.equal(n, 0);
});

test('invoice payments: validation, approval, amount mismatch, another family, a caregiver', async () => {
  const p = await payable({ approve: false });
  const other = await payable();
  try {
    const send = (body: unknown, cookie = p.familyCookie) =>
      api('POST', '/api/payment/add/payment', { cookie, body });
    const empty = await send({ ...p.body, receipt_email: ' ' });
    assert.equal(empty.status, 422);
    assert.equal(empty.body.receipt_email, 'Must not be empty.');
    const bad = await send({ ...p.body, receipt_email: 'nope' });
    assert.equal(bad.body.receipt_email, 'Not a valid email address.');
    const pending = await send(p.body);
    assert.equal(pending.status, 422);
    assert.deepEqual(pending.body, { general: 'This invoice has yet to be approved.' });
    await approveInvoice(p.famActor, p.invoiceId);
    const mismatch = await send({ ...p.body, amount: p.total - 1 });
    assert.equal(mismatch.status, 422);
    assert.ok(mismatch.body.amount);
    // Another family's invoice (with their own card): 403 with the spec's words.
    const foreign = await send({ ...other.body });
    assert.equal(foreign.status, 403);
    assert.match(foreign.body.general, /You do not have authorization to view invoice #/);
    // Another family's card on my invoice: refused.
    const notMine = await send({ ...p.body, payment_method: other.card.id });
    assert.equal(notMine.status, 422);
    // The caregiver cannot pay (families only).
    const cg = await signIn(p.caregiver);
    const byCaregiver = await send(p.body, cg.cookie);
    assert.equal(byCaregiver.status, 403);
    assert.equal(intentsFor(p.invoiceId).length, 0, 'nothing reached the processor');
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id, other.family.id, other.caregiver.id);
  }
});

test('invoice payments: a worker killed between the processor call and the write charges once', async () => {
  const p = await payable({ approve: false });
  fake.setWebhookUrl(undefined); // only the rerun may record it
  const due = (await sql`select due_at from public.invoices where id = ${p.invoiceId}`)[0]
    .dueAt as Date;
  try {
    setAfterProcessorCallForTests(() => {
      throw new Error('killed');
    });
    await assert.rejects(autopayJob({ invoiceId: p.invoiceId, asOf: due.toISOString() }), /killed/);
    setAfterProcessorCallForTests(null);
    const [lost] = await attempts(p.invoiceId);
    assert.equal(lost.status, 'new', 'the write was lost');
    assert.equal(lost.intentId, null);
    assert.equal(intentsFor(p.invoiceId).length, 1, 'the processor charged');

    // The job runs again: the same attempt, the same key, the same intent.
    await autopayJob({ invoiceId: p.invoiceId, asOf: due.toISOString() });
    assert.equal(intentsFor(p.invoiceId).length, 1, 'exactly one charge');
    const rows = await attempts(p.invoiceId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, 'succeeded');
    assert.equal(rows[0].intentId, intentsFor(p.invoiceId)[0].id);
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
  } finally {
    setAfterProcessorCallForTests(null);
    fake.setWebhookUrl(`http://127.0.0.1:${server.addr.port}/api/stripe/webhook`);
    await deleteUsers(p.family.id, p.caregiver.id);
  }
});

test('invoice payments: auto-pay approves and charges at the due instant, not before', async () => {
  const p = await payable({ approve: false });
  const declining = await payable({ approve: false, card: CARDS.declined });
  const admin = await signedInAdmin();
  try {
    const due = (await sql`select due_at from public.invoices where id = ${p.invoiceId}`)[0]
      .dueAt as Date;
    const early = new Date(due.getTime() - 1000);
    assert.equal(await autopayInvoice(p.invoiceId, early), 'not_due');
    assert.equal(await invoiceStatus(p.invoiceId), 'pending');

    // pg_cron's mark at that instant: one job per due invoice, deduplicated.
    await sql`select private.mark_due_autopay(${early})`;
    await sql`select private.mark_due_autopay(${due})`;
    await sql`select private.mark_due_autopay(${due})`;
    const jobs = await sql`select payload from private.jobs where kind = 'payments.autopay'
                            and payload ->> 'invoiceId' = ${p.invoiceId}`;
    assert.equal(jobs.length, 1);

    // Only admins run it.
    const family = await api('POST', '/api/admin/autopay/run', {
      cookie: p.familyCookie,
      body: { asOf: due.toISOString() },
    });
    assert.equal(family.status, 403);
    const bad = await api('POST', '/api/admin/autopay/run', {
      cookie: admin.cookie,
      body: { asOf: 'tomorrow' },
    });
    assert.equal(bad.status, 422);
    const run = await api('POST', '/api/admin/autopay/run', {
      cookie: admin.cookie,
      body: { asOf: due.toISOString() },
    });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    const mine = run.body.invoices.find((i: { invoiceId: string }) => i.invoiceId === p.invoiceId);
    assert.equal(mine?.outcome, 'succeeded');
    await fake.settled();
    assert.equal(await invoiceStatus(p.invoiceId), 'paid');
    const [row] = await attempts(p.invoiceId);
    assert.equal(row.offSession, true);
    assert.equal(intentsFor(p.invoiceId)[0].off_session, true);

    // The declining card: approved, one failed attempt, the family told; a rerun at once waits
    // out the backoff; an hour later the next attempt runs.
    const failed = run.body.invoices.find((i: { invoiceId: string }) =>
      i.invoiceId === declining.invoiceId
    );
    assert.equal(failed?.outcome, 'failed');
    assert.equal(await invoiceStatus(declining.invoiceId), 'approved');
    assert.ok((await notices(declining.family.id, declining.invoiceId)).length >= 1);
    assert.equal(await autopayInvoice(declining.invoiceId, due), 'backoff');
    const hourLater = new Date(due.getTime() + 3_600_000 + 1000);
    assert.equal(await autopayInvoice(declining.invoiceId, hourLater), 'failed');
    assert.equal(intentsFor(declining.invoiceId).length, 2);
  } finally {
    await deleteUsers(
      p.family.id,
      p.caregiver.id,
      declining.family.id,
      declining.caregiver.id,
      admin.id,
    );
  }
});

test('invoice payments: the pay page for the family, another family, a caregiver, an unknown id', async () => {
  const p = await payable();
  const other = await payable({ approve: false });
  try {
    const page = await api('GET', `/mypay/invoice/${p.invoiceId}/pay`, { cookie: p.familyCookie });
    assert.equal(page.status, 200);
    const html = String(page.body);
    for (
      const text of [
        'Invoice Details',
        'Payment Details',
        'Ready for Payment',
        'Visa ending in 4242',
      ]
    ) {
      assert.ok(html.includes(text), text);
    }
    const dollars = new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    }).format(p.total / 100);
    assert.ok(html.includes(`Pay ${dollars}`), `Pay ${dollars}`);
    assert.ok(html.includes(`href="/mypay/invoice/${p.invoiceId}"`));

    const foreign = await api('GET', `/mypay/invoice/${p.invoiceId}/pay`, {
      cookie: other.familyCookie,
    });
    assert.ok(
      String(foreign.body).includes(
        `You do not have authorization to view invoice #${p.invoiceId} and have been redirected to your current outsitanding invoices.`,
      ),
    );
    const unknown = crypto.randomUUID();
    const missing = await api('GET', `/mypay/invoice/${unknown}/pay`, { cookie: p.familyCookie });
    assert.ok(
      String(missing.body).includes(
        `Oops... There seems to be an error loading invoice #${unknown}. Please try again later.`,
      ),
    );
    const cg = await signIn(p.caregiver);
    const byCaregiver = await api('GET', `/mypay/invoice/${p.invoiceId}/pay`, {
      cookie: cg.cookie,
    });
    // Families only: a caregiver is told why (then the page sends them to /dashboard).
    assert.ok(!String(byCaregiver.body).includes('Payment Details'));
    assert.ok(String(byCaregiver.body).includes('Your pay arrives by direct deposit.'));
    assert.ok(String(byCaregiver.body).includes('href="/dashboard"'));

    // Paid: the button says so and the history link shows.
    await api('POST', '/api/payment/add/payment', { cookie: p.familyCookie, body: p.body });
    await fake.settled();
    const after = String(
      (await api('GET', `/mypay/invoice/${p.invoiceId}/pay`, { cookie: p.familyCookie })).body,
    );
    assert.ok(after.includes('Invoiced Paid'));
    assert.ok(after.includes(`Payment of ${dollars} successful.`));
    assert.ok(after.includes('View Historical Payments'));
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id, other.family.id, other.caregiver.id);
  }
});

test('invoice payments: the edge functions call the same actions (mounted and alone)', async () => {
  const p = await payable();
  const admin = await signedInAdmin();
  try {
    // Mounted at /functions/v1/<name> by the server.
    const paid = await api('POST', '/functions/v1/payments/intents', {
      cookie: p.familyCookie,
      body: p.body,
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.equal(paid.body.payment.status, 'succeeded');
    const latest = await api('GET', `/functions/v1/payments/intents/${p.invoiceId}`, {
      cookie: p.familyCookie,
    });
    assert.equal(latest.body.payment.id, paid.body.id);
    const noSession = await api('POST', '/functions/v1/payments/intents', { body: p.body });
    assert.equal(noSession.status, 401);
    const autopayByFamily = await api('POST', '/functions/v1/autopay/run', {
      cookie: p.familyCookie,
      body: { asOf: new Date(0).toISOString() },
    });
    assert.equal(autopayByFamily.status, 403);
    const autopayByAdmin = await api('POST', '/functions/v1/autopay/run', {
      cookie: admin.cookie,
      body: { asOf: new Date(0).toISOString() },
    });
    assert.equal(autopayByAdmin.status, 200);
    assert.deepEqual(autopayByAdmin.body.invoices, []);
    const invoicesByFamily = await api('POST', '/functions/v1/invoices/run', {
      cookie: p.familyCookie,
      body: { weekOf: WEEK },
    });
    assert.equal(invoicesByFamily.status, 403);
    const generated = await api('POST', '/functions/v1/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: WEEK },
    });
    assert.equal(generated.status, 200, JSON.stringify(generated.body));
    assert.equal(generated.body.created, 0, 'idempotent: the week was generated already');

    // Alone, as `supabase functions deploy` would run it: its own app, no server around it.
    const { app: webhookFn } = await import('../../edge-functions/payments/index.ts');
    const alone = await webhookFn.fetch(
      new Request('http://fn.local/payments/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=00', 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    assert.equal(alone.status, 400);
    assert.deepEqual(await alone.json(), {
      general: 'The webhook signature could not be verified.',
    });
  } finally {
    await deleteUsers(p.family.id, p.caregiver.id, admin.id);
  }
});

test('invoice payments: the fake and the app server close', async () => {
  for (const [k, v] of savedEnv) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  await fake.close();
  await server.shutdown();
});
