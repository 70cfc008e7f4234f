// The addresses domain's SQL: public.addresses, written only here (ADR 054). Functions take the
// caller's transaction and open none; the caller's RLS decides (an owner adds their own rows).
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Address } from '../../shared/address/address-schema.ts';

/** Stores `address` as `userId`'s row, as given, and returns its id. */
export async function insertAddress(tx: Tx, userId: string, address: Address): Promise<string> {
  // tx.json takes a JSONValue, which an object type with optional properties is not: the
  // address's parts are strings, so the cast loses nothing.
  const [row] = await tx<Pick<Row<'public.addresses'>, 'id'>[]>`
    insert into public.addresses (user_id, address_full, address_params, location, geohash)
    values (${userId}, ${address.addressFull}, ${tx.json(address.addressParams as never)},
            extensions.st_setsrid(extensions.st_makepoint(${address.coordinates.lng},
              ${address.coordinates.lat}), 4326)::extensions.geography,
            ${address.geohash})
    returning id`;
  return row.id;
}

/** An address row as stored: its parts (jsonb) and its point, read from the geography as float8. */
export type StoredAddressRow = Pick<Row<'public.addresses'>, 'addressFull' | 'geohash'> & {
  /** jsonb: the address's lowercased parts. */
  addressParams: Record<string, string> | null;
  lat: number;
  lng: number;
};

/** The address row `addressId`, if the caller's RLS shows it (its owner, or the service path). */
export async function readAddress(tx: Tx, addressId: string): Promise<StoredAddressRow | null> {
  const [row] = await tx<StoredAddressRow[]>`
    select a.address_full, a.address_params, a.geohash,
           extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.addresses a
     where a.id = ${addressId}`;
  return row ?? null;
}
