// The payments domain's valibot schemas; messages are catalog keys (messages.ts).
// BillingSchema is the add-card form's (spec 002 §5): every field required ('Missing Billing
// Info'), a valid email ('Invalid Email'), the province or state one of the country's; its
// output is Stripe's billing_details (names trimmed, the name upper-cased).
import * as v from 'valibot';
import { COUNTRIES, regionsOf } from './model.ts';

const EmailFormat = v.pipe(v.string(), v.email());

const required = v.pipe(v.string('missingBillingInfo'), v.trim(), v.nonEmpty('missingBillingInfo'));

export const BillingSchema = v.pipe(
  v.object({
    firstName: required,
    lastName: required,
    email: v.pipe(
      v.string('missingBillingInfo'),
      v.trim(),
      v.nonEmpty('missingBillingInfo'),
      // Only a filled-in email can be invalid: an empty one is only missing.
      v.check((s) => s === '' || v.is(EmailFormat, s), 'invalidEmail'),
    ),
    line1: required,
    city: required,
    country: v.picklist(COUNTRIES, 'missingBillingInfo'),
    state: required,
  }),
  v.forward(
    v.check(
      (b) => regionsOf(b.country).some((r) => r.code === b.state),
      'missingBillingInfo',
    ),
    ['state'],
  ),
);
export type BillingInput = v.InferInput<typeof BillingSchema>;
export type Billing = v.InferOutput<typeof BillingSchema>;

/** Stripe's billing_details from the form's output. */
export function billingDetailsOf(b: Billing) {
  return {
    name: `${b.firstName} ${b.lastName}`.toUpperCase(),
    email: b.email,
    address: { line1: b.line1, city: b.city, state: b.state, country: b.country },
  };
}

/** POST /api/payment/add/payment-method: the confirmed payment method's processor id. */
export const AddPaymentMethodSchema = v.object({
  id: v.pipe(
    v.string('invalidPaymentMethod'),
    v.trim(),
    v.regex(/^pm_[A-Za-z0-9_]{1,250}$/, 'invalidPaymentMethod'),
  ),
});

/** A path's payment method id. */
export const PaymentMethodIdSchema = AddPaymentMethodSchema.entries.id;

/**
 * POST /api/payment/add/payment (spec 002 §7): amount = the invoice's total × 100 rounded
 * (cents), currency 'cad', the card, description = the invoice id, receipt_email, status 'new'.
 */
export const NewPaymentSchema = v.object({
  amount: v.pipe(
    v.number('invalidAmount'),
    v.integer('invalidAmount'),
    v.minValue(1, 'invalidAmount'),
    v.maxValue(100_000_000, 'invalidAmount'),
  ),
  currency: v.literal('cad', 'invalidCurrency'),
  payment_method: v.pipe(
    v.string('chooseCardError'),
    v.trim(),
    v.regex(/^pm_[A-Za-z0-9_]{1,250}$/, 'chooseCardError'),
  ),
  description: v.pipe(v.string('invalidInvoice'), v.trim(), v.uuid('invalidInvoice')),
  receipt_email: v.pipe(
    v.string('mustNotBeEmpty'),
    v.trim(),
    v.nonEmpty('mustNotBeEmpty'),
    v.maxLength(320, 'notValidEmail'),
    v.email('notValidEmail'),
  ),
  status: v.literal('new', 'invalidStatus'),
});
export type NewPayment = v.InferOutput<typeof NewPaymentSchema>;

/** The pay form's own check before it sends (spec 002 §5): the email field's two messages. */
export const ReceiptEmailSchema = NewPaymentSchema.entries.receipt_email;

/** A path's invoice id. */
export const InvoiceIdSchema = v.pipe(v.string('invalidInvoice'), v.uuid('invalidInvoice'));

/** POST /api/admin/autopay/run: approve and charge what is due at `asOf` (an ISO instant). */
export const AutopayRunSchema = v.object({
  asOf: v.pipe(
    v.string('invalidAsOf'),
    v.isoTimestamp('invalidAsOf'),
    v.transform((s) => new Date(s)),
    v.check((d) => !Number.isNaN(d.getTime()), 'invalidAsOf'),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers, for the API's OpenAPI document (web/server/openapi.server.ts); the edge function's
// routes answer the same. Typed against model.ts and checked against real answers by
// tests/integration/openapi.test.ts.

/** A payment of an invoice (model.ts InvoicePayment). */
export const InvoicePaymentSchema = v.pipe(
  v.object({
    id: v.string(),
    invoiceId: v.string(),
    attempt: v.number(),
    amount: v.pipe(v.number(), v.description('Cents.')),
    currency: v.literal('cad'),
    payment_method: v.string(),
    description: v.pipe(v.string(), v.description('The invoice id (spec 002).')),
    receipt_email: v.string(),
    status: v.picklist([
      'new',
      'requires_confirmation',
      'requires_action',
      'processing',
      'requires_payment_method',
      'succeeded',
      'canceled',
    ]),
    error: v.nullable(v.string()),
    errorCode: v.nullable(v.string()),
    offSession: v.boolean(),
    createdAt: v.string(),
    updatedAt: v.string(),
  }),
  v.title('InvoicePayment'),
);

/** A saved card (model.ts PaymentMethod). */
export const PaymentMethodSchema = v.pipe(
  v.object({
    id: v.string(),
    brand: v.string(),
    last4: v.string(),
    expMonth: v.number(),
    expYear: v.number(),
    cvcCheck: v.string(),
    billingEmail: v.nullable(v.string()),
    isPreferred: v.boolean(),
    createdAt: v.string(),
  }),
  v.title('PaymentMethod'),
);

/** POST /api/payment/add/payment: the payment made. */
export const PaymentAnswerSchema = v.object({
  id: v.string(),
  payment: InvoicePaymentSchema,
  clientSecret: v.pipe(
    v.nullable(v.string()),
    v.description('When the bank asks the cardholder to confirm (3-D Secure).'),
  ),
});

/** The latest payment of an invoice; null: none yet. */
export const LatestPaymentAnswerSchema = v.object({ payment: v.nullable(InvoicePaymentSchema) });

/** An autopay run's outcome per invoice. */
export const AutopayAnswerSchema = v.object({
  asOf: v.string(),
  invoices: v.array(v.object({ invoiceId: v.string(), outcome: v.string() })),
});
