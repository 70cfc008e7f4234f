// The careers API (spec 000 §7: GET /careers/get-all) and the staff endpoints behind
// /admin/careers, mounted under /api.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { forbidden, readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer, type Viewer } from '../../server/viewer.server.ts';
import {
  createCareer,
  listAllCareers,
  listPublishedCareers,
  publishCareer,
  unpublishCareer,
  updateCareer,
} from './actions.server.ts';
import { careersPayload } from './model.ts';
import { careersMessages } from './messages.ts';
import { CareerSchema } from './schemas.ts';

/** Staff only: 401 when signed out, 403 for families and caregivers (RLS would show them nothing). */
function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'admin') throw forbidden();
  return viewer;
}

export const careersApi = new Hono<AppEnv>();
const describe = describeRoutes('Careers');

/** An opening as the public list shows it (model.ts CareerSummary). */
const CareerSummary = v.pipe(
  v.object({
    id: v.string(),
    title: v.string(),
    category: v.string(),
    locations: v.array(v.string()),
    summary: v.string(),
  }),
  v.title('CareerSummary'),
);
/** An opening as staff edit it. */
const Career = record('Career', 'careers/model.ts', {
  ...CareerSummary.pipe[0].entries,
  isPublished: v.boolean(),
  publishedAt: v.nullable(v.string()),
});
const OneCareer = v.object({ career: Career });

careersApi.get(
  '/careers/get-all',
  describe({
    summary: 'The published openings, and the same grouped by category.',
    answers: {
      200: v.object({
        careers: v.array(CareerSummary),
        careersFiltered: v.record(v.string(), v.array(CareerSummary)),
      }),
    },
  }),
  async (c) => {
    const careers = await listPublishedCareers(c.get('viewer'));
    c.header('Cache-Control', 'no-store');
    return c.json(careersPayload(careers));
  },
);

careersApi.get(
  '/admin/careers',
  describe({
    summary: 'Every opening, published or not (staff).',
    answers: { 200: v.object({ careers: v.array(Career) }) },
  }),
  async (c) => {
    const admin = requireAdmin(c);
    return c.json({ careers: await listAllCareers(admin) });
  },
);

const createCareerRoute = describe({
  summary: 'Staff add an opening (unpublished).',
  body: CareerSchema,
  answers: { 201: OneCareer },
});
careersApi.post('/admin/careers', createCareerRoute, async (c) => {
  const admin = requireAdmin(c);
  const input = await readJson(c, createCareerRoute.body, careersMessages);
  return c.json({ career: await createCareer(admin, input) }, 201);
});

const updateCareerRoute = describe({
  summary: 'Staff edit an opening.',
  body: CareerSchema,
  answers: { 200: OneCareer },
  errors: [404],
});
careersApi.post('/admin/careers/:id', updateCareerRoute, async (c) => {
  const admin = requireAdmin(c);
  const input = await readJson(c, updateCareerRoute.body, careersMessages);
  return c.json({ career: await updateCareer(admin, c.req.param('id'), input) });
});

careersApi.post(
  '/admin/careers/:id/publish',
  describe({
    summary: 'Staff publish an opening.',
    answers: { 200: OneCareer },
    errors: [404],
  }),
  async (c) => {
    const admin = requireAdmin(c);
    return c.json({ career: await publishCareer(admin, c.req.param('id')) });
  },
);

careersApi.post(
  '/admin/careers/:id/unpublish',
  describe({
    summary: 'Staff unpublish an opening.',
    answers: { 200: OneCareer },
    errors: [404],
  }),
  async (c) => {
    const admin = requireAdmin(c);
    return c.json({ career: await unpublishCareer(admin, c.req.param('id')) });
  },
);
