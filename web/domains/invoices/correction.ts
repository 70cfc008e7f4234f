// Correcting provisional pay when the T4127 edition for its pay date arrives (issue 23 point 6,
// ADR 049). Pure: the server reads one caregiver-family pair's pays of one calendar year, this
// file recomputes those computed with a provisional edition and answers the difference per
// deduction; the server writes it as an adjustment carried by the pair's next invoice.
//
// The year's pays are replayed in pay-date order from an empty year to date (the maximums
// restart on 1 January whatever the path): a corrected pay's CPP/EI change the next pay's YTD,
// so each recomputed pay starts from the corrected figures of the pays before it. Pays not
// recomputed (already corrected, or computed with a final edition) count as they stand, their
// earlier adjustments included.
import type { Deductions, DeductionsInput, PayrollYtd, Province, Td1 } from '../payroll/model.ts';
import { EMPTY_YTD, periodsPerYear } from '../payroll/model.ts';
import { PAY_WEEKDAY } from './generate.ts';

/** The six employee deductions, in cents. */
export type EmployeeCents = {
  cpp: number;
  cpp2: number;
  ei: number;
  qpip: number;
  federalTax: number;
  provincialTax: number;
};

/** The employer's contributions a new edition can change (not workers' comp: no T4127 rate). */
export type EmployerCents = { cpp: number; cpp2: number; ei: number; qpip: number };

/** One pay of the pair's year as stored, plus what earlier corrections already added to it. */
export type StoredPay = {
  invoiceId: string;
  payDate: string;
  province: Province;
  grossCents: number;
  provisional: boolean;
  edition: string;
  employee: EmployeeCents;
  employer: EmployerCents;
  /** The editions it was already corrected with, and the sums of those corrections. */
  correctedWith: string[];
  adjustedEmployee: EmployeeCents;
  adjustedEmployer: EmployerCents;
};

export type PayCorrection = {
  invoiceId: string;
  payDate: string;
  province: Province;
  pensionPlan: 'CPP' | 'QPP';
  edition: string;
  provisionalEdition: string;
  employee: EmployeeCents;
  employer: EmployerCents;
};

export type Recompute = (input: DeductionsInput) => Deductions;
/** The T4127 edition now in force for a pay date, or null while it is still provisional. */
export type EditionFor = (payDate: string) => string | null;

export const ZERO_EMPLOYEE: EmployeeCents = {
  cpp: 0,
  cpp2: 0,
  ei: 0,
  qpip: 0,
  federalTax: 0,
  provincialTax: 0,
};

function minus<T extends Record<string, number>>(a: T, b: T): T {
  const out = { ...a };
  // Object.keys answers string[], and TS cannot tell that a difference of T's numbers is one.
  for (const k of Object.keys(a) as (keyof T)[]) out[k] = (a[k] - b[k]) as T[keyof T];
  return out;
}

export function employeeTotal(e: EmployeeCents): number {
  return e.cpp + e.cpp2 + e.ei + e.qpip + e.federalTax + e.provincialTax;
}

export function isZero(e: EmployeeCents): boolean {
  return Object.values(e).every((v) => v === 0);
}

function advance(ytd: PayrollYtd, gross: number, e: EmployeeCents): PayrollYtd {
  return {
    pensionableCents: ytd.pensionableCents + gross,
    cppCents: ytd.cppCents + e.cpp,
    cpp2Cents: ytd.cpp2Cents + e.cpp2,
    insurableCents: ytd.insurableCents + gross,
    eiCents: ytd.eiCents + e.ei,
    qpipCents: ytd.qpipCents + e.qpip,
  };
}

const add = (a: EmployeeCents, b: EmployeeCents) => minus(a, minus(ZERO_EMPLOYEE, b));
const addEmployer = (a: EmployerCents, b: EmployerCents): EmployerCents => ({
  cpp: a.cpp + b.cpp,
  cpp2: a.cpp2 + b.cpp2,
  ei: a.ei + b.ei,
  qpip: a.qpip + b.qpip,
});

/**
 * The corrections of one pair's pays of one calendar year (`pays` in pay-date order): for each
 * provisional pay whose pay date now has its own edition and that was not corrected with it yet,
 * the recomputed deductions minus those withheld. Running it again over the same pays (with the
 * corrections written) answers nothing.
 */
export function correctPairYear(
  pays: StoredPay[],
  td1: Td1,
  editionFor: EditionFor,
  recompute: Recompute,
): PayCorrection[] {
  const out: PayCorrection[] = [];
  let ytd: PayrollYtd = EMPTY_YTD;
  const years = new Set(pays.map((p) => p.payDate.slice(0, 4)));
  if (years.size > 1) throw new RangeError('one calendar year at a time (the YTD restarts)');
  for (const pay of pays) {
    const edition = pay.provisional ? editionFor(pay.payDate) : null;
    if (!edition || pay.correctedWith.includes(edition)) {
      ytd = advance(ytd, pay.grossCents, add(pay.employee, pay.adjustedEmployee));
      continue;
    }
    const d = recompute({
      payDate: pay.payDate,
      province: pay.province,
      periodsPerYear: periodsPerYear(pay.payDate, PAY_WEEKDAY),
      grossCents: pay.grossCents,
      td1,
      ytd,
      workersCompRatePer100: null,
    });
    const now: EmployeeCents = {
      cpp: d.employee.cppCents,
      cpp2: d.employee.cpp2Cents,
      ei: d.employee.eiCents,
      qpip: d.employee.qpipCents,
      federalTax: d.employee.federalTaxCents,
      provincialTax: d.employee.provincialTaxCents,
    };
    const employerNow: EmployerCents = {
      cpp: d.employer.cppCents,
      cpp2: d.employer.cpp2Cents,
      ei: d.employer.eiCents,
      qpip: d.employer.qpipCents,
    };
    out.push({
      invoiceId: pay.invoiceId,
      payDate: pay.payDate,
      province: pay.province,
      pensionPlan: d.pensionPlan,
      edition,
      provisionalEdition: pay.edition,
      // Against what this pay has withheld so far, earlier corrections included.
      employee: minus(now, add(pay.employee, pay.adjustedEmployee)),
      employer: minus(employerNow, addEmployer(pay.employer, pay.adjustedEmployer)),
    });
    ytd = advance(ytd, pay.grossCents, now);
  }
  return out;
}
