// The caregivers domain's reads and writes: caregiver_profiles, availability, work_experiences,
// education_accreditations, profile_views. The few columns of public.users, account_statuses and
// addresses the caregiver steps change are accounts' and addresses' (ADR 054): their functions
// run that SQL here, and the reads of them go through their published views. Every function takes
// the caller's transaction and opens none; the action decides who runs it (RLS applies to it).
// Each query declares the row it reads (ADR 059: the tables' columns from db-schema.ts, computed
// ones by hand) and maps it to the API's model types here.
import type { Tx } from '../../server/db.server.ts';
import { keyMap } from '../../shared/key-map.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import {
  markAccountStatusIn,
  readAccountStatusIn,
  readBasicInfoIn,
  setContactEmailIn,
  setPicturesIn,
  type StatusFlag,
  type StatusFlags,
  updateBasicInfoIn,
} from '../accounts/actions.server.ts';
import { insertAddress as insertAddressIn, readAddressIn } from '../addresses/actions.server.ts';
import type {
  AvailabilityEntry,
  CaregiverCard,
  CaregiverCredentials,
  DayId,
  EduAccred,
  Gender,
  WorkExperience,
} from './model.ts';
import { DAY_IDS, money, PRESENT } from './model.ts';
import {
  type AvailabilityInput,
  type EduAccredInput,
  timeToHours,
  type WorkExpInput,
} from './schemas.ts';

type ProfileTable = Row<'public.caregiver_profiles'>;
type IdRow = { id: string };
/** count(*)::int: an int4, a number. */
type CountRow = { n: number };

// ---------------------------------------------------------------------------------------------
// Status flags (public.account_statuses): written on the service path only. The table is
// accounts', the SQL too (ADR 054): these run it in the caller's transaction.

export type { StatusFlag, StatusFlags } from '../accounts/actions.server.ts';

export async function setStatusFlags(
  tx: Tx,
  userId: string,
  flags: Partial<Record<StatusFlag, boolean>>,
) {
  await markAccountStatusIn(tx, userId, flags);
}

export async function readStatusFlags(tx: Tx, userId: string): Promise<StatusFlags | null> {
  return await readAccountStatusIn(tx, userId);
}

// ---------------------------------------------------------------------------------------------
// public.users and public.addresses (the caregiver's own rows): accounts' and addresses' tables
// and SQL (ADR 054), run in the caller's transaction.

export async function insertAddress(tx: Tx, userId: string, address: Address): Promise<string> {
  return await insertAddressIn(tx, userId, address);
}

export type UserFields = {
  first_name?: string;
  last_name?: string;
  phone_num?: string;
  dob?: string;
  gender?: Gender;
  address_id?: string;
};

/** The columns a user may change on their own row (column privileges). */
export async function updateOwnUser(tx: Tx, userId: string, fields: UserFields) {
  await updateBasicInfoIn(tx, userId, fields);
}

/** Service path: the contact email (not granted to users; it never changes the login). */
export async function setContactEmail(tx: Tx, userId: string, email: string) {
  await setContactEmailIn(tx, userId, email);
}

/** Service path: picture URLs are set only after the upload checked the file. */
export async function setPictures(tx: Tx, userId: string, imgUrl: string, imgUrlThumb: string) {
  return await setPicturesIn(tx, userId, imgUrl, imgUrlThumb);
}

/** The owner's own contact fields and address. */
export async function readOwnUser(tx: Tx, userId: string) {
  const row = await readBasicInfoIn(tx, userId);
  if (!row) return null;
  // Left out as the join left it out: no address yet, or one the caller may not read.
  const stored = row.addressId ? await readAddressIn(tx, row.addressId) : null;
  const address = stored?.addressFull
    ? {
      addressFull: stored.addressFull,
      addressParams: stored.addressParams ?? {},
      coordinates: { lat: Number(stored.lat), lng: Number(stored.lng) },
      geohash: stored.geohash ?? '',
    }
    : null;
  return {
    userIdNumber: row.userIdNumber,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNum: row.phoneNum,
    dob: row.dob,
    gender: row.gender,
    imgUrl: row.imgUrl,
    imgUrlThumb: row.imgUrlThumb,
    address,
  };
}

// ---------------------------------------------------------------------------------------------
// Reference keys

const KEY_TABLES = {
  jobType: 'job_types',
  service: 'services',
  conditions: 'conditions',
  languagePref: 'languages',
} as const;
export type KeyField = keyof typeof KEY_TABLES;

/** The fields whose keys include one the reference tables do not know. */
export async function fieldsWithUnknownKeys(
  tx: Tx,
  selections: Partial<Record<KeyField, string[]>>,
): Promise<KeyField[]> {
  const bad: KeyField[] = [];
  for (const [field, keys] of Object.entries(selections) as [KeyField, string[]][]) {
    if (!keys) continue;
    const rows = await tx<{ key: string }[]>`select key from ${
      tx('public.' + KEY_TABLES[field])
    } where key = any(${keys})`;
    if (rows.length !== new Set(keys).size) bad.push(field);
  }
  return bad;
}

// ---------------------------------------------------------------------------------------------
// caregiver_profiles

export type ProfileFields = {
  bio?: string;
  wage_exp_cents?: number;
  years_exp?: number;
  work_radius_km?: number;
  job_types?: string[];
  services?: string[];
  conditions?: string[];
  languages?: string[];
  locality?: string | null;
  admin_area_level1?: string | null;
  h3_cell?: string | null;
};

/** Creates the caregiver's profile row or changes the given columns of it. */
export async function upsertProfile(tx: Tx, userId: string, fields: ProfileFields) {
  if (Object.keys(fields).length === 0) {
    await tx`insert into public.caregiver_profiles (user_id) values (${userId}) on conflict (user_id) do nothing`;
    return;
  }
  await tx`
    insert into public.caregiver_profiles ${tx({ user_id: userId, ...fields })}
    on conflict (user_id) do update set ${tx(fields)}`;
}

export async function profileExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx`select 1 from public.caregiver_profiles where user_id = ${userId}`;
  return !!row;
}

/** The province (lowercased code) of the caregiver's home, for the wage rule. */
export async function readProvince(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx<{ province: string | null }[]>`
    select coalesce(p.admin_area_level1, a.admin_area_level1) as province
      from public.user_cards u
      left join public.caregiver_profiles p on p.user_id = u.id
      left join public.address_places a on a.id = u.address_id
     where u.id = ${userId}`;
  return row?.province ?? null;
}

const PROFILE_COLUMNS = (tx: Tx) =>
  tx`p.user_id, p.user_id_number, p.first_name, p.last_name, p.gender, p.img_url, p.img_url_thumb,
     p.bio, p.wage_exp_cents, p.years_exp, p.work_radius_km, p.job_types, p.services, p.conditions,
     p.languages, p.locality, p.admin_area_level1, p.h3_cell, p.is_searchable, p.review_score,
     p.review_count, p.jobs_completed`;

/** What PROFILE_COLUMNS reads. */
type ProfileColumnsRow = Pick<
  ProfileTable,
  | 'userId'
  | 'userIdNumber'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'imgUrl'
  | 'imgUrlThumb'
  | 'bio'
  | 'wageExpCents'
  | 'yearsExp'
  | 'workRadiusKm'
  | 'jobTypes'
  | 'services'
  | 'conditions'
  | 'languages'
  | 'locality'
  | 'adminAreaLevel1'
  | 'h3Cell'
  | 'isSearchable'
  | 'reviewScore'
  | 'reviewCount'
  | 'jobsCompleted'
>;

export type ProfileRow = {
  userId: string;
  credentials: Omit<CaregiverCredentials, 'myAvail'>;
};

function toProfile(row: ProfileColumnsRow): ProfileRow {
  return {
    userId: row.userId,
    credentials: {
      userIdNumber: row.userIdNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      imgUrl: row.imgUrl,
      imgUrlThumb: row.imgUrlThumb,
      gender: row.gender,
      // numeric: postgres.js returns it as a string.
      reviewScore: Number(row.reviewScore),
      reviews: row.reviewCount,
      bio: row.bio,
      wageExp: row.wageExpCents === null ? null : money.fromCents(row.wageExpCents),
      yearsExp: row.yearsExp,
      languagePref: row.languages ?? [],
      workRadius: row.workRadiusKm === null ? null : String(row.workRadiusKm),
      jobType: keyMap(row.jobTypes),
      service: keyMap(row.services),
      conditions: keyMap(row.conditions),
      poyoJobs: row.jobsCompleted,
      location: { locality: row.locality, adminAreaLevel1: row.adminAreaLevel1 },
      h3Cell: row.h3Cell,
      isBgCheck: row.isSearchable,
    },
  };
}

/** A profile the caller may read (RLS: own, a family's approved one, or an admin's). */
export async function readProfileByNumber(
  tx: Tx,
  userIdNumber: string,
): Promise<ProfileRow | null> {
  const [row] = await tx<ProfileColumnsRow[]>`
    select ${PROFILE_COLUMNS(tx)} from public.caregiver_profiles p
     where p.user_id_number = ${userIdNumber}`;
  return row ? toProfile(row) : null;
}

export async function readProfileById(tx: Tx, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx<ProfileColumnsRow[]>`
    select ${PROFILE_COLUMNS(tx)} from public.caregiver_profiles p where p.user_id = ${userId}`;
  return row ? toProfile(row) : null;
}

/** Searchable profiles as cards (other domains: search, dashboards), newest first. */
export async function readSearchableCards(
  tx: Tx,
  opts: { h3Cells?: string[]; limit: number; offset: number },
): Promise<CaregiverCard[]> {
  const rows = await tx<ProfileColumnsRow[]>`
    select ${PROFILE_COLUMNS(tx)} from public.caregiver_profiles p
     where p.is_searchable
       ${opts.h3Cells ? tx`and p.h3_cell = any(${opts.h3Cells})` : tx``}
     order by p.review_score desc, p.created_at desc
     limit ${opts.limit} offset ${opts.offset}`;
  return rows.map((r) => {
    const c = toProfile(r).credentials;
    return {
      userIdNumber: c.userIdNumber,
      firstName: c.firstName,
      lastName: c.lastName,
      imgUrlThumb: c.imgUrlThumb,
      gender: c.gender,
      wageExp: c.wageExp,
      yearsExp: c.yearsExp,
      reviewScore: c.reviewScore,
      reviews: c.reviews,
      languagePref: c.languagePref,
      jobType: c.jobType,
      service: c.service,
      conditions: c.conditions,
      location: c.location,
      h3Cell: c.h3Cell,
    };
  });
}

/** The caller's own home point (their address), for distances. */
export async function readOwnPoint(
  tx: Tx,
  userId: string,
): Promise<{ lat: number; lng: number } | null> {
  const [row] = await tx<{ lat: number; lng: number }[]>`
    select extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.user_cards u join public.address_places a on a.id = u.address_id
     where u.id = ${userId}`;
  return row ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
}

// ---------------------------------------------------------------------------------------------
// profile_views

/** At most one row per family, caregiver and day; true when this call added it. */
export async function recordProfileView(
  tx: Tx,
  viewerId: string,
  caregiverId: string,
): Promise<boolean> {
  const rows = await tx<IdRow[]>`
    insert into public.profile_views (viewer_id, caregiver_id) values (${viewerId}, ${caregiverId})
    on conflict (viewer_id, caregiver_id, viewed_on) do nothing
    returning id`;
  return rows.length > 0;
}

export type ProfileViewCounts = { total: number; thisWeek: number; lastWeek: number };

/**
 * All views of the caregiver's profile, and this and last calendar week's: the weeks begin at
 * the instants given (the dashboard's Sunday weeks in the user's zone), else Monday, UTC.
 */
export async function countProfileViews(
  tx: Tx,
  caregiverId: string,
  weeks?: { thisWeek: Date; lastWeek: Date },
): Promise<ProfileViewCounts> {
  const thisWeek = weeks?.thisWeek ?? null;
  const lastWeek = weeks?.lastWeek ?? null;
  // count(*)::int: int4, numbers.
  const [row] = await tx<ProfileViewCounts[]>`
    with w as (
      select coalesce(${thisWeek}::timestamptz, date_trunc('week', now())) as this_start,
             coalesce(${lastWeek}::timestamptz, date_trunc('week', now()) - interval '7 days')
               as last_start
    )
    select count(*)::int as total,
           count(*) filter (where v.viewed_at >= w.this_start)::int as this_week,
           count(*) filter (where v.viewed_at >= w.last_start
                              and v.viewed_at < w.this_start)::int as last_week
      from w
      left join public.profile_views v on v.caregiver_id = ${caregiverId}
     group by w.this_start, w.last_start`;
  return { total: row.total, thisWeek: row.thisWeek, lastWeek: row.lastWeek };
}

// ---------------------------------------------------------------------------------------------
// availability

/** time::text: 'HH:MM:SS'. */
type AvailabilityRow = Pick<Row<'public.availability'>, 'id' | 'dayId' | 'startTime' | 'endTime'>;

const isDayId = (n: number): n is DayId => (DAY_IDS as readonly number[]).includes(n);

function toAvailability(row: AvailabilityRow): AvailabilityEntry {
  const start = row.startTime.slice(0, 5);
  const end = row.endTime.slice(0, 5);
  // The table's check constraint holds day_id to 0–6.
  if (!isDayId(row.dayId)) throw new Error(`availability ${row.id}: day ${row.dayId}`);
  return {
    id: row.id,
    dayId: row.dayId,
    startTime: start,
    endTime: end,
    startTimeISO: `${start}:00`,
    endTimeISO: `${end}:00`,
    startTimeComp: timeToHours(start),
    endTimeComp: timeToHours(end),
  };
}

export async function listAvailability(tx: Tx, userId: string): Promise<AvailabilityEntry[]> {
  const rows = await tx<AvailabilityRow[]>`
    select id, day_id, start_time::text, end_time::text from public.availability
     where user_id = ${userId} order by day_id, start_time`;
  return rows.map(toAvailability);
}

export async function insertAvailability(tx: Tx, userId: string, entries: AvailabilityInput[]) {
  await tx`
    insert into public.availability ${
    tx(
      entries.map((e) => ({
        user_id: userId,
        day_id: e.dayId,
        start_time: e.startTime,
        end_time: e.endTime,
      })),
    )
  }`;
}

export async function deleteAvailability(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx<IdRow[]>`
    delete from public.availability where id = ${id} and user_id = ${userId} returning id`;
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// work_experiences: newest start first (spec 000 §3)

type WorkExpRow =
  & Pick<Row<'public.work_experiences'>, 'id' | 'title' | 'company' | 'employType' | 'description'>
  & {
    /** to_char: 'YYYY-MM-DD'. */
    startDate: string;
    /** to_char: 'YYYY-MM-DD', null while current. */
    endDate: string | null;
  };

function toWorkExp(row: WorkExpRow): WorkExperience {
  return {
    workExpId: row.id,
    title: row.title,
    company: row.company,
    employType: row.employType,
    startDate: row.startDate,
    endDate: row.endDate ?? PRESENT,
    description: row.description,
  };
}

const workExpColumns = (userId: string, w: WorkExpInput) => ({
  user_id: userId,
  title: w.title,
  company: w.company,
  employ_type: w.employType,
  start_date: w.startDate,
  end_date: w.endDate === PRESENT ? null : w.endDate,
  description: w.description,
});

export async function listWorkExp(tx: Tx, userId: string): Promise<WorkExperience[]> {
  const rows = await tx<WorkExpRow[]>`
    select id, title, company, employ_type, to_char(start_date, 'YYYY-MM-DD') as start_date,
           to_char(end_date, 'YYYY-MM-DD') as end_date, description
      from public.work_experiences where user_id = ${userId}
     order by start_date desc, created_at desc`;
  return rows.map(toWorkExp);
}

export async function insertWorkExp(tx: Tx, userId: string, w: WorkExpInput): Promise<string> {
  const [row] = await tx<IdRow[]>`insert into public.work_experiences ${
    tx(workExpColumns(userId, w))
  } returning id`;
  return row.id;
}

export async function updateWorkExp(
  tx: Tx,
  userId: string,
  id: string,
  w: WorkExpInput,
): Promise<boolean> {
  const { user_id: _, ...columns } = workExpColumns(userId, w);
  const rows = await tx<IdRow[]>`
    update public.work_experiences set ${
    tx(columns)
  } where id = ${id} and user_id = ${userId} returning id`;
  return rows.length > 0;
}

export async function deleteWorkExp(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx<IdRow[]>`
    delete from public.work_experiences where id = ${id} and user_id = ${userId} returning id`;
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// education_accreditations: by end date, then accreditation date, newest first (spec 000 §3)

type EduAccredRow =
  & Pick<
    Row<'public.education_accreditations'>,
    | 'id'
    | 'type'
    | 'school'
    | 'degree'
    | 'fieldOfStudy'
    | 'description'
    | 'accredName'
    | 'accredDescription'
  >
  & {
    /** to_char: 'YYYY-MM-DD' (each null on the other type's rows). */
    startDate: string | null;
    endDate: string | null;
    accredDate: string | null;
  };

// The table's check constraint fills each type's own columns: an accreditation has its name and
// date, an education its school and end date.
function toEduAccred(row: EduAccredRow): EduAccred {
  if (row.type === 'accreditation') {
    return {
      eduAccredId: row.id,
      type: 'accreditation',
      accredName: row.accredName ?? '',
      accredDate: row.accredDate ?? '',
      accredDescription: row.accredDescription,
    };
  }
  return {
    eduAccredId: row.id,
    type: 'education',
    school: row.school ?? '',
    degree: row.degree,
    fieldOfStudy: row.fieldOfStudy,
    startDate: row.startDate,
    endDate: row.endDate ?? '',
    description: row.description,
  };
}

const eduColumns = (userId: string, e: EduAccredInput) =>
  e.type === 'education'
    ? {
      user_id: userId,
      type: e.type,
      school: e.school,
      degree: e.degree,
      field_of_study: e.fieldOfStudy,
      start_date: e.startDate,
      end_date: e.endDate,
      description: e.description,
      accred_name: null,
      accred_date: null,
      accred_description: '',
    }
    : {
      user_id: userId,
      type: e.type,
      school: null,
      degree: '',
      field_of_study: '',
      start_date: null,
      end_date: null,
      description: '',
      accred_name: e.accredName,
      accred_date: e.accredDate,
      accred_description: e.accredDescription,
    };

export async function listEduAccred(tx: Tx, userId: string): Promise<EduAccred[]> {
  const rows = await tx<EduAccredRow[]>`
    select id, type, school, degree, field_of_study, to_char(start_date, 'YYYY-MM-DD') as start_date,
           to_char(end_date, 'YYYY-MM-DD') as end_date, description, accred_name,
           to_char(accred_date, 'YYYY-MM-DD') as accred_date, accred_description
      from public.education_accreditations where user_id = ${userId}
     order by end_date desc nulls last, accred_date desc nulls last, created_at desc`;
  return rows.map(toEduAccred);
}

export async function readEduAccredType(
  tx: Tx,
  userId: string,
  id: string,
): Promise<string | null> {
  const [row] = await tx<Pick<Row<'public.education_accreditations'>, 'type'>[]>`
    select type from public.education_accreditations where id = ${id} and user_id = ${userId}`;
  return row?.type ?? null;
}

export async function insertEduAccred(tx: Tx, userId: string, e: EduAccredInput): Promise<string> {
  const [row] = await tx<IdRow[]>`insert into public.education_accreditations ${
    tx(eduColumns(userId, e))
  } returning id`;
  return row.id;
}

export async function updateEduAccred(tx: Tx, userId: string, id: string, e: EduAccredInput) {
  const { user_id: _, type: __, ...columns } = eduColumns(userId, e);
  const rows = await tx<IdRow[]>`
    update public.education_accreditations set ${tx(columns)}
     where id = ${id} and user_id = ${userId} and type = ${e.type} returning id`;
  return rows.length > 0;
}

export async function deleteEduAccred(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx<IdRow[]>`
    delete from public.education_accreditations where id = ${id} and user_id = ${userId} returning id`;
  return rows.length > 0;
}
