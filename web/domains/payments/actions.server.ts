// The payments domain's verbs (issue 10, spec 002 §5 card rules). Card numbers never reach
// this server: the browser sends them to the processor (Stripe.js, or the local fake the same
// way), confirms the SetupIntent there, and gives us only the payment method's id, which we
// check with the processor before keeping what the list shows.
//
// Writes go through the service connection: the rows record what the processor confirmed, so
// no user may write them (the tables grant users select on their own rows only). Reads run as
// the user (RLS). Other domains (the hire flow) import hasCardOnFile and listPaymentMethods.
import type Stripe from 'stripe';
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  invalid,
  notFound,
} from '../../server/http.server.ts';
import { PermanentJobError } from '../../server/queue.server.ts';
import {
  isStripeError,
  stripe,
  type StripeBrowserConfig,
  stripeBrowserConfig,
  stripeConfig,
} from '../../server/stripe.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text, translator } from '../../shared/i18n.tsx';
import {
  approveInvoiceAt,
  dueUnpaidInvoiceIds,
  getInvoice,
  invoiceForPayment,
  markInvoicePaid,
} from '../invoices/actions.server.ts';
import { INVOICE_NOTIFICATION_CLASS } from '../invoices/model.ts';
import { createNotification } from '../notifications/actions.server.ts';
import {
  autopayBackoffMs,
  canMove,
  FAILED,
  isInFlight,
  isPaymentStatus,
  MAX_AUTOPAY_FAILURES,
  type PaymentStatus,
} from './lifecycle.ts';
import { type PaymentMessageKey, paymentMessages } from './messages.ts';
import type { InvoicePayment, PaymentMethod } from './model.ts';
import { formatCents } from '../../shared/money.ts';
import * as q from './queries.server.ts';
import type { NewPayment } from './schemas.ts';

const t = (key: PaymentMessageKey) => text(paymentMessages, key);

type Actor = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName' | 'lastName'>;

function requireFamily(viewer: Actor) {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
}

function requireConfigured(): StripeBrowserConfig {
  const config = stripeBrowserConfig();
  if (!config) throw new ApiError(503, { general: t('notConfigured') });
  return config;
}

/** A processor failure the user can act on is a 400 with its text; anything else a 502. */
function processorFailure(err: unknown): never {
  if (isStripeError(err) && err.statusCode && err.statusCode < 500) {
    if (err.code === 'resource_missing') throw notFound(t('methodNotFound'));
    throw badRequest(t('processorError'));
  }
  if (isStripeError(err)) throw new ApiError(502, { general: t('processorError') });
  throw err;
}

/** The family's processor customer, created on first use (one per family, even when racing). */
async function customerFor(viewer: Actor): Promise<string> {
  const known = await asService((tx) => q.customerIdOf(tx, viewer.id));
  if (known) return known;
  const customer = await stripe().customers.create(
    {
      email: viewer.email,
      name: `${viewer.firstName} ${viewer.lastName}`.trim(),
      metadata: { userId: viewer.id },
    },
    // Two tabs asking at once get the same customer from the processor.
    { idempotencyKey: `tendwell-customer-${viewer.id}` },
  ).catch(processorFailure);
  // Service connection: the customer id is the processor's answer, never the user's input.
  return await asService((tx) => q.saveCustomer(tx, viewer.id, customer.id));
}

export type SetupIntentAnswer = { clientSecret: string; processor: StripeBrowserConfig };

/** POST /api/payment/setup-intent: a SetupIntent for a new card, and how the browser confirms it. */
export async function createSetupIntent(viewer: Actor): Promise<SetupIntentAnswer> {
  requireFamily(viewer);
  const processor = requireConfigured();
  let customer = await customerFor(viewer);
  const create = () =>
    stripe().setupIntents.create({
      customer,
      usage: 'off_session',
      metadata: { userId: viewer.id },
    });
  const intent = await create().catch(async (err) => {
    // The processor forgot the customer (a restarted local fake, a deleted test customer): a new
    // one replaces it. Service connection: the id is the processor's answer.
    if (!isStripeError(err) || err.code !== 'resource_missing' || err.param !== 'customer') {
      processorFailure(err);
    }
    const fresh = await stripe().customers.create({
      email: viewer.email,
      name: `${viewer.firstName} ${viewer.lastName}`.trim(),
      metadata: { userId: viewer.id },
    }).catch(processorFailure);
    await asService((tx) => q.replaceCustomer(tx, viewer.id, fresh.id));
    customer = fresh.id;
    return await create().catch(processorFailure);
  });
  return { clientSecret: intent.client_secret!, processor };
}

/**
 * POST /api/payment/add/payment-method: keeps a card the browser set up. The processor must
 * know it as this family's, set up by a succeeded SetupIntent, with a passing CVC check
 * ('A card is offered only if its CVC check passed'); a failing one is detached and refused.
 * The first card becomes preferred; the account gets isPaymentMethod.
 */
export async function addPaymentMethod(viewer: Actor, id: string): Promise<PaymentMethod> {
  requireFamily(viewer);
  requireConfigured();
  const customer = await asService((tx) => q.customerIdOf(tx, viewer.id));
  if (!customer) throw notFound(t('methodNotFound'));
  const api = stripe();
  const pm = await api.paymentMethods.retrieve(id).catch(processorFailure);
  if (pm.customer !== customer || pm.type !== 'card' || !pm.card) {
    throw notFound(t('methodNotFound'));
  }
  const intents = await api.setupIntents.list({ customer, payment_method: id, limit: 10 })
    .catch(processorFailure);
  if (!intents.data.some((i) => i.status === 'succeeded')) throw conflict(t('setupNotSucceeded'));
  const card = pm.card;
  const cvcCheck = card.checks?.cvc_check ?? 'unchecked';
  if (cvcCheck !== 'pass') {
    await api.paymentMethods.detach(id).catch(() => {});
    throw new ApiError(422, { general: t('cvcNotPassed') });
  }
  // Service connection: the row is what the processor just confirmed (see the file comment).
  const saved = await asService(async (tx) => {
    await q.lockUser(tx, viewer.id);
    const row = await q.insertMethod(tx, viewer.id, {
      id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvcCheck,
      billingEmail: pm.billing_details?.email ?? null,
    });
    await q.setPaymentMethodFlag(tx, viewer.id, true);
    return row;
  });
  if (saved.isPreferred) await setDefaultAtProcessor(customer, id);
  return saved;
}

/** Card payments without a method named use the customer's default: kept equal to preferred. */
async function setDefaultAtProcessor(customer: string, id: string | null) {
  await stripe().customers.update(customer, {
    invoice_settings: { default_payment_method: id ?? '' },
  }).catch(processorFailure);
}

/** GET /api/payment/methods: the family's offered cards, preferred first. */
export async function listPaymentMethods(viewer: Actor): Promise<PaymentMethod[]> {
  requireFamily(viewer);
  return await asUser(viewer, (tx) => q.listMethods(tx, viewer.id));
}

/** Whether the family has a card on file (the hire flow's step 1). */
export async function hasCardOnFile(viewer: Pick<Viewer, 'id' | 'userType'>): Promise<boolean> {
  if (viewer.userType !== 'family') return false;
  return await asUser(viewer, (tx) => hasCardOnFileIn(tx, viewer));
}

/**
 * hasCardOnFile in the caller's transaction `tx`, which must already run as the viewer (asUser);
 * it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function hasCardOnFileIn(
  tx: Tx,
  viewer: Pick<Viewer, 'id' | 'userType'>,
): Promise<boolean> {
  if (viewer.userType !== 'family') return false;
  return (await q.listMethods(tx, viewer.id)).length > 0;
}

/** POST /api/payment/methods/{id}/preferred */
export async function makePreferred(viewer: Actor, id: string): Promise<PaymentMethod[]> {
  requireFamily(viewer);
  // Service connection: users have no write grant on their cards (see the file comment).
  const methods = await asService(async (tx) => {
    await q.lockUser(tx, viewer.id);
    const method = await q.findMethod(tx, viewer.id, id);
    if (!method || method.cvcCheck !== 'pass') throw notFound(t('methodNotFound'));
    await q.setPreferred(tx, viewer.id, id);
    return await q.listMethods(tx, viewer.id);
  });
  const customer = await asService((tx) => q.customerIdOf(tx, viewer.id));
  if (customer && stripeBrowserConfig()) await setDefaultAtProcessor(customer, id);
  return methods;
}

/** DELETE /api/payment/methods/{id}: refused for the last card (spec 002 §5). */
export async function deletePaymentMethod(viewer: Actor, id: string): Promise<PaymentMethod[]> {
  requireFamily(viewer);
  const { methods, next } = await asService(async (tx) => {
    await q.lockUser(tx, viewer.id);
    const method = await q.findMethod(tx, viewer.id, id);
    if (!method) throw notFound(t('methodNotFound'));
    if (await q.countMethods(tx, viewer.id) <= 1) throw conflict(t('lastMethod'));
    const next = await q.deleteMethod(tx, viewer.id, id);
    return { methods: await q.listMethods(tx, viewer.id), next };
  });
  if (stripeBrowserConfig()) {
    // The row is gone either way; a processor that already forgot the card is not an error.
    await stripe().paymentMethods.detach(id).catch(() => {});
    const customer = await asService((tx) => q.customerIdOf(tx, viewer.id));
    if (customer && next) await setDefaultAtProcessor(customer, next.id);
  }
  return methods;
}

// ===========================================================================================
// Paying invoices by card, exactly once (issue 12; docs/decisions/028-invoice-payments.md).
//
// One path charges an invoice, whoever asks (the pay page's API, the auto-pay worker, the admin
// run, the edge functions): `startAttempt` records the attempt with its idempotency key
// (invoice + attempt number) BEFORE the processor is called, `drive` calls the processor with
// that key and only the row's own facts, and `applyIntent` moves the row forward (never back)
// and, on the first success, marks the invoice paid in the same transaction. A double click, a
// retry or a worker restarted between the processor call and the database write finds the
// in-flight attempt and drives it again with the same key: the processor answers the same
// PaymentIntent, so there is one charge.
//
// Writes run on the service connection: the rows record what the processor did (the tables
// grant users select on their own rows only); the webhook, the worker and the admin run have no
// user at all. Reads for the family run as the family (RLS).

/** The idempotency key of an attempt: derived from the invoice, so every path agrees on it. */
export const idempotencyKeyOf = (invoiceId: string, attempt: number) =>
  `tendwell-invoice-${invoiceId}-attempt-${attempt}`;

type ChargeRequest = {
  invoiceId: string;
  familyId: string;
  amountCents: number;
  paymentMethod: string;
  receiptEmail: string;
  offSession: boolean;
  /** Auto-pay's instant. */
  at?: Date;
};

/**
 * The attempt to drive: the in-flight or succeeded one if there is one (nothing new is made),
 * else a new attempt. `drive` says whether the processor must (still) be called.
 */
async function startAttempt(
  req: ChargeRequest,
): Promise<{ payment: q.PaymentRow; drive: boolean }> {
  return await asService(async (tx) => {
    await q.lockInvoicePayments(tx, req.invoiceId);
    const attempts = await q.selectAttempts(tx, req.invoiceId);
    const done = attempts.find((a) => a.status === 'succeeded');
    if (done) return { payment: done, drive: false };
    const running = attempts.find((a) => isInFlight(a.status));
    // Recorded but never answered by the processor (a crash, a timeout): drive it again with
    // its own key and facts; the processor replays the intent if it had made one.
    if (running) return { payment: running, drive: running.intentId === null };
    const attempt = (attempts[0]?.attempt ?? 0) + 1;
    const payment = await q.insertAttempt(tx, {
      invoiceId: req.invoiceId,
      userId: req.familyId,
      attempt,
      amountCents: req.amountCents,
      paymentMethod: req.paymentMethod,
      receiptEmail: req.receiptEmail,
      offSession: req.offSession,
      idempotencyKey: idempotencyKeyOf(req.invoiceId, attempt),
      createdAt: req.at,
    });
    return { payment, drive: true };
  });
}

/** Processor errors that end an attempt (a bad request will not get better by retrying). */
const endsAttempt = (err: unknown) =>
  isStripeError(err) && !!err.statusCode && err.statusCode < 500 && err.statusCode !== 409 &&
  err.statusCode !== 429;

/** Test hook (ADR 028): runs between the processor's answer and the database write. */
let afterProcessorCall: ((payment: q.PaymentRow) => void | Promise<void>) | null = null;
export function setAfterProcessorCallForTests(hook: typeof afterProcessorCall) {
  afterProcessorCall = hook;
}

type Driven = { payment: q.PaymentRow; clientSecret: string | null };

/** Calls the processor for an attempt, with the attempt's key and facts only, and records it. */
async function drive(payment: q.PaymentRow, customer: string): Promise<Driven> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe().paymentIntents.create({
      amount: payment.amount,
      currency: payment.currency,
      customer,
      payment_method: payment.payment_method,
      confirm: true,
      ...(payment.offSession ? { off_session: true } : {}),
      // Cards only, confirmed here: no redirect-based method needs a return URL.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: payment.description,
      receipt_email: payment.receipt_email,
      metadata: {
        paymentId: payment.id,
        invoiceId: payment.invoiceId,
        attempt: String(payment.attempt),
      },
    }, { idempotencyKey: idempotencyKeyOf(payment.invoiceId, payment.attempt) });
  } catch (err) {
    if (isStripeError(err) && err.payment_intent) {
      // A card error: the intent exists and failed (declined, authentication required).
      if (afterProcessorCall) await afterProcessorCall(payment);
      const applied = await asService((tx) => applyIntent(tx, err.payment_intent!, payment.id));
      return { payment: applied ?? payment, clientSecret: null };
    }
    if (endsAttempt(err)) {
      const e = err as Stripe.errors.StripeError;
      const applied = await asService((tx) =>
        moveAttempt(tx, payment.id, {
          status: 'requires_payment_method',
          intentId: null,
          error: e.message.slice(0, 500),
          errorCode: e.code ?? null,
        })
      );
      return { payment: applied ?? payment, clientSecret: null };
    }
    // The processor could not be reached or failed: the attempt stays in flight (new) and the
    // next try drives it again with the same key.
    if (isStripeError(err)) throw new ApiError(502, { general: t('processorError') });
    throw err;
  }
  if (afterProcessorCall) await afterProcessorCall(payment);
  const applied = await asService((tx) => applyIntent(tx, intent, payment.id));
  return {
    payment: applied ?? payment,
    clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
  };
}

/** The payment row of an intent: by our id in its metadata, else by the intent id. */
async function attemptOf(tx: Tx, intent: Stripe.PaymentIntent, paymentId?: string) {
  const id = paymentId ?? intent.metadata?.paymentId;
  if (id && /^[0-9a-f-]{36}$/i.test(id)) return await q.selectPaymentForUpdate(tx, id);
  const byIntent = await q.selectPaymentByIntent(tx, intent.id);
  return byIntent ? await q.selectPaymentForUpdate(tx, byIntent.id) : null;
}

/**
 * Moves an attempt to what the processor says of its intent, if that is forward
 * (lifecycle.ts); on the first success marks the invoice paid (same transaction), on the first
 * failure tells the family. Answers the row as it now is (null: not ours).
 */
async function applyIntent(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  paymentId?: string,
): Promise<q.PaymentRow | null> {
  const payment = await attemptOf(tx, intent, paymentId);
  if (!payment) return null;
  if (!isPaymentStatus(intent.status)) return payment;
  const failure = intent.status === 'requires_payment_method' ? intent.last_payment_error : null;
  return await moveAttempt(tx, payment.id, {
    status: intent.status,
    intentId: intent.id,
    error: failure ? (failure.message ?? failure.code ?? 'card_error').slice(0, 500) : null,
    errorCode: failure ? (failure.decline_code ?? failure.code ?? null) : null,
  });
}

async function moveAttempt(
  tx: Tx,
  paymentId: string,
  next: {
    status: PaymentStatus;
    intentId: string | null;
    error: string | null;
    errorCode: string | null;
  },
): Promise<q.PaymentRow | null> {
  const payment = await q.selectPaymentForUpdate(tx, paymentId);
  if (!payment) return null;
  // Out of order or repeated: a payment never moves back.
  if (!canMove(payment.status, next.status)) return payment;
  if (
    payment.status === next.status && payment.error === next.error &&
    (payment.intentId ?? null) === (next.intentId ?? payment.intentId ?? null)
  ) return payment;
  const moved = await q.updateStatus(tx, payment.id, next);
  if (next.status === 'succeeded' && payment.status !== 'succeeded') {
    await markInvoicePaid(tx, payment.invoiceId, new Date(), payment.id);
  }
  if (next.status === 'requires_payment_method' && payment.status !== 'requires_payment_method') {
    await notifyFailure(tx, moved);
  }
  return moved;
}

/** The family hears of a failed charge (class Invoice → /mypay/invoice/{id}), in its language. */
async function notifyFailure(tx: Tx, payment: q.PaymentRow) {
  const contact = await q.userContact(tx, payment.userId);
  const say = translator(paymentMessages, contact?.locale ?? 'en');
  const known = payment.errorCode && payment.errorCode in paymentMessages.en
    ? say(payment.errorCode as PaymentMessageKey)
    : payment.error ?? '';
  await createNotification(tx, {
    recipientId: payment.userId,
    class: INVOICE_NOTIFICATION_CLASS,
    refId: payment.invoiceId,
    message: say('notifyFailed', {
      amount: formatCents(payment.amount, contact?.locale ?? 'en'),
      error: known,
    }),
  });
}

export type PaymentAnswer = {
  /** The payment's id (spec 002: the answer is the created payment). */
  id: string;
  payment: InvoicePayment;
  /** When the bank asks the cardholder to confirm (3-D Secure): what the browser needs. */
  clientSecret: string | null;
};

/**
 * POST /api/payment/add/payment (spec 002 §7): the family pays an approved invoice with one of
 * its cards. The amount must be the invoice's total (the server's own figure: 422 otherwise).
 */
export async function payInvoice(viewer: Actor, input: NewPayment): Promise<PaymentAnswer> {
  requireFamily(viewer);
  requireConfigured();
  const invoiceId = input.description;
  // Authorization first (RLS): another family's invoice is refused, an unknown one not found.
  const shown = await getInvoice(viewer, invoiceId);
  if (shown.familyId !== viewer.id) throw forbidden(t('notYourInvoice'));
  const invoice = await asService((tx) => invoiceForPayment(tx, invoiceId));
  if (!invoice) throw notFound(t('invoiceNotFound'));
  if (invoice.status === 'paid') throw conflict(t('alreadyPaid'));
  if (invoice.status !== 'approved') throw invalid(t('notApproved'));
  if (input.amount !== invoice.totalPayableCents) throw invalid({ amount: t('amountMismatch') });
  const method = await asUser(viewer, (tx) => q.findMethod(tx, viewer.id, input.payment_method));
  if (!method || method.cvcCheck !== 'pass') {
    throw invalid({ payment_method: t('chooseCardError') });
  }
  const customer = await asService((tx) => q.customerIdOf(tx, viewer.id));
  if (!customer) throw invalid({ payment_method: t('chooseCardError') });
  const started = await startAttempt({
    invoiceId,
    familyId: viewer.id,
    amountCents: invoice.totalPayableCents,
    paymentMethod: method.id,
    receiptEmail: input.receipt_email,
    offSession: false,
  });
  let driven: Driven = { payment: started.payment, clientSecret: null };
  if (started.drive) driven = await drive(started.payment, customer);
  else if (started.payment.status === 'requires_action') {
    driven.clientSecret = await clientSecretOf(started.payment);
  }
  return {
    id: driven.payment.id,
    payment: q.publicPayment(driven.payment),
    clientSecret: driven.clientSecret,
  };
}

async function clientSecretOf(payment: q.PaymentRow): Promise<string | null> {
  if (!payment.intentId) return null;
  const intent = await stripe().paymentIntents.retrieve(payment.intentId).catch(() => null);
  return intent?.status === 'requires_action' ? intent.client_secret : null;
}

/**
 * The pay page's status: the invoice's latest attempt. Only the invoice's family may ask (as
 * for paying it): anyone else is refused (403), an unknown invoice is not found (404). Row-level
 * security alone would answer a stranger "no payment yet", which says the invoice exists.
 */
export async function latestPaymentForInvoice(
  viewer: Pick<Viewer, 'id' | 'userType' | 'email'>,
  invoiceId: string,
): Promise<InvoicePayment | null> {
  const refused = forbidden(t('notYourPayments'));
  if (viewer.userType !== 'family') throw refused;
  const shown = await getInvoice(viewer, invoiceId).catch((err) => {
    throw err instanceof ApiError && err.status === 403 ? refused : err;
  });
  if (shown.familyId !== viewer.id) throw refused;
  const [latest] = await asUser(viewer, (tx) => q.selectAttempts(tx, invoiceId));
  return latest ? q.publicPayment(latest) : null;
}

/** The pay page's resumable 3-D Secure: the intent's client secret while it waits for the bank. */
export async function paymentNextAction(
  viewer: Pick<Viewer, 'id' | 'userType'>,
  payment: InvoicePayment | null,
): Promise<string | null> {
  if (!payment || payment.status !== 'requires_action') return null;
  const row = await asUser(viewer, (tx) => q.selectPayment(tx, payment.id));
  return row && row.userId === viewer.id ? await clientSecretOf(row) : null;
}

/**
 * POST /api/payment/payments/{id}/sync: reads the intent back from the processor and records
 * it (after the browser finished a 3-D Secure challenge; the webhook says the same, later or
 * earlier: whichever comes second changes nothing).
 */
export async function syncPayment(viewer: Actor, paymentId: string): Promise<InvoicePayment> {
  requireFamily(viewer);
  const row = await asUser(viewer, (tx) => q.selectPayment(tx, paymentId));
  if (!row) throw notFound(t('invoiceNotFound'));
  if (!row.intentId) return q.publicPayment(row);
  const intent = await stripe().paymentIntents.retrieve(row.intentId).catch(processorFailure);
  // Service connection: the row records the processor's answer (see the section comment).
  const applied = await asService((tx) => applyIntent(tx, intent, row.id));
  return q.publicPayment(applied ?? row);
}

/** Realtime reader of invoice_payments: the row as the receiving user may read it (RLS). */
export async function readPaymentIn(tx: Tx, id: string): Promise<InvoicePayment | null> {
  const row = await q.selectPayment(tx, id);
  return row ? q.publicPayment(row) : null;
}

/**
 * Realtime reader of payment_methods: the saved card as its owner's list shows it, or null for
 * anyone else (RLS) and for a card whose CVC check failed (never offered, spec 002 §5).
 */
export async function readPaymentMethodIn(tx: Tx, id: string): Promise<PaymentMethod | null> {
  const method = await q.selectMethodById(tx, id);
  return method && method.cvcCheck === 'pass' ? method : null;
}

/**
 * POST /api/stripe/webhook: a processor event, verified with the endpoint's signing secret
 * (the SDK's constructEventAsync over the raw body), processed once (its id is recorded in the
 * transaction that applies it; a second delivery finds it and changes nothing).
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const config = stripeConfig();
  if (!config) throw new ApiError(503, { general: t('notConfigured') });
  let event: Stripe.Event;
  try {
    event = await stripe().webhooks.constructEventAsync(
      rawBody,
      signature ?? '',
      config.webhookSecret,
    );
  } catch {
    throw badRequest(t('badSignature'));
  }
  const intent = event.type.startsWith('payment_intent.')
    ? event.data.object as Stripe.PaymentIntent
    : null;
  // Service connection: no user sends webhooks; the event is the processor's signed word.
  const fresh = await asService(async (tx) => {
    if (!await q.recordEvent(tx, event.id, event.type, intent?.id ?? null)) return false;
    if (intent) await applyIntent(tx, intent);
    return true;
  });
  return { received: true, duplicate: !fresh };
}

// ------------------------------------------------------------------------------ auto-pay

export type AutopayOutcome =
  | 'succeeded'
  | 'failed'
  | 'requires_action'
  | 'in_flight'
  | 'paid'
  | 'not_due'
  | 'backoff'
  | 'no_card';

/**
 * Auto-approve and auto-pay one invoice at `asOf` (spec 002 §4: 11:59 pm local on the due
 * date, with the preferred card, off session). The worker's job and the admin run call it; it
 * charges through the same attempt path as the pay page, so it never charges twice and never
 * runs two attempts of one invoice at once. After a failure the next attempt waits its backoff.
 */
export async function autopayInvoice(invoiceId: string, asOf: Date): Promise<AutopayOutcome> {
  requireConfigured();
  // Service connection: no user acts (pg_cron's job or an admin's run for the system).
  type Prepared =
    | AutopayOutcome
    | { resume: q.PaymentRow; customer: string }
    | { request: ChargeRequest; customer: string };
  const prepared = await asService(async (tx): Promise<Prepared> => {
    await q.lockInvoicePayments(tx, invoiceId);
    const invoice = await invoiceForPayment(tx, invoiceId);
    if (!invoice || invoice.status === 'paid') return 'paid' as const;
    if (new Date(invoice.dueAt).getTime() > asOf.getTime()) return 'not_due' as const;
    const attempts = await q.selectAttempts(tx, invoiceId);
    const running = attempts.find((a) => isInFlight(a.status));
    if (running && running.intentId !== null) return 'in_flight' as const;
    if (running) {
      // Recorded but never answered (a worker killed after the processor call): drive the same
      // attempt again, with its own key and facts.
      const customer = await q.customerIdOf(tx, running.userId);
      if (customer) return { resume: running, customer };
    }
    const failures = attempts.filter((a) => FAILED.includes(a.status));
    if (failures.length >= MAX_AUTOPAY_FAILURES) return 'backoff' as const;
    const last = failures[0];
    if (
      last &&
      new Date(last.createdAt).getTime() + autopayBackoffMs(failures.length) > asOf.getTime()
    ) {
      return 'backoff' as const;
    }
    if (invoice.status === 'pending') await approveInvoiceAt(tx, invoiceId, asOf);
    const card = await q.preferredMethod(tx, invoice.familyId);
    const customer = await q.customerIdOf(tx, invoice.familyId);
    const contact = await q.userContact(tx, invoice.familyId);
    if (!card || !customer || !contact) {
      const say = translator(paymentMessages, contact?.locale ?? 'en');
      await createNotification(tx, {
        recipientId: invoice.familyId,
        class: INVOICE_NOTIFICATION_CLASS,
        refId: invoiceId,
        message: say('notifyAutopayNoCard'),
      });
      return 'no_card' as const;
    }
    return {
      request: {
        invoiceId,
        familyId: invoice.familyId,
        amountCents: invoice.totalPayableCents,
        paymentMethod: card.id,
        receiptEmail: card.billingEmail ?? contact.email,
        offSession: true,
        at: asOf,
      },
      customer,
    };
  });
  if (typeof prepared === 'string') return prepared;
  let toDrive: q.PaymentRow;
  if ('resume' in prepared) toDrive = prepared.resume;
  else {
    const started = await startAttempt(prepared.request);
    if (!started.drive) return started.payment.status === 'succeeded' ? 'paid' : 'in_flight';
    toDrive = started.payment;
  }
  const { payment } = await drive(toDrive, prepared.customer);
  if (payment.status === 'succeeded') return 'succeeded';
  if (payment.status === 'requires_action') return 'requires_action';
  return isInFlight(payment.status) ? 'in_flight' : 'failed';
}

/** POST /api/admin/autopay/run: approve and charge everything due at `asOf` (admins only). */
export async function runAutopay(
  viewer: Pick<Viewer, 'id' | 'userType'>,
  asOf: Date,
): Promise<{ asOf: string; invoices: Array<{ invoiceId: string; outcome: AutopayOutcome }> }> {
  if (viewer.userType !== 'admin') throw forbidden(t('adminsOnly'));
  // A run is one transaction per invoice (and the processor's calls between): its line commits
  // before the first, so no run happens without one (ADR 046).
  await asService((tx) =>
    recordAdminAction(tx, viewer, 'autopayRun', asOf.toISOString(), { asOf: asOf.toISOString() })
  );
  return await autopayDue(asOf);
}

/** Everything due at `asOf`, one invoice after another (the admin run and the edge function). */
export async function autopayDue(asOf: Date) {
  // Service connection: the system's sweep, not a user's read.
  const ids = await asService((tx) => dueUnpaidInvoiceIds(tx, asOf));
  const invoices: Array<{ invoiceId: string; outcome: AutopayOutcome }> = [];
  for (const invoiceId of ids) {
    invoices.push({ invoiceId, outcome: await autopayInvoice(invoiceId, asOf) });
  }
  return { asOf: asOf.toISOString(), invoices };
}

/** Worker job `payments.autopay` (queued by private.mark_due_autopay). */
export async function autopayJob(payload: Record<string, unknown>): Promise<void> {
  const invoiceId = String(payload.invoiceId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) throw new PermanentJobError('no invoiceId');
  // The instant it was marked due at (after its backoff); the clock if none.
  const asOf = typeof payload.asOf === 'string' ? new Date(payload.asOf) : new Date();
  // A processor outage throws (502): the job runs again later, driving the same attempt.
  await autopayInvoice(invoiceId, Number.isNaN(asOf.getTime()) ? new Date() : asOf);
}
