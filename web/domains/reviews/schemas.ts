// POST /api/review/add/{memberId} and /edit/{reviewId} (spec 001 §5, §7): the same body for both.
// Every message is a key of reviewsMessages (messages.ts).
import * as v from 'valibot';
import type { ReviewsMessageKey } from './messages.ts';
import { type Criterion, MESSAGE_MAX, RATING_MAX, RATING_MIN, TITLE_MAX } from './model.ts';

const k = (key: ReviewsMessageKey) => key;

export const MISSING_RATING: Record<Criterion, ReviewsMessageKey> = {
  empathy: 'missingEmpathy',
  punctuality: 'missingPunctuality',
  knowledge: 'missingKnowledge',
  helpfulness: 'missingHelpfulness',
};

const rating = (c: Criterion) =>
  v.pipe(
    v.number(k(MISSING_RATING[c])),
    v.integer(k(MISSING_RATING[c])),
    v.minValue(RATING_MIN, k(MISSING_RATING[c])),
    v.maxValue(RATING_MAX, k(MISSING_RATING[c])),
  );

export const ReviewSchema = v.object({
  empathy: rating('empathy'),
  punctuality: rating('punctuality'),
  knowledge: rating('knowledge'),
  helpfulness: rating('helpfulness'),
  title: v.pipe(
    v.string(k('titleRequired')),
    v.trim(),
    v.nonEmpty(k('titleRequired')),
    v.maxLength(TITLE_MAX, k('titleTooLong')),
  ),
  message: v.pipe(
    v.string(k('messageRequired')),
    v.trim(),
    v.nonEmpty(k('messageRequired')),
    v.maxLength(MESSAGE_MAX, k('messageTooLong')),
  ),
});

export type ReviewInput = v.InferOutput<typeof ReviewSchema>;
