import assert from 'node:assert/strict';
import {
  computeDeductions,
  type DeductionsInput,
  EMPTY_YTD,
  type PayrollYtd,
  type Province,
} from './model.ts';
import { payrollMessages } from './messages.ts';
import { div, fromCents, mul, q, roundCents, toCents, truncCents } from './rounding.ts';
import { EDITIONS, tablesFor } from './tables.ts';

const basic = { federalClaimCents: null, provincialClaimCents: null };

function input(over: Partial<DeductionsInput>): DeductionsInput {
  return {
    payDate: '2026-03-13',
    province: 'ON',
    periodsPerYear: 52,
    grossCents: 100_000,
    td1: basic,
    ytd: EMPTY_YTD,
    workersCompRatePer100: 1.23,
    ...over,
  };
}

Deno.test('payroll rounding: exact half-up where binary floats drift', () => {
  // 1.005 is 1.00499999999999989... as a float, so Math.round(1.005 * 100) / 100 gives 1.00
  assert.equal(Math.round(1.005 * 100), 100);
  assert.equal(toCents(roundCents(q('1.005'))), 101);
  assert.equal(toCents(roundCents(q('0.125'))), 13);
  assert.equal(toCents(roundCents(q('-0.125'))), -13);
  // 0.0595 x 688 - 4.0045 in floats is not the decimal result
  assert.equal(toCents(roundCents(mul(q(0.0595), fromCents(68_800)))), 4094);
  // the CPP exemption per week is truncated, never rounded: 3,500 / 53 = 66.0377...
  assert.equal(toCents(truncCents(div(q(3500), q(53)))), 6603);
  assert.equal(toCents(roundCents(div(q(3500), q(53)))), 6604);
  assert.throws(() => toCents(q('0.001')));
});

Deno.test('payroll: the invoice figures add up, all integer cents', () => {
  for (const province of ['ON', 'BC', 'AB', 'QC', 'NL', 'YT'] as Province[]) {
    for (const grossCents of [0, 1, 9_999, 68_800, 123_456, 250_000, 1_000_000]) {
      const d = computeDeductions(input({ province, grossCents }));
      const e = d.employee;
      const sum = e.cppCents + e.cpp2Cents + e.eiCents + e.qpipCents + e.federalTaxCents +
        e.provincialTaxCents;
      assert.equal(e.totalCents, sum);
      assert.equal(d.netCents, grossCents - sum);
      const r = d.employer;
      assert.equal(
        r.totalCents,
        r.cppCents + r.cpp2Cents + r.eiCents + r.qpipCents + r.workersCompCents,
      );
      for (const v of [...Object.values(e), ...Object.values(r), d.netCents]) {
        assert.ok(Number.isSafeInteger(v) && v >= 0, `${province} ${grossCents}: ${v}`);
      }
    }
  }
});

Deno.test('payroll: employer CPP matches, EI is 1.4x the premium deducted, WCB at the account rate', () => {
  // CRA's manual method: 832.00 x 1.63% = 13.56; x 1.4 = 18.984 -> 18.98 (2.282% of gross: 18.99)
  const d = computeDeductions(input({ grossCents: 83_200, workersCompRatePer100: 1.23 }));
  assert.equal(d.employee.eiCents, 1356);
  assert.equal(d.employer.eiCents, 1898);
  assert.equal(d.employer.cppCents, d.employee.cppCents);
  assert.equal(d.employer.cpp2Cents, d.employee.cpp2Cents);
  // 832.00 x 1.23 / 100 = 10.2336 -> 10.23
  assert.equal(d.employer.workersCompCents, 1023);
  assert.deepEqual(d.unverified, []);
  // 1,000.50 x 1.23 / 100 = 12.30615 -> 12.31 (half-up)
  assert.equal(
    computeDeductions(input({ grossCents: 100_050 })).employer.workersCompCents,
    1231,
  );
  const none = computeDeductions(input({ workersCompRatePer100: null }));
  assert.equal(none.employer.workersCompCents, 0);
  assert.deepEqual(none.unverified, ['workersCompNotRegistered']);
});

Deno.test('payroll: a caregiver crossing the CPP, CPP2 and EI maximums stops exactly at them', () => {
  // $1,800 a week all year in Ontario: 93,600 pensionable, above the YAMPE (85,000)
  let ytd: PayrollYtd = EMPTY_YTD;
  const weeks: { cpp: number; cpp2: number; ei: number }[] = [];
  for (let week = 0; week < 52; week++) {
    const day = new Date(Date.UTC(2026, 0, 2 + 7 * week)).toISOString().slice(0, 10);
    const d = computeDeductions(input({ payDate: day, grossCents: 180_000, ytd }));
    weeks.push({ cpp: d.employee.cppCents, cpp2: d.employee.cpp2Cents, ei: d.employee.eiCents });
    assert.equal(d.employer.cppCents, d.employee.cppCents);
    ytd = d.ytdAfter;
  }
  assert.equal(ytd.cppCents, 4_230_45);
  assert.equal(ytd.cpp2Cents, 416_00);
  assert.equal(ytd.eiCents, 1_123_07);
  assert.equal(ytd.pensionableCents, 52 * 180_000);
  // EI reached its maximum at 68,900 insurable: week 39 is partial, then nothing
  assert.equal(weeks[37].ei, 2934);
  assert.ok(weeks[38].ei > 0 && weeks[38].ei < 2934);
  assert.deepEqual(weeks.slice(39).map((w) => w.ei), Array(13).fill(0));
  // CPP2 starts only once year-to-date earnings pass the YMPE (74,600 / 1,800 = week 42)
  assert.deepEqual(weeks.slice(0, 41).map((w) => w.cpp2), Array(41).fill(0));
  assert.ok(weeks[41].cpp2 > 0);
  assert.equal(weeks[51].cpp, 0);
});

Deno.test('payroll: P = 53 (Thursday pay in 2026) changes the CPP exemption to 66.03', () => {
  const p52 = computeDeductions(input({ grossCents: 68_800, periodsPerYear: 52 }));
  const p53 = computeDeductions(input({ grossCents: 68_800, periodsPerYear: 53 }));
  // 0.0595 x (688.00 - 67.30) = 36.93; 0.0595 x (688.00 - 66.03) = 37.007 -> 37.01
  assert.equal(p52.employee.cppCents, 3693);
  assert.equal(p53.employee.cppCents, 3701);
  // tax is annualised over 53 weeks, so it differs too
  assert.notEqual(p53.employee.federalTaxCents, p52.employee.federalTaxCents);
});

Deno.test('payroll: the T4127 edition is picked by pay date; July changes only BC, NL and PE', () => {
  assert.equal(tablesFor('2026-06-30').edition, 'T4127-2026-01');
  assert.equal(tablesFor('2026-07-01').edition, 'T4127-2026-07');
  assert.throws(() => tablesFor('2025-12-31'), /no T4127 tables/);
  assert.throws(() => tablesFor('2027-01-01'), /no T4127 tables/);
  assert.deepEqual(EDITIONS.map((t) => t.edition), ['T4127-2026-01', 'T4127-2026-07']);

  const at = (payDate: string, province: Province, grossCents = 90_000) =>
    computeDeductions(input({ payDate, province, grossCents }));
  for (const p of ['ON', 'AB', 'MB', 'NB', 'NS', 'NT', 'NU', 'SK', 'YT', 'QC'] as Province[]) {
    const [june, july] = [at('2026-06-30', p), at('2026-07-01', p)];
    assert.deepEqual(july.employee, june.employee, p);
  }
  const [bcJune, bcJuly] = [at('2026-06-30', 'BC'), at('2026-07-01', 'BC')];
  assert.equal(bcJune.edition, 'T4127-2026-01');
  assert.equal(bcJuly.edition, 'T4127-2026-07');
  assert.equal(bcJuly.employee.federalTaxCents, bcJune.employee.federalTaxCents);
  assert.ok(bcJuly.employee.provincialTaxCents > bcJune.employee.provincialTaxCents);
  // NL: claim code 1 rises from 11,188 to 15,000 -> less tax from July
  assert.ok(
    at('2026-07-01', 'NL').employee.provincialTaxCents <
      at('2026-06-30', 'NL').employee.provincialTaxCents,
  );
  // PE: only incomes above $200,000 (a 21% sixth bracket) change
  assert.deepEqual(at('2026-07-01', 'PE').employee, at('2026-06-30', 'PE').employee);
  assert.ok(
    at('2026-07-01', 'PE', 500_000).employee.provincialTaxCents >
      at('2026-06-30', 'PE', 500_000).employee.provincialTaxCents,
  );
});

Deno.test('payroll: BC July tax reduction is flagged unverified while it applies', () => {
  // $500 a week = 26,000 a year: inside the reduction's range
  const low = computeDeductions(
    input({ payDate: '2026-07-10', province: 'BC', grossCents: 50_000 }),
  );
  assert.deepEqual(low.unverified, ['unverifiedBcJulyReduction']);
  const jan = computeDeductions(
    input({ payDate: '2026-01-09', province: 'BC', grossCents: 50_000 }),
  );
  assert.deepEqual(jan.unverified, []);
  const high = computeDeductions(
    input({ payDate: '2026-07-10', province: 'BC', grossCents: 200_000 }),
  );
  assert.deepEqual(high.unverified, []);
});

Deno.test('payroll: TD1 claims (null = basic amount; 0 = claim code 0; higher = less tax)', () => {
  const basicTd1 = computeDeductions(input({}));
  const explicit = computeDeductions(input({
    td1: { federalClaimCents: 16_452_00, provincialClaimCents: 12_989_00 },
  }));
  assert.deepEqual(explicit.employee, basicTd1.employee);
  const zero = computeDeductions(input({ td1: { federalClaimCents: 0, provincialClaimCents: 0 } }));
  // claim code 0: K1 = 0.14 x 16,452 = 2,303.28 a year more, 44.2938 a week; each figure is
  // rounded on its own, so the difference is 44.29 or 44.30
  const more = zero.employee.federalTaxCents - basicTd1.employee.federalTaxCents;
  assert.ok(more === 4429 || more === 4430, String(more));
  // claim above income (code E) in Ontario: no income tax, the health premium is still withheld
  const e = computeDeductions(input({
    grossCents: 120_000,
    td1: { federalClaimCents: 1e10, provincialClaimCents: 1e10 },
  }));
  assert.equal(e.employee.federalTaxCents, 0);
  // A = 52 x (1,200 - F5) = 61,6xx: OHP = min(600, 450 + 25% x (A - 48,000)) = 600 / 52 = 11.54
  assert.equal(e.employee.provincialTaxCents, 1154);
});

Deno.test('payroll: Quebec uses QPP, QPIP, the Quebec EI rate, the abatement and the estimated TP-1015 tax', () => {
  const d = computeDeductions(input({ province: 'QC', grossCents: 100_000 }));
  assert.equal(d.pensionPlan, 'QPP');
  assert.equal(d.edition, 'T4127-2026-01 / TP-1015.F-2026');
  assert.deepEqual(d.unverified, ['unverifiedQuebecFederal', 'unverifiedQuebecTax']);
  // QPP: 6.30% x (1,000 - 67.30) = 58.7601 -> 58.76; QPIP 0.43% -> 4.30 (employer 0.602% -> 6.02);
  // EI at Quebec's 1.30% -> 13.00 (employer x 1.4 -> 18.20)
  assert.deepEqual(
    [d.employee.cppCents, d.employee.qpipCents, d.employee.eiCents],
    [5876, 430, 1300],
  );
  assert.deepEqual([d.employer.qpipCents, d.employer.eiCents], [602, 1820]);
  // Federal (T4127 with K2Q and the 16.5% abatement):
  //   F5Q = 58.76 x 0.01/0.063 = 9.33; A = 52 x (1,000 - 9.33) = 51,514.84
  //   T3 = 7,212.08 - K1 2,303.28 - K2Q (359.87 + 94.64 + 31.30) - K4 210.14 = 4,212.85
  //   T1 = 4,212.85 - 695.12 = 3,517.73; / 52 = 67.65
  assert.equal(d.employee.federalTaxCents, 6765);
  // Quebec (TP-1015.F structure, 2026 rates; unverified):
  //   I = 51,514.84 - employment deduction min(1,450, 6% x 52,000) = 50,064.84
  //   Y = 14% x I = 7,009.08 - 14% x 18,952 (2,653.28) = 4,355.80; / 52 = 83.765 -> 83.77
  assert.equal(d.employee.provincialTaxCents, 8377);
  assert.equal(d.ytdAfter.qpipCents, 430);
});

Deno.test('payroll: every unverified key has catalog text; bad input is refused', () => {
  const keys = new Set<string>();
  for (const province of ['QC', 'BC', 'ON'] as Province[]) {
    for (const rate of [null, 1]) {
      const d = computeDeductions(input({
        province,
        payDate: '2026-07-10',
        grossCents: 50_000,
        workersCompRatePer100: rate,
      }));
      d.unverified.forEach((k) => keys.add(k));
    }
  }
  assert.equal(keys.size, 4);
  for (const k of keys) assert.ok(Object.hasOwn(payrollMessages.en, k), k);
  assert.throws(() => computeDeductions(input({ grossCents: -1 })));
  assert.throws(() => computeDeductions(input({ grossCents: 1.5 })));
  assert.throws(() => computeDeductions(input({ periodsPerYear: 0 })));
  assert.throws(() => computeDeductions(input({ province: 'XX' as Province })));
  assert.throws(() => computeDeductions(input({ payDate: '2025-12-31' })));
  assert.throws(() => computeDeductions(input({ ytd: { ...EMPTY_YTD, cppCents: -5 } })));
});

Deno.test('payroll: a pay date past the newest edition uses it, flagged provisional on the invoice', () => {
  const base = {
    province: 'ON' as Province,
    periodsPerYear: 52,
    grossCents: 90_000,
    td1: { federalClaimCents: null, provincialClaimCents: null },
    ytd: EMPTY_YTD,
    workersCompRatePer100: 1.23,
  };
  const december = computeDeductions({ ...base, payDate: '2026-12-29' });
  const january = computeDeductions({ ...base, payDate: '2027-01-05' });
  assert.equal(january.edition, december.edition);
  assert.deepEqual(january.employee, december.employee);
  assert.ok(january.unverified.includes('provisionalEdition'));
  assert.ok(!december.unverified.includes('provisionalEdition'));
  // Before the oldest edition there is nothing to fall back on.
  assert.throws(() => computeDeductions({ ...base, payDate: '2025-12-30' }), /no T4127 tables/);
  // Only the year right after the newest edition: later is a mistake, not a late table.
  assert.throws(() => computeDeductions({ ...base, payDate: '2028-01-04' }), /no T4127 tables/);
});
