// The records-of-employment API, mounted at /api/records-of-employment: parse with the schema,
// call an action, answer. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, download, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { roeMessages } from './messages.ts';
import { roeCsv } from './model.ts';
import { ReasonSchema } from './schemas.ts';

export const roeApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Records of employment');

const Record = record('RecordOfEmployment', 'records-of-employment/model.ts', {
  id: v.string(),
  memberId: v.string(),
  cause: v.string(),
  reasonCode: v.nullable(v.string()),
  finalPeriodEnd: v.string(),
  caregiverName: v.string(),
  familyName: v.string(),
  figures: v.looseObject({}),
});
const RecordView = v.object({ record: Record, employer: v.nullable(v.looseObject({})) });
const Made = v.object({ id: v.pipe(v.string(), v.description('The record of employment made.')) });

/** The viewer's ROEs with their figures. */
roeApi.get(
  '/',
  describe({
    summary: "The caller's records of employment, with their figures.",
    answers: { 200: v.object({ records: v.array(Record) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ records: await actions.listRecords(viewer) });
  },
);

/** The family ends the employment: { reasonCode }. */
const end = describe({
  summary: 'The family ends the employment, with the reason: a record of employment is made.',
  body: ReasonSchema,
  answers: { 200: Made },
  errors: [409],
});
roeApi.post('/member/:memberId/end', end, async (c) => {
  const viewer = requireViewer(c);
  const { reasonCode } = await readJson(c, end.body, roeMessages);
  return c.json(await actions.endEmployment(viewer, c.req.param('memberId'), reasonCode));
});

/** The caregiver leaves. */
roeApi.post(
  '/member/:memberId/leave',
  describe({
    summary: 'The Care Pro leaves: a record of employment is made (the family gives the reason).',
    answers: { 200: Made },
    errors: [409],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.leaveEmployment(viewer, c.req.param('memberId')));
  },
);

roeApi.get(
  '/:id',
  describe({
    summary: 'A record of employment, with the employer’s details.',
    answers: { 200: RecordView },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readRecord(viewer, c.req.param('id')));
  },
);

/** The family gives or corrects the reason: { reasonCode }. */
const reason = describe({
  summary: 'The family gives or corrects the reason.',
  body: ReasonSchema,
  answers: { 200: RecordView },
  errors: [409],
});
roeApi.post('/:id/reason', reason, async (c) => {
  const viewer = requireViewer(c);
  const { reasonCode } = await readJson(c, reason.body, roeMessages);
  return c.json(await actions.giveReason(viewer, c.req.param('id'), reasonCode));
});

const fileName = (name: string, finalPeriodEnd: string, ext: string) =>
  `roe-${
    name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'employee'
  }-${finalPeriodEnd}.${ext}`;

roeApi.get(
  '/:id/pdf',
  describe({
    summary: 'The record of employment as a PDF (a download).',
    answers: { 200: download('application/pdf', 'The record, in the request’s language.') },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const { record, employer } = await actions.readRecord(viewer, c.req.param('id'));
    const body = await actions.roePdf(record, employer, c.get('locale'));
    noStore(c);
    c.header('Content-Type', 'application/pdf');
    c.header(
      'Content-Disposition',
      `attachment; filename="${fileName(record.caregiverName, record.finalPeriodEnd, 'pdf')}"`,
    );
    return c.body(body as Uint8Array<ArrayBuffer>);
  },
);

roeApi.get(
  '/:id/csv',
  describe({
    summary: 'The record of employment as CSV (a download).',
    answers: { 200: download('text/csv', 'The record’s fields, one per line.') },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const { record } = await actions.readRecord(viewer, c.req.param('id'));
    noStore(c);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="${fileName(record.caregiverName, record.finalPeriodEnd, 'csv')}"`,
    );
    return c.body(roeCsv(record));
  },
);
