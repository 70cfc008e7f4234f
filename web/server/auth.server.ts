// Better Auth runs inside our server on the same Postgres (schema better_auth). We call its
// server API from our own routes, which keep the spec's paths and error shapes; its HTTP
// handler is not mounted.
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { Kysely, WithSchemaPlugin } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import { databaseRoute, poolerSafe } from './db.server.ts';
import { env } from './env.server.ts';

const authSql = postgres(env.databaseUrl, {
  ...databaseRoute,
  ...poolerSafe,
  max: 5,
  onnotice: () => {},
  connection: { application_name: 'tendwell-auth' },
});

// Better Auth's tables live in schema better_auth. Every query names it (Kysely's schema
// plugin) rather than relying on a search_path set when a connection opens: a transaction-mode
// pooler hands each transaction whatever server connection is free, whose search_path is not
// ours ('relation "accounts" does not exist').
const authDb = new Kysely<any>({
  dialect: new PostgresJSDialect({ postgres: authSql }),
  plugins: [new WithSchemaPlugin('better_auth')],
});

type ResetRequest = { user: { id: string; email: string; name: string }; token: string };
let onResetRequested: (req: ResetRequest) => Promise<void> = () => {
  throw new Error('password reset mail is not wired');
};
/** The accounts domain decides what the reset mail says; auth only hands over the code. */
export function handlePasswordResetRequests(handler: (req: ResetRequest) => Promise<void>) {
  onResetRequested = handler;
}

const secureCookies = env.baseUrl.startsWith('https://') ||
  new URL(env.baseUrl).hostname === 'localhost';

export const RESET_CODE_TTL_SECONDS = 60 * 60;
/** A session lasts 30 days and slides forward when used more than a day after its last refresh. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** Wrong one-time or backup codes in a row before the second step locks (ADR 044). */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_LOCK_SECONDS = 15 * 60;
/**
 * The header our routes put the client's address in before calling Better Auth (sessions record
 * it). Better Auth would otherwise believe any X-Forwarded-For a browser sends; ours is the
 * address `clientIp` trusts, and the caller's own copy of this header is replaced.
 */
export const CLIENT_IP_HEADER = 'x-tendwell-client-ip';

export const auth = betterAuth({
  secret: env.authSecret,
  baseURL: env.baseUrl,
  trustedOrigins: [env.baseUrl],
  telemetry: { enabled: false },
  database: { db: authDb, type: 'postgres' },
  // Our own routes rate-limit login and reset (see accounts domain), across instances.
  rateLimit: { enabled: false },
  emailAndPassword: {
    enabled: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    autoSignIn: true,
    resetPasswordTokenExpiresIn: RESET_CODE_TTL_SECONDS,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, token }) => {
      await onResetRequested({ user, token });
    },
  },
  session: {
    modelName: 'sessions',
    expiresIn: SESSION_EXPIRES_IN_SECONDS,
    updateAge: SESSION_UPDATE_AGE_SECONDS,
    fields: {
      expiresAt: 'expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
      ipAddress: 'ip_address',
      userAgent: 'user_agent',
      userId: 'user_id',
    },
  },
  advanced: {
    database: { generateId: 'uuid' },
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    useSecureCookies: secureCookies,
    cookiePrefix: 'tendwell',
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' },
  },
  user: {
    modelName: 'users',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  account: {
    modelName: 'accounts',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'verifications',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  plugins: [
    // One-time codes and backup codes (ADR 044). Wrong codes lock the second step of the account
    // for a while, across challenges and kinds of code; the sign-in challenge cookie lasts 10
    // minutes.
    twoFactor({
      issuer: 'Tendwell',
      accountLockout: {
        enabled: true,
        maxFailedAttempts: SECOND_FACTOR_MAX_FAILURES,
        durationSeconds: SECOND_FACTOR_LOCK_SECONDS,
      },
      schema: {
        user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
        twoFactor: {
          modelName: 'two_factors',
          fields: {
            userId: 'user_id',
            backupCodes: 'backup_codes',
            failedVerificationCount: 'failed_verification_count',
            lockedUntil: 'locked_until',
          },
        },
      },
    }),
    passkey({
      rpName: 'Tendwell',
      rpID: new URL(env.baseUrl).hostname,
      // The browser's origin must be ours; Better Auth would otherwise take the request's word.
      origin: new URL(env.baseUrl).origin,
      advanced: { webAuthnChallengeCookie: 'passkey_challenge' },
      schema: {
        passkey: {
          modelName: 'passkeys',
          fields: {
            userId: 'user_id',
            publicKey: 'public_key',
            credentialID: 'credential_id',
            deviceType: 'device_type',
            backedUp: 'backed_up',
            createdAt: 'created_at',
          },
        },
      },
    }),
  ],
});

/** The session cookie's name as Better Auth sets it (our prefix; `__Secure-` when secure). */
export const SESSION_COOKIE_NAME = `${secureCookies ? '__Secure-' : ''}tendwell.session_token`;

const sessionCookieKey = crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(env.authSecret),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

/**
 * The session token of a request when its cookie carries our signature, else null: Better Auth's
 * own signed-cookie rule (`token.base64(HMAC-SHA256(token))`, a 44-character signature), checked
 * here so that the viewer of a request can be read in one statement (web/server/viewer.server.ts)
 * instead of Better Auth's session and user reads plus our own (ADR 031).
 */
export async function signedSessionToken(cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader) return null;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE_NAME) raw = part.slice(eq + 1).trim();
  }
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  try {
    const bytes = Uint8Array.from(atob(signature), (ch) => ch.charCodeAt(0));
    const ok = await crypto.subtle.verify(
      'HMAC',
      await sessionCookieKey,
      bytes,
      new TextEncoder().encode(token),
    );
    return ok ? token : null;
  } catch {
    return null;
  }
}
