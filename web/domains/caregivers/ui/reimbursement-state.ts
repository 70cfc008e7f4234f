// What the background-check page shows of the partner check's reimbursement (ADR 034), from the
// check's state and the recorded cost: the caregiver may record or correct it until the check is
// approved; then it waits for the first invoice, which pays it once. Pure, for the island.
import type { BgCheckReimbursement, BgCheckState } from '../model.ts';

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
