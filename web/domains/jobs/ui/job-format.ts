// Small pure helpers the jobs pages share: keyed maps to lists, labels, dates and places.
import { formatInstantDate, formatPlace } from '../../../shared/dates.ts';
import { type Locale, translator } from '../../../shared/i18n.tsx';
import { zoneForProvince } from '../../../shared/time-zones.ts';
import { jobsUi } from '../ui-messages.ts';

/** Reference data for labels: key → label in the reader's language. */
export type Labels = {
  service: Record<string, string>;
  conditions: Record<string, string>;
  language: Record<string, string>;
};

export const keysOf = (map: Record<string, unknown> | undefined | null): string[] =>
  map ? Object.keys(map).filter((k) => map[k]) : [];

export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** 'Be in the first 10 applicants' below 11 applications, else '{n} applications received'. */
export function applicantsLine(numApply: number, locale: Locale): string {
  const t = translator(jobsUi, locale);
  return numApply < 11 ? t('firstApplicants') : t('applicationsReceived', { n: numApply });
}

/**
 * A posting's instant as the day it was at the care location (the job's province's zone; the
 * reader's locale), through the shared date helpers.
 */
export function formatDate(iso: string, locale: Locale, province?: string | null): string {
  return formatInstantDate(iso, locale, zoneForProvince(province));
}

/** "Toronto, ON" from lower-cased address parts (the shared place format). */
export function placeLabel(locality: string | undefined, region: string | undefined): string {
  return formatPlace(locality, region);
}

/** The signup materials (reference data in the reader's language) as label maps. */
export function labelsFrom(materials: {
  language: { key: string; label: string }[];
  service: Record<string, string>;
  conditions: Record<string, string>;
}): Labels {
  return {
    service: materials.service,
    conditions: materials.conditions,
    language: Object.fromEntries(materials.language.map((l) => [l.key, l.label])),
  };
}

export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
