// The addresses domain's browser-safe types and limits. The address value itself (its schema,
// provinces, geohash) lives in web/shared/address/, the input component in
// web/components/address-input/.
export type { Address, AddressParams } from '../../shared/address/address-schema.ts';

/** `city` suggests localities only; `full` parses a street address typed before the locality. */
export type AddressMode = 'city' | 'full';
export const ADDRESS_MODES = ['city', 'full'] as const satisfies readonly AddressMode[];
/** At most 5 suggestions (spec 000: address autocomplete, 5 suggestions). */
export const MAX_SUGGESTIONS = 5;
export const MAX_QUERY_LENGTH = 200;

export interface SuggestOptions {
  mode: AddressMode;
  limit: number;
}

/** A forward sortation area (the first three characters of a postal code): 'M5V'. */
const FSA = /^([abceghj-nprstvxy]\d[abceghj-nprstv-z])(?:[ -]?(\d[abceghj-nprstv-z]\d))?$/i;

/**
 * A query that is only a Canadian postal code, full ('M5V 2T6', 'm5v2t6') or its first three
 * characters ('M5V'): its area and the full code, upper case; null for anything else.
 */
export function readPostalQuery(query: string): { fsa: string; postalCode: string | null } | null {
  const match = FSA.exec(query.trim());
  if (!match) return null;
  const fsa = match[1].toUpperCase();
  return { fsa, postalCode: match[2] ? `${fsa} ${match[2].toUpperCase()}` : null };
}
