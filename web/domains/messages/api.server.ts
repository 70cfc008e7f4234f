// The messages API (spec 001 §7, spec 002 POST /message/new/{userIdNumber}), mounted at
// /api/message: parse with the schema, call an action (each runs as the signed-in user, so
// row-level security decides which channels a call can reach), answer JSON. Errors carry catalog
// keys, answered in the caller's language by the app.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  badRequest,
  fieldErrorsFrom,
  parseWith,
  readJson,
  validating,
} from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { commonMessages } from '../../shared/common-messages.ts';
import { text } from '../../shared/i18n.tsx';
import {
  blockChannel,
  listChannels,
  listMessages,
  markRead,
  openChannel,
  sendMessage,
  unblockChannel,
} from './actions.server.ts';
import { messageMessages } from './messages.ts';
import {
  ChannelIdSchema,
  MarkReadSchema,
  PageQuerySchema,
  SendSchema,
  UserIdNumberSchema,
} from './schemas.ts';

export const messagesApi = new Hono<AppEnv>();

/** A path parameter checked by `schema`; a bad one is a 404 with the schema's message. */
function param<S extends v.GenericSchema>(schema: S, value: string | undefined): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const [first] = Object.values(fieldErrorsFrom(result.issues, messageMessages));
    throw badRequest(first);
  }
  return result.output;
}

const noStore = { 'Cache-Control': 'private, no-store' };
const describe = describeRoutes('Messages');

/** The channel id in the path, checked (a bad one is a 400). */
const channel = { channelId: ChannelIdSchema };
const Party = v.looseObject({ userIdNumber: v.string(), firstName: v.string() });
const Channel = record('Channel', 'messages/model.ts', {
  channelId: v.string(),
  familyInfo: Party,
  caregiverInfo: Party,
  other: Party,
  latestMsg: v.nullable(v.looseObject({ id: v.string(), body: v.string() })),
  blockedBy: v.array(v.string()),
  createdAt: v.string(),
});
const Message = record('Message', 'messages/model.ts', {
  id: v.string(),
  channelId: v.string(),
  body: v.string(),
  createdAt: v.string(),
  userIdNumber: v.string(),
  isRead: v.boolean(),
  mine: v.boolean(),
});

messagesApi.get(
  '/',
  describe({
    summary: "The caller's conversations, with each one's latest message.",
    answers: { 200: v.object({ channels: v.array(Channel) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({ channels: await listChannels(viewer) }, 200, noStore);
  },
);

// Spec 002: the body may carry firstName, lastName, imgUrlThumb; the server reads both members'
// names itself, so the body is ignored (and may be empty).
const open = describe({
  summary: 'A family opens (or finds) its conversation with a Care Pro.',
  description: 'A body (names, picture) is accepted and ignored.',
  params: { userIdNumber: UserIdNumberSchema },
  answers: { 200: v.object({ channelId: v.string() }) },
  errors: [400, 404],
});
messagesApi.post('/new/:userIdNumber', open, async (c) => {
  const viewer = requireViewer(c);
  const userIdNumber = param(open.params.userIdNumber, c.req.param('userIdNumber'));
  const channelId = await openChannel(viewer, userIdNumber);
  return c.json({ channelId });
});

const readPage = describe({
  summary: "A conversation's messages, newest first, a page at a time.",
  params: channel,
  query: PageQuerySchema,
  answers: {
    200: v.object({
      messages: v.array(Message),
      nextCursor: v.pipe(v.nullable(v.string()), v.description('`before` for the next page.')),
    }),
  },
  errors: [400],
});
messagesApi.get('/:channelId', readPage, async (c) => {
  const viewer = requireViewer(c);
  const channelId = param(readPage.params.channelId, c.req.param('channelId'));
  const query = v.safeParse(validating(c, 'query', readPage.query), {
    before: c.req.query('before') || undefined,
  });
  if (!query.success) {
    const [first] = Object.values(fieldErrorsFrom(query.issues, messageMessages));
    throw badRequest(first);
  }
  const page = await listMessages(viewer, channelId, query.output.before);
  return c.json(page, 200, noStore);
});

const sendRoute = describe({
  summary: 'Sends a message in a conversation (not while either side blocks it).',
  params: channel,
  body: SendSchema,
  answers: { 201: Message },
  errors: [409],
});
messagesApi.post('/:channelId', sendRoute, async (c) => {
  const viewer = requireViewer(c);
  const channelId = param(sendRoute.params.channelId, c.req.param('channelId'));
  const { body } = await readJson(c, sendRoute.body, messageMessages);
  const message = await sendMessage(viewer, channelId, body);
  return c.json(message, 201);
});

const markReadRoute = describe({
  summary: "Marks the other party's messages read: those listed, or (no body) all of them.",
  description: 'The spec sends the array of unread messages (objects with `id`, or ids); ' +
    '`{ "ids": [...] }` is accepted too.',
  params: channel,
  body: MarkReadSchema,
  bodyOptional: true,
  answers: { 200: v.object({ updated: v.number() }) },
});
messagesApi.post('/:channelId/mark-read', markReadRoute, async (c) => {
  const viewer = requireViewer(c);
  const channelId = param(markReadRoute.params.channelId, c.req.param('channelId'));
  const raw = await c.req.text();
  let ids: string[] | null = null;
  if (raw.trim() !== '') {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest(text(commonMessages, 'invalidJson'));
    }
    const list = Array.isArray(body)
      ? body
      : body && typeof body === 'object' && Array.isArray((body as { ids?: unknown }).ids)
      ? (body as { ids: unknown[] }).ids
      : null;
    if (!list) throw badRequest(text(messageMessages, 'idsInvalid'));
    ids = parseWith(validating(c, 'body', markReadRoute.body), list, messageMessages);
  }
  const updated = await markRead(viewer, channelId, ids);
  return c.json({ updated });
});

const block = describe({
  summary: 'Blocks a conversation (from our own pages only).',
  params: channel,
  answers: { 200: Channel },
});
messagesApi.get('/:channelId/block', block, async (c) => {
  const viewer = requireViewer(c);
  const channelId = param(block.params.channelId, c.req.param('channelId'));
  return c.json(await blockChannel(viewer, channelId), 200, noStore);
});

const unblock = describe({
  summary: 'Unblocks a conversation the caller blocked (from our own pages only).',
  params: channel,
  answers: { 200: Channel },
});
messagesApi.get('/:channelId/unblock', unblock, async (c) => {
  const viewer = requireViewer(c);
  const channelId = param(unblock.params.channelId, c.req.param('channelId'));
  return c.json(await unblockChannel(viewer, channelId), 200, noStore);
});
