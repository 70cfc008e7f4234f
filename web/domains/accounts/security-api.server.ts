// The sign-in and security API (issue 22 points 3 and 4, ADR 044), mounted by api.server.ts:
// the second step of a sign-in and passkey sign-in under /api/login/…, and the person's own
// factors, password and devices under /api/security/…. Each route rate-limits where a guess is
// possible, parses with the shared schema, calls one verb and passes Better Auth's cookies on.
import { type Context, Hono } from 'hono';
import { CLIENT_IP_HEADER } from '../../server/auth.server.ts';
import { hitRateLimit } from '../../server/db.server.ts';
import { clientIp, readJson, tooManyRequests } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { accountMessages, securityMessages } from './messages.ts';
import {
  ChangePasswordSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  PasswordConfirmSchema,
  SecondStepSchema,
  TotpConfirmSchema,
} from './schemas.ts';
import {
  addPasskey,
  changePassword,
  confirmTotp,
  endOtherSessions,
  endSession,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  readSecurity,
  removePasskey,
  removeTotp,
  renewBackupCodes,
  signInSecondStep,
  signInWithPasskey,
  startTotp,
} from './security.server.ts';
import { text } from '../../shared/i18n.tsx';

async function limit(key: string, max: number, windowSeconds: number) {
  if (!(await hitRateLimit(key, max, windowSeconds))) {
    throw tooManyRequests(text(securityMessages, 'tooManyCodes'));
  }
}

/**
 * The request's headers as Better Auth should see them: the client's address is the one our
 * server trusts (`clientIp`), never a header the browser chose.
 */
export function authHeaders(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('x-forwarded-for');
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return headers;
}

function passCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export const securityApi = new Hono<AppEnv>();

// ---------------------------------------------------------------- signing in

securityApi.post('/login/second-factor', async (c) => {
  // Better Auth locks the account's second step after 5 wrong codes in a row (429); this stops
  // one address from guessing across many accounts.
  await limit(`2fa:ip:${clientIp(c)}`, 30, 600);
  const { method, code } = await readJson(c, SecondStepSchema, securityMessages);
  passCookies(c, await signInSecondStep(method, code, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post('/login/passkey/options', async (c) => {
  await limit(`passkey:ip:${clientIp(c)}`, 30, 600);
  const { options, cookies } = await passkeySignInOptions(authHeaders(c));
  passCookies(c, cookies);
  noStore(c);
  return c.json(options);
});

securityApi.post('/login/passkey', async (c) => {
  await limit(`passkey:ip:${clientIp(c)}`, 30, 600);
  const { response } = await readJson(c, PasskeySignInSchema, securityMessages);
  passCookies(c, await signInWithPasskey(response, authHeaders(c)));
  return c.json({ ok: true });
});

// ---------------------------------------------------------------- the person's own settings

securityApi.get('/security', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await readSecurity(viewer, authHeaders(c)));
});

securityApi.post('/security/totp/start', async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, PasswordConfirmSchema, securityMessages);
  noStore(c);
  return c.json(await startTotp(viewer, password, authHeaders(c)));
});

securityApi.post('/security/totp/confirm', async (c) => {
  const viewer = requireViewer(c);
  await limit(`2fa-setup:user:${viewer.id}`, 10, 600);
  const { code } = await readJson(c, TotpConfirmSchema, securityMessages);
  passCookies(c, await confirmTotp(viewer, code, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post('/security/totp/remove', async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, PasswordConfirmSchema, securityMessages);
  passCookies(c, await removeTotp(viewer, password, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post('/security/backup-codes', async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, PasswordConfirmSchema, securityMessages);
  noStore(c);
  return c.json({ backupCodes: await renewBackupCodes(viewer, password, authHeaders(c)) });
});

securityApi.post('/security/passkeys/options', async (c) => {
  requireViewer(c);
  const { options, cookies } = await passkeyRegistrationOptions(authHeaders(c));
  passCookies(c, cookies);
  noStore(c);
  return c.json(options);
});

securityApi.post('/security/passkeys', async (c) => {
  requireViewer(c);
  const { response, name } = await readJson(c, PasskeyRegistrationSchema, securityMessages);
  await addPasskey(response, name || undefined, authHeaders(c));
  return c.json({ ok: true }, 201);
});

securityApi.post('/security/passkeys/:passkeyId/remove', async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, PasswordConfirmSchema, securityMessages);
  await removePasskey(viewer, c.req.param('passkeyId'), password, authHeaders(c));
  return c.json({ ok: true });
});

securityApi.post('/security/password', async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const body = await readJson(c, ChangePasswordSchema, accountMessages);
  passCookies(c, await changePassword(body.currentPassword, body.newPassword, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post('/security/sessions/:sessionId/end', async (c) => {
  const viewer = requireViewer(c);
  await endSession(viewer, c.req.param('sessionId'), authHeaders(c));
  return c.json({ ok: true });
});

securityApi.post('/security/sessions/end-others', async (c) => {
  const viewer = requireViewer(c);
  return c.json({ ended: await endOtherSessions(viewer, authHeaders(c)) });
});
