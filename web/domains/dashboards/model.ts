// The dashboard's data and its pure rules (spec 001 §2 Dashboard, §9): the caregiver's 'What
// Next?' stepper, the Account Highlights card, the weeks its trend counts and the Upcoming
// Shifts' window. Browser-safe.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay, startOfWeek } from 'date-fns';
import type { OnboardingSteps } from '../accounts/model.ts';
import { APPLICATION_NOTIFICATION_CLASS } from '../applications/model.ts';
import { INVITE_NOTIFICATION_CLASS } from '../invites/model.ts';
import { INVOICE_NOTIFICATION_CLASS } from '../invoices/model.ts';
import type { LatestMessagesCard } from '../messages/model.ts';
import { SHIFT_NOTIFICATION_CLASS } from '../shifts/model.ts';

export type { OnboardingSteps };

/** The four steps of 'What Next?', in order (catalog keys of messages.ts). */
export const WHAT_NEXT_STEPS = [
  'stepCompleteProfile',
  'stepFirstMessage',
  'stepApply',
  'stepFirstShift',
] as const;

export type StepState = 'done' | 'current' | 'todo';

export type WhatNextState = {
  /** One per WHAT_NEXT_STEPS: each done by its own records; the first not done is current. */
  steps: StepState[];
  /** Shown until onboarding is complete (status.isCompletedAll), then never again. */
  show: boolean;
  /**
   * The first shift is completed and onboarding is not marked complete: the page asks
   * GET /api/user/status/completed_all (spec 001 §7), which marks it once every step is done.
   */
  checkCompletedAll: boolean;
};

/**
 * The stepper from the caregiver's records (issue 20 point 1): a step is done when it is done,
 * whatever the order (a caregiver hired through an invite completes shifts without applying),
 * so no done step is ever shown as still to do.
 */
export function whatNextState(s: OnboardingSteps): WhatNextState {
  const done = [s.profile, s.message, s.apply, s.shift];
  const current = done.indexOf(false);
  return {
    steps: done.map((d, i) => (d ? 'done' : i === current ? 'current' : 'todo')),
    show: !s.completedAll,
    checkCompletedAll: s.shift && !s.completedAll,
  };
}

/** The steps as the viewer's status flags tell them (when the records could not be read). */
export const stepsFromFlags = (f: {
  isProfileCompleted: boolean;
  isBgCheck: boolean;
  isMessage: boolean;
  isApply: boolean;
  isCompletedFirstShift: boolean;
  isCompletedAll: boolean;
}): OnboardingSteps => ({
  profile: f.isProfileCompleted && f.isBgCheck,
  message: f.isMessage,
  apply: f.isApply,
  shift: f.isCompletedFirstShift,
  completedAll: f.isCompletedAll,
});

/**
 * The weeks of the Job Views trend (spec 001 §9 'Week begins on Sunday'; issue 20 point 2): the
 * instants this week and last week began, Sunday midnight in the user's zone (a DST change
 * makes a week 167 or 169 hours long; the day arithmetic is the zone's).
 */
export function sundayWeeks(now: Date, zone: string): { thisWeek: Date; lastWeek: Date } {
  const thisWeek = startOfWeek(new TZDate(now.getTime(), zone), { weekStartsOn: 0 });
  return {
    thisWeek: new Date(thisWeek.getTime()),
    lastWeek: new Date(addDays(thisWeek, -7).getTime()),
  };
}

/**
 * The caregiver's Upcoming Shifts (spec 001 §7, issue 20 point 5): from the start of today to
 * the end of next week (Sunday weeks) in a care zone; `to` is exclusive (the Sunday after).
 */
export function upcomingWindow(now: Date, zone: string): { from: Date; to: Date } {
  const local = new TZDate(now.getTime(), zone);
  const weekAfterNext = addDays(startOfWeek(local, { weekStartsOn: 0 }), 14);
  return { from: new Date(startOfDay(local).getTime()), to: new Date(weekAfterNext.getTime()) };
}

/** What the caregiver's account status counts as missing, in this order (spec 001 §9). */
export const ACCOUNT_ITEMS = [
  'availability',
  'backgroundCheck',
  'banking',
  'education',
  'workExperience',
] as const;
export type AccountItem = (typeof ACCOUNT_ITEMS)[number];

/** Where the caregiver completes each item. */
export const ACCOUNT_ITEM_LINKS: Record<AccountItem, string> = {
  availability: '/profile',
  backgroundCheck: '/profile/background-check',
  banking: '/profile/banking',
  education: '/profile',
  workExperience: '/profile',
};

export type AccountFacts = {
  isAvailComplete: boolean;
  isBgCheck: boolean;
  isBanking: boolean;
  educationCount: number;
  workExpCount: number;
};

/** The missing items; none means the status reads Good. */
export function missingAccountItems(facts: AccountFacts): AccountItem[] {
  const missing: Record<AccountItem, boolean> = {
    availability: !facts.isAvailComplete,
    backgroundCheck: !facts.isBgCheck,
    banking: !facts.isBanking,
    education: facts.educationCount === 0,
    workExperience: facts.workExpCount === 0,
  };
  return ACCOUNT_ITEMS.filter((item) => missing[item]);
}

/** The tiles of Account Highlights and where each leads (spec 001 §2), for each role. */
export const HIGHLIGHT_TILES = {
  family: [
    { key: 'jobViews', label: 'tileJobViews', href: '/profile/jobs' },
    { key: 'apps', label: 'tileApps', href: '/jobs/applications' },
    { key: 'invoices', label: 'tileInvoices', href: '/mypay/invoice' },
    { key: 'ytd', label: 'tileYtdCost', href: '/mypay/history' },
  ],
  // A caregiver's views are of their profile (/profile/jobs is a family's postings), and their
  // year to date is what they earned.
  caregiver: [
    { key: 'jobViews', label: 'tileJobViews', href: '/profile' },
    { key: 'apps', label: 'tileApps', href: '/jobs/applications' },
    { key: 'invoices', label: 'tileInvoices', href: '/mypay/invoice' },
    { key: 'ytd', label: 'tileYtdEarnings', href: '/mypay/history' },
  ],
} as const;

export type HighlightCounts = {
  /** Family: the sum of newViews across its jobs; caregiver: family views of the profile. */
  jobViews: number;
  /** This calendar week's views against last week's (weekChangePercent); null: unknown. */
  jobViewsChange: number | null;
  /** Applications neither accepted nor declined. */
  apps: number;
  /** Unpaid invoices. */
  invoices: number;
  /** Family: sum of totalPayable of unpaid invoices created this year, in cents; else null. */
  ytdCostCents: number | null;
  /** Caregiver: this month's earnings (monthlyEarningsCents), in cents; else null. */
  monthlyEarningsCents: number | null;
  /** Caregiver: this year's earnings so far (ytdEarningsCents), in cents; else null. */
  ytdEarningsCents?: number | null;
};

export const ZERO_COUNTS: HighlightCounts = {
  jobViews: 0,
  jobViewsChange: null,
  apps: 0,
  invoices: 0,
  ytdCostCents: null,
  monthlyEarningsCents: null,
};

/**
 * Weekly views (spec 001 §9): this calendar week compared with last week, the percent change
 * rounded to one decimal; when last week had none, 100 times this week's count.
 */
export function weekChangePercent(thisWeek: number, lastWeek: number): number {
  if (lastWeek === 0) return 100 * thisWeek;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
}

/** One month of paid invoices, summed (cents). */
export type PaidMonth = {
  grossCents: number;
  employeeDeductionsCents: number;
  incomeTaxCents: number;
};

/**
 * Monthly earnings (spec 001 §9): over the invoices paid in the current month, gross income plus
 * employee deductions minus gross income tax.
 */
export const monthlyEarningsCents = (m: PaidMonth): number =>
  m.grossCents + m.employeeDeductionsCents - m.incomeTaxCents;

/** A caregiver's year to date: the monthly earnings of this year's months (UTC, as keyed). */
export function ytdEarningsCents(months: (PaidMonth & { month: string })[], now: Date): number {
  const year = `${now.toISOString().slice(0, 4)}-`;
  return months.filter((m) => m.month.startsWith(year))
    .reduce((sum, m) => sum + monthlyEarningsCents(m), 0);
}

/** The month ('yyyy-MM', UTC, as the invoices domain keys its months) of an instant. */
export const utcMonth = (now: Date) => now.toISOString().slice(0, 7);

export type HighlightsData = {
  userType: 'family' | 'caregiver';
  firstName: string;
  lastName: string;
  imgUrlThumb: string | null;
  counts: HighlightCounts;
  /** Caregivers only: what is missing (empty: Good). */
  missing: AccountItem[] | null;
};

// The swipe card (spec 001 §2): 'Upcoming Shifts' (0), 'My Team Invites' (1), 'My Applications' (2).
export type SwipeStatus = 'unread' | 'read' | 'accepted' | 'declined';
export type SwipeItem = { id: string; name: string; message: string; status: SwipeStatus };
export type SwipeShift = {
  id: string;
  memberId: string;
  /** The other party: a family sees the caregiver, a caregiver the family. */
  name: string;
  startTime: string;
  endTime: string;
  /** The care location's IANA zone: times are shown in it. */
  timeZone: string;
  state: 'scheduled' | 'checked_in' | 'completed';
};
export type SwipeCardData = {
  hasMembers: boolean;
  shifts: SwipeShift[];
  invites: SwipeItem[];
  applications: SwipeItem[];
};
export const EMPTY_SWIPE: SwipeCardData = {
  hasMembers: false,
  shifts: [],
  invites: [],
  applications: [],
};
export const SWIPE_ITEMS = 5;
/**
 * Family dashboard shifts limited to 20 (spec 001 §9). A caregiver's run to the end of next week
 * (upcomingWindow) instead; CAREGIVER_SHIFTS_MAX only bounds a read that two weeks already bound.
 */
export const SWIPE_SHIFTS = 20;
export const CAREGIVER_SHIFTS_MAX = 200;

export type SwipePane = 0 | 1 | 2;

/** The first pane: 0; with no team members 1; with no unactioned invites either, 2. */
export function initialSwipePane(data: Pick<SwipeCardData, 'hasMembers' | 'invites'>): SwipePane {
  if (data.hasMembers) return 0;
  const open = data.invites.some((i) => i.status === 'unread' || i.status === 'read');
  return open ? 1 : 2;
}

/** The pane and whether the user chose it; a chosen pane is never changed for them. */
export type PaneState = { pane: SwipePane; manual: boolean };

export const firstPaneState = (data: Pick<SwipeCardData, 'hasMembers' | 'invites'>): PaneState => ({
  pane: initialSwipePane(data),
  manual: false,
});

/** New data (a live update) re-applies the rule only while the user has not changed pane. */
export const paneAfterUpdate = (
  state: PaneState,
  data: Pick<SwipeCardData, 'hasMembers' | 'invites'>,
): PaneState => (state.manual ? state : firstPaneState(data));

/** The user changed pane: automatic selection stops. */
export const choosePane = (pane: SwipePane): PaneState => ({ pane, manual: true });

/** The team-member carousel (spec 001 §2): each side sees the other's name. Height 169. */
export type TeamCarouselItem = { id: string; name: string; startDate: string };
export const TEAM_CARD_HEIGHT = 169;

// Recommendations (spec 001 §2, §9): compact cards made here from the owning domains' models.
/** Job cards show at most 2 service chips, then '...etc'. */
export const CARD_CHIPS = 2;
/** Distance rounded to the nearest 0.5 km. */
export const roundHalfKm = (km: number) => Math.round(km * 2) / 2;

export type JobTile = {
  id: string;
  description: string;
  /** Service keys, at most CARD_CHIPS. */
  services: string[];
  moreServices: boolean;
  locality: string;
  adminAreaLevel1: string;
  distanceKm: number;
  /** The share of the job's services the caregiver offers, % rounded up (spec 001 §9). */
  serviceMatch: number;
};

/** The chips of a card: at most CARD_CHIPS, and whether '...etc' follows. */
export function chipsOf(services: string[], more = false): { chips: string[]; etc: boolean } {
  return {
    chips: services.slice(0, CARD_CHIPS),
    etc: more || services.length > CARD_CHIPS,
  };
}

export type CaregiverTile = {
  userIdNumber: string;
  name: string;
  imgUrlThumb: string | null;
  /** Dollars per hour (shown $X.XX/hr); null: not given. */
  wageExp: number | null;
  reviewsScore: number;
  reviews: number;
  locality: string | null;
  adminAreaLevel1: string | null;
  distanceKm: number | null;
};

export type Recommendations =
  | { kind: 'jobs'; all: JobTile[]; favourites: JobTile[] }
  | { kind: 'caregivers'; all: CaregiverTile[]; favourites: CaregiverTile[] };

/** The family's latest postings (spec 002: 4, newest first, View All when more). */
export const DASH_POSTINGS = 4;
export type PostingTile = {
  id: string;
  createdAt: string;
  description: string;
  locality: string;
  /** The job's province: its date is written in that zone. */
  adminAreaLevel1: string;
  isAvailable: boolean;
  numApply: number;
};
export type PostingsData = { items: PostingTile[]; total: number };

/** The family's Payment Info line: Completed with a card on file, else Missing; null unknown. */
export type PaymentInfo = 'completed' | 'missing' | null;

/** The sections an API call may re-read (GET /api/dashboard/sections?only=...). */
export const LIVE_SECTIONS = ['counts', 'swipe', 'team'] as const;
export type LiveSection = (typeof LIVE_SECTIONS)[number];
export type LiveSections = {
  counts?: HighlightCounts;
  swipe?: SwipeCardData;
  team?: TeamCarouselItem[];
};

/** The realtime tables the dashboard listens to (one subscription each for the whole page). */
export const LIVE_TABLES = ['notifications', 'job_applications', 'shifts'] as const;

/**
 * Which sections a change re-reads. Invites reach the page as the recipient's notification (the
 * invites table is not pushed); applications and shifts also as their own rows, so a change the
 * viewer made elsewhere shows too. Anything else: nothing.
 */
export function sectionsForChange(
  table: string,
  op: 'insert' | 'update' | 'delete',
  row: Record<string, unknown> | null,
): LiveSection[] {
  if (table === 'job_applications') return ['counts', 'swipe'];
  if (table === 'shifts') return ['swipe'];
  if (table !== 'notifications' || op !== 'insert' || !row) return [];
  switch (row.class) {
    case INVITE_NOTIFICATION_CLASS:
      return ['swipe', 'team'];
    case APPLICATION_NOTIFICATION_CLASS:
      return ['counts', 'swipe'];
    case SHIFT_NOTIFICATION_CLASS:
      return ['swipe'];
    case INVOICE_NOTIFICATION_CLASS:
      return ['counts'];
    default:
      return [];
  }
}

type Common = {
  highlights: HighlightsData;
  messages: LatestMessagesCard;
  swipe: SwipeCardData;
  team: TeamCarouselItem[];
  recommendations: Recommendations;
};

export type DashboardData =
  | (Common & { userType: 'caregiver'; whatNext: WhatNextState })
  | (Common & {
    userType: 'family';
    isInitial: boolean;
    postings: PostingsData;
    paymentInfo: PaymentInfo;
  })
  | { userType: 'other' };
