// The caregivers domain's verbs: one exported function per operation, and the only server file
// other domains import (dashboards and search read profiles through readCaregiverCard,
// readOwnProfile, listSearchableCaregivers; the sign-up steps of caregiver-onboarding write the
// profile through setWorkAreaIn and saveServiceProfile).
//
// Each verb runs as the signed-in user (asUser), so row-level security decides what it can read
// and write: a family reads a caregiver only while that caregiver's background check
// (web/domains/background-checks) is approved. The service path (asService) is used only for what
// the server owns and says so where it does: the status flags of public.account_statuses, the
// picture URLs and contact email of public.users (column privileges keep users from writing
// them).
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  payloadTooLarge,
} from '../../server/http.server.ts';
import type { FieldErrors } from '../../server/http.server.ts';
import { newObjectPath, storage } from '../../server/storage.server.ts';
import { sniff } from '../../server/file-kind.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import { text } from '../../shared/i18n.tsx';
import { normalizeAddress } from '../addresses/actions.server.ts';
import { readOwnBackgroundCheckIn } from '../background-checks/actions.server.ts';
import { readOwnBankingIn } from '../banking/actions.server.ts';
import { listCaregiverReviews } from '../reviews/actions.server.ts';
import { coarseLocation, distanceToCell } from './location.ts';
import { processProfileImage, UnreadableImage } from './files.server.ts';
import { type CaregiverMessageKey, caregiverMessages } from './messages.ts';
import {
  type CaregiverCard,
  type CaregiverProfileAnswer,
  type EduAccred,
  IMAGE_MAX_BYTES,
  type ImageAnswer,
  money,
  type OwnCaregiverCredentials,
  type PrivateRecord,
  type Review,
  type WorkExperience,
} from './model.ts';
import * as q from './queries.server.ts';
import {
  type AvailabilityInput,
  type EduAccredInput,
  type ProfileUpdate,
  type ServiceInfo,
  wageMinimumParams,
  type WorkExpInput,
} from './schemas.ts';
import { UUID } from '../../shared/ids.ts';

export { coarseLocation, distanceToCell, H3_RESOLUTION } from './location.ts';

const t = (key: CaregiverMessageKey, params?: Record<string, string | number>) =>
  text(caregiverMessages, key, params);

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { status?: Viewer['status'] };

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
}

const USER_ID_NUMBER = /^\d{6,12}$/;

/** Postgres' SQLSTATE of a failed statement, if it is one. */
const sqlState = (err: unknown) => (err as { code?: string } | null)?.code;

/** Runs `fn` as the viewer; a missing profile row (foreign key) means basic info is not done. */
async function asCaregiver<T>(viewer: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await asUser(viewer, fn);
  } catch (err) {
    if (sqlState(err) === '23503') throw conflict(t('basicInfoFirst'));
    throw err;
  }
}

async function flagsOf(viewer: Actor): Promise<Record<string, boolean>> {
  const flags = await asUser(viewer, (tx) => q.readStatusFlags(tx, viewer.id));
  return (flags ?? {}) as Record<string, boolean>;
}

/**
 * Server-owned status flags (public.account_statuses has no write policy for users): set on the
 * service path, after the user's own change committed.
 */
function setFlags(userId: string, flags: Partial<Record<q.StatusFlag, boolean>>) {
  return asService((tx) => q.setStatusFlags(tx, userId, flags));
}

export async function readStatus(viewer: Actor) {
  return await flagsOf(viewer);
}

// ---------------------------------------------------------------------------------------------
// The sign-up steps' writes of the profile (the steps themselves are caregiver-onboarding's)

/**
 * Sign-up step 1's part of the profile, in the caller's transaction `tx` (run as the caregiver):
 * creates the profile row with the work radius and the coarse location of `address`.
 */
export async function setWorkAreaIn(tx: Tx, userId: string, workRadius: number, address: Address) {
  await q.upsertProfile(tx, userId, {
    work_radius_km: workRadius,
    ...coarseLocation(address),
  });
}

/** The province of the caregiver's home (for the wage rule), lowercased code or null. */
export async function readOwnProvince(viewer: Actor): Promise<string | null> {
  return await asUser(viewer, (tx) => q.readProvince(tx, viewer.id));
}

async function checkKeys(tx: Tx, selections: Partial<Record<q.KeyField, string[]>>) {
  const bad = await q.fieldsWithUnknownKeys(tx, selections);
  if (bad.length > 0) {
    throw invalid(Object.fromEntries(bad.map((field) => [field, t('unknownKey')])) as FieldErrors);
  }
}

/** Maps the database's wage check (a race with an address change) to the field message. */
function wageRefused(err: unknown, province: string | null): never {
  if (sqlState(err) === '23514') {
    throw invalid({ wageExp: t('wageBelowMinimum', wageMinimumParams(province)) });
  }
  throw err;
}

/**
 * Sign-up step 2's part of the profile, as the caregiver: services, conditions, job types,
 * languages (each key known), years, wage (at least the province's minimum) and bio. 409 without
 * a profile row (basic info first).
 */
export async function saveServiceProfile(viewer: Actor, input: ServiceInfo) {
  await asCaregiver(viewer, async (tx) => {
    await checkKeys(tx, {
      service: input.service,
      conditions: input.conditions,
      jobType: input.jobType,
      languagePref: input.languagePref,
    });
    await q.upsertProfile(tx, viewer.id, {
      services: input.service,
      conditions: input.conditions,
      job_types: input.jobType,
      languages: input.languagePref,
      years_exp: input.yearsExp,
      wage_exp_cents: money.toCents(input.wageExp),
      bio: input.bio,
    });
  }).catch(async (err) => wageRefused(err, await readOwnProvince(viewer)));
}

// ---------------------------------------------------------------------------------------------
// Profile edit: POST /user (only the fields sent change)

export async function updateProfile(viewer: Actor, input: ProfileUpdate) {
  const profileFields: q.ProfileFields = {};
  if (input.bio !== undefined) profileFields.bio = input.bio;
  if (input.wageExp !== undefined) profileFields.wage_exp_cents = money.toCents(input.wageExp);
  if (input.yearsExp !== undefined) profileFields.years_exp = input.yearsExp;
  if (input.workRadius !== undefined) profileFields.work_radius_km = input.workRadius;
  if (input.languagePref !== undefined) profileFields.languages = input.languagePref;
  if (input.jobType !== undefined) profileFields.job_types = input.jobType;
  if (input.service !== undefined) profileFields.services = input.service;
  if (input.conditions !== undefined) profileFields.conditions = input.conditions;
  if (Object.keys(profileFields).length > 0) requireCaregiver(viewer);
  const address = input.address ? normalizeAddress(input.address) : null;
  if (address && viewer.userType === 'caregiver') {
    Object.assign(profileFields, coarseLocation(address));
  }

  await asCaregiver(viewer, async (tx) => {
    await checkKeys(tx, {
      service: input.service,
      conditions: input.conditions,
      jobType: input.jobType,
      languagePref: input.languagePref,
    });
    const userFields: q.UserFields = {};
    if (input.firstName !== undefined) userFields.first_name = input.firstName;
    if (input.lastName !== undefined) userFields.last_name = input.lastName;
    if (input.phoneNum !== undefined) userFields.phone_num = input.phoneNum;
    if (input.dob !== undefined) userFields.dob = input.dob;
    if (input.gender !== undefined) userFields.gender = input.gender;
    if (address) userFields.address_id = await q.insertAddress(tx, viewer.id, address);
    await q.updateOwnUser(tx, viewer.id, userFields);
    if (Object.keys(profileFields).length > 0) {
      if (!(await q.profileExists(tx, viewer.id))) throw conflict(t('basicInfoFirst'));
      await q.upsertProfile(tx, viewer.id, profileFields);
    }
  }).catch(async (err) =>
    wageRefused(err, address?.addressParams.adminAreaLevel1 ?? (await readOwnProvince(viewer)))
  );
  // The contact email is not granted to users (it never changes the login): service path.
  if (input.email !== undefined) {
    await asService((tx) => q.setContactEmail(tx, viewer.id, input.email!));
  }
  return viewer.userType === 'caregiver' ? await readOwnProfile(viewer) : { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Reading profiles

/** The caregiver's own profile with contact details and address (GET /user/getuser/{own}). */
export async function readOwnProfile(viewer: Actor): Promise<CaregiverProfileAnswer> {
  requireCaregiver(viewer);
  return await asUser(viewer, async (tx) => {
    const user = await q.readOwnUser(tx, viewer.id);
    const profile = await q.readProfileById(tx, viewer.id);
    if (!user) throw notFound(t('caregiverNotFound'));
    const base = profile?.credentials ?? {
      userIdNumber: user.userIdNumber,
      firstName: user.firstName,
      lastName: user.lastName,
      imgUrl: user.imgUrl,
      imgUrlThumb: user.imgUrlThumb,
      gender: user.gender,
      reviewScore: 0,
      reviews: 0,
      bio: '',
      wageExp: null,
      yearsExp: 0,
      languagePref: [],
      workRadius: null,
      jobType: {},
      service: {},
      conditions: {},
      poyoJobs: 0,
      location: { locality: null, adminAreaLevel1: null },
      h3Cell: null,
      isBgCheck: false,
    };
    const credentials: OwnCaregiverCredentials = {
      ...base,
      myAvail: profile ? await q.listAvailability(tx, viewer.id) : [],
      email: user.email,
      phoneNum: user.phoneNum,
      dob: user.dob,
      address: user.address,
    };
    return {
      credentials,
      eduAccred: profile ? await q.listEduAccred(tx, viewer.id) : [],
      workExp: profile ? await q.listWorkExp(tx, viewer.id) : [],
    };
  });
}

/**
 * GET /user/getuser/{userIdNumber}: the caregiver themself, a family (approved caregivers only,
 * with the distance from the family's home; the visit is counted once per day) or an admin.
 * Anyone else, or a caregiver not visible to the reader, is a 404. Never the street address.
 */
export async function readCaregiverProfile(
  viewer: Actor & { userIdNumber?: string },
  userIdNumber: string,
): Promise<CaregiverProfileAnswer> {
  if (!USER_ID_NUMBER.test(userIdNumber)) throw notFound(t('caregiverNotFound'));
  if (viewer.userType === 'caregiver' && viewer.userIdNumber === userIdNumber) {
    return await readOwnProfile(viewer);
  }
  return await asUser(viewer, async (tx) => {
    const profile = await q.readProfileByNumber(tx, userIdNumber);
    if (!profile || profile.userId === viewer.id) throw notFound(t('caregiverNotFound'));
    let distanceKm: number | null = null;
    if (viewer.userType === 'family') {
      await q.recordProfileView(tx, viewer.id, profile.userId);
      const home = await q.readOwnPoint(tx, viewer.id);
      if (home && profile.credentials.h3Cell) {
        distanceKm = distanceToCell(home, profile.credentials.h3Cell);
      }
    }
    return {
      credentials: {
        ...profile.credentials,
        myAvail: await q.listAvailability(tx, profile.userId),
        distanceKm,
      },
      eduAccred: await q.listEduAccred(tx, profile.userId),
      workExp: await q.listWorkExp(tx, profile.userId),
    };
  });
}

/** A caregiver's card as the reader may see it (RLS), or null. For other domains. */
export async function readCaregiverCard(
  viewer: Actor,
  userIdNumber: string,
): Promise<CaregiverCard | null> {
  if (!USER_ID_NUMBER.test(userIdNumber)) return null;
  const answer = await asUser(viewer, (tx) => q.readProfileByNumber(tx, userIdNumber));
  if (!answer) return null;
  const c = answer.credentials;
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
}

/** Searchable caregivers the reader may see, optionally within H3 cells. For search. */
export async function listSearchableCaregivers(
  viewer: Actor,
  opts: { h3Cells?: string[]; limit?: number; offset?: number } = {},
): Promise<CaregiverCard[]> {
  return await asUser(viewer, (tx) =>
    q.readSearchableCards(tx, {
      h3Cells: opts.h3Cells,
      limit: Math.min(opts.limit ?? 20, 200),
      offset: opts.offset ?? 0,
    }));
}

const NO_VIEWS: q.ProfileViewCounts = { total: 0, thisWeek: 0, lastWeek: 0 };

/**
 * How many family views the caregiver's profile has had, in all and this and last week (the
 * dashboard's Job Views tile and its trend).
 */
export async function countOwnProfileViews(
  viewer: Actor,
  weeks?: ViewWeeks,
): Promise<q.ProfileViewCounts> {
  if (viewer.userType !== 'caregiver') return NO_VIEWS;
  return await asUser(viewer, (tx) => countOwnProfileViewsIn(tx, viewer, weeks));
}

/** Where this week and last week begin (the dashboard's Sunday weeks in the user's zone). */
export type ViewWeeks = { thisWeek: Date; lastWeek: Date };

/**
 * countOwnProfileViews in the caller's transaction `tx`, which must already run as the viewer
 * (the dashboard reads every section in one transaction, ADR 031).
 */
export async function countOwnProfileViewsIn(
  tx: Tx,
  viewer: Actor,
  weeks?: ViewWeeks,
): Promise<q.ProfileViewCounts> {
  if (viewer.userType !== 'caregiver') return NO_VIEWS;
  return await q.countProfileViews(tx, viewer.id, weeks);
}

export type HistoryCounts = { educationCount: number; workExpCount: number };

/** How many education/accreditation and work-experience entries the caregiver has (dashboard). */
export async function readCaregiverHistoryCounts(viewer: Actor): Promise<HistoryCounts> {
  if (viewer.userType !== 'caregiver') return { educationCount: 0, workExpCount: 0 };
  return await asUser(viewer, (tx) => readCaregiverHistoryCountsIn(tx, viewer));
}

/** readCaregiverHistoryCounts in the caller's transaction `tx`, which must run as the viewer. */
export async function readCaregiverHistoryCountsIn(tx: Tx, viewer: Actor): Promise<HistoryCounts> {
  if (viewer.userType !== 'caregiver') return { educationCount: 0, workExpCount: 0 };
  const [education, work] = await Promise.all([
    q.listEduAccred(tx, viewer.id),
    q.listWorkExp(tx, viewer.id),
  ]);
  return { educationCount: education.length, workExpCount: work.length };
}

/** GET /review/get_all/{userIdNumber}: the caregiver's reviews (the reviews domain reads them). */
export async function listReviews(
  viewer: Actor & { userIdNumber?: string },
  userIdNumber: string,
): Promise<Review[]> {
  const own = viewer.userType === 'caregiver' && viewer.userIdNumber === userIdNumber;
  if (!own && !(await readCaregiverCard(viewer, userIdNumber))) {
    throw notFound(t('caregiverNotFound'));
  }
  return await listCaregiverReviews(viewer, userIdNumber);
}

// ---------------------------------------------------------------------------------------------
// Availability

/** POST /user/avail/set: adds the entries (one per chosen day); answers the whole list. */
export async function addAvailability(viewer: Actor, entries: AvailabilityInput[]) {
  requireCaregiver(viewer);
  const list = await asCaregiver(viewer, async (tx) => {
    await q.insertAvailability(tx, viewer.id, entries);
    return await q.listAvailability(tx, viewer.id);
  });
  await setFlags(viewer.id, { is_avail_complete: true });
  return list;
}

/** DELETE /user/avail/{id}; the flag clears with the last entry. */
export async function deleteAvailability(viewer: Actor, id: string) {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('availabilityNotFound'));
  const list = await asUser(viewer, async (tx) => {
    if (!(await q.deleteAvailability(tx, viewer.id, id))) throw notFound(t('availabilityNotFound'));
    return await q.listAvailability(tx, viewer.id);
  });
  if (list.length === 0) await setFlags(viewer.id, { is_avail_complete: false });
  return list;
}

// ---------------------------------------------------------------------------------------------
// Work experience

export async function createWorkExp(viewer: Actor, input: WorkExpInput): Promise<WorkExperience[]> {
  requireCaregiver(viewer);
  return await asCaregiver(viewer, async (tx) => {
    await q.insertWorkExp(tx, viewer.id, input);
    return await q.listWorkExp(tx, viewer.id);
  });
}

export async function updateWorkExp(
  viewer: Actor,
  id: string,
  input: WorkExpInput,
): Promise<WorkExperience[]> {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('workExpNotFound'));
  return await asUser(viewer, async (tx) => {
    if (!(await q.updateWorkExp(tx, viewer.id, id, input))) throw notFound(t('workExpNotFound'));
    return await q.listWorkExp(tx, viewer.id);
  });
}

export async function deleteWorkExp(viewer: Actor, id: string): Promise<WorkExperience[]> {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('workExpNotFound'));
  return await asUser(viewer, async (tx) => {
    if (!(await q.deleteWorkExp(tx, viewer.id, id))) throw notFound(t('workExpNotFound'));
    return await q.listWorkExp(tx, viewer.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Education and accreditation

export async function createEduAccred(viewer: Actor, input: EduAccredInput): Promise<EduAccred[]> {
  requireCaregiver(viewer);
  return await asCaregiver(viewer, async (tx) => {
    await q.insertEduAccred(tx, viewer.id, input);
    return await q.listEduAccred(tx, viewer.id);
  });
}

/** The type is chosen first and locked when editing (spec 002 §4). */
export async function updateEduAccred(
  viewer: Actor,
  id: string,
  input: EduAccredInput,
): Promise<EduAccred[]> {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('eduAccredNotFound'));
  return await asUser(viewer, async (tx) => {
    const type = await q.readEduAccredType(tx, viewer.id, id);
    if (!type) throw notFound(t('eduAccredNotFound'));
    if (type !== input.type) throw invalid({ type: t('eduTypeRequired') });
    await q.updateEduAccred(tx, viewer.id, id, input);
    return await q.listEduAccred(tx, viewer.id);
  });
}

export async function deleteEduAccred(viewer: Actor, id: string): Promise<EduAccred[]> {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('eduAccredNotFound'));
  return await asUser(viewer, async (tx) => {
    if (!(await q.deleteEduAccred(tx, viewer.id, id))) throw notFound(t('eduAccredNotFound'));
    return await q.listEduAccred(tx, viewer.id);
  });
}

// ---------------------------------------------------------------------------------------------
// Profile picture: POST /user/image

/**
 * Checks the file by its bytes (JPEG or PNG, at most 5 MB), re-encodes it (metadata dropped)
 * into a display size and a square thumbnail in the public avatars bucket, then points the
 * user's picture URLs at them. Any signed-in user may have a picture.
 */
export async function uploadProfileImage(viewer: Actor, bytes: Uint8Array): Promise<ImageAnswer> {
  if (bytes.length > IMAGE_MAX_BYTES) throw payloadTooLarge(t('imageTooLarge'));
  const kind = sniff(bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw invalid({ image: t('invalidImage') });
  let processed;
  try {
    processed = await processProfileImage(bytes);
  } catch (err) {
    if (err instanceof UnreadableImage) throw invalid({ image: t('imageUnreadable') });
    throw err;
  }
  const avatars = storage.from('avatars');
  const displayPath = newObjectPath(viewer.id, 'jpg');
  const thumbPath = newObjectPath(viewer.id, 'jpg');
  await avatars.upload(displayPath, processed.display, { contentType: 'image/jpeg' });
  await avatars.upload(thumbPath, processed.thumb, { contentType: 'image/jpeg' });
  const imgUrl = avatars.getPublicUrl(displayPath);
  const imgUrlThumb = avatars.getPublicUrl(thumbPath);
  // Picture URLs and the flag are server-owned (column privileges, no write policy on flags):
  // set on the service path now that the file has been checked and stored.
  const previous = await asService(async (tx) => {
    const old = await q.setPictures(tx, viewer.id, imgUrl, imgUrlThumb);
    await q.setStatusFlags(tx, viewer.id, { is_user_img_completed: true });
    return old;
  });
  const stale = [previous?.imgUrl, previous?.imgUrlThumb]
    .map((url) => url?.match(/^\/storage\/v1\/object\/public\/avatars\/(.+)$/)?.[1])
    .filter((p): p is string => !!p && p.startsWith(`${viewer.id}/`));
  await avatars.remove(stale).catch(() => {});
  return { imgUrl, imgUrlThumb };
}

// ---------------------------------------------------------------------------------------------
// The private record: the background check (background-checks') and the banking details
// (banking's), read in one transaction as the owner

/** GET /user/private: the owner's background check and banking (masked unless `reveal`). */
export async function readPrivateRecord(viewer: Actor, reveal: boolean): Promise<PrivateRecord> {
  requireCaregiver(viewer);
  const { own, banking } = await asUser(viewer, async (tx) => ({
    own: await readOwnBackgroundCheckIn(tx, viewer.id),
    banking: await readOwnBankingIn(tx, viewer.id, reveal),
  }));
  return { bgCheck: own.bgCheck, bankingDetails: banking, reimbursement: own.reimbursement };
}
