// The notifications API (spec 000 §7, §4), mounted at /api/notifications. Everything runs as
// the signed-in user, so row-level security decides which rows a call can see or change.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { asUser } from '../../server/db.server.ts';
import { ApiError } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { translator } from '../../shared/i18n.tsx';
import { notificationApiMessages } from './messages.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  unreadNotificationCount,
} from './notifications.server.ts';
import { ListQuerySchema, MarkReadSchema, MSG } from './schemas.ts';

type ApiMessageKey = keyof typeof MSG;

/** A field error in the caller's language; the schemas carry the English text. */
function fail(c: Context<AppEnv>, status: 400 | 422, englishOrKey: string) {
  const key = (Object.keys(MSG) as ApiMessageKey[]).find((k) =>
    k === englishOrKey || MSG[k] === englishOrKey
  );
  const t = translator(notificationApiMessages, c.get('locale') ?? 'en');
  return new ApiError(status, { general: key ? t(key) : englishOrKey });
}

export const notificationsApi = new Hono<AppEnv>();

notificationsApi.get('/', async (c) => {
  const viewer = requireViewer(c);
  const query = v.safeParse(ListQuerySchema, {
    before: c.req.query('before'),
    limit: c.req.query('limit'),
  });
  if (!query.success) throw fail(c, 400, query.issues[0].message);
  const page = await asUser(
    viewer,
    (tx) =>
      listNotifications(tx, viewer.id, { before: query.output.before, limit: query.output.limit }),
  );
  c.header('Cache-Control', 'private, no-store');
  return c.json(page);
});

notificationsApi.get('/unread-count', async (c) => {
  const viewer = requireViewer(c);
  const count = await asUser(viewer, (tx) => unreadNotificationCount(tx, viewer.id));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ count });
});

notificationsApi.post('/mark_read', async (c) => {
  const viewer = requireViewer(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw fail(c, 400, 'invalidJson');
  }
  const ids = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body &&
      Array.isArray((body as { ids: unknown }).ids)
    ? (body as { ids: unknown[] }).ids
    : null;
  if (!ids) throw fail(c, 400, 'idsShape');
  const parsed = v.safeParse(MarkReadSchema, ids);
  if (!parsed.success) throw fail(c, 422, parsed.issues[0].message);
  const updated = await asUser(viewer, (tx) => markNotificationsRead(tx, viewer.id, parsed.output));
  return c.json({ updated });
});

notificationsApi.post('/mark_all_read', async (c) => {
  const viewer = requireViewer(c);
  const updated = await asUser(viewer, (tx) => markAllNotificationsRead(tx, viewer.id));
  return c.json({ updated });
});
