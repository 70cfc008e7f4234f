// Helpers for integration tests: the whole app in-process (no port), real Postgres, real RLS.
//
//   import { api, signedInCaregiver, test } from './helpers.ts';
//   test('GET /api/user answers the signed-in user', async () => {
//     const me = await signedInCaregiver();
//     const res = await api('GET', '/api/user', { cookie: me.cookie });
//     assertEquals(res.status, 200);
//   });
//
// Every request carries the Origin of BASE_URL (state-changing requests without it are refused)
// and, unless `ip` is given, a random X-Forwarded-For, so the per-IP rate limits of one test do
// not throttle the next. Pass a fixed `ip` to test a rate limit itself.
//
// Users and records come from the factories (tests/factories/); `signIn` adds the session cookie
// a test sends, and `signedInCaregiver`/`signedInFamily`/`signedInAdmin` do both at once.
import postgres from 'postgres';
import { createApp } from '../../web/app/app.ts';
import { auth } from '../../web/server/auth.server.ts';
import { asUser, sql, type Tx, type UserType } from '../../web/server/db.server.ts';
import { env } from '../../web/server/env.server.ts';
import {
  type AdminOverrides,
  type CaregiverOverrides,
  createAdmin,
  createCaregiver,
  createFamily,
} from '../factories/accounts.ts';
import {
  FACTORY_PASSWORD,
  type FamilyOverrides,
  familySignupPayload,
  totpCode,
} from '../factories/accounts-shared.ts';

export { uniqueEmail } from '../factories/accounts-shared.ts';

export const app = createApp();
export const origin = new URL(env.baseUrl).origin;
export const DEFAULT_PASSWORD = FACTORY_PASSWORD;

export type ApiResult<T = any> = {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: T;
  /** The cookies to send next: the ones passed in, updated by any Set-Cookie of the answer. */
  cookie: string;
  headers: Headers;
};

export type TestAccount = { id: string; email: string; password: string; cookie: string };

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** Sends one request to the app. `body` is sent as JSON unless it is FormData or a string. */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers = new Headers({
    origin,
    'x-forwarded-for': opts.ip ?? randomIp(),
    ...opts.headers,
  });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set('content-type', 'application/json');
  }
  const res = await app.request(new URL(path, origin).toString(), { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch { /* not JSON */ }
  return {
    status: res.status,
    body: parsed as T,
    cookie: mergeCookies(opts.cookie, res.headers.getSetCookie()),
    headers: res.headers,
  };
}

function mergeCookies(sent: string | undefined, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (sent ?? '').split(';').map((s) => s.trim()).filter(Boolean)) {
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  for (const header of setCookies) {
    const [pair, ...attrs] = header.split(';').map((s) => s.trim());
    const i = pair.indexOf('=');
    const name = pair.slice(0, i);
    const value = pair.slice(i + 1);
    const expired = value === '' || attrs.some((a) => /^max-age=(0|-)/i.test(a)) ||
      attrs.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** `account` with a session cookie, signed in through Better Auth as /api/login does. */
export async function signIn<T extends { email: string; password: string; totpSecret?: string }>(
  account: T,
): Promise<T & { cookie: string }> {
  const { headers } = await auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    returnHeaders: true,
  });
  const cookie = mergeCookies(undefined, headers.getSetCookie());
  if (!account.totpSecret) return { ...account, cookie };
  // Staff made by the factories have an authenticator app: the second step, as a person does it.
  const second = await auth.api.verifyTOTP({
    body: { code: await totpCode(account.totpSecret) },
    headers: new Headers({ cookie }),
    returnHeaders: true,
  });
  return { ...account, cookie: mergeCookies(cookie, second.headers.getSetCookie()) };
}

/** A new, signed-in caregiver; by default as /api/signup leaves them (stage 'new'). */
export const signedInCaregiver = async (overrides: CaregiverOverrides = {}) =>
  signIn(await createCaregiver(overrides));

/** A new, signed-in family (profile, address, care needs, first posting: as signup leaves them). */
export const signedInFamily = async (overrides: FamilyOverrides = {}) =>
  signIn(await createFamily(overrides));

/** A new, signed-in admin. */
export const signedInAdmin = async (overrides: AdminOverrides = {}) =>
  signIn(await createAdmin(overrides));

/** The /api/signup-family payload of a family in Toronto with a new email; override any field. */
export function familySignupBody(overrides: Record<string, unknown> = {}) {
  const password = (overrides.password as string) ?? DEFAULT_PASSWORD;
  return { ...familySignupPayload({ password }), ...overrides };
}

/** Runs `fn` in a transaction as that user, under RLS, like a signed-in request does. */
export async function asUserOf<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const [row] = await sql`select email, user_type from public.users where id = ${userId}`;
  return asUser(
    { id: userId, email: row?.email as string, userType: row?.userType as UserType },
    fn,
  );
}

/** Deletes accounts (everything of theirs cascades). */
export async function deleteUsers(...ids: string[]) {
  if (ids.length) await sql`delete from better_auth.users where id in ${sql(ids)}`;
}

/**
 * Whether some transaction is waiting for an advisory lock, polled for up to 5 s: a concurrency
 * test holds a cell's lock in one transaction and releases it once the other is queued behind it.
 */
async function someoneWaitsForAdvisoryLock(): Promise<boolean> {
  for (let i = 0; i < 250; i++) {
    const [w] = await sql`
      select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
    if (w.n > 0) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

/**
 * Two transactions changing one summary cell at once, each on a connection of its own: `first`
 * writes and keeps its transaction (and the cell's advisory lock) open until `second`'s write is
 * queued behind that lock, then both commit. Answers whether `second` was seen waiting.
 */
export async function secondWaitsForFirst(
  first: (tx: postgres.TransactionSql) => Promise<unknown>,
  second: (tx: postgres.TransactionSql) => Promise<unknown>,
): Promise<boolean> {
  const url = Deno.env.get('DATABASE_URL')!;
  const one = postgres(url, { max: 1, onnotice: () => {} });
  const two = postgres(url, { max: 1, onnotice: () => {} });
  try {
    let firstDone!: () => void;
    const firstWritten = new Promise<void>((r) => (firstDone = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const t1 = one.begin(async (tx) => {
      await first(tx);
      firstDone();
      await released;
    });
    await firstWritten;
    const t2 = two.begin((tx) => second(tx));
    const waited = await someoneWaitsForAdvisoryLock();
    release();
    await Promise.all([t1, t2]);
    return waited;
  } finally {
    await one.end();
    await two.end();
  }
}

/** Deno.test with the sanitizers off: the shared connection pool outlives each test. */
export function test(name: string, fn: () => Promise<void> | void) {
  Deno.test({ name, sanitizeOps: false, sanitizeResources: false, fn });
}
