// What a family pays for an hour of care (spec 000 §9, spec 002 §1): the Care Pro's wage
// (which already includes 4% vacation pay), plus 9.66% payroll taxes and a 20% platform fee.
// The agency comparison is the caregivers domain's one formula (money.estimatedSavings: base
// wage ÷ 0.65 − total payable), so the home page and the hire flow never disagree. Integer cents.
import { AGENCY_CAREGIVER_SHARE, money } from '../caregivers/model.ts';

export const PAYROLL_TAX_RATE = 0.0966;
export const PLATFORM_FEE_RATE = 0.2;
export const VACATION_PAY_RATE = 0.04;
export const COST_MULTIPLIER = 1 + PAYROLL_TAX_RATE + PLATFORM_FEE_RATE; // 1.2966

export type CostBreakdown = {
  wageCents: number;
  /** The wage without its 4% vacation pay (wage ÷ 1.04): what an agency's 65% is compared to. */
  baseCents: number;
  payrollTaxCents: number;
  platformFeeCents: number;
  /** wage × 1.2966: the total payable. */
  totalCents: number;
  /** What an agency would charge for the same base wage: base ÷ 0.65. */
  agencyTotalCents: number;
  /** money.estimatedSavings(base, total), per hour. */
  savingsCents: number;
};

export function costBreakdown(wageCents: number): CostBreakdown {
  const baseCents = money.baseWage(wageCents);
  const totalCents = money.familyCost(wageCents);
  return {
    wageCents,
    baseCents,
    payrollTaxCents: Math.round(wageCents * PAYROLL_TAX_RATE),
    platformFeeCents: Math.round(wageCents * PLATFORM_FEE_RATE),
    totalCents,
    agencyTotalCents: Math.round(baseCents / AGENCY_CAREGIVER_SHARE),
    savingsCents: money.estimatedSavings(baseCents, totalCents),
  };
}

/** A rate such as 0.0966 as '9.66%' (English) or '9,66 %' (French). */
export function formatPercent(rate: number, locale: 'en' | 'fr'): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate);
}
