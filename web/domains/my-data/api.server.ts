// The my-data API (/api/my-data/…, issue 22 point 5): parse, call an action, answer; no SQL.
// Every route is a signed-in person's own business; the download also needs the emailed token.
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { SESSION_COOKIE_NAME } from '../../server/auth.server.ts';
import { readJson } from '../../server/http.server.ts';
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

myDataApi.get('/my-data/export', async (c) => {
  const viewer = requireViewer(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await readExportStatus(viewer));
});

myDataApi.post('/my-data/export', async (c) => {
  const viewer = requireViewer(c);
  return c.json(await requestExport(viewer), 202);
});

myDataApi.post('/my-data/download', async (c) => {
  const viewer = requireViewer(c);
  const { token } = await readJson(c, DownloadSchema, myDataMessages);
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

myDataApi.post('/my-data/close', async (c) => {
  const viewer = requireViewer(c);
  const body = await readJson(c, CloseOwnAccountSchema, myDataMessages);
  await closeOwnAccount(viewer, c.req.raw.headers, body);
  // The sessions are gone from the database already; the browser forgets its cookie too.
  deleteCookie(c, SESSION_COOKIE_NAME, {
    path: '/',
    secure: SESSION_COOKIE_NAME.startsWith('__Secure-'),
  });
  return c.json({ ok: true, next: '/' });
});
