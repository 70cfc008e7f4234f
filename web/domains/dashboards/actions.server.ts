// The dashboard's verbs: read everything the page shows for the signed-in user (loadDashboard),
// and re-read the live sections (loadSections, GET /api/dashboard/sections). Each section reads
// through its owning domain's actions.server.ts, as the user; a section that fails is logged and
// shows as loaded and empty (spec 001 §8), never as an error page.
//
// One transaction for the whole render (ADR 031): every section first reads through the owning
// domains' `…In(tx, …)` readers inside ONE asUser transaction. A failed statement aborts that
// transaction for everyone, so a section that fails there is read again alone, in transactions of
// its own (the readers' asUser variants), where its failure is its own: logged, shown empty.
import type { Viewer } from '../../server/viewer.server.ts';
import { appPool, asUserOn, type Tx } from '../../server/db.server.ts';
import { zoneForProvince } from '../../shared/time-zones.ts';
import { readOnboardingStepsIn } from '../accounts/actions.server.ts';
import {
  applicationsByIds,
  applicationsDash,
  pendingApplicationsIn,
} from '../applications/actions.server.ts';
import type { JobApplication } from '../applications/model.ts';
import {
  countOwnProfileViews,
  countOwnProfileViewsIn,
  readCaregiverHistoryCounts,
  readCaregiverHistoryCountsIn,
} from '../caregivers/actions.server.ts';
import { readHome, readHomeIn } from '../caregiver-search/actions.server.ts';
import type { CaregiverResult } from '../caregiver-search/model.ts';
import { invoiceDashboard, invoiceDashboardIn } from '../invoices/actions.server.ts';
import { listInvites, listInvitesIn } from '../invites/actions.server.ts';
import { familyJobsDash, familyJobsDashIn, jobsDash } from '../jobs/actions.server.ts';
import type { FamilyJobSummary, JobCard } from '../jobs/model.ts';
import { latestMessages, latestMessagesIn } from '../messages/actions.server.ts';
import type { LatestMessagesCard } from '../messages/model.ts';
import { hasCardOnFile, hasCardOnFileIn } from '../payments/actions.server.ts';
import { listShifts, listShiftsIn } from '../shifts/actions.server.ts';
import type { Shift } from '../shifts/model.ts';
import { listMembers, listMembersIn } from '../team/actions.server.ts';
import type { TeamMember } from '../team/model.ts';
import {
  CAREGIVER_SHIFTS_MAX,
  type CaregiverTile,
  DASH_POSTINGS,
  type DashboardData,
  EMPTY_SWIPE,
  type HighlightCounts,
  type HighlightsData,
  type JobTile,
  type LiveSection,
  type LiveSections,
  missingAccountItems,
  monthlyEarningsCents,
  type OnboardingSteps,
  type PaymentInfo,
  type PostingsData,
  type Recommendations,
  roundHalfKm,
  stepsFromFlags,
  sundayWeeks,
  SWIPE_ITEMS,
  SWIPE_SHIFTS,
  type SwipeCardData,
  type SwipeShift,
  type SwipeStatus,
  type TeamCarouselItem,
  upcomingWindow,
  utcMonth,
  weekChangePercent,
  whatNextState,
  ytdEarningsCents,
  ZERO_COUNTS,
} from './model.ts';

/** The caregiver's history sizes the account status needs (education, work experience). */
export type CaregiverHistoryCounts = { educationCount: number; workExpCount: number };

/**
 * What several sections of one render share, read once: the team (swipe card and carousel), a
 * family's postings with their week of views (Job Views and the postings card), the applications
 * (Apps tile and My Applications pane); and the render's clock.
 */
export type LoadContext = {
  now: Date;
  /** Where this week and last week began: Sundays in the viewer's zone (the Job Views trend). */
  weeks: { thisWeek: Date; lastWeek: Date };
  /**
   * The render's shared transaction (as the viewer), or null when each reader opens its own (a
   * section read again after a failure, or a reader outside a render). Readers pick the owning
   * domain's `…In(tx, …)` variant when it is set: `ctx.tx ? fooIn(ctx.tx, …) : foo(…)`.
   */
  tx: Tx | null;
  /**
   * A tile or pane's own fallback inside a section: alone (tx null) it catches, logs and answers
   * `empty`, as `section` does; in the shared transaction it lets the failure through, so the
   * whole section is read again alone (a failure there may be another section's, which aborted
   * the transaction).
   */
  part: <T>(name: string, read: () => Promise<T>, empty: T) => Promise<T>;
  members: () => Promise<TeamMember[]>;
  familyJobs: () => Promise<
    { jobs: FamilyJobSummary[]; views: { thisWeek: number; lastWeek: number } }
  >;
  applications: () => Promise<{ pending: number; latest: JobApplication[] }>;
};

/** Where each section comes from; tests replace a reader to make it fail. */
export type DashboardReaders = {
  caregiverHistory: (viewer: Viewer, ctx: LoadContext) => Promise<CaregiverHistoryCounts>;
  counts: (viewer: Viewer, ctx: LoadContext) => Promise<HighlightCounts>;
  messages: (viewer: Viewer, ctx: LoadContext) => Promise<LatestMessagesCard>;
  /** The swipe card's three panes; absent: empty. */
  swipe?: (viewer: Viewer, ctx: LoadContext) => Promise<SwipeCardData>;
  /** The team-member carousel; absent: empty. */
  team?: (viewer: Viewer, ctx: LoadContext) => Promise<TeamCarouselItem[]>;
  /** Jobs for a caregiver, caregivers for a family, with favourites; absent: empty. */
  recommendations?: (viewer: Viewer, ctx: LoadContext) => Promise<Recommendations>;
  /** A family's latest postings; absent: empty. */
  postings?: (viewer: Viewer, ctx: LoadContext) => Promise<PostingsData>;
  /** A family's Payment Info status; absent: unknown. */
  paymentInfo?: (viewer: Viewer, ctx: LoadContext) => Promise<PaymentInfo>;
  /** A caregiver's onboarding steps from their records; absent (or failed): the status flags. */
  steps?: (viewer: Viewer, ctx: LoadContext) => Promise<OnboardingSteps>;
};

const statusOf = (x: { isRead: boolean; isAccepted: boolean; isDeclined: boolean }): SwipeStatus =>
  x.isAccepted ? 'accepted' : x.isDeclined ? 'declined' : x.isRead ? 'read' : 'unread';

/** Runs one section; on failure logs it and answers the empty value. */
export async function section<T>(name: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    console.error(`dashboard: the ${name} section failed to load`, err);
    return empty;
  }
}

/** A reader run at most once per render (its failure is each caller's to handle). */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= read());
}

export function loadContext(viewer: Viewer, now = new Date(), tx: Tx | null = null): LoadContext {
  // The user's own zone is their home's (issue 20 point 2); no home: the default care zone.
  const weeks = sundayWeeks(now, zoneForProvince(viewer.province));
  return {
    now,
    weeks,
    tx,
    part: tx ? (_name, read) => read() : section,
    members: once(() => tx ? listMembersIn(tx, viewer) : listMembers(viewer)),
    familyJobs: once(() =>
      tx ? familyJobsDashIn(tx, viewer, weeks) : familyJobsDash(viewer, weeks)
    ),
    applications: once(async () => {
      if (!tx) return await applicationsDash(viewer, SWIPE_ITEMS);
      const { pending, ids } = await pendingApplicationsIn(tx, SWIPE_ITEMS);
      return { pending, latest: await applicationsByIds(ids) };
    }),
  };
}

/**
 * The renders' shared transactions come from a small pool of their own. A render holds its
 * transaction open while some sections read elsewhere (the applications' cards and the family's
 * recommendations on the service path, a caregiver's profile counts in transactions of their
 * own), from the request pool `sql`. Were the shared transactions taken from `sql` too, ten
 * renders at once would each hold one of its ten connections and wait for an eleventh: a
 * deadlock (the dashboard bench hung so at 50 clients). From here, a render waits for a
 * connection of this pool or for `sql`'s short transactions, which never wait for this pool.
 */
const renderSql = appPool('dashboard', 'DASHBOARD_DB_POOL_MAX', 8);

/** asUser (web/server/db.server.ts) on the renders' pool: the same role and claims. */
function asViewer<T>(viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asUserOn(renderSql, viewer, fn);
}

type Outcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Reads the named sections: all of them first in ONE asUser transaction (pipelined on one
 * connection), then each that failed there again alone, with its own fallback. Answers every
 * section's value (its `empty` when it failed alone too).
 */
async function readSections<K extends string>(
  viewer: Viewer,
  now: Date,
  reads: Record<K, { read: ((ctx: LoadContext) => Promise<unknown>) | null; empty: unknown }>,
): Promise<Record<K, unknown>> {
  const names = (Object.keys(reads) as K[]).filter((k) => reads[k].read);
  const out = {} as Record<K, unknown>;
  for (const k of Object.keys(reads) as K[]) out[k] = reads[k].empty;
  let shared: Outcome<unknown>[];
  try {
    shared = await asViewer(viewer, (tx) => {
      const ctx = loadContext(viewer, now, tx);
      return Promise.all(names.map((k) =>
        reads[k].read!(ctx).then(
          (value): Outcome<unknown> => ({ ok: true, value }),
          (): Outcome<unknown> => ({ ok: false }),
        )
      ));
    });
  } catch {
    // The transaction itself failed (BEGIN, the claims, COMMIT): every section alone.
    shared = names.map(() => ({ ok: false }));
  }
  const again = names.filter((_k, i) => !shared[i].ok);
  names.forEach((k, i) => {
    const r = shared[i];
    if (r.ok) out[k] = r.value;
  });
  if (again.length) {
    const ctx = loadContext(viewer, now);
    const values = await Promise.all(
      again.map((k) => section(k, () => reads[k].read!(ctx), reads[k].empty)),
    );
    again.forEach((k, i) => (out[k] = values[i]));
  }
  return out;
}

/**
 * Which shifts the Upcoming Shifts pane keeps: those starting from the start of today in their
 * care zone, and for a caregiver only until the end of next week there (spec 001 §7; issue 20
 * point 5). The window is worked out once per zone (a TZDate's day arithmetic costs tens of
 * microseconds; a pane's shifts are nearly always in one zone).
 */
function upcomingIn(now: Date, caregiver: boolean): (shift: Shift) => boolean {
  const windows = new Map<string, { from: number; to: number }>();
  return (shift) => {
    let w = windows.get(shift.timeZone);
    if (w === undefined) {
      const { from, to } = upcomingWindow(now, shift.timeZone);
      w = { from: from.getTime(), to: caregiver ? to.getTime() : Infinity };
      windows.set(shift.timeZone, w);
    }
    const start = new Date(shift.startTime).getTime();
    return start >= w.from && start < w.to;
  };
}

export const toJobTile = (j: JobCard): JobTile => ({
  id: j.id,
  description: j.description,
  services: j.services,
  moreServices: j.moreServices,
  locality: j.locality,
  adminAreaLevel1: j.adminAreaLevel1,
  distanceKm: roundHalfKm(j.distanceKm),
  serviceMatch: j.serviceMatch,
});

export const toCaregiverTile = (c: CaregiverResult): CaregiverTile => ({
  userIdNumber: c.userIdNumber,
  name: `${c.firstName} ${c.lastName}`.trim(),
  imgUrlThumb: c.imgUrlThumb,
  wageExp: c.wageExp,
  reviewsScore: c.reviewsScore,
  reviews: c.reviews,
  locality: c.location.locality,
  adminAreaLevel1: c.location.adminAreaLevel1,
  distanceKm: c.distanceKm === null ? null : roundHalfKm(c.distanceKm),
});

type JobViews = Pick<HighlightCounts, 'jobViews' | 'jobViewsChange'>;

/** The Job Views tile: a family's jobs' newViews and its week trend (jobs domain). */
async function familyJobViews(ctx: LoadContext): Promise<JobViews> {
  const { jobs, views } = await ctx.familyJobs();
  return {
    jobViews: jobs.reduce((sum, j) => sum + j.newViews, 0),
    jobViewsChange: weekChangePercent(views.thisWeek, views.lastWeek),
  };
}

export const defaultReaders: DashboardReaders = {
  // How many education and work-experience entries (caregivers domain).
  caregiverHistory: (viewer, ctx) =>
    ctx.tx ? readCaregiverHistoryCountsIn(ctx.tx, viewer) : readCaregiverHistoryCounts(viewer),
  // Four domains feed the tiles; each tile falls back alone (a failed invoice read leaves the
  // views and applications showing).
  counts: async (viewer, ctx) => {
    const family = viewer.userType === 'family';
    const [views, apps, invoices] = await Promise.all([
      ctx.part<JobViews>(
        'job views',
        () =>
          family
            ? familyJobViews(ctx)
            : (ctx.tx
              ? countOwnProfileViewsIn(ctx.tx, viewer, ctx.weeks)
              : countOwnProfileViews(viewer, ctx.weeks)).then(
                (views) => ({
                  jobViews: views.total,
                  jobViewsChange: weekChangePercent(views.thisWeek, views.lastWeek),
                }),
              ),
        { jobViews: 0, jobViewsChange: null },
      ),
      ctx.part('apps', () => ctx.applications(), null),
      ctx.part(
        'invoices',
        () =>
          ctx.tx ? invoiceDashboardIn(ctx.tx, viewer, ctx.now) : invoiceDashboard(viewer, ctx.now),
        null,
      ),
    ]);
    const month = invoices?.months.find((m) => m.month === utcMonth(ctx.now));
    return {
      ...views,
      apps: apps?.pending ?? 0,
      invoices: invoices?.unpaidCount ?? 0,
      ytdCostCents: family ? invoices?.ytdCostCents ?? 0 : null,
      monthlyEarningsCents: family ? null : month ? monthlyEarningsCents(month) : 0,
      ytdEarningsCents: family ? null : ytdEarningsCents(invoices?.months ?? [], ctx.now),
    };
  },
  // The Messages card: the latest message of the viewer's channels (messages domain).
  messages: (viewer, ctx) => ctx.tx ? latestMessagesIn(ctx.tx, viewer) : latestMessages(viewer),
  // Shifts (shifts domain), invites (invites domain), applications (applications domain) and
  // whether a team exists; each pane falls back alone.
  swipe: async (viewer, ctx) => {
    const mine = viewer.userType === 'caregiver';
    // The start of today is the care zone's: read from 24 hours back, keep what starts today or
    // later in each shift's zone. A few shifts of the last day may precede: read a margin. A
    // family's pane holds 20 shifts (spec 001 §9); a caregiver's runs to the end of next week in
    // each care zone: at most 15 days ahead of now in any of them.
    const from = new Date(ctx.now.getTime() - 24 * 3600_000).toISOString();
    const to = mine ? new Date(ctx.now.getTime() + 15 * 24 * 3600_000).toISOString() : undefined;
    const [shifts, invites, applications, members] = await Promise.all([
      ctx.part('shifts', () => {
        const filter = { from, to, limit: mine ? CAREGIVER_SHIFTS_MAX : SWIPE_SHIFTS * 2 };
        return ctx.tx ? listShiftsIn(ctx.tx, filter, ctx.now) : listShifts(viewer, filter, ctx.now);
      }, []),
      ctx.part('invites', () => ctx.tx ? listInvitesIn(ctx.tx, viewer) : listInvites(viewer), []),
      ctx.part('applications', () => ctx.applications().then((a) => a.latest), []),
      ctx.members(),
    ]);
    const clients = new Map(
      members.map((m) => [m.id, `${m.familyInfo.clientFirstName} ${m.familyInfo.clientLastName}`]),
    );
    return {
      hasMembers: members.length > 0,
      shifts: shifts.filter(upcomingIn(ctx.now, mine)).slice(0, mine ? undefined : SWIPE_SHIFTS)
        .map((
          s,
        ): SwipeShift => ({
          id: s.id,
          memberId: s.memberId,
          // A caregiver sees the client's name, as on the team card (spec 000 §3).
          name: mine
            ? clients.get(s.memberId) ?? `${s.familyInfo.firstName} ${s.familyInfo.lastName}`
            : `${s.caregiverInfo.firstName} ${s.caregiverInfo.lastName}`,
          startTime: s.startTime,
          endTime: s.endTime,
          timeZone: s.timeZone,
          state: s.state,
        })),
      invites: invites.slice(0, SWIPE_ITEMS).map((i) => ({
        id: i.id,
        name: mine
          ? `${i.familyInfo.clientFirstName} ${i.familyInfo.clientLastName}`
          : `${i.caregiverInfo.firstName} ${i.caregiverInfo.lastName}`,
        message: i.message,
        status: statusOf(i),
      })),
      applications: applications.slice(0, SWIPE_ITEMS).map((a) => ({
        id: a.id,
        name: mine
          ? `${a.familyInfo.firstName} ${a.familyInfo.lastName}`
          : `${a.caregiverInfo.firstName} ${a.caregiverInfo.lastName}`,
        message: a.message,
        status: statusOf(a),
      })),
    };
  },
  team: async (viewer, ctx) =>
    (await ctx.members()).map((m) => ({
      id: m.id,
      name: viewer.userType === 'caregiver'
        ? `${m.familyInfo.clientFirstName} ${m.familyInfo.clientLastName}`
        : `${m.caregiverInfo.firstName} ${m.caregiverInfo.lastName}`,
      startDate: m.startDate,
    })),
  // A caregiver: new jobs near them and their favourite jobs (jobs domain); a family: caregivers
  // whose radius reaches it and its favourites (caregiver-search domain).
  recommendations: async (viewer, ctx): Promise<Recommendations> => {
    if (viewer.userType === 'family') {
      const home = ctx.tx ? await readHomeIn(ctx.tx, viewer) : await readHome(viewer);
      return {
        kind: 'caregivers',
        all: home.caregivers.map(toCaregiverTile),
        favourites: home.favourites.map(toCaregiverTile),
      };
    }
    const dash = await jobsDash(viewer);
    if (!('favourites' in dash)) return { kind: 'jobs', all: [], favourites: [] };
    return {
      kind: 'jobs',
      all: dash.jobs.map(toJobTile),
      favourites: dash.favourites.map(toJobTile),
    };
  },
  // The family's postings, newest first (jobs domain lists them so).
  postings: async (_viewer, ctx) => {
    const { jobs } = await ctx.familyJobs();
    return {
      total: jobs.length,
      items: jobs.slice(0, DASH_POSTINGS).map((j) => ({
        id: j.id,
        createdAt: j.createdAt,
        description: j.description,
        locality: j.locality ?? '',
        adminAreaLevel1: j.adminAreaLevel1 ?? '',
        isAvailable: j.isAvailable,
        numApply: j.numApply,
      })),
    };
  },
  // The caregiver's 'What Next?' steps from their records (accounts domain).
  steps: (viewer, ctx) =>
    ctx.tx
      ? readOnboardingStepsIn(ctx.tx, viewer)
      : asViewer(viewer, (tx) => readOnboardingStepsIn(tx, viewer)),
  paymentInfo: async (viewer, ctx) =>
    (await (ctx.tx ? hasCardOnFileIn(ctx.tx, viewer) : hasCardOnFile(viewer)))
      ? 'completed'
      : 'missing',
};

const emptyRecommendations = (viewer: Viewer): Recommendations =>
  viewer.userType === 'family'
    ? { kind: 'caregivers', all: [], favourites: [] }
    : { kind: 'jobs', all: [], favourites: [] };

export async function loadDashboard(
  viewer: Viewer,
  readers: DashboardReaders = defaultReaders,
  now = new Date(),
): Promise<DashboardData> {
  if (viewer.userType !== 'caregiver' && viewer.userType !== 'family') return { userType: 'other' };
  const family = viewer.userType === 'family';
  const status = viewer.status;
  const noMessages: LatestMessagesCard = { channels: [], viewerUserIdNumber: viewer.userIdNumber };
  const use = <T>(read: ((v: Viewer, c: LoadContext) => Promise<T>) | undefined, on = true) =>
    read && on ? (ctx: LoadContext) => read(viewer, ctx) : null;
  // The order is the shared transaction's: the recommendations' first statement (the place and
  // needs) goes first, since their second read waits for it on another connection, and the
  // highlights' (the pending applications, whose cards are read on the service path) next.
  const r = await readSections(viewer, now, {
    recommendations: { read: use(readers.recommendations), empty: emptyRecommendations(viewer) },
    highlights: { read: use(readers.counts), empty: ZERO_COUNTS },
    'account status': { read: use(readers.caregiverHistory, !family), empty: null },
    messages: { read: use(readers.messages), empty: noMessages },
    'swipe card': { read: use(readers.swipe), empty: EMPTY_SWIPE },
    team: { read: use(readers.team), empty: [] },
    postings: { read: use(readers.postings, family), empty: { items: [], total: 0 } },
    'payment info': { read: use(readers.paymentInfo, family), empty: null },
    steps: { read: use(readers.steps, !family), empty: stepsFromFlags(status) },
  });
  const counts = r.highlights as HighlightCounts;
  const history = r['account status'] as CaregiverHistoryCounts | null;
  const messages = r.messages as LatestMessagesCard;
  const swipe = r['swipe card'] as SwipeCardData;
  const team = r.team as TeamCarouselItem[];
  const recommendations = r.recommendations as Recommendations;
  const postings = r.postings as PostingsData;
  const paymentInfo = r['payment info'] as PaymentInfo;
  const steps = r.steps as OnboardingSteps;
  const highlights: HighlightsData = {
    userType: viewer.userType,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    imgUrlThumb: viewer.imgUrlThumb,
    counts,
    missing: family ? null : missingAccountItems({
      isAvailComplete: status.isAvailComplete,
      isBgCheck: status.isBgCheck,
      isBanking: status.isBanking,
      // Unknown (the reader failed) counts as present: the card never invents a problem.
      educationCount: history?.educationCount ?? 1,
      workExpCount: history?.workExpCount ?? 1,
    }),
  };
  const common = { highlights, messages, swipe, team, recommendations };
  if (family) {
    return {
      userType: 'family',
      isInitial: status.isInitial,
      ...common,
      postings: postings ?? { items: [], total: 0 },
      paymentInfo,
    };
  }
  return {
    userType: 'caregiver',
    whatNext: whatNextState(steps),
    ...common,
  };
}

/**
 * GET /api/dashboard/sections?only=counts,swipe,team: the live sections again, after a change
 * reached the page (an invite, an application, a shift, an invoice). Same readers, same fallbacks.
 */
export async function loadSections(
  viewer: Viewer,
  only: LiveSection[],
  readers: DashboardReaders = defaultReaders,
  now = new Date(),
): Promise<LiveSections> {
  if (viewer.userType !== 'caregiver' && viewer.userType !== 'family') return {};
  const want = new Set(only);
  const use = <T>(read: ((v: Viewer, c: LoadContext) => Promise<T>) | undefined) =>
    read ? (ctx: LoadContext) => read(viewer, ctx) : null;
  const r = await readSections(viewer, now, {
    counts: { read: want.has('counts') ? use(readers.counts) : null, empty: ZERO_COUNTS },
    swipe: { read: want.has('swipe') ? use(readers.swipe) : null, empty: EMPTY_SWIPE },
    team: { read: want.has('team') ? use(readers.team) : null, empty: [] },
  });
  const counts = want.has('counts') ? r.counts as HighlightCounts : undefined;
  const swipe = want.has('swipe') ? r.swipe as SwipeCardData : undefined;
  const team = want.has('team') ? r.team as TeamCarouselItem[] : undefined;
  return { counts, swipe, team };
}
