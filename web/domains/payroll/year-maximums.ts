// The year's boxes of a T4 slip and a Relevé 1 (issue 23 points 3–4), summed from paid pay and
// capped by the same T4127 tables the invoices used, so a slip never re-derives a rate or a
// maximum. Pure, like the rest of the engine: amounts in integer cents.
//
// The caps are annual figures: every edition of a year carries the same YMPE, YAMPE and insurable
// maximums (T4127 changes them only in January), so the year's newest edition gives them.
import { EDITIONS, type PayrollTables } from './tables.ts';
import { q, roundCents, toCents } from './rounding.ts';
import type { Province } from './types.ts';

/** A year's maximum earnings, in cents. */
export type YearMaximums = {
  year: number;
  ympeCents: number;
  yampeCents: number;
  eiMaxInsurableCents: number;
  qpipMaxInsurableCents: number;
};

function tablesOfYear(year: number): PayrollTables {
  const ofYear = EDITIONS.filter((t) => t.effectiveFrom.slice(0, 4) === String(year));
  const newest = ofYear[ofYear.length - 1];
  if (!newest) {
    throw new RangeError(
      `no T4127 tables for ${year} (have ${EDITIONS.map((t) => t.edition).join(', ')})`,
    );
  }
  return newest;
}

const dollarsToCents = (dollars: number) => toCents(roundCents(q(dollars)));

const known = new Map<number, YearMaximums>();

export function yearMaximums(year: number): YearMaximums {
  const cached = known.get(year);
  if (cached) return cached;
  const t = tablesOfYear(year);
  const maximums = {
    year,
    ympeCents: dollarsToCents(t.cpp.ympe),
    yampeCents: dollarsToCents(t.cpp.yampe),
    eiMaxInsurableCents: dollarsToCents(t.ei.maxInsurable),
    qpipMaxInsurableCents: dollarsToCents(t.qpip.maxInsurable),
  };
  known.set(year, maximums);
  return maximums;
}

/** One paid pay (a row of public.payroll_lines), in cents. Corrections are rows too. */
export type PayLine = {
  province: Province;
  pensionPlan: 'CPP' | 'QPP';
  grossCents: number; // vacation pay included
  cppEmployeeCents: number; // QPP base + first additional in Quebec
  cpp2EmployeeCents: number; // QPP2 in Quebec
  eiEmployeeCents: number;
  qpipEmployeeCents: number;
  federalTaxCents: number;
  provincialTaxCents: number; // Quebec income tax in Quebec
};

/** A T4 slip's amounts (CRA guide RC4120). 0 means the box stays empty on the slip. */
export type T4Boxes = {
  box10: Province; // province of employment
  box14: number; // employment income, vacation pay included
  box16: number; // employee's CPP contributions (base + first additional)
  box16A: number; // employee's CPP2 contributions
  box17: number; // employee's QPP contributions
  box17A: number; // employee's QPP2 contributions
  box18: number; // employee's EI premiums
  box22: number; // income tax deducted (federal only in Quebec: Revenu Québec takes the rest)
  box24: number; // EI insurable earnings, up to the year's maximum
  box26: number; // CPP/QPP pensionable earnings, up to the YAMPE (see below)
  box55: number; // employee's PPIP (QPIP) premiums
  box56: number; // PPIP insurable earnings, up to the QPIP maximum
  box29: string | null; // employment code: none applies to a household employee (ADR 048)
};

const total = (lines: PayLine[], pick: (l: PayLine) => number) =>
  lines.reduce((sum, l) => sum + pick(l), 0);

const capped = (cents: number, max: number) => Math.max(0, Math.min(cents, max));

/**
 * The T4 boxes of one caregiver's pay from one employer in one province of employment, for a
 * year. `lines` must all be of that province (a caregiver who worked in two provinces gets one
 * slip per province).
 *
 * Box 26: since 2024 the CRA asks for pensionable earnings up to the YAMPE, not the YMPE, so that
 * CPP2 (box 16A) can be checked against them (RC4120, "Box 26"); CPP2 runs between the two.
 * Box 24 stays empty when no premium was deducted; box 56 exists only in Quebec.
 */
export function t4Boxes(year: number, province: Province, lines: PayLine[]): T4Boxes {
  const max = yearMaximums(year);
  for (const l of lines) {
    if (l.province !== province) {
      throw new RangeError(`a ${l.province} pay on a ${province} slip: one slip per province`);
    }
  }
  const quebec = province === 'QC';
  const gross = total(lines, (l) => l.grossCents);
  const pension = total(lines, (l) => l.cppEmployeeCents);
  const second = total(lines, (l) => l.cpp2EmployeeCents);
  const ei = total(lines, (l) => l.eiEmployeeCents);
  const qpip = total(lines, (l) => l.qpipEmployeeCents);
  const federal = total(lines, (l) => l.federalTaxCents);
  const provincial = total(lines, (l) => l.provincialTaxCents);
  return {
    box10: province,
    box14: Math.max(0, gross),
    box16: quebec ? 0 : pension,
    box16A: quebec ? 0 : second,
    box17: quebec ? pension : 0,
    box17A: quebec ? second : 0,
    box18: ei,
    box22: quebec ? federal : federal + provincial,
    box24: ei > 0 ? capped(gross, max.eiMaxInsurableCents) : 0,
    box26: pension > 0 ? capped(gross, max.yampeCents) : 0,
    box55: quebec ? qpip : 0,
    box56: quebec && qpip > 0 ? capped(gross, max.qpipMaxInsurableCents) : 0,
    box29: null,
  };
}

/** A Relevé 1's amounts (Revenu Québec guide RL-1.G) for a Quebec slip. */
export type Rl1Boxes = {
  A: number; // employment income
  B: number; // QPP contributions (base + first additional)
  BA: number; // additional QPP contributions (the second additional, QPP2)
  C: number; // EI premiums
  E: number; // Quebec income tax withheld
  G: number; // salary pensionable under the QPP
  H: number; // QPIP premiums
  I: number; // salary insurable under the QPIP
};

/** The RL-1 boxes: the T4's Quebec amounts plus the Quebec income tax the T4 leaves out. */
export function rl1Boxes(year: number, lines: PayLine[]): Rl1Boxes {
  const t4 = t4Boxes(year, 'QC', lines);
  return {
    A: t4.box14,
    B: t4.box17,
    BA: t4.box17A,
    C: t4.box18,
    E: total(lines, (l) => l.provincialTaxCents),
    G: t4.box26,
    H: t4.box55,
    I: t4.box56,
  };
}

/**
 * The employer's share of a year's pay, in cents. CPP goes on the T4 Summary (lines 27, 27A);
 * in Quebec the same columns hold QPP, which is Revenu Québec's (RLZ-1.S), so it is kept apart.
 */
export type EmployerLine = {
  pensionPlan: 'CPP' | 'QPP';
  cppEmployerCents: number | null;
  cpp2EmployerCents: number | null;
  eiEmployerCents: number | null;
  qpipEmployerCents: number | null;
};

export function employerShare(lines: EmployerLine[]) {
  const sum = (of: EmployerLine[], pick: (l: EmployerLine) => number | null) =>
    of.reduce((s, l) => s + (pick(l) ?? 0), 0);
  const cpp = lines.filter((l) => l.pensionPlan === 'CPP');
  const qpp = lines.filter((l) => l.pensionPlan === 'QPP');
  return {
    cppCents: sum(cpp, (l) => l.cppEmployerCents),
    cpp2Cents: sum(cpp, (l) => l.cpp2EmployerCents),
    qppCents: sum(qpp, (l) => l.cppEmployerCents),
    qpp2Cents: sum(qpp, (l) => l.cpp2EmployerCents),
    eiCents: sum(lines, (l) => l.eiEmployerCents),
    qpipCents: sum(lines, (l) => l.qpipEmployerCents),
  };
}
