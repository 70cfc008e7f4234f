// A local stand-in for the parts of Stripe's REST API we call (ADR 023), in memory, with an
// optional store that keeps its state between runs (./store.ts; `npm start` uses one). It speaks
// Stripe's wire format (form-encoded bodies, `Authorization: Bearer sk_test_…`, JSON objects
// with `id`/`object`, Stripe's error JSON and status codes, Idempotency-Key replays), so the real
// `stripe` SDK on the server and the browser's direct calls work against it unchanged.
//
// Implemented: customers (create, retrieve, update), setup_intents (create, retrieve, confirm),
// payment_methods (create from card details with the publishable key, retrieve, list, attach,
// detach), payment_intents (create, retrieve, list, confirm, cancel; issue 12), webhook_endpoints
// (create, list), events (retrieve, list) and webhook delivery signed with the endpoint secret.
// Card outcomes come from ./cards.ts. Routes are rows of one table (`routes` below).
//
// Test hooks (not Stripe's, under /_fake/, ADR 028): re-deliver an event; deliver each event
// before the API call that caused it answers; complete or fail a 3-D Secure challenge (what the
// bank's page does when the cardholder presses "Complete" or "Fail").
import { brandOf, type CvcCheck, findTestCard, luhnValid } from './cards.ts';
import { decodeForm, type FormObject, str, sub } from './form.ts';
import { signatureHeader } from './signature.ts';
import {
  EVENT_TTL_S,
  type FakeState,
  IDEMPOTENCY_TTL_MS,
  type IdempotentAnswer,
  type StripeFakeStore,
} from './store.ts';

// The fake's fixed test keys belong to the adapter, which uses them when only STRIPE_FAKE_URL
// is set: production code never imports this development tool, so they are defined there.
import { FAKE_KEYS } from '../../web/server/stripe.server.ts';
export { FAKE_KEYS };

export const FAKE_API_VERSION = '2026-01-28.clover';

export type StripeFakeOptions = {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (signed); none: events are only stored. */
  webhookUrl?: string;
  /**
   * Test hook: deliver each event (retries included) before the API call that caused it
   * answers, as Stripe sometimes does (a webhook that arrives before the API call returns).
   */
  deliverBeforeResponse?: boolean;
  /**
   * Where the state survives a restart (`npm start`, ./store.ts); none: in memory only. Loaded
   * once here, saved after every request that may change something.
   */
  store?: StripeFakeStore;
};

type StripeObject = Record<string, unknown> & { id: string; object: string };

export type DeliveryAttempt = { eventId: string; status: number | 'error'; at: number };

/** A Stripe error answer: status and the `error` object. */
class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
/** How Stripe names each kind in "No such …" messages. */
const KIND_NAMES: Record<string, string> = {
  customer: 'customer',
  setup_intent: 'setupintent',
  payment_intent: 'payment_intent',
  payment_method: 'PaymentMethod',
  event: 'event',
};
const missing = (kind: string, id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${KIND_NAMES[kind] ?? kind}: '${id}'`,
    param,
  });
const cardError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new StripeError(402, { type: 'card_error', code, message, ...extra });

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string, length = 24) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}_${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
};

type Auth = { kind: 'secret' | 'publishable'; key: string };
type Ctx = {
  params: Record<string, string>;
  body: FormObject;
  query: URLSearchParams;
  auth: Auth;
  requestId: string;
  idempotencyKey: string | null;
  /** Deliveries the answer waits for (the deliverBeforeResponse test hook). */
  waitFor: Promise<void>[];
};
type Handler = (ctx: Ctx) => Promise<StripeObject> | StripeObject;
type Route = {
  method: string;
  pattern: URLPattern;
  /** Routes Stripe.js calls from the browser with the publishable key. */
  publishable?: boolean;
  handler: Handler;
};

export type StripeFake = ReturnType<typeof createStripeFake>;

export function createStripeFake(options: StripeFakeOptions = {}) {
  const secretKey = options.secretKey ?? FAKE_KEYS.secretKey;
  const publishableKey = options.publishableKey ?? FAKE_KEYS.publishableKey;
  const webhookSecret = options.webhookSecret ?? FAKE_KEYS.webhookSecret;
  let webhookUrl = options.webhookUrl;
  /** More endpoints, registered through POST /v1/webhook_endpoints (each signed with the secret). */
  const endpoints: StripeObject[] = [];
  let deliverBeforeResponse = options.deliverBeforeResponse ?? false;

  const objects = new Map<string, StripeObject>();
  /** Card numbers by payment method: the fake's "vault" (never exposed). */
  const vault = new Map<string, string>();
  const events: StripeObject[] = [];
  const deliveries: DeliveryAttempt[] = [];
  const pending = new Set<Promise<void>>();
  const idempotent = new Map<string, IdempotentAnswer>();
  const inProgress = new Map<string, Promise<void>>();
  /** Cards set up for future use: Stripe then lets their off-session payments skip 3-D Secure. */
  const setUpForFutureUse = new Set<string>();

  const store = options.store;
  const saved = store?.load();
  if (saved) restore(saved);

  function restore(state: FakeState) {
    for (const obj of state.objects) objects.set(obj.id, obj);
    // The endpoints are the same objects as in the map (an update changes both).
    endpoints.push(...state.objects.filter((o) => o.object === 'webhook_endpoint'));
    for (const [id, number] of state.vault) vault.set(id, number);
    const oldestEvent = now() - EVENT_TTL_S;
    events.push(...state.events.filter((e) => Number(e.created) >= oldestEvent));
    for (const id of state.setUpForFutureUse) setUpForFutureUse.add(id);
    const oldestKey = Date.now() - IDEMPOTENCY_TTL_MS;
    for (const [key, seen] of state.idempotent) if (seen.at >= oldestKey) idempotent.set(key, seen);
  }

  /** The state as ./store.ts keeps it. */
  const snapshot = (): FakeState => ({
    objects: [...objects.values()],
    vault: [...vault],
    events: [...events],
    setUpForFutureUse: [...setUpForFutureUse],
    idempotent: [...idempotent],
  });

  const get = (kind: string, id: string, param?: string) => {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind, id, param);
    return found;
  };
  const put = (obj: StripeObject) => {
    objects.set(obj.id, obj);
    return obj;
  };
  const list = (url: string, data: StripeObject[], query: URLSearchParams) => {
    const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 100);
    const after = query.get('starting_after');
    const from = after ? data.findIndex((o) => o.id === after) + 1 : 0;
    const page = data.slice(from, from + limit);
    return {
      object: 'list',
      url,
      has_more: from + limit < data.length,
      data: page,
    } as unknown as StripeObject;
  };
  const metadataOf = (body: FormObject, previous: unknown = {}) => {
    const given = sub(body, 'metadata');
    const merged = { ...(previous as Record<string, string>) };
    for (const [k, v] of Object.entries(given ?? {})) {
      if (v === '') delete merged[k];
      else if (typeof v === 'string') merged[k] = v;
    }
    return merged;
  };

  // ---------------------------------------------------------------------------------------
  // Events and webhooks

  const targets = () => [
    ...(webhookUrl ? [webhookUrl] : []),
    ...endpoints.filter((e) => e.status === 'enabled').map((e) => e.url as string),
  ];

  async function deliver(event: StripeObject) {
    await Promise.all(targets().map((url) => deliverTo(url, event)));
  }

  async function deliverTo(webhookUrl: string, event: StripeObject) {
    const payload = JSON.stringify(event, null, 2);
    // Stripe retries failed deliveries with backoff; a short local version of it.
    for (const wait of [0, 200, 1000]) {
      if (wait) await new Promise((r) => setTimeout(r, wait));
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': await signatureHeader(webhookSecret, payload),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await res.body?.cancel();
        deliveries.push({ eventId: event.id, status: res.status, at: Date.now() });
        if (res.ok) return;
      } catch {
        deliveries.push({ eventId: event.id, status: 'error', at: Date.now() });
      }
    }
  }

  function send(event: StripeObject) {
    const p = deliver(event).finally(() => pending.delete(p));
    pending.add(p);
    return p;
  }

  function emit(type: string, object: StripeObject, ctx: Ctx) {
    const event: StripeObject = {
      id: randomId('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: targets().length,
      request: { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
      type,
    };
    events.unshift(event);
    const delivery = send(event);
    // The test hook: the answer waits until the webhook was delivered (see the options).
    if (deliverBeforeResponse) ctx.waitFor.push(delivery);
  }

  // ---------------------------------------------------------------------------------------
  // Objects

  function newCustomer(body: FormObject): StripeObject {
    return {
      id: randomId('cus', 14),
      object: 'customer',
      address: null,
      created: now(),
      description: str(body, 'description') ?? null,
      email: str(body, 'email') ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: metadataOf(body),
      name: str(body, 'name') ?? null,
      phone: str(body, 'phone') ?? null,
    };
  }

  function billingDetails(body: FormObject | undefined) {
    const address = sub(body, 'address');
    return {
      address: {
        city: str(address, 'city') ?? null,
        country: str(address, 'country') ?? null,
        line1: str(address, 'line1') ?? null,
        line2: str(address, 'line2') ?? null,
        postal_code: str(address, 'postal_code') ?? null,
        state: str(address, 'state') ?? null,
      },
      email: str(body, 'email') ?? null,
      name: str(body, 'name') ?? null,
      phone: str(body, 'phone') ?? null,
    };
  }

  /** A card payment method from raw details, checked as Stripe checks them on creation. */
  function newCardPaymentMethod(body: FormObject): StripeObject {
    const type = str(body, 'type');
    if (type !== 'card') {
      throw invalidRequest(
        type ? `Invalid payment method type: ${type}` : 'Missing required param: type.',
        'type',
      );
    }
    const card = sub(body, 'card');
    const number = (str(card, 'number') ?? '').replace(/\s+/g, '');
    if (!number) throw invalidRequest('Missing required param: card[number].', 'card[number]');
    if (!luhnValid(number)) {
      throw cardError('incorrect_number', 'Your card number is incorrect.', {
        param: 'card[number]',
      });
    }
    const month = Number(str(card, 'exp_month'));
    let year = Number(str(card, 'exp_year'));
    if (year < 100) year += 2000;
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", {
        param: 'card[exp_month]',
      });
    }
    const today = new Date();
    const currentYear = today.getUTCFullYear();
    if (!Number.isInteger(year) || year < currentYear || year > currentYear + 50) {
      throw cardError(
        'invalid_expiry_year',
        year < currentYear
          ? "Your card's expiration year is in the past."
          : "Your card's expiration year is invalid.",
        { param: 'card[exp_year]' },
      );
    }
    if (year === currentYear && month < today.getUTCMonth() + 1) {
      throw cardError('invalid_expiry_month', "Your card's expiration date is in the past.", {
        param: 'card[exp_month]',
      });
    }
    const brand = brandOf(number);
    const cvc = str(card, 'cvc');
    if (cvc !== undefined && !(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
      throw cardError('invalid_cvc', "Your card's security code is invalid.", {
        param: 'card[cvc]',
      });
    }
    const id = randomId('pm');
    vault.set(id, number);
    return {
      id,
      object: 'payment_method',
      billing_details: billingDetails(sub(body, 'billing_details')),
      card: {
        brand,
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: (cvc === undefined ? null : 'unchecked') as CvcCheck | null,
        },
        country: 'US',
        exp_month: month,
        exp_year: year,
        fingerprint: number.slice(-8).split('').reverse().join('') + 'fp',
        funding: 'credit',
        last4: number.slice(-4),
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: metadataOf(body),
      type: 'card',
    };
  }

  function attach(pm: StripeObject, customerId: string, ctx: Ctx) {
    get('customer', customerId, 'customer');
    if (pm.customer && pm.customer !== customerId) {
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        undefined,
        'payment_method_already_attached',
      );
    }
    if (pm.customer === customerId) return pm;
    pm.customer = customerId;
    emit('payment_method.attached', pm, ctx);
    return pm;
  }

  /** The setup intent's secret check for calls made with the publishable key (Stripe.js). */
  function checkClientSecret(intent: StripeObject, ctx: Ctx, given: string | null | undefined) {
    if (ctx.auth.kind === 'secret') return;
    if (!given || given !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
        'client_secret',
      );
    }
  }

  /** What the browser may see of an intent (Stripe hides the customer and metadata from pk). */
  const forPublishable = (intent: StripeObject, ctx: Ctx) =>
    ctx.auth.kind === 'secret'
      ? intent
      : { ...intent, customer: null, metadata: {} } as StripeObject;

  function confirmSetup(intent: StripeObject, ctx: Ctx): StripeObject {
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    if (intent.status === 'canceled') {
      throw invalidRequest(
        'You cannot confirm this SetupIntent because it has been canceled.',
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    let pmId = str(ctx.body, 'payment_method') ?? (intent.payment_method as string | null);
    const data = sub(ctx.body, 'payment_method_data');
    if (data) pmId = put(newCardPaymentMethod(data)).id;
    if (!pmId) {
      throw invalidRequest(
        "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const pm = get('payment_method', pmId, 'payment_method');
    const number = vault.get(pm.id) ?? '';
    const card = findTestCard(number);
    intent.payment_method = pm.id;
    const pmCard = pm.card as { checks: { cvc_check: CvcCheck | null } };
    if (!card || card.outcome === 'declined') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: card?.declineCode ?? 'test_mode_live_card',
        message: card
          ? 'Your card was declined.'
          : 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
        payment_method: structuredClone(pm),
      };
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_setup_error = error;
      emit('setup_intent.setup_failed', intent, ctx);
      throw new StripeError(402, { ...error, setup_intent: forPublishable(intent, ctx) });
    }
    if (pmCard.checks.cvc_check === 'unchecked') pmCard.checks.cvc_check = card.cvcCheck;
    if (card.outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `/_fake/setup_intents/${intent.id}/authenticate`,
        },
      };
      return intent;
    }
    return setupSucceeded(intent, pm, ctx);
  }

  function setupSucceeded(intent: StripeObject, pm: StripeObject, ctx: Ctx) {
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    intent.next_action = null;
    setUpForFutureUse.add(pm.id);
    if (intent.customer) attach(pm, intent.customer as string, ctx);
    emit('setup_intent.succeeded', intent, ctx);
    return intent;
  }

  // ---------------------------------------------------------------------------------------
  // PaymentIntents (https://docs.stripe.com/api/payment_intents): created, confirmed with a card
  // whose outcome comes from the card table, 3-D Secure as requires_action (on session) or
  // authentication_required (off session), events payment_intent.*.

  const INTENT_STATES_CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];

  function checkIntentSecret(intent: StripeObject, ctx: Ctx, given: string | null | undefined) {
    if (ctx.auth.kind === 'secret') return;
    if (!given || given !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
  }

  /** What the browser may see of a PaymentIntent with the publishable key and client secret. */
  const intentForPublishable = (intent: StripeObject, ctx: Ctx) =>
    ctx.auth.kind === 'secret'
      ? intent
      : { ...intent, customer: null, metadata: {}, receipt_email: null } as StripeObject;

  function unexpectedState(intent: StripeObject, action: string) {
    return new StripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: structuredClone(intent),
    });
  }

  function succeed(intent: StripeObject, ctx: Ctx) {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    intent.latest_charge = randomId('ch');
    emit('payment_intent.succeeded', intent, ctx);
    return intent;
  }

  /** The card was refused: the intent wants another payment method; Stripe answers 402. */
  function failIntent(
    intent: StripeObject,
    pm: StripeObject | null,
    error: Record<string, unknown>,
    ctx: Ctx,
  ): never {
    const lastError = { ...error, payment_method: pm ? structuredClone(pm) : null };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = lastError;
    intent.next_action = null;
    intent.payment_method = null;
    emit('payment_intent.payment_failed', intent, ctx);
    throw new StripeError(402, {
      ...lastError,
      payment_intent: intentForPublishable(intent, ctx),
    });
  }

  function confirmIntent(intent: StripeObject, ctx: Ctx): StripeObject {
    if (!INTENT_STATES_CONFIRMABLE.includes(intent.status as string)) {
      throw unexpectedState(intent, 'confirm');
    }
    let pmId = str(ctx.body, 'payment_method') ?? (intent.payment_method as string | null);
    const data = sub(ctx.body, 'payment_method_data');
    if (data) pmId = put(newCardPaymentMethod(data)).id;
    if (!pmId) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with " +
          `${
            intent.customer ?? 'a customer'
          }, specify a payment method attached to this customer along with the customer ID.`,
      });
    }
    const pm = get('payment_method', pmId, 'payment_method');
    if (intent.customer && pm.customer !== intent.customer) {
      throw invalidRequest(
        `The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.`,
        'payment_method',
      );
    }
    intent.payment_method = pm.id;
    const offSession = str(ctx.body, 'off_session') ?? (intent.off_session ? 'true' : undefined);
    if (offSession === 'true') intent.off_session = true;
    const card = findTestCard(vault.get(pm.id) ?? '');
    if (!card || card.outcome === 'declined') {
      failIntent(intent, pm, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: card?.declineCode ?? 'test_mode_live_card',
        message: card
          ? card.declineCode === 'insufficient_funds'
            ? 'Your card has insufficient funds.'
            : 'Your card was declined.'
          : 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      }, ctx);
    }
    if (card.outcome === 'requires_action') {
      if (intent.off_session && !setUpForFutureUse.has(pm.id)) {
        // Off session nobody can answer the bank's challenge: Stripe declines it.
        failIntent(intent, pm, {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        }, ctx);
      }
      // A card set up for future use pays off session without a challenge (Stripe's 3155).
      if (intent.off_session) return succeed(intent, ctx);
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `/_fake/payment_intents/${intent.id}/authenticate`,
        },
      };
      emit('payment_intent.requires_action', intent, ctx);
      return intent;
    }
    return succeed(intent, ctx);
  }

  // ---------------------------------------------------------------------------------------
  // The route table

  const r = (
    method: string,
    pathname: string,
    handler: Handler,
    publishable = false,
  ): Route => ({ method, pattern: new URLPattern({ pathname }), handler, publishable });

  const routes: Route[] = [
    r('POST', '/v1/customers', (ctx) => {
      const customer = put(newCustomer(ctx.body));
      emit('customer.created', customer, ctx);
      return customer;
    }),
    r('GET', '/v1/customers/:id', (ctx) => get('customer', ctx.params.id)),
    r('POST', '/v1/customers/:id', (ctx) => {
      const customer = get('customer', ctx.params.id);
      for (const field of ['email', 'name', 'description', 'phone']) {
        const value = str(ctx.body, field);
        if (value !== undefined) customer[field] = value === '' ? null : value;
      }
      const settings = sub(ctx.body, 'invoice_settings');
      const preferred = str(settings, 'default_payment_method');
      if (preferred !== undefined) {
        if (preferred) {
          const pm = get('payment_method', preferred, 'invoice_settings[default_payment_method]');
          if (pm.customer !== customer.id) {
            throw invalidRequest(
              `No such PaymentMethod: '${preferred}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
              'invoice_settings[default_payment_method]',
              'resource_missing',
            );
          }
        }
        customer.invoice_settings = { default_payment_method: preferred || null };
      }
      customer.metadata = metadataOf(ctx.body, customer.metadata);
      emit('customer.updated', customer, ctx);
      return customer;
    }),
    r('GET', '/v1/customers/:id/payment_methods', (ctx) => {
      get('customer', ctx.params.id);
      const type = ctx.query.get('type');
      const data = [...objects.values()].filter((o) =>
        o.object === 'payment_method' && o.customer === ctx.params.id &&
        (!type || o.type === type)
      ).reverse();
      return list(`/v1/customers/${ctx.params.id}/payment_methods`, data, ctx.query);
    }),

    r('POST', '/v1/setup_intents', (ctx) => {
      const customer = str(ctx.body, 'customer');
      if (customer) get('customer', customer, 'customer');
      const id = randomId('seti');
      const intent = put({
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomId('x', 32).slice(2)}`,
        created: now(),
        customer: customer ?? null,
        description: str(ctx.body, 'description') ?? null,
        last_setup_error: null,
        livemode: false,
        metadata: metadataOf(ctx.body),
        next_action: null,
        payment_method: null,
        payment_method_types: ['card'],
        status: 'requires_payment_method',
        usage: str(ctx.body, 'usage') ?? 'off_session',
      });
      emit('setup_intent.created', intent, ctx);
      const pm = str(ctx.body, 'payment_method');
      if (pm) {
        get('payment_method', pm, 'payment_method');
        intent.payment_method = pm;
        intent.status = 'requires_confirmation';
        if (str(ctx.body, 'confirm') === 'true') return confirmSetup(intent, ctx);
      }
      return intent;
    }),
    r('GET', '/v1/setup_intents', (ctx) => {
      const customer = ctx.query.get('customer');
      const pm = ctx.query.get('payment_method');
      const data = [...objects.values()].filter((o) =>
        o.object === 'setup_intent' && (!customer || o.customer === customer) &&
        (!pm || o.payment_method === pm)
      ).reverse();
      return list('/v1/setup_intents', data, ctx.query);
    }),
    r('GET', '/v1/setup_intents/:id', (ctx) => {
      const intent = get('setup_intent', ctx.params.id, 'intent');
      checkClientSecret(intent, ctx, ctx.query.get('client_secret'));
      return forPublishable(intent, ctx);
    }, true),
    r('POST', '/v1/setup_intents/:id/confirm', (ctx) => {
      const intent = get('setup_intent', ctx.params.id, 'intent');
      checkClientSecret(intent, ctx, str(ctx.body, 'client_secret'));
      return forPublishable(confirmSetup(intent, ctx), ctx);
    }, true),

    // Not Stripe's: the 3-D Secure challenge of a card being set up (`outcome=fail` fails it).
    r('POST', '/_fake/setup_intents/:id/authenticate', (ctx) => {
      const intent = get('setup_intent', ctx.params.id, 'intent');
      checkClientSecret(intent, ctx, str(ctx.body, 'client_secret'));
      if (intent.status !== 'requires_action') {
        throw invalidRequest(
          `You cannot authenticate this SetupIntent because it has a status of ${intent.status}.`,
          undefined,
          'setup_intent_unexpected_state',
        );
      }
      const pm = get('payment_method', intent.payment_method as string, 'payment_method');
      if (str(ctx.body, 'outcome') === 'fail') {
        intent.status = 'requires_payment_method';
        intent.payment_method = null;
        intent.next_action = null;
        intent.last_setup_error = {
          type: 'card_error',
          code: 'setup_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        };
        emit('setup_intent.setup_failed', intent, ctx);
        return forPublishable(intent, ctx);
      }
      return forPublishable(setupSucceeded(intent, pm, ctx), ctx);
    }, true),

    r('POST', '/v1/payment_methods', (ctx) => put(newCardPaymentMethod(ctx.body)), true),
    r('GET', '/v1/payment_methods/:id', (ctx) => get('payment_method', ctx.params.id)),
    r('GET', '/v1/payment_methods', (ctx) => {
      const customer = ctx.query.get('customer');
      if (customer) get('customer', customer, 'customer');
      const type = ctx.query.get('type');
      const data = [...objects.values()].filter((o) =>
        o.object === 'payment_method' && (!customer || o.customer === customer) &&
        (!type || o.type === type)
      ).reverse();
      return list('/v1/payment_methods', data, ctx.query);
    }),
    r('POST', '/v1/payment_methods/:id/attach', (ctx) => {
      const customer = str(ctx.body, 'customer');
      if (!customer) throw invalidRequest('Missing required param: customer.', 'customer');
      return attach(get('payment_method', ctx.params.id), customer, ctx);
    }),
    r('POST', '/v1/payment_methods/:id/detach', (ctx) => {
      const pm = get('payment_method', ctx.params.id);
      if (!pm.customer) {
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      const customer = objects.get(pm.customer as string);
      const settings = customer?.invoice_settings as { default_payment_method: string | null };
      if (settings?.default_payment_method === pm.id) settings.default_payment_method = null;
      pm.customer = null;
      emit('payment_method.detached', pm, ctx);
      return pm;
    }),

    r('POST', '/v1/payment_intents', (ctx) => {
      const amountText = str(ctx.body, 'amount');
      if (amountText === undefined) {
        throw invalidRequest('Missing required param: amount.', 'amount');
      }
      const amount = Number(amountText);
      if (!/^\d+$/.test(amountText) || !Number.isSafeInteger(amount)) {
        throw invalidRequest('Invalid integer: ' + amountText, 'amount');
      }
      const currency = str(ctx.body, 'currency')?.toLowerCase();
      if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
      // Stripe's minimum charge for CAD and USD is 50 cents.
      if (amount < 50) {
        throw invalidRequest(
          'Amount must be at least $0.50 ' + currency,
          'amount',
          'amount_too_small',
        );
      }
      const customer = str(ctx.body, 'customer');
      if (customer) get('customer', customer, 'customer');
      const pm = str(ctx.body, 'payment_method');
      if (pm) get('payment_method', pm, 'payment_method');
      const id = randomId('pi');
      const intent = put({
        id,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: 'automatic',
        client_secret: `${id}_secret_${randomId('x', 25).slice(2)}`,
        confirmation_method: 'automatic',
        created: now(),
        currency,
        customer: customer ?? null,
        description: str(ctx.body, 'description') ?? null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: metadataOf(ctx.body),
        next_action: null,
        off_session: null,
        payment_method: pm ?? null,
        payment_method_types: ['card'],
        receipt_email: str(ctx.body, 'receipt_email') ?? null,
        setup_future_usage: null,
        status: pm ? 'requires_confirmation' : 'requires_payment_method',
      });
      emit('payment_intent.created', intent, ctx);
      if (str(ctx.body, 'confirm') === 'true') return confirmIntent(intent, ctx);
      if (str(ctx.body, 'off_session') !== undefined) {
        throw invalidRequest(
          'You may only specify `off_session` when confirming a PaymentIntent.',
          'off_session',
        );
      }
      return intent;
    }),
    r('GET', '/v1/payment_intents', (ctx) => {
      const customer = ctx.query.get('customer');
      const data = [...objects.values()].filter((o) =>
        o.object === 'payment_intent' && (!customer || o.customer === customer)
      ).reverse();
      return list('/v1/payment_intents', data, ctx.query);
    }),
    r('GET', '/v1/payment_intents/:id', (ctx) => {
      const intent = get('payment_intent', ctx.params.id, 'intent');
      checkIntentSecret(intent, ctx, ctx.query.get('client_secret'));
      return intentForPublishable(intent, ctx);
    }, true),
    r('POST', '/v1/payment_intents/:id/confirm', (ctx) => {
      const intent = get('payment_intent', ctx.params.id, 'intent');
      checkIntentSecret(intent, ctx, str(ctx.body, 'client_secret'));
      // After the cardholder completed the bank's challenge, confirming again settles it.
      if (intent.status === 'requires_action') {
        if (intent.authenticated === true) {
          delete intent.authenticated;
          return intentForPublishable(succeed(intent, ctx), ctx);
        }
        throw unexpectedState(intent, 'confirm');
      }
      return intentForPublishable(confirmIntent(intent, ctx), ctx);
    }, true),
    r('POST', '/v1/payment_intents/:id/cancel', (ctx) => {
      const intent = get('payment_intent', ctx.params.id, 'intent');
      if (['succeeded', 'canceled', 'processing'].includes(intent.status as string)) {
        throw unexpectedState(intent, 'cancel');
      }
      intent.status = 'canceled';
      intent.canceled_at = now();
      intent.cancellation_reason = str(ctx.body, 'cancellation_reason') ?? null;
      intent.next_action = null;
      emit('payment_intent.canceled', intent, ctx);
      return intent;
    }),
    // Not Stripe's: the 3-D Secure challenge page. `outcome=complete` (default) settles the
    // intent (as Stripe.js's handleNextAction ends), `outcome=fail` fails the authentication.
    // With `confirm=false`, completion only marks it authenticated: a later
    // POST /v1/payment_intents/:id/confirm settles it.
    r('POST', '/_fake/payment_intents/:id/authenticate', (ctx) => {
      const intent = get('payment_intent', ctx.params.id, 'intent');
      checkIntentSecret(intent, ctx, str(ctx.body, 'client_secret'));
      if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate');
      if (str(ctx.body, 'outcome') === 'fail') {
        const pm = objects.get(intent.payment_method as string) ?? null;
        failIntent(intent, pm, {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        }, ctx);
      }
      if (str(ctx.body, 'confirm') === 'false') {
        intent.authenticated = true;
        return intentForPublishable(intent, ctx);
      }
      return intentForPublishable(succeed(intent, ctx), ctx);
    }, true),

    r('POST', '/v1/webhook_endpoints', (ctx) => {
      const url = str(ctx.body, 'url');
      if (!url) throw invalidRequest('Missing required param: url.', 'url');
      const enabled = ctx.body.enabled_events;
      const endpoint = put({
        id: randomId('we'),
        object: 'webhook_endpoint',
        api_version: str(ctx.body, 'api_version') ?? null,
        created: now(),
        description: str(ctx.body, 'description') ?? null,
        enabled_events: Array.isArray(enabled) ? enabled : ['*'],
        livemode: false,
        metadata: metadataOf(ctx.body),
        // The fake signs every delivery with its one endpoint secret (ADR 023).
        secret: webhookSecret,
        status: 'enabled',
        url,
      });
      endpoints.push(endpoint);
      return endpoint;
    }),
    r(
      'GET',
      '/v1/webhook_endpoints',
      (ctx) => list('/v1/webhook_endpoints', [...endpoints].reverse(), ctx.query),
    ),
    r('POST', '/v1/webhook_endpoints/:id', (ctx) => {
      const endpoint = get('webhook_endpoint', ctx.params.id);
      const disabled = str(ctx.body, 'disabled');
      if (disabled !== undefined) endpoint.status = disabled === 'true' ? 'disabled' : 'enabled';
      const url = str(ctx.body, 'url');
      if (url) endpoint.url = url;
      return endpoint;
    }),
    // Not Stripe's: the test hook of the options (deliver each event before the API answers).
    r('POST', '/_fake/settings', (ctx) => {
      const before = str(ctx.body, 'deliver_before_response');
      if (before !== undefined) deliverBeforeResponse = before === 'true';
      return {
        id: 'settings',
        object: 'fake_settings',
        deliver_before_response: deliverBeforeResponse,
      };
    }),

    r('GET', '/v1/events/:id', (ctx) => {
      const event = events.find((e) => e.id === ctx.params.id);
      if (!event) throw missing('event', ctx.params.id);
      return event;
    }),
    r('GET', '/v1/events', (ctx) => {
      const type = ctx.query.get('type');
      return list('/v1/events', events.filter((e) => !type || e.type === type), ctx.query);
    }),
    // Not Stripe's: sends a stored event again (tests of duplicate delivery, issue 12).
    r('POST', '/_fake/events/:id/deliver', (ctx) => {
      const event = events.find((e) => e.id === ctx.params.id);
      if (!event) throw missing('event', ctx.params.id);
      send(event);
      return event;
    }),
  ];

  // ---------------------------------------------------------------------------------------
  // HTTP

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers':
      'authorization, content-type, idempotency-key, stripe-version, stripe-account',
    'access-control-max-age': '600',
  };

  function answer(status: number, body: unknown, requestId: string, extra = {}) {
    return new Response(JSON.stringify(body, null, 2), {
      status,
      headers: {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': FAKE_API_VERSION,
        ...cors,
        ...extra,
      },
    });
  }

  function authenticate(req: Request, body: FormObject, url: URL): Auth | null {
    const header = req.headers.get('authorization') ?? '';
    let key = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (!key && header.startsWith('Basic ')) {
      key = atob(header.slice(6)).split(':')[0];
    }
    // Stripe.js may send the publishable key as a `key` parameter instead of a header.
    key ??= str(body, 'key') ?? url.searchParams.get('key') ?? undefined;
    if (key === secretKey) return { kind: 'secret', key };
    if (key === publishableKey) return { kind: 'publishable', key };
    return null;
  }

  async function fetchHandler(req: Request): Promise<Response> {
    const requestId = randomId('req', 14);
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    const url = new URL(req.url);
    const raw = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    const body = decodeForm(raw);
    const auth = authenticate(req, body, url);
    if (!auth) {
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
      return answer(401, {
        error: {
          type: 'invalid_request_error',
          message: given
            ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(8)}${given.slice(-4)}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      }, requestId);
    }
    const route = routes.find((x) =>
      x.method === req.method && x.pattern.test({ pathname: url.pathname })
    );
    if (!route) {
      return answer(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        },
      }, requestId);
    }
    if (auth.kind === 'publishable' && !route.publishable) {
      return answer(401, {
        error: {
          type: 'invalid_request_error',
          message:
            'This API call cannot be made with a publishable API key. Please use a secret API key.',
        },
      }, requestId);
    }
    const idempotencyKey = req.method === 'POST' ? req.headers.get('idempotency-key') : null;
    const fingerprint = `${req.method} ${url.pathname} ${raw}`;
    const cacheKey = idempotencyKey ? `${auth.key}:${idempotencyKey}` : null;
    if (cacheKey) {
      // A request with the same key still running: wait for its answer, then replay it (Stripe
      // answers 409 and the SDK retries until the first one finished; the outcome is the same).
      while (inProgress.has(cacheKey)) await inProgress.get(cacheKey);
      const seen = idempotent.get(cacheKey);
      if (seen && seen.fingerprint !== fingerprint) {
        return answer(400, {
          error: {
            type: 'idempotency_error',
            message:
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        }, requestId);
      }
      if (seen) {
        return new Response(seen.body, {
          status: seen.status,
          headers: {
            'content-type': 'application/json',
            'request-id': requestId,
            'idempotent-replayed': 'true',
            'idempotency-key': idempotencyKey!,
            ...cors,
          },
        });
      }
    }
    const params = route.pattern.exec({ pathname: url.pathname })?.pathname.groups ?? {};
    let finish = () => {};
    if (cacheKey) {
      inProgress.set(cacheKey, new Promise<void>((resolve) => (finish = resolve)));
    }
    try {
      return await handle(
        route,
        params,
        body,
        url,
        auth,
        requestId,
        idempotencyKey,
        cacheKey,
        fingerprint,
      );
    } finally {
      // Every non-GET route may change something (errors too: a declined charge fails its
      // intent). Synchronous, so no other request runs between the state and its snapshot.
      if (store && req.method !== 'GET') store.save(snapshot());
      if (cacheKey) inProgress.delete(cacheKey);
      finish();
    }
  }

  async function handle(
    route: Route,
    params: Record<string, string | undefined>,
    body: FormObject,
    url: URL,
    auth: Auth,
    requestId: string,
    idempotencyKey: string | null,
    cacheKey: string | null,
    fingerprint: string,
  ): Promise<Response> {
    let status = 200;
    let result: unknown;
    const waitFor: Promise<void>[] = [];
    try {
      result = await route.handler({
        params: params as Record<string, string>,
        body,
        query: url.searchParams,
        auth,
        requestId,
        idempotencyKey,
        waitFor,
      });
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      status = err.status;
      result = { error: { ...err.body, request_log_url: null } };
    }
    await Promise.all(waitFor);
    const text = JSON.stringify(result, null, 2);
    // Stripe keeps the first answer of a key, errors included (not 5xx), and replays it.
    if (cacheKey) idempotent.set(cacheKey, { fingerprint, status, body: text, at: Date.now() });
    return answer(
      status,
      result,
      requestId,
      idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    );
  }

  return {
    keys: { secretKey, publishableKey, webhookSecret },
    fetch: fetchHandler,
    /** Where the state is kept between runs (none: in memory only). */
    storedIn: store?.where ?? null,
    /** Every event, newest first (as GET /v1/events lists them). */
    events: () => [...events],
    deliveries: () => [...deliveries],
    /** Resolves when every webhook delivery started so far has finished (retries included). */
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    setWebhookUrl: (url: string | undefined) => {
      webhookUrl = url;
    },
    /** The test hook of the options: deliver each event before the API call answers. */
    setDeliverBeforeResponse: (value: boolean) => {
      deliverBeforeResponse = value;
    },
    /** Every PaymentIntent, newest first. */
    paymentIntents: () =>
      [...objects.values()].filter((o) => o.object === 'payment_intent').reverse(),
  };
}

export type RunningStripeFake = StripeFake & {
  url: string;
  port: number;
  close: () => Promise<void>;
};

/** Serves a fake on `port` (0: any free one) of 127.0.0.1; `url` is its base address. */
export function serveStripeFake(
  options: StripeFakeOptions & { port?: number; hostname?: string } = {},
): RunningStripeFake {
  const fake = createStripeFake(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = Deno.serve(
    { port: options.port ?? 0, hostname, onListen: () => {} },
    (req) => fake.fetch(req),
  );
  const port = server.addr.port;
  return {
    ...fake,
    url: `http://${hostname}:${port}`,
    port,
    close: async () => {
      await fake.settled();
      await server.shutdown();
    },
  };
}
