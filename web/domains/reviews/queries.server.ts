// The reviews domain's SQL. Functions take the caller's transaction and never open one; row-level
// security decides which rows the transaction's user sees and changes. Team members are the team
// domain's (ADR 054): read through its team_review_states, changed through its SQL functions (a
// TypeScript function of team's would make the domains import each other: team's UI reads
// reviews' model).
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Review } from './model.ts';
import type { ReviewInput } from './schemas.ts';

/** A review as stored (`select *`): the actions read its parties before answering a Review. */
export type ReviewRow = Row<'public.reviews'>;

type ReviewState = Row<'public.team_review_states'>;
/** The view's columns that are not null in team_members (a view's columns all read as nullable). */
type ReviewStateKey =
  | 'id'
  | 'familyId'
  | 'caregiverId'
  | 'numShifts'
  | 'isReviewed'
  | 'shouldInquire'
  | 'blockReview'
  | 'caregiverFirstName'
  | 'caregiverLastName'
  | 'clientFirstName'
  | 'clientLastName';

/** A team member with its review state and score, as selectMembers reads it. */
export type MemberRow =
  & { [K in ReviewStateKey]: NonNullable<ReviewState[K]> }
  & Pick<ReviewState, 'reviewId' | 'caregiverImgUrlThumb' | 'familyImgUrlThumb'>
  // The review's score (numeric: a string), null while the member has no review (left join).
  & { score: ReviewRow['score'] };

/** The member's review state after 'Remind me later' (team's function answers these columns). */
export type ReviewPeriodRow =
  & Pick<
    Row<'public.team_members'>,
    'id' | 'isReviewed' | 'reviewId' | 'shouldInquire' | 'blockReview'
  >
  // Just set by the update that returns it, so never null here.
  & { reviewPeriodEndsAt: Date };

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    teamMemberId: r.memberId,
    title: r.title,
    message: r.message,
    breakdown: {
      empathy: r.empathy,
      punctuality: r.punctuality,
      knowledge: r.knowledge,
      helpfulness: r.helpfulness,
    },
    score: Number(r.score),
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt ? r.editedAt.toISOString() : null,
    familyInfo: {
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      imgUrlThumb: r.familyImgUrlThumb,
    },
    caregiverInfo: {
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
    },
  };
}

/** Reviews a party wrote (family) or received (caregiver), newest first. */
export async function selectPartyReviews(tx: Tx, userId: string): Promise<ReviewRow[]> {
  return await tx<ReviewRow[]>`
    select * from public.reviews
     where family_id = ${userId} or caregiver_id = ${userId}
     order by created_at desc, id`;
}

/** One review by id, as far as the user may read it. */
export async function selectReview(tx: Tx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx<ReviewRow[]>`select *
                           from public.reviews where id = ${id}`;
  return row;
}

/** A member's review, as far as the user may read it. */
export async function selectMemberReview(
  tx: Tx,
  memberId: string,
): Promise<ReviewRow | undefined> {
  const [row] = await tx<ReviewRow[]>`select * from public.reviews
                          where member_id = ${memberId}`;
  return row;
}

/** A caregiver's reviews by their public number, newest first (the profile's list). */
export async function selectCaregiverReviews(
  tx: Tx,
  userIdNumber: string,
): Promise<ReviewRow[]> {
  return await tx<ReviewRow[]>`
    select * from public.reviews
     where caregiver_user_id_number = ${userIdNumber}
     order by created_at desc, id
     limit 100`;
}

/** Scores of the given members' reviews (the member list shows them). */
export async function selectScores(tx: Tx, memberIds: string[]): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  if (memberIds.length === 0) return scores;
  const rows = await tx<Pick<ReviewRow, 'memberId' | 'score'>[]>`
    select member_id, score from public.reviews where member_id = any(${memberIds}::uuid[])`;
  for (const r of rows) scores.set(r.memberId, Number(r.score));
  return scores;
}

/** The trigger copies the parties and checks eligibility; the policy, the writer. */
export async function insertReview(
  tx: Tx,
  memberId: string,
  input: ReviewInput,
): Promise<ReviewRow> {
  const [row] = await tx<ReviewRow[]>`
    insert into public.reviews
      (member_id, empathy, punctuality, knowledge, helpfulness, title, message)
    values (${memberId}, ${input.empathy}, ${input.punctuality}, ${input.knowledge},
            ${input.helpfulness}, ${input.title}, ${input.message})
    returning *`;
  return row;
}

export async function updateReview(
  tx: Tx,
  id: string,
  input: ReviewInput,
): Promise<ReviewRow | undefined> {
  const [row] = await tx<ReviewRow[]>`
    update public.reviews
       set empathy = ${input.empathy}, punctuality = ${input.punctuality},
           knowledge = ${input.knowledge}, helpfulness = ${input.helpfulness},
           title = ${input.title}, message = ${input.message}
     where id = ${id}
    returning *`;
  return row;
}

export async function deleteReview(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.reviews where id = ${id} returning id`;
  return rows.length > 0;
}

/**
 * 'Remind me later': the member's review period ends `days` from now, through team's
 * private.team_extend_review_period (security invoker: the team's update policy and the column
 * grant of the reviews migration decide, so only the member's family changes it). Answers the
 * member's review state afterwards, or undefined when the user may not change it.
 */
export async function extendReviewPeriod(
  tx: Tx,
  memberId: string,
  days: number,
): Promise<ReviewPeriodRow | undefined> {
  const [row] = await tx<ReviewPeriodRow[]>`
    select id, is_reviewed, review_id, should_inquire, block_review, review_period_ends_at
      from private.team_extend_review_period(${memberId}, ${days})`;
  return row;
}

/**
 * The team members the user may read (RLS: both parties) with their review state, oldest first,
 * or one by id (team's team_review_states). The review columns of team_members are kept by the
 * reviews migration's triggers, through team's functions.
 */
export async function selectMembers(tx: Tx, id?: string): Promise<MemberRow[]> {
  return await tx<MemberRow[]>`
    select m.id, m.family_id, m.caregiver_id, m.num_shifts, m.is_reviewed, m.review_id,
           m.should_inquire, m.block_review, m.caregiver_first_name, m.caregiver_last_name,
           m.caregiver_img_url_thumb, m.client_first_name, m.client_last_name,
           m.family_img_url_thumb, r.score
      from public.team_review_states m
      left join public.reviews r on r.member_id = m.id
     where ${id ? tx`m.id = ${id}` : tx`true`}
     order by m.created_at, m.id`;
}
