// The three ways the server reaches Postgres. A signed-in request runs as `authenticated` with
// the user's claims, exactly as Supabase's API does, so row-level security is the real guard.
// Work that must see every row (jobs, webhooks, signup) goes through `asService`, by name.
import postgres from 'postgres';
import { env } from './env.server.ts';

export type Sql = postgres.Sql<Record<string, unknown>>;
export type Tx = postgres.TransactionSql<Record<string, unknown>>;

export const sql = postgres(env.databaseUrl, {
  max: Number(Deno.env.get('DB_POOL_MAX') ?? 10),
  idle_timeout: 30,
  onnotice: () => {},
  // Rows come back with the API's field names (first_name → firstName).
  transform: { column: { from: postgres.toCamel } },
  connection: { application_name: 'tendwell-web' },
});

/**
 * The realtime hub's own small pool (web/server/realtime.server.ts): its re-reads as each
 * recipient neither wait behind requests nor make requests wait behind a burst of deliveries.
 * Its size is also how many delivery batches run at once (ADR 022).
 */
export const realtimeSql = postgres(env.databaseUrl, {
  max: Number(Deno.env.get('REALTIME_DB_POOL_MAX') ?? 6),
  idle_timeout: 30,
  onnotice: () => {},
  transform: { column: { from: postgres.toCamel } },
  connection: { application_name: 'tendwell-realtime' },
});

export type UserType = 'family' | 'caregiver' | 'admin';

export type Claims = {
  sub: string;
  role: 'authenticated';
  aud: 'authenticated';
  email?: string;
  app_metadata: { user_type?: UserType };
};

export function claimsFor(user: { id: string; email?: string; userType?: UserType }): Claims {
  return {
    sub: user.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: user.email,
    app_metadata: { user_type: user.userType },
  };
}

/**
 * Sends the claims and runs `fn` without waiting for the claims' answer: postgres.js sends a
 * transaction's statements in order on its one connection, so `fn`'s first statement already runs
 * with them, and a transaction costs one round trip less (every request has one or more; ADR 031).
 * Should the claims fail, `fn`'s statements fail with the aborted transaction and the claims'
 * own error is the one thrown.
 */
async function withClaims<T>(
  tx: Tx,
  claims: postgres.PendingQuery<postgres.Row[]>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const sent = claims.execute().then(() => null, (error: unknown) => ({ error }));
  try {
    const result = await fn(tx);
    const failed = await sent;
    if (failed) throw failed.error;
    return result;
  } catch (error) {
    const failed = await sent;
    throw failed ? failed.error : error;
  }
}

/** Runs `fn` in a transaction as the signed-in user: RLS sees `auth.uid()` = user.id. */
export function asUser<T>(
  user: { id: string; email?: string; userType?: UserType },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return asUserOn(sql, user, fn);
}

/** asUser on another pool of the same database (a domain's own pool, e.g. the dashboard's). */
export function asUserOn<T>(
  pool: Sql,
  user: { id: string; email?: string; userType?: UserType },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return pool.begin((tx) =>
    withClaims(
      tx,
      tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(user))}, true),
                set_config('role', 'authenticated', true)`,
      fn,
    )
  ) as Promise<T>;
}

/** Runs `fn` as a visitor who is not signed in. */
export function asAnon<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) =>
    withClaims(
      tx,
      tx`select set_config('request.jwt.claims', '{"role":"anon"}', true),
                set_config('role', 'anon', true)`,
      fn,
    )
  ) as Promise<T>;
}

/** Privileged work that bypasses RLS. Use only where no user is acting, or before one exists. */
export function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) =>
    withClaims(
      tx,
      tx`select set_config('request.jwt.claims', '{"role":"service_role"}', true),
                set_config('role', 'service_role', true)`,
      fn,
    )
  ) as Promise<T>;
}

/** Counts a hit against a named limit; false once the limit for the window is used up. */
export async function hitRateLimit(key: string, max: number, windowSeconds: number) {
  const [row] =
    await sql`select private.hit_rate_limit(${key}, ${max}, ${`${windowSeconds} seconds`}::interval) as allowed`;
  return row.allowed as boolean;
}
