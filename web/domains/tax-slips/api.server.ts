// The tax-slips API, mounted at /api: /tax-slips/{year}… for the family and the caregiver,
// /admin/tax-slips/{year}/run for an admin. Parse, call an action, answer. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { describeRoutes, download } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import type { Download } from './actions.server.ts';

export const taxSlipsApi = new Hono<AppEnv>();
const describe = describeRoutes('Tax slips');

const RunResult = v.object({
  runId: v.string(),
  original: v.number(),
  amended: v.number(),
  unchanged: v.number(),
});
/** A malformed or out-of-range year answers 422; a year with nothing to issue, 409. */
const yearRefusals = [409] as const;

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
taxSlipsApi.get(
  '/tax-slips/:year',
  describe({
    summary: "The year's T4 (and RL-1) slips, and the family's Summary.",
    answers: {
      200: v.looseObject({
        year: v.number(),
        role: v.picklist(['family', 'caregiver']),
        draft: v.boolean(),
        slips: v.array(v.looseObject({ year: v.number(), t4: v.looseObject({}) })),
        summary: v.nullable(v.looseObject({ slipCount: v.number() })),
        runs: v.array(v.looseObject({ id: v.string(), issuedAt: v.string() })),
        changedSinceIssue: v.boolean(),
        missing: v.array(v.string()),
      }),
    },
    errors: [422],
  }),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await actions.taxYearView(actor(c), yearOf(c)));
  },
);

taxSlipsApi.get(
  '/tax-slips/:year/slips.pdf',
  describe({
    summary: "The year's slips as a PDF (a download).",
    answers: { 200: download('application/pdf', 'The slips.') },
    errors: [422],
  }),
  async (c) => {
    return file(c, await actions.slipsPdfFile(actor(c), yearOf(c)));
  },
);

taxSlipsApi.get(
  '/tax-slips/:year/summary.pdf',
  describe({
    summary: "The family's T4 Summary as a PDF (a download).",
    answers: { 200: download('application/pdf', 'The Summary.') },
    errors: [422],
  }),
  async (c) => {
    return file(c, await actions.summaryPdfFile(actor(c), yearOf(c)));
  },
);

/** GET /tax-slips/{year}/return.xml?run={id}: the XML return (a draft before 1 January). */
taxSlipsApi.get(
  '/tax-slips/:year/return.xml',
  describe({
    summary: "The family's XML return (a draft before 1 January), or an issued run's.",
    query: v.object({ run: v.optional(v.pipe(v.string(), v.description('An issued run’s id.'))) }),
    answers: { 200: download('application/xml', 'The T4 return (CRA XML).') },
    errors: [...yearRefusals, 422],
  }),
  async (c) => {
    const run = c.req.query('run');
    const runId = run && /^[0-9a-f-]{36}$/i.test(run) ? run : null;
    return file(c, await actions.returnXmlFile(actor(c), yearOf(c), runId));
  },
);

/** POST /tax-slips/{year}/issue: the family issues its slips (originals, or amended ones). */
taxSlipsApi.post(
  '/tax-slips/:year/issue',
  describe({
    summary: 'The family issues its slips: originals, or amended ones after a change.',
    answers: { 200: RunResult },
    errors: [...yearRefusals, 422],
  }),
  async (c) => {
    return c.json(await actions.issueSlips(actor(c), yearOf(c)));
  },
);

/** POST /admin/tax-slips/{year}/run: an admin re-runs the year for every family (idempotent). */
taxSlipsApi.post(
  '/admin/tax-slips/:year/run',
  describe({
    summary: 'Staff re-run the year for every family (idempotent).',
    answers: { 200: RunResult },
    errors: [...yearRefusals, 422],
  }),
  async (c) => {
    return c.json(await actions.rerunYearEndAsAdmin(actor(c), yearOf(c)));
  },
);
