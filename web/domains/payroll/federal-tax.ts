// Federal income tax per pay, T4127 ch. 4 "Option 1", steps 1 to 3 and 6. Every named factor is
// rounded to the cent as it is resolved, and the annual tax is divided by P and rounded on its
// own: the two PDOC behaviours that make the result match to the cent (payroll-2026.md §0).
import type { PayrollTables } from './tables.ts';
import { bracketFor } from './tables.ts';
import { floor0, min, mul, type Q, q, roundCents, sub, sum } from './rounding.ts';

export type TaxBase = {
  periods: number; // P
  annualTaxable: Q; // A = P x (I - F - U1 - F5), rounded to the cent
  annualGross: Q; // P x I, the employment income of K4 / K4P
  pensionCreditBase: Q; // see cpp.ts
  eiCreditBase: Q; // see ei.ts
  qpipCreditBase: Q | null; // Quebec only (K2Q)
};

/** Annual federal tax T1 (before dividing by P). */
export function annualFederalTax(
  t: PayrollTables['federal'],
  base: TaxBase,
  claim: Q,
  quebec: boolean,
): Q {
  const bracket = bracketFor(t.brackets, base.annualTaxable);
  const lowest = q(t.brackets[0].rate);
  const k1 = roundCents(mul(lowest, claim));
  // K2 (K2Q in Quebec, which adds the QPIP premium): credits for contributions and premiums.
  const k2 = sum(
    roundCents(mul(lowest, base.pensionCreditBase)),
    roundCents(mul(lowest, base.eiCreditBase)),
    base.qpipCreditBase ? roundCents(mul(lowest, base.qpipCreditBase)) : q(0),
  );
  const k4 = min(
    roundCents(mul(lowest, base.annualGross)),
    roundCents(mul(lowest, q(t.canadaEmploymentAmount))),
  );
  const t3 = floor0(
    sub(roundCents(mul(q(bracket.rate), base.annualTaxable)), sum(q(bracket.constant), k1, k2, k4)),
  );
  // Quebec residents get the 16.5% federal abatement (T4127 step 3).
  return quebec ? sub(t3, roundCents(mul(q(t.quebecAbatement), t3))) : t3;
}
