// The messages domain's verbs: the only server file other domains import (the dashboard's card
// reads `latestMessages`).
//
// Reading, sending, marking read and blocking run as the signed-in user (`asUser`), so row-level
// security keeps every call inside the viewer's own channels, and the database refuses a message
// in a blocked channel even if a check here were missed. Opening a channel is on the service
// path, saying why; the isMessage flag is set by the message's insert (a definer trigger).
import { asService, asUser, asUserInOneTrip, type Tx } from '../../server/db.server.ts';
import { forbidden, notFound } from '../../server/http.server.ts';
import { pgCode } from '../../server/pg-error.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { messageMessages } from './messages.ts';
import type { Channel, LatestMessagesCard, Message, MessagePage } from './model.ts';
import {
  insertMessage,
  markMessagesRead,
  type MessageRow,
  selectChannel,
  selectChannelMembers,
  selectChannels,
  selectMessagePage,
  selectParty,
  setOwnBlock,
  toMessage,
  upsertChannel,
} from './queries.server.ts';

type Actor = Pick<Viewer, 'id' | 'email' | 'userType' | 'status'>;

const say = (key: keyof typeof messageMessages.en) => text(messageMessages, key);

/** Postgres' "insufficient privilege": here, the insert policy refusing a blocked channel. */
const isRefusedByPolicy = (err: unknown) => pgCode(err) === '42501';

/**
 * Opens (or returns) the channel between the viewer and the user numbered `userIdNumber`: a
 * family and a caregiver, the caregiver's background check approved (spec 002: messaging
 * requires isBgCheck). Service path: neither member may read the other's profile row to copy
 * their name and picture, and channels are written by the server only. The database checks the
 * background check again (private.check_channel_members).
 */
export async function openChannel(viewer: Actor, userIdNumber: string): Promise<string> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') {
    throw forbidden(say('sameType'));
  }
  // The flag the page knows, checked first for a clear answer; the database's copy decides below.
  if (viewer.userType === 'caregiver' && !viewer.status.isBgCheck) {
    throw forbidden(say('notBgChecked'));
  }
  return await asService(async (tx) => {
    const me = await selectParty(tx, { id: viewer.id });
    const other = await selectParty(tx, { userIdNumber });
    if (!me || !other || other.id === me.id) throw notFound(say('userNotFound'));
    if (other.userType === me.userType || other.userType === 'admin') {
      throw forbidden(say('sameType'));
    }
    const family = me.userType === 'family' ? me : other;
    const caregiver = me.userType === 'caregiver' ? me : other;
    if (!caregiver.isBgCheck) {
      throw forbidden(say(caregiver === me ? 'notBgChecked' : 'caregiverNotAvailable'));
    }
    return await upsertChannel(tx, family, caregiver);
  });
}

/** The viewer's channels, latest message first. */
export function listChannels(viewer: Actor): Promise<Channel[]> {
  return asUser(viewer, (tx) => selectChannels(tx, viewer.id));
}

/** One channel of the viewer's; 404 when it is not theirs (or does not exist). */
export async function readChannel(viewer: Actor, channelId: string): Promise<Channel> {
  const channel = await asUser(viewer, (tx) => selectChannel(tx, viewer.id, channelId));
  if (!channel) throw notFound(say('channelInvalid'));
  return channel;
}

/** The last 50 messages, or the 25 before the message `before`, oldest first. */
export function listMessages(
  viewer: Actor,
  channelId: string,
  before?: string | null,
): Promise<MessagePage> {
  return asUser(viewer, async (tx) => {
    if (!await selectChannelMembers(tx, channelId, viewer.id)) {
      throw notFound(say('channelInvalid'));
    }
    return await selectMessagePage(tx, viewer.id, channelId, before);
  });
}

/**
 * Sends `body` (already trimmed and checked by the schema) as the viewer. While either member
 * blocks, both are refused with 403 and the spec's sentence for the sender's side; the insert
 * policy refuses it too, also when a block lands in between.
 */
export async function sendMessage(
  viewer: Actor,
  channelId: string,
  body: string,
): Promise<Message> {
  // One transaction of one statement, in one round trip on the way to a 201: the insert also
  // updates the channel's latest-message summary, sets the sender's isMessage flag while it is
  // not yet set (both by triggers: members may write neither) and announces the message once to
  // both members; BEGIN, the claims and COMMIT travel with it.
  let row: MessageRow | undefined;
  try {
    [row] = await asUserInOneTrip(viewer, (tx) => insertMessage(tx, viewer.id, channelId, body));
  } catch (err) {
    if (!isRefusedByPolicy(err)) throw err;
  }
  if (row) return toMessage(row, viewer.id);
  // Nothing written: not the viewer's channel (404) or blocked (403, worded for the sender).
  const channel = await asUser(viewer, (tx) => selectChannelMembers(tx, channelId, viewer.id));
  if (!channel) throw notFound(say('channelInvalid'));
  throw forbidden(say(channel.blockedByViewer ? 'blockedByMe' : 'blockedByOther'));
}

/** Marks the other party's messages read: those named, or every one when `ids` is null. */
export function markRead(viewer: Actor, channelId: string, ids: string[] | null): Promise<number> {
  return asUser(viewer, async (tx) => {
    if (!await selectChannelMembers(tx, channelId, viewer.id)) {
      throw notFound(say('channelInvalid'));
    }
    if (ids && ids.length === 0) return 0;
    return await markMessagesRead(tx, viewer.id, channelId, ids);
  });
}

/**
 * The viewer blocks the other member (spec 001 §3-§4: blockedBy is a list, so either member may,
 * whoever blocked first). Blocking twice is the same block.
 */
export function blockChannel(viewer: Actor, channelId: string): Promise<Channel> {
  return asUser(viewer, async (tx) => {
    const channel = await selectChannelMembers(tx, channelId, viewer.id);
    if (!channel) throw notFound(say('channelInvalid'));
    if (!channel.blockedByViewer) await setOwnBlock(tx, channelId, viewer.id, true);
    return (await selectChannel(tx, viewer.id, channelId))!;
  });
}

/**
 * The viewer lifts their own block; the other member's block stays (403 when it is the only
 * one, since the viewer has nothing of theirs to lift). The database refuses the other's too.
 */
export function unblockChannel(viewer: Actor, channelId: string): Promise<Channel> {
  return asUser(viewer, async (tx) => {
    const channel = await selectChannelMembers(tx, channelId, viewer.id);
    if (!channel) throw notFound(say('channelInvalid'));
    if (channel.blockedByViewer) await setOwnBlock(tx, channelId, viewer.id, false);
    else if (channel.blockedByOther) throw forbidden(say('notBlocker'));
    return (await selectChannel(tx, viewer.id, channelId))!;
  });
}

/**
 * The dashboard's Messages card (spec 001 §2, §7 'the dashboard preview uses the last 1'): the
 * viewer's most recent channel that has a message, with that latest message (`limit` channels
 * with messages, latest first). Throws on failure; the dashboard shows the card loaded and empty.
 */
export async function latestMessages(
  viewer: Actor & Pick<Viewer, 'userIdNumber'>,
  limit = 1,
): Promise<LatestMessagesCard> {
  return await asUser(viewer, (tx) => latestMessagesIn(tx, viewer, limit));
}

/**
 * latestMessages in the caller's transaction `tx`, which must already run as the viewer
 * (asUser); it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function latestMessagesIn(
  tx: Tx,
  viewer: Actor & Pick<Viewer, 'userIdNumber'>,
  limit = 1,
): Promise<LatestMessagesCard> {
  const channels = await selectChannels(tx, viewer.id, limit, true);
  return { channels, viewerUserIdNumber: viewer.userIdNumber };
}
