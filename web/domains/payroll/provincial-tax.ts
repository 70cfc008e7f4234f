// Provincial and territorial income tax per pay outside Quebec, T4127 ch. 4 steps 4 and 5, with
// the province-specific factors that touch an ordinary cheque: Ontario's surtax (V1), health
// premium (V2) and tax reduction (S); BC's tax reduction (S); Alberta's supplemental credit (K5P);
// Yukon's employment amount (K4P). Rounding as in federal-tax.ts.
import type { ProvinceTable } from './tables.ts';
import { bracketFor } from './tables.ts';
import type { TaxBase } from './federal-tax.ts';
import {
  add,
  cmp,
  floor0,
  max,
  min,
  mul,
  type Q,
  q,
  roundCents,
  sub,
  sum,
  ZERO,
} from './rounding.ts';

export type ProvincialResult = { annualTax: Q; unverified: string[] };

/** Annual provincial tax T2 (before dividing by P). */
export function annualProvincialTax(t: ProvinceTable, base: TaxBase, claim: Q): ProvincialResult {
  const unverified: string[] = [];
  const A = base.annualTaxable;
  const bracket = bracketFor(t.brackets, A);
  const lowest = q(t.brackets[0].rate);
  const k1p = roundCents(mul(lowest, claim));
  const k2p = add(
    roundCents(mul(lowest, base.pensionCreditBase)),
    roundCents(mul(lowest, base.eiCreditBase)),
  );
  const k4p = t.canadaEmploymentAmount === undefined ? ZERO : min(
    roundCents(mul(lowest, base.annualGross)),
    roundCents(mul(lowest, q(t.canadaEmploymentAmount))),
  );
  // Alberta: the supplemental credit gives back credits above the 8% bracket at 10%.
  const k5p = t.supplementalCredit
    ? roundCents(
      mul(
        floor0(sub(add(k1p, k2p), q(t.supplementalCredit.threshold))),
        q(t.supplementalCredit.rate),
      ),
    )
    : ZERO;
  const t4 = floor0(
    sub(roundCents(mul(q(bracket.rate), A)), sum(q(bracket.constant), k1p, k2p, k4p, k5p)),
  );

  // Ontario surtax on basic provincial tax.
  const v1 = roundCents(
    sum(...(t.surtax ?? []).map((s) => mul(q(s.rate), floor0(sub(t4, q(s.over)))))),
  );
  // Ontario Health Premium: on taxable income, never reduced by S, withheld even under claim code E.
  const v2 = healthPremium(t, A);
  const s = taxReduction(t, A, t4, v1, unverified);
  return { annualTax: floor0(sub(sum(t4, v1, v2), s)), unverified };
}

function healthPremium(t: ProvinceTable, A: Q): Q {
  let premium = ZERO;
  for (const step of t.healthPremium ?? []) {
    if (cmp(A, q(step.over)) > 0) {
      premium = min(q(step.max), add(q(step.base), mul(q(step.rate), sub(A, q(step.over)))));
    }
  }
  return roundCents(premium);
}

function taxReduction(t: ProvinceTable, A: Q, t4: Q, v1: Q, unverified: string[]): Q {
  const r = t.taxReduction;
  if (!r) return ZERO;
  if (r.fullBelow === undefined) {
    // Ontario: S = lesser of (T4 + V1) and 2 x (S2 + Y) - (T4 + V1); Y (dependants) is not asked.
    const tax = add(t4, v1);
    return floor0(min(tax, sub(mul(q(2), q(r.amount)), tax)));
  }
  // BC: the full reduction up to an income, then phased out at a rate.
  const phasedOut = floor0(
    sub(q(r.amount), mul(floor0(sub(A, q(r.fullBelow))), q(r.phaseOutRate ?? 0))),
  );
  const reduction = roundCents(min(t4, phasedOut));
  if (r.unverified && reduction.n > 0n) unverified.push(r.unverified);
  return max(ZERO, reduction);
}
