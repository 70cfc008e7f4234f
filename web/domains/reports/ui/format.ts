// Dates and times as the reports pages show them: in the care location's zone (the shift's),
// with date-fns so the server's and the browser's text are the same (hydration).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enCA, frCA } from 'date-fns/locale';
import type { Locale } from '../../../shared/i18n.tsx';

const localeOf = (locale: Locale) => (locale === 'fr' ? frCA : enCA);
const DAY = { en: 'EEE, MMM d, yyyy', fr: 'EEE d MMM yyyy' } as const;
const TIME = { en: 'h:mm a', fr: "HH 'h' mm" } as const;

function inZone(iso: string, zone: string): TZDate | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new TZDate(date.getTime(), zone);
  } catch {
    return new TZDate(date.getTime(), 'America/Toronto');
  }
}

/** 'Sun, Nov 22, 2026' in `zone`. */
export function formatDay(iso: string, zone: string, locale: Locale): string {
  const d = inZone(iso, zone);
  return d ? format(d, DAY[locale], { locale: localeOf(locale) }) : '';
}

/** '9:00 AM' (en) or '09 h 00' (fr) in `zone`. */
export function formatTime(iso: string, zone: string, locale: Locale): string {
  const d = inZone(iso, zone);
  return d ? format(d, TIME[locale], { locale: localeOf(locale) }) : '';
}

/** 'Sun, Nov 22, 2026, 9:00 AM' in `zone`. */
export function formatStamp(iso: string, zone: string, locale: Locale): string {
  const day = formatDay(iso, zone, locale);
  return day ? `${day}, ${formatTime(iso, zone, locale)}` : '';
}
