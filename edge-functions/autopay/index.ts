// Edge function `autopay`: approve and charge what is due at an instant, through the payments
// domain's own action (the same the worker's job and POST /api/admin/autopay/run call), so it
// never charges an invoice twice.
//   POST /functions/v1/autopay/run  {asOf: ISO instant}  (an admin, or the scheduler)
import { readJson } from '../../web/server/http.server.ts';
import { autopayDue, runAutopay } from '../../web/domains/payments/actions.server.ts';
import { paymentMessages } from '../../web/domains/payments/messages.ts';
import { AutopayRunSchema } from '../../web/domains/payments/schemas.ts';
import { functionApp, systemOrAdmin } from '../_shared/function-app.ts';

export const app = functionApp('autopay');

app.post('/run', async (c) => {
  const caller = await systemOrAdmin(c);
  const { asOf } = await readJson(c, AutopayRunSchema, paymentMessages);
  if (caller.system) return c.json(await autopayDue(asOf));
  return c.json(await runAutopay(caller.viewer, asOf));
});

// Supabase's runtime ignores the port; run alone (npm test's deploy check), PORT says where.
if (import.meta.main) Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, app.fetch);
