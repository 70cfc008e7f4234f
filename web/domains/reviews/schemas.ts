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

const isRating = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= RATING_MIN && x <= RATING_MAX;

// A missing key is checked like an empty value (the default), so it gets its own message too.
const rating = (c: Criterion) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check(isRating, k(MISSING_RATING[c])),
    v.transform((x) => x as number), // isRating has checked it: a whole number from 1 to 5
  );

export const ReviewSchema = v.object({
  empathy: rating('empathy'),
  punctuality: rating('punctuality'),
  knowledge: rating('knowledge'),
  helpfulness: rating('helpfulness'),
  title: v.pipe(
    v.optional(v.string(k('titleRequired')), ''),
    v.trim(),
    v.nonEmpty(k('titleRequired')),
    v.maxLength(TITLE_MAX, k('titleTooLong')),
  ),
  message: v.pipe(
    v.optional(v.string(k('messageRequired')), ''),
    v.trim(),
    v.nonEmpty(k('messageRequired')),
    v.maxLength(MESSAGE_MAX, k('messageTooLong')),
  ),
});

export type ReviewInput = v.InferOutput<typeof ReviewSchema>;
