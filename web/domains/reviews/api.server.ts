// The reviews API (spec 001 §7), mounted at /api/review: parse with the schema, call an action,
// answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { reviewsMessages } from './messages.ts';
import { ReviewSchema } from './schemas.ts';
import { renderText, text } from '../../shared/i18n.tsx';

export const reviewsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const success = (c: Context<AppEnv>, key: 'added' | 'updated' | 'deleted') =>
  renderText(text(reviewsMessages, key), c.get('locale') ?? 'en');
const describe = describeRoutes('Reviews');

const Review = record('Review', 'reviews/model.ts', {
  id: v.string(),
  teamMemberId: v.string(),
  title: v.string(),
  message: v.string(),
  breakdown: v.object({
    empathy: v.number(),
    punctuality: v.number(),
    knowledge: v.number(),
    helpfulness: v.number(),
  }),
  score: v.number(),
  createdAt: v.string(),
});
const said = v.pipe(v.string(), v.description('The success message, in the request’s language.'));

const add = describe({
  summary: 'The family reviews its team member (after enough shifts), once.',
  body: ReviewSchema,
  answers: { 201: v.object({ id: v.string(), review: Review, message: said }) },
  errors: [409],
});
reviewsApi.post('/add/:memberId', add, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, add.body, reviewsMessages);
  const answer = await actions.addReview(viewer, c.req.param('memberId'), input);
  return c.json({ ...answer, message: success(c, 'added') }, 201);
});

const edit = describe({
  summary: 'Its author edits a review.',
  body: ReviewSchema,
  answers: { 200: v.object({ review: Review, message: said }) },
});
reviewsApi.post('/edit/:reviewId', edit, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, edit.body, reviewsMessages);
  const review = await actions.editReview(viewer, c.req.param('reviewId'), input);
  return c.json({ review, message: success(c, 'updated') });
});

reviewsApi.post(
  '/delete/:reviewId',
  describe({
    summary: 'Its author deletes a review.',
    answers: { 200: v.object({ id: v.string(), message: said }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const answer = await actions.deleteReview(viewer, c.req.param('reviewId'));
    return c.json({ ...answer, message: success(c, 'deleted') });
  },
);

reviewsApi.get(
  '/get_all',
  describe({
    summary: "The caller's reviews: written (family) or received (Care Pro).",
    answers: { 200: v.object({ reviews: v.array(Review) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ reviews: await actions.listMyReviews(viewer) });
  },
);

reviewsApi.get(
  '/get/:reviewId',
  describe({
    summary: 'A review.',
    answers: { 200: Review },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readReview(viewer, c.req.param('reviewId')));
  },
);

reviewsApi.get(
  '/extend/:teamMemberId',
  describe({
    summary: "Extends a member's review period (from our own pages only): the new review state.",
    answers: {
      200: v.object({
        isReviewed: v.boolean(),
        id: v.nullable(v.string()),
        shouldInquire: v.boolean(),
        blockReview: v.boolean(),
        periodEndsAt: v.string(),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.extendReviewPeriod(viewer, c.req.param('teamMemberId')));
  },
);
