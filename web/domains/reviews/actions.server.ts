// The reviews domain's verbs (spec 001 §2, §4, §5, §7; issue 13): the only server file other
// domains import. Every verb runs as the viewer, so row-level security decides: only the
// member's family writes, edits and deletes; the caregiver reads what they received; readers of
// a caregiver's profile read that caregiver's reviews. The database re-checks eligibility (3
// completed shifts) and one review per member whatever this file does (ADR 030).
import { asService, asUser } from '../../server/db.server.ts';
import { conflict, forbidden, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { type Params, text } from '../../shared/i18n.tsx';
import { createNotification, html } from '../notifications/actions.server.ts';
import { nextReviewState, reviewState } from './lifecycle.ts';
import { type ReviewsMessageKey, reviewsMessages } from './messages.ts';
import { type Review, REVIEW_PERIOD_DAYS, type ReviewMember } from './model.ts';
import * as q from './queries.server.ts';
import type { ReviewInput } from './schemas.ts';
import { UUID } from '../../shared/ids.ts';
import { pgCode } from '../../server/pg-error.server.ts';

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { firstName?: string };

const t = (key: ReviewsMessageKey, params?: Params) => text(reviewsMessages, key, params);
const en = (key: ReviewsMessageKey) => reviewsMessages.en[key];
const USER_ID_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

function toReviewMember(r: q.MemberRow, role: Viewer['userType']): ReviewMember {
  const name = role === 'caregiver'
    ? `${r.clientFirstName} ${r.clientLastName}`.trim()
    : `${r.caregiverFirstName} ${r.caregiverLastName}`.trim();
  return {
    id: r.id,
    name,
    imgUrlThumb: role === 'caregiver' ? r.familyImgUrlThumb : r.caregiverImgUrlThumb,
    numShifts: r.numShifts,
    review: {
      isReviewed: r.isReviewed,
      id: r.reviewId,
      score: r.score === null ? null : Number(r.score),
      shouldInquire: r.shouldInquire,
      blockReview: r.blockReview,
    },
  };
}

/** The viewer's team members with their review state (a family's caregivers, a caregiver's families). */
export async function listReviewMembers(viewer: Actor): Promise<ReviewMember[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  const rows = await asUser(viewer, (tx) => q.selectMembers(tx));
  return rows.map((r) => toReviewMember(r, viewer.userType));
}

/** One of the viewer's members and its review, or null when not on the viewer's team. */
export async function readReviewMember(viewer: Actor, memberId: string) {
  if (!UUID.test(memberId)) return null;
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return null;
  return await asUser(viewer, async (tx) => {
    const [row] = await q.selectMembers(tx, memberId);
    if (!row) return null;
    const review = await q.selectMemberReview(tx, memberId);
    return {
      member: toReviewMember(row, viewer.userType),
      review: review ? q.toReview(review) : null,
    };
  });
}

/** GET /review/get_all: the reviews the viewer wrote (family) or received (caregiver). */
export async function listMyReviews(viewer: Actor): Promise<Review[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  const rows = await asUser(viewer, (tx) => q.selectPartyReviews(tx, viewer.id));
  return rows.map(q.toReview);
}

/** GET /review/get/{reviewId}: one review the viewer may read, or 404. */
export async function readReview(viewer: Actor, id: string): Promise<Review> {
  if (!UUID.test(id)) throw notFound(t('reviewNotFound'));
  const row = await asUser(viewer, (tx) => q.selectReview(tx, id));
  if (!row) throw notFound(t('reviewNotFound'));
  return q.toReview(row);
}

/**
 * A caregiver's reviews for their profile (spec 002 GET /review/get_all/{userIdNumber}), as the
 * viewer: families while the profile is searchable, admins, and the caregiver; others get none.
 */
export async function listCaregiverReviews(viewer: Actor, userIdNumber: string): Promise<Review[]> {
  if (!USER_ID_NUMBER.test(userIdNumber)) return [];
  const rows = await asUser(viewer, (tx) => q.selectCaregiverReviews(tx, userIdNumber));
  return rows.map(q.toReview);
}

/** The family's member, or 404 for anyone else's; 403 for the member's caregiver. */
async function familyMember(viewer: Actor, memberId: string): Promise<ReviewMember> {
  if (!UUID.test(memberId)) throw notFound(t('memberNotFound'));
  const found = await readReviewMember(viewer, memberId);
  if (!found) throw notFound(t('memberNotFound'));
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
  return found.member;
}

/** The review the viewer wrote, or 404 (403 for the caregiver who received it). */
async function ownReview(viewer: Actor, id: string) {
  if (!UUID.test(id)) throw notFound(t('reviewNotFound'));
  const row = await asUser(viewer, (tx) => q.selectReview(tx, id));
  if (!row) throw notFound(t('reviewNotFound'));
  if (row.familyId !== viewer.id) {
    if (row.caregiverId === viewer.id) throw forbidden(t('familiesOnly'));
    throw notFound(t('reviewNotFound'));
  }
  return row;
}

/** Tells the caregiver (class Review → /reviews/{memberId}). The family acts, not the recipient. */
async function notifyCaregiver(
  row: q.ReviewRow,
  key: 'notifyAdded' | 'notifyEdited',
) {
  await asService((tx) =>
    createNotification(tx, {
      recipientId: row.caregiverId,
      class: 'Review',
      refId: row.memberId,
      message: html`<b>${row.familyFirstName.trim()}</b> ${en(key)}`,
      senderImgUrlThumb: row.familyImgUrlThumb,
    })
  );
}

/** POST /review/add/{memberId}: the family's one review of an eligible member. */
export async function addReview(
  viewer: Actor,
  memberId: string,
  input: ReviewInput,
): Promise<{ id: string; review: Review }> {
  const member = await familyMember(viewer, memberId);
  const state = reviewState(member);
  if (state === 'blocked') throw forbidden(t('blocked'));
  if (state === 'reviewed') throw conflict(t('alreadyReviewed'));
  if (!nextReviewState(state, 'add')) throw forbidden(t('notEligible'));
  let row: q.ReviewRow;
  try {
    row = await asUser(viewer, (tx) => q.insertReview(tx, memberId, input));
  } catch (err) {
    // The database's own checks, for a request that raced another or a stale member.
    if (pgCode(err) === '23505') throw conflict(t('alreadyReviewed'));
    if (pgCode(err) === '23514') throw forbidden(t('notEligible'));
    if (pgCode(err) === 'P0002') throw notFound(t('memberNotFound'));
    if (pgCode(err) === '42501') throw forbidden(t('familiesOnly'));
    throw err;
  }
  await notifyCaregiver(row, 'notifyAdded');
  const review = q.toReview(row);
  return { id: review.id, review };
}

/** POST /review/edit/{reviewId}: the family changes its review. */
export async function editReview(viewer: Actor, id: string, input: ReviewInput): Promise<Review> {
  await ownReview(viewer, id);
  const row = await asUser(viewer, (tx) => q.updateReview(tx, id, input));
  if (!row) throw notFound(t('reviewNotFound'));
  await notifyCaregiver(row, 'notifyEdited');
  return q.toReview(row);
}

/** POST /review/delete/{reviewId}: the member goes back to not reviewed (trigger). */
export async function deleteReview(viewer: Actor, id: string): Promise<{ id: string }> {
  await ownReview(viewer, id);
  const gone = await asUser(viewer, (tx) => q.deleteReview(tx, id));
  if (!gone) throw notFound(t('reviewNotFound'));
  return { id };
}

/**
 * GET /review/extend/{teamMemberId}: 'Remind me later'. The prompt asks again after
 * REVIEW_PERIOD_DAYS; answers the member's new review object.
 */
export async function extendReviewPeriod(viewer: Actor, memberId: string) {
  await familyMember(viewer, memberId);
  const row = await asUser(viewer, (tx) => q.extendReviewPeriod(tx, memberId, REVIEW_PERIOD_DAYS));
  if (!row) throw notFound(t('memberNotFound'));
  return {
    isReviewed: row.isReviewed,
    id: row.reviewId,
    shouldInquire: row.shouldInquire,
    blockReview: row.blockReview,
    periodEndsAt: row.reviewPeriodEndsAt.toISOString(),
  };
}
