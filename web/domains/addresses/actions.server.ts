// The addresses domain's verbs: the only server file other domains import. Suggestions come from
// the geocoder (the offline gazetteer unless swapped); `insertAddress` is the one way another
// domain stores an address row (public.addresses is this domain's, ADR 054).
//
// Another domain that stores an address a client sent (after AddressSchema) passes it through
// `normalizeAddress` first: accounts does at signup.
import type { Tx } from '../../server/db.server.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import {
  createGazetteerGeocoder,
  type Geocoder,
  normalizeAddress as normalizeWithGeohash,
} from './geocoder.server.ts';
import type { SuggestOptions } from './model.ts';
import * as q from './queries.server.ts';

let geocoder: Geocoder = createGazetteerGeocoder();

/** Swaps the geocoder (tests, or a hosted geocoder later); returns the previous one. */
export function setGeocoder(next: Geocoder): Geocoder {
  const previous = geocoder;
  geocoder = next;
  return previous;
}

export function getGeocoder(): Geocoder {
  return geocoder;
}

/** Up to `limit` addresses matching what someone typed; none for blank text. */
export function suggestAddresses(query: string, opts: SuggestOptions): Promise<Address[]> {
  return query.trim() ? geocoder.suggest(query, opts) : Promise.resolve([]);
}

/**
 * An address as this product stores it: lowercased, trimmed params without empty values, and a
 * geohash recomputed from the coordinates whatever the client sent.
 */
export function normalizeAddress(input: Address): Address {
  return normalizeWithGeohash(input);
}

/**
 * Stores `address` as `userId`'s address row, as given (normalize it first where a client sent
 * it), and returns its id. Joins the caller's transaction `tx`, opens none: the row commits or
 * rolls back with what the caller stores beside it, and the caller's RLS decides (an owner adds
 * their own addresses).
 */
export async function insertAddress(tx: Tx, userId: string, address: Address): Promise<string> {
  return await q.insertAddress(tx, userId, address);
}

export type { StoredAddressRow } from './queries.server.ts';

/**
 * The address row `addressId` as stored, in the caller's transaction `tx` (it opens none): the
 * caller's RLS decides whether it shows (its owner alone, or the service path).
 */
export async function readAddressIn(tx: Tx, addressId: string): Promise<q.StoredAddressRow | null> {
  return await q.readAddress(tx, addressId);
}
