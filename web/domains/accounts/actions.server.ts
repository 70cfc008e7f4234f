// The accounts domain's verbs: signing up, in and out, the password reset, the user's own
// settings. Each opens the connection it needs (asUser / asAnon / asService) and calls
// queries.server.ts; the API only parses and answers. Better Auth owns the login itself
// (hashing, sessions, reset codes in schema better_auth); it is reached only through its own API,
// never with SQL.
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { auth } from '../../server/auth.server.ts';
import { asAnon, asService, asUser, type Tx } from '../../server/db.server.ts';
import { env } from '../../server/env.server.ts';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  invalid,
  notFound,
} from '../../server/http.server.ts';
import { storage } from '../../server/storage.server.ts';
import { FIRST_CAREGIVER_SIGNUP_PATH } from '../../server/guards.server.ts';
import { enqueue } from '../../server/queue.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import { type Locale, text } from '../../shared/i18n.tsx';
import { createFirstPosting } from '../jobs/actions.server.ts';
import { resetPasswordEmail } from './emails.server.ts';
import { accountMessages } from './messages.ts';
import type { OnboardingSteps, UserType } from './model.ts';
import {
  type AccountRow,
  type BasicInfoFields,
  type BasicInfoRow,
  closeAccountRow,
  type ClosureRow,
  countKnownConditions,
  insertAddress,
  insertCareNeeds,
  insertProfile,
  listClosures,
  mailProfile,
  readAddressAndLocale,
  readBasicInfo,
  readOwnContact,
  readProfileDetails,
  readSignupMaterials,
  readStatusFlags,
  searchAccounts,
  selectOnboardingSteps,
  setCompletedAll,
  setContactEmail,
  setInitialLoad,
  setPictures,
  setProfileAddress,
  setProfileLocale,
  setStatusFlags,
  type StatusFlag,
  type StatusFlags,
  updateBasicInfo,
  updateOwnContact,
  upsertPresence,
} from './queries.server.ts';
import type { CareProSignup, FamilyProfileInput, FamilySignup } from './schemas.ts';
import type { FamilyProfile } from './model.ts';
import { UUID } from '../../shared/ids.ts';

const say = (key: keyof (typeof accountMessages)['en']) => text(accountMessages, key);

// ---------------------------------------------------------------- sign up

export type NewAccount = {
  email: string;
  password: string;
  userType: UserType;
  firstName?: string;
  lastName?: string;
  phoneNum?: string;
  address?: Address;
  locale: Locale;
  /** The signup request's headers: the first session records its device (issue 22 point 4). */
  headers?: Headers;
};

export type CreatedAccount = { userId: string; cookies: string[] };

async function emailIsRegistered(email: string): Promise<boolean> {
  const ctx = await auth.$context;
  return !!(await ctx.internalAdapter.findUserByEmail(email));
}

/**
 * Creates the login (Better Auth) and the profile. The profile is written on the service
 * connection because the user does not exist yet to act as themselves; `withProfile` runs in the
 * same transaction, for what a kind of account adds (a family's care needs and first posting).
 * If the profile cannot be stored, the login is deleted again. Returns the Set-Cookie headers that
 * sign the new user in. The test factories and the demo seed make accounts with it too.
 */
export async function createAccount(
  input: NewAccount,
  withProfile?: (tx: Tx, userId: string) => Promise<void>,
): Promise<CreatedAccount> {
  if (await emailIsRegistered(input.email)) throw conflict({ email: say('emailTaken') });
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || input.email;
  let created;
  try {
    created = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name },
      headers: input.headers,
      returnHeaders: true,
    });
  } catch (err) {
    // Two signups with one email at the same moment: the loser lands here.
    if ((err as { body?: { code?: string } }).body?.code?.includes('ALREADY_EXISTS')) {
      throw conflict({ email: say('emailTaken') });
    }
    throw err;
  }
  const userId = created.response.user.id;
  try {
    await asService(async (tx) => {
      await insertProfile(tx, { id: userId, ...input });
      if (input.address) {
        await setProfileAddress(tx, userId, await insertAddress(tx, userId, input.address));
      }
      await withProfile?.(tx, userId);
    });
  } catch (err) {
    await (await auth.$context).internalAdapter.deleteUser(userId);
    throw err;
  }
  return { userId, cookies: created.headers.getSetCookie() };
}

/** POST /api/signup: a Care Pro account, signed in, sent to the first signup step. */
export async function signUpCareProvider(body: CareProSignup, locale: Locale, headers?: Headers) {
  const account = await createAccount({
    email: body.email,
    password: body.password,
    userType: 'caregiver',
    locale,
    headers,
  });
  return { ...account, next: FIRST_CAREGIVER_SIGNUP_PATH };
}

const chosen = (m: Record<string, boolean>) => Object.keys(m).filter((k) => m[k]);

/**
 * What a family account adds at signup: its care needs, a first job posting made from them, and
 * the welcome flag. Joins the caller's transaction (createAccount's), so all of it exists with
 * the account or none of it does.
 */
export async function createFamilyProfile(tx: Tx, userId: string, body: FamilySignup) {
  const conditions = chosen(body.conditions);
  if ((await countKnownConditions(tx, conditions)) !== conditions.length) {
    throw invalid({ conditions: say('selectCondition') });
  }
  const careNeeds = {
    serviceStart: body.serviceStart,
    servicePerWeek: body.servicePerWeek,
    serviceLength: body.serviceLength,
    services: chosen(body.service),
    conditions,
    languagePref: [...new Set(body.languagePref)],
  };
  await insertCareNeeds(tx, userId, careNeeds);
  // createAccount stored the signup address and pointed users.address_id at it just before.
  const user = await readAddressAndLocale(tx, userId);
  if (user?.addressId) {
    await createFirstPosting(tx, {
      familyId: userId,
      addressId: user.addressId,
      careNeeds,
      locale: user.locale,
    });
  }
  await setInitialLoad(tx, userId, true);
}

/** POST /api/signup-family: the account, its care needs and its first posting, signed in. */
export async function signUpFamily(body: FamilySignup, locale: Locale, headers?: Headers) {
  const account = await createAccount(
    {
      email: body.email,
      password: body.password,
      userType: 'family',
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNum: body.phoneNum,
      address: body.address,
      locale,
      headers,
    },
    (tx, userId) => createFamilyProfile(tx, userId, body),
  );
  return { ...account, next: '/dashboard' };
}

// ---------------------------------------------------------------- sign in and out

// Signing in (the password step, the second step, passkeys) is security.server.ts's.

/** Marks the user offline and ends the session (a missing one is not an error). */
export async function logOut(viewer: Viewer | null, headers: Headers): Promise<string[]> {
  if (viewer) await setPresence(viewer, false);
  const result = await auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
  return result ? result.headers.getSetCookie() : [];
}

/** Online or offline: from the realtime hub (sockets) and GET /api/login/online|offline. */
export async function setPresence(
  user: { id: string; userType?: UserType },
  online: boolean,
): Promise<void> {
  try {
    await asUser(user, (tx) => upsertPresence(tx, user.id, online));
  } catch (err) {
    // The account was deleted between the check and the write (its last socket closing as it
    // goes): there is no one left to mark, which is not a failure.
    if ((err as { code?: string }).code !== '23503') throw err;
  }
}

// ---------------------------------------------------------------- the user's own account

/** GET /api/user: the signed-in user's credentials as spec 000 §3 names them. */
export async function readUser(viewer: Viewer) {
  const row = await asUser(viewer, (tx) => readProfileDetails(tx, viewer.id));
  return {
    uid: viewer.id,
    email: viewer.email,
    loginEmail: viewer.loginEmail,
    userIdNumber: viewer.userIdNumber,
    userType: viewer.userType,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    phoneNum: row?.phoneNum ?? null,
    dob: row?.dob ?? null,
    gender: row?.gender ?? null,
    imgUrl: row?.imgUrl ?? null,
    imgUrlThumb: viewer.imgUrlThumb,
    locale: viewer.locale,
    address: row?.address ?? null,
    status: viewer.status,
    createdAt: row?.createdAt ?? null,
  };
}

const NO_STEPS: OnboardingSteps = {
  profile: false,
  message: false,
  apply: false,
  shift: false,
  completedAll: false,
};

/** Every step of the caregiver's 'What Next?' is done (spec 001 §2). */
export const allStepsDone = (s: OnboardingSteps) => s.profile && s.message && s.apply && s.shift;

/**
 * The caregiver's onboarding steps from their records (issue 20 point 1), in the caller's
 * transaction `tx`, which must already run as the viewer (the dashboard's one transaction,
 * ADR 031); it opens none. Anyone but a caregiver has no steps.
 */
export async function readOnboardingStepsIn(
  tx: Tx,
  viewer: Pick<Viewer, 'id' | 'userType'>,
): Promise<OnboardingSteps> {
  if (viewer.userType !== 'caregiver') return NO_STEPS;
  return (await selectOnboardingSteps(tx, viewer.id)) ?? NO_STEPS;
}

/**
 * GET /api/user/status/completed_all (spec 001 §7): the dashboard asks once the first shift is
 * completed and onboarding is not. When every step is done by the records, isCompletedAll is set
 * for good and the stepper no longer shows. Answers the flag and the steps.
 */
export async function checkCompletedAll(
  viewer: Viewer,
): Promise<OnboardingSteps & { isCompletedAll: boolean }> {
  // Read as the caregiver: RLS limits the records to theirs.
  const steps = await asUser(viewer, (tx) => readOnboardingStepsIn(tx, viewer));
  const done = steps.completedAll || (viewer.userType === 'caregiver' && allStepsDone(steps));
  if (done && !steps.completedAll) {
    // Service connection: account_statuses flags are the server's (users may only read theirs);
    // this sets only the signed-in caregiver's own row, once its steps were read as them.
    await asService((tx) => setCompletedAll(tx, viewer.id));
  }
  return { ...steps, completedAll: done, isCompletedAll: done };
}

/** GET /api/user/initial_load/off: the welcome screen has been shown. */
export async function dismissWelcome(viewer: Viewer): Promise<void> {
  // Service connection: account_statuses flags are the server's (users may only read theirs),
  // and this one clears only the signed-in user's own row.
  await asService((tx) => setInitialLoad(tx, viewer.id, false));
}

/**
 * GET /locale?set=…: the language choice. The cookie is the caller's; a signed-in user's
 * profile keeps it too (mails and other devices follow it).
 */
export async function setLocale(viewer: Viewer | null, locale: Locale): Promise<void> {
  if (viewer) await asUser(viewer, (tx) => setProfileLocale(tx, viewer.id, locale));
}

/** GET /api/signup-material: public reference data, read as an anonymous visitor. */
export async function signupMaterials(locale: Locale) {
  return await asAnon((tx) => readSignupMaterials(tx, locale));
}

// ---------------------------------------------------------------- password reset

/**
 * POST /api/forgot_password/reset. The spec shows an unknown address as invalid (404 { email });
 * the API's rate limits keep that from being a directory. The lookup is Better Auth's, by email:
 * nobody is signed in to act as.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  if (!(await emailIsRegistered(email))) {
    throw new ApiError(404, { email: say('forgotInvalidEmail') });
  }
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/forgot_password/action' } });
}

/** A reset code is Better Auth's single-use verification row; usable until it expires. */
export async function resetCodeIsUsable(code: string): Promise<boolean> {
  const ctx = await auth.$context;
  const row = await ctx.internalAdapter.findVerificationValue(`reset-password:${code}`);
  return !!row && new Date(row.expiresAt).getTime() > Date.now();
}

/** POST /api/forgot_password/verify: 400 { message } unless the code can still be used. */
export async function verifyResetCode(code: string): Promise<void> {
  if (!(await resetCodeIsUsable(code))) throw badRequest({ message: say('resetLinkUnusable') });
}

/** POST /api/forgot_password/confirm: the new password; the code works once. */
export async function resetPassword(code: string, newPassword: string): Promise<void> {
  try {
    await auth.api.resetPassword({ body: { newPassword, token: code } });
  } catch {
    throw badRequest({ general: say('resetLinkUnusable') });
  }
}

/**
 * Better Auth asks for a reset mail; it goes out from the worker, in the user's language. Read on
 * the service connection: the user asking is not signed in.
 */
export async function sendPasswordResetMail(
  { user, token }: { user: { id: string; email: string }; token: string },
): Promise<void> {
  const profile = await asService((tx) => mailProfile(tx, user.id));
  const link = `${env.baseUrl}/forgot_password/action?oobCode=${encodeURIComponent(token)}`;
  await enqueue('send-email', resetPasswordEmail({ to: user.email, link, ...profile }));
}

// ---------------------------------------------------------------- the family's own profile

function requireFamily(viewer: Viewer) {
  if (viewer.userType !== 'family') throw forbidden(say('familiesOnly'));
}

/** /profile for a family: what the profile editor starts from, read as the family. */
export async function readFamilyProfile(viewer: Viewer): Promise<FamilyProfile> {
  requireFamily(viewer);
  const row = await asUser(viewer, (tx) => readOwnContact(tx, viewer.id));
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    email: row?.email ?? viewer.email,
    phoneNum: row?.phoneNum ?? '',
    imgUrl: row?.imgUrl ?? null,
    imgUrlThumb: row?.imgUrlThumb ?? null,
    address: row?.address ?? null,
  };
}

/**
 * POST /api/user/family: names, phone and care address under sign-up's rules (the schema is
 * step 5's). A new address is a new row: the old one may still be a posting's place.
 */
export async function updateFamilyProfile(
  viewer: Viewer,
  input: FamilyProfileInput,
): Promise<FamilyProfile> {
  requireFamily(viewer);
  await asUser(viewer, async (tx) => {
    const current = (await readOwnContact(tx, viewer.id))?.address;
    const same = current?.addressFull === input.address.addressFull &&
      current?.geohash === input.address.geohash;
    const addressId = same ? null : await insertAddress(tx, viewer.id, input.address);
    await updateOwnContact(tx, viewer.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNum: input.phoneNum,
      addressId,
    });
  });
  return await readFamilyProfile(viewer);
}

// ---------------------------------------------------------------- closing an account

const AVATAR_PATH = /^\/storage\/v1\/object\/public\/avatars\/(.+)$/;

/**
 * Closes an account under one rule (docs/decisions/040-closing-an-account.md), for staff
 * (`as: 'admin'`, with a reason) and, once the person has a way to ask, for the account holder
 * (`as: 'self'`). The database function removes what may go, keeps what the law and the other
 * party need, and writes the admin trail in the same transaction; the stored pictures and
 * background check file are deleted once that has committed.
 */
export async function closeAccount(
  actor: Pick<Viewer, 'id'>,
  accountId: string,
  as: 'admin' | 'self',
  reason: string,
): Promise<void> {
  if (!UUID.test(accountId)) throw notFound(say('accountNotFound'));
  let files;
  try {
    // Service connection: the rule reaches another person's rows and the login tables, which
    // RLS rightly keeps from the actor; private.close_account itself checks who the actor is.
    files = await asService(async (tx) => {
      const closed = await closeAccountRow(tx, accountId, actor.id, as, reason);
      // Staff closing an account: the admin trail's line commits with it (ADR 046).
      if (as === 'admin') {
        await recordAdminAction(tx, actor, 'accountClosed', accountId, {
          reason: reason.trim().slice(0, 1000),
        });
      }
      return closed;
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '42501') throw forbidden(say('closeNotAllowed'));
    if (code === 'P0002') throw notFound(say('accountNotFound'));
    if (code === '55000') throw conflict(say('accountAlreadyClosed'));
    if (code === '22023') throw invalid({ reason: say('closeReasonRequired') });
    throw err;
  }
  const pictures = Object.values(files.pictures ?? {})
    .map((url) => url.match(AVATAR_PATH)?.[1])
    .filter((p): p is string => !!p && p.startsWith(`${accountId}/`));
  await storage.from('avatars').remove(pictures).catch((err) => {
    console.error('closeAccount: pictures were not deleted', err);
  });
  if (files.backgroundCheck) {
    await storage.from('background-checks').remove([files.backgroundCheck]).catch((err) => {
      console.error('closeAccount: the background check file was not deleted', err);
    });
  }
}

export type { AccountRow, ClosureRow };

/** /admin/accounts: staff look an account up by email, name or number (RLS: admins only). */
export async function findAccounts(admin: Viewer, query: string): Promise<AccountRow[]> {
  if (admin.userType !== 'admin') throw forbidden();
  const q = query.trim().slice(0, 120);
  if (!q) return [];
  return await asUser(admin, (tx) => searchAccounts(tx, q));
}

/** The admin trail of closed accounts, newest first (RLS: admins only). */
export async function listAccountClosures(admin: Viewer): Promise<ClosureRow[]> {
  if (admin.userType !== 'admin') throw forbidden();
  return await asUser(admin, (tx) => listClosures(tx));
}

// ---------------------------------------------------------------------------------------------
// Another domain's writes and reads of the account's rows (ADR 054): the caregivers domain's
// onboarding sets the caregiver's own users row and status flags. Each joins the caller's
// transaction `tx` and opens none: the caller decides who runs it (asUser for the user's own
// columns, asService for the flags, the contact email and the pictures), and the rows commit or
// roll back with what the caller stores beside them.

export type { BasicInfoFields, BasicInfoRow, StatusFlag, StatusFlags } from './queries.server.ts';

/** Sets the given flags of `userId`'s public.account_statuses row (service path); none, nothing. */
export async function markAccountStatusIn(
  tx: Tx,
  userId: string,
  flags: Partial<Record<StatusFlag, boolean>>,
): Promise<void> {
  await setStatusFlags(tx, userId, flags);
}

/** Every status flag of `userId`'s account, or null without a row the caller may read. */
export async function readAccountStatusIn(tx: Tx, userId: string): Promise<StatusFlags | null> {
  return await readStatusFlags(tx, userId);
}

/** Sets the columns a user may change on their own users row; none, nothing. */
export async function updateBasicInfoIn(
  tx: Tx,
  userId: string,
  fields: BasicInfoFields,
): Promise<void> {
  await updateBasicInfo(tx, userId, fields);
}

/** Service path: the contact email (it never changes the login). */
export async function setContactEmailIn(tx: Tx, userId: string, email: string): Promise<void> {
  await setContactEmail(tx, userId, email);
}

/** Service path: the picture URLs, once the upload checked the file; answers the old ones. */
export async function setPicturesIn(
  tx: Tx,
  userId: string,
  imgUrl: string,
  imgUrlThumb: string,
) {
  return await setPictures(tx, userId, imgUrl, imgUrlThumb);
}

/** The user's own contact fields and the id of their address, or null. */
export async function readBasicInfoIn(tx: Tx, userId: string): Promise<BasicInfoRow | null> {
  return await readBasicInfo(tx, userId);
}
