import assert from 'node:assert/strict';
import {
  computeDeductions,
  type Deductions,
  type DeductionsInput,
  EDITIONS,
  EMPTY_YTD,
  type PayrollTables,
} from '../payroll/model.ts';
import { correctPairYear, type StoredPay, ZERO_EMPLOYEE } from './correction.ts';

const BASIC = { federalClaimCents: null, provincialClaimCents: null };

/** A pay as generation stored it with the provisional edition (the real engine, 2026-07). */
function provisional(invoiceId: string, payDate: string, grossCents: number, ytd = EMPTY_YTD) {
  const d = computeDeductions({
    payDate,
    province: 'ON',
    periodsPerYear: 52,
    grossCents,
    td1: BASIC,
    ytd,
    workersCompRatePer100: null,
  });
  assert.ok(d.unverified.includes('provisionalEdition'));
  const pay: StoredPay = {
    invoiceId,
    payDate,
    province: 'ON',
    grossCents,
    provisional: true,
    edition: d.edition,
    employee: {
      cpp: d.employee.cppCents,
      cpp2: d.employee.cpp2Cents,
      ei: d.employee.eiCents,
      qpip: d.employee.qpipCents,
      federalTax: d.employee.federalTaxCents,
      provincialTax: d.employee.provincialTaxCents,
    },
    employer: {
      cpp: d.employer.cppCents,
      cpp2: d.employer.cpp2Cents,
      ei: d.employer.eiCents,
      qpip: d.employer.qpipCents,
    },
    correctedWith: [],
    adjustedEmployee: ZERO_EMPLOYEE,
    adjustedEmployer: { cpp: 0, cpp2: 0, ei: 0, qpip: 0 },
  };
  return { pay, ytdAfter: d.ytdAfter };
}

const fake: PayrollTables = {
  ...structuredClone(EDITIONS.find((e) => e.edition === 'T4127-2026-07')!),
  edition: 'T4127-2027-01-TEST',
  effectiveFrom: '2027-01-01',
  effectiveTo: '2027-12-31',
};
fake.ei = { ...fake.ei, rate: 0.0164, maxPremium: 1077.48 };
const editions = [...EDITIONS, fake];
const editionFor = (d: string) => (d >= '2027-01-01' ? fake.edition : null);
const recompute = (input: DeductionsInput) => computeDeductions(input, {}, editions);

Deno.test('each provisional pay: the difference per deduction, the employer side too', () => {
  const a = provisional('a', '2027-01-12', 100000);
  const out = correctPairYear([a.pay], BASIC, editionFor, recompute);
  assert.equal(out.length, 1);
  // EI 1.64% vs 1.63% of $1,000.00: 16.40 - 16.30; employer 1.4x: 22.96 - 22.82. The larger
  // EI credit (K2 = 15% of the annual EI premium) lowers each income tax by a cent.
  assert.deepEqual(out[0].employee, {
    ...ZERO_EMPLOYEE,
    ei: 10,
    federalTax: -1,
    provincialTax: -1,
  });
  assert.deepEqual(out[0].employer, { cpp: 0, cpp2: 0, ei: 14, qpip: 0 });
  assert.equal(out[0].edition, 'T4127-2027-01-TEST');
  assert.equal(out[0].provisionalEdition, 'T4127-2026-07');
});

Deno.test('the year is replayed from zero: each pay starts from the corrected YTD of the pays before', () => {
  const first = provisional('a', '2027-01-12', 100000);
  const second = provisional('b', '2027-01-19', 100000, first.ytdAfter);
  const seen: DeductionsInput[] = [];
  correctPairYear([first.pay, second.pay], BASIC, editionFor, (input) => {
    seen.push(input);
    return recompute(input);
  });
  assert.deepEqual(seen[0].ytd, EMPTY_YTD);
  assert.equal(seen[1].ytd.eiCents, 1640, 'the corrected EI of the first pay');
  assert.equal(seen[1].ytd.pensionableCents, 100000);
  assert.equal(seen[0].periodsPerYear, 52);
});

Deno.test('nothing twice, nothing while the edition is missing, one year at a time', () => {
  const first = provisional('a', '2027-01-12', 100000);
  const done: StoredPay = {
    ...first.pay,
    correctedWith: ['T4127-2027-01-TEST'],
    adjustedEmployee: { ...ZERO_EMPLOYEE, ei: 10 },
  };
  const second = provisional('b', '2027-01-19', 100000, first.ytdAfter);
  const seen: DeductionsInput[] = [];
  const out = correctPairYear([done, second.pay], BASIC, editionFor, (input) => {
    seen.push(input);
    return recompute(input);
  });
  assert.deepEqual(out.map((c) => c.invoiceId), ['b']);
  // The corrected pay counts with its correction.
  assert.equal(seen[0].ytd.eiCents, 1640);
  assert.deepEqual(correctPairYear([first.pay], BASIC, () => null, recompute), []);
  const dec = { ...first.pay, payDate: '2026-12-29', provisional: false };
  assert.throws(() => correctPairYear([dec, first.pay], BASIC, editionFor, recompute), RangeError);
});

Deno.test('a deduction the new edition does not change corrects by zero; earlier corrections count', () => {
  const same = (input: DeductionsInput): Deductions => recompute(input);
  const a = provisional('a', '2027-01-12', 100000);
  // Withheld already at the new rate (e.g. by an earlier correction with another edition).
  const adjusted: StoredPay = {
    ...a.pay,
    correctedWith: ['T4127-2027-01-EARLIER'],
    adjustedEmployee: { ...ZERO_EMPLOYEE, ei: 10, federalTax: -1, provincialTax: -1 },
    adjustedEmployer: { cpp: 0, cpp2: 0, ei: 14, qpip: 0 },
  };
  const out = correctPairYear([adjusted], BASIC, editionFor, same);
  assert.deepEqual(out[0].employee, ZERO_EMPLOYEE);
  assert.deepEqual(out[0].employer, { cpp: 0, cpp2: 0, ei: 0, qpip: 0 });
});
