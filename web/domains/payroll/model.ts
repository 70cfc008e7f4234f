// The payroll domain's public face: the pure Canadian payroll engine that the invoices, payments
// and my-pay domains build on (the money contract of issue 12). Nothing here touches the database
// or the server, so the same figures can be shown in the browser. Implementations live in the
// sibling files (one concern each); this file holds the types and re-exports the functions.

export type Province =
  | 'AB'
  | 'BC'
  | 'MB'
  | 'NB'
  | 'NL'
  | 'NS'
  | 'NT'
  | 'NU'
  | 'ON'
  | 'PE'
  | 'QC'
  | 'SK'
  | 'YT';

export const PROVINCES: readonly Province[] = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
];

/** TD1 totals in cents. null = the basic personal amount (claim code 1); 0 = claim code 0. */
export type Td1 = { federalClaimCents: number | null; provincialClaimCents: number | null };

/** With THIS employer (family), this calendar year, before this pay. */
export type PayrollYtd = {
  pensionableCents: number;
  cppCents: number;
  cpp2Cents: number;
  insurableCents: number;
  eiCents: number;
  qpipCents: number;
};

export const EMPTY_YTD: PayrollYtd = {
  pensionableCents: 0,
  cppCents: 0,
  cpp2Cents: 0,
  insurableCents: 0,
  eiCents: 0,
  qpipCents: 0,
};

export type DeductionsInput = {
  payDate: string; // YYYY-MM-DD: picks the T4127 edition
  province: Province;
  periodsPerYear: number; // P: 52 or 53 for Tendwell's weekly pay (26, 24, 12 also work)
  grossCents: number; // includes vacation pay
  td1: Td1;
  ytd: PayrollYtd;
  workersCompRatePer100: number | null; // employer account rate, null = not registered
};

export type Deductions = {
  edition: string; // e.g. 'T4127-2026-01' (+ ' / TP-1015.F-2026' in QC)
  pensionPlan: 'CPP' | 'QPP';
  employee: {
    cppCents: number;
    cpp2Cents: number;
    eiCents: number;
    qpipCents: number;
    federalTaxCents: number;
    provincialTaxCents: number;
    totalCents: number;
  };
  employer: {
    cppCents: number;
    cpp2Cents: number;
    eiCents: number;
    qpipCents: number;
    workersCompCents: number;
    totalCents: number;
  };
  netCents: number; // grossCents - employee.totalCents
  ytdAfter: PayrollYtd; // ytd + this pay, for the next period
  unverified: string[]; // payroll/messages.ts keys naming parts not verified against an oracle
};

export type DayMinutes = { date: string /* YYYY-MM-DD local */; minutes: number };

/** The overtime rule applied to a week; each is a key of payroll/messages.ts (en + fr). */
export type OvertimeRule =
  | 'spec-daily'
  | 'ON-weekly-44'
  | 'QC-weekly-40'
  | 'NS-weekly-48'
  | 'PE-weekly-48'
  | 'NB-weekly-44'
  | 'NL-weekly-40'
  | 'BC-daily-8-12-weekly-40'
  | 'MB-daily-8-weekly-40'
  | 'YT-daily-8-weekly-40'
  | 'NT-daily-8-weekly-40'
  | 'NU-daily-8-weekly-40'
  | 'AB-daily-8'
  | 'AB-weekly-44'
  | 'SK-daily-8'
  | 'SK-weekly-40';

export type OvertimeDay = {
  date: string;
  regularMinutes: number;
  ot1Minutes: number; // paid 1.5x the base rate
  ot2Minutes: number; // paid 2x the base rate
};

export type OvertimeSplit = {
  rule: OvertimeRule;
  days: OvertimeDay[];
  regularMinutes: number;
  ot1Minutes: number;
  ot2Minutes: number;
};

/** Spec 000 §9: the wage includes 4% vacation pay, so base = wage / 1.04. */
export const VACATION_RATE = 0.04;

export { splitOvertime } from './overtime.ts';
export { periodsPerYear } from './periods.ts';
export { computeDeductions } from './deductions.ts';

// Invoices and My Pay show `OvertimeSplit.rule` and `Deductions.unverified` by key. Another domain
// may import only this file (ADR 015), so the catalog is re-exported here:
// `translator(payrollMessages, locale)(split.rule)` or `text(payrollMessages, key)`.
export { type PayrollMessageKey, payrollMessages } from './messages.ts';
