// The payments domain's reads and writes: stripe_customers and payment_methods (migration
// 20261122000700_payments.sql), and the account's isPaymentMethod flag. Every function takes the
// caller's transaction and opens none; the action decides who runs it.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { PaymentStatus } from './lifecycle.ts';
import type { InvoicePayment, PaymentMethod } from './model.ts';

type MethodRow = Row<'public.payment_methods'>;
type AttemptRow = Row<'public.invoice_payments'>;

/** A saved card as the API answers it: the processor's id is its id (pm_…). */
const toMethod = (r: MethodRow): PaymentMethod => ({
  id: r.processorId,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
  cvcCheck: r.cvcCheck,
  billingEmail: r.billingEmail,
  isPreferred: r.isPreferred,
  createdAt: r.createdAt.toISOString(),
});

export async function customerIdOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx<Pick<Row<'public.stripe_customers'>, 'customerId'>[]>`
    select customer_id from public.stripe_customers where user_id = ${userId}`;
  return row?.customerId ?? null;
}

/** Records the customer; an existing one wins (two tabs racing), and is answered. */
export async function saveCustomer(tx: Tx, userId: string, customerId: string): Promise<string> {
  await tx`insert into public.stripe_customers (user_id, customer_id)
           values (${userId}, ${customerId}) on conflict (user_id) do nothing`;
  return (await customerIdOf(tx, userId))!;
}

/** Points the user at a new customer (the processor no longer knows the old one). */
export async function replaceCustomer(tx: Tx, userId: string, customerId: string) {
  await tx`update public.stripe_customers set customer_id = ${customerId}
            where user_id = ${userId}`;
}

/** The user's cards whose CVC check passed (the only ones offered), preferred first. */
export async function listMethods(tx: Tx, userId: string): Promise<PaymentMethod[]> {
  const rows = await tx<MethodRow[]>`
    select * from public.payment_methods
     where user_id = ${userId} and cvc_check = 'pass'
     order by is_preferred desc, created_at, id`;
  return rows.map(toMethod);
}

/** One saved card by our row id, as the transaction's user may read it (RLS: its owner). */
export async function selectMethodById(tx: Tx, id: string): Promise<PaymentMethod | null> {
  const [row] = await tx<MethodRow[]>`select * from public.payment_methods where id = ${id}`;
  return row ? toMethod(row) : null;
}

export async function findMethod(
  tx: Tx,
  userId: string,
  processorId: string,
): Promise<PaymentMethod | null> {
  const [row] = await tx<MethodRow[]>`select * from public.payment_methods
                          where user_id = ${userId} and processor_id = ${processorId}`;
  return row ? toMethod(row) : null;
}

export async function countMethods(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from public.payment_methods
                          where user_id = ${userId}`;
  return row.n;
}

/** Serialises one user's card changes (add, prefer, delete) for the rest of the transaction. */
export async function lockUser(tx: Tx, userId: string) {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`payment_methods:${userId}`}, 0))`;
}

export type NewMethod = Omit<PaymentMethod, 'isPreferred' | 'createdAt'>;

/** Stores a card; the first one becomes preferred. Answers the stored row (existing or new). */
export async function insertMethod(tx: Tx, userId: string, m: NewMethod): Promise<PaymentMethod> {
  await tx`
    insert into public.payment_methods
      (user_id, processor_id, brand, last4, exp_month, exp_year, cvc_check, billing_email,
       is_preferred)
    values (${userId}, ${m.id}, ${m.brand}, ${m.last4}, ${m.expMonth}, ${m.expYear},
            ${m.cvcCheck}, ${m.billingEmail},
            not exists (select 1 from public.payment_methods
                         where user_id = ${userId} and is_preferred))
    on conflict (processor_id) do nothing`;
  return (await findMethod(tx, userId, m.id))!;
}

/** Makes one card preferred (two statements: the one-preferred index is checked per row). */
export async function setPreferred(tx: Tx, userId: string, processorId: string) {
  await tx`update public.payment_methods set is_preferred = false
            where user_id = ${userId} and is_preferred and processor_id <> ${processorId}`;
  await tx`update public.payment_methods set is_preferred = true
            where user_id = ${userId} and processor_id = ${processorId}`;
}

/** Deletes a card; when it was preferred, the oldest remaining one becomes preferred. */
export async function deleteMethod(
  tx: Tx,
  userId: string,
  processorId: string,
): Promise<PaymentMethod | null> {
  await tx`delete from public.payment_methods
            where user_id = ${userId} and processor_id = ${processorId}`;
  const [next] = await tx<MethodRow[]>`
    update public.payment_methods set is_preferred = true
     where id = (select id from public.payment_methods where user_id = ${userId}
                  order by created_at, id limit 1)
       and not exists (select 1 from public.payment_methods
                        where user_id = ${userId} and is_preferred)
    returning *`;
  return next ? toMethod(next) : null;
}

/**
 * The account's isPaymentMethod flag: accounts' (public.account_statuses, server-owned), written
 * by the function accounts publishes for it, in this transaction.
 */
export async function setPaymentMethodFlag(tx: Tx, userId: string, value: boolean) {
  await tx`select private.accounts_set_payment_method_flag(${userId}, ${value})`;
}

// ------------------------------------------------------------------------------------------
// Invoice payments (issue 12): public.invoice_payments and public.stripe_events (migration
// 20261123000400_invoice_payments.sql).

export type PaymentRow = InvoicePayment & { userId: string; intentId: string | null };

const toPayment = (r: AttemptRow): PaymentRow => ({
  id: r.id,
  invoiceId: r.invoiceId,
  userId: r.userId,
  attempt: r.attempt,
  amount: r.amountCents,
  // The table's check allows 'cad' only.
  currency: 'cad',
  payment_method: r.paymentMethod,
  description: r.description,
  receipt_email: r.receiptEmail,
  status: r.status,
  error: r.error,
  errorCode: r.errorCode,
  offSession: r.offSession,
  intentId: r.intentId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The spec's shape for the family (no processor ids). */
export const publicPayment = (p: PaymentRow): InvoicePayment => {
  const { userId: _u, intentId: _i, ...rest } = p;
  return rest;
};

/** Serialises everything that charges one invoice, for the rest of the transaction. */
export async function lockInvoicePayments(tx: Tx, invoiceId: string) {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`invoice_payments:${invoiceId}`}, 0))`;
}

export async function selectPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx<AttemptRow[]>`select * from public.invoice_payments where id = ${id}`;
  return row ? toPayment(row) : null;
}

export async function selectPaymentForUpdate(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx<AttemptRow[]>`
    select * from public.invoice_payments where id = ${id} for update`;
  return row ? toPayment(row) : null;
}

export async function selectPaymentByIntent(tx: Tx, intentId: string): Promise<PaymentRow | null> {
  const [row] = await tx<AttemptRow[]>`
    select * from public.invoice_payments where intent_id = ${intentId}`;
  return row ? toPayment(row) : null;
}

/** The invoice's attempts, newest first. */
export async function selectAttempts(tx: Tx, invoiceId: string): Promise<PaymentRow[]> {
  const rows = await tx<AttemptRow[]>`
    select * from public.invoice_payments where invoice_id = ${invoiceId} order by attempt desc`;
  return rows.map(toPayment);
}

export type NewAttempt = {
  invoiceId: string;
  userId: string;
  attempt: number;
  amountCents: number;
  paymentMethod: string;
  receiptEmail: string;
  offSession: boolean;
  idempotencyKey: string;
  /** Auto-pay's instant (its backoff counts from it); the clock otherwise. */
  createdAt?: Date;
};

export async function insertAttempt(tx: Tx, a: NewAttempt): Promise<PaymentRow> {
  const [row] = await tx<AttemptRow[]>`
    insert into public.invoice_payments
      (invoice_id, user_id, attempt, amount_cents, currency, payment_method, description,
       receipt_email, off_session, idempotency_key, created_at)
    values (${a.invoiceId}, ${a.userId}, ${a.attempt}, ${a.amountCents}, 'cad',
            ${a.paymentMethod}, ${a.invoiceId}, ${a.receiptEmail}, ${a.offSession},
            ${a.idempotencyKey}, ${a.createdAt ?? new Date()})
    returning *`;
  return toPayment(row);
}

/** Moves a locked row (the caller checked the move against lifecycle.ts). */
export async function updateStatus(
  tx: Tx,
  id: string,
  next: {
    status: PaymentStatus;
    intentId: string | null;
    error: string | null;
    errorCode: string | null;
  },
): Promise<PaymentRow> {
  const [row] = await tx<AttemptRow[]>`
    update public.invoice_payments
       set status = ${next.status},
           intent_id = coalesce(intent_id, ${next.intentId}),
           error = ${next.error},
           error_code = ${next.errorCode}
     where id = ${id}
    returning *`;
  return toPayment(row);
}

/** Records a processor event; false when it was processed before (or is being, elsewhere). */
export async function recordEvent(
  tx: Tx,
  id: string,
  type: string,
  intentId: string | null,
): Promise<boolean> {
  const rows = await tx`insert into public.stripe_events (id, type, intent_id)
                        values (${id}, ${type}, ${intentId})
                        on conflict (id) do nothing returning id`;
  return rows.length > 0;
}

/** The family's preferred card, if its CVC check passed (auto-pay's card). */
export async function preferredMethod(tx: Tx, userId: string): Promise<PaymentMethod | null> {
  const [row] = await tx<MethodRow[]>`select * from public.payment_methods
                          where user_id = ${userId} and is_preferred and cvc_check = 'pass'`;
  return row ? toMethod(row) : null;
}

export async function userContact(
  tx: Tx,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string; locale: 'en' | 'fr' } | null> {
  // public.user_cards (accounts'): a view's columns are nullable to Postgres, these are not (as
  // users' are), and the locale is one of two (its check constraint).
  type Contact = Row<'public.user_cards'>;
  const [row] = await tx<{
    email: NonNullable<Contact['email']>;
    firstName: NonNullable<Contact['firstName']>;
    lastName: NonNullable<Contact['lastName']>;
    locale: 'en' | 'fr';
  }[]>`
    select email, first_name, last_name, locale from public.user_cards where id = ${userId}`;
  return row ?? null;
}
