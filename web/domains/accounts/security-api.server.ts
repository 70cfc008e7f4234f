// The sign-in and security API (issue 22 points 3 and 4, ADR 044), mounted by api.server.ts:
// the second step of a sign-in and passkey sign-in under /api/login/…, and the person's own
// factors, password and devices under /api/security/…. Each route rate-limits where a guess is
// possible, parses with the shared schema, calls one verb and passes Better Auth's cookies on.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CLIENT_IP_HEADER } from '../../server/auth.server.ts';
import { hitRateLimit } from '../../server/db.server.ts';
import { clientIp, readJson, tooManyRequests } from '../../server/http.server.ts';
import { describeRoutes, OkAnswer } from '../../server/openapi.server.ts';
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
const describe = describeRoutes('Sign-in and security');

/** WebAuthn options for the browser's ceremony (navigator.credentials.get or .create). */
const WebAuthnOptions = v.pipe(
  v.looseObject({ challenge: v.string() }),
  v.description("WebAuthn options, as @simplewebauthn/browser's start…() takes them."),
);

// ---------------------------------------------------------------- signing in

const secondStep = describe({
  summary: "The second step of signing in: the app's code or a backup code.",
  body: SecondStepSchema,
  answers: { 200: OkAnswer },
  errors: [401, 429],
});
securityApi.post('/login/second-factor', secondStep, async (c) => {
  // Better Auth locks the account's second step after 5 wrong codes in a row (429); this stops
  // one address from guessing across many accounts.
  await limit(`2fa:ip:${clientIp(c)}`, 30, 600);
  const { method, code } = await readJson(c, secondStep.body, securityMessages);
  passCookies(c, await signInSecondStep(method, code, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post(
  '/login/passkey/options',
  describe({
    summary: 'Starts signing in with a passkey: the options for the browser.',
    answers: { 200: WebAuthnOptions },
    errors: [429],
  }),
  async (c) => {
    await limit(`passkey:ip:${clientIp(c)}`, 30, 600);
    const { options, cookies } = await passkeySignInOptions(authHeaders(c));
    passCookies(c, cookies);
    noStore(c);
    return c.json(options);
  },
);

const passkeySignIn = describe({
  summary: "Signs in with the browser's answer to the passkey ceremony.",
  body: PasskeySignInSchema,
  answers: { 200: OkAnswer },
  errors: [401, 429],
});
securityApi.post('/login/passkey', passkeySignIn, async (c) => {
  await limit(`passkey:ip:${clientIp(c)}`, 30, 600);
  const { response } = await readJson(c, passkeySignIn.body, securityMessages);
  passCookies(c, await signInWithPasskey(response, authHeaders(c)));
  return c.json({ ok: true });
});

// ---------------------------------------------------------------- the person's own settings

securityApi.get(
  '/security',
  describe({
    summary: "The person's factors and signed-in devices.",
    answers: {
      200: v.object({
        email: v.string(),
        totpEnabled: v.boolean(),
        backupCodesLeft: v.nullable(v.number()),
        passkeys: v.array(
          v.object({ id: v.string(), name: v.nullable(v.string()), createdAt: v.string() }),
        ),
        sessions: v.array(v.looseObject({
          id: v.string(),
          current: v.boolean(),
          browser: v.nullable(v.string()),
          os: v.nullable(v.string()),
          signedInAt: v.string(),
          lastSeenAt: v.string(),
        })),
        staff: v.boolean(),
        secondFactor: v.boolean(),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await readSecurity(viewer, authHeaders(c)));
  },
);

const startTotpRoute = describe({
  summary: 'Starts setting up an authenticator app, with the password.',
  body: PasswordConfirmSchema,
  answers: {
    200: v.object({ totpURI: v.string(), secret: v.string(), backupCodes: v.array(v.string()) }),
  },
  errors: [409, 429],
});
securityApi.post('/security/totp/start', startTotpRoute, async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, startTotpRoute.body, securityMessages);
  noStore(c);
  return c.json(await startTotp(viewer, password, authHeaders(c)));
});

const confirmTotpRoute = describe({
  summary: 'Puts the app in force once it shows a valid code.',
  body: TotpConfirmSchema,
  answers: { 200: OkAnswer },
  errors: [401, 409, 429],
});
securityApi.post('/security/totp/confirm', confirmTotpRoute, async (c) => {
  const viewer = requireViewer(c);
  await limit(`2fa-setup:user:${viewer.id}`, 10, 600);
  const { code } = await readJson(c, confirmTotpRoute.body, securityMessages);
  passCookies(c, await confirmTotp(viewer, code, authHeaders(c)));
  return c.json({ ok: true });
});

const removeTotpRoute = describe({
  summary: 'Removes the app and its backup codes, with the password.',
  body: PasswordConfirmSchema,
  answers: { 200: OkAnswer },
  errors: [404, 429],
});
securityApi.post('/security/totp/remove', removeTotpRoute, async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, removeTotpRoute.body, securityMessages);
  passCookies(c, await removeTotp(viewer, password, authHeaders(c)));
  return c.json({ ok: true });
});

const backupCodes = describe({
  summary: 'Ten new backup codes in place of the old ones, with the password.',
  body: PasswordConfirmSchema,
  answers: { 200: v.object({ backupCodes: v.array(v.string()) }) },
  errors: [404, 429],
});
securityApi.post('/security/backup-codes', backupCodes, async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, backupCodes.body, securityMessages);
  noStore(c);
  return c.json({ backupCodes: await renewBackupCodes(viewer, password, authHeaders(c)) });
});

securityApi.post(
  '/security/passkeys/options',
  describe({
    summary: 'Starts adding a passkey: the options for the browser (a fresh sign-in needed).',
    answers: { 200: WebAuthnOptions },
  }),
  async (c) => {
    requireViewer(c);
    const { options, cookies } = await passkeyRegistrationOptions(authHeaders(c));
    passCookies(c, cookies);
    noStore(c);
    return c.json(options);
  },
);

const addPasskeyRoute = describe({
  summary: "Adds a passkey from the browser's answer, with an optional name.",
  body: PasskeyRegistrationSchema,
  answers: { 201: OkAnswer },
});
securityApi.post('/security/passkeys', addPasskeyRoute, async (c) => {
  requireViewer(c);
  const { response, name } = await readJson(c, addPasskeyRoute.body, securityMessages);
  await addPasskey(response, name || undefined, authHeaders(c));
  return c.json({ ok: true }, 201);
});

const removePasskeyRoute = describe({
  summary: 'Removes one of the person’s passkeys, with the password.',
  body: PasswordConfirmSchema,
  answers: { 200: OkAnswer },
  errors: [404, 429],
});
securityApi.post('/security/passkeys/:passkeyId/remove', removePasskeyRoute, async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const { password } = await readJson(c, removePasskeyRoute.body, securityMessages);
  await removePasskey(viewer, c.req.param('passkeyId'), password, authHeaders(c));
  return c.json({ ok: true });
});

const changePasswordRoute = describe({
  summary: 'Changes the password (the current one, and the new one twice).',
  body: ChangePasswordSchema,
  answers: { 200: OkAnswer },
  errors: [429],
});
securityApi.post('/security/password', changePasswordRoute, async (c) => {
  const viewer = requireViewer(c);
  await limit(`password:user:${viewer.id}`, 10, 600);
  const body = await readJson(c, changePasswordRoute.body, accountMessages);
  passCookies(c, await changePassword(body.currentPassword, body.newPassword, authHeaders(c)));
  return c.json({ ok: true });
});

securityApi.post(
  '/security/sessions/:sessionId/end',
  describe({
    summary: 'Signs out one of the person’s other devices.',
    answers: { 200: OkAnswer },
    errors: [400],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    await endSession(viewer, c.req.param('sessionId'), authHeaders(c));
    return c.json({ ok: true });
  },
);

securityApi.post(
  '/security/sessions/end-others',
  describe({
    summary: 'Signs out every other device.',
    answers: { 200: v.object({ ended: v.number() }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({ ended: await endOtherSessions(viewer, authHeaders(c)) });
  },
);
