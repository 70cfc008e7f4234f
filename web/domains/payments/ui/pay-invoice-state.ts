// The pay page's state (spec 002 §2 "Pay page", §4 invoice and payment status, §5 payment form)
// and its rules: which panel shows on a phone, which payment attempt is current, what the form
// refuses before it sends, what Pay sends, and what the live status line says. Pure (no React,
// no fetch), so each rule is tested without a browser.
import * as v from 'valibot';
import { type PaymentMessageKey, paymentMessages } from '../messages.ts';
import {
  type InvoicePayment,
  paymentLine,
  type PaymentMethod,
  type PaymentTone,
} from '../model.ts';
import { ReceiptEmailSchema } from '../schemas.ts';

export type PayInvoiceView = {
  id: string;
  state: 'pending' | 'approved' | 'paid';
  caregiverName: string;
  /** Cents: the invoice's total payable (what is charged). */
  totalPayable: number;
  /** 'MMM DD, YYYY' in the care zone: created while unapproved, then approved (spec 002 §4). */
  dueDate: string;
  approvedDueDate: string;
  weekStart: string;
  weekEnd: string;
};

/** The panel a phone shows (one at a time; a wide screen shows both). */
export type PayPanel = 'invoice' | 'payment';

/** The form's errors by field, as the server names them; ' ' marks a field without a sentence. */
export type PayErrors = Record<string, string>;

export type PayState = {
  invoice: PayInvoiceView;
  panel: PayPanel;
  cardId: string;
  email: string;
  errors: PayErrors;
  submitting: boolean;
  approving: boolean;
  payment: InvoicePayment | null;
  /** While the bank waits for the cardholder (requires_action): the intent's client secret. */
  clientSecret: string | null;
  challenging: boolean;
};

export type PayAction =
  | { type: 'panel'; panel: PayPanel }
  | { type: 'approving' }
  | { type: 'approved' }
  | { type: 'approveFailed' }
  /** A card chosen, with its billing email (or blank: spec 002 §5). */
  | { type: 'card'; id: string; billingEmail: string | null }
  | { type: 'email'; email: string }
  /** The form's own refusal, before anything is sent. */
  | { type: 'refused'; errors: PayErrors }
  | { type: 'submitting' }
  | { type: 'payFailed'; errors: PayErrors }
  | { type: 'started'; payment: InvoicePayment; clientSecret: string | null }
  /** A payment as the server stored it (the live feed, a refetch, a sync). */
  | { type: 'payment'; payment: InvoicePayment | null }
  | { type: 'challenging' }
  /** The bank's challenge is over; `message` is the processor's refusal, if any. */
  | { type: 'challenged'; payment: InvoicePayment | null; message: string | null };

export function initialPayState(
  props: {
    invoice: PayInvoiceView;
    methods: PaymentMethod[];
    email: string;
    payment: InvoicePayment | null;
    clientSecret: string | null;
  },
): PayState {
  const preferred = props.methods.find((m) => m.isPreferred) ?? props.methods[0] ?? null;
  return {
    invoice: props.invoice,
    // An invoice still to approve opens on its details; otherwise on the payment.
    panel: props.invoice.state === 'pending' ? 'invoice' : 'payment',
    cardId: preferred?.id ?? '',
    email: props.email,
    errors: {},
    submitting: false,
    approving: false,
    payment: props.payment,
    clientSecret: props.clientSecret,
    challenging: false,
  };
}

/**
 * The payment to show once `next` is heard: this invoice's only, and a later attempt wins (an
 * older attempt's late update does not hide the newer one). A success marks the invoice paid.
 */
export function takePayment(state: PayState, next: InvoicePayment | null): PayState {
  if (!next || next.invoiceId !== state.invoice.id) return state;
  const current = state.payment;
  const payment = current && current.attempt > next.attempt ? current : next;
  const invoice = next.status === 'succeeded'
    ? { ...state.invoice, state: 'paid' as const }
    : state.invoice;
  return { ...state, payment, invoice };
}

export function payReducer(state: PayState, action: PayAction): PayState {
  switch (action.type) {
    case 'panel':
      return { ...state, panel: action.panel };
    case 'approving':
      return { ...state, approving: true };
    case 'approved':
      return {
        ...state,
        approving: false,
        invoice: { ...state.invoice, state: 'approved', dueDate: state.invoice.approvedDueDate },
        errors: { ...state.errors, general: '' },
        panel: 'payment',
      };
    case 'approveFailed':
      return { ...state, approving: false };
    case 'card':
      return {
        ...state,
        cardId: action.id,
        email: action.billingEmail ?? '',
        errors: { ...state.errors, payment_method: '' },
      };
    case 'email':
      return { ...state, email: action.email, errors: { ...state.errors, receipt_email: '' } };
    case 'refused':
      return { ...state, errors: action.errors };
    case 'submitting':
      return { ...state, errors: {}, submitting: true };
    case 'payFailed':
      return { ...state, submitting: false, errors: action.errors };
    case 'started':
      return {
        ...takePayment({ ...state, submitting: false }, action.payment),
        clientSecret: action.clientSecret,
      };
    case 'payment':
      return takePayment(state, action.payment);
    case 'challenging':
      return { ...state, challenging: true };
    case 'challenged': {
      const next = takePayment(
        { ...state, challenging: false, clientSecret: null },
        action.payment,
      );
      return action.message
        ? { ...next, errors: { ...next.errors, general: action.message } }
        : next;
    }
  }
}

/** What the form refuses before sending, as catalog keys (the receipt email's is the schema's). */
export type PayRefusal = {
  receiptEmail?: string;
  /** No card chosen: the select is marked, without a sentence. */
  noCard?: true;
  notApproved?: true;
};

/** Checks the form; `email` is the address to send (trimmed by the schema) when it passes. */
export function checkPayForm(
  state: Pick<PayState, 'email' | 'cardId' | 'invoice'>,
): { refusal: PayRefusal | null; email: string } {
  const refusal: PayRefusal = {};
  const checked = v.safeParse(ReceiptEmailSchema, state.email);
  if (!checked.success) refusal.receiptEmail = checked.issues[0].message;
  if (!state.cardId) refusal.noCard = true;
  if (state.invoice.state === 'pending') refusal.notApproved = true;
  return {
    refusal: Object.keys(refusal).length ? refusal : null,
    email: checked.success ? checked.output : state.email,
  };
}

/** POST /api/payment/add/payment's body (spec 002 "Payment (per user)"). */
export function payBody(invoice: PayInvoiceView, cardId: string, email: string) {
  return {
    amount: invoice.totalPayable,
    currency: 'cad',
    payment_method: cardId,
    description: invoice.id,
    receipt_email: email,
    status: 'new',
  };
}

/** A payment still being made keeps Pay disabled; an error re-enables it (spec 002 §4). */
export function paymentInFlight(payment: InvoicePayment | null): boolean {
  return !!payment && !payment.error &&
    ['new', 'requires_confirmation', 'processing', 'requires_action'].includes(payment.status);
}

export function isPaid(state: Pick<PayState, 'invoice' | 'payment'>): boolean {
  return state.invoice.state === 'paid' || state.payment?.status === 'succeeded';
}

/** The chip by the invoice's state (spec 002 §4). */
export function invoiceStatusKey(
  state: PayInvoiceView['state'],
): 'payStatusPaid' | 'payStatusReady' | 'payStatusPending' {
  return state === 'paid'
    ? 'payStatusPaid'
    : state === 'approved'
    ? 'payStatusReady'
    : 'payStatusPending';
}

/**
 * The live status line (spec 002 §4): a catalog sentence with the amount, the provider's own
 * words when its error code has no sentence of ours, in the tone of the line.
 */
export type StatusLine =
  & { tone: PaymentTone }
  & (
    | { key: PaymentMessageKey; params: Record<string, string> }
    | { text: string }
  );

/** A provider's error code we have a sentence for (card_declined…). */
const knownKey = (code: string): code is PaymentMessageKey =>
  Object.hasOwn(paymentMessages.en, code);

export function statusLine(payment: InvoicePayment | null, amount: string): StatusLine | null {
  if (!payment) return null;
  const line = paymentLine(payment);
  if (line.key === 'error') {
    return payment.errorCode && knownKey(payment.errorCode)
      ? { tone: line.tone, key: payment.errorCode, params: {} }
      : { tone: line.tone, text: payment.error ?? '' };
  }
  if (line.key === 'statusOther') {
    return { tone: line.tone, key: 'statusOther', params: { amount, status: payment.status } };
  }
  return { tone: line.tone, key: line.key, params: { amount } };
}
