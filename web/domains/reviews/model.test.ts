import assert from 'node:assert/strict';
import { nextReviewState, reviewState } from './lifecycle.ts';
import { displayMemberId, promptMembers, reviewTiles, scoreOf, scoreText } from './model.ts';
import type { Review, ReviewMember } from './model.ts';

const member = (
  id: string,
  numShifts: number,
  review: Partial<ReviewMember['review']> = {},
): ReviewMember => ({
  id,
  name: id,
  imgUrlThumb: null,
  numShifts,
  review: {
    isReviewed: false,
    id: null,
    score: null,
    shouldInquire: false,
    blockReview: false,
    ...review,
  },
});

Deno.test('score: the average of the four to 2 decimals', () => {
  assert.equal(scoreOf({ empathy: 5, punctuality: 4, knowledge: 3, helpfulness: 5 }), 4.25);
  assert.equal(scoreOf({ empathy: 1, punctuality: 1, knowledge: 1, helpfulness: 2 }), 1.25);
  assert.equal(scoreText(4), '4.00');
  assert.equal(scoreText(0), '0.00');
});

Deno.test('member id: first 6 characters upper-cased', () => {
  assert.equal(displayMemberId('3fa85f64-5717-4562'), '3FA85F');
});

Deno.test('lifecycle: eligible at 3 completed shifts unless blocked; add, edit, delete', () => {
  assert.equal(reviewState(member('a', 2)), 'not_eligible');
  assert.equal(reviewState(member('a', 3)), 'eligible');
  assert.equal(reviewState(member('a', 9, { blockReview: true })), 'blocked');
  assert.equal(reviewState(member('a', 3, { isReviewed: true })), 'reviewed');
  assert.equal(nextReviewState('not_eligible', 'add'), null);
  assert.equal(nextReviewState('blocked', 'add'), null);
  assert.equal(nextReviewState('eligible', 'add'), 'reviewed');
  assert.equal(nextReviewState('eligible', 'edit'), null);
  assert.equal(nextReviewState('reviewed', 'add'), null);
  assert.equal(nextReviewState('reviewed', 'edit'), 'reviewed');
  assert.equal(nextReviewState('reviewed', 'delete'), 'eligible');
});

Deno.test('prompt: eligible, not reviewed, asked for by the server', () => {
  const ms = [
    member('asked', 3, { shouldInquire: true }),
    member('few', 2, { shouldInquire: true }),
    member('done', 3, { shouldInquire: true, isReviewed: true }),
    member('blocked', 5, { shouldInquire: true, blockReview: true }),
    member('later', 3),
  ];
  assert.deepEqual(promptMembers(ms).map((m) => m.id), ['asked']);
});

Deno.test('tiles: per role, with the members behind each', () => {
  const ms = [
    member('r', 4, { isReviewed: true, score: 4 }),
    member('e', 3),
    member('n', 1),
  ];
  const reviews = [
    { createdAt: '2026-01-02T00:00:00.000Z', score: 4 },
    { createdAt: '2026-03-02T00:00:00.000Z', score: 3.75 },
  ] as Review[];
  const fam = reviewTiles('family', ms, reviews);
  assert.equal(fam.first.count, 1);
  assert.deepEqual(fam.eligible.members.map((m) => m.id), ['e']);
  assert.deepEqual(fam.third, { latest: '2026-03-02T00:00:00.000Z' });
  assert.equal(fam.members.count, 3);
  const cg = reviewTiles('caregiver', ms, reviews);
  assert.equal(cg.first.count, 2);
  assert.deepEqual(cg.third, { avg: 3.88 });
  assert.deepEqual(reviewTiles('caregiver', [], []).third, { avg: 0 });
});
