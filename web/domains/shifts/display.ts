// How a shift reads on screen, in the care location's zone (never the browser's): dates and
// times through date-fns with a TZDate, so the server's render and the browser's hydration
// print the same characters. Browser-safe and pure; `now` is passed in.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enCA, frCA } from 'date-fns/locale';
import type { Locale } from '../../shared/i18n.tsx';
import { shiftDisplayStatus, shiftIsUnactioned } from './lifecycle.ts';
import type { ShiftsMessageKey } from './messages.ts';
import type { Shift } from './model.ts';
import { type LocalDate, localDate } from './time.ts';

const locales = { en: enCA, fr: frCA };
const at = (instant: string | Date, zone: string) => new TZDate(new Date(instant).getTime(), zone);

/** 'Tue, Nov 24' / 'mar. 24 nov.' in the zone. */
export function shortDate(instant: string | Date, zone: string, locale: Locale): string {
  return format(at(instant, zone), locale === 'fr' ? 'EEE d MMM' : 'EEE, MMM d', {
    locale: locales[locale],
  });
}

/** A calendar date (no zone needed): 'Nov 22, 2026' / '22 nov. 2026'. */
export function calendarDate(date: LocalDate, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), locale === 'fr' ? 'd MMM yyyy' : 'MMM d, yyyy', {
    locale: locales[locale],
  });
}

/** A weekday of a calendar date, short: 'Sun' / 'dim.'. */
export function weekdayShort(date: LocalDate, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), 'EEE', { locale: locales[locale] });
}

/** '9:00 AM' / '9 h 00' in the zone. */
export function clockTime(instant: string | Date, zone: string, locale: Locale): string {
  return format(at(instant, zone), locale === 'fr' ? "H 'h' mm" : 'h:mm a', {
    locale: locales[locale],
  });
}

/** The date a shift is scheduled on, in its zone. */
export const shiftDate = (s: Pick<Shift, 'startTime' | 'timeZone'>) =>
  localDate(s.startTime, s.timeZone);

const STATUS_KEYS = {
  Pending: 'statusPending',
  'Checked In': 'statusCheckedIn',
  Completed: 'statusCompleted',
  Submitted: 'statusSubmitted',
  Paid: 'statusPaid',
} as const satisfies Record<string, ShiftsMessageKey>;

/**
 * Spec 001 §4: Pending / Checked In / Completed, Paid first; Submitted only in the family's
 * view. Plus the red Unactioned flag 2 hours past the end without completion.
 */
export function shiftStatus(
  s: Shift,
  viewer: 'family' | 'caregiver',
  now: Date,
): { key: ShiftsMessageKey; unactioned: boolean } {
  const status = shiftDisplayStatus({
    state: s.state,
    isPaid: s.status.isPaid,
    isSubmitted: viewer === 'family' && s.status.isSubmitted,
  });
  return {
    key: STATUS_KEYS[status],
    unactioned: shiftIsUnactioned({ state: s.state, endsAt: s.endTime }, now),
  };
}

/** Hours as the summary bar prints them: 2 decimals. */
export const hoursText = (hours: number) => hours.toFixed(2);

/** A care-plan item as stored (camel-case) split into words: 'mealPrep' → 'Meal Prep'. */
export function carePlanLabel(item: string): string {
  const spaced = item.replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
