// The three ways the server reaches Postgres. A signed-in request runs as `authenticated` with
// the user's claims, exactly as Supabase's API does, so row-level security is the real guard.
// Work that must see every row (jobs, webhooks, signup) goes through `asService`, by name.
import postgres from 'postgres';
import { env } from './env.server.ts';

export type Sql = postgres.Sql<Record<string, unknown>>;
export type Tx = postgres.TransactionSql<Record<string, unknown>>;

/** How every pool reaches the database: its Unix socket when DATABASE_SOCKET names one. */
export const databaseRoute: { path?: string } = env.databaseSocket
  ? { path: env.databaseSocket }
  : {};

/**
 * Behind a transaction-mode pooler a named prepared statement outlives its server connection's
 * turn with us, and the next transaction may land elsewhere ('prepared statement "…" does not
 * exist'): statements go unnamed there. Direct, postgres.js prepares and reuses them.
 */
export const poolerSafe: { prepare?: boolean } = env.databasePooled ? { prepare: false } : {};

/**
 * A pool of the app's: `max` connections unless the environment variable `maxVariable` says
 * otherwise, named `tendwell-<name>` in pg_stat_activity.
 */
export function appPool(name: string, maxVariable: string, max: number): Sql {
  return postgres(env.databaseUrl, {
    ...databaseRoute,
    ...poolerSafe,
    max: Number(Deno.env.get(maxVariable) ?? max),
    idle_timeout: 30,
    onnotice: () => {},
    // Rows come back with the API's field names (first_name → firstName).
    transform: { column: { from: postgres.toCamel } },
    connection: { application_name: `tendwell-${name}` },
  });
}

/** The requests' pool. */
export const sql = appPool('web', 'DB_POOL_MAX', 10);

/**
 * LISTEN holds a session, which a transaction-mode pooler does not keep: notifications are
 * heard over the direct route (DATABASE_DIRECT_URL). postgres.js opens one connection for all
 * of a process's channels. Without a pooler it is the requests' pool's own listener.
 */
const listener: Sql = env.databaseDirectUrl === env.databaseUrl ? sql : postgres(
  env.databaseDirectUrl,
  {
    ...databaseRoute,
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'tendwell-listen' },
  },
);

/** LISTEN on `channel` over the direct route; see `listener`. */
export function listen(channel: string, onNotify: (payload: string) => void) {
  return listener.listen(channel, onNotify);
}

/**
 * The realtime hub's own small pool (web/server/realtime.server.ts): its re-reads as each
 * recipient neither wait behind requests nor make requests wait behind a burst of deliveries.
 * Its size is also how many delivery batches run at once (ADR 022).
 */
export const realtimeSql = appPool('realtime', 'REALTIME_DB_POOL_MAX', 6);

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

type Opening = { error: unknown } | null;

/**
 * A transaction whose BEGIN and claims go out with `fn`'s first statement, on a reserved
 * connection: postgres.js's `begin()` waits for BEGIN's answer, and waiting for the claims' would
 * be another round trip, two in every transaction of the app (ADR 032). postgres.js sends a
 * connection's statements in order, so `fn`'s run inside the transaction and with the claims.
 * COMMIT follows what `fn` awaited; any failure rolls back, and the first one is thrown (BEGIN's
 * or the claims' before `fn`'s, whose statements then only fail as an aborted transaction).
 */
async function transaction<T>(
  pool: Sql,
  claims: (
    tx: postgres.ReservedSql<Record<string, unknown>>,
  ) => postgres.PendingQuery<postgres.Row[]>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const conn = await pool.reserve();
  const opening: Promise<Opening> = Promise.all([conn`begin`.execute(), claims(conn).execute()])
    .then(() => null, (error: unknown) => ({ error }));
  try {
    const result = await fn(withSavepoints(conn));
    const failed = await opening;
    if (failed) throw failed.error;
    await conn`commit`;
    return result;
  } catch (error) {
    const failed = await opening;
    await conn`rollback`.catch(() => {});
    throw failed ? failed.error : error;
  } finally {
    conn.release();
  }
}

/** `tx.savepoint(fn)` as postgres.js's transactions offer it, on the reserved connection. */
function withSavepoints(conn: postgres.ReservedSql<Record<string, unknown>>): Tx {
  let count = 0;
  const tx = conn as unknown as Tx;
  const savepoint = async <R>(fn: (sp: Tx) => R | Promise<R>): Promise<R> => {
    const name = `s${++count}`;
    await conn.unsafe(`savepoint ${name}`);
    try {
      const result = await fn(tx);
      await conn.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await conn.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  Object.assign(tx, {
    savepoint: (nameOrFn: unknown, fn?: unknown) =>
      savepoint((typeof nameOrFn === 'function' ? nameOrFn : fn) as (sp: Tx) => unknown),
  });
  return tx;
}

/** Runs `fn` in a transaction as the signed-in user: RLS sees `auth.uid()` = user.id. */
export function asUser<T>(
  user: { id: string; email?: string; userType?: UserType },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return asUserOn(sql, user, fn);
}

/**
 * asUser for work that is one statement: BEGIN, the claims, the statement and COMMIT go out
 * together, one round trip where asUser takes two (its COMMIT waits for the work's answer). When
 * the statement fails, the transaction is aborted and Postgres answers the COMMIT behind it as a
 * ROLLBACK: nothing is written, and the statement's error is thrown. Every part is awaited before
 * the connection goes back to the pool. The message send uses it (ADR 022).
 */
export async function asUserInOneTrip<R extends postgres.Row>(
  user: { id: string; email?: string; userType?: UserType },
  statement: (tx: Tx) => postgres.PendingQuery<R[]>,
): Promise<R[]> {
  const conn = await sql.reserve();
  try {
    const answers = await Promise.allSettled([
      conn`begin`.execute(),
      userClaims(conn, user).execute(),
      statement(conn as unknown as Tx).execute(),
      conn`commit`.execute(),
    ]);
    // BEGIN's or the claims' failure first (the statement's is then only their consequence).
    for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
    return (answers[2] as PromiseFulfilledResult<R[]>).value;
  } finally {
    conn.release();
  }
}

/** The statement that makes a transaction the user's: role `authenticated` and their claims. */
function userClaims(
  tx: postgres.ReservedSql<Record<string, unknown>>,
  user: { id: string; email?: string; userType?: UserType },
) {
  return tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(user))}, true),
                   set_config('role', 'authenticated', true)`;
}

/** asUser on another pool of the same database (a domain's own pool, e.g. the dashboard's). */
export function asUserOn<T>(
  pool: Sql,
  user: { id: string; email?: string; userType?: UserType },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transaction(pool, (tx) => userClaims(tx, user), fn);
}

/** Runs `fn` as a visitor who is not signed in. */
export function asAnon<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(
    sql,
    (tx) =>
      tx`select set_config('request.jwt.claims', '{"role":"anon"}', true),
                set_config('role', 'anon', true)`,
    fn,
  );
}

/** Privileged work that bypasses RLS. Use only where no user is acting, or before one exists. */
export function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(
    sql,
    (tx) =>
      tx`select set_config('request.jwt.claims', '{"role":"service_role"}', true),
                set_config('role', 'service_role', true)`,
    fn,
  );
}

/** Counts a hit against a named limit; false once the limit for the window is used up. */
export async function hitRateLimit(key: string, max: number, windowSeconds: number) {
  const [row] =
    await sql`select private.hit_rate_limit(${key}, ${max}, ${`${windowSeconds} seconds`}::interval) as allowed`;
  return row.allowed as boolean;
}
