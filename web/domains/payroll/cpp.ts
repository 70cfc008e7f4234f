// CPP (or QPP) contributions for one pay, T4127 ch. 6 ("salary or wages"), and the two figures
// the tax formulas take from them: the enhanced-contribution deduction F5 and the base-contribution
// credit base of K2/K2P.
import type { PensionTable } from './tables.ts';
import {
  add,
  cmp,
  div,
  floor0,
  max,
  min,
  mul,
  type Q,
  q,
  roundCents,
  sub,
  truncCents,
} from './rounding.ts';

export type PensionYtd = { pensionable: Q; contributions: Q; second: Q };

export type PensionResult = {
  c: Q; // base + first additional contribution this pay
  c2: Q; // second additional (CPP2/QPP2) this pay
  f5: Q; // enhanced part deductible from income: C x (first additional / total rate) + C2
  creditBase: Q; // annual base contribution credited in K2 / K2P, before the rate
};

/**
 * @param periods P, fixed at the start of the year (52 or 53 for weekly pay)
 * @param pay pensionable earnings this pay (wages and vacation pay)
 */
export function pensionContributions(
  t: PensionTable,
  periods: number,
  pay: Q,
  ytd: PensionYtd,
): PensionResult {
  const P = q(periods);
  // The exemption per period is truncated, not rounded (T4127 ch. 1), and stays 3,500/P all year.
  const exemption = truncCents(div(q(t.basicExemption), P));
  const room = floor0(sub(q(t.maxContribution), ytd.contributions));
  const c = roundCents(min(room, floor0(mul(q(t.rate), sub(pay, exemption)))));

  // CPP2 runs on pensionable earnings between the YMPE and the YAMPE, counted year to date.
  const w = max(ytd.pensionable, q(t.ympe));
  const secondRoom = floor0(sub(q(t.maxSecondContribution), ytd.second));
  const c2 = roundCents(
    min(secondRoom, floor0(mul(sub(add(ytd.pensionable, pay), w), q(t.secondRate)))),
  );

  const firstAdditionalShare = div(sub(q(t.rate), q(t.baseRate)), q(t.rate));
  const f5 = add(roundCents(mul(c, firstAdditionalShare)), c2);

  // K2's base: the greater of the annualised and the year-to-date base contribution, capped; the
  // maximum itself once the year's maximum is reached with this employer (payroll-2026.md §0.3).
  const baseShare = div(q(t.baseRate), q(t.rate));
  const maxBase = q(t.maxBaseContribution);
  const reached = cmp(add(ytd.contributions, c), q(t.maxContribution)) >= 0;
  const creditBase = reached ? maxBase : min(
    maxBase,
    max(mul(mul(P, c), baseShare), mul(ytd.contributions, baseShare)),
  );

  return { c, c2, f5, creditBase };
}
