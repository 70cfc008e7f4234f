// The records-of-employment API, mounted at /api/records-of-employment: parse with the schema,
// call an action, answer. No SQL here.
import { type Context, Hono } from 'hono';
import { readJson } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { roeMessages } from './messages.ts';
import { roeCsv } from './model.ts';
import { ReasonSchema } from './schemas.ts';

export const roeApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

/** The viewer's ROEs with their figures. */
roeApi.get('/', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ records: await actions.listRecords(viewer) });
});

/** The family ends the employment: { reasonCode }. */
roeApi.post('/member/:memberId/end', async (c) => {
  const viewer = requireViewer(c);
  const { reasonCode } = await readJson(c, ReasonSchema, roeMessages);
  return c.json(await actions.endEmployment(viewer, c.req.param('memberId'), reasonCode));
});

/** The caregiver leaves. */
roeApi.post('/member/:memberId/leave', async (c) => {
  const viewer = requireViewer(c);
  return c.json(await actions.leaveEmployment(viewer, c.req.param('memberId')));
});

roeApi.get('/:id', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readRecord(viewer, c.req.param('id')));
});

/** The family gives or corrects the reason: { reasonCode }. */
roeApi.post('/:id/reason', async (c) => {
  const viewer = requireViewer(c);
  const { reasonCode } = await readJson(c, ReasonSchema, roeMessages);
  return c.json(await actions.giveReason(viewer, c.req.param('id'), reasonCode));
});

const fileName = (name: string, finalPeriodEnd: string, ext: string) =>
  `roe-${
    name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'employee'
  }-${finalPeriodEnd}.${ext}`;

roeApi.get('/:id/pdf', async (c) => {
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
});

roeApi.get('/:id/csv', async (c) => {
  const viewer = requireViewer(c);
  const { record } = await actions.readRecord(viewer, c.req.param('id'));
  noStore(c);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header(
    'Content-Disposition',
    `attachment; filename="${fileName(record.caregiverName, record.finalPeriodEnd, 'csv')}"`,
  );
  return c.body(roeCsv(record));
});
