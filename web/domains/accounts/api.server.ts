// The accounts API of spec 000 §7, under /api, with its payloads and field-error shapes. Each
// route rate-limits, parses with the shared schema (errors in the request's language, from
// accountMessages), calls one action and answers; no SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { hitRateLimit } from '../../server/db.server.ts';
import {
  ApiError,
  badRequest,
  clientIp,
  readJson,
  tooManyRequests,
} from '../../server/http.server.ts';
import { describeRoutes, OkAnswer, record } from '../../server/openapi.server.ts';
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
const describe = describeRoutes('Accounts');

/** Signed up (or in): where the browser goes next; the session cookie is set. */
const SignedUp = v.object({ ok: v.literal(true), next: v.string() });
const Address = v.looseObject({ addressFull: v.string(), addressParams: v.looseObject({}) });

const signup = describe({
  summary: 'A Care Pro signs up (email and password); the session cookie is set.',
  body: CareProSignupSchema,
  answers: { 201: SignedUp },
  errors: [409, 429],
});
accountsApi.post('/signup', signup, async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, signup.body, accountMessages);
  const { cookies, next } = await signUpCareProvider(body, c.get('locale'), authHeaders(c));
  passCookies(c, cookies);
  return c.json({ ok: true, next }, 201);
});

const signupFamily = describe({
  summary: 'A family signs up with its care needs and first posting; the session cookie is set.',
  body: FamilySignupSchema,
  answers: { 201: SignedUp },
  errors: [409, 429],
});
accountsApi.post('/signup-family', signupFamily, async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, signupFamily.body, accountMessages);
  const { cookies, next } = await signUpFamily(body, c.get('locale'), authHeaders(c));
  passCookies(c, cookies);
  return c.json({ ok: true, next }, 201);
});

const login = describe({
  summary: 'Signs in with email and password.',
  description: 'An account with a second factor gets no session yet: `secondFactor` says what ' +
    'it may use next (POST /api/login/second-factor or /api/login/passkey).',
  body: LoginSchema,
  answers: {
    200: v.object({
      ok: v.literal(true),
      secondFactor: v.optional(v.looseObject({})),
    }),
  },
  errors: [401, 429],
});
accountsApi.post('/login', login, async (c) => {
  await limit(`login:ip:${clientIp(c)}`, 30, 600);
  const body = await readJson(c, login.body, accountMessages);
  await limit(`login:email:${body.email}`, 10, 900);
  // An account with a second factor gets no session yet: `secondFactor` says what it may use
  // next (POST /api/login/second-factor or /api/login/passkey, ADR 044).
  const { cookies, secondFactor } = await signInWithPassword(body, authHeaders(c));
  passCookies(c, cookies);
  return c.json(secondFactor ? { ok: true, secondFactor } : { ok: true });
});

// The second step of signing in, passkeys, the password and the signed-in devices.
accountsApi.route('/', securityApi);

accountsApi.post(
  '/logout',
  describe({
    summary: 'Signs out (ends this session).',
    answers: { 200: OkAnswer },
  }),
  async (c) => {
    passCookies(c, await logOut(c.get('viewer'), c.req.raw.headers));
    return c.json({ ok: true });
  },
);

accountsApi.get(
  '/user',
  describe({
    summary: 'The signed-in person: names, contact, address and account status flags.',
    answers: {
      200: record('User', 'accounts/actions.server.ts readUser', {
        uid: v.string(),
        email: v.string(),
        userIdNumber: v.string(),
        userType: v.picklist(['family', 'caregiver', 'admin']),
        firstName: v.string(),
        lastName: v.string(),
        locale: v.string(),
        address: v.nullable(Address),
        status: v.record(v.string(), v.boolean()),
      }),
    },
  }),
  async (c) => {
    return c.json(await readUser(requireViewer(c)));
  },
);

accountsApi.get(
  '/user/initial_load/off',
  describe({
    summary: 'Clears the first-visit flag (from our own pages only).',
    answers: { 200: OkAnswer },
  }),
  async (c) => {
    await dismissWelcome(requireViewer(c));
    return c.json({ ok: true });
  },
);

/** The caregiver's onboarding: sets isCompletedAll once every step is done (spec 001 §7). */
accountsApi.get(
  '/user/status/completed_all',
  describe({
    summary: "The Care Pro's onboarding steps; marks onboarding complete once all are done.",
    answers: {
      200: v.object({
        profile: v.boolean(),
        message: v.boolean(),
        apply: v.boolean(),
        shift: v.boolean(),
        completedAll: v.boolean(),
        isCompletedAll: v.boolean(),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await checkCompletedAll(viewer));
  },
);

/** A family's own profile: names, phone and care address, with sign-up's rules (point 29). */
const familyProfile = describe({
  summary: "The family's own profile: names, phone and care address.",
  body: FamilyProfileSchema,
  answers: {
    200: record('FamilyProfile', 'accounts/model.ts', {
      firstName: v.string(),
      lastName: v.string(),
      phoneNum: v.nullable(v.string()),
      address: v.nullable(Address),
    }),
  },
});
accountsApi.post('/user/family', familyProfile, async (c) => {
  const viewer = requireViewer(c);
  const body = await readJson(c, familyProfile.body, accountMessages);
  return c.json(await updateFamilyProfile(viewer, body));
});

accountsApi.get(
  '/signup-material',
  describe({
    summary: "Sign-up's reference lists (languages, services, job types, conditions), localized.",
    answers: {
      200: v.looseObject({
        language: v.array(v.object({ key: v.string(), code: v.string(), label: v.string() })),
        service: v.record(v.string(), v.string()),
        jobType: v.record(v.string(), v.string()),
        conditions: v.record(v.string(), v.string()),
      }),
    },
  }),
  async (c) => {
    const material = await signupMaterials(c.get('locale'));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(material);
  },
);

accountsApi.get(
  '/login/online',
  describe({
    summary: 'Marks the person online (from our own pages only).',
    answers: { 200: OkAnswer },
  }),
  async (c) => {
    await setPresence(requireViewer(c), true);
    return c.json({ ok: true });
  },
);

accountsApi.get(
  '/login/offline',
  describe({
    summary: 'Marks the person offline (from our own pages only).',
    answers: { 200: OkAnswer },
  }),
  async (c) => {
    await setPresence(requireViewer(c), false);
    return c.json({ ok: true });
  },
);

const forgotPassword = describe({
  summary: 'Emails a password reset code.',
  body: ForgotPasswordSchema,
  answers: { 200: v.object({ ok: v.literal(true), message: v.string() }) },
  errors: [404, 429],
});
accountsApi.post('/forgot_password/reset', forgotPassword, async (c) => {
  await limit(`reset:ip:${clientIp(c)}`, 10, 3600);
  const { email } = await readJson(c, forgotPassword.body, accountMessages);
  await limit(`reset:email:${email}`, 5, 3600);
  await requestPasswordReset(email);
  return c.json({ ok: true, message: 'reset code sent' });
});

const verifyCode = describe({
  summary: 'Whether a reset code can still be used.',
  description: 'Every refusal is a 400 `{ message }`, a malformed code included (spec 000 §7).',
  body: ResetCodeSchema,
  answers: { 200: OkAnswer },
  errors: [429],
});
accountsApi.post('/forgot_password/verify', verifyCode, async (c) => {
  await limit(`verify:ip:${clientIp(c)}`, 30, 600);
  // Every failure here has the one shape the spec names, { message }, malformed codes included.
  const { code } = await readJson(c, verifyCode.body, accountMessages).catch((err) => {
    if (!(err instanceof ApiError)) throw err;
    throw badRequest({
      message: Object.values(err.errors)[0] ?? text(accountMessages, 'resetLinkUnusable'),
    });
  });
  await verifyResetCode(code);
  return c.json({ ok: true });
});

const resetPasswordRoute = describe({
  summary: 'Sets a new password with a reset code.',
  body: ResetPasswordSchema,
  answers: { 200: OkAnswer },
  errors: [429],
});
accountsApi.post('/forgot_password/confirm', resetPasswordRoute, async (c) => {
  await limit(`confirm:ip:${clientIp(c)}`, 20, 600);
  const body = await readJson(c, resetPasswordRoute.body, accountMessages);
  await resetPassword(body.code, body.newPassword);
  return c.json({ ok: true });
});
