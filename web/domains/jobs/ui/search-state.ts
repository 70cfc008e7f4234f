// The job search page's pure logic (spec 002 §2, §5, §9): the filters as a path, Clear's state,
// the pager and the card's badge and distance. The query grammar itself (ampersand-joined
// key=value parts; 'any'/empty left out; page only when not 1) is the backend's; this file maps
// the page's filter state onto it. The page's own state (the query, the answer, the place typed
// in the banner) is one reducer, at the end.
import type { Address } from '../../../shared/address/address-schema.ts';
import {
  CARD_SERVICES,
  JOB_DATE_FILTERS,
  JOB_PAGE_SIZE,
  type JobBadge,
  type JobCard,
  type JobQuery,
  LANGUAGE_KEYS,
  pageCount,
  roundHalfKm,
  SERVICE_KEYS,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from '../model.ts';
import { formatJobQuery, hasJobFilters, parseJobQuery } from '../schemas.ts';

export const SEARCH_BASE = '/jobs/search';

/** The filters the bar shows (not the place, not the page). */
export const FILTER_KEYS = [
  'date',
  'serviceStart',
  'servicePerWeek',
  'serviceLength',
  'language',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const FILTER_OPTIONS: Record<FilterKey, readonly string[]> = {
  date: JOB_DATE_FILTERS,
  serviceStart: SERVICE_START,
  servicePerWeek: SERVICE_PER_WEEK,
  serviceLength: SERVICE_LENGTH,
  language: LANGUAGE_KEYS,
};

const isOption = (key: FilterKey, value: string) => FILTER_OPTIONS[key].includes(value);

/** Reads a {jobQuery} path segment with the backend's grammar; unknown parts are dropped. */
export function readJobQuery(segment: string | undefined): JobQuery {
  return parseJobQuery(segment ?? '');
}

export { formatJobQuery };

/** The address bar's path for a query: /jobs/search or /jobs/search/{jobQuery}. */
export function searchPath(query: JobQuery): string {
  const q = formatJobQuery(query);
  return q ? `${SEARCH_BASE}/${q}` : SEARCH_BASE;
}

/** The query a path names (Back and Forward read the address bar again). */
export function queryOfPath(pathname: string): JobQuery {
  return readJobQuery(
    pathname.startsWith(`${SEARCH_BASE}/`) ? pathname.slice(SEARCH_BASE.length + 1) : '',
  );
}

/** The API's URL for a query (GET /api/jobs/search?...). */
export function searchApiUrl(query: JobQuery): string {
  const q = formatJobQuery(query);
  return q ? `/api/jobs/search?${q}` : '/api/jobs/search';
}

/** A filter changed: the page goes back to 1; 'any' removes the part. */
export function withFilter(query: JobQuery, key: FilterKey, value: string): JobQuery {
  const nextQuery: JobQuery = { ...query };
  delete nextQuery.page;
  if (!value || value === 'any' || !isOption(key, value)) delete nextQuery[key];
  else (nextQuery as Record<string, string>)[key] = value;
  return nextQuery;
}

/**
 * The catalog key (messages.ts) that labels a filter's option; a length reads as on the posting.
 * Languages are reference data: null, the labels loaded for the page name them.
 */
export function optionMessageKey(key: FilterKey, value: string): string | null {
  if (key === 'language') return null;
  return key === 'serviceLength' ? `serviceLength.${value}` : `filter.${key}.${value}`;
}

/** The multi-selects of spec 002 §9: a job needs any chosen service and has any chosen condition. */
export const MULTI_KEYS = ['services', 'conditions'] as const;
export type MultiKey = (typeof MULTI_KEYS)[number];

/** A multi-select's options: the service list, or the conditions the reference data lists. */
export const multiOptions = (field: MultiKey, conditions: Record<string, string>): string[] =>
  field === 'services' ? [...SERVICE_KEYS] : Object.keys(conditions);

/** What a closed multi-select says: 'Matches Me' stands for it, Any, or how many are chosen. */
export function multiSummary(query: JobQuery, field: MultiKey): 'matchesMe' | 'any' | number {
  if (query.matchesMe) return 'matchesMe';
  const chosen = query[field]?.length ?? 0;
  return chosen === 0 ? 'any' : chosen;
}

/**
 * A multi-select's option toggled: 'any' empties the list; the page goes back to 1. The lists
 * stay sorted (the query's canonical form). Ignored while 'Matches Me' stands for them.
 */
export function withToggled(query: JobQuery, key: MultiKey, option: string): JobQuery {
  if (query.matchesMe) return query;
  const nextQuery: JobQuery = { ...query };
  delete nextQuery.page;
  const current = query[key] ?? [];
  const next = option === 'any'
    ? []
    : current.includes(option)
    ? current.filter((k) => k !== option)
    : [...current, option].sort();
  if (next.length) nextQuery[key] = next;
  else delete nextQuery[key];
  return nextQuery;
}

/** 'Matches Me' on: the caregiver's own services and conditions replace both lists. */
export function withMatchesMe(query: JobQuery, on: boolean): JobQuery {
  const nextQuery: JobQuery = { ...query };
  delete nextQuery.page;
  delete nextQuery.services;
  delete nextQuery.conditions;
  if (on) nextQuery.matchesMe = true;
  else delete nextQuery.matchesMe;
  return nextQuery;
}

export function withPage(query: JobQuery, page: number): JobQuery {
  const nextQuery: JobQuery = { ...query };
  if (page > 1) nextQuery.page = page;
  else delete nextQuery.page;
  return nextQuery;
}

export function withPlace(query: JobQuery, locality: string, region: string): JobQuery {
  const nextQuery: JobQuery = { ...query, locality: locality.toLowerCase() };
  if (region) nextQuery.region = region.toLowerCase();
  else delete nextQuery.region;
  delete nextQuery.page;
  return nextQuery;
}

/** Clear is enabled only while a filter is set; it keeps the place. */
export const hasFilter = (query: JobQuery): boolean => hasJobFilters(query);

export function clearFilters(query: JobQuery): JobQuery {
  const nextQuery: JobQuery = {};
  if (query.locality) nextQuery.locality = query.locality;
  if (query.region) nextQuery.region = query.region;
  return nextQuery;
}

/** Pager: pages = ceil(total/20), at least 1; the current page kept within them. */
export function pager(total: number, page: number | undefined) {
  const pages = pageCount(total, JOB_PAGE_SIZE);
  const current = Math.min(Math.max(1, page ?? 1), pages);
  return { pages, current, hasPrevious: current > 1, hasNext: current < pages };
}

/** The page numbers the pager lists: all when few, else the first, the last and ±2 around. */
export function pagerItems(pages: number, current: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, current - 2);
  const to = Math.min(pages - 1, current + 2);
  if (from > 2) items.push('gap');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

/** Hired, else Applied, else Viewed (spec 002 §4). */
export function badgeOf(
  userIdNumber: string,
  job: { hires?: readonly string[]; apps?: readonly string[]; views?: readonly string[] },
): JobBadge {
  if (job.hires?.includes(userIdNumber)) return 'hired';
  if (job.apps?.includes(userIdNumber)) return 'applied';
  if (job.views?.includes(userIdNumber)) return 'viewed';
  return null;
}

/** A card lists up to 4 services, then 'and more'. */
export function cardServices(services: readonly string[], more = false) {
  return {
    shown: services.slice(0, CARD_SERVICES),
    more: more || services.length > CARD_SERVICES,
  };
}

/** Distance to the nearest 0.5 km, written without a trailing .0. */
export function distanceLabel(km: number): string {
  const rounded = roundHalfKm(km);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

// ---------------------------------------------------------------------------------------------
// The page's state: the query (the address bar's), the answer to it and the banner's place.

/** GET /api/jobs/search's answer; null while it is on its way (the skeletons show). */
export type SearchResult = { jobs: JobCard[]; total: number };

export type JobSearchState = {
  query: JobQuery;
  result: SearchResult | null;
  /** The search failed: no results, and the message says so. */
  failed: boolean;
  /** The place picked in the banner, searched on Search. */
  address: Address | null;
  /** Search was pressed without a place picked from the suggestions. */
  addressMissing: boolean;
};

export const initialJobSearch = (query: JobQuery): JobSearchState => ({
  query,
  result: null,
  failed: false,
  address: null,
  addressMissing: false,
});

export type JobSearchAction =
  | { type: 'query'; query: JobQuery }
  | { type: 'searching' }
  | { type: 'answered'; data: Partial<SearchResult> }
  | { type: 'failed' }
  | { type: 'address'; address: Address | null }
  | { type: 'addressMissing' };

export function jobSearchReducer(state: JobSearchState, action: JobSearchAction): JobSearchState {
  switch (action.type) {
    case 'query':
      return { ...state, query: action.query };
    case 'searching':
      return { ...state, result: null, failed: false };
    case 'answered':
      return { ...state, result: { jobs: action.data.jobs ?? [], total: action.data.total ?? 0 } };
    case 'failed':
      return { ...state, failed: true, result: { jobs: [], total: 0 } };
    case 'address':
      return { ...state, address: action.address, addressMissing: false };
    case 'addressMissing':
      return { ...state, addressMissing: true };
  }
}

/** Search pressed: the query of the picked place, or null when none is picked. */
export function placeQuery(state: JobSearchState): JobQuery | null {
  if (!state.address) return null;
  const params = state.address.addressParams;
  return withPlace(state.query, params.locality ?? '', params.adminAreaLevel1 ?? '');
}
