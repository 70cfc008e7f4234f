// One pay's deductions and employer contributions: ties the pieces together in T4127's order
// (CPP/QPP and EI first, because the tax formulas use them), then converts to integer cents.
import type { Deductions, DeductionsInput, PayrollYtd, Province } from './types.ts';
import { PROVINCES } from './types.ts';
import { EDITIONS, type PayrollTables, tablesForPay } from './tables.ts';
import { pensionContributions } from './cpp.ts';
import { eiPremiums } from './ei.ts';
import { annualFederalTax, type TaxBase } from './federal-tax.ts';
import { annualProvincialTax } from './provincial-tax.ts';
import { annualQuebecTax, qpipPremiums } from './quebec.ts';
import {
  add,
  div,
  floor0,
  fromCents,
  mul,
  type Q,
  q,
  roundCents,
  sub,
  sum,
  toCents,
  ZERO,
} from './rounding.ts';

/**
 * Deductions at source that Tendwell never takes but PDOC fixtures exercise: RRSP/RPP (F) and
 * union dues (U1), per pay, in cents. They reduce taxable income only.
 */
export type OtherDeductions = { rrspCents?: number; unionDuesCents?: number };

function checkInput(input: DeductionsInput) {
  const { grossCents, periodsPerYear, province, ytd } = input;
  if (!PROVINCES.includes(province as Province)) {
    throw new RangeError(`unknown province ${province}`);
  }
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`grossCents must be a non-negative integer: ${grossCents}`);
  }
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1 || periodsPerYear > 53) {
    throw new RangeError(`periodsPerYear must be 1 to 53: ${periodsPerYear}`);
  }
  for (const [key, value] of Object.entries(ytd)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`ytd.${key}: ${value}`);
  }
  const { federalClaimCents: f, provincialClaimCents: p } = input.td1;
  for (const claim of [f, p]) {
    if (claim !== null && (!Number.isSafeInteger(claim) || claim < 0)) {
      throw new RangeError(`TD1 claims are non-negative integer cents or null: ${claim}`);
    }
  }
}

/**
 * `editions` is the tables we carry; the provisional-pay correction (ADR 049) passes a list with
 * the new edition in tests, so a fake next year needs no file in `tables/`.
 */
export function computeDeductions(
  input: DeductionsInput,
  other: OtherDeductions = {},
  editions: readonly PayrollTables[] = EDITIONS,
): Deductions {
  checkInput(input);
  const { tables, provisional } = tablesForPay(input.payDate, editions);
  const quebec = input.province === 'QC';
  const P = input.periodsPerYear;
  const pay = fromCents(input.grossCents);
  const ytd = input.ytd;
  const unverified: string[] = provisional ? ['provisionalEdition'] : [];

  const pension = pensionContributions(quebec ? tables.qpp : tables.cpp, P, pay, {
    pensionable: fromCents(ytd.pensionableCents),
    contributions: fromCents(ytd.cppCents),
    second: fromCents(ytd.cpp2Cents),
  });
  const ei = eiPremiums(quebec ? tables.eiQuebec : tables.ei, P, pay, fromCents(ytd.eiCents));
  const qpip = quebec
    ? qpipPremiums(tables.qpip, P, pay, fromCents(ytd.insurableCents), fromCents(ytd.qpipCents))
    : null;

  // Step 1: A = P x (I - F - U1 - F5); negative means no tax.
  const otherPerPay = add(fromCents(other.rrspCents ?? 0), fromCents(other.unionDuesCents ?? 0));
  const base: TaxBase = {
    periods: P,
    annualTaxable: floor0(mul(q(P), sub(sub(pay, otherPerPay), pension.f5))),
    annualGross: mul(q(P), pay),
    pensionCreditBase: pension.creditBase,
    eiCreditBase: ei.creditBase,
    qpipCreditBase: qpip?.creditBase ?? null,
  };

  // TD1: null is the basic personal amount (claim code 1, fixed BPAF, T4127 ch. 2).
  const federalClaim = input.td1.federalClaimCents === null
    ? q(tables.federal.basicPersonalAmount)
    : fromCents(input.td1.federalClaimCents);
  const federalAnnual = annualFederalTax(tables.federal, base, federalClaim, quebec);

  let provincialAnnual: Q;
  let edition = tables.edition;
  if (quebec) {
    const claim = input.td1.provincialClaimCents === null
      ? q(tables.quebec.basicAmount)
      : fromCents(input.td1.provincialClaimCents);
    provincialAnnual = annualQuebecTax(tables.quebec, base.annualTaxable, base.annualGross, claim);
    edition = `${tables.edition} / ${tables.quebec.guide}`;
    unverified.push('unverifiedQuebecFederal', 'unverifiedQuebecTax');
  } else {
    const table = tables.provinces[input.province as Exclude<Province, 'QC'>];
    const claim = input.td1.provincialClaimCents === null
      ? q(table.basicAmount)
      : fromCents(input.td1.provincialClaimCents);
    const provincial = annualProvincialTax(table, base, claim);
    provincialAnnual = provincial.annualTax;
    unverified.push(...provincial.unverified);
  }

  // Step 6: each tax divided by P and rounded on its own (PDOC).
  const federalTax = roundCents(div(federalAnnual, q(P)));
  const provincialTax = roundCents(div(provincialAnnual, q(P)));

  const workersComp = input.workersCompRatePer100 === null
    ? ZERO
    : roundCents(div(mul(pay, q(input.workersCompRatePer100)), q(100)));
  if (input.workersCompRatePer100 === null) unverified.push('workersCompNotRegistered');

  const qpipEmployee = qpip?.employee ?? ZERO;
  const qpipEmployer = qpip?.employer ?? ZERO;
  const employeeTotal = sum(
    pension.c,
    pension.c2,
    ei.employee,
    qpipEmployee,
    federalTax,
    provincialTax,
  );
  const employerTotal = sum(pension.c, pension.c2, ei.employer, qpipEmployer, workersComp);

  const ytdAfter: PayrollYtd = {
    pensionableCents: ytd.pensionableCents + input.grossCents,
    cppCents: ytd.cppCents + toCents(pension.c),
    cpp2Cents: ytd.cpp2Cents + toCents(pension.c2),
    insurableCents: ytd.insurableCents + input.grossCents,
    eiCents: ytd.eiCents + toCents(ei.employee),
    qpipCents: ytd.qpipCents + toCents(qpipEmployee),
  };

  return {
    edition,
    pensionPlan: quebec ? 'QPP' : 'CPP',
    employee: {
      cppCents: toCents(pension.c),
      cpp2Cents: toCents(pension.c2),
      eiCents: toCents(ei.employee),
      qpipCents: toCents(qpipEmployee),
      federalTaxCents: toCents(federalTax),
      provincialTaxCents: toCents(provincialTax),
      totalCents: toCents(employeeTotal),
    },
    employer: {
      cppCents: toCents(pension.c),
      cpp2Cents: toCents(pension.c2),
      eiCents: toCents(ei.employer),
      qpipCents: toCents(qpipEmployer),
      workersCompCents: toCents(workersComp),
      totalCents: toCents(employerTotal),
    },
    netCents: input.grossCents - toCents(employeeTotal),
    ytdAfter,
    unverified,
  };
}
