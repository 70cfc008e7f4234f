// The dashboard's verbs: read everything the page shows for the signed-in user (loadDashboard),
// and re-read the live sections (loadSections, GET /api/dashboard/sections). Each section reads
// through its owning domain's actions.server.ts, as the user; a section that fails is logged and
// shows as loaded and empty (spec 001 §8), never as an error page.
import { startOfDay } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Viewer } from '../../server/viewer.server.ts';
import { applicationsDash } from '../applications/actions.server.ts';
import type { JobApplication } from '../applications/model.ts';
import { countOwnProfileViews, readCaregiverHistoryCounts } from '../caregivers/actions.server.ts';
import { readHome } from '../caregiver-search/actions.server.ts';
import type { CaregiverResult } from '../caregiver-search/model.ts';
import { invoiceDashboard } from '../invoices/actions.server.ts';
import { listInvites } from '../invites/actions.server.ts';
import { familyJobsDash, jobsDash } from '../jobs/actions.server.ts';
import type { FamilyJob, JobCard } from '../jobs/model.ts';
import { latestMessages } from '../messages/actions.server.ts';
import type { LatestMessagesCard } from '../messages/model.ts';
import { hasCardOnFile } from '../payments/actions.server.ts';
import { listShifts } from '../shifts/actions.server.ts';
import type { Shift } from '../shifts/model.ts';
import { listMembers } from '../team/actions.server.ts';
import type { TeamMember } from '../team/model.ts';
import {
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
  type PaymentInfo,
  type PostingsData,
  type Recommendations,
  roundHalfKm,
  showWhatNext,
  SWIPE_ITEMS,
  SWIPE_SHIFTS,
  type SwipeCardData,
  type SwipeShift,
  type SwipeStatus,
  type TeamCarouselItem,
  utcMonth,
  weekChangePercent,
  whatNextActiveStep,
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
  members: () => Promise<TeamMember[]>;
  familyJobs: () => Promise<{ jobs: FamilyJob[]; views: { thisWeek: number; lastWeek: number } }>;
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

export function loadContext(viewer: Viewer, now = new Date()): LoadContext {
  return {
    now,
    members: once(() => listMembers(viewer)),
    familyJobs: once(() => familyJobsDash(viewer)),
    applications: once(() => applicationsDash(viewer, SWIPE_ITEMS)),
  };
}

/** Is the shift's start on or after the start of today in its care zone? */
function fromToday(shift: Shift, now: Date): boolean {
  const today = startOfDay(new TZDate(now.getTime(), shift.timeZone));
  return new Date(shift.startTime).getTime() >= today.getTime();
}

export const toJobTile = (j: JobCard): JobTile => ({
  id: j.id,
  description: j.description,
  services: j.services,
  moreServices: j.moreServices,
  locality: j.locality,
  adminAreaLevel1: j.adminAreaLevel1,
  distanceKm: roundHalfKm(j.distanceKm),
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
  caregiverHistory: (viewer) => readCaregiverHistoryCounts(viewer),
  // Four domains feed the tiles; each tile falls back alone (a failed invoice read leaves the
  // views and applications showing).
  counts: async (viewer, ctx) => {
    const family = viewer.userType === 'family';
    const [views, apps, invoices] = await Promise.all([
      section<JobViews>(
        'job views',
        () =>
          family ? familyJobViews(ctx) : countOwnProfileViews(viewer).then((jobViews) => ({
            jobViews,
            // The caregivers domain counts the profile's views but not by week yet.
            jobViewsChange: null,
          })),
        { jobViews: 0, jobViewsChange: null },
      ),
      section('apps', () => ctx.applications(), null),
      section('invoices', () => invoiceDashboard(viewer, ctx.now), null),
    ]);
    const month = invoices?.months.find((m) => m.month === utcMonth(ctx.now));
    return {
      ...views,
      apps: apps?.pending ?? 0,
      invoices: invoices?.unpaidCount ?? 0,
      ytdCostCents: family ? invoices?.ytdCostCents ?? 0 : null,
      monthlyEarningsCents: family ? null : month ? monthlyEarningsCents(month) : 0,
    };
  },
  // The Messages card: the latest message of the viewer's channels (messages domain).
  messages: (viewer) => latestMessages(viewer),
  // Shifts (shifts domain), invites (invites domain), applications (applications domain) and
  // whether a team exists; each pane falls back alone.
  swipe: async (viewer, ctx) => {
    const mine = viewer.userType === 'caregiver';
    // The start of today is the care zone's: read from 24 hours back, keep what starts today or
    // later in each shift's zone. A few shifts of the last day may precede: read a margin.
    const from = new Date(ctx.now.getTime() - 24 * 3600_000).toISOString();
    const [shifts, invites, applications, members] = await Promise.all([
      section('shifts', () => listShifts(viewer, { from, limit: SWIPE_SHIFTS * 2 }, ctx.now), []),
      section('invites', () => listInvites(viewer), []),
      section('applications', () => ctx.applications().then((a) => a.latest), []),
      ctx.members(),
    ]);
    const clients = new Map(
      members.map((m) => [m.id, `${m.familyInfo.clientFirstName} ${m.familyInfo.clientLastName}`]),
    );
    return {
      hasMembers: members.length > 0,
      shifts: shifts.filter((s) => fromToday(s, ctx.now)).slice(0, SWIPE_SHIFTS).map((
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
  recommendations: async (viewer): Promise<Recommendations> => {
    if (viewer.userType === 'family') {
      const home = await readHome(viewer);
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
        locality: j.address.addressParams.locality ?? '',
        isAvailable: j.isAvailable,
        numApply: j.numApply,
      })),
    };
  },
  paymentInfo: async (viewer) => ((await hasCardOnFile(viewer)) ? 'completed' : 'missing'),
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
  const ctx = loadContext(viewer, now);
  const status = viewer.status;
  const noMessages: LatestMessagesCard = { channels: [], viewerUserIdNumber: viewer.userIdNumber };
  const optional = <T>(
    name: string,
    read: ((v: Viewer, c: LoadContext) => Promise<T>) | undefined,
    empty: T,
  ): Promise<T> => (read ? section(name, () => read(viewer, ctx), empty) : Promise.resolve(empty));
  const [counts, history, messages, swipe, team, recommendations, postings, paymentInfo] =
    await Promise.all([
      section('highlights', () => readers.counts(viewer, ctx), ZERO_COUNTS),
      family
        ? Promise.resolve(null)
        : section('account status', () => readers.caregiverHistory(viewer, ctx), null),
      section('messages', () => readers.messages(viewer, ctx), noMessages),
      optional('swipe card', readers.swipe, EMPTY_SWIPE),
      optional<TeamCarouselItem[]>('team', readers.team, []),
      optional('recommendations', readers.recommendations, emptyRecommendations(viewer)),
      family
        ? optional<PostingsData>('postings', readers.postings, { items: [], total: 0 })
        : Promise.resolve(null),
      family
        ? optional<PaymentInfo>('payment info', readers.paymentInfo, null)
        : Promise.resolve(null),
    ]);
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
    activeStep: whatNextActiveStep(status),
    showWhatNext: showWhatNext(status),
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
  const ctx = loadContext(viewer, now);
  const want = new Set(only);
  const [counts, swipe, team] = await Promise.all([
    want.has('counts')
      ? section('highlights', () => readers.counts(viewer, ctx), ZERO_COUNTS)
      : undefined,
    want.has('swipe') && readers.swipe
      ? section('swipe card', () => readers.swipe!(viewer, ctx), EMPTY_SWIPE)
      : want.has('swipe')
      ? EMPTY_SWIPE
      : undefined,
    want.has('team') && readers.team
      ? section<TeamCarouselItem[]>('team', () => readers.team!(viewer, ctx), [])
      : want.has('team')
      ? []
      : undefined,
  ]);
  return { counts, swipe, team };
}
