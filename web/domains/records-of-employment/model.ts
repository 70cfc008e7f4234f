// Records of employment (issue 23 point 5; ADR 049): types, the ROE guide's reason codes and the
// pure figures, safe for the browser. Figures come from paid pay (public.payroll_lines, as the
// invoices domain publishes it) and the payroll engine's yearly maximums; nothing is re-derived.
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Block 16 of the ROE: the reason for issuing, as the ROE guide lists them. */
export const REASON_CODES = [
  'A',
  'B',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'M',
  'N',
  'P',
  'Z',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Why Tendwell prepared it. */
export const CAUSES = ['ended_by_family', 'caregiver_left', 'interruption'] as const;
export type Cause = (typeof CAUSES)[number];

/** Weekly pay: block 15C lists the last 53 pay periods (ROE guide, pay period type W). */
export const WEEKLY_PERIODS = 53;
/** An interruption of earnings: seven days in a row without insurable earnings (ROE guide). */
export const INTERRUPTION_DAYS = 7;
/** Where the family files it. */
export const ROE_WEB_URL =
  'https://www.canada.ca/en/employment-social-development/programs/ei/ei-list/ei-roe/access-roe.html';

/** One paid pay of the member, as payroll_lines has it (corrections carry no earnings). */
export type RoeLine = {
  kind: 'pay' | 'adjustment';
  weekStart: string;
  payDate: string;
  firstWorkDate: string | null;
  lastWorkDate: string | null;
  totalMinutes: number;
  grossCents: number;
  vacationCents: number;
};

export type RoePeriod = {
  /** 1 is the final pay period, counting back (block 15C's order). */
  number: number;
  periodEnd: string;
  /** Insurable hours, decimal to 2 places. */
  hours: number;
  earningsCents: number;
};

export type RoeFigures = {
  payPeriodType: 'W';
  /** Block 10. */
  firstDayWorked: string;
  /** Block 11. */
  lastDayPaid: string;
  /** Block 12. */
  finalPeriodEnd: string;
  /** Block 15A: total insurable hours of the periods in 15C, to the nearest hour. */
  totalHours: number;
  /** The sum of 15C. */
  totalEarningsCents: number;
  /** Block 15C, the final period first. */
  periods: RoePeriod[];
  /**
   * Block 17A: vacation pay paid because of the separation. Tendwell pays the 4% with every pay
   * (inside each period's earnings), so none is owed at the end: 0.
   */
  vacationPaySeparationCents: number;
  /** The vacation pay inside the final period's earnings (shown, not reported in 17A). */
  finalPeriodVacationCents: number;
};

export type RecordOfEmployment = {
  id: string;
  memberId: string;
  familyId: string;
  caregiverId: string;
  cause: Cause;
  reasonCode: ReasonCode | null;
  reasonGivenAt: string | null;
  finalPeriodEnd: string;
  createdAt: string;
  caregiverName: string;
  familyName: string;
  /** Null when the viewer's reading found no pay (should not happen: a row needs one). */
  figures: RoeFigures | null;
};

/** The separation state a team member's page shows (the end/leave buttons, a reason to give). */
export type SeparationPanel = {
  memberId: string;
  viewer: 'family' | 'caregiver';
  /** ROEs of this member, newest first (ids and whether a reason is still missing). */
  records: { id: string; cause: Cause; reasonCode: ReasonCode | null; finalPeriodEnd: string }[];
  /** The end of the last paid pay period, or null: no pay, no insurable earnings, nothing to issue. */
  lastPeriodEnd: string | null;
};

const day = (d: Date) => format(d, 'yyyy-MM-dd');
const plusDays = (date: string, n: number) => day(addDays(parseISO(date), n));
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * The ROE figures of one period of employment: the member's paid pays after `since` (the previous
 * ROE's final period end, exclusive; null for the first) up to `finalPeriodEnd`. `maxInsurable`
 * answers a year's maximum insurable earnings in cents (payroll's tables): a period's insurable
 * earnings stop at it, counted from 1 January by pay date, as EI premiums do.
 */
export function roeFigures(
  lines: RoeLine[],
  finalPeriodEnd: string,
  since: string | null,
  maxInsurable: (year: number) => number,
): RoeFigures | null {
  const pays = lines
    .filter((l) => l.kind === 'pay' && plusDays(l.weekStart, 6) <= finalPeriodEnd)
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : 0));
  // Insurable earnings capped per calendar year of pay date, over every pay of the year.
  const insurable = new Map<string, { minutes: number; cents: number }>();
  const usedByYear = new Map<number, number>();
  for (const l of pays) {
    const year = Number(l.payDate.slice(0, 4));
    const used = usedByYear.get(year) ?? 0;
    const cents = Math.max(0, Math.min(l.grossCents, maxInsurable(year) - used));
    usedByYear.set(year, used + cents);
    const periodEnd = plusDays(l.weekStart, 6);
    const prev = insurable.get(periodEnd) ?? { minutes: 0, cents: 0 };
    insurable.set(periodEnd, {
      minutes: prev.minutes + l.totalMinutes,
      cents: prev.cents + cents,
    });
  }
  const current = pays.filter((l) => since === null || plusDays(l.weekStart, 6) > since);
  if (!current.length) return null;
  const firstDayWorked = current.map((l) => l.firstWorkDate ?? l.weekStart).sort()[0];
  const last = current[current.length - 1];
  const firstPeriodEnd = plusDays(current[0].weekStart, 6);
  const periods: RoePeriod[] = [];
  for (let n = 1; n <= WEEKLY_PERIODS; n++) {
    const periodEnd = plusDays(finalPeriodEnd, -7 * (n - 1));
    if (periodEnd < firstPeriodEnd) break;
    const found = insurable.get(periodEnd) ?? { minutes: 0, cents: 0 };
    periods.push({
      number: n,
      periodEnd,
      hours: hoursOf(found.minutes),
      earningsCents: found.cents,
    });
  }
  const minutes = periods.reduce((s, p) => s + (insurable.get(p.periodEnd)?.minutes ?? 0), 0);
  return {
    payPeriodType: 'W',
    firstDayWorked,
    lastDayPaid: last.lastWorkDate ?? plusDays(last.weekStart, 6),
    finalPeriodEnd,
    totalHours: Math.round(minutes / 60),
    totalEarningsCents: periods.reduce((s, p) => s + p.earningsCents, 0),
    periods,
    vacationPaySeparationCents: 0,
    finalPeriodVacationCents: pays.filter((l) => plusDays(l.weekStart, 6) === finalPeriodEnd)
      .reduce((s, l) => s + l.vacationCents, 0),
  };
}

/**
 * Whether earnings are interrupted on `today`: the last paid period ended at least
 * INTERRUPTION_DAYS days before, with no pay since (the daily job asks the family for a reason).
 */
export function isInterrupted(lastPeriodEnd: string, today: string): boolean {
  return differenceInCalendarDays(parseISO(today), parseISO(lastPeriodEnd)) >= INTERRUPTION_DAYS;
}

/** The CSV a family keeps or pastes from (block 15C, then the other blocks), cents as dollars. */
export function roeCsv(roe: RecordOfEmployment): string {
  const f = roe.figures;
  const money = (c: number) => (c / 100).toFixed(2);
  const rows: string[][] = [
    ['block', 'field', 'value'],
    ['6', 'pay_period_type', 'W'],
    ['10', 'first_day_worked', f?.firstDayWorked ?? ''],
    ['11', 'last_day_for_which_paid', f?.lastDayPaid ?? ''],
    ['12', 'final_pay_period_ending_date', f?.finalPeriodEnd ?? roe.finalPeriodEnd],
    ['15A', 'total_insurable_hours', String(f?.totalHours ?? 0)],
    ['15C', 'total_insurable_earnings', money(f?.totalEarningsCents ?? 0)],
    ['16', 'reason_code', roe.reasonCode ?? ''],
    ['17A', 'vacation_pay_on_separation', money(f?.vacationPaySeparationCents ?? 0)],
  ];
  const lines = rows.map((r) => r.join(','));
  lines.push('', 'pay_period,period_ending,insurable_hours,insurable_earnings');
  for (const p of f?.periods ?? []) {
    lines.push(`${p.number},${p.periodEnd},${p.hours.toFixed(2)},${money(p.earningsCents)}`);
  }
  return lines.join('\r\n') + '\r\n';
}
