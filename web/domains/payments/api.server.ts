// The payments API, mounted at /api: parse with the schema, call an action, answer JSON. No SQL
// here. /api/payment/* (issue 10 cards, issue 12 invoice payments): families only (403 for
// anyone else, in the request's language); /api/stripe/webhook: the processor's signed events;
// /api/admin/autopay/run: admins.
import { type Context, Hono } from 'hono';
import { parseWith, readJson } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { paymentMessages } from './messages.ts';
import {
  AddPaymentMethodSchema,
  AutopayRunSchema,
  InvoiceIdSchema,
  NewPaymentSchema,
  PaymentMethodIdSchema,
} from './schemas.ts';

const payment = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const pathId = (c: Context<AppEnv>) =>
  parseWith(PaymentMethodIdSchema, c.req.param('id'), paymentMessages);

payment.post('/setup-intent', async (c) => {
  noStore(c);
  return c.json(await actions.createSetupIntent(requireViewer(c)));
});

payment.post('/add/payment-method', async (c) => {
  const viewer = requireViewer(c);
  const { id } = await readJson(c, AddPaymentMethodSchema, paymentMessages);
  noStore(c);
  const paymentMethod = await actions.addPaymentMethod(viewer, id);
  return c.json({ paymentMethod, isPaymentMethod: true }, 201);
});

payment.get('/methods', async (c) => {
  noStore(c);
  return c.json({ paymentMethods: await actions.listPaymentMethods(requireViewer(c)) });
});

payment.post('/methods/:id/preferred', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ paymentMethods: await actions.makePreferred(viewer, pathId(c)) });
});

payment.delete('/methods/:id', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ paymentMethods: await actions.deletePaymentMethod(viewer, pathId(c)) });
});

// POST /api/payment/add/payment (spec 002 §7): pay an approved invoice; 201 with the payment.
payment.post('/add/payment', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, NewPaymentSchema, paymentMessages);
  noStore(c);
  return c.json(await actions.payInvoice(viewer, input), 201);
});

// After a 3-D Secure challenge: the payment as the processor now has it.
payment.post('/payments/:id/sync', async (c) => {
  const viewer = requireViewer(c);
  const id = parseWith(InvoiceIdSchema, c.req.param('id'), paymentMessages);
  noStore(c);
  return c.json({ payment: await actions.syncPayment(viewer, id) });
});

// The latest payment of an invoice (the pay page's status): its family only, 403 for anyone else.
payment.get('/invoice/:invoiceId', async (c) => {
  const viewer = requireViewer(c);
  const id = parseWith(InvoiceIdSchema, c.req.param('invoiceId'), paymentMessages);
  noStore(c);
  return c.json({ payment: await actions.latestPaymentForInvoice(viewer, id) });
});

export const paymentsApi = new Hono<AppEnv>();
paymentsApi.route('/payment', payment);

// POST /api/stripe/webhook: the raw body is what the signature covers.
paymentsApi.post('/stripe/webhook', async (c) => {
  const raw = await c.req.text();
  return c.json(await actions.handleStripeWebhook(raw, c.req.header('stripe-signature')));
});

// POST /api/admin/autopay/run {asOf}: approve and charge what is due at that instant.
paymentsApi.post('/admin/autopay/run', async (c) => {
  const viewer = requireViewer(c);
  const { asOf } = await readJson(c, AutopayRunSchema, paymentMessages);
  noStore(c);
  return c.json(await actions.runAutopay(viewer, asOf));
});
