// The notifications API (spec 000 §7, §4), mounted at /api/notifications: parse with the schema,
// call an action (each runs as the signed-in user, so row-level security decides which rows a
// call can see or change), answer JSON. Errors carry catalog keys, answered in the caller's
// language by the app.
import { Hono } from 'hono';
import * as v from 'valibot';
import { badRequest, fieldErrorsFrom, parseWith } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { commonMessages } from '../../shared/common-messages.ts';
import { text } from '../../shared/i18n.tsx';
import { countUnread, listNotifications, markRead } from './actions.server.ts';
import { notificationMessages } from './messages.ts';
import { ListQuerySchema, MarkReadSchema } from './schemas.ts';

export const notificationsApi = new Hono<AppEnv>();

notificationsApi.get('/', async (c) => {
  const viewer = requireViewer(c);
  const query = v.safeParse(ListQuerySchema, {
    before: c.req.query('before'),
    limit: c.req.query('limit'),
  });
  if (!query.success) {
    // A bad query string is a 400 with one general message (the first problem found).
    const [first] = Object.values(fieldErrorsFrom(query.issues, notificationMessages));
    throw badRequest(first);
  }
  const page = await listNotifications(viewer, query.output);
  c.header('Cache-Control', 'private, no-store');
  return c.json(page);
});

notificationsApi.get('/unread-count', async (c) => {
  const viewer = requireViewer(c);
  const count = await countUnread(viewer);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ count });
});

notificationsApi.post('/mark_read', async (c) => {
  const viewer = requireViewer(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(text(commonMessages, 'invalidJson'));
  }
  const ids = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body &&
      Array.isArray((body as { ids: unknown }).ids)
    ? (body as { ids: unknown[] }).ids
    : null;
  if (!ids) throw badRequest(text(notificationMessages, 'idsShape'));
  const updated = await markRead(viewer, parseWith(MarkReadSchema, ids, notificationMessages));
  return c.json({ updated });
});
