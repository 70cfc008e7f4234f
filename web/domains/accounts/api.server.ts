// The accounts API of spec 000 §7, under /api, with its payloads and field-error shapes. Each
// route rate-limits, parses with the shared schema (errors in the request's language, from
// accountMessages), calls one action and answers; no SQL here.
import { type Context, Hono } from 'hono';
import { hitRateLimit } from '../../server/db.server.ts';
import {
  ApiError,
  badRequest,
  clientIp,
  readJson,
  tooManyRequests,
} from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import {
  checkCompletedAll,
  dismissWelcome,
  logOut,
  readUser,
  requestPasswordReset,
  resetPassword,
  setPresence,
  signUpCareProvider,
  signUpFamily,
  signupMaterials,
  updateFamilyProfile,
  verifyResetCode,
} from './actions.server.ts';
import { accountMessages } from './messages.ts';
import {
  CareProSignupSchema,
  FamilyProfileSchema,
  FamilySignupSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetCodeSchema,
  ResetPasswordSchema,
} from './schemas.ts';
import { authHeaders, securityApi } from './security-api.server.ts';
import { signInWithPassword } from './security.server.ts';

async function limit(key: string, max: number, windowSeconds: number) {
  if (!(await hitRateLimit(key, max, windowSeconds))) throw tooManyRequests();
}

function passCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

export const accountsApi = new Hono<AppEnv>();

accountsApi.post('/signup', async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, CareProSignupSchema, accountMessages);
  const { cookies, next } = await signUpCareProvider(body, c.get('locale'), authHeaders(c));
  passCookies(c, cookies);
  return c.json({ ok: true, next }, 201);
});

accountsApi.post('/signup-family', async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, FamilySignupSchema, accountMessages);
  const { cookies, next } = await signUpFamily(body, c.get('locale'), authHeaders(c));
  passCookies(c, cookies);
  return c.json({ ok: true, next }, 201);
});

accountsApi.post('/login', async (c) => {
  await limit(`login:ip:${clientIp(c)}`, 30, 600);
  const body = await readJson(c, LoginSchema, accountMessages);
  await limit(`login:email:${body.email}`, 10, 900);
  // An account with a second factor gets no session yet: `secondFactor` says what it may use
  // next (POST /api/login/second-factor or /api/login/passkey, ADR 044).
  const { cookies, secondFactor } = await signInWithPassword(body, authHeaders(c));
  passCookies(c, cookies);
  return c.json(secondFactor ? { ok: true, secondFactor } : { ok: true });
});

// The second step of signing in, passkeys, the password and the signed-in devices.
accountsApi.route('/', securityApi);

accountsApi.post('/logout', async (c) => {
  passCookies(c, await logOut(c.get('viewer'), c.req.raw.headers));
  return c.json({ ok: true });
});

accountsApi.get('/user', async (c) => {
  return c.json(await readUser(requireViewer(c)));
});

accountsApi.get('/user/initial_load/off', async (c) => {
  await dismissWelcome(requireViewer(c));
  return c.json({ ok: true });
});

/** The caregiver's onboarding: sets isCompletedAll once every step is done (spec 001 §7). */
accountsApi.get('/user/status/completed_all', async (c) => {
  const viewer = requireViewer(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await checkCompletedAll(viewer));
});

/** A family's own profile: names, phone and care address, with sign-up's rules (point 29). */
accountsApi.post('/user/family', async (c) => {
  const viewer = requireViewer(c);
  const body = await readJson(c, FamilyProfileSchema, accountMessages);
  return c.json(await updateFamilyProfile(viewer, body));
});

accountsApi.get('/signup-material', async (c) => {
  const material = await signupMaterials(c.get('locale'));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(material);
});

accountsApi.get('/login/online', async (c) => {
  await setPresence(requireViewer(c), true);
  return c.json({ ok: true });
});

accountsApi.get('/login/offline', async (c) => {
  await setPresence(requireViewer(c), false);
  return c.json({ ok: true });
});

accountsApi.post('/forgot_password/reset', async (c) => {
  await limit(`reset:ip:${clientIp(c)}`, 10, 3600);
  const { email } = await readJson(c, ForgotPasswordSchema, accountMessages);
  await limit(`reset:email:${email}`, 5, 3600);
  await requestPasswordReset(email);
  return c.json({ ok: true, message: 'reset code sent' });
});

accountsApi.post('/forgot_password/verify', async (c) => {
  await limit(`verify:ip:${clientIp(c)}`, 30, 600);
  // Every failure here has the one shape the spec names, { message }, malformed codes included.
  const { code } = await readJson(c, ResetCodeSchema, accountMessages).catch((err) => {
    if (!(err instanceof ApiError)) throw err;
    throw badRequest({
      message: Object.values(err.errors)[0] ?? text(accountMessages, 'resetLinkUnusable'),
    });
  });
  await verifyResetCode(code);
  return c.json({ ok: true });
});

accountsApi.post('/forgot_password/confirm', async (c) => {
  await limit(`confirm:ip:${clientIp(c)}`, 20, 600);
  const body = await readJson(c, ResetPasswordSchema, accountMessages);
  await resetPassword(body.code, body.newPassword);
  return c.json({ ok: true });
});
