// Employment Insurance premiums for one pay (T4127 ch. 7) and the EI credit base of K2/K2P.
// Quebec uses the same formula with its reduced rate (eiQuebec table).
import type { EiTable } from './tables.ts';
import { add, cmp, floor0, max, min, mul, type Q, q, roundCents, sub } from './rounding.ts';

export type EiResult = {
  employee: Q;
  employer: Q; // 1.4 x the premium deducted, rounded (CRA's manual method; 2.282% of gross can differ by a cent)
  creditBase: Q; // annual premium credited in K2 / K2P, before the rate
};

export function eiPremiums(t: EiTable, periods: number, insurable: Q, ytdPremiums: Q): EiResult {
  const maxPremium = q(t.maxPremium);
  const room = floor0(sub(maxPremium, ytdPremiums));
  const employee = roundCents(min(room, mul(q(t.rate), insurable)));
  const employer = roundCents(mul(employee, q(t.employerMultiple)));
  const reached = cmp(add(ytdPremiums, employee), maxPremium) >= 0;
  const creditBase = reached
    ? maxPremium
    : min(maxPremium, max(mul(q(periods), employee), ytdPremiums));
  return { employee, employer, creditBase };
}
