// Playwright fixtures. Each test makes the users it needs through the real API and they are
// deleted after it (the better_auth.users row cascades to the profile and everything hanging
// off it), so tests never depend on demo data or on each other.
//
//   import { expect, login, test } from './fixtures.ts';
//   test('…', async ({ page, createUser, db, readMail }) => {
//     const user = await createUser({ userType: 'family' });
//     const pro = await createUser({ userType: 'caregiver', stage: 'services' });
//     await login(page, user);
//   });
//
// Users are the factories' (tests/factories/): Playwright runs in Node and cannot load the Deno
// builders, so createUser signs up through the running server's /api/signup and
// /api/signup-family with the factories' payloads, then records a caregiver's stage or an
// admin with the same definitions (tests/factories/accounts-shared.ts) on the test database.
import { expect, type Page, request as playwrightRequest, test as base } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import {
  ADMIN_DEFAULTS,
  CAREGIVER_DEFAULTS,
  type CaregiverStage,
  familySignupPayload,
  recordAdmin,
  recordCaregiverStage,
  totpCode,
  uniqueEmail as factoryEmail,
} from '../factories/accounts-shared.ts';

export { expect, familySignupPayload };

const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8100}`;
const origin = new URL(baseURL).origin;
const databaseUrl = process.env.DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:54329/tendwell';

/** Meets the password rules (upper, lower, digit, 8+). */
export const DEFAULT_PASSWORD = 'Tendwell-e2e-1';

export type UserType = 'family' | 'caregiver' | 'admin';
export type TestUser = {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  /** Staff: their authenticator app's setup key (ADR 044); `login` answers its second step. */
  totpSecret?: string;
};
export type CreateUserOptions = {
  userType: UserType;
  /**
   * Caregivers: where they are in onboarding (CAREGIVER_STAGES); default 'new', as signup leaves
   * them. From 'basic-info' on they have the factories' basic info but no address (no API stores
   * one yet).
   */
  stage?: CaregiverStage;
  /** Caregivers: true is stage 'complete', false stage 'new'. */
  profileComplete?: boolean;
  password?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /**
   * Admins: false leaves them without a second factor (they are sent to set one up); by default
   * they set up an authenticator app through /profile's API, as a person does.
   */
  secondFactor?: boolean;
};
export type CaughtMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

export const uniqueEmail = () => factoryEmail('e2e-');

type Fixtures = {
  /** Tracks an address for deletion after the test; use for accounts a test signs up through the UI. */
  newEmail: () => string;
  createUser: (opts: CreateUserOptions) => Promise<TestUser>;
  /** The newest mail caught for `to` (polls up to `timeout` ms, default 10 s; the worker sends it). */
  readMail: (to: string, opts?: { timeout?: number; after?: Date }) => Promise<CaughtMail>;
  /** Internal: clears rate-limit counters so one test's logins do not throttle the next. */
  freshRateLimits: void;
  /** Internal: the addresses of accounts to delete after the test. */
  accounts: string[];
};
type WorkerFixtures = { db: postgres.Sql };

export const test = base.extend<Fixtures, WorkerFixtures>({
  db: [
    // Playwright reads a fixture's dependencies from this pattern; `{}` means none.
    // deno-lint-ignore no-empty-pattern
    async ({}, use) => {
      const sql = postgres(databaseUrl, {
        max: 2,
        onnotice: () => {},
        transform: { column: { from: postgres.toCamel } },
      });
      await use(sql);
      await sql.end({ timeout: 5 });
    },
    { scope: 'worker' },
  ],

  freshRateLimits: [
    async ({ db }, use) => {
      await db`delete from private.rate_limits`;
      await use();
    },
    { auto: true },
  ],

  // Deleted after the browser context closes (see `context`), so no open page is still
  // talking to the server as a user that no longer exists.
  accounts: async ({ db }, use) => {
    const emails: string[] = [];
    await use(emails);
    if (emails.length === 0) return;
    try {
      await db`delete from better_auth.users where lower(email) in ${
        db(emails.map((e) => e.toLowerCase()))
      }`;
    } catch (err) {
      console.warn(`fixtures: could not delete test users ${emails.join(', ')}:`, err);
    }
  },

  context: async ({ context, accounts: _ }, use) => {
    await use(context);
  },

  newEmail: async ({ accounts }, use) => {
    await use(() => {
      const email = uniqueEmail();
      accounts.push(email);
      return email;
    });
  },

  createUser: async ({ db, newEmail, accounts }, use) => {
    await use(async (opts) => {
      const email = opts.email ?? newEmail();
      if (opts.email) accounts.push(opts.email);
      const password = opts.password ?? DEFAULT_PASSWORD;
      const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
      let totpSecret: string | undefined;
      try {
        // Admins start as a plain signup; recordAdmin below makes them staff.
        const res = opts.userType === 'family'
          ? await api.post('/api/signup-family', {
            data: familySignupPayload({
              email,
              password,
              firstName: opts.firstName,
              lastName: opts.lastName,
            }),
          })
          : await api.post('/api/signup', { data: { email, password, confirmPassword: password } });
        if (res.status() !== 201) {
          throw new Error(`createUser(${opts.userType}): ${res.status()} ${await res.text()}`);
        }
        if (opts.userType === 'admin' && opts.secondFactor !== false) {
          totpSecret = await enrollAuthenticator(api, password);
        }
      } finally {
        await api.dispose();
      }
      const [row] = await db`select id from better_auth.users where lower(email) = lower(${email})`;
      const id = row.id as string;
      const names = {
        firstName: opts.firstName ??
          (opts.userType === 'admin' ? ADMIN_DEFAULTS : CAREGIVER_DEFAULTS).firstName,
        lastName: opts.lastName ??
          (opts.userType === 'admin' ? ADMIN_DEFAULTS : CAREGIVER_DEFAULTS).lastName,
      };
      if (opts.userType === 'admin') await recordAdmin(db, id, names);
      if (opts.userType === 'caregiver') {
        const stage = opts.stage ?? (opts.profileComplete ? 'complete' : 'new');
        await recordCaregiverStage(db, id, stage, { ...CAREGIVER_DEFAULTS, ...names });
      }
      return { id, email, password, userType: opts.userType, totpSecret };
    });
  },

  readMail: async ({ request }, use) => {
    await use(async (to, opts = {}) => {
      const deadline = Date.now() + (opts.timeout ?? 10_000);
      const after = opts.after?.toISOString() ?? '';
      for (;;) {
        const mail = (await caughtMail(to, request)).find((m) => m.sentAt >= after);
        if (mail) return mail;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${to} within ${opts.timeout ?? 10_000} ms (is the worker running?)`,
          );
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    });
  },
});

/** Newest first. The runner's MAIL_DIR when known, else the server's /__dev/mail.json. */
async function caughtMail(
  to: string,
  request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> },
) {
  const dir = process.env.MAIL_DIR;
  if (!dir) {
    return (await (await request.get(`/__dev/mail.json?to=${encodeURIComponent(to)}`))
      .json()) as CaughtMail[];
  }
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((n) => JSON.parse(readFileSync(`${dir}/${n}`, 'utf8')) as CaughtMail)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Signs `user` in inside the page's browser context (the session cookie lands there). */
export async function login(
  page: Page,
  user: { email: string; password: string; totpSecret?: string },
) {
  const res = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`login(${user.email}): ${res.status()} ${await res.text()}`);
  const { secondFactor } = (await res.json()) as { secondFactor?: string[] };
  if (!secondFactor) return;
  if (!user.totpSecret || !secondFactor.includes('totp')) {
    throw new Error(`login(${user.email}): asks for ${secondFactor.join('/')}, no key to answer`);
  }
  const second = await page.request.post('/api/login/second-factor', {
    data: { method: 'totp', code: await totpCode(user.totpSecret) },
    headers: { origin },
  });
  if (!second.ok()) {
    throw new Error(`login(${user.email}): second step ${second.status()} ${await second.text()}`);
  }
}

/**
 * Sets up an authenticator app for the account signed in on `api`, as /profile does (password,
 * then a first code); answers the setup key.
 */
async function enrollAuthenticator(
  api: { post: (url: string, opts: { data: unknown }) => Promise<ApiAnswer> },
  password: string,
): Promise<string> {
  const start = await api.post('/api/security/totp/start', { data: { password } });
  if (!start.ok()) throw new Error(`totp/start: ${start.status()} ${await start.text()}`);
  const { secret } = (await start.json()) as { secret: string };
  const confirm = await api.post('/api/security/totp/confirm', {
    data: { code: await totpCode(secret) },
  });
  if (!confirm.ok()) throw new Error(`totp/confirm: ${confirm.status()} ${await confirm.text()}`);
  return secret;
}
type ApiAnswer = {
  ok: () => boolean;
  status: () => number;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
};

/** The reset link (or any link to this site) in a mail, as a path with its query. */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`)
    .exec(mail.text);
  if (!match) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
