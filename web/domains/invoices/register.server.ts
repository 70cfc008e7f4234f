import { defineDomain } from '../../server/domain.ts';
import { invoicesApi } from './api.server.ts';
import {
  AFTER_GENERATE_JOB,
  afterGenerate,
  CORRECT_PROVISIONAL_JOB,
  correctProvisionalPay,
  generateWeekInvoices,
  readInvoiceIn,
} from './actions.server.ts';

// Weekly invoices (issue 12): the API, the realtime reader (My Pay updates live) and the weekly
// generation (pg_cron marks the week, the worker generates, idempotently).
export const domain = defineDomain({
  name: 'invoices',
  api: { path: '', app: invoicesApi },
  realtime: { invoices: readInvoiceIn },
  jobs: {
    'invoices.generate': async (payload) => {
      await generateWeekInvoices(String(payload.weekOf));
    },
    [AFTER_GENERATE_JOB]: async (payload) => {
      const ids = payload.invoiceIds;
      // afterGenerate keeps only the UUIDs of the list.
      await afterGenerate(Array.isArray(ids) ? ids.map(String) : []);
    },
    // ADR 049: pays computed with a provisional edition, corrected once their edition arrives.
    [CORRECT_PROVISIONAL_JOB]: async () => {
      await correctProvisionalPay();
    },
  },
  // Sundays 12:00 UTC: the week that just ended has ended everywhere in Canada for at least four
  // hours (private.mark_invoice_week queues one job per week).
  cron: [{
    name: 'invoices-weekly',
    schedule: '0 12 * * 0',
    command: 'select private.mark_invoice_week()',
  }, {
    // Daily, beside the run queued when the worker starts (ADR 049); the run is idempotent.
    name: 'invoices-correct-provisional',
    schedule: '30 6 * * *',
    command: `insert into private.jobs (kind, payload, dedupe_key)
      values ('${CORRECT_PROVISIONAL_JOB}', '{}', '${CORRECT_PROVISIONAL_JOB}:' || current_date)
      on conflict (dedupe_key) do nothing`,
  }],
});
