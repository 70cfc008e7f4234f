// The invoices domain's browser-safe types and helpers (spec 002 "My Pay and invoices", the
// invoice entity and its invoiceBreakdown; issue 12; docs/decisions/027-invoices.md).
//
// Field names are the spec's, camelCase as it names them. EVERY MONEY FIGURE IS AN INTEGER NUMBER
// OF CENTS (`grossIncome: 83200` is $832.00); hours are decimal hours rounded to 2 places beside
// the exact minutes they come from. The family's side (employer contributions, wcb, the
// payableBreakdown) is null when the viewer is the caregiver: the database never gives it to them.
import type { OvertimeRule, Province } from '../payroll/model.ts';

export type InvoiceStatus = 'pending' | 'approved' | 'paid';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'approved', 'paid'];

/** Notification class of invoice events (links to /mypay/invoice/{id}). */
export const INVOICE_NOTIFICATION_CLASS = 'Invoice';

/** Spec 000 §9 fee model: payroll tax 9.66% + 20% platform fee; total = wage × 1.2966. */
export const PLATFORM_FEE_RATE = 0.2;
export const PAYROLL_TAX_RATE = 0.0966;
export const FEE_MODEL_FACTOR = 1.2966;

/** Spec 002 §9: pay history shows 10 invoices a page. */
export const INVOICE_PAGE_SIZE = 10;

/** Days after creation an unapproved invoice is approved and charged (at 11:59 pm local). */
export const AUTO_PAY_AFTER_DAYS = 2;

/** Spec 002 invoice filters. */
export const INVOICE_FILTERS = [
  'newest',
  'oldest',
  'unpaid',
  'paid',
  'firstName',
  'lastName',
] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/**
 * Pay history's table (My Pay) sorts by invoice date, the other party's name, the amount the
 * viewer sees (the family's total payable, the caregiver's net pay) or the payment date.
 */
export type InvoiceSortColumn = 'invoice' | 'name' | 'amount' | 'paid';
export type InvoiceSort = { column: InvoiceSortColumn; direction: 'asc' | 'desc' };

/** A task of an invoiced shift (spec 002 Shift.tasks). */
export type InvoiceTask = { title: string; body: string; note: string; isDeclined: boolean };

/** One invoiced shift (spec 002 Shift): instants in ISO, minutes actually worked. */
export type InvoiceShift = {
  id: string;
  startTime: string;
  endTime: string;
  minutes: number;
  tasks: InvoiceTask[];
};

/** Spec 002 daily breakdown. Money in cents, hours decimal. */
export type DailyBreakdown = {
  isOt: boolean;
  dailyOtHours: number;
  /** Hourly wage, cents, including vacation pay. */
  wage: number;
  regularHours: number;
  /** Regular minutes at the base rate (wage ÷ 1.04). */
  dailyRegularIncome: number;
  ot1Hours: number;
  ot2Hours: number;
  dailyOt1Income: number;
  dailyOt2Income: number;
  /** Regular + overtime incomes at the base rate, before vacation pay. */
  dailyOperatingIncome: number;
  regularMinutes: number;
  ot1Minutes: number;
  ot2Minutes: number;
};

/** sortedShifts: one entry per local day (the day a shift starts in the care zone). */
export type InvoiceDay = { date: string; shifts: InvoiceShift[]; breakdown: DailyBreakdown };

export type PayableBreakdown = {
  /** The gross pay (wages including vacation pay). */
  base: number;
  /** 20% platform fee. */
  poyoFee: number;
  /** The fee model's 9.66% payroll tax. */
  salesTax: number;
  /** base + poyoFee + salesTax = round(gross × 1.2966): the amount charged. */
  totalPayable: number;
};

/** The employer's actual contributions (payroll-2026.md §9), family only. */
export type EmployerContributions = {
  cpp: number;
  cpp2: number;
  ei: number;
  qpip: number;
  workersComp: number;
  /** Dollars per $100 of insurable earnings, null = not registered. */
  workersCompRatePer100: number | null;
  total: number;
};

export type InvoiceBreakdown = {
  grossIncome: number;
  netIncome: number;
  totalVacation: number;
  totalHours: number;
  totalOtHours: number;
  totalOt1Hours: number;
  totalOt2Hours: number;
  totalRegularIncome: number;
  totalOt1Income: number;
  totalOt2Income: number;
  /** Regular + overtime income at the base rate, before vacation pay. */
  totalOperatingIncome: number;
  /** Hourly wage, cents, including vacation pay. */
  currWage: number;
  totalMinutes: number;
  regularMinutes: number;
  ot1Minutes: number;
  ot2Minutes: number;
  taxes: {
    fedTax: { total: number };
    provTax: { total: number };
    taxProv: Province;
    taxCountry: 'CA';
    /** fedTax + provTax (spec 001 dashboard input). */
    grossIncomeTax: number;
  };
  payrollTaxes: {
    cppEmployee: number;
    cpp2Employee: number;
    eiEmployee: number;
    qpipEmployee: number;
    /** Workers' compensation premium (employer-paid): family only, else null. */
    wcb: number | null;
  };
  /** CPP + CPP2 + EI + QPIP + income taxes withheld. */
  employeeDeductions: number;
  /** Family only, else null. */
  employerContributions: EmployerContributions | null;
  /** Family only, else null. */
  payableBreakdown: PayableBreakdown | null;
  /** The T4127 edition used (+ TP-1015.F in Quebec). */
  edition: string;
  pensionPlan: 'CPP' | 'QPP';
  /** payroll/messages.ts keys naming any part not verified against an oracle. */
  unverified: string[];
  /** The overtime rule applied (payroll/messages.ts key). */
  overtimeRule: OvertimeRule;
};

/**
 * A reimbursement the invoice pays beside the wages (ADR 034): the background check a caregiver
 * had done through a partner, paid back once with the first invoice after approval. Not pay: it
 * is outside gross, deductions, the CPP/EI/tax bases, the YTD and T4 income, and the platform
 * pays it, so the family's charge (payableBreakdown.totalPayable) does not include it.
 */
export type InvoiceReimbursement = {
  kind: 'backgroundCheck';
  /** Cents. */
  amount: number;
  paidBy: 'platform';
};

/**
 * A correction this invoice carries (ADR 049): a pay computed with a provisional T4127 edition,
 * recomputed once its edition arrived; the difference per deduction (negative: given back) is
 * withheld on this invoice, outside its own figures. `employer` is the family's alone (null for
 * the caregiver). Cents.
 */
export type InvoiceAdjustment = {
  id: string;
  correctedInvoiceId: string;
  correctedPayDate: string;
  edition: string;
  provisionalEdition: string;
  employee: {
    cpp: number;
    cpp2: number;
    ei: number;
    qpip: number;
    federalTax: number;
    provincialTax: number;
    total: number;
  };
  employer: { cpp: number; cpp2: number; ei: number; qpip: number; total: number } | null;
};

export type Invoice = {
  id: string;
  createdAt: string;
  approvedAt: string | null;
  paidOn: string | null;
  status: { isApproved: boolean; isPaid: boolean };
  paymentInfo: { paidOn: string | null; paymentId: string | null };
  sortedShifts: InvoiceDay[];
  caregiverInfo: {
    userIdNumber: string;
    firstName: string;
    lastName: string;
    imgUrlThumb: string | null;
  };
  familyInfo: {
    userIdNumber: string;
    firstName: string;
    lastName: string;
    clientFirstName: string;
    clientLastName: string;
  };
  memberInfo: { jobId: string | null; memberId: string; address: { addressFull: string } };
  invoiceBreakdown: InvoiceBreakdown;
  /** Paid by the platform on top of the net pay, or null (ADR 034). */
  reimbursement: InvoiceReimbursement | null;
  /** Corrections of earlier provisional pays this invoice carries (ADR 049). */
  adjustments?: InvoiceAdjustment[];
  // Ours, beside the spec's fields.
  state: InvoiceStatus;
  familyId: string;
  caregiverId: string;
  /** Sunday and Saturday of the invoiced week, local dates. */
  weekStart: string;
  weekEnd: string;
  timeZone: string;
  province: Province;
  payDate: string;
  /** The instant of auto-approve and auto-pay: 11:59 pm local, creation date + 2 days. */
  dueAt: string;
};

export function invoiceStatusOf(status: { isApproved: boolean; isPaid: boolean }): InvoiceStatus {
  return status.isPaid ? 'paid' : status.isApproved ? 'approved' : 'pending';
}

/** messages.ts key of the status chip in My Pay (Pending / Approved / Paid). */
export function statusLabelKey(
  state: InvoiceStatus,
): 'statusPending' | 'statusApproved' | 'statusPaid' {
  return state === 'paid'
    ? 'statusPaid'
    : state === 'approved'
    ? 'statusApproved'
    : 'statusPending';
}

/** messages.ts key of the status on the pay page (Pending Approval / Ready for Payment / Paid). */
export function payStatusLabelKey(
  state: InvoiceStatus,
): 'payStatusPending' | 'payStatusReady' | 'payStatusPaid' {
  return state === 'paid'
    ? 'payStatusPaid'
    : state === 'approved'
    ? 'payStatusReady'
    : 'payStatusPending';
}

/** Spec 002 §4: the due date shown is the creation date while unapproved, then the approval date. */
export function shownDueDate(invoice: Pick<Invoice, 'createdAt' | 'approvedAt'>): string {
  return invoice.approvedAt ?? invoice.createdAt;
}

/**
 * What the caregiver receives for an invoice: the net pay plus any reimbursement (ADR 034),
 * less the corrections of earlier provisional pays it carries (ADR 049).
 */
export function depositOf(
  invoice: Pick<Invoice, 'invoiceBreakdown' | 'reimbursement' | 'adjustments'>,
): number {
  return invoice.invoiceBreakdown.netIncome + (invoice.reimbursement?.amount ?? 0) -
    adjustmentsTotal(invoice);
}

/** The employee deductions the invoice's corrections add (negative: given back), in cents. */
export function adjustmentsTotal(invoice: Pick<Invoice, 'adjustments'>): number {
  return (invoice.adjustments ?? []).reduce((sum, a) => sum + a.employee.total, 0);
}

/** Decimal hours to 2 places from minutes. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** The fee model's payable for a gross pay, in cents (spec 000 §9): parts that add up exactly. */
export function payableFor(grossCents: number): PayableBreakdown {
  const totalPayable = Math.round(grossCents * FEE_MODEL_FACTOR);
  const poyoFee = Math.round(grossCents * PLATFORM_FEE_RATE);
  return { base: grossCents, poyoFee, salesTax: totalPayable - grossCents - poyoFee, totalPayable };
}

/** Canadian province code from an address's adminAreaLevel1 (code or name, any case). */
export function provinceCode(adminAreaLevel1: string | null | undefined): Province | null {
  const key = (adminAreaLevel1 ?? '').trim().toLowerCase().replace(/[.\s-]+/g, ' ');
  return PROVINCE_NAMES[key] ?? null;
}

const PROVINCE_NAMES: Record<string, Province> = {};
for (
  const [code, names] of [
    ['AB', ['alberta']],
    ['BC', ['british columbia', 'colombie britannique']],
    ['MB', ['manitoba']],
    ['NB', ['new brunswick', 'nouveau brunswick']],
    ['NL', ['nf', 'newfoundland', 'newfoundland and labrador', 'terre neuve et labrador']],
    ['NS', ['nova scotia', 'nouvelle écosse']],
    ['NT', ['northwest territories', 'territoires du nord ouest']],
    ['NU', ['nunavut']],
    ['ON', ['ontario']],
    ['PE', ['pei', 'prince edward island', 'île du prince édouard']],
    ['QC', ['pq', 'quebec', 'québec']],
    ['SK', ['saskatchewan']],
    ['YT', ['yukon']],
  ] as const
) {
  PROVINCE_NAMES[code.toLowerCase()] = code;
  for (const name of names) PROVINCE_NAMES[name] = code;
}
