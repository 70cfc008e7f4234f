// The caregiver search page's state (spec 002 §2, §8, §9): the place, the filters, the answer
// and what is loading, as one reducer, and what the page derives from them. A filter change
// re-filters the loaded cards at once with the server's own rules (model.ts matchesFilters) while
// the exact answer is on its way; Back reads the path's filters again, or needs the server for
// another city. Pure, so it is tested without a browser.
import type { Address } from '../../../shared/address/address-schema.ts';
import { decodeGeohash } from '../../../shared/address/geohash.ts';
import {
  averageWage,
  type CaregiverResult,
  type Filters,
  matchesFilters,
  pageCount,
  parseCgQuery,
  type SearchAnswer,
  type SearchPlace,
  titleCase,
} from '../model.ts';

export const EMPTY_ANSWER: SearchAnswer = { caregivers: [], total: 0, averageWage: 0 };

/** The address field's value for a place (city, region and the geohash's point). */
export function placeAddress(place: SearchPlace | null): Address | null {
  if (!place) return null;
  const { lat, lng } = decodeGeohash(place.geohash);
  return {
    addressFull: `${titleCase(place.locality)}, ${place.adminAreaLevel1.toUpperCase()}, Canada`,
    addressParams: {
      locality: place.locality,
      adminAreaLevel1: place.adminAreaLevel1,
      country: 'canada',
    },
    coordinates: { lat, lng },
    geohash: place.geohash,
  };
}

/** A key's label, or the key made readable ('fullTime' → 'Full Time') when none is loaded. */
export const keyLabel = (map: Record<string, string> | undefined, key: string) =>
  map?.[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A filter changed: back to page 1. */
export const withPatch = (filters: Filters, patch: Partial<Filters>): Filters => ({
  ...filters,
  ...patch,
  pageNum: 1,
});

/** A city picked from the suggestions: the place searched, from page 1; null while typing. */
export function choosePlace(
  filters: Filters,
  chosen: Address | null,
): { place: SearchPlace; filters: Filters } | null {
  if (!chosen) return null;
  return {
    place: {
      locality: chosen.addressParams.locality ?? '',
      adminAreaLevel1: chosen.addressParams.adminAreaLevel1 ?? '',
      geohash: chosen.geohash,
    },
    filters: { ...filters, pageNum: 1 },
  };
}

/**
 * Back or Forward to `pathname`: the filters its cgQuery names, or null when it names another
 * city (only the server can place it: the page reloads).
 */
export function poppedFilters(
  pathname: string,
  place: SearchPlace | null,
  filters: Filters,
): Filters | null {
  const q = parseCgQuery(pathname.replace(/^\/caregivers(\/search)?\/?/, ''));
  const samePlace = !q.locality ||
    (place && q.locality === place.locality && q.region === place.adminAreaLevel1);
  if (!samePlace) return null;
  return {
    ...filters,
    gender: q.gender,
    wageExp: q.wageExp,
    languagePref: q.language,
    jobType: q.jobType,
    rating: q.rating,
    pageNum: q.page,
  };
}

export type SearchState = {
  place: SearchPlace | null;
  /** The address field's value: the place's, or null while another city is being typed. */
  address: Address | null;
  filters: Filters;
  answer: SearchAnswer;
  /** 'cards': placeholders instead of cards; 'refresh': cards shown, an exact answer coming. */
  loading: 'none' | 'cards' | 'refresh';
  /** The caregivers whose Favourite is being saved. */
  busy: string[];
};

export const initialSearch = (
  props: { place: SearchPlace | null; filters: Filters; answer: SearchAnswer | null },
): SearchState => ({
  place: props.place,
  address: placeAddress(props.place),
  filters: props.filters,
  answer: props.answer ?? EMPTY_ANSWER,
  loading: 'none',
  busy: [],
});

export type SearchAction =
  | { type: 'filters'; filters: Filters }
  | { type: 'address'; address: Address | null }
  | { type: 'loading'; mode: 'cards' | 'refresh' }
  /** The server's answer; null when the search failed (spec 002 §8: zero results). */
  | { type: 'answered'; answer: SearchAnswer | null }
  | { type: 'favouriting'; id: string; on: boolean }
  | { type: 'favourited'; id: string; on: boolean; ok: boolean };

const flip = (answer: SearchAnswer, id: string, on: boolean): SearchAnswer => ({
  ...answer,
  caregivers: answer.caregivers.map((c) => c.userIdNumber === id ? { ...c, isFavourite: on } : c),
});

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'filters':
      return { ...state, filters: action.filters };
    case 'address': {
      const chosen = choosePlace(state.filters, action.address);
      return chosen
        ? { ...state, address: action.address, ...chosen }
        : { ...state, address: action.address };
    }
    case 'loading':
      return { ...state, loading: action.mode };
    case 'answered':
      return { ...state, answer: action.answer ?? EMPTY_ANSWER, loading: 'none' };
    case 'favouriting':
      return {
        ...state,
        busy: [...state.busy, action.id],
        answer: flip(state.answer, action.id, action.on),
      };
    case 'favourited':
      return {
        ...state,
        busy: state.busy.filter((id) => id !== action.id),
        answer: action.ok ? state.answer : flip(state.answer, action.id, !action.on),
      };
  }
}

/**
 * What the page shows: the loaded cards that pass the filters (equal to the loaded cards once
 * the exact answer has arrived) and, while it is on its way, a total and an average estimated
 * from them.
 */
export function resultsOf(state: Pick<SearchState, 'answer' | 'filters' | 'loading'>): {
  shown: CaregiverResult[];
  total: number;
  average: number;
  pages: number;
} {
  const { answer, filters } = state;
  const shown = answer.caregivers.filter((c) => matchesFilters(c, filters));
  const refreshing = state.loading === 'refresh';
  const total = refreshing
    ? Math.max(shown.length, answer.total - (answer.caregivers.length - shown.length))
    : answer.total;
  const average = refreshing ? averageWage(shown) : answer.averageWage;
  return { shown, total, average, pages: pageCount(total) };
}
