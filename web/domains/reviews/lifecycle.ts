// A team member's review (spec 001 §4 Review eligibility): not eligible until 3 completed shifts
// (or never, with blockReview), then eligible; a write makes it reviewed, a delete eligible
// again. The database mirrors the same rules: the insert trigger refuses a member that is not
// eligible, the unique constraint a second review, and a trigger keeps is_reviewed in step.
import { defineLifecycle } from '../../shared/lifecycle.ts';
import { MIN_COMPLETED_SHIFTS } from './model.ts';

export type ReviewState = 'blocked' | 'not_eligible' | 'eligible' | 'reviewed';
export type ReviewVerb = 'add' | 'edit' | 'delete';

export function reviewState(
  m: { numShifts: number; review: { isReviewed: boolean; blockReview: boolean } },
): ReviewState {
  if (m.review.isReviewed) return 'reviewed';
  if (m.review.blockReview) return 'blocked';
  return m.numShifts >= MIN_COMPLETED_SHIFTS ? 'eligible' : 'not_eligible';
}

export const reviewLifecycle = defineLifecycle<ReviewState, ReviewVerb>({
  blocked: {},
  not_eligible: {},
  eligible: { add: 'reviewed' },
  reviewed: { edit: 'reviewed', delete: 'eligible' },
});
export const nextReviewState = reviewLifecycle.next;
