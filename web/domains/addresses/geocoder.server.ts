// Address suggestions behind a small interface, so a hosted geocoder can replace the offline one.
// The offline geocoder knows localities only (seed/places/canada.json); a street address typed in
// full mode is parsed and attached to its locality, whose coordinates it borrows. A postal code
// typed alone finds its place through the areas that ship (seed/places/canada-postal-prefixes.json).
import type { Address, AddressParams } from '../../shared/address/address-schema.ts';
import {
  compareMatches,
  Gazetteer,
  type Place,
  type PlaceMatch,
  type PlaceRow,
} from './gazetteer.server.ts';
import { encodeGeohash } from '../../shared/address/geohash.ts';
import { POSTAL_PREFIX_PROVINCES, type ProvinceCode } from '../../shared/address/provinces.ts';
import { extractPostalCode, parseStreetQuery, type StreetQuery } from './street-parser.ts';
import {
  type AddressMode,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTIONS,
  readPostalQuery,
  type SuggestOptions,
} from './model.ts';

export { type AddressMode, MAX_QUERY_LENGTH, MAX_SUGGESTIONS, type SuggestOptions };

export interface Geocoder {
  suggest(query: string, opts: SuggestOptions): Promise<Address[]>;
}

export interface GazetteerGeocoderOptions {
  /** Rows to use instead of reading the file (tests). */
  rows?: readonly PlaceRow[];
  /** Where canada.json lives; defaults to the copy in seed/places/. */
  source?: URL;
  /** Postal-code areas to use instead of reading canada-postal-prefixes.json (tests). */
  postalPrefixes?: PostalPrefixes;
}

/**
 * Postal-code prefixes (a letter, a letter and digit, or a whole area such as 'K7L') → the
 * gazetteer place they belong to, [name, province]. The longest prefix wins. Only areas whose
 * place is certain ship (seed/places/canada-postal-prefixes.json: the big cities); any other code
 * finds nothing and the search box says it takes a city (ADR 013).
 */
export type PostalPrefixes = Record<string, [name: string, province: string]>;

const DEFAULT_SOURCE = new URL('../../../seed/places/canada.json', import.meta.url);
const POSTAL_SOURCE = new URL('../../../seed/places/canada-postal-prefixes.json', import.meta.url);

export function createGazetteerGeocoder(options: GazetteerGeocoderOptions = {}): Geocoder {
  let loading: Promise<Loaded> | null = null;
  // Read on first use, not at import, so routes that never search never pay for it.
  const load = () =>
    loading ??= (async () => {
      const rows = options.rows ??
        (JSON.parse(await Deno.readTextFile(options.source ?? DEFAULT_SOURCE)) as PlaceRow[]);
      const prefixes = options.postalPrefixes ??
        (JSON.parse(await Deno.readTextFile(POSTAL_SOURCE)) as PostalPrefixes);
      return { gazetteer: new Gazetteer(rows), prefixes };
    })().catch((error) => {
      loading = null; // let the next request retry instead of caching the failure
      throw error;
    });

  return {
    async suggest(query, { mode, limit }) {
      const max = Math.min(MAX_SUGGESTIONS, Math.max(0, Math.floor(limit)));
      const text = query.slice(0, MAX_QUERY_LENGTH).trim();
      if (!text || !max) return [];
      const { gazetteer, prefixes } = await load();
      const postal = readPostalQuery(text);
      if (postal) return postalSuggestion(gazetteer, prefixes, postal, mode);
      return suggestFrom(gazetteer, text, mode, max);
    },
  };
}

type Loaded = { gazetteer: Gazetteer; prefixes: PostalPrefixes };

/**
 * A query that is only a postal code (full or its area): the place its area belongs to, from the
 * shipped prefixes, or nothing. In full mode the code itself goes into the address.
 */
function postalSuggestion(
  gazetteer: Gazetteer,
  prefixes: PostalPrefixes,
  { fsa, postalCode }: { fsa: string; postalCode: string | null },
  mode: AddressMode,
): Address[] {
  const entry = prefixes[fsa] ?? prefixes[fsa.slice(0, 2)] ?? prefixes[fsa[0]];
  if (!entry) return [];
  const [name, province] = entry;
  const place = gazetteer.places.find((p) => p.name === name && p.province === province);
  if (!place) return [];
  return [buildAddress(place, mode === 'full' && postalCode ? { postalCode } : {})];
}

function suggestFrom(
  gazetteer: Gazetteer,
  text: string,
  mode: AddressMode,
  limit: number,
): Address[] {
  const { postalCode, rest } = extractPostalCode(text);
  const provinceHint = postalCode ? POSTAL_PREFIX_PROVINCES[postalCode[0]] : undefined;
  // A postal code only belongs in the address if it agrees with the province we settled on.
  const postalFor = (province: ProvinceCode) =>
    mode === 'full' && provinceHint?.includes(province) ? postalCode : undefined;

  if (mode === 'full') {
    const street = parseStreetQuery(rest);
    if (street) {
      const found = streetSuggestions(gazetteer, street, limit, provinceHint);
      if (found.length) {
        return found.map(({ place, streetRoute }) =>
          buildAddress(place, {
            unitInfo: street.unitInfo,
            streetNumber: street.streetNumber,
            streetRoute: tidyStreet(streetRoute),
            postalCode: postalFor(place.province),
          })
        );
      }
    }
  }

  return gazetteer
    .search(rest, { limit, provinceHint })
    .map((place) => buildAddress(place, { postalCode: postalFor(place.province) }));
}

/**
 * Tries the parser's readings of where the street ends. Readings with a real boundary (comma,
 * street type) are all kept and ranked together — "Main St West Vancouver" is both "Main St W,
 * Vancouver" and "Main St, West Vancouver"; guessed boundaries only count when nothing else did.
 */
function streetSuggestions(
  gazetteer: Gazetteer,
  street: StreetQuery,
  limit: number,
  provinceHint: readonly ProvinceCode[] | undefined,
): { place: Place; streetRoute: string }[] {
  const found: (PlaceMatch & { streetRoute: string })[] = [];
  for (const exact of [false, true]) {
    for (const split of street.splits) {
      if (split.exactLocality !== exact || !split.streetRoute || !split.localityQuery) continue;
      const matches = gazetteer.searchScored(split.localityQuery, { limit, exact, provinceHint });
      found.push(...matches.map((m) => ({ ...m, streetRoute: split.streetRoute })));
      if (exact && matches.length) break; // the longest whole-name tail wins
    }
    if (found.length) break;
  }
  const seen = new Set<Place>();
  return found
    .sort(compareMatches)
    .filter(({ place }) => !seen.has(place) && seen.add(place))
    .slice(0, limit);
}

interface StreetParts {
  unitInfo?: string;
  streetNumber?: string;
  streetRoute?: string;
  postalCode?: string; // "A1A 1A1"
}

/** Builds the spec's address object; the geohash always comes from the coordinates. */
export function buildAddress(place: Place, street: StreetParts = {}): Address {
  const { unitInfo, streetNumber, streetRoute, postalCode } = street;
  const line1 = streetNumber && streetRoute
    ? `${
      unitInfo ? `${unitInfo.toUpperCase()}-` : ''
    }${streetNumber.toUpperCase()} ${streetRoute}, `
    : '';
  const addressFull = `${line1}${place.name}, ${place.province}${
    postalCode ? ` ${postalCode}` : ''
  }, Canada`;
  const params: AddressParams = {
    ...(line1 && unitInfo ? { unitInfo } : {}),
    ...(line1 ? { streetNumber, streetRoute } : {}),
    locality: place.name,
    adminAreaLevel1: place.province,
    country: 'canada',
    ...(postalCode ? { postalCode } : {}),
  };
  return normalizeAddress({
    addressFull,
    addressParams: params,
    coordinates: { lat: place.lat, lng: place.lng },
    geohash: '',
  });
}

const ADDRESS_PARAM_KEYS = [
  'unitInfo',
  'streetNumber',
  'streetRoute',
  'locality',
  'adminAreaLevel1',
  'country',
  'postalCode',
] as const satisfies readonly (keyof AddressParams)[];

/**
 * Server-side sanity pass over an address (from a client, after AddressSchema): lowercased,
 * trimmed params without empty values, and a geohash recomputed so it always agrees with the
 * coordinates whatever the client sent.
 */
export function normalizeAddress(input: Address): Address {
  const addressParams: AddressParams = {};
  for (const key of ADDRESS_PARAM_KEYS) {
    const value: unknown = input.addressParams?.[key];
    if (typeof value !== 'string') continue;
    const clean = value.replace(/\s+/g, ' ').trim().toLowerCase();
    if (clean) addressParams[key] = clean;
  }
  const { lat, lng } = input.coordinates;
  return {
    addressFull: input.addressFull.replace(/\s+/g, ' ').trim(),
    addressParams,
    coordinates: { lat, lng },
    geohash: encodeGeohash(lat, lng),
  };
}

const DIRECTION_ABBREVIATIONS = new Set([
  'n',
  's',
  'e',
  'w',
  'o',
  'ne',
  'nw',
  'se',
  'sw',
  'no',
  'so',
]);
const FRENCH_PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'à', 'au', 'aux', 'et']);

/**
 * Canada Post writes addresses without periods. Text typed all in one case gets title case;
 * anything typed in mixed case is the person's own spelling (McTavish, DeMaisonneuve) and stays.
 */
export function tidyStreet(route: string): string {
  const clean = route.replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (clean !== clean.toLowerCase() && clean !== clean.toUpperCase()) return clean;
  return clean
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (DIRECTION_ABBREVIATIONS.has(word) && index > 0) return word.toUpperCase();
      return word
        .split('-')
        .map((part, i) =>
          (index > 0 || i > 0) && FRENCH_PARTICLES.has(part)
            ? part
            : part.replace(/^(d'|l')?(\p{L})/u, (_, elision = '', first) =>
              elision + first.toUpperCase())
        )
        .join('-');
    })
    .join(' ');
}
