// The accounts API of spec 000 §7, under /api, with its payloads and field-error shapes.
import { Hono, type Context } from 'hono';
import { auth } from '../../server/auth.server.ts';
import { asAnon, hitRateLimit, sql } from '../../server/db.server.ts';
import { ApiError, badRequest, clientIp, readJson, tooManyRequests, unauthorized } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import {
  CareProSignupSchema,
  FamilySignupSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MSG,
  ResetCodeSchema,
  ResetPasswordSchema,
} from './schemas.ts';
import { createAccount } from './accounts.server.ts';
import { readUserCredentials } from './credentials.server.ts';
import { resetCodeIsUsable } from './password-reset.server.ts';
import { setPresence } from './presence.server.ts';
import { createFamilyProfile } from './family-signup.server.ts';

export const LOGIN_FAILED = 'The email or password you entered is incorrect.';
export const RESET_LINK_UNUSABLE = 'This password reset link has expired or was already used. Please ask for a new one.';

async function limit(key: string, max: number, windowSeconds: number) {
  if (!(await hitRateLimit(key, max, windowSeconds))) throw tooManyRequests();
}

function passCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

export const accountsApi = new Hono<AppEnv>();

accountsApi.post('/signup', async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, CareProSignupSchema);
  const { cookies } = await createAccount({
    email: body.email,
    password: body.password,
    userType: 'caregiver',
    locale: c.get('locale'),
  });
  passCookies(c, cookies);
  return c.json({ ok: true, next: '/caregiver/signup/basic-info' }, 201);
});

accountsApi.post('/signup-family', async (c) => {
  await limit(`signup:ip:${clientIp(c)}`, 20, 3600);
  const body = await readJson(c, FamilySignupSchema);
  const { cookies } = await createAccount(
    {
      email: body.email,
      password: body.password,
      userType: 'family',
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNum: body.phoneNum,
      address: body.address,
      locale: c.get('locale'),
    },
    (tx, userId) => createFamilyProfile(tx, userId, body),
  );
  passCookies(c, cookies);
  return c.json({ ok: true, next: '/dashboard' }, 201);
});

accountsApi.post('/login', async (c) => {
  const ip = clientIp(c);
  await limit(`login:ip:${ip}`, 30, 600);
  const body = await readJson(c, LoginSchema);
  await limit(`login:email:${body.email}`, 10, 900);
  try {
    const result = await auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    passCookies(c, result.headers.getSetCookie());
    return c.json({ ok: true });
  } catch (err) {
    if ((err as { status?: string | number }).status) throw unauthorized(LOGIN_FAILED);
    throw err;
  }
});

accountsApi.post('/logout', async (c) => {
  const viewer = c.get('viewer');
  if (viewer) await setPresence(viewer, false);
  const result = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }).catch(() => null);
  if (result) passCookies(c, result.headers.getSetCookie());
  return c.json({ ok: true });
});

accountsApi.get('/user', async (c) => {
  const viewer = requireViewer(c);
  return c.json(await readUserCredentials(viewer));
});

accountsApi.get('/user/initial_load/off', async (c) => {
  const viewer = requireViewer(c);
  // The welcome screen is shown once; the flag is the server's to clear.
  await sql`update public.account_statuses set is_initial = false where user_id = ${viewer.id}`;
  return c.json({ ok: true });
});

accountsApi.get('/signup-material', async (c) => {
  const fr = c.get('locale') === 'fr';
  const material = await asAnon(async (tx) => {
    const [languages, services, jobTypes, conditions] = await Promise.all([
      tx`select key, iso_code, label_en, label_fr from public.languages order by sort_order`,
      tx`select key, label_en, label_fr, icon from public.services order by sort_order`,
      tx`select key, label_en, label_fr from public.job_types order by sort_order`,
      tx`select key, label_en, label_fr from public.conditions order by sort_order`,
    ]);
    const label = (r: Record<string, unknown>) => (fr ? r.labelFr : r.labelEn) as string;
    const toMap = (rows: Record<string, unknown>[]) => Object.fromEntries(rows.map((r) => [r.key, label(r)]));
    return {
      language: languages.map((r) => ({ key: r.key, code: r.isoCode, label: label(r) })),
      service: toMap(services),
      serviceIcons: Object.fromEntries(services.map((r) => [r.key, r.icon])),
      jobType: toMap(jobTypes),
      conditions: toMap(conditions),
    };
  });
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
  const ip = clientIp(c);
  await limit(`reset:ip:${ip}`, 10, 3600);
  const { email } = await readJson(c, ForgotPasswordSchema);
  await limit(`reset:email:${email}`, 5, 3600);
  const [user] = await sql`select id from better_auth.users where lower(email) = ${email}`;
  // The spec shows unknown addresses as invalid; rate limits keep that from being a directory.
  if (!user) throw new ApiError(404, { email: MSG.forgotInvalidEmail });
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/forgot_password/action' } });
  return c.json({ ok: true, message: 'reset code sent' });
});

accountsApi.post('/forgot_password/verify', async (c) => {
  await limit(`verify:ip:${clientIp(c)}`, 30, 600);
  // Every failure here has the one shape the spec names, { message }, malformed codes included.
  const { code } = await readJson(c, ResetCodeSchema).catch((err) => {
    throw err instanceof ApiError ? badRequest({ message: Object.values(err.errors)[0] ?? RESET_LINK_UNUSABLE }) : err;
  });
  if (!(await resetCodeIsUsable(code))) throw badRequest({ message: RESET_LINK_UNUSABLE });
  return c.json({ ok: true });
});

accountsApi.post('/forgot_password/confirm', async (c) => {
  await limit(`confirm:ip:${clientIp(c)}`, 20, 600);
  const body = await readJson(c, ResetPasswordSchema);
  try {
    await auth.api.resetPassword({ body: { newPassword: body.newPassword, token: body.code } });
  } catch {
    throw badRequest({ general: RESET_LINK_UNUSABLE });
  }
  return c.json({ ok: true });
});
