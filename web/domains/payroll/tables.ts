// The T4127 tables, one JSON file per year and edition (tables/2026-01.json is the January 2026
// edition, tables/2026-07.json the July one). Static imports, so the files ship with the code in
// Deno and in the Vite bundle alike. Figures are kept as written in the CRA's tables and turned
// into exact fractions by rounding.ts when used; no rate lives in code.
//
// Adding a year: copy the latest file, fill in the new edition's Table 8.1 to 8.8 figures, set
// effectiveFrom/effectiveTo, import it below and add it to EDITIONS (ADR 026).
import jan2026 from './tables/2026-01.json' with { type: 'json' };
import jul2026 from './tables/2026-07.json' with { type: 'json' };
import type { Province } from './types.ts';
import { cmp, type Q, q } from './rounding.ts';

export type Bracket = { from: number; rate: number; constant: number };

export type PensionTable = {
  ympe: number;
  basicExemption: number;
  rate: number; // base + first additional
  baseRate: number;
  maxContribution: number;
  maxBaseContribution: number;
  yampe: number;
  secondRate: number;
  maxSecondContribution: number;
};

export type EiTable = {
  maxInsurable: number;
  rate: number;
  maxPremium: number;
  employerMultiple: number;
};

export type ProvinceTable = {
  brackets: Bracket[];
  basicAmount: number;
  supplementalCredit?: { threshold: number; rate: number }; // AB K5P
  taxReduction?: { amount: number; fullBelow?: number; phaseOutRate?: number; unverified?: string };
  surtax?: { over: number; rate: number }[]; // ON V1
  healthPremium?: { over: number; base: number; rate: number; max: number }[]; // ON V2
  canadaEmploymentAmount?: number; // YT K4P
};

export type PayrollTables = {
  edition: string;
  title: string;
  effectiveFrom: string;
  effectiveTo: string;
  sources: string[];
  cpp: PensionTable;
  qpp: PensionTable;
  ei: EiTable;
  eiQuebec: EiTable;
  qpip: {
    maxInsurable: number;
    employeeRate: number;
    employeeMax: number;
    employerRate: number;
    employerMax: number;
  };
  federal: {
    brackets: Bracket[];
    basicPersonalAmount: number;
    canadaEmploymentAmount: number;
    quebecAbatement: number;
  };
  provinces: Record<Exclude<Province, 'QC'>, ProvinceTable>;
  quebec: {
    guide: string;
    sources: string[];
    brackets: Bracket[];
    basicAmount: number;
    employmentDeduction: { rate: number; max: number };
  };
};

/** Every edition we carry, oldest first. The type annotation checks each file's shape. */
export const EDITIONS: readonly PayrollTables[] = [jan2026, jul2026];

/** The edition in force on a pay date (T4127: the pay date, not the period worked, decides). */
export function tablesFor(
  payDate: string,
  editions: readonly PayrollTables[] = EDITIONS,
): PayrollTables {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(payDate)) throw new RangeError(`bad pay date ${payDate}`);
  const found = editions.find((t) => t.effectiveFrom <= payDate && payDate <= t.effectiveTo);
  if (!found) {
    throw new RangeError(
      `no T4127 tables for pay date ${payDate} (have ${editions.map((t) => t.edition).join(', ')})`,
    );
  }
  return found;
}

/**
 * The tables for a pay: the edition in force, or, for a pay date after the newest edition we
 * carry (the CRA publishes next year's T4127 in the late fall), that newest edition, marked
 * provisional so the invoice says so, for the year right after it only. A caregiver's January pay
 * is not held back by a missing file; the ADR 026 checklist adds the new year's tables.
 */
export function tablesForPay(
  payDate: string,
  editions: readonly PayrollTables[] = EDITIONS,
): { tables: PayrollTables; provisional: boolean } {
  const newest = editions[editions.length - 1];
  const nextYear = String(Number(newest.effectiveTo.slice(0, 4)) + 1);
  // Only the year right after: a date further out is a mistake, not a late table.
  if (
    /^\d{4}-\d{2}-\d{2}$/.test(payDate) && payDate > newest.effectiveTo &&
    payDate.slice(0, 4) === nextYear
  ) {
    return { tables: newest, provisional: true };
  }
  return { tables: tablesFor(payDate, editions), provisional: false };
}

/** The bracket an annual income falls in: the last one whose lower bound it reaches. */
export function bracketFor(brackets: Bracket[], annualIncome: Q): Bracket {
  let chosen = brackets[0];
  for (const b of brackets) if (cmp(annualIncome, q(b.from)) >= 0) chosen = b;
  return chosen;
}
