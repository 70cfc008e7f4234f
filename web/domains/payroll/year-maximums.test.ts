import assert from 'node:assert/strict';
import {
  computeDeductions,
  EMPTY_YTD,
  type PayrollYtd,
  periodsPerYear,
  type Province,
} from './model.ts';
import { employerShare, type PayLine, rl1Boxes, t4Boxes, yearMaximums } from './year-maximums.ts';

/** A year of weekly Tuesday pays through the engine, as the invoices compute them. */
function yearOfPay(province: Province, weeklyCents: number, weeks = 52) {
  let ytd: PayrollYtd = EMPTY_YTD;
  const lines: (PayLine & {
    cppEmployerCents: number;
    cpp2EmployerCents: number;
    eiEmployerCents: number;
    qpipEmployerCents: number;
  })[] = [];
  const first = Date.UTC(2026, 0, 6); // the first Tuesday of 2026
  for (let week = 0; week < weeks; week++) {
    const payDate = new Date(first + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const d = computeDeductions({
      payDate,
      province,
      periodsPerYear: periodsPerYear(payDate, 2),
      grossCents: weeklyCents,
      td1: { federalClaimCents: null, provincialClaimCents: null },
      ytd,
      workersCompRatePer100: null,
    });
    ytd = d.ytdAfter;
    lines.push({
      province,
      pensionPlan: d.pensionPlan,
      grossCents: weeklyCents,
      cppEmployeeCents: d.employee.cppCents,
      cpp2EmployeeCents: d.employee.cpp2Cents,
      eiEmployeeCents: d.employee.eiCents,
      qpipEmployeeCents: d.employee.qpipCents,
      federalTaxCents: d.employee.federalTaxCents,
      provincialTaxCents: d.employee.provincialTaxCents,
      cppEmployerCents: d.employer.cppCents,
      cpp2EmployerCents: d.employer.cpp2Cents,
      eiEmployerCents: d.employer.eiCents,
      qpipEmployerCents: d.employer.qpipCents,
    });
  }
  return lines;
}

const sum = (lines: PayLine[], pick: (l: PayLine) => number) =>
  lines.reduce((s, l) => s + pick(l), 0);

Deno.test('year maximums: the 2026 figures of T4127 in cents; no tables, no guess', () => {
  assert.deepEqual(yearMaximums(2026), {
    year: 2026,
    ympeCents: 7_460_000,
    yampeCents: 8_500_000,
    eiMaxInsurableCents: 6_890_000,
    qpipMaxInsurableCents: 10_300_000,
  });
  assert.throws(() => yearMaximums(2025), RangeError);
});

Deno.test('T4 Ontario, maximums reached mid-year: 16, 16A, 18 stop at the maximums, 24 and 26 capped', () => {
  const lines = yearOfPay('ON', 200_000); // $2,000 a week: $104,000 in the year
  const boxes = t4Boxes(2026, 'ON', lines);
  assert.equal(boxes.box10, 'ON');
  assert.equal(boxes.box14, 10_400_000);
  assert.equal(boxes.box16, 423_045); // $4,230.45, the 2026 maximum
  assert.equal(boxes.box16A, 41_600); // $416.00
  assert.equal(boxes.box17, 0);
  assert.equal(boxes.box17A, 0);
  assert.equal(boxes.box18, 112_307); // $1,123.07
  assert.equal(boxes.box24, 6_890_000); // capped at the maximum insurable earnings
  assert.equal(boxes.box26, 8_500_000); // capped at the YAMPE
  assert.equal(boxes.box22, sum(lines, (l) => l.federalTaxCents + l.provincialTaxCents));
  assert.ok(boxes.box22 > 0);
  assert.equal(boxes.box55, 0);
  assert.equal(boxes.box56, 0);
  assert.equal(boxes.box29, null);
  // The maximums were reached before the last pay, not by it: the last weeks deduct nothing.
  assert.equal(lines[51].cppEmployeeCents + lines[51].eiEmployeeCents, 0);
  assert.ok(lines[20].cppEmployeeCents > 0);
});

Deno.test('T4 Ontario below the maximums: 24 and 26 are the earnings themselves', () => {
  const lines = yearOfPay('ON', 60_000, 20); // $12,000
  const boxes = t4Boxes(2026, 'ON', lines);
  assert.equal(boxes.box14, 1_200_000);
  assert.equal(boxes.box24, 1_200_000);
  assert.equal(boxes.box26, 1_200_000);
  assert.equal(boxes.box16, sum(lines, (l) => l.cppEmployeeCents));
  assert.equal(boxes.box18, sum(lines, (l) => l.eiEmployeeCents));
});

Deno.test('T4 Quebec, maximums reached: QPP in 17/17A, PPIP in 55/56, box 22 federal tax only', () => {
  const lines = yearOfPay('QC', 200_000);
  const boxes = t4Boxes(2026, 'QC', lines);
  assert.equal(boxes.box16, 0);
  assert.equal(boxes.box16A, 0);
  assert.equal(boxes.box17, 447_930); // $4,479.30, the QPP maximum
  assert.equal(boxes.box17A, 41_600);
  assert.equal(boxes.box18, 89_570); // $895.70 at Quebec's reduced rate
  assert.equal(boxes.box55, 44_290); // $442.90
  assert.equal(boxes.box56, 10_300_000); // capped at the QPIP maximum ($104,000 earned)
  assert.equal(boxes.box24, 6_890_000);
  assert.equal(boxes.box26, 8_500_000);
  assert.equal(boxes.box22, sum(lines, (l) => l.federalTaxCents));
  const rl1 = rl1Boxes(2026, lines);
  assert.deepEqual(rl1, {
    A: 10_400_000,
    B: 447_930,
    BA: 41_600,
    C: 89_570,
    E: sum(lines, (l) => l.provincialTaxCents),
    G: 8_500_000,
    H: 44_290,
    I: 10_300_000,
  });
  assert.ok(rl1.E > 0);
});

Deno.test('T4 Quebec below the QPIP maximum: box 56 and RL-1 I are the earnings', () => {
  const lines = yearOfPay('QC', 100_000, 30); // $30,000
  assert.equal(t4Boxes(2026, 'QC', lines).box56, 3_000_000);
  assert.equal(rl1Boxes(2026, lines).I, 3_000_000);
});

Deno.test('one slip per province: a pay of another province is refused', () => {
  const lines = [...yearOfPay('ON', 50_000, 2), ...yearOfPay('QC', 50_000, 2)];
  assert.throws(() => t4Boxes(2026, 'ON', lines), RangeError);
});

Deno.test('corrections are rows too: a negative adjustment lowers the sums', () => {
  const lines = yearOfPay('ON', 60_000, 3);
  const correction: PayLine = {
    ...lines[0],
    grossCents: -10_000,
    cppEmployeeCents: -595,
    cpp2EmployeeCents: 0,
    eiEmployeeCents: -163,
    federalTaxCents: -1_400,
    provincialTaxCents: -505,
  };
  const boxes = t4Boxes(2026, 'ON', [...lines, correction]);
  assert.equal(boxes.box14, 170_000);
  assert.equal(boxes.box16, sum(lines, (l) => l.cppEmployeeCents) - 595);
});

Deno.test('employer share: CPP for the T4 Summary, QPP kept apart for Revenu Québec', () => {
  const on = yearOfPay('ON', 200_000);
  const qc = yearOfPay('QC', 200_000);
  const share = employerShare([...on, ...qc]);
  assert.equal(share.cppCents, 423_045);
  assert.equal(share.cpp2Cents, 41_600);
  assert.equal(share.qppCents, 447_930);
  assert.equal(share.qpp2Cents, 41_600);
  assert.equal(share.eiCents, sum([...on, ...qc], (l) => (l as typeof on[0]).eiEmployerCents));
  assert.ok(share.qpipCents > 0);
});
