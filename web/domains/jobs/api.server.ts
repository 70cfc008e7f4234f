// The jobs API (spec 002 §7; issue 9), mounted at /api: parse with the schema, call an action,
// answer JSON. No SQL here. Errors are catalog keys, answered in the request's language.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { parseWith, readJson, validating } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { jobMessages } from './messages.ts';
import { JOB_QUERY_KEYS } from './model.ts';
import {
  EditJobSchema,
  FamilyJobSchema,
  JobAvailabilitySchema,
  JobCardSchema,
  JobsDashAnswerSchema,
  MyJobsSchema,
  NewJobSchema,
  parseJobQuery,
} from './schemas.ts';

export const jobsApi = new Hono<AppEnv>();
const describe = describeRoutes('Jobs');

/** A job as a Care Pro sees it: city level only (model.ts CaregiverJob). */
const CaregiverJobAnswer = record('CaregiverJob', 'jobs/model.ts', {
  id: v.string(),
  description: v.string(),
  isAvailable: v.boolean(),
  familyInfo: v.object({ userIdNumber: v.string(), firstName: v.string() }),
  isFavourite: v.boolean(),
  distanceKm: v.nullable(v.number()),
});
const Favourite = v.object({ jobId: v.string(), isFavourite: v.boolean() });

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

/** An optional JSON body: none (or an empty one) reads as {}. */
async function optionalBody(c: Context<AppEnv>): Promise<unknown> {
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

const newJob = describe({
  summary: 'The family posts a job.',
  body: NewJobSchema,
  answers: { 201: v.object({ jobId: v.string() }) },
});
jobsApi.post('/job', newJob, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, newJob.body, jobMessages);
  const jobId = await actions.createJob(viewer, input);
  return c.json({ jobId }, 201);
});

const editJob = describe({
  summary: 'The family edits its posting.',
  body: EditJobSchema,
  answers: { 200: FamilyJobSchema },
});
jobsApi.post('/job/:id/edit', editJob, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, editJob.body, jobMessages);
  return c.json(await actions.editJob(viewer, c.req.param('id'), input));
});

const setAvailability = describe({
  summary: 'The family opens or closes its posting.',
  body: JobAvailabilitySchema,
  answers: { 200: FamilyJobSchema },
});
jobsApi.post('/job/:id/edit/avail', setAvailability, async (c) => {
  const viewer = requireViewer(c);
  const { isAvailable } = await readJson(c, setAvailability.body, jobMessages);
  return c.json(await actions.setJobAvailability(viewer, c.req.param('id'), isAvailable));
});

const myJobs = describe({
  summary: "The family's postings.",
  description: 'The body may be left out; `isUpdate` is accepted and ignored.',
  body: MyJobsSchema,
  bodyOptional: true,
  answers: { 200: v.object({ jobs: v.array(FamilyJobSchema) }) },
});
jobsApi.post('/my-jobs', myJobs, async (c) => {
  const viewer = requireViewer(c);
  // isUpdate (false on the dashboard) only said whether to refresh a client cache; accepted and
  // ignored: the list is always read fresh.
  parseWith(validating(c, 'body', myJobs.body), await optionalBody(c), jobMessages);
  noStore(c);
  return c.json({ jobs: await actions.listMyJobs(viewer) });
});

jobsApi.get(
  '/jobs/search',
  describe({
    summary: 'Open jobs near the Care Pro or a chosen city, filtered (spec 002 §2).',
    description: 'Each part of the query is optional and read leniently: a value the grammar ' +
      'does not know is left out. `services` and `conditions` are comma-separated keys; ' +
      '`matchesMe=true` stands for both.',
    query: v.object(
      Object.fromEntries(JOB_QUERY_KEYS.map((key) => [key, v.optional(v.string())])),
    ),
    answers: { 200: v.object({ jobs: v.array(JobCardSchema), total: v.number() }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const query = parseJobQuery(new URL(c.req.url).searchParams);
    noStore(c);
    return c.json(await actions.searchJobs(viewer, query));
  },
);

jobsApi.get(
  '/jobs/dash',
  describe({
    summary: "The dashboard's jobs: a family's latest postings, or a Care Pro's new nearby jobs.",
    answers: { 200: JobsDashAnswerSchema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.jobsDash(viewer));
  },
);

jobsApi.get(
  '/job/:jobId',
  describe({
    summary: 'A job: its family sees it whole; a Care Pro, an open one at city level.',
    answers: { 200: v.union([FamilyJobSchema, CaregiverJobAnswer]) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const { job } = await actions.readJob(viewer, c.req.param('jobId'));
    noStore(c);
    return c.json(job);
  },
);

jobsApi.post(
  '/job/:jobId/favourite',
  describe({ summary: 'The Care Pro favourites a job.', answers: { 200: Favourite } }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.favouriteJob(viewer, c.req.param('jobId'), true));
  },
);

jobsApi.delete(
  '/job/:jobId/favourite',
  describe({ summary: 'The Care Pro unfavourites a job.', answers: { 200: Favourite } }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.favouriteJob(viewer, c.req.param('jobId'), false));
  },
);
