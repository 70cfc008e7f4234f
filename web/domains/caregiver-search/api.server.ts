// The caregiver-search API (spec 002 §7 POST /user/filter; favourites; spec 001 §7 GET
// /user/home), mounted at /api: parse with the schema, call an action, answer JSON. No SQL.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { searchMessages } from './messages.ts';
import { FilterSchema } from './schemas.ts';

export const caregiverSearchApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Caregiver search');

const CaregiverCard = record('CaregiverCard', 'caregiver-search/model.ts', {
  userIdNumber: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  imgUrlThumb: v.nullable(v.string()),
  wageExp: v.nullable(v.number()),
  reviews: v.number(),
  reviewsScore: v.number(),
  distanceKm: v.nullable(v.number()),
  isFavourite: v.boolean(),
});
const Favourite = v.object({ userIdNumber: v.string(), isFavourite: v.boolean() });

const filter = describe({
  summary: "Care Pros near the family's search point, filtered and sorted.",
  body: FilterSchema,
  answers: {
    200: v.object({
      caregivers: v.array(CaregiverCard),
      total: v.number(),
      averageWage: v.nullable(v.number()),
    }),
  },
});
caregiverSearchApi.post('/user/filter', filter, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, filter.body, searchMessages);
  noStore(c);
  return c.json(await actions.searchCaregivers(viewer, input));
});

// Whether this family has favourited the caregiver: the profile page's toggle asks for itself,
// so the caregivers domain (which this one reads) need not import this one.
caregiverSearchApi.get(
  '/user/favourite/:userIdNumber',
  describe({
    summary: 'Whether the caller favourited a Care Pro (always false but for a family).',
    answers: { 200: Favourite },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    c.header('Cache-Control', 'private, no-store');
    const userIdNumber = c.req.param('userIdNumber');
    return c.json({ userIdNumber, isFavourite: await actions.isFavourite(viewer, userIdNumber) });
  },
);

caregiverSearchApi.post(
  '/user/favourite/:userIdNumber',
  describe({
    summary: 'The family favourites a Care Pro.',
    answers: { 200: Favourite },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.favouriteCaregiver(viewer, c.req.param('userIdNumber')));
  },
);

caregiverSearchApi.delete(
  '/user/favourite/:userIdNumber',
  describe({
    summary: 'The family unfavourites a Care Pro.',
    answers: { 200: Favourite },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.unfavouriteCaregiver(viewer, c.req.param('userIdNumber')));
  },
);

caregiverSearchApi.get(
  '/user/home',
  describe({
    summary: "The family's recommended and favourite Care Pros (none for anyone else).",
    answers: {
      200: v.object({
        caregivers: v.array(CaregiverCard),
        favourites: v.array(CaregiverCard),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readHome(viewer));
  },
);
