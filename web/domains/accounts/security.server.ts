// The "Sign-in and security" verbs (issue 22 points 3 and 4, ADR 044): the second step of a
// sign-in, one-time-code apps with backup codes, passkeys, the password change and the list of
// signed-in devices. Better Auth owns the secrets, codes, passkeys and sessions in schema
// better_auth; everything here goes through its API (never SQL), with the request's headers so
// that its cookies (the sign-in challenge, the passkey challenge, the session) travel both ways.
import { auth, CLIENT_IP_HEADER, signedSessionToken } from '../../server/auth.server.ts';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../server/http.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { accountMessages, securityMessages } from './messages.ts';
import type {
  PasskeySummary,
  SecondFactorMethod,
  SecurityOverview,
  SessionSummary,
} from './model.ts';
import { describeUserAgent, placeOf } from './user-agent.ts';

const say = (key: keyof (typeof securityMessages)['en']) => text(securityMessages, key);

/** What Better Auth's errors carry: an HTTP status and, usually, a code. */
function authFailure(err: unknown): { status: number; code: string } | null {
  const e = err as { statusCode?: unknown; body?: { code?: unknown } } | null;
  if (!e || typeof e.statusCode !== 'number') return null;
  return { status: e.statusCode, code: typeof e.body?.code === 'string' ? e.body.code : '' };
}

const cookiesOf = (headers: Headers) => headers.getSetCookie();

async function authContext() {
  return await auth.$context;
}

/** Whether `password` is the login's current password (Better Auth's hash, compared by it). */
export async function passwordIsRight(userId: string, password: string): Promise<boolean> {
  const ctx = await authContext();
  const accounts = await ctx.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === 'credential')?.password;
  if (!hash) return false;
  return await ctx.password.verify({ hash, password });
}

async function requirePassword(userId: string, password: string) {
  if (!(await passwordIsRight(userId, password))) {
    throw badRequest({ password: say('wrongPassword') });
  }
}

async function passkeysOf(userId: string): Promise<PasskeySummary[]> {
  const ctx = await authContext();
  const rows = await ctx.adapter.findMany<
    Pick<Row<'better_auth.passkeys'>, 'id' | 'name' | 'createdAt'>
  >({
    model: 'passkey',
    where: [{ field: 'userId', value: userId }],
  });
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name || null,
      // new Date(): the adapter's instant may come as a Date or as its ISO text.
      createdAt: new Date(r.createdAt).toISOString(),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function totpRow(userId: string) {
  const ctx = await authContext();
  return await ctx.adapter.findOne<{ id: string; verified?: boolean }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
}

async function totpEnabled(userId: string): Promise<boolean> {
  const ctx = await authContext();
  const user = await ctx.internalAdapter.findUserById(userId) as
    | { twoFactorEnabled?: boolean }
    | null;
  return user?.twoFactorEnabled === true;
}

// ---------------------------------------------------------------- signing in

export type SignInResult = { cookies: string[]; secondFactor?: SecondFactorMethod[] };

/**
 * The password step. An account with a one-time-code app gets Better Auth's sign-in challenge
 * (a short-lived cookie) instead of a session; an account whose only second factor is a passkey
 * gets no session either, and is asked for the passkey. Wrong or unknown credentials are one 401.
 */
export async function signInWithPassword(
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  let result;
  try {
    result = await auth.api.signInEmail({ body: credentials, headers, returnHeaders: true });
  } catch (err) {
    if (authFailure(err)) throw unauthorized(text(accountMessages, 'loginFailed'));
    throw err;
  }
  const response = result.response as
    | { twoFactorRedirect: true; twoFactorMethods?: string[] }
    | { token: string; user: { id: string } };
  if ('twoFactorRedirect' in response) {
    const userId = await challengedUser(result.headers);
    const passkeys = userId ? await passkeysOf(userId) : [];
    return {
      cookies: cookiesOf(result.headers),
      secondFactor: ['totp', 'backup', ...(passkeys.length ? ['passkey' as const] : [])],
    };
  }
  if ((await passkeysOf(response.user.id)).length) {
    // A passkey is this account's second factor: the password alone opens nothing. The session
    // Better Auth just made is ended and its cookie never sent.
    await (await authContext()).internalAdapter.deleteSession(response.token);
    return { cookies: [], secondFactor: ['passkey'] };
  }
  return { cookies: cookiesOf(result.headers) };
}

/** The user a sign-in challenge belongs to, read back from its signed cookie. */
async function challengedUser(responseHeaders: Headers): Promise<string | null> {
  const ctx = await authContext();
  const name = ctx.createAuthCookie('two_factor').name;
  for (const cookie of responseHeaders.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) !== name) continue;
    const value = decodeURIComponent(pair.slice(eq + 1));
    const identifier = value.slice(0, value.lastIndexOf('.'));
    const row = await ctx.internalAdapter.findVerificationValue(identifier);
    return row?.value ?? null;
  }
  return null;
}

/** Maps Better Auth's answers to a code check onto ours (the code's field, 401, or 429). */
function codeRefusal(err: unknown, field: 'code'): never {
  const failure = authFailure(err);
  if (!failure) throw err;
  if (failure.status === 429 || failure.code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    throw tooManyRequests(say('tooManyCodes'));
  }
  if (failure.code === 'INVALID_CODE' || failure.code === 'INVALID_BACKUP_CODE') {
    throw new ApiError(401, { [field]: say('wrongCode') });
  }
  if (failure.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    throw tooManyRequests(say('tooManyCodes'));
  }
  // No challenge, an expired one, or one already used: the password step starts again.
  throw unauthorized(say('signInAgain'));
}

/** The second step of a sign-in: a code from the app, or one of the backup codes. */
export async function signInSecondStep(
  method: 'totp' | 'backup',
  code: string,
  headers: Headers,
): Promise<string[]> {
  try {
    const result = method === 'totp'
      ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    return cookiesOf(result.headers);
  } catch (err) {
    codeRefusal(err, 'code');
  }
}

/** A passkey ceremony's options (and its challenge cookie) for signing in. */
export async function passkeySignInOptions(headers: Headers) {
  const result = await auth.api.generatePasskeyAuthenticationOptions({
    headers,
    returnHeaders: true,
  });
  return { options: result.response, cookies: cookiesOf(result.headers) };
}

/** Signs in with a passkey: directly, or as the second step after a password. */
export async function signInWithPasskey(response: Record<string, unknown>, headers: Headers) {
  try {
    const result = await auth.api.verifyPasskeyAuthentication({
      body: { response: response as never },
      headers,
      returnHeaders: true,
    });
    return cookiesOf(result.headers);
  } catch (err) {
    if (authFailure(err)) throw unauthorized(say('passkeyNotAccepted'));
    throw err;
  }
}

// ---------------------------------------------------------------- the person's overview

/** Everything the "Sign-in and security" section shows, for the signed-in person only. */
export async function readSecurity(viewer: Viewer, headers: Headers): Promise<SecurityOverview> {
  const [enabled, passkeys, sessions] = await Promise.all([
    totpEnabled(viewer.id),
    passkeysOf(viewer.id),
    listSessions(viewer, headers),
  ]);
  let backupCodesLeft: number | null = null;
  if (enabled) {
    const codes = await auth.api.viewBackupCodes({ body: { userId: viewer.id } })
      .catch(() => null);
    backupCodesLeft = codes?.backupCodes.length ?? null;
  }
  return {
    email: viewer.loginEmail,
    totpEnabled: enabled,
    backupCodesLeft,
    passkeys,
    sessions,
    staff: viewer.userType === 'admin',
    secondFactor: enabled || passkeys.length > 0,
  };
}

// ---------------------------------------------------------------- one-time codes

/**
 * Starts setting up an app: a new secret (not yet in force) and ten backup codes. The password
 * is asked first. An app already in force is removed first, never silently replaced.
 */
export async function startTotp(viewer: Viewer, password: string, headers: Headers) {
  if (await totpEnabled(viewer.id)) throw conflict({ general: say('totpAlreadyOn') });
  await requirePassword(viewer.id, password);
  const result = await auth.api.enableTwoFactor({ body: { password }, headers });
  const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
  return { totpURI: result.totpURI, secret, backupCodes: result.backupCodes };
}

/** Puts the app in force once it shows a valid code; the session is renewed by Better Auth. */
export async function confirmTotp(viewer: Viewer, code: string, headers: Headers) {
  const row = await totpRow(viewer.id);
  if (!row) throw conflict({ general: say('totpNotStarted') });
  if (row.verified !== false && (await totpEnabled(viewer.id))) {
    throw conflict({ general: say('totpAlreadyOn') });
  }
  try {
    const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    return cookiesOf(result.headers);
  } catch (err) {
    codeRefusal(err, 'code');
  }
}

/** Removes the app and its backup codes, with the password. */
export async function removeTotp(viewer: Viewer, password: string, headers: Headers) {
  if (!(await totpRow(viewer.id))) throw notFound(say('totpNotOn'));
  await requirePassword(viewer.id, password);
  const result = await auth.api.disableTwoFactor({
    body: { password },
    headers,
    returnHeaders: true,
  });
  return cookiesOf(result.headers);
}

/** Ten new backup codes in place of the old ones, with the password. */
export async function renewBackupCodes(viewer: Viewer, password: string, headers: Headers) {
  if (!(await totpEnabled(viewer.id))) throw notFound(say('totpNotOn'));
  await requirePassword(viewer.id, password);
  const result = await auth.api.generateBackupCodes({ body: { password }, headers });
  return result.backupCodes;
}

// ---------------------------------------------------------------- passkeys

/** A passkey ceremony's options (and its challenge cookie) for adding one to this account. */
export async function passkeyRegistrationOptions(headers: Headers) {
  try {
    const result = await auth.api.generatePasskeyRegistrationOptions({
      headers,
      returnHeaders: true,
    });
    return { options: result.response, cookies: cookiesOf(result.headers) };
  } catch (err) {
    const failure = authFailure(err);
    if (failure?.code === 'SESSION_NOT_FRESH') throw forbidden(say('signInAgainToAdd'));
    throw err;
  }
}

export async function addPasskey(
  response: Record<string, unknown>,
  name: string | undefined,
  headers: Headers,
) {
  try {
    await auth.api.verifyPasskeyRegistration({
      body: { response: response as never, name },
      headers,
    });
  } catch (err) {
    const failure = authFailure(err);
    if (failure?.code === 'SESSION_NOT_FRESH') throw forbidden(say('signInAgainToAdd'));
    if (failure) throw badRequest({ general: say('passkeyNotAdded') });
    throw err;
  }
}

/** Removes one of the person's own passkeys, with the password. */
export async function removePasskey(
  viewer: Viewer,
  passkeyId: string,
  password: string,
  headers: Headers,
) {
  if (!(await passkeysOf(viewer.id)).some((p) => p.id === passkeyId)) {
    throw notFound(say('passkeyNotFound'));
  }
  await requirePassword(viewer.id, password);
  await auth.api.deletePasskey({ body: { id: passkeyId }, headers });
}

// ---------------------------------------------------------------- password

/** A new password; every other signed-in device is signed out (Better Auth renews this one). */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  headers: Headers,
): Promise<string[]> {
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return cookiesOf(result.headers);
  } catch (err) {
    const failure = authFailure(err);
    if (failure?.code === 'INVALID_PASSWORD') {
      throw badRequest({ currentPassword: say('wrongPassword') });
    }
    if (failure && failure.status < 500) throw badRequest({ newPassword: say('passwordRefused') });
    throw err;
  }
}

// ---------------------------------------------------------------- signed-in devices

/** The person's signed-in devices, this one first, then by when each was last seen. */
export async function listSessions(viewer: Viewer, headers: Headers): Promise<SessionSummary[]> {
  const ctx = await authContext();
  const current = await signedSessionToken(headers.get('cookie'));
  const currentIp = headers.get(CLIENT_IP_HEADER);
  const sessions = await ctx.internalAdapter.listSessions(viewer.id);
  const currentRow = sessions.find((s) => s.token === current);
  return sessions
    .filter((s) => new Date(s.expiresAt).getTime() > Date.now())
    .map((s) => ({
      id: String(s.id),
      current: s.token === current,
      ...describeUserAgent(s.userAgent ?? ''),
      place: placeOf(s.ipAddress ?? '', currentIp ?? currentRow?.ipAddress ?? ''),
      signedInAt: new Date(s.createdAt).toISOString(),
      lastSeenAt: new Date(s.updatedAt ?? s.createdAt).toISOString(),
    }))
    .sort((a, b) =>
      a.current === b.current ? b.lastSeenAt.localeCompare(a.lastSeenAt) : a.current ? -1 : 1
    );
}

/** Signs one other device out (this one signs out with Sign out). */
export async function endSession(viewer: Viewer, sessionId: string, headers: Headers) {
  const ctx = await authContext();
  const current = await signedSessionToken(headers.get('cookie'));
  const target = (await ctx.internalAdapter.listSessions(viewer.id)).find(
    (s) => String(s.id) === sessionId,
  );
  if (!target) throw notFound(say('sessionNotFound'));
  if (target.token === current) throw badRequest({ general: say('useSignOut') });
  await ctx.internalAdapter.deleteSession(target.token);
}

/** Signs out every device but this one; answers how many were signed out. */
export async function endOtherSessions(viewer: Viewer, headers: Headers): Promise<number> {
  const ctx = await authContext();
  const current = await signedSessionToken(headers.get('cookie'));
  const others = (await ctx.internalAdapter.listSessions(viewer.id)).filter(
    (s) => s.token !== current,
  );
  for (const s of others) await ctx.internalAdapter.deleteSession(s.token);
  return others.length;
}
