// Relative times in the product's short words (spec 000 §9): a few seconds, a min, mins, an hr,
// hrs, a day, days, a mo, mos, a yr, yrs. The thresholds are the familiar "from now" ones:
// under 45 s → a few seconds; under 45 min → mins; under 22 h → hrs; under 26 days → days;
// under 11 months → mos; then yrs.
import { defineMessages, type Locale, translator } from './i18n.tsx';

export const relativeTimeMessages = defineMessages({
  en: {
    seconds: 'a few seconds',
    minute: 'a min',
    minutes: '{n} mins',
    hour: 'an hr',
    hours: '{n} hrs',
    day: 'a day',
    days: '{n} days',
    month: 'a mo',
    months: '{n} mos',
    year: 'a yr',
    years: '{n} yrs',
    past: '{time} ago',
    future: 'in {time}',
  },
  fr: {
    seconds: 'quelques secondes',
    minute: 'une min',
    minutes: '{n} min',
    hour: 'une h',
    hours: '{n} h',
    day: 'un jour',
    days: '{n} jours',
    month: 'un mois',
    months: '{n} mois',
    year: 'un an',
    years: '{n} ans',
    past: 'il y a {time}',
    future: 'dans {time}',
  },
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Average Gregorian month and year. */
const MONTH_DAYS = 146097 / 4800;
const YEAR_DAYS = 146097 / 400;

type Unit = keyof (typeof relativeTimeMessages)['en'];

function words(ms: number): [Unit, number] {
  const seconds = Math.round(ms / SECOND);
  const minutes = Math.round(ms / MINUTE);
  const hours = Math.round(ms / HOUR);
  const days = Math.round(ms / DAY);
  const months = Math.round(ms / DAY / MONTH_DAYS);
  const years = Math.round(ms / DAY / YEAR_DAYS);
  if (seconds < 45) return ['seconds', seconds];
  if (minutes <= 1) return ['minute', 1];
  if (minutes < 45) return ['minutes', minutes];
  if (hours <= 1) return ['hour', 1];
  if (hours < 22) return ['hours', hours];
  if (days <= 1) return ['day', 1];
  if (days < 26) return ['days', days];
  if (months <= 1) return ['month', 1];
  if (months < 11) return ['months', months];
  if (years <= 1) return ['year', 1];
  return ['years', years];
}

const toMs = (
  d: Date | string | number,
) => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d));

/**
 * "5 mins ago", "an hr ago", "in 3 days". A time up to 45 s ahead (clock skew between browser
 * and server) still reads "a few seconds ago". `suffix: false` gives just "5 mins".
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
  locale: Locale = 'en',
  opts: { suffix?: boolean } = {},
): string {
  const t = translator(relativeTimeMessages, locale);
  const diff = toMs(now) - toMs(date);
  if (Number.isNaN(diff)) return '';
  const future = diff < -45 * SECOND;
  const [unit, n] = words(Math.abs(future ? diff : Math.max(0, diff)));
  const time = t(unit, { n });
  if (opts.suffix === false) return time;
  return t(future ? 'future' : 'past', { time });
}
