// The background check as the API sends it (spec 002 §2, §3, §4; ADR 034 for the partner
// check's reimbursement), its constants and its catalog (for the sign-up's upload step, which is
// caregiver-onboarding's). Browser-safe, so islands (and the caregivers' profile) import it freely.
export { type BgCheckMessageKey, bgCheckMessages } from './messages.ts';

export const BG_CHECK_MAX_BYTES = 10 * 1024 * 1024;
/** A background check is valid for 5 years from its issue date. */
export const BG_CHECK_VALID_YEARS = 5;
/** Signed URLs for a background-check file live this long. */
export const SIGNED_URL_SECONDS = 300;
/** The types a background check (or a receipt) may be, as the file input's `accept`. */
export const BG_CHECK_ACCEPT = 'application/pdf,image/jpeg,image/png';

export const BG_CHECK_STATES = ['none', 'submitted', 'approved', 'rejected'] as const;
export type BgCheckState = (typeof BG_CHECK_STATES)[number];

/** What the profile page shows: Completed, Pending (submitted) or Incomplete (spec 002 §2). */
export function bgCheckStatusWord(state: BgCheckState): 'completed' | 'pending' | 'incomplete' {
  return state === 'approved' ? 'completed' : state === 'submitted' ? 'pending' : 'incomplete';
}

export type BgCheck = {
  state: BgCheckState;
  status: { isApproved: boolean };
  /** A short-lived signed URL to the file, or null. */
  bgCheckFile: string | null;
  /** ISO instant of approval or rejection. */
  actionedOn: string | null;
  bgCheckFileSubmittedAt: string | null;
  /** YYYY-MM-DD */
  issuedOn: string | null;
  rejectionReason: string | null;
};

/**
 * The cost of a background check done through a partner (spec 002 §1: reimbursed in full with
 * the first payment), as its owner reads it. ADR 034.
 */
export type BgCheckReimbursement = {
  /** Cents. */
  amount: number;
  /** A short-lived signed URL to the receipt. */
  receiptUrl: string | null;
  recordedAt: string;
  /** Set once the first invoice after approval carries it: that invoice and when. */
  invoiceId: string | null;
  paidWithInvoiceAt: string | null;
};

/** The owner's check and recorded cost (as GET /user/private carries them, beside banking). */
export type OwnBackgroundCheck = { bgCheck: BgCheck; reimbursement: BgCheckReimbursement | null };

/** The most a reimbursement may claim, in cents (a check costs far less; the database agrees). */
export const REIMBURSEMENT_MAX_CENTS = 50_000;

/** A row of the admin queue. */
export type BgCheckQueueItem = {
  userIdNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  state: BgCheckState;
  issuedOn: string | null;
  submittedAt: string | null;
  actionedOn: string | null;
  rejectionReason: string | null;
  fileUrl: string | null;
  /** The partner check's cost the caregiver recorded (cents) and its receipt, if any. */
  reimbursementAmount: number | null;
  receiptUrl: string | null;
};

/**
 * The staff queue as a table (/admin/background-checks): 25 a page; by default the checks
 * waiting come first, oldest first, then the rest. Its filter is a state.
 */
export const BG_QUEUE_TABLE = {
  sortable: { state: 'asc', caregiver: 'asc', issued: 'desc', submitted: 'desc' },
  defaultSort: { column: 'state', direction: 'asc' },
  pageSize: 25,
} as const;
export type BgQueueColumn = keyof typeof BG_QUEUE_TABLE.sortable;
export const BG_QUEUE_STATES = ['submitted', 'approved', 'rejected'] as const;
export type BgQueueState = (typeof BG_QUEUE_STATES)[number];
