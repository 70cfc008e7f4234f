// What a family pays for an hour of care (spec 000 §9, spec 002 §1): the Care Pro's wage
// (which already includes 4% vacation pay), plus 9.66% payroll taxes and a 20% platform fee.
// A traditional agency is assumed to pass 65% of what a family pays on to the caregiver.

export const PAYROLL_TAX_RATE = 0.0966;
export const PLATFORM_FEE_RATE = 0.2;
export const VACATION_PAY_RATE = 0.04;
export const COST_MULTIPLIER = 1 + PAYROLL_TAX_RATE + PLATFORM_FEE_RATE; // 1.2966
export const AGENCY_CAREGIVER_SHARE = 0.65;

export type CostBreakdown = {
  wage: number;
  payrollTax: number;
  platformFee: number;
  total: number;
  /** What a family would pay an agency for the caregiver to earn the same wage. */
  agencyTotal: number;
  /** agencyTotal − total, per hour. */
  savingsPerHour: number;
};

export function costBreakdown(wage: number): CostBreakdown {
  const total = wage * COST_MULTIPLIER;
  const agencyTotal = wage / AGENCY_CAREGIVER_SHARE;
  return {
    wage,
    payrollTax: wage * PAYROLL_TAX_RATE,
    platformFee: wage * PLATFORM_FEE_RATE,
    total,
    agencyTotal,
    savingsPerHour: agencyTotal - total,
  };
}

/** A rate such as 0.0966 as '9.66%' (English) or '9,66 %' (French). */
export function formatPercent(rate: number, locale: 'en' | 'fr'): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate);
}
