// The payroll engine's types and constants (the money contract of issue 12). They live apart from
// model.ts because the engine's files use them and model.ts imports those files: keeping them here
// keeps the import graph free of cycles. Other domains import them through model.ts.
import { PROVINCE_CODES, type ProvinceCode } from '../../shared/address/provinces.ts';

/** The 13 provinces and territories, as everywhere else in the product (web/shared/address). */
export type Province = ProvinceCode;
export const PROVINCES: readonly Province[] = PROVINCE_CODES;

/** TD1 totals in cents. null = the basic personal amount (claim code 1); 0 = claim code 0. */
export type Td1 = { federalClaimCents: number | null; provincialClaimCents: number | null };

/**
 * With THIS employer (family), this calendar year, before this pay. Earnings are the plain sums of
 * gross pay (not capped at the YMPE or the insurable maximum: CPP2 and QPIP need them as they are);
 * contributions and premiums are what was deducted.
 */
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
