// The tax-slips domain's browser-safe types (issue 23 points 3, 4 and 7; ADR 048): a T4 slip
// (with the RL-1 figures in Quebec) per family, caregiver and province of employment, and the
// family's T4 Summary, for a tax year. Amounts in integer cents, summed from paid pay by the
// payroll engine's box helpers.
import type { Province, Rl1Boxes, T4Boxes } from '../payroll/model.ts';

export type ReportType = 'O' | 'A';

/** How long issued slips and summaries are kept after their tax year (the retention rule). */
export const RETENTION_YEARS = 7;

/** Slips are final from 1 January of the next year; before that they are drafts. */
export const finalFrom = (year: number) => `${year + 1}-01-01`;
export const isFinalYear = (year: number, today: string) => today >= finalFrom(year);

/** The first tax year Tendwell pays (the payroll engine's oldest tables). */
export const FIRST_TAX_YEAR = 2026;

export type TaxSlip = {
  /** null for a draft (computed, not issued). */
  id: string | null;
  year: number;
  familyId: string;
  caregiverId: string;
  employerName: string;
  employeeFirstName: string;
  employeeLastName: string;
  province: Province;
  /** null for a draft. */
  reportType: ReportType | null;
  issuedAt: string | null;
  t4: T4Boxes;
  /** The Relevé 1 figures, Quebec only. */
  rl1: Rl1Boxes | null;
};

export type T4Summary = {
  year: number;
  familyId: string;
  employerName: string;
  reportType: ReportType | null;
  issuedAt: string | null;
  slipCount: number;
  box14: number; // employment income
  box16: number; // employees' CPP
  box16A: number; // employees' CPP2
  box18: number; // employees' EI
  box22: number; // income tax deducted
  box27: number; // employer's CPP
  box27A: number; // employer's CPP2
  box19: number; // employer's EI
  box80: number; // total deductions reported
  box82: number; // remittances made to the CRA
  /** box80 - box82: positive is a balance due (86), negative an overpayment (84). */
  differenceCents: number;
};

/** What My Pay shows for one tax year. */
export type TaxYearView = {
  year: number;
  role: 'family' | 'caregiver';
  draft: boolean;
  finalFrom: string;
  /** Payroll message keys naming figures not verified against an oracle (Quebec). */
  unverified: string[];
  slips: TaxSlip[];
  summary: T4Summary | null;
  /** Issued returns (original, then amendments), newest first: the XML of each is downloadable. */
  runs: { id: string; reportType: ReportType; issuedAt: string; slipCount: number }[];
  /** True when figures changed since the last issue (the family can issue amended slips). */
  changedSinceIssue: boolean;
  /** What the XML return still needs from the employer (employer domain keys), empty if ready. */
  missing: ('employerDetails' | 'payrollAccount')[];
};

export const slipKey = (s: { familyId: string; caregiverId: string; province: string }) =>
  `${s.familyId}/${s.caregiverId}/${s.province}`;

/** 'Doe, Jane' → file names are ASCII: T4-2026-ON-doe-jane.pdf. */
export function fileSlug(...parts: string[]): string {
  return parts.join('-').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'slip';
}
