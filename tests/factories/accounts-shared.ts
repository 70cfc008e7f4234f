// Factories, the part both runtimes share: the Deno builders (tests/factories/accounts.ts, used
// by the integration helpers and the demo seed) and the Playwright fixtures (Node) read their
// defaults and write account status through this file, so "a caregiver who finished signup"
// means the same thing everywhere.
//
// Plain data and SQL over any postgres.js handle (a connection or a transaction); no runtime
// API and no import from web/, because Node loads it too.
//
//   import { caregiverStatus, familySignupPayload, uniqueEmail } from '../factories/accounts-shared.ts';
//   const body = familySignupPayload({ email: uniqueEmail(), city: 'Montréal, QC' });
import type postgres from 'postgres';

/** A connection or a transaction with the rights of the service (status flags, user type). */
export type Db = postgres.Sql<any> | postgres.TransactionSql<any>;

export const TEST_EMAIL_DOMAIN = 'test.tendwell.ca';
/** Unique per call, so parallel tests never meet; `prefix` tells runners apart (`e2e-`). */
export const uniqueEmail = (prefix = '') => `${prefix}${crypto.randomUUID()}@${TEST_EMAIL_DOMAIN}`;
/** Meets the password rules (upper, lower, digit, 8+). */
export const FACTORY_PASSWORD = 'Tendwell-test-1';

/** `overrides` without its undefined entries, so spreading it keeps the defaults. */
export function defined<T extends object>(overrides: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(overrides).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

// ------------------------------------------------------------------ places

export type CityAddress = {
  addressFull: string;
  addressParams: { locality: string; adminAreaLevel1: string; country: string };
  coordinates: { lat: number; lng: number };
  geohash: string;
};

const city = (
  name: string,
  province: string,
  lat: number,
  lng: number,
  geohash: string,
): CityAddress => ({
  addressFull: `${name}, ${province.toUpperCase()}, Canada`,
  addressParams: { locality: name.toLowerCase(), adminAreaLevel1: province, country: 'canada' },
  coordinates: { lat, lng },
  geohash,
});

/** Cities as the address field's city search (the offline gazetteer) returns them. */
export const CITIES = {
  'Toronto, ON': city('Toronto', 'on', 43.70011, -79.4163, 'dpz88g6gd'),
  'Montréal, QC': city('Montréal', 'qc', 45.50884, -73.58781, 'f25dvkwup'),
  'Mississauga, ON': city('Mississauga', 'on', 43.5789, -79.6583, 'dpxrgm697'),
  'Ottawa, ON': city('Ottawa', 'on', 45.41117, -75.69812, 'f244m6y71'),
  'Vancouver, BC': city('Vancouver', 'bc', 49.24966, -123.11934, 'c2b2nmehp'),
  'Calgary, AB': city('Calgary', 'ab', 51.05011, -114.08529, 'c3nf7vmsk'),
  'Winnipeg, MB': city('Winnipeg', 'mb', 49.8844, -97.14704, 'cbfgv35tt'),
  'Halifax, NS': city('Halifax', 'ns', 44.64269, -63.57688, 'dxfvcqbwx'),
} as const;
export type CityName = keyof typeof CITIES;

// ------------------------------------------------------------------ families

/** What a family tells the signup dialog (spec 000 §2.5): care needs, contact, city. */
export type FamilyDetails = {
  firstName: string;
  lastName: string;
  /** Any form the signup accepts; the server stores (416) 555-0123. */
  phoneNum: string;
  city: CityName;
  serviceStart: 'immediately' | '1week' | '1month' | '1month+';
  servicePerWeek: 'under10' | '10-20' | '20+';
  serviceLength: 'underOneMonth' | 'underThreeMonths' | 'underSixMonths' | 'overSixMonths';
  service: Record<string, boolean>;
  conditions: Record<string, boolean>;
  languagePref: string[];
};

export const FAMILY_DEFAULTS: FamilyDetails = {
  firstName: 'Erin',
  lastName: 'Tester',
  phoneNum: '4165550123',
  city: 'Toronto, ON',
  serviceStart: 'immediately',
  servicePerWeek: '10-20',
  serviceLength: 'underSixMonths',
  service: { companionship: true },
  conditions: { dementia: true },
  languagePref: ['english'],
};

export type FamilyOverrides = Partial<FamilyDetails> & { email?: string; password?: string };

/** The POST /api/signup-family payload: the defaults, then `overrides`; a new email unless given. */
export function familySignupPayload(overrides: FamilyOverrides = {}) {
  const { city: cityName, email, password, ...details } = {
    ...FAMILY_DEFAULTS,
    ...defined(overrides),
  };
  const pass = password ?? FACTORY_PASSWORD;
  const address = CITIES[cityName];
  return {
    serviceStart: details.serviceStart,
    servicePerWeek: details.servicePerWeek,
    serviceLength: details.serviceLength,
    service: { ...details.service },
    conditions: { ...details.conditions },
    languagePref: [...details.languagePref],
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNum: details.phoneNum,
    address: {
      ...address,
      addressParams: { ...address.addressParams },
      coordinates: { ...address.coordinates },
    },
    email: email ?? uniqueEmail(),
    password: pass,
    confirmPassword: pass,
  };
}
export type FamilySignupPayload = ReturnType<typeof familySignupPayload>;

// ------------------------------------------------------------------ caregivers

/**
 * Where a caregiver is in onboarding (spec 002 §2 "Caregiver sign-up", §4 order; 000 §2.2
 * guards). Each stage names the last step finished; the comment says where the route guards
 * send the caregiver next.
 */
export const CAREGIVER_STAGES = [
  'new', // as POST /api/signup leaves them → /caregiver/signup/basic-info
  'basic-info', // step 1 done → /caregiver/signup/services
  'services', // step 2 done → /caregiver/signup/education-experience
  'education-experience', // step 3 done (or skipped) → /caregiver/signup/finish
  'complete', // finished with image and check skipped: profile complete, not searchable
  'background-checked', // check submitted and approved by staff: searchable, may apply and message
] as const;
export type CaregiverStage = (typeof CAREGIVER_STAGES)[number];

/**
 * The account_statuses columns each stage adds, cumulatively. The only definition of them.
 *
 * Banking (is_banking), availability (is_avail_complete) and the profile image
 * (is_user_img_completed) are left out: they are not signup steps (banking and availability
 * live on /profile, the image may be skipped), nothing in onboarding or the guards depends on
 * them, and setting them without the data they stand for would make /profile claim banking
 * that does not exist. Their factories set them together with that data once those domains land.
 */
const STAGE_FLAGS: Record<CaregiverStage, readonly StatusFlag[]> = {
  new: [],
  'basic-info': ['is_basic_completed'],
  services: ['is_service_completed'],
  'education-experience': ['is_edu_accred_completed'],
  complete: ['is_profile_completed'],
  'background-checked': ['is_bg_check_submitted', 'is_bg_check'],
};

/** The status flags onboarding moves; a stage sets each of them, true or false. */
export const ONBOARDING_FLAGS = [
  'is_basic_completed',
  'is_service_completed',
  'is_edu_accred_completed',
  'is_profile_completed',
  'is_bg_check_submitted',
  'is_bg_check',
] as const;
export type StatusFlag = (typeof ONBOARDING_FLAGS)[number];

/** Every onboarding flag with its value at `stage`. */
export function caregiverStatus(stage: CaregiverStage): Record<StatusFlag, boolean> {
  const reached = CAREGIVER_STAGES.slice(0, CAREGIVER_STAGES.indexOf(stage) + 1);
  const on = new Set(reached.flatMap((s) => STAGE_FLAGS[s]));
  return Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, on.has(f)])) as Record<
    StatusFlag,
    boolean
  >;
}

export const stageAtLeast = (stage: CaregiverStage, than: CaregiverStage) =>
  CAREGIVER_STAGES.indexOf(stage) >= CAREGIVER_STAGES.indexOf(than);

/** Step 1 of caregiver signup (spec 002 §3 "Caregiver basic info"); stored from 'basic-info' on. */
export type CaregiverBasics = {
  firstName: string;
  lastName: string;
  /** (905) 555-0110, the stored form. */
  phoneNum: string;
  /** yyyy-mm-dd; caregivers are adults (Terms of Use: 18+). */
  dob: string;
  gender: 'male' | 'female';
  city: CityName;
};

export const CAREGIVER_DEFAULTS: CaregiverBasics = {
  firstName: 'Amara',
  lastName: 'Okafor',
  phoneNum: '(905) 555-0110',
  dob: '1988-04-12',
  gender: 'female',
  city: 'Mississauga, ON',
};

/**
 * Records what the caregiver's finished steps store: the basic info (except the address, which
 * account creation stores) and every onboarding flag of `stage`. `db` must have the service's
 * rights: users may not set their own status flags.
 */
export async function recordCaregiverStage(
  db: Db,
  userId: string,
  stage: CaregiverStage,
  basics: CaregiverBasics = CAREGIVER_DEFAULTS,
) {
  if (stageAtLeast(stage, 'basic-info')) {
    await db`
      update public.users
         set first_name = ${basics.firstName}, last_name = ${basics.lastName},
             phone_num = ${basics.phoneNum}, dob = ${basics.dob}, gender = ${basics.gender}
       where id = ${userId}`;
  }
  await writeStatus(db, userId, caregiverStatus(stage));
}

// ------------------------------------------------------------------ admins

export const ADMIN_DEFAULTS = { firstName: 'Priya', lastName: 'Sharma' };

/** Staff: what the route guards read is a complete profile; nothing else applies to them. */
export const ADMIN_STATUS: Partial<Record<StatusFlag, boolean>> = { is_profile_completed: true };

/**
 * Makes `userId` an admin. Nobody can sign up as one; staff accounts are made this way. `names`
 * for an account created without them (the Playwright fixtures sign up through /api/signup).
 */
export async function recordAdmin(
  db: Db,
  userId: string,
  names?: { firstName: string; lastName: string },
) {
  await db`update public.users set user_type = 'admin' where id = ${userId}`;
  if (names) {
    await db`
      update public.users set first_name = ${names.firstName}, last_name = ${names.lastName}
       where id = ${userId}`;
  }
  await writeStatus(db, userId, ADMIN_STATUS);
}

async function writeStatus(db: Db, userId: string, flags: Partial<Record<StatusFlag, boolean>>) {
  const columns = Object.keys(flags) as StatusFlag[];
  if (columns.length === 0) return;
  const result = await db`
    update public.account_statuses set ${db(flags, columns)} where user_id = ${userId}`;
  if (result.count !== 1) throw new Error(`no account status for user ${userId}`);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The code an authenticator app shows for a setup key (the otpauth URI's base32 `secret`) at
 * `at`: RFC 6238 with SHA-1, 6 digits, 30-second steps, as Better Auth's two-factor plugin checks
 * it. Staff made by the factories have such an app (ADR 044); tests sign them in with this.
 */
export async function totpCode(base32Secret: string, at = Date.now()): Promise<string> {
  const clean = base32Secret.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`totpCode: not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(at / 30_000)));
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(bytes),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer));
  const offset = mac[mac.length - 1] & 0x0f;
  const number = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) |
    (mac[offset + 2] << 8) | mac[offset + 3];
  return String(number % 1_000_000).padStart(6, '0');
}
