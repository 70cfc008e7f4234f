// What differs for a Quebec employee: QPP instead of CPP (cpp.ts with the QPP table), the reduced
// EI rate (ei.ts with the eiQuebec table), QPIP, and Quebec income tax withheld under Revenu
// Québec's guide TP-1015.F instead of T4127's provincial formula.
//
// QPIP follows T4127's pattern (lesser of the rate on insurable earnings and the room left under
// the annual maximum). Quebec income tax is an ESTIMATE: the TP-1015.F-V 2026 formula text could
// not be obtained, so this applies the published 2026 brackets, the basic personal amount as a 14%
// credit and the deduction for employment income (6%, capped). It is flagged as unverified on
// every Quebec computation (ADR 026).
import type { PayrollTables } from './tables.ts';
import { bracketFor } from './tables.ts';
import { cmp, floor0, min, mul, type Q, q, roundCents, sub, sum } from './rounding.ts';

export type QpipResult = { employee: Q; employer: Q; creditBase: Q };

/** QPIP premiums on this pay; `ytdInsurable` is the year's insurable earnings before it. */
export function qpipPremiums(
  t: PayrollTables['qpip'],
  periods: number,
  pay: Q,
  ytdInsurable: Q,
  ytdEmployeePremiums: Q,
): QpipResult {
  const insurable = min(pay, floor0(sub(q(t.maxInsurable), ytdInsurable)));
  const employeeMax = q(t.employeeMax);
  const employee = roundCents(
    min(floor0(sub(employeeMax, ytdEmployeePremiums)), mul(q(t.employeeRate), insurable)),
  );
  const employer = roundCents(mul(q(t.employerRate), insurable));
  const reached = cmp(sum(ytdEmployeePremiums, employee), employeeMax) >= 0;
  const annualised = mul(q(periods), employee);
  const creditBase = reached ? employeeMax : min(
    employeeMax,
    cmp(annualised, ytdEmployeePremiums) >= 0 ? annualised : ytdEmployeePremiums,
  );
  return { employee, employer, creditBase };
}

/**
 * Annual Quebec income tax (estimate). `annualEmploymentIncome` is P x gross; `annualTaxable` is
 * after the enhanced-QPP deduction, as for the federal formula.
 */
export function annualQuebecTax(
  t: PayrollTables['quebec'],
  annualTaxable: Q,
  annualEmploymentIncome: Q,
  claim: Q,
): Q {
  const employmentDeduction = roundCents(
    min(q(t.employmentDeduction.max), mul(q(t.employmentDeduction.rate), annualEmploymentIncome)),
  );
  const income = floor0(sub(annualTaxable, employmentDeduction));
  const bracket = bracketFor(t.brackets, income);
  const lowest = q(t.brackets[0].rate);
  return floor0(
    sub(
      roundCents(mul(q(bracket.rate), income)),
      sum(q(bracket.constant), roundCents(mul(lowest, claim))),
    ),
  );
}
