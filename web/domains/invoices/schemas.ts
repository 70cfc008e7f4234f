// The invoices payloads, for the islands and the server. Every message is a key of
// invoicesMessages (messages.ts).
import * as v from 'valibot';
import type { InvoicesMessageKey } from './messages.ts';
import { INVOICE_FILTERS } from './model.ts';

const k = (key: InvoicesMessageKey) => key;

/** Upper bound of a TD1 claim amount: $1,000,000 in cents. */
export const MAX_CLAIM_CENTS = 100_000_000;

const claim = v.nullable(
  v.pipe(
    v.number(k('claimInvalid')),
    v.integer(k('claimInvalid')),
    v.minValue(0, k('claimInvalid')),
    v.maxValue(MAX_CLAIM_CENTS, k('claimInvalid')),
  ),
);

/** GET/POST /api/invoice/td1: the caregiver's TD1 totals in cents; null = basic personal amount. */
export const Td1Schema = v.object({
  federalClaimCents: claim,
  provincialClaimCents: claim,
});
export type Td1Input = v.InferOutput<typeof Td1Schema>;

/** GET/POST /api/invoice/wcb: the family's workers' comp rate per $100; null = not registered. */
export const WcbRateSchema = v.object({
  ratePer100: v.nullable(
    v.pipe(
      v.number(k('rateInvalid')),
      v.minValue(0, k('rateInvalid')),
      v.maxValue(100, k('rateInvalid')),
      v.check((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, k('rateInvalid')),
    ),
  ),
});
export type WcbRateInput = v.InferOutput<typeof WcbRateSchema>;

const isoDate = v.pipe(
  v.string(k('weekOfInvalid')),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, k('weekOfInvalid')),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, k('weekOfInvalid')),
);

/** POST /api/admin/invoices/run. */
export const RunWeekSchema = v.object({ weekOf: isoDate });

/** Query of GET /api/invoice/get_all/paid and the list endpoints. */
export const ListQuerySchema = v.object({
  filter: v.optional(v.picklist(INVOICE_FILTERS, k('filterInvalid')), 'newest'),
  page: v.optional(
    v.pipe(
      v.string(k('pageInvalid')),
      v.regex(/^[1-9]\d{0,5}$/, k('pageInvalid')),
      v.transform(Number),
    ),
    '1',
  ),
  memberId: v.optional(v.pipe(v.string(), v.uuid(k('pageInvalid')))),
  pageSize: v.optional(
    v.pipe(
      v.string(k('pageInvalid')),
      v.regex(/^[1-9]\d{0,2}$/, k('pageInvalid')),
      v.transform(Number),
    ),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers, for the API's OpenAPI document (web/server/openapi.server.ts): GET
// /invoice/get_all/dash (a dashboard summary the spec leaves open). Checked against real answers
// by tests/integration/openapi.test.ts.

/** An invoice (model.ts Invoice), by the fields a client reads first. */
export const InvoiceAnswerSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    state: v.string(),
    familyId: v.string(),
    caregiverId: v.string(),
    weekStart: v.string(),
    weekEnd: v.string(),
    timeZone: v.string(),
    createdAt: v.string(),
    approvedAt: v.nullable(v.string()),
    paidOn: v.nullable(v.string()),
    status: v.object({ isApproved: v.boolean(), isPaid: v.boolean() }),
    invoiceBreakdown: v.looseObject({}),
  }),
  v.title('Invoice'),
  v.description('An invoice (web/domains/invoices/model.ts Invoice): its week, parties and sums.'),
);

export const MonthFiguresSchema = v.object({
  month: v.pipe(v.string(), v.description('yyyy-MM (UTC).')),
  invoices: v.number(),
  grossCents: v.number(),
  netCents: v.number(),
  employeeDeductionsCents: v.number(),
  incomeTaxCents: v.number(),
  totalPayableCents: v.pipe(v.nullable(v.number()), v.description('Family only (else null).')),
});

/** GET /api/invoice/get_all/dash: the dashboards' tiles, the last 12 months, unpaid invoices. */
export const InvoiceDashAnswerSchema = v.object({
  unpaidCount: v.number(),
  ytdCostCents: v.pipe(
    v.nullable(v.number()),
    v.description("Family: this year's unpaid invoices' total payable, in cents (else null)."),
  ),
  monthlyEarningsCents: v.pipe(
    v.nullable(v.number()),
    v.description("Care Pro: this month's earnings, in cents (else null)."),
  ),
  months: v.pipe(
    v.array(MonthFiguresSchema),
    v.description('The trailing 12 months of paid invoices, oldest first.'),
  ),
  invoices: v.pipe(v.array(InvoiceAnswerSchema), v.description('The unpaid invoices.')),
});
