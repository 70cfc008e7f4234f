import { defineDomain } from '../../server/domain.ts';
import { autopayJob, readPaymentIn, readPaymentMethodIn } from './actions.server.ts';
import { paymentsApi } from './api.server.ts';
import { routes } from './routes.ts';

// Payment methods (issue 10) and invoice payments (issue 12): the API under /api/payment, the
// webhook /api/stripe/webhook and /api/admin/autopay/run; the pages /mypay/detail and the pay
// page; the live payment status; auto-pay.
export const domain = defineDomain({
  name: 'payments',
  api: { path: '', app: paymentsApi },
  routes,
  // The pay page hears its payment move; the payment methods tab and the hire flow hear a card
  // added, made preferred or deleted, in any of the family's tabs (re-read as the family: RLS).
  realtime: { invoice_payments: readPaymentIn, payment_methods: readPaymentMethodIn },
  jobs: { 'payments.autopay': autopayJob },
  // Every 5 minutes: invoices due (11:59 pm local on the due date) and unpaid get one
  // deduplicated auto-pay job each, after the backoff of their failed attempts.
  cron: [{
    name: 'payments-autopay',
    schedule: '*/5 * * * *',
    command: 'select private.mark_due_autopay()',
  }],
});
