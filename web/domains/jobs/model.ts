// The jobs domain's browser-safe vocabulary: the care needs a posting is made of (spec 000 §2.5,
// spec 002 §9). The family signup wizard (accounts) asks for exactly these, so accounts imports
// them from here; jobs imports nothing of accounts.
export const SERVICE_START = ['immediately', '1week', '1month', '1month+'] as const;
export const SERVICE_PER_WEEK = ['under10', '10-20', '20+'] as const;
export const SERVICE_LENGTH = [
  'underOneMonth',
  'underThreeMonths',
  'underSixMonths',
  'overSixMonths',
] as const;
/** Service keys in the service list's order (public.services.sort_order). */
export const SERVICE_KEYS = [
  'bathing',
  'companionship',
  'exercise',
  'grooming',
  'housekeeping',
  'mealPrep',
  'medReminder',
  'mobility',
  'shopping',
  'periCare',
  'toileting',
  'transportation',
] as const;
export const LANGUAGE_KEYS = [
  'english',
  'mandarin',
  'cantonese',
  'french',
  'hindi',
  'panjabi',
  'farsi',
  'spanish',
  'german',
  'tagalog',
  'korean',
] as const;
export const DEFAULT_LANGUAGE = 'english';

export type ServiceStart = (typeof SERVICE_START)[number];
export type ServicePerWeek = (typeof SERVICE_PER_WEEK)[number];
export type ServiceLength = (typeof SERVICE_LENGTH)[number];

/** What a family needs, as a posting stores it. Condition keys are reference data. */
export type CareNeeds = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
};

/** Job search page size (spec 002 §9) and the number of skeleton cards while loading. */
export const JOB_PAGE_SIZE = 20;
export const JOB_SKELETONS = 12;
/** Dashboard cards: 4 jobs (spec 002 §9, spec 001 §2). */
export const DASH_JOBS = 4;
/** Job cards list up to 4 services, then 'and more' (spec 002 §9). */
export const CARD_SERVICES = 4;
/** 'Be in the first 10 applicants' below 11 applications (spec 002 §9). */
export const FIRST_APPLICANTS = 10;
/** The caregiver's work radius when none is set (issue 9). */
export const DEFAULT_WORK_RADIUS_KM = 25;
/** A job id is shown as its first 8 characters in upper case (spec 002 §2). */
export const JOB_ID_DISPLAY_LENGTH = 8;

export function displayJobId(id: string): string {
  return id.slice(0, JOB_ID_DISPLAY_LENGTH).toUpperCase();
}

/** pages = ceil(total / 20), at least 1 (spec 002 §9). */
export function pageCount(total: number, size = JOB_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Distances are shown to the nearest 0.5 km. */
export function roundHalfKm(km: number): number {
  return Math.round(km * 2) / 2;
}

/**
 * The service match of a job card (spec 001 §9): the share of the job's services the caregiver
 * offers, as a whole percent rounded up (1 of 3 → 34). A job without services matches 0 %.
 * Integer arithmetic, so 3 of 3 is exactly 100 and no float drift rounds 2 of 4 up to 51.
 */
export function serviceMatchPercent(
  jobServices: readonly string[],
  caregiverServices: readonly string[],
): number {
  const needed = new Set(jobServices);
  if (needed.size === 0) return 0;
  const offered = new Set(caregiverServices);
  let met = 0;
  for (const s of needed) if (offered.has(s)) met++;
  return Math.floor((100 * met + needed.size - 1) / needed.size);
}

/** Posting-date filter: Today (1), This Week (7), This Month (30) days (spec 002 §9). */
export const JOB_DATE_FILTERS = ['1', '7', '30'] as const;
export type JobDateFilter = (typeof JOB_DATE_FILTERS)[number];

/** The job-search query of spec 002 §2: every part optional ('any'/empty means absent). */
export type JobQuery = {
  locality?: string;
  region?: string;
  date?: JobDateFilter;
  serviceStart?: ServiceStart;
  servicePerWeek?: ServicePerWeek;
  serviceLength?: ServiceLength;
  language?: string;
  /** Jobs needing any of these services (spec 002 §9 multi-select); keys sorted, no repeats. */
  services?: string[];
  /** Jobs with any of these conditions; keys sorted, no repeats. */
  conditions?: string[];
  /**
   * 'Matches Me': the caregiver's own services and conditions stand for the two multi-selects
   * (read from their profile by the server at each search, so the link follows the profile).
   */
  matchesMe?: true;
  /** 1-based; absent means 1. */
  page?: number;
};
export const JOB_QUERY_KEYS = [
  'locality',
  'region',
  'date',
  'serviceStart',
  'servicePerWeek',
  'serviceLength',
  'language',
  'services',
  'conditions',
  'matchesMe',
  'page',
] as const satisfies readonly (keyof JobQuery)[];
/** At most this many keys in one multi-select of the query (more are dropped). */
export const JOB_QUERY_MAX_KEYS = 40;

/** Job types a caregiver may choose; 'emergency' asks for the urgent-job alert (spec 002 §1). */
export const EMERGENCY_JOB_TYPE = 'emergency';

/** Badge on a job card for a caregiver: Hired, else Applied, else Viewed (spec 002 §4). */
export type JobBadge = 'hired' | 'applied' | 'viewed' | null;

/** A job as its family sees it (GET /api/job/{id}, POST /api/my-jobs). */
export type FamilyJob = {
  id: string;
  createdAt: string;
  updatedAt: string;
  description: string;
  service: Record<string, true>;
  conditions: Record<string, true>;
  languagePref: string[];
  serviceStart: ServiceStart;
  servicePerWeek: ServicePerWeek;
  serviceLength: ServiceLength;
  address: {
    addressFull: string;
    addressParams: { locality: string; adminAreaLevel1: string; [k: string]: string };
  };
  isAvailable: boolean;
  numApply: number;
  newApply: number;
  cgViews: number;
  newViews: number;
};

/** A family's posting as its dashboard lists it: the city, not the street address. */
export type FamilyJobSummary =
  & Pick<
    FamilyJob,
    | 'id'
    | 'createdAt'
    | 'description'
    | 'isAvailable'
    | 'numApply'
    | 'newApply'
    | 'cgViews'
    | 'newViews'
  >
  & { locality: string; adminAreaLevel1: string };

/** A job as a caregiver sees it: city level only, never the street, postal code or point. */
export type CaregiverJob = {
  id: string;
  createdAt: string;
  description: string;
  service: Record<string, true>;
  conditions: Record<string, true>;
  languagePref: string[];
  serviceStart: ServiceStart;
  servicePerWeek: ServicePerWeek;
  serviceLength: ServiceLength;
  address: { addressParams: { locality: string; adminAreaLevel1: string } };
  isAvailable: boolean;
  numApply: number;
  /** The family's public number opens a message channel with them (never their address). */
  familyInfo: { userIdNumber: string; firstName: string; imgUrlThumb: string | null };
  badge: JobBadge;
  isFavourite: boolean;
  /** The caregiver's own application, if any. */
  application: { id: string; status: 'unread' | 'read' | 'accepted' | 'declined' } | null;
  /** Rounded to 0.5 km; null when the caregiver has no address. */
  distanceKm: number | null;
};

/** A job search card (GET /api/jobs/search). */
export type JobCard = {
  id: string;
  createdAt: string;
  description: string;
  services: string[];
  /** True when the job has more services than the card lists. */
  moreServices: boolean;
  conditions: string[];
  serviceStart: ServiceStart;
  servicePerWeek: ServicePerWeek;
  serviceLength: ServiceLength;
  languagePref: string[];
  locality: string;
  adminAreaLevel1: string;
  distanceKm: number;
  badge: JobBadge;
  isFavourite: boolean;
  /** serviceMatchPercent of all the job's services against the caregiver's (spec 001 §9). */
  serviceMatch: number;
};
