// Dates and places as people read them (issue 20 §7): every date in the reader's locale
// (en-CA / fr-CA), an instant in the care location's zone, a calendar date (a birthday, a join
// date kept as a `date` column) without any zone shift, and place names in their proper case.
// Intl formatters are made once per locale and options: building one costs about a millisecond
// (ADR 031). Browser-safe.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** 'en' | 'fr' → the Canadian locale dates and numbers are written in. */
export const intlLocale = (locale: string) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, format = new Intl.DateTimeFormat(intlLocale(locale), options));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    numberFormats.set(key, format = new Intl.NumberFormat(intlLocale(locale), options));
  }
  return format;
}

export type DateStyle = 'long' | 'medium' | 'short';

const styleOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  short: { month: 'short', day: 'numeric' },
};

/** An instant's day where it happens ('Nov 27, 2026' / '27 nov. 2026'). */
export function formatInstantDate(
  instant: string | number | Date,
  locale: string,
  timeZone: string,
  style: DateStyle = 'medium',
) {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, { ...styleOptions[style], timeZone }).format(date);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date ('2026-11-27', or the date part of a timestamp written by the database) as
 * that same day, whatever zone the reader or the server is in.
 */
export function formatCalendarDate(value: string, locale: string, style: DateStyle = 'medium') {
  const match = calendarDate.exec(value);
  if (!match) return '';
  const noonUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return dateFormat(locale, { ...styleOptions[style], timeZone: 'UTC' }).format(noonUtc);
}

const lowerWords = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'sur', 'en', 'of', 'on', 'the']);

/**
 * A place name in its proper case: 'toronto' → 'Toronto', 'saint-jean-sur-richelieu' →
 * 'Saint-Jean-sur-Richelieu', 'NIAGARA-ON-THE-LAKE' → 'Niagara-on-the-Lake'. Names already in
 * mixed case ('McAdam') are kept as written.
 */
export function placeCase(name: string) {
  const trimmed = name.trim();
  if (trimmed !== trimmed.toLowerCase() && trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().replace(
    /[\p{L}']+/gu,
    (word, offset: number) =>
      offset > 0 && lowerWords.has(word) ? word : word[0].toUpperCase() + word.slice(1),
  );
}

/** 'toronto', 'on' → 'Toronto, ON'; either part may be missing. */
export function formatPlace(city: string | null | undefined, province: string | null | undefined) {
  const parts = [city ? placeCase(city) : '', province ? province.trim().toUpperCase() : ''];
  return parts.filter(Boolean).join(', ');
}

/** Today as YYYY-MM-DD in the given time zone (an offer's earliest start date, My Team's today). */
export function todayIn(timeZone = 'America/Toronto', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now);
}

/** 'YYYY-MM-DD' as a calendar date ('Nov 22, 2026'), never shifted by a time zone; '' for none. */
export function dateText(date: string | null | undefined, locale: 'en' | 'fr'): string {
  if (!date) return '';
  return formatCalendarDate(date, locale) || date;
}

// ISO calendar dates (YYYY-MM-DD strings; "today" is the UTC date, which is never behind Canada's)

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** The same calendar day `years` years before `iso` (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const candidate = `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${
    String(d).padStart(2, '0')
  }`;
  return isRealDate(candidate) ? candidate : `${String(y - years).padStart(4, '0')}-02-28`;
}
