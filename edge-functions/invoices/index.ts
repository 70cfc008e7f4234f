// Edge function `invoices`: weekly generation through the invoices domain's own action (the
// same the worker's job and POST /api/admin/invoices/run call). Idempotent: running a week
// twice makes nothing twice.
//   POST /functions/v1/invoices/run  {weekOf: 'YYYY-MM-DD'}  (an admin, or the scheduler)
import { readJson } from '../../web/server/http.server.ts';
import { generateWeekInvoices, runWeekAsAdmin } from '../../web/domains/invoices/actions.server.ts';
import { invoicesMessages } from '../../web/domains/invoices/messages.ts';
import { RunWeekSchema } from '../../web/domains/invoices/schemas.ts';
import { functionApp, systemOrAdmin } from '../_shared/function-app.ts';

export const app = functionApp('invoices');

app.post('/run', async (c) => {
  const caller = await systemOrAdmin(c);
  const { weekOf } = await readJson(c, RunWeekSchema, invoicesMessages);
  if (caller.system) return c.json(await generateWeekInvoices(weekOf));
  return c.json(await runWeekAsAdmin(caller.viewer, weekOf));
});

// Supabase's runtime ignores the port; run alone (npm test's deploy check), PORT says where.
if (import.meta.main) Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, app.fetch);
