// The invoice lifecycle (spec 002 §4): pending → approved → paid. The database enforces the same
// table (supabase/migrations/20261123000300_invoices.sql, private.check_invoice_transition), so
// of two simultaneous approvals the second sees the first's row and is refused, and an invoice
// is never paid before it is approved (auto-pay approves first, at the due instant).
import type { InvoiceStatus } from './model.ts';

export type InvoiceEvent = 'approve' | 'pay';

export const INVOICE_TRANSITIONS: Record<
  InvoiceStatus,
  Partial<Record<InvoiceEvent, InvoiceStatus>>
> = {
  pending: { approve: 'approved' },
  approved: { pay: 'paid' },
  paid: {},
};

export function nextInvoiceStatus(
  status: InvoiceStatus,
  event: InvoiceEvent,
): InvoiceStatus | null {
  return INVOICE_TRANSITIONS[status][event] ?? null;
}

/** Spec 002 §4: the family's button is Approve Invoice, then Pay Invoice, then Paid (disabled). */
export function familyAction(status: InvoiceStatus): 'approve' | 'pay' | 'paid' {
  return status === 'pending' ? 'approve' : status === 'approved' ? 'pay' : 'paid';
}
