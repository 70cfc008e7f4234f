// How a shift reads on screen, in the care location's zone (never the browser's). Browser-safe
// and pure; `now` is passed in.
//
// The zone's wall clock comes from Intl's numeric parts (the same on the server and in every
// browser, so hydration matches), and names from date-fns' locales. Not @date-fns/tz's TZDate
// here: it subclasses Date, and a page whose Date is replaced (Playwright's fixed clock, some
// privacy tools) hands back plain Dates from `super()`, which then read in the browser's zone.
import { enCA, frCA } from 'date-fns/locale';
import type { Locale } from '../../shared/i18n.tsx';
import { shiftDisplayStatus, shiftIsUnactioned } from './lifecycle.ts';
import type { ShiftsMessageKey } from './messages.ts';
import type { Shift } from './model.ts';
import type { LocalDate } from './time.ts';

const locales = { en: enCA, fr: frCA };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone: year, month (1-12), day, hour (0-23), minute, weekday (0 = Sunday). */
export function zoneParts(instant: string | Date | number, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(new Date(instant).getTime())) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in a zone, `yyyy-MM-dd`. */
export function zoneDate(instant: string | Date | number, zone: string): LocalDate {
  const p = zoneParts(instant, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant a calendar date begins in a zone (its first moment; DST-safe by re-checking). */
export function zoneDayStart(date: LocalDate, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const p = zoneParts(guess, zone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    const next = guess - (shown - target);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

const monthName = (i: number, locale: Locale) =>
  locales[locale].localize.month(i as 0, { width: 'abbreviated' });
const dayName = (i: number, locale: Locale) =>
  locales[locale].localize.day(i as 0, { width: 'abbreviated' });

/** 'Tue, Nov 24' / 'mar. 24 nov.' in the zone. */
export function shortDate(instant: string | Date, zone: string, locale: Locale): string {
  const p = zoneParts(instant, zone);
  return locale === 'fr'
    ? `${dayName(p.weekday, locale)} ${p.day} ${monthName(p.month - 1, locale)}`
    : `${dayName(p.weekday, locale)}, ${monthName(p.month - 1, locale)} ${p.day}`;
}

/** A calendar date (no zone needed): 'Nov 22, 2026' / '22 nov. 2026'. */
export function calendarDate(date: LocalDate, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return locale === 'fr'
    ? `${d} ${monthName(m - 1, locale)} ${y}`
    : `${monthName(m - 1, locale)} ${d}, ${y}`;
}

/** A weekday of a calendar date, short: 'Sun' / 'dim.'. */
export function weekdayShort(date: LocalDate, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return dayName(new Date(Date.UTC(y, m - 1, d)).getUTCDay(), locale);
}

/** '9:00 AM' / '9 h 00' in the zone. */
export function clockTime(instant: string | Date, zone: string, locale: Locale): string {
  const { hour, minute } = zoneParts(instant, zone);
  if (locale === 'fr') return `${hour} h ${pad(minute)}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Hours per care-zone date of the shifts' starts (spec 001 §2: end − start), 2 decimals. */
export function hoursByDay(shifts: Pick<Shift, 'startTime' | 'endTime'>[], zone: string) {
  const ms: Record<LocalDate, number> = {};
  for (const s of shifts) {
    const day = zoneDate(s.startTime, zone);
    ms[day] = (ms[day] ?? 0) + Date.parse(s.endTime) - Date.parse(s.startTime);
  }
  return Object.fromEntries(
    Object.entries(ms).map(([day, v]) => [day, Math.round((v / 3_600_000) * 100) / 100]),
  );
}

/** The date a shift is scheduled on, in its zone. */
export const shiftDate = (s: Pick<Shift, 'startTime' | 'timeZone'>) =>
  zoneDate(s.startTime, s.timeZone);

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
