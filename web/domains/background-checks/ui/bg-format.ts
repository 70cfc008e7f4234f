// How the background-check pages write an instant (a check submitted, approved, a cost recorded).
import { dateFormat } from '../../../shared/dates.ts';

/**
 * An ISO instant as a date and time ('Nov 22, 2026, 3:05 p.m.'), through the shared formatters
 * (web/shared/dates.ts). These instants have no care location: they are read in Toronto, the
 * product's home zone.
 */
export function instantText(iso: string | null | undefined, locale: 'en' | 'fr'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(date);
}
