// Slips and the Summary from paid pay (pure): group a year's payroll lines by family, caregiver
// and province of employment, sum them with the payroll engine's box helpers, and decide what a
// year-end run issues: an original slip where none was issued, an amended one ('A') where the
// figures changed since, nothing where they did not (so a re-run is idempotent).
import {
  type EmployerLine,
  employerShare,
  type PayLine,
  type Province,
  rl1Boxes,
  type T4Boxes,
  t4Boxes,
} from '../payroll/model.ts';
import { slipKey, type T4Summary, type TaxSlip } from './model.ts';

/** A row of public.payroll_lines as the slips need it (employer columns null for a caregiver). */
export type YearLine = PayLine & EmployerLine & {
  familyId: string;
  caregiverId: string;
  payDate: string;
};

export type Names = {
  employerName: (familyId: string) => string;
  employee: (caregiverId: string) => { firstName: string; lastName: string };
};

/** Every slip of the year's lines (any mix of families), ordered by family, name, province. */
export function draftSlips(year: number, lines: YearLine[], names: Names): TaxSlip[] {
  const groups = new Map<string, YearLine[]>();
  for (const line of lines) {
    if (line.payDate.slice(0, 4) !== String(year)) continue; // a pay's year is its pay date's
    const key = slipKey(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const slips: TaxSlip[] = [];
  for (const group of groups.values()) {
    const { familyId, caregiverId, province } = group[0];
    const employee = names.employee(caregiverId);
    slips.push({
      id: null,
      year,
      familyId,
      caregiverId,
      employerName: names.employerName(familyId),
      employeeFirstName: employee.firstName,
      employeeLastName: employee.lastName,
      province,
      reportType: null,
      issuedAt: null,
      t4: t4Boxes(year, province, group),
      rl1: province === 'QC' ? rl1Boxes(year, group) : null,
    });
  }
  return slips.sort((a, b) =>
    a.familyId.localeCompare(b.familyId) ||
    a.employeeLastName.localeCompare(b.employeeLastName) ||
    a.employeeFirstName.localeCompare(b.employeeFirstName) ||
    a.caregiverId.localeCompare(b.caregiverId) ||
    a.province.localeCompare(b.province)
  );
}

const AMOUNT_BOXES = [
  'box14',
  'box16',
  'box16A',
  'box17',
  'box17A',
  'box18',
  'box22',
  'box24',
  'box26',
  'box55',
  'box56',
] as const satisfies readonly (keyof T4Boxes)[];

/** Same figures on both slips (the T4 boxes and, in Quebec, RL-1 box E)? */
export function sameFigures(a: TaxSlip, b: TaxSlip): boolean {
  return AMOUNT_BOXES.every((box) => a.t4[box] === b.t4[box]) && a.t4.box29 === b.t4.box29 &&
    (a.rl1?.E ?? 0) === (b.rl1?.E ?? 0);
}

export type IssuePlan = {
  original: TaxSlip[];
  amended: TaxSlip[];
  unchanged: number;
};

/**
 * What a run issues, given the slips computed now and the latest issued slip of each key.
 * A key issued before and now without pay (every line corrected away) is amended to zeros.
 */
export function planIssue(computed: TaxSlip[], latestIssued: TaxSlip[]): IssuePlan {
  const issued = new Map(latestIssued.map((s) => [slipKey(s), s]));
  const plan: IssuePlan = { original: [], amended: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const slip of computed) {
    const key = slipKey(slip);
    seen.add(key);
    const before = issued.get(key);
    if (!before) plan.original.push({ ...slip, reportType: 'O' });
    else if (sameFigures(before, slip)) plan.unchanged++;
    else plan.amended.push({ ...slip, reportType: 'A' });
  }
  for (const [key, before] of issued) {
    if (seen.has(key)) continue;
    const zero = zeroBoxes(before.province);
    const emptied: TaxSlip = { ...before, id: null, reportType: 'A', issuedAt: null, t4: zero };
    emptied.rl1 = before.province === 'QC'
      ? { A: 0, B: 0, BA: 0, C: 0, E: 0, G: 0, H: 0, I: 0 }
      : null;
    if (sameFigures(before, emptied)) plan.unchanged++;
    else plan.amended.push(emptied);
  }
  return plan;
}

function zeroBoxes(province: Province): T4Boxes {
  return {
    box10: province,
    box14: 0,
    box16: 0,
    box16A: 0,
    box17: 0,
    box17A: 0,
    box18: 0,
    box22: 0,
    box24: 0,
    box26: 0,
    box55: 0,
    box56: 0,
    box29: null,
  };
}

/**
 * The T4 Summary of one family's slips: the slips' totals (QPP and PPIP are Revenu Québec's and
 * are not on it), the employer's CPP, CPP2 and EI from the same lines, and the remittances made.
 */
export function summarize(
  year: number,
  familyId: string,
  employerName: string,
  slips: TaxSlip[],
  lines: EmployerLine[],
  remittedCents: number,
): T4Summary {
  const sum = (pick: (b: T4Boxes) => number) => slips.reduce((s, slip) => s + pick(slip.t4), 0);
  const employer = employerShare(lines);
  const box16 = sum((b) => b.box16);
  const box16A = sum((b) => b.box16A);
  const box18 = sum((b) => b.box18);
  const box22 = sum((b) => b.box22);
  const box80 = box16 + box16A + employer.cppCents + employer.cpp2Cents + box18 +
    employer.eiCents + box22;
  return {
    year,
    familyId,
    employerName,
    reportType: null,
    issuedAt: null,
    slipCount: slips.length,
    box14: sum((b) => b.box14),
    box16,
    box16A,
    box18,
    box22,
    box27: employer.cppCents,
    box27A: employer.cpp2Cents,
    box19: employer.eiCents,
    box80,
    box82: remittedCents,
    differenceCents: box80 - remittedCents,
  };
}
