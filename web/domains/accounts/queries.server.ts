// The accounts domain's reads and writes of public.users, care_needs, account_statuses, presence
// and the signup reference data. Addresses are the addresses domain's (ADR 054): stored through
// its insertAddress and read through its address_places; the onboarding steps read messages,
// applications and shifts through their owners' views. Every function takes the caller's
// transaction and opens none: the action decides who runs it (asUser / asAnon / asService).
// Each query declares the row it reads (ADR 059: the tables' columns from db-schema.ts, computed
// ones by hand) and maps it to the model at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import type { Locale } from '../../shared/i18n.tsx';
import type { CareNeeds } from '../jobs/model.ts';
import { insertAddress as insertAddressIn, normalizeAddress } from '../addresses/actions.server.ts';
import type { OnboardingSteps, SignupMaterials, UserType } from './model.ts';

type UserRow = Row<'public.users'>;
type Place = Row<'public.address_places'>;

/**
 * A profile's care address (addresses' address_places), left-joined: every column is there, or
 * (no address yet) none is. lat/lng are read from the geography as float8.
 */
type JoinedAddressRow =
  | {
    addressFull: NonNullable<Place['addressFull']>;
    addressParams: Address['addressParams'];
    geohash: NonNullable<Place['geohash']>;
    lat: number;
    lng: number;
  }
  | { addressFull: null; addressParams: null; geohash: null; lat: null; lng: null };

function toAddress(row: JoinedAddressRow): Address | null {
  if (row.addressFull === null) return null;
  return {
    addressFull: row.addressFull,
    addressParams: row.addressParams,
    coordinates: { lat: row.lat, lng: row.lng },
    geohash: row.geohash,
  };
}

export type NewProfile = {
  id: string;
  userType: UserType;
  email: string;
  firstName?: string;
  lastName?: string;
  phoneNum?: string;
  locale: Locale;
};

export async function insertProfile(tx: Tx, p: NewProfile) {
  await tx`
    insert into public.users (id, user_type, email, first_name, last_name, phone_num, locale)
    values (${p.id}, ${p.userType}, ${p.email}, ${p.firstName ?? ''}, ${p.lastName ?? ''},
            ${p.phoneNum ?? null}, ${p.locale})`;
}

/**
 * Stores an address (normalized as the geocoder would) and returns its id: the addresses
 * domain's insert, in the caller's transaction.
 */
export async function insertAddress(tx: Tx, userId: string, input: Address): Promise<string> {
  return await insertAddressIn(tx, userId, normalizeAddress(input));
}

export async function setProfileAddress(tx: Tx, userId: string, addressId: string) {
  await tx`update public.users set address_id = ${addressId} where id = ${userId}`;
}

/** How many of `keys` are known conditions (reference data). */
export async function countKnownConditions(tx: Tx, keys: string[]): Promise<number> {
  const rows = await tx`select key from public.conditions where key = any(${keys})`;
  return rows.length;
}

export async function insertCareNeeds(tx: Tx, userId: string, n: CareNeeds) {
  await tx`
    insert into public.care_needs
      (user_id, service_start, service_per_week, service_length, services, conditions, language_pref)
    values (${userId}, ${n.serviceStart}, ${n.servicePerWeek}, ${n.serviceLength},
            ${n.services}, ${n.conditions}, ${n.languagePref})`;
}

/** The welcome screen's flag (account_statuses.is_initial). */
export async function setInitialLoad(tx: Tx, userId: string, isInitial: boolean) {
  await tx`update public.account_statuses set is_initial = ${isInitial} where user_id = ${userId}`;
}

export async function setProfileLocale(tx: Tx, userId: string, locale: Locale) {
  await tx`update public.users set locale = ${locale} where id = ${userId}`;
}

/** The profile's address (null before one is stored) and language. */
export async function readAddressAndLocale(tx: Tx, userId: string) {
  const [row] = await tx<Pick<UserRow, 'addressId' | 'locale'>[]>`
    select address_id, locale from public.users where id = ${userId}`;
  if (!row) return null;
  return { addressId: row.addressId, locale: row.locale };
}

/** What a mail to this user needs: their first name and language. */
export async function mailProfile(
  tx: Tx,
  userId: string,
): Promise<{ firstName: string; locale: Locale }> {
  const [row] = await tx<Pick<UserRow, 'firstName' | 'locale'>[]>`
    select first_name, locale from public.users where id = ${userId}`;
  return { firstName: row?.firstName ?? '', locale: row?.locale ?? 'en' };
}

/** The profile columns of GET /api/user that the viewer does not already carry. */
export async function readProfileDetails(tx: Tx, userId: string) {
  const [row] = await tx<
    (Pick<UserRow, 'phoneNum' | 'dob' | 'gender' | 'imgUrl' | 'createdAt'> & JoinedAddressRow)[]
  >`
    select u.phone_num, u.dob, u.gender, u.img_url, u.created_at,
           a.address_full, a.address_params, a.geohash,
           extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.users u
      left join public.address_places a on a.id = u.address_id
     where u.id = ${userId}`;
  if (!row) return null;
  const { phoneNum, dob, gender, imgUrl, createdAt } = row;
  return { phoneNum, dob, gender, imgUrl, createdAt, address: toAddress(row) };
}

export async function upsertPresence(tx: Tx, userId: string, online: boolean) {
  // A socket can close after its account was deleted; there is no one left to mark offline.
  await tx`
    insert into public.presence (user_id, is_online, last_seen_at)
    select ${userId}, ${online}, now()
     where exists (select 1 from public.users where id = ${userId})
    on conflict (user_id) do update set is_online = excluded.is_online, last_seen_at = now()`;
}

/** The reference data of the signup wizard, labelled in `locale`. */
export async function readSignupMaterials(tx: Tx, locale: Locale): Promise<SignupMaterials> {
  type Labelled = Pick<Row<'public.job_types'>, 'key' | 'labelEn' | 'labelFr'>;
  const [languages, services, jobTypes, conditions] = await Promise.all([
    tx<Pick<Row<'public.languages'>, 'key' | 'isoCode' | 'labelEn' | 'labelFr'>[]>`
      select key, iso_code, label_en, label_fr from public.languages order by sort_order`,
    tx<Pick<Row<'public.services'>, 'key' | 'labelEn' | 'labelFr' | 'icon'>[]>`
      select key, label_en, label_fr, icon from public.services order by sort_order`,
    tx<Labelled[]>`select key, label_en, label_fr from public.job_types order by sort_order`,
    tx<Labelled[]>`select key, label_en, label_fr from public.conditions order by sort_order`,
  ]);
  const label = (r: Labelled) => (locale === 'fr' ? r.labelFr : r.labelEn);
  const toMap = (rows: readonly Labelled[]) =>
    Object.fromEntries(rows.map((r) => [r.key, label(r)]));
  return {
    language: languages.map((r) => ({ key: r.key, code: r.isoCode, label: label(r) })),
    service: toMap(services),
    serviceIcons: Object.fromEntries(services.map((r) => [r.key, r.icon])),
    jobType: toMap(jobTypes),
    conditions: toMap(conditions),
  };
}

/**
 * The realtime reader of public.account_statuses (its row id is the user's id): the flags with
 * the API's camelCase names, or null for anyone but their owner (RLS). A background check
 * approved, banking saved or a first card added reaches that user's open pages.
 */
export async function readAccountStatusLive(
  tx: Tx,
  userId: string,
): Promise<Record<string, boolean> | null> {
  // The flags are account_statuses' boolean columns, as one JSON object.
  const [row] = await tx<{ flags: Record<string, boolean> }[]>`
    select to_jsonb(st) - 'user_id' - 'updated_at' as flags
      from public.account_statuses st
     where st.user_id = ${userId}`;
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row.flags).map(([k, v]) => [
      k.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()),
      v,
    ]),
  );
}

/**
 * The onboarding steps of `userId` from the records themselves (issue 20 point 1), as its owner:
 * RLS shows the user their own messages, applications and shifts, so another user reads nothing
 * here (the owners' views are security invoker). A flag set by its trigger counts too (rows
 * removed later do not undo a step). One statement; each exists() is one probe of the table's
 * author/caregiver index.
 */
export async function selectOnboardingSteps(
  tx: Tx,
  userId: string,
): Promise<OnboardingSteps | null> {
  const [row] = await tx<OnboardingSteps[]>`
    select s.is_profile_completed and s.is_bg_check as profile,
           s.is_message
             or exists (select 1 from public.message_authors m where m.author_id = ${userId})
             as message,
           s.is_apply
             or exists (select 1 from public.application_states a where a.caregiver_id = ${userId})
             as apply,
           s.is_completed_first_shift
             or exists (select 1 from public.shift_times sh
                         where sh.caregiver_id = ${userId} and sh.state = 'completed')
             as shift,
           s.is_completed_all as completed_all
      from public.account_statuses s
     where s.user_id = ${userId}`;
  if (!row) return null;
  const { profile, message, apply, shift, completedAll } = row;
  return { profile, message, apply, shift, completedAll };
}

/** Onboarding is complete, for good (the flag is never cleared). */
export async function setCompletedAll(tx: Tx, userId: string): Promise<void> {
  await tx`
    update public.account_statuses set is_completed_all = true
     where user_id = ${userId} and not is_completed_all`;
}

// ---------------------------------------------------------------- the family's own profile

/** A family's /profile: names, phone, picture and the care address (as the user). */
export async function readOwnContact(tx: Tx, userId: string) {
  const [row] = await tx<
    (
      & Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phoneNum' | 'imgUrl' | 'imgUrlThumb'>
      & JoinedAddressRow
    )[]
  >`
    select u.first_name, u.last_name, u.email, u.phone_num, u.img_url, u.img_url_thumb,
           a.address_full, a.address_params, a.geohash,
           extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.users u
      left join public.address_places a on a.id = u.address_id
     where u.id = ${userId}`;
  if (!row) return null;
  const { firstName, lastName, email, phoneNum, imgUrl, imgUrlThumb } = row;
  return { firstName, lastName, email, phoneNum, imgUrl, imgUrlThumb, address: toAddress(row) };
}

export async function updateOwnContact(
  tx: Tx,
  userId: string,
  c: { firstName: string; lastName: string; phoneNum: string; addressId: string | null },
) {
  await tx`
    update public.users
       set first_name = ${c.firstName}, last_name = ${c.lastName}, phone_num = ${c.phoneNum},
           address_id = coalesce(${c.addressId}::uuid, address_id)
     where id = ${userId}`;
}

// ---------------------------------------------------------------- closing an account

/** Runs the closing rule (ADR 040); the function checks the actor. Returns files to delete. */
export async function closeAccountRow(
  tx: Tx,
  accountId: string,
  actorId: string,
  closedAs: 'admin' | 'self',
  reason: string,
) {
  // The function's jsonb answer: the closed account's stored files.
  const [row] = await tx<
    { files: { pictures: Record<string, string>; backgroundCheck: string | null } }[]
  >`
    select private.close_account(${accountId}, ${actorId}, ${closedAs}, ${reason}) as files`;
  return row.files;
}

export type AccountRow = {
  id: string;
  userIdNumber: string;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  closedAt: Date | null;
};

/** Staff's search for an account, by email, name or public number (RLS: admins read all). */
export async function searchAccounts(tx: Tx, query: string, limit = 25): Promise<AccountRow[]> {
  const like = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return await tx<AccountRow[]>`
    select id, user_id_number, user_type, email, first_name, last_name, created_at, closed_at
      from public.users
     where email ilike ${like}
        or user_id_number = ${query}
        or (first_name || ' ' || last_name) ilike ${like}
     order by closed_at nulls first, created_at desc
     limit ${limit}`;
}

export type ClosureRow = {
  id: string;
  accountId: string;
  accountUserIdNumber: string;
  accountUserType: UserType;
  closedAs: 'admin' | 'self';
  reason: string;
  createdAt: Date;
  closedByName: string | null;
};

/** The latest entries of the admin trail (RLS: admins only). */
export async function listClosures(tx: Tx, limit = 50): Promise<ClosureRow[]> {
  return await tx<ClosureRow[]>`
    select c.id, c.account_id, c.account_user_id_number, c.account_user_type, c.closed_as,
           c.reason, c.created_at,
           nullif(btrim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')), '')
             as closed_by_name
      from public.account_closures c
      left join public.users b on b.id = c.closed_by
     order by c.created_at desc
     limit ${limit}`;
}

// ---------------------------------------------------------------- the caregiver's own rows
// What the caregivers domain reads and writes of public.users and public.account_statuses
// (ADR 054: they are this domain's), through accounts' actions, in the caller's transaction.

/** The account's onboarding and review flags (public.account_statuses) another domain sets. */
export type StatusFlag =
  | 'is_basic_completed'
  | 'is_service_completed'
  | 'is_edu_accred_completed'
  | 'is_user_img_completed'
  | 'is_bg_check_submitted'
  | 'is_bg_check'
  | 'is_profile_completed'
  | 'is_banking'
  | 'is_avail_complete';

export async function setStatusFlags(
  tx: Tx,
  userId: string,
  flags: Partial<Record<StatusFlag, boolean>>,
) {
  const entries = Object.entries(flags);
  if (entries.length === 0) return;
  await tx`update public.account_statuses set ${
    tx(Object.fromEntries(entries))
  } where user_id = ${userId}`;
}

/** Every flag of the account (the row without its key and timestamp). */
export type StatusFlags = Omit<Row<'public.account_statuses'>, 'userId' | 'updatedAt'>;

export async function readStatusFlags(tx: Tx, userId: string): Promise<StatusFlags | null> {
  const [row] = await tx<Row<'public.account_statuses'>[]>`
    select * from public.account_statuses where user_id = ${userId}`;
  if (!row) return null;
  const { userId: _, updatedAt: __, ...flags } = row;
  return flags;
}

/** The users columns a caregiver's basic info sets (snake_case: they go to tx(fields) as is). */
export type BasicInfoFields = {
  first_name?: string;
  last_name?: string;
  phone_num?: string;
  dob?: string;
  gender?: string;
  address_id?: string;
};

/** The columns a user may change on their own row (column privileges). */
export async function updateBasicInfo(tx: Tx, userId: string, fields: BasicInfoFields) {
  if (Object.keys(fields).length === 0) return;
  await tx`update public.users set ${tx(fields)} where id = ${userId}`;
}

/** Service path: the contact email (not granted to users; it never changes the login). */
export async function setContactEmail(tx: Tx, userId: string, email: string) {
  await tx`update public.users set email = ${email} where id = ${userId}`;
}

/** Service path: picture URLs are set only after the upload checked the file. */
export async function setPictures(tx: Tx, userId: string, imgUrl: string, imgUrlThumb: string) {
  const [old] = await tx<Pick<UserRow, 'imgUrl' | 'imgUrlThumb'>[]>`
    select img_url, img_url_thumb from public.users where id = ${userId}`;
  await tx`update public.users set img_url = ${imgUrl}, img_url_thumb = ${imgUrlThumb} where id = ${userId}`;
  return old;
}

export type BasicInfoRow =
  & Pick<
    UserRow,
    | 'userIdNumber'
    | 'userType'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phoneNum'
    | 'gender'
    | 'imgUrl'
    | 'imgUrlThumb'
    | 'addressId'
  >
  & {
    /** to_char: 'YYYY-MM-DD'. */
    dob: string | null;
  };

/** The user's own contact fields and the id of their address (the addresses domain's row). */
export async function readBasicInfo(tx: Tx, userId: string): Promise<BasicInfoRow | null> {
  const [row] = await tx<BasicInfoRow[]>`
    select u.user_id_number, u.user_type, u.email, u.first_name, u.last_name, u.phone_num,
           to_char(u.dob, 'YYYY-MM-DD') as dob, u.gender, u.img_url, u.img_url_thumb, u.address_id
      from public.users u
     where u.id = ${userId}`;
  return row ?? null;
}
