// Helpers for integration tests: the whole app in-process (no port), real Postgres, real RLS.
//
//   import { api, signUpCaregiver, test } from './helpers.ts';
//   test('GET /api/user answers the signed-in user', async () => {
//     const me = await signUpCaregiver();
//     const res = await api('GET', '/api/user', { cookie: me.cookie });
//     assertEquals(res.status, 200);
//   });
//
// Every request carries the Origin of BASE_URL (state-changing requests without it are refused)
// and, unless `ip` is given, a random X-Forwarded-For, so the per-IP rate limits of one test do
// not throttle the next. Pass a fixed `ip` to test a rate limit itself.
import { createApp } from '../../web/server/app.ts';
import { asUser, sql, type Tx, type UserType } from '../../web/server/db.server.ts';
import { env } from '../../web/server/env.server.ts';
import { familySignupPayload } from '../shared/family-payload.ts';

export const app = createApp();
export const origin = new URL(env.baseUrl).origin;
export const DEFAULT_PASSWORD = 'Tendwell-it-1';

export type ApiResult<T = any> = {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: T;
  /** The cookies to send next: the ones passed in, updated by any Set-Cookie of the answer. */
  cookie: string;
  headers: Headers;
};

export type TestAccount = { id: string; email: string; password: string; cookie: string };

export const uniqueEmail = () => `${crypto.randomUUID()}@test.tendwell.ca`;

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** Sends one request to the app. `body` is sent as JSON unless it is FormData or a string. */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers = new Headers({ origin, 'x-forwarded-for': opts.ip ?? randomIp(), ...opts.headers });
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
  return { status: res.status, body: parsed as T, cookie: mergeCookies(opts.cookie, res.headers.getSetCookie()), headers: res.headers };
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

async function idOf(email: string) {
  const [row] = await sql`select id from better_auth.users where lower(email) = lower(${email})`;
  return row.id as string;
}

/** A new, signed-in caregiver with an incomplete profile (as /api/signup leaves them). */
export async function signUpCaregiver(opts: { email?: string; password?: string } = {}): Promise<TestAccount> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const res = await api('POST', '/api/signup', { body: { email, password, confirmPassword: password } });
  if (res.status !== 201) throw new Error(`signUpCaregiver: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: await idOf(email), email, password, cookie: res.cookie };
}

/** The /api/signup-family payload of a family in Toronto; override any field. */
export function familySignupBody(overrides: Record<string, unknown> = {}) {
  const password = (overrides.password as string) ?? DEFAULT_PASSWORD;
  return { ...familySignupPayload({ email: uniqueEmail(), password }), ...overrides };
}

/** A new, signed-in family (profile complete, as family signup leaves them). */
export async function signUpFamily(overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const body = familySignupBody(overrides);
  const res = await api('POST', '/api/signup-family', { body });
  if (res.status !== 201) throw new Error(`signUpFamily: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: await idOf(body.email as string), email: body.email as string, password: body.password as string, cookie: res.cookie };
}

/** Turns an account into an admin (with a complete profile). Takes effect on the next request. */
export async function makeAdmin(userId: string) {
  await sql`update public.users set user_type = 'admin' where id = ${userId}`;
  await setProfileComplete(userId, true);
}

/** Sets (or clears) the onboarding flags the route guards read. */
export async function setProfileComplete(userId: string, complete = true) {
  await sql`update public.account_statuses
               set is_profile_completed = ${complete}, is_basic_completed = ${complete},
                   is_service_completed = ${complete}, is_edu_accred_completed = ${complete}
             where user_id = ${userId}`;
}

/** Runs `fn` in a transaction as that user, under RLS, like a signed-in request does. */
export async function asUserOf<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const [row] = await sql`select email, user_type from public.users where id = ${userId}`;
  return asUser({ id: userId, email: row?.email as string, userType: row?.userType as UserType }, fn);
}

/** Deletes accounts (everything of theirs cascades). */
export async function deleteUsers(...ids: string[]) {
  if (ids.length) await sql`delete from better_auth.users where id in ${sql(ids)}`;
}

/** Deno.test with the sanitizers off: the shared connection pool outlives each test. */
export function test(name: string, fn: () => Promise<void> | void) {
  Deno.test({ name, sanitizeOps: false, sanitizeResources: false, fn });
}
