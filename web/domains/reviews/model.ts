// Reviews (spec 001 §2 Reviews, §3 Review, §4 eligibility, §9; issue 13): types and constants
// safe for the browser.

/** The four criteria, in the order the form shows them (spec 001 §9). */
export const CRITERIA = ['empathy', 'punctuality', 'knowledge', 'helpfulness'] as const;
export type Criterion = (typeof CRITERIA)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The zone a review's date is read in (the product's home zone; reviews name no place). */
export const REVIEW_TIME_ZONE = 'America/Toronto';

/** Reviews need at least 3 completed shifts (spec 001 §9). */
export const MIN_COMPLETED_SHIFTS = 3;
/** 'Remind me later' asks again after this many days (ADR 030: the spec names no number). */
export const REVIEW_PERIOD_DAYS = 14;
/** Skeleton cards while reviews load (spec 001 §10). */
export const REVIEW_SKELETONS = 5;
/** The message box grows from 4 to 8 rows (spec 001 §5). */
export const MESSAGE_ROWS_MIN = 4;
export const MESSAGE_ROWS_MAX = 8;
export const TITLE_MAX = 120;
export const MESSAGE_MAX = 5000;

export type Ratings = Record<Criterion, number>;

/** One review as the API answers it (spec 001 §3 Review). */
export type Review = {
  id: string;
  teamMemberId: string;
  title: string;
  message: string;
  breakdown: Ratings;
  /** The average of the four, to 2 decimals. */
  score: number;
  createdAt: string;
  editedAt: string | null;
  familyInfo: { firstName: string; lastName: string; imgUrlThumb: string | null };
  caregiverInfo: { firstName: string; lastName: string };
};

/** A team member as the reviews pages need it (spec 001 §3 Team member, review part). */
export type ReviewMember = {
  id: string;
  /** The other party's name: a family sees the caregiver, a caregiver the client. */
  name: string;
  imgUrlThumb: string | null;
  /** Completed shifts, counted by the server. */
  numShifts: number;
  review: {
    isReviewed: boolean;
    id: string | null;
    score: number | null;
    shouldInquire: boolean;
    blockReview: boolean;
  };
};

/** The average of the four ratings to 2 decimals (the database's generated column agrees). */
export function scoreOf(r: Ratings): number {
  const sum = CRITERIA.reduce((s, c) => s + r[c], 0);
  return Math.round((sum / CRITERIA.length) * 100) / 100;
}

/** A score as shown: 2 decimals (spec 001 §9). */
export const scoreText = (score: number) => score.toFixed(2);

/** A member id as shown: the first 6 characters, upper-cased (spec 001 §2). */
export const displayMemberId = (id: string) => id.slice(0, 6).toUpperCase();

type ReviewFacts = {
  numShifts: number;
  review: { isReviewed: boolean; shouldInquire: boolean; blockReview: boolean };
};

/** 3 completed shifts or more, unless reviews are blocked for the member (spec 001 §4). */
export const isEligible = (m: ReviewFacts) =>
  !m.review.blockReview && m.numShifts >= MIN_COMPLETED_SHIFTS;

/** The members the review prompt asks about: eligible, not reviewed, period over. */
export const promptMembers = <M extends ReviewFacts>(ms: M[]) =>
  ms.filter((m) => m.review.shouldInquire && !m.review.isReviewed && isEligible(m));

export type TileKey = 'first' | 'eligible' | 'third' | 'members';

/** The four 'My Reviews' tiles (spec 001 §2) and the members behind each. */
export function reviewTiles(
  role: 'family' | 'caregiver',
  members: ReviewMember[],
  reviews: Review[],
) {
  const reviewed = members.filter((m) => m.review.isReviewed);
  const eligible = members.filter((m) => isEligible(m) && !m.review.isReviewed);
  const latest = reviews.map((r) => r.createdAt).sort().at(-1) ?? null;
  const avg = reviews.length === 0
    ? 0
    : Math.round((reviews.reduce((s, r) => s + r.score, 0) / reviews.length) * 100) / 100;
  return {
    first: { count: role === 'family' ? reviewed.length : reviews.length, members: reviewed },
    eligible: { count: eligible.length, members: eligible },
    third: role === 'family' ? { latest } : { avg },
    members: { count: members.length, members },
  };
}
