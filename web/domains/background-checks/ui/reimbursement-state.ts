// What the background-check page shows of the partner check's reimbursement (ADR 034), from the
// check's state and the recorded cost: the caregiver may record or correct it until the check is
// approved; then it waits for the first invoice, which pays it once. Pure, for the island.
import * as v from 'valibot';
import type { BgCheckReimbursement, BgCheckState } from '../model.ts';
import type { BgCheckMessageKey } from '../messages.ts';
import { ReimbursementAmountSchema } from '../schemas.ts';

export type ReimbursementStage =
  /** Nothing recorded yet; the form is open. */
  | 'open'
  /** Recorded, check not yet approved: the form stays open to correct it. */
  | 'recorded'
  /** Recorded and the check approved: final, paid with the first invoice. */
  | 'toBePaid'
  /** An invoice carries it. */
  | 'paid'
  /** The check was approved with nothing recorded: nothing to show. */
  | 'closed';

export function reimbursementStage(
  bgState: BgCheckState,
  reimbursement: BgCheckReimbursement | null,
): ReimbursementStage {
  if (reimbursement?.paidWithInvoiceAt) return 'paid';
  if (bgState === 'approved') return reimbursement ? 'toBePaid' : 'closed';
  return reimbursement ? 'recorded' : 'open';
}

export const canRecordReimbursement = (stage: ReimbursementStage) =>
  stage === 'open' || stage === 'recorded';

/** The amount field's starting text for a correction: cents as '45.50'. */
export function amountInputOf(reimbursement: BgCheckReimbursement | null): string {
  return reimbursement ? (reimbursement.amount / 100).toFixed(2) : '';
}

export type ReimbursementIssues = {
  /** The schema's message (a catalog key), for useFieldError. */
  amount?: string;
  receipt?: BgCheckMessageKey;
};

/** The form's own checks: an amount from $0.01 to the limit, and a receipt chosen. */
export function reimbursementIssues(amount: string, hasReceipt: boolean): ReimbursementIssues {
  const found: ReimbursementIssues = {};
  const checked = v.safeParse(ReimbursementAmountSchema, amount);
  if (!checked.success) found.amount = checked.issues[0].message;
  if (!hasReceipt) found.receipt = 'receiptMissing';
  return found;
}

/** The invoice that paid it back, as the invoice pages number it (its id's first 8 characters). */
export function invoiceNumber(reimbursement: BgCheckReimbursement): string {
  return (reimbursement.invoiceId ?? '').slice(0, 8).toUpperCase();
}
