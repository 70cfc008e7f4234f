// The admin API (/api/admin/…): staff close a duplicate or breaching account (spec 000 §1,
// issue 20 point 32). Parse, call the accounts domain's one closing rule, answer; no SQL here.
import { Hono } from 'hono';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, OkAnswer } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { closeAccount } from '../accounts/actions.server.ts';
import { adminMessages } from './messages.ts';
import { CloseAccountSchema } from './schemas.ts';

export const adminApi = new Hono<AppEnv>();
const describe = describeRoutes('Staff');

const closeRoute = describe({
  summary: 'Staff close an account (a duplicate or a breach), with the reason.',
  body: CloseAccountSchema,
  answers: { 200: OkAnswer },
  errors: [409],
});
adminApi.post('/admin/accounts/:accountId/close', closeRoute, async (c) => {
  const viewer = requireViewer(c);
  const { reason } = await readJson(c, closeRoute.body, adminMessages);
  // Whether the viewer is staff is decided by the rule itself, in the database (ADR 040).
  await closeAccount(viewer, c.req.param('accountId'), 'admin', reason);
  return c.json({ ok: true });
});
