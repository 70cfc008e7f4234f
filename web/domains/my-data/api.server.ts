// The my-data API (/api/my-data/…, issue 22 point 5): parse, call an action, answer; no SQL.
// Every route is a signed-in person's own business; the download also needs the emailed token.
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { SESSION_COOKIE_NAME } from '../../server/auth.server.ts';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, download } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import {
  closeOwnAccount,
  downloadExport,
  readExportStatus,
  requestExport,
} from './actions.server.ts';
import { myDataMessages } from './messages.ts';
import { CloseOwnAccountSchema, DownloadSchema } from './schemas.ts';

export const myDataApi = new Hono<AppEnv>();
const describe = describeRoutes('My data');

const ExportStatus = v.pipe(
  v.object({
    state: v.picklist(['none', 'pending', 'ready', 'failed', 'used', 'expired']),
    requestedAt: v.optional(v.string()),
    expiresAt: v.optional(v.string()),
  }),
  v.description("The caller's latest export: none, pending, ready (until expiresAt), or spent."),
);

myDataApi.get(
  '/my-data/export',
  describe({
    summary: "Where the caller's latest export of their data stands.",
    answers: { 200: ExportStatus },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await readExportStatus(viewer));
  },
);

myDataApi.post(
  '/my-data/export',
  describe({
    summary: 'Asks for an export of all the caller’s data; a link is emailed when it is ready.',
    answers: { 202: ExportStatus },
    errors: [409, 429],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await requestExport(viewer), 202);
  },
);

const downloadRoute = describe({
  summary: "Downloads the export (a ZIP), with the emailed link's token (once).",
  body: DownloadSchema,
  answers: { 200: download('application/zip', 'The export: JSON files and the person’s files.') },
  errors: [404, 409],
});
myDataApi.post('/my-data/download', downloadRoute, async (c) => {
  const viewer = requireViewer(c);
  const { token } = await readJson(c, downloadRoute.body, myDataMessages);
  const archive = await downloadExport(viewer, token);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(archive as BodyInit, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(archive.length),
      'Content-Disposition': `attachment; filename="tendwell-my-data-${day}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

const close = describe({
  summary: 'Closes the caller’s own account, with the password; signed out everywhere.',
  body: CloseOwnAccountSchema,
  answers: { 200: v.object({ ok: v.literal(true), next: v.string() }) },
  errors: [409, 429],
});
myDataApi.post('/my-data/close', close, async (c) => {
  const viewer = requireViewer(c);
  const body = await readJson(c, close.body, myDataMessages);
  await closeOwnAccount(viewer, c.req.raw.headers, body);
  // The sessions are gone from the database already; the browser forgets its cookie too.
  deleteCookie(c, SESSION_COOKIE_NAME, {
    path: '/',
    secure: SESSION_COOKIE_NAME.startsWith('__Secure-'),
  });
  return c.json({ ok: true, next: '/' });
});
