// The applications API (spec 002 §7; issue 9), mounted at /api: parse with the schema, call an
// action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { applicationMessages } from './messages.ts';
import { ApplySchema, EditApplicationSchema, RespondSchema } from './schemas.ts';

export const applicationsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Applications');

const Application = record('Application', 'applications/model.ts', {
  id: v.string(),
  jobId: v.string(),
  message: v.string(),
  returnMessage: v.nullable(v.string()),
  isRead: v.boolean(),
  isAccepted: v.boolean(),
  isDeclined: v.boolean(),
  createdAt: v.string(),
  caregiverInfo: v.looseObject({ firstName: v.string(), lastName: v.string() }),
  familyInfo: v.looseObject({ firstName: v.string(), lastName: v.string() }),
});

const apply = describe({
  summary: 'The Care Pro applies to an open job, with a message.',
  body: ApplySchema,
  answers: {
    201: v.object({ application: Application, status: v.object({ isApply: v.literal(true) }) }),
  },
  errors: [409],
});
applicationsApi.post('/job/:jobId/apply', apply, async (c) => {
  const viewer = requireViewer(c);
  const { message } = await readJson(c, apply.body, applicationMessages);
  const application = await actions.applyToJob(viewer, c.req.param('jobId'), message);
  // "Status update merged into the job" (spec 002 §7): the application and the isApply flag.
  return c.json({ application, status: { isApply: true } }, 201);
});

applicationsApi.get(
  '/job-applications/get',
  describe({
    summary: "The caller's applications: sent (Care Pro) or received (family).",
    answers: { 200: v.object({ applications: v.array(Application) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ applications: await actions.listApplications(viewer) });
  },
);

applicationsApi.get(
  '/job-applications/:id/mark-read',
  describe({
    summary: 'The posting family marks an application read (from our own pages only).',
    answers: { 200: Application },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.markApplicationRead(viewer, c.req.param('id')));
  },
);

for (const action of ['accept', 'decline'] as const) {
  const respond = describe({
    summary: `The posting family ${action}s an application, with a message.`,
    description: action === 'accept'
      ? '`hireLink` leads to the hire flow (an invite to the Care Pro).'
      : undefined,
    body: RespondSchema,
    answers: {
      200: v.object({ application: Application, hireLink: v.optional(v.string()) }),
    },
    errors: [409],
  });
  applicationsApi.post(`/job-applications/:id/${action}`, respond, async (c) => {
    const viewer = requireViewer(c);
    const { returnMessage } = await readJson(c, respond.body, applicationMessages);
    return c.json(
      await actions.actionApplication(viewer, c.req.param('id'), action, returnMessage),
    );
  });
}

const edit = describe({
  summary: 'The Care Pro edits the message of an application not yet answered.',
  body: EditApplicationSchema,
  answers: { 200: Application },
  errors: [409],
});
applicationsApi.post('/job-applications/:id/edit', edit, async (c) => {
  const viewer = requireViewer(c);
  const { message } = await readJson(c, edit.body, applicationMessages);
  return c.json(await actions.editApplication(viewer, c.req.param('id'), message));
});

applicationsApi.get(
  '/job-applications/:id',
  describe({
    summary: 'An application, to its Care Pro and the posting family.',
    answers: { 200: Application },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readApplication(viewer, c.req.param('id')));
  },
);
