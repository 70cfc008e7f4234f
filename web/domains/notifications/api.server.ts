// The notifications API (spec 000 §7, §4), mounted at /api/notifications: parse with the schema,
// call an action (each runs as the signed-in user, so row-level security decides which rows a
// call can see or change), answer JSON. Errors carry catalog keys, answered in the caller's
// language by the app.
import { Hono } from 'hono';
import * as v from 'valibot';
import { badRequest, fieldErrorsFrom, parseWith, validating } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { commonMessages } from '../../shared/common-messages.ts';
import { text } from '../../shared/i18n.tsx';
import { countUnread, listNotifications, markRead } from './actions.server.ts';
import { notificationMessages } from './messages.ts';
import { ListQuerySchema, MarkReadSchema } from './schemas.ts';

export const notificationsApi = new Hono<AppEnv>();
const describe = describeRoutes('Notifications');

const list = describe({
  summary: "The caller's notifications, newest first, a page at a time.",
  query: ListQuerySchema,
  answers: {
    200: v.object({
      notifications: v.array(record('Notification', 'notifications/model.ts', {
        id: v.string(),
        class: v.string(),
        message: v.string(),
        read: v.boolean(),
        createdAt: v.string(),
      })),
      nextCursor: v.pipe(v.nullable(v.string()), v.description('`before` for the next page.')),
    }),
  },
  errors: [400],
});
notificationsApi.get('/', list, async (c) => {
  const viewer = requireViewer(c);
  const query = v.safeParse(validating(c, 'query', list.query), {
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

notificationsApi.get(
  '/unread-count',
  describe({
    summary: "How many of the caller's notifications are unread.",
    answers: { 200: v.object({ count: v.number() }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const count = await countUnread(viewer);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ count });
  },
);

const markReadRoute = describe({
  summary: 'Marks notifications read, by id.',
  description: 'The spec sends a bare array of ids; `{ "ids": [...] }` is accepted too.',
  body: MarkReadSchema,
  answers: { 200: v.object({ updated: v.number() }) },
});
notificationsApi.post('/mark_read', markReadRoute, async (c) => {
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
  const updated = await markRead(
    viewer,
    parseWith(validating(c, 'body', markReadRoute.body), ids, notificationMessages),
  );
  return c.json({ updated });
});
