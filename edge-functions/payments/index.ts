// Edge function `payments`: the processor's webhook and the family's payment intents, through
// the payments domain's own actions (the same the server's /api/stripe/webhook and
// /api/payment/add/payment call).
//   POST /functions/v1/payments/webhook          Stripe's signed event (raw body)
//   POST /functions/v1/payments/intents          spec 002's payment payload (a signed-in family)
//   GET  /functions/v1/payments/intents/{invoiceId}  the invoice's last payment (its family only)
import { parseWith, readJson, unauthorized } from '../../web/server/http.server.ts';
import {
  handleStripeWebhook,
  latestPaymentForInvoice,
  payInvoice,
} from '../../web/domains/payments/actions.server.ts';
import { paymentMessages } from '../../web/domains/payments/messages.ts';
import { InvoiceIdSchema, NewPaymentSchema } from '../../web/domains/payments/schemas.ts';
import { functionApp, viewerOf } from '../_shared/function-app.ts';

export const app = functionApp('payments');

app.post('/webhook', async (c) => {
  const raw = await c.req.text();
  return c.json(await handleStripeWebhook(raw, c.req.header('stripe-signature')));
});

app.post('/intents', async (c) => {
  const viewer = await viewerOf(c);
  if (!viewer) throw unauthorized();
  const input = await readJson(c, NewPaymentSchema, paymentMessages);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await payInvoice(viewer, input), 201);
});

app.get('/intents/:invoiceId', async (c) => {
  const viewer = await viewerOf(c);
  if (!viewer) throw unauthorized();
  const id = parseWith(InvoiceIdSchema, c.req.param('invoiceId'), paymentMessages);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ payment: await latestPaymentForInvoice(viewer, id) });
});

// Supabase's runtime ignores the port; run alone (npm test's deploy check), PORT says where.
if (import.meta.main) Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, app.fetch);
