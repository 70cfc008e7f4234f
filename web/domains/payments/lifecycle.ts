// The states of an invoice payment attempt (issue 12, ADR 028) and the moves between them. They
// are the processor's PaymentIntent statuses plus 'new' (recorded, not yet at the processor).
// The database refuses any other move (private.check_invoice_payment_transition), so a webhook
// delivered late or twice never moves a payment back; the server's updates ask only for allowed
// moves and leave the row as it is otherwise.

export const PAYMENT_STATUSES = [
  'new',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_payment_method',
  'succeeded',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An attempt still running: at most one per invoice (a partial unique index). */
export const IN_FLIGHT: readonly PaymentStatus[] = [
  'new',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** A finished attempt that took no money: another attempt may follow. */
export const FAILED: readonly PaymentStatus[] = ['requires_payment_method', 'canceled'];

const MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  new: [
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_payment_method',
    'succeeded',
    'canceled',
  ],
  requires_confirmation: [
    'requires_action',
    'processing',
    'requires_payment_method',
    'succeeded',
    'canceled',
  ],
  requires_action: ['processing', 'requires_payment_method', 'succeeded', 'canceled'],
  processing: ['requires_payment_method', 'succeeded', 'canceled'],
  // The processor took the money after a failure was reported (late): the money is the truth.
  requires_payment_method: ['succeeded'],
  succeeded: [],
  canceled: [],
};

export const isPaymentStatus = (s: unknown): s is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(s);

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || MOVES[from].includes(to);
}

/** The states a row may be in for an update to `to` to apply (itself included). */
export function statesBefore(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canMove(from, to));
}

export const isInFlight = (s: PaymentStatus) => IN_FLIGHT.includes(s);

/**
 * Auto-pay's backoff after a failed attempt (the same as private.mark_due_autopay): 1 h, 6 h,
 * then 24 h; after MAX_AUTOPAY_FAILURES failures the family pays by hand.
 */
export const AUTOPAY_BACKOFF_MS = [0, 3_600_000, 6 * 3_600_000, 24 * 3_600_000] as const;
export const MAX_AUTOPAY_FAILURES = 4;
export const autopayBackoffMs = (failures: number) =>
  AUTOPAY_BACKOFF_MS[Math.min(failures, AUTOPAY_BACKOFF_MS.length - 1)];
