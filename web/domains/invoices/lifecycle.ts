// The invoice lifecycle (spec 002 §4): pending → approved → paid. The database enforces the same
// table (supabase/migrations/20261123000300_invoices.sql, private.check_invoice_transition), so
// of two simultaneous approvals the second sees the first's row and is refused, and an invoice
// is never paid before it is approved (auto-pay approves first, at the due instant).
import { defineLifecycle } from '../../shared/lifecycle.ts';
import type { InvoiceStatus } from './model.ts';

export type InvoiceEvent = 'approve' | 'pay';

export const invoiceLifecycle = defineLifecycle<InvoiceStatus, InvoiceEvent>({
  pending: { approve: 'approved' },
  approved: { pay: 'paid' },
  paid: {},
});
export const INVOICE_TRANSITIONS = invoiceLifecycle.transitions;
export const nextInvoiceStatus = invoiceLifecycle.next;

/** Spec 002 §4: the family's button is Approve Invoice, then Pay Invoice, then Paid (disabled). */
export function familyAction(status: InvoiceStatus): 'approve' | 'pay' | 'paid' {
  return status === 'pending' ? 'approve' : status === 'approved' ? 'pay' : 'paid';
}
