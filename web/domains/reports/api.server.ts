// The reports API (spec 001 §5, §7), mounted at /api: a person's reports a page at a time, one
// report, and staff's action on one. Filing a report is the shifts API's (it reads the shift
// first). Parse with the schema, call an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { reportsMessages } from './messages.ts';
import { ReportActionSchema, ReportAnswerSchema } from './schemas.ts';

export const reportsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Reports');

reportsApi.get(
  '/report',
  describe({
    summary: "The caller's reports, newest first, a page at a time (staff: the last 7 days').",
    query: v.object({
      cursor: v.optional(v.pipe(v.string(), v.description('The last report id of the page.'))),
      limit: v.optional(v.pipe(v.string(), v.description('A page size, 1 to 100.'))),
    }),
    answers: {
      200: v.object({
        reports: v.array(ReportAnswerSchema),
        cursor: v.pipe(
          v.nullable(v.string()),
          v.description('The next page’s cursor; null: none.'),
        ),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    const limit = Number(c.req.query('limit') ?? '') || undefined;
    return c.json(await actions.listReports(viewer, { cursor: c.req.query('cursor'), limit }));
  },
);

reportsApi.get(
  '/report/:id/get',
  describe({
    summary: 'A report (read by staff: marked read).',
    answers: { 200: ReportAnswerSchema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readReport(viewer, c.req.param('id')));
  },
);

const actionReport = describe({
  summary: 'Staff record what was done about a report of the last 7 days (or edit it).',
  body: ReportActionSchema,
  answers: { 200: ReportAnswerSchema },
});
reportsApi.post('/shift/:shiftId/report/update/:reportId/action', actionReport, async (c) => {
  const viewer = requireViewer(c);
  const { action } = await readJson(c, actionReport.body, reportsMessages);
  return c.json(
    await actions.actionReport(viewer, c.req.param('shiftId'), c.req.param('reportId'), action),
  );
});
