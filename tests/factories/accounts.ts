// Factories for accounts: a family, a caregiver at any onboarding stage, an admin. Used by the
// integration tests (tests/integration/helpers.ts adds a signed-in cookie) and by the demo seed
// (seed/demo.ts passes fixed values, so its data is the same on every machine). The Playwright
// fixtures run in Node and cannot load this file; they use the same defaults and stage
// definitions from ./accounts-shared.ts through the running server's signup API.
//
//   const family = await createFamily();                             // Toronto, a first posting
//   const pro = await createCaregiver({ stage: 'services' });        // guards send to step 3
//   const admin = await createAdmin({ email: 'admin@demo.tendwell.ca', password });
//
// Every builder goes through the real paths: the signup schema parses the payload, Better Auth
// makes the login (so the password works at /api/login), createAccount stores the profile, and
// what a user may not set themselves (status flags, user type) is written on the service
// connection. Values not given are realistic Canadian defaults; emails are unique unless given.
// Delete what a test made with deleteUsers (tests/integration/helpers.ts): it cascades.
import * as v from 'valibot';
import { createAccount, signUpFamily } from '../../web/domains/accounts/actions.server.ts';
import {
  CareProSignupSchema,
  FamilySignupSchema,
  PhoneSchema,
} from '../../web/domains/accounts/schemas.ts';
import { asService, sql } from '../../web/server/db.server.ts';
import {
  ADMIN_DEFAULTS,
  CAREGIVER_DEFAULTS,
  type CaregiverBasics,
  type CaregiverStage,
  CITIES,
  defined,
  FACTORY_PASSWORD,
  type FamilyOverrides,
  familySignupPayload,
  recordAdmin,
  recordCaregiverStage,
  stageAtLeast,
  totpCode,
  uniqueEmail,
} from './accounts-shared.ts';
import { auth } from '../../web/server/auth.server.ts';

export {
  CAREGIVER_STAGES,
  type CaregiverStage,
  FACTORY_PASSWORD,
  uniqueEmail,
} from './accounts-shared.ts';

type Locale = 'en' | 'fr';

export type CreatedAccount = {
  id: string;
  email: string;
  password: string;
  userType: 'family' | 'caregiver' | 'admin';
  /** The authenticator app's setup key, for accounts that have one (staff, by default). */
  totpSecret?: string;
};

export type CreatedFamily = CreatedAccount & {
  userType: 'family';
  addressId: string;
  /** The posting signup made from the care needs. */
  jobId: string;
};

/**
 * A family as the signup dialog makes one: login, profile, address, care needs, a first job
 * posting described from them, and the welcome flag. Locale: French when French is the first
 * language asked for, unless given.
 */
export async function createFamily(
  overrides: FamilyOverrides & { locale?: Locale } = {},
): Promise<CreatedFamily> {
  const { locale, ...details } = overrides;
  const body = v.parse(FamilySignupSchema, familySignupPayload(details));
  const { userId } = await signUpFamily(
    body,
    locale ?? (body.languagePref[0] === 'french' ? 'fr' : 'en'),
  );
  const [row] = await sql`
    select u.address_id, j.id as job_id
      from public.users u join public.jobs j on j.family_id = u.id
     where u.id = ${userId}`;
  return {
    id: userId,
    email: body.email,
    password: body.password,
    userType: 'family',
    addressId: row.addressId as string,
    jobId: row.jobId as string,
  };
}

export type CaregiverOverrides = Partial<CaregiverBasics> & {
  /** Default 'new': what POST /api/signup leaves, email and password only. */
  stage?: CaregiverStage;
  email?: string;
  password?: string;
  locale?: Locale;
};

export type CreatedCaregiver = CreatedAccount & { userType: 'caregiver'; stage: CaregiverStage };

/**
 * A caregiver at `stage` (see CAREGIVER_STAGES). From 'basic-info' on they have the basic info
 * of step 1 (name, phone, birth date, gender, city); the status flags are exactly the stage's.
 * Only the account and its flags: the caregivers domain's rows (profile, services, background
 * check) come from createCaregiverWithProfile in ./caregivers.ts, which walks that domain's step
 * actions from a 'new' caregiver made here.
 */
export async function createCaregiver(
  overrides: CaregiverOverrides = {},
): Promise<CreatedCaregiver> {
  const { stage = 'new', email, password, locale = 'en', ...given } = overrides;
  const login = v.parse(CareProSignupSchema, {
    email: email ?? uniqueEmail(),
    password: password ?? FACTORY_PASSWORD,
    confirmPassword: password ?? FACTORY_PASSWORD,
  });
  const basics = { ...CAREGIVER_DEFAULTS, ...defined(given) };
  basics.phoneNum = v.parse(PhoneSchema, basics.phoneNum);
  const withBasics = stageAtLeast(stage, 'basic-info');
  const { userId } = await createAccount({
    email: login.email,
    password: login.password,
    userType: 'caregiver',
    ...(withBasics
      ? {
        firstName: basics.firstName,
        lastName: basics.lastName,
        phoneNum: basics.phoneNum,
        address: CITIES[basics.city],
      }
      : {}),
    locale,
  });
  await asService((tx) => recordCaregiverStage(tx, userId, stage, basics));
  return { id: userId, email: login.email, password: login.password, userType: 'caregiver', stage };
}

export type AdminOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /**
   * Staff need a second factor before any admin page or API answers them (ADR 044): by default
   * the admin has an authenticator app, set up through Better Auth's own calls, and its key is
   * returned as `totpSecret` (tests/integration/helpers.ts `signIn` and the e2e `login` use it).
   * `false` makes an admin who still has to set one up.
   */
  secondFactor?: boolean;
};

/**
 * Sets up an authenticator app for a login the way a person does on /profile (sign in, start with
 * the password, confirm with a code), then signs that setup session out. Answers the setup key.
 */
export async function enrollAuthenticator(email: string, password: string): Promise<string> {
  const signedIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const headers = new Headers({ cookie: cookieHeader(signedIn.headers.getSetCookie()) });
  const { totpURI } = await auth.api.enableTwoFactor({ body: { password }, headers });
  const secret = new URL(totpURI).searchParams.get('secret')!;
  await auth.api.verifyTOTP({ body: { code: await totpCode(secret) }, headers });
  const ctx = await auth.$context;
  const userId = (signedIn.response as { user: { id: string } }).user.id;
  const sessions = await ctx.internalAdapter.listSessions(userId);
  await ctx.internalAdapter.deleteSessions(sessions.map((session) => session.token));
  return secret;
}

const cookieHeader = (setCookies: string[]) =>
  setCookies.map((c) => c.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');

/** A staff account: no address, no care needs, a complete profile. */
export async function createAdmin(overrides: AdminOverrides = {}): Promise<CreatedAccount> {
  const login = v.parse(CareProSignupSchema, {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? FACTORY_PASSWORD,
    confirmPassword: overrides.password ?? FACTORY_PASSWORD,
  });
  const { userId } = await createAccount({
    email: login.email,
    password: login.password,
    userType: 'admin',
    firstName: overrides.firstName ?? ADMIN_DEFAULTS.firstName,
    lastName: overrides.lastName ?? ADMIN_DEFAULTS.lastName,
    locale: 'en',
  });
  await asService((tx) => recordAdmin(tx, userId));
  const totpSecret = overrides.secondFactor === false
    ? undefined
    : await enrollAuthenticator(login.email, login.password);
  return {
    id: userId,
    email: login.email,
    password: login.password,
    userType: 'admin',
    totpSecret,
  };
}
