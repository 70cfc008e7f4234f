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
