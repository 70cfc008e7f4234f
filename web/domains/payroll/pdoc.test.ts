// Every public PDOC result named in payroll-2026.md §6.1, to the cent. The fixture files hold only
// facts (PDOC inputs and outputs) and name where they come from.
import assert from 'node:assert/strict';
import beanflow from './fixtures/pdoc-beanflow-2026-jan.json' with { type: 'json' };
import coop from './fixtures/pdoc-coop-ontario-2026.json' with { type: 'json' };
import { computeDeductions, EMPTY_YTD, type PayrollYtd, type Province } from './model.ts';

type Fixture = {
  id: string;
  province: string;
  payDate: string;
  periodsPerYear: number;
  grossCents: number;
  td1: { federalClaimCents: number; provincialClaimCents: number } | null;
  claimCodeE?: boolean;
  ytd: PayrollYtd;
  rrspCents?: number;
  unionDuesCents?: number;
  expected: {
    cppCents: number;
    cpp2Cents: number;
    eiCents: number;
    federalTaxCents: number;
    provincialTaxCents: number;
  };
  skip?: string;
};

// Claim code E ("income less than the claim"): any claim above the year's income means no tax.
const ABOVE_ANY_INCOME = 100_000_000_00;

function run(f: Fixture) {
  const d = computeDeductions({
    payDate: f.payDate,
    province: f.province as Province,
    periodsPerYear: f.periodsPerYear,
    grossCents: f.grossCents,
    td1: f.td1 ?? { federalClaimCents: ABOVE_ANY_INCOME, provincialClaimCents: ABOVE_ANY_INCOME },
    ytd: { ...EMPTY_YTD, ...f.ytd },
    workersCompRatePer100: 0,
  }, { rrspCents: f.rrspCents, unionDuesCents: f.unionDuesCents });
  return {
    cppCents: d.employee.cppCents,
    cpp2Cents: d.employee.cpp2Cents,
    eiCents: d.employee.eiCents,
    federalTaxCents: d.employee.federalTaxCents,
    provincialTaxCents: d.employee.provincialTaxCents,
  };
}

for (const [name, file] of [['Beanflow 2026-01', beanflow], ['coop Ontario 2026', coop]] as const) {
  for (const f of file.cases as Fixture[]) {
    Deno.test({
      name: `payroll PDOC ${name}: ${f.id}${f.skip ? ` (skipped: ${f.skip})` : ''}`,
      ignore: Boolean(f.skip),
      fn: () => assert.deepEqual(run(f), f.expected),
    });
  }
}

Deno.test('payroll PDOC fixtures: counts and skips are what the ADR says', () => {
  assert.equal(beanflow.cases.length, 45);
  assert.equal(coop.cases.length, 22);
  const skipped = (beanflow.cases as Fixture[]).filter((f) => f.skip).map((f) => f.id);
  assert.deepEqual(skipped, [
    'CPP_EXEMPT',
    'EI_EXEMPT',
    'CPP2_EXEMPT_HIGH_INCOME',
    'PARTIAL_YEAR_EMPLOYEE',
  ]);
});
