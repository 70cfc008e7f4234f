// The jobs domain's surface for other domains: one function per verb.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { env } from '../../server/env.server.ts';
import { forbidden, invalid, notFound } from '../../server/http.server.ts';
import { enqueue } from '../../server/queue.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { type Locale, text } from '../../shared/i18n.tsx';
import { insertAddress, normalizeAddress, suggestAddresses } from '../addresses/actions.server.ts';
import { createNotification, SafeHtml } from '../notifications/actions.server.ts';
import { formatPlace } from '../../shared/dates.ts';
import { escapeHtml } from '../../shared/html.ts';
import { translator } from '../../shared/i18n.tsx';
import { emergencyAlertEmail } from './emails.server.ts';
import { defaultJobDescription } from './description.ts';
import { emergencyAlertMessages, type JobMessageKey, jobMessages } from './messages.ts';
import {
  CARD_SERVICES,
  type CaregiverJob,
  type CareNeeds,
  DASH_JOBS,
  DEFAULT_WORK_RADIUS_KM,
  EMERGENCY_JOB_TYPE,
  type FamilyJob,
  type FamilyJobSummary,
  JOB_PAGE_SIZE,
  type JobBadge,
  type JobCard,
  type JobQuery,
  serviceMatchPercent,
} from './model.ts';
import * as q from './queries.server.ts';
import { conditionLabels, insertJob } from './queries.server.ts';
import type { EditJobInput, NewJobInput } from './schemas.ts';
import { UUID } from '../../shared/ids.ts';
import { keyMap } from '../../shared/key-map.ts';

export type FirstPosting = {
  familyId: string;
  /** The family's address; the job's city and point are copied from it by the database. */
  addressId: string;
  careNeeds: CareNeeds;
  /** The family's language, for the generated description. */
  locale: Locale;
};

/**
 * A family's first posting, made at signup from the care needs it gave, with the default
 * description of spec 002 §9. Takes `tx` and opens no transaction of its own: it joins the
 * signup transaction, so the account, its care needs and this posting exist together or not at
 * all. Returns the job's id.
 */
export async function createFirstPosting(tx: Tx, input: FirstPosting): Promise<string> {
  const { careNeeds } = input;
  // Conditions are reference data: mention them in its order, with its label as a fallback.
  const known = await conditionLabels(tx, careNeeds.conditions, input.locale);
  const description = defaultJobDescription(
    {
      services: careNeeds.services,
      conditions: known.map((c) => c.key),
      labels: Object.fromEntries(known.map((c) => [c.key, c.label])),
    },
    input.locale,
  );
  const jobId = await insertJob(tx, {
    familyId: input.familyId,
    addressId: input.addressId,
    description,
    careNeeds,
  });
  // The signup's transaction runs on the service path, which may enqueue: the alert's job exists
  // exactly when the posting does.
  if (careNeeds.serviceStart === 'immediately') await enqueueEmergencyAlert(jobId, tx);
  return jobId;
}

// ---------------------------------------------------------------------------------------------
// The Emergency alert (spec 002 §1; issue 20 point 19; ADR 038)

export const EMERGENCY_ALERT_JOB = 'jobs.emergency-alert';
/** The largest work radius (spec 002 §9): no caregiver beyond it can be within theirs. */
const MAX_WORK_RADIUS_KM = 50;

/** Queues the alert of a posting needing care immediately (once per job, however often asked). */
export async function enqueueEmergencyAlert(jobId: string, tx?: Tx) {
  await enqueue(EMERGENCY_ALERT_JOB, { jobId }, {
    tx,
    dedupeKey: `${EMERGENCY_ALERT_JOB}:${jobId}`,
  });
}

/**
 * The worker's Emergency alert (service path: a job, no user acts). Every caregiver who chose the
 * Emergency job type and lives within their work radius of the posting gets a notification
 * (class Job → /job/{id}) and an email, both in their language, in one transaction: a retried job
 * starts over, and the mails are queued in it, so none goes out for a rolled-back attempt. A
 * posting deactivated or changed before the worker reaches it alerts nobody. Returns how many
 * caregivers were alerted.
 */
export async function alertEmergencyCaregivers(jobId: string): Promise<number> {
  if (!UUID.test(jobId)) return 0;
  return await asService(async (tx) => {
    const rows = await q.selectEmergencyAlert(tx, jobId, {
      emergencyType: EMERGENCY_JOB_TYPE,
      defaultKm: DEFAULT_WORK_RADIUS_KM,
      maxKm: MAX_WORK_RADIUS_KM,
    });
    for (const r of rows) {
      const place = formatPlace(r.locality, r.adminAreaLevel1);
      const km = new Intl.NumberFormat(r.locale === 'fr' ? 'fr-CA' : 'en-CA', {
        maximumFractionDigits: 1,
      }).format(r.distanceKm);
      const say = translator(emergencyAlertMessages, r.locale);
      await createNotification(tx, {
        recipientId: r.caregiverId,
        class: 'Job',
        refId: r.jobId,
        message: new SafeHtml(say('notification', { place: escapeHtml(place), km })),
      });
      await enqueue(
        'send-email',
        emergencyAlertEmail({
          to: r.email,
          firstName: r.firstName,
          place,
          km,
          link: `${env.baseUrl}/job/${r.jobId}`,
          locale: r.locale,
        }),
        { tx },
      );
    }
    return rows.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Postings and job search (spec 002 §2, §7; issue 9)

const t = (key: JobMessageKey) => text(jobMessages, key);

/** Who is acting: the signed-in viewer (or a test's stand-in with the same fields). */
export type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { locale?: Locale };

function requireFamily(viewer: Actor) {
  if (viewer.userType !== 'family') throw forbidden(t('notFamily'));
}

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);

/** Hired, else Applied, else Viewed (spec 002 §4). Hires arrive with the invites issue. */
export function badgeFor(s: { hired?: boolean; applied: boolean; viewed: boolean }): JobBadge {
  return s.hired ? 'hired' : s.applied ? 'applied' : s.viewed ? 'viewed' : null;
}

type FamilyJobRow = Awaited<ReturnType<typeof q.selectFamilyJobs>>[number];

/** A posting's state and counters, as both the full posting and its summary carry them. */
const postingCounters = (row: FamilyJobRow) => ({
  isAvailable: row.isAvailable,
  numApply: row.numApply,
  newApply: row.newApply,
  cgViews: row.cgViews,
  newViews: row.newViews,
});

function toFamilyJobSummary(row: FamilyJobRow): FamilyJobSummary {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    description: row.description,
    locality: row.locality,
    adminAreaLevel1: row.adminAreaLevel1,
    ...postingCounters(row),
  };
}

function toFamilyJob(row: FamilyJobRow): FamilyJob {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    description: row.description,
    service: keyMap(row.services),
    conditions: keyMap(row.conditions),
    languagePref: row.languagePref,
    serviceStart: row.serviceStart,
    servicePerWeek: row.servicePerWeek,
    serviceLength: row.serviceLength,
    address: {
      addressFull: row.addressFull ?? '',
      addressParams: {
        ...(row.addressParams ?? {}),
        locality: row.locality,
        adminAreaLevel1: row.adminAreaLevel1,
      },
    },
    ...postingCounters(row),
  };
}

/** A card for a caregiver offering `mine` (their services: the card's service match). */
function toCard(row: q.CardRow, mine: readonly string[]): JobCard {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    description: row.description,
    services: row.services.slice(0, CARD_SERVICES),
    moreServices: row.services.length > CARD_SERVICES,
    conditions: row.conditions,
    serviceStart: row.serviceStart,
    servicePerWeek: row.servicePerWeek,
    serviceLength: row.serviceLength,
    languagePref: row.languagePref,
    locality: row.locality,
    adminAreaLevel1: row.adminAreaLevel1,
    distanceKm: row.distanceKm ?? 0,
    badge: badgeFor(row),
    isFavourite: row.favourite,
    serviceMatch: serviceMatchPercent(row.services, mine),
  };
}

function careNeedsOf(input: NewJobInput | EditJobInput): CareNeeds {
  return {
    serviceStart: input.serviceStart,
    servicePerWeek: input.servicePerWeek,
    serviceLength: input.serviceLength,
    services: input.service,
    conditions: input.conditions,
    languagePref: input.languagePref,
  };
}

async function checkConditions(tx: Tx, conditions: string[]) {
  if (!(await q.allConditionsKnown(tx, conditions))) {
    throw invalid({ conditions: t('unknownCondition') });
  }
}

/** POST /api/job: a new posting at the address the family picked. Answers its id. */
export async function createJob(viewer: Actor, input: NewJobInput): Promise<string> {
  requireFamily(viewer);
  const address = normalizeAddress(input.address);
  const jobId = await asUser(viewer, async (tx) => {
    await checkConditions(tx, input.conditions);
    const addressId = await insertAddress(tx, viewer.id, address);
    return await insertJob(tx, {
      familyId: viewer.id,
      addressId,
      description: input.description,
      careNeeds: careNeedsOf(input),
    });
  });
  // After the posting commits (the family's transaction may not write the queue): the worker
  // finds and alerts the caregivers, never this request. The posting stands either way, so a
  // failure to queue is logged rather than answered as a failed posting.
  if (input.serviceStart === 'immediately') {
    await enqueueEmergencyAlert(jobId).catch((err) =>
      console.error('Emergency alert not queued for job', jobId, err)
    );
  }
  return jobId;
}

/** POST /api/job/{id}/edit: the family's own job only (another's is not found). */
export async function editJob(viewer: Actor, jobId: string, input: EditJobInput) {
  requireFamily(viewer);
  if (!UUID.test(jobId)) throw notFound(t('jobMissingFamily'));
  return await asUser(viewer, async (tx) => {
    await checkConditions(tx, input.conditions);
    const [own] = await q.selectFamilyJobs(tx, viewer.id, { jobId });
    if (!own) throw notFound(t('jobMissingFamily'));
    const addressId = input.address
      ? await insertAddress(tx, viewer.id, normalizeAddress(input.address))
      : undefined;
    await q.updateJob(tx, jobId, {
      description: input.description,
      careNeeds: careNeedsOf(input),
      addressId,
    });
    const [row] = await q.selectFamilyJobs(tx, viewer.id, { jobId });
    return toFamilyJob(row);
  });
}

/** POST /api/job/{id}/edit/avail: activate or deactivate (leaves search at once). */
export async function setJobAvailability(viewer: Actor, jobId: string, isAvailable: boolean) {
  requireFamily(viewer);
  if (!UUID.test(jobId)) throw notFound(t('jobMissingFamily'));
  return await asUser(viewer, async (tx) => {
    const [own] = await q.selectFamilyJobs(tx, viewer.id, { jobId });
    if (!own) throw notFound(t('jobMissingFamily'));
    await q.setJobAvailable(tx, jobId, isAvailable);
    const [row] = await q.selectFamilyJobs(tx, viewer.id, { jobId });
    return toFamilyJob(row);
  });
}

/**
 * Takes a job out of search, in the caller's transaction `tx` (opens none): the invites domain's
 * accept, whose offer said the hire fills the job, deactivates it with the hire or not at all.
 * The caller has checked who acts; `tx` must be allowed to write the job (the service path).
 */
export async function deactivateJobIn(tx: Tx, jobId: string): Promise<void> {
  await q.setJobAvailable(tx, jobId, false);
}

/** POST /api/my-jobs: the family's jobs, newest first. */
export async function listMyJobs(viewer: Actor): Promise<FamilyJob[]> {
  requireFamily(viewer);
  const rows = await asUser(viewer, (tx) => q.selectFamilyJobs(tx, viewer.id));
  return rows.map(toFamilyJob);
}

/**
 * GET /api/job/{jobId}. The family that owns it gets everything (address, counters); a
 * caregiver gets the city-level job with their own state, and the view is recorded (once per
 * caregiver, job and day). Another family, or an unknown id: 404.
 */
export async function readJob(
  viewer: Actor,
  jobId: string,
): Promise<{ role: 'family'; job: FamilyJob } | { role: 'caregiver'; job: CaregiverJob }> {
  if (!UUID.test(jobId)) throw notFound(t('jobMissing'));
  if (viewer.userType === 'family') {
    const [row] = await asUser(viewer, (tx) => q.selectFamilyJobs(tx, viewer.id, { jobId }));
    if (!row) throw notFound(t('jobMissing'));
    return { role: 'family', job: toFamilyJob(row) };
  }
  requireCaregiver(viewer);
  await asUser(viewer, (tx) => q.recordJobView(tx, jobId, viewer.id));
  // Service path: the query selects city-level columns and a rounded distance only.
  const row = await asService((tx) => q.selectJobForCaregiver(tx, jobId, viewer.id));
  if (!row) throw notFound(t('jobMissing'));
  const app = row.application;
  return {
    role: 'caregiver',
    job: {
      id: row.id,
      createdAt: iso(row.createdAt),
      description: row.description,
      service: keyMap(row.services),
      conditions: keyMap(row.conditions),
      languagePref: row.languagePref,
      serviceStart: row.serviceStart,
      servicePerWeek: row.servicePerWeek,
      serviceLength: row.serviceLength,
      address: { addressParams: { locality: row.locality, adminAreaLevel1: row.adminAreaLevel1 } },
      isAvailable: row.isAvailable,
      numApply: row.numApply,
      familyInfo: {
        userIdNumber: row.familyUserIdNumber,
        firstName: row.familyFirstName,
        imgUrlThumb: row.familyImgUrlThumb,
      },
      badge: badgeFor(row),
      isFavourite: row.favourite,
      application: app
        ? {
          id: app.id,
          status: app.isAccepted
            ? 'accepted'
            : app.isDeclined
            ? 'declined'
            : app.isRead
            ? 'read'
            : 'unread',
        }
        : null,
      distanceKm: row.distanceKm,
    },
  };
}

/** POST /api/job/{jobId}/favourite (an available job); DELETE removes it. */
export async function favouriteJob(viewer: Actor, jobId: string, on: boolean) {
  requireCaregiver(viewer);
  if (!UUID.test(jobId)) throw notFound(t('jobMissing'));
  return await asUser(viewer, async (tx) => {
    if (on) {
      if (!(await q.jobVisible(tx, jobId))) throw notFound(t('jobMissing'));
      await q.insertFavourite(tx, viewer.id, jobId);
    } else {
      await q.deleteFavourite(tx, viewer.id, jobId);
    }
    return { jobId, isFavourite: on };
  });
}

/** Where a search is centred: the chosen city (geocoded), else the caregiver's home. */
async function searchOrigin(query: JobQuery, home: q.Point | null): Promise<q.Point | null> {
  if (!query.locality) return home;
  const place = query.region ? `${query.locality}, ${query.region}` : query.locality;
  try {
    const [hit] = await suggestAddresses(place, { mode: 'city', limit: 1 });
    return hit ? hit.coordinates : null;
  } catch (err) {
    // Geocoding failures are logged only (spec 002 §8); the search then finds nothing.
    console.error('job search: geocoding failed', err);
    return null;
  }
}

/**
 * GET /api/jobs/search: available jobs within the caregiver's work radius (25 km when none) of
 * the chosen place, nearest first then newest, 20 a page. The distance is computed in PostGIS on
 * the service path (queries.searchJobs), which returns city-level columns and the distance
 * rounded to 0.5 km only; see docs/decisions/020-job-search.md.
 */
export async function searchJobs(
  viewer: Actor,
  query: JobQuery,
): Promise<{ jobs: JobCard[]; total: number }> {
  requireCaregiver(viewer);
  return await asService(async (tx) => {
    const me = await q.selectCaregiverOrigin(tx, viewer.id, DEFAULT_WORK_RADIUS_KM);
    if (!me) return { jobs: [], total: 0 };
    const origin = await searchOrigin(query, me.home);
    if (!origin) return { jobs: [], total: 0 };
    const page = query.page ?? 1;
    const { rows, total } = await q.searchJobs(tx, {
      caregiverId: viewer.id,
      origin,
      radiusKm: me.radiusKm,
      filters: {
        dateDays: query.date ? Number(query.date) : undefined,
        serviceStart: query.serviceStart,
        servicePerWeek: query.servicePerWeek,
        serviceLength: query.serviceLength,
        language: query.language,
        // 'Matches Me': the caregiver's own services and conditions, as their profile has them now.
        services: query.matchesMe ? me.services : query.services,
        conditions: query.matchesMe ? me.conditions : query.conditions,
      },
      limit: JOB_PAGE_SIZE,
      offset: (page - 1) * JOB_PAGE_SIZE,
    });
    return { jobs: rows.map((r) => toCard(r, me.services)), total };
  });
}

/**
 * GET /api/jobs/dash. A caregiver: 4 new jobs near home within their radius (matching their
 * services first) and their favourite jobs; a family: its latest 4 postings and how many it has.
 */
export async function jobsDash(viewer: Actor) {
  if (viewer.userType === 'family') {
    return await asUser(viewer, async (tx) => {
      const rows = await q.selectFamilyJobs(tx, viewer.id, { limit: DASH_JOBS });
      return { jobs: rows.map(toFamilyJob), total: await q.countFamilyJobs(tx, viewer.id) };
    });
  }
  requireCaregiver(viewer);
  return await asService(async (tx) => {
    const me = await q.selectCaregiverOrigin(tx, viewer.id, DEFAULT_WORK_RADIUS_KM);
    const favourites = (await q.favouriteJobs(tx, viewer.id, DASH_JOBS)).map((r) =>
      toCard(r, me?.services ?? [])
    );
    if (!me?.home) return { jobs: [], favourites };
    const rows = await q.newJobsNear(tx, {
      caregiverId: viewer.id,
      origin: me.home,
      radiusKm: me.radiusKm,
      services: me.services,
      limit: DASH_JOBS,
    });
    return { jobs: rows.map((r) => toCard(r, me.services)), favourites };
  });
}

/** The family's Job Views tile: views of its jobs this week and last week (Monday weeks, UTC). */
export async function jobViewsByWeek(viewer: Actor) {
  requireFamily(viewer);
  return await asUser(viewer, (tx) => q.familyJobViewsByWeek(tx, viewer.id));
}

/**
 * The family dashboard's postings and Job Views in one transaction (issue 13 "Performance"): every
 * posting newest first (as listMyJobs, without the street address the card does not show) and the
 * views this week and last week (as jobViewsByWeek).
 */
export async function familyJobsDash(viewer: Actor, weeks?: { thisWeek: Date; lastWeek: Date }) {
  requireFamily(viewer);
  return await asUser(viewer, (tx) => familyJobsDashIn(tx, viewer, weeks));
}

/**
 * familyJobsDash in the caller's transaction `tx`, which must already run as the family
 * (asUser); it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function familyJobsDashIn(
  tx: Tx,
  viewer: Actor,
  weeks?: { thisWeek: Date; lastWeek: Date },
) {
  requireFamily(viewer);
  const [rows, views] = await Promise.all([
    q.selectFamilyJobs(tx, viewer.id, { withAddress: false }),
    q.familyJobViewsByWeek(tx, viewer.id, weeks),
  ]);
  return { jobs: rows.map(toFamilyJobSummary), views };
}

/**
 * For the applications domain: the job a caregiver applies to, if they can see it (available),
 * with its family. Runs in the caller's transaction `tx` (as the caregiver) and opens none.
 */
export async function jobForApplication(tx: Tx, jobId: string) {
  if (!UUID.test(jobId)) return null;
  return await q.selectPostingFamily(tx, jobId);
}
