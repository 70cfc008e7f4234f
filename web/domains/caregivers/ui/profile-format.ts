// Pure helpers of the profile pages (own profile, a family's view): money and distance as the spec shows them, what changed in a dialog, account
// status, availability entries and the sort orders of spec 000 §3. Browser-safe, unit-tested.
import {
  type AvailabilityEntry,
  type DayId,
  type EduAccred,
  type KeyMap,
  money,
  PRESENT,
  roundToHalfKm,
  type WorkExperience,
} from '../model.ts';
import { dateFormat, placeCase } from '../../../shared/dates.ts';

// Money -----------------------------------------------------------------------------------------

export type RateBreakdown = {
  /** The caregiver's wage (vacation pay included), in cents. */
  wage: number;
  /** Base wage = wage ÷ 1.04 (vacation pay removed), in cents. */
  base: number;
  /** What the family pays per hour: wage × 1.2966, in cents. */
  youPay: number;
  /** Estimated savings per hour against a traditional agency: base ÷ 0.65 − You Pay (spec 002 §9). */
  savings: number;
};

/** The hourly rate breakdown a family sees (spec 002 §9), or null when no wage is set. */
export function rateBreakdown(wageDollars: number | null | undefined): RateBreakdown | null {
  if (wageDollars === null || wageDollars === undefined || !Number.isFinite(wageDollars)) {
    return null;
  }
  const wage = money.toCents(wageDollars);
  const base = money.baseWage(wage);
  const youPay = money.familyCost(wage);
  return { wage, base, youPay, savings: money.estimatedSavings(base, youPay) };
}

// Distance and score ----------------------------------------------------------------------------

/** Kilometres rounded to the nearest 0.5 ('2.5', '3'), or null when unknown. */
export function distanceAmount(km: number | null | undefined, locale: 'en' | 'fr'): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return null;
  const rounded = roundToHalfKm(km);
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

/** Review score to 2 decimals; null (shown as N/A) at 0 (spec 002 §9). */
export function reviewScoreAmount(score: number | null | undefined): string | null {
  if (!score || !Number.isFinite(score) || score <= 0) return null;
  return score.toFixed(2);
}

/** Whole stars to fill for a score (0 when none). */
export function filledStars(score: number | null | undefined): number {
  if (!score || !Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(5, Math.round(score)));
}

// Dialogs: only what changed ----------------------------------------------------------------------

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as object).filter((k) =>
      (a as Record<string, unknown>)[k] !== undefined
    );
    const kb = Object.keys(b as object).filter((k) =>
      (b as Record<string, unknown>)[k] !== undefined
    );
    return ka.length === kb.length &&
      ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

/** The fields of `next` that differ from `initial` (About Me and My Info send only these). */
export function changedFields<T extends Record<string, unknown>>(
  initial: Partial<T>,
  next: T,
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!same(initial[key], next[key])) out[key] = next[key];
  }
  return out;
}

/** Two key maps hold the same chosen keys (selection editors close without a call then). */
export function sameKeys(a: KeyMap, b: KeyMap): boolean {
  const ka = Object.keys(a).filter((k) => a[k]).sort();
  const kb = Object.keys(b).filter((k) => b[k]).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

// Account status --------------------------------------------------------------------------------

export type StatusWord = 'completed' | 'pending' | 'incomplete';

export function bankingStatus(isBanking: boolean): StatusWord {
  return isBanking ? 'completed' : 'incomplete';
}

/** Completed when approved, Pending while submitted (awaiting review), else Incomplete. */
export { bgCheckStatusWord as bgCheckStatus } from '../../background-checks/model.ts';

// Availability ----------------------------------------------------------------------------------

/** 'HH:mm' → decimal hours (9:30 → 9.5); NaN when not a time. */
export function timeToHours(time: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) return Number.NaN;
  return Number(m[1]) + Number(m[2]) / 60;
}

/** Daily hours = end minus start, floored at 0 (spec 002 §5). */
export function dailyHours(startTime: string, endTime: string): number {
  const hours = timeToHours(endTime) - timeToHours(startTime);
  return Number.isFinite(hours) ? Math.max(0, hours) : 0;
}

export type NewAvailability = Pick<
  AvailabilityEntry,
  'dayId' | 'startTime' | 'endTime' | 'startTimeISO' | 'endTimeISO'
>;

/** One entry per chosen day, as POST /api/user/avail/set takes them. */
export function availabilityEntries(
  days: readonly DayId[],
  startTime: string,
  endTime: string,
): NewAvailability[] {
  return [...days].sort((a, b) => a - b).map((dayId) => ({
    dayId,
    startTime,
    endTime,
    startTimeISO: `${startTime}:00`,
    endTimeISO: `${endTime}:00`,
  }));
}

/** Monday first, then by start time. */
export function sortAvailability(list: readonly AvailabilityEntry[]): AvailabilityEntry[] {
  return [...list].sort((a, b) =>
    a.dayId - b.dayId || timeToHours(a.startTime) - timeToHours(b.startTime)
  );
}

/** '09:30' → '9:30 AM' (en) or '9 h 30' (fr). */
export function timeText(time: string, locale: 'en' | 'fr'): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  if (locale === 'fr') return `${h} h ${m[2]}`;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m[2]} ${suffix}`;
}

// Experience and education (spec 000 §3 sorting) ------------------------------------------------

/** Work experience by startDate, newest first. */
export function sortWorkExp(list: readonly WorkExperience[]): WorkExperience[] {
  return [...list].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

function eduKey(e: EduAccred): string {
  // Education by endDate, accreditation by accredDate: one date to sort the merged list on.
  return e.type === 'education' ? e.endDate : e.accredDate;
}

/** Education/accreditation by endDate, then accredDate, newest first. */
export function sortEduAccred(list: readonly EduAccred[]): EduAccred[] {
  return [...list].sort((a, b) => eduKey(b).localeCompare(eduKey(a)));
}

/** 'YYYY-MM-DD' → 'Mar 2021' (en) / 'mars 2021' (fr); 'Present' stays for the catalog. */
export function monthYearText(date: string | null | undefined, locale: 'en' | 'fr'): string {
  if (!date) return '';
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m) return date;
  return dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

export function yearText(date: string | null | undefined): string {
  return date ? date.slice(0, 4) : '';
}

export const isPresent = (endDate: string) => endDate === PRESENT;

/** 'YYYY-MM-DD' → 'YYYY-MM' for a month input, and back to the first of the month. */
export const toMonthInput = (date: string | null | undefined) =>
  date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : '';
export const fromMonthInput = (month: string) => (month ? `${month}-01` : '');

/** A place name from the lowercased address params, in its proper case ('north york' → 'North York'). */
export function placeName(value: string | null | undefined): string {
  return value ? placeCase(value) : '';
}
