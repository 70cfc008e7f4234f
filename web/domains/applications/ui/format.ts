// Dates and places as the applications pages show them, through the shared helpers (issue 20
// point 7): an instant on the day it is at the job's place (its province's zone), the place as
// 'Toronto, ON'.
import { formatInstantDate, formatPlace } from '../../../shared/dates.ts';
import type { Locale } from '../../../shared/i18n.tsx';
import { zoneForProvince } from '../../../shared/time-zones.ts';

export function formatDay(
  iso: string | null | undefined,
  locale: Locale,
  province?: string | null,
): string {
  if (!iso) return '';
  return formatInstantDate(iso, locale, zoneForProvince(province));
}

/** "Toronto, ON" from lower-cased address parts. */
export function placeOf(locality: string | undefined, region: string | undefined): string {
  return formatPlace(locality, region);
}
