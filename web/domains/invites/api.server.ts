// The invites API (spec 002 §7), mounted at /api/team/invite: parse with the schema, call an
// action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { parseWith, readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { inviteMessages } from './messages.ts';
import { InviteActionSchema, InvitePayloadSchema, RespondSchema } from './schemas.ts';

export const invitesApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Invites');

const Invite = record('TeamInvite', 'invites/model.ts', {
  id: v.string(),
  jobId: v.string(),
  createdAt: v.string(),
  startDate: v.string(),
  propWage: v.number(),
  message: v.string(),
  isRead: v.boolean(),
  isAccepted: v.boolean(),
  isDeclined: v.boolean(),
  familyInfo: v.looseObject({ userIdNumber: v.string() }),
  caregiverInfo: v.looseObject({ userIdNumber: v.string() }),
});

invitesApi.get(
  '/',
  describe({
    summary: "The caller's team invites: sent (family) or received (Care Pro).",
    answers: { 200: v.object({ invites: v.array(Invite) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ invites: await actions.listInvites(viewer) });
  },
);

const send = describe({
  summary: 'The family invites a checked Care Pro to its team, for one of its postings.',
  body: InvitePayloadSchema,
  answers: { 201: Invite },
  errors: [409],
});
invitesApi.post('/user/:userIdNumber', send, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, send.body, inviteMessages);
  const invite = await actions.sendInvite(viewer, c.req.param('userIdNumber'), input);
  return c.json(invite, 201);
});

invitesApi.get(
  '/:id/mark-read',
  describe({
    summary: 'The invited Care Pro marks an invite read (from our own pages only).',
    answers: { 200: Invite },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.markRead(viewer, c.req.param('id')));
  },
);

invitesApi.get(
  '/:id',
  describe({
    summary: 'An invite, to its family and its Care Pro.',
    answers: { 200: Invite },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readInvite(viewer, c.req.param('id')));
  },
);

const respond = describe({
  summary: 'The invited Care Pro accepts or declines, with a message.',
  params: { action: InviteActionSchema },
  body: RespondSchema,
  answers: {
    200: v.object({
      invite: Invite,
      memberId: v.pipe(v.nullable(v.string()), v.description('The new team member (accepted).')),
    }),
  },
  errors: [409],
});
invitesApi.post('/:id/:action', respond, async (c) => {
  const viewer = requireViewer(c);
  const action = parseWith(respond.params.action, c.req.param('action'), inviteMessages);
  const { returnMessage } = await readJson(c, respond.body, inviteMessages);
  const answer = await actions.respondToInvite(viewer, c.req.param('id'), action, returnMessage);
  return c.json(answer);
});
