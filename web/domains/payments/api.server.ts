// The payments API, mounted at /api: parse with the schema, call an action, answer JSON. No SQL
// here. /api/payment/* (issue 10 cards, issue 12 invoice payments): families only (403 for
// anyone else, in the request's language); /api/stripe/webhook: the processor's signed events;
// /api/admin/autopay/run: admins.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { parseWith, readJson } from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { paymentMessages } from './messages.ts';
import {
  AddPaymentMethodSchema,
  AutopayAnswerSchema,
  AutopayRunSchema,
  InvoiceIdSchema,
  InvoicePaymentSchema,
  LatestPaymentAnswerSchema,
  NewPaymentSchema,
  PaymentAnswerSchema,
  PaymentMethodIdSchema,
  PaymentMethodSchema,
} from './schemas.ts';

const payment = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Payments');
/** A card's id in the path, checked (422 otherwise). */
const cardId = { id: PaymentMethodIdSchema };
const pathId = (c: Context<AppEnv>) => parseWith(cardId.id, c.req.param('id'), paymentMessages);
const Cards = v.object({ paymentMethods: v.array(PaymentMethodSchema) });

payment.post(
  '/setup-intent',
  describe({
    summary: "Starts adding a card: the processor's SetupIntent secret for the browser.",
    answers: {
      200: v.object({
        clientSecret: v.string(),
        processor: v.looseObject({ mode: v.string() }),
      }),
    },
  }),
  async (c) => {
    noStore(c);
    return c.json(await actions.createSetupIntent(requireViewer(c)));
  },
);

const addCard = describe({
  summary: 'Saves the card the browser confirmed with the processor.',
  body: AddPaymentMethodSchema,
  answers: {
    201: v.object({ paymentMethod: PaymentMethodSchema, isPaymentMethod: v.literal(true) }),
  },
  errors: [409],
});
payment.post('/add/payment-method', addCard, async (c) => {
  const viewer = requireViewer(c);
  const { id } = await readJson(c, addCard.body, paymentMessages);
  noStore(c);
  const paymentMethod = await actions.addPaymentMethod(viewer, id);
  return c.json({ paymentMethod, isPaymentMethod: true }, 201);
});

payment.get(
  '/methods',
  describe({
    summary: "The family's saved cards.",
    answers: { 200: Cards },
  }),
  async (c) => {
    noStore(c);
    return c.json({ paymentMethods: await actions.listPaymentMethods(requireViewer(c)) });
  },
);

payment.post(
  '/methods/:id/preferred',
  describe({
    summary: 'Makes a card the preferred one.',
    params: cardId,
    answers: { 200: Cards },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ paymentMethods: await actions.makePreferred(viewer, pathId(c)) });
  },
);

payment.delete(
  '/methods/:id',
  describe({
    summary: 'Removes a card.',
    params: cardId,
    answers: { 200: Cards },
    errors: [409],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ paymentMethods: await actions.deletePaymentMethod(viewer, pathId(c)) });
  },
);

// POST /api/payment/add/payment (spec 002 §7): pay an approved invoice; 201 with the payment.
const pay = describe({
  summary: "Pays an approved invoice with one of the family's cards.",
  description: "The amount must be the invoice's total, in cents (422 otherwise).",
  body: NewPaymentSchema,
  answers: { 201: PaymentAnswerSchema },
  errors: [409],
});
payment.post('/add/payment', pay, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, pay.body, paymentMessages);
  noStore(c);
  return c.json(await actions.payInvoice(viewer, input), 201);
});

// After a 3-D Secure challenge: the payment as the processor now has it.
const sync = describe({
  summary: 'After a 3-D Secure challenge: the payment as the processor now has it.',
  params: { id: InvoiceIdSchema },
  answers: { 200: v.object({ payment: InvoicePaymentSchema }) },
});
payment.post('/payments/:id/sync', sync, async (c) => {
  const viewer = requireViewer(c);
  const id = parseWith(sync.params.id, c.req.param('id'), paymentMessages);
  noStore(c);
  return c.json({ payment: await actions.syncPayment(viewer, id) });
});

// The latest payment of an invoice (the pay page's status): its family only, 403 for anyone else.
const latest = describe({
  summary: "The invoice's latest payment (the pay page's status); null: none yet.",
  params: { invoiceId: InvoiceIdSchema },
  answers: { 200: LatestPaymentAnswerSchema },
});
payment.get('/invoice/:invoiceId', latest, async (c) => {
  const viewer = requireViewer(c);
  const id = parseWith(latest.params.invoiceId, c.req.param('invoiceId'), paymentMessages);
  noStore(c);
  return c.json({ payment: await actions.latestPaymentForInvoice(viewer, id) });
});

export const paymentsApi = new Hono<AppEnv>();
paymentsApi.route('/payment', payment);

// POST /api/stripe/webhook: the raw body is what the signature covers.
paymentsApi.post(
  '/stripe/webhook',
  describe({
    summary: "The payment processor's signed event.",
    rawBody: { contentType: 'application/json', description: 'The event, byte for byte.' },
    headers: { 'stripe-signature': { description: "The processor's signature of the body." } },
    answers: { 200: v.object({ received: v.literal(true), duplicate: v.boolean() }) },
  }),
  async (c) => {
    const raw = await c.req.text();
    return c.json(await actions.handleStripeWebhook(raw, c.req.header('stripe-signature')));
  },
);

// POST /api/admin/autopay/run {asOf}: approve and charge what is due at that instant.
const autopay = describe({
  summary: 'Approves and charges what is due at `asOf` (staff), never an invoice twice.',
  body: AutopayRunSchema,
  answers: { 200: AutopayAnswerSchema },
});
paymentsApi.post('/admin/autopay/run', autopay, async (c) => {
  const viewer = requireViewer(c);
  const { asOf } = await readJson(c, autopay.body, paymentMessages);
  noStore(c);
  return c.json(await actions.runAutopay(viewer, asOf));
});
