import { defineDomain } from '../../server/domain.ts';
import { invoicesApi } from './api.server.ts';
import {
  AFTER_GENERATE_JOB,
  afterGenerate,
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
      await afterGenerate((payload.invoiceIds as string[] | undefined) ?? []);
    },
  },
  // Sundays 12:00 UTC: the week that just ended has ended everywhere in Canada for at least four
  // hours (private.mark_invoice_week queues one job per week).
  cron: [{
    name: 'invoices-weekly',
    schedule: '0 12 * * 0',
    command: 'select private.mark_invoice_week()',
  }],
});
