// The reviews API (spec 001 §7), mounted at /api/review: parse with the schema, call an action,
// answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import { readJson } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { reviewsMessages } from './messages.ts';
import { ReviewSchema } from './schemas.ts';
import { renderText, text } from '../../shared/i18n.tsx';

export const reviewsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const success = (c: Context<AppEnv>, key: 'added' | 'updated' | 'deleted') =>
  renderText(text(reviewsMessages, key), c.get('locale') ?? 'en');

reviewsApi.post('/add/:memberId', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, ReviewSchema, reviewsMessages);
  const answer = await actions.addReview(viewer, c.req.param('memberId'), input);
  return c.json({ ...answer, message: success(c, 'added') }, 201);
});

reviewsApi.post('/edit/:reviewId', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, ReviewSchema, reviewsMessages);
  const review = await actions.editReview(viewer, c.req.param('reviewId'), input);
  return c.json({ review, message: success(c, 'updated') });
});

reviewsApi.post('/delete/:reviewId', async (c) => {
  const viewer = requireViewer(c);
  const answer = await actions.deleteReview(viewer, c.req.param('reviewId'));
  return c.json({ ...answer, message: success(c, 'deleted') });
});

reviewsApi.get('/get_all', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ reviews: await actions.listMyReviews(viewer) });
});

reviewsApi.get('/get/:reviewId', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readReview(viewer, c.req.param('reviewId')));
});

reviewsApi.get('/extend/:teamMemberId', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.extendReviewPeriod(viewer, c.req.param('teamMemberId')));
});
