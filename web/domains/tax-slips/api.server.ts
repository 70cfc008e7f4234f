// The tax-slips API, mounted at /api: /tax-slips/{year}… for the family and the caregiver,
// /admin/tax-slips/{year}/run for an admin. Parse, call an action, answer. No SQL here.
import { type Context, Hono } from 'hono';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import type { Download } from './actions.server.ts';

export const taxSlipsApi = new Hono<AppEnv>();

function actor(c: Context<AppEnv>): actions.TaxActor {
  const viewer = requireViewer(c);
  return { id: viewer.id, userType: viewer.userType, email: viewer.email, locale: c.get('locale') };
}

/** The path's year as a number; a malformed one fails the action's year check (422). */
const yearOf = (c: Context<AppEnv>) => {
  const raw = c.req.param('year') ?? '';
  return /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
};

function file(c: Context<AppEnv>, download: Download) {
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Type', download.contentType);
  c.header('Content-Disposition', `attachment; filename="${download.fileName}"`);
  return c.body(download.body as Uint8Array<ArrayBuffer>);
}

/** GET /tax-slips/{year}: the year's slips (and Summary for the family). */
taxSlipsApi.get('/tax-slips/:year', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await actions.taxYearView(actor(c), yearOf(c)));
});

taxSlipsApi.get('/tax-slips/:year/slips.pdf', async (c) => {
  return file(c, await actions.slipsPdfFile(actor(c), yearOf(c)));
});

taxSlipsApi.get('/tax-slips/:year/summary.pdf', async (c) => {
  return file(c, await actions.summaryPdfFile(actor(c), yearOf(c)));
});

/** GET /tax-slips/{year}/return.xml?run={id}: the XML return (a draft before 1 January). */
taxSlipsApi.get('/tax-slips/:year/return.xml', async (c) => {
  const run = c.req.query('run');
  const runId = run && /^[0-9a-f-]{36}$/i.test(run) ? run : null;
  return file(c, await actions.returnXmlFile(actor(c), yearOf(c), runId));
});

/** POST /tax-slips/{year}/issue: the family issues its slips (originals, or amended ones). */
taxSlipsApi.post('/tax-slips/:year/issue', async (c) => {
  return c.json(await actions.issueSlips(actor(c), yearOf(c)));
});

/** POST /admin/tax-slips/{year}/run: an admin re-runs the year for every family (idempotent). */
taxSlipsApi.post('/admin/tax-slips/:year/run', async (c) => {
  return c.json(await actions.rerunYearEndAsAdmin(actor(c), yearOf(c)));
});
