// The messages domain's types and rules, safe for the browser (spec 001 §2 Messages, §3 Message
// channel and Message, §4 Messaging, §9 limits).
import { dateFormat, formatInstantDate } from '../../shared/dates.ts';

/** The live window: the last 50 messages (spec 001 §7, §9). */
export const FIRST_PAGE_SIZE = 50;
/** Older pages on scroll up. */
export const NEXT_PAGE_SIZE = 25;
export const MAX_BODY_LENGTH = 2000;
/** At most this many messages marked read in one call. */
export const MAX_MARK_READ = 500;
/** The message box grows to 5 rows. */
export const COMPOSER_MAX_ROWS = 5;
/** Timestamps older than this also show the date. */
export const DATE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type PartyInfo = {
  userIdNumber: string;
  firstName: string;
  lastName: string;
  imgUrlThumb: string | null;
};

export type LatestMessage = {
  id: string;
  body: string;
  isRead: boolean;
  /** The author's user number (spec 001 §3 latestMsg.userIdNumber). */
  userIdNumber: string;
  createdAt: string;
};

export type Channel = {
  channelId: string;
  familyInfo: PartyInfo;
  caregiverInfo: PartyInfo;
  /** The other member, as the viewer sees them. */
  other: PartyInfo;
  latestMsg: LatestMessage | null;
  /**
   * The user numbers of the members who blocked the other (spec 001 §3 blockedBy): either or
   * both; empty while nobody has. Nobody may send while it is not empty.
   */
  blockedBy: string[];
  /** Caregiver side: a job of this family to link 'View Job' to; null when none is open. */
  jobId: string | null;
  createdAt: string;
};

export type Message = {
  id: string;
  channelId: string;
  body: string;
  createdAt: string;
  userIdNumber: string;
  firstName: string;
  lastName: string;
  isRead: boolean;
  /** Written by the viewer. */
  mine: boolean;
};

export type MessagePage = {
  messages: Message[];
  /** The id to pass as `before` for the next older page; null when there is none. */
  nextCursor: string | null;
};

/** The dashboard's Messages card (spec 001 §2): the latest message of the latest channel. */
export type LatestMessagesCard = {
  channels: Channel[];
  viewerUserIdNumber: string;
};

/** Props of the island `messages/messages-card` (placed by name on the dashboard). */
export type MessagesCardProps = {
  /** Null: not loaded yet (spinner). A failed load arrives as loaded and empty. */
  initial: LatestMessagesCard | null;
  viewerUserIdNumber: string;
};

/** Props of the island `messages/message-button` (placed by name on a caregiver's profile). */
export type MessageButtonProps = {
  userIdNumber: string;
  className?: string;
  /** E.g. on an inactive job posting (spec 002 §4: Message is disabled when inactive). */
  disabled?: boolean;
};

/** A channel's list marker: the latest message is unread and the other party sent it. */
export function hasUnreadFromOther(channel: Channel, viewerUserIdNumber: string): boolean {
  const latest = channel.latestMsg;
  return !!latest && !latest.isRead && latest.userIdNumber !== viewerUserIdNumber;
}

/**
 * The dashboard card's unread styling, as spec 001 §2 words it: the latest message is not read
 * and its author is the current user (waiting to be read by the other party).
 */
export function cardShowsUnread(channel: Channel, viewerUserIdNumber: string): boolean {
  const latest = channel.latestMsg;
  return !!latest && !latest.isRead && latest.userIdNumber === viewerUserIdNumber;
}

export type BlockState = {
  /** The viewer blocked the other member: they may lift it (Unblock). */
  byMe: boolean;
  /** The other member blocked the viewer: only the other may lift it. */
  byOther: boolean;
  /** Anyone blocks: the box and Send are disabled for both (spec 001 §4). */
  blocked: boolean;
};

/** Who blocks, seen from the viewer (spec 001 §4 words each side's sentence from this). */
export function blockState(channel: Channel, viewerUserIdNumber: string): BlockState {
  const byMe = channel.blockedBy.includes(viewerUserIdNumber);
  const byOther = channel.blockedBy.some((n) => n !== viewerUserIdNumber);
  return { byMe, byOther, blocked: byMe || byOther };
}

/** Channels by latest message, newest first; channels without one by creation. */
export function sortChannels(channels: Channel[]): Channel[] {
  const at = (c: Channel) => Date.parse(c.latestMsg?.createdAt ?? c.createdAt);
  return [...channels].sort((a, b) => at(b) - at(a));
}

/** The channel to open: the one named, else the first (most recent) one; null when none. */
export function pickChannel(channels: Channel[], channelId: string | undefined): Channel | null {
  if (channels.length === 0) return null;
  const sorted = sortChannels(channels);
  return (channelId && sorted.find((c) => c.channelId === channelId)) || sorted[0];
}

/** Whether a timestamp also shows its date: older than 7 days (spec 001 §2, §9). */
export function showsDate(createdAt: string, now: number): boolean {
  return now - Date.parse(createdAt) > DATE_AFTER_MS;
}

/**
 * The zone message times are read in. A message has no care location, and the page is rendered
 * on the server and hydrated in the browser, which must agree: the product's home zone.
 */
export const MESSAGE_TIME_ZONE = 'America/Toronto';

/** A message's timestamp: the time, and the date too when it is older than 7 days. */
export function formatTimestamp(
  createdAt: string,
  now: number,
  locale: 'en' | 'fr',
  timeZone = MESSAGE_TIME_ZONE,
): string {
  const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })
    .format(new Date(createdAt));
  if (!showsDate(createdAt, now)) return time;
  return `${formatInstantDate(createdAt, locale, timeZone)} ${time}`;
}

export type ComposerKey = { key: string; shiftKey: boolean; isComposing?: boolean };

/**
 * What a key does in the message box: Enter sends, Shift+Enter inserts a newline (the
 * browser's default), anything else types. An IME composition's Enter is the IME's.
 */
export function composerKeyAction(e: ComposerKey): 'send' | 'default' {
  if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) return 'send';
  return 'default';
}

/** The text to send: trimmed; null when blank (a blank message is not sent). */
export function messageToSend(draft: string): string | null {
  const body = draft.trim();
  return body.length === 0 ? null : body;
}

/** Rows of the message box: one per line, up to 5. */
export function composerRows(draft: string): number {
  return Math.min(COMPOSER_MAX_ROWS, Math.max(1, draft.split('\n').length));
}

/**
 * A channel list after a message changed (the live feed): an insert becomes its channel's latest
 * message when newer; an update of the latest message (read) updates the summary. Channels not
 * in the list are left to their own announcement.
 */
export function applyMessageToChannels(
  channels: Channel[],
  message: Message,
  op: 'insert' | 'update' | 'delete',
): Channel[] {
  return channels.map((c) => {
    if (c.channelId !== message.channelId) return c;
    const latest = c.latestMsg;
    if (op === 'insert' && (!latest || latest.createdAt <= message.createdAt)) {
      return {
        ...c,
        latestMsg: {
          id: message.id,
          body: message.body,
          isRead: message.isRead,
          userIdNumber: message.userIdNumber,
          createdAt: message.createdAt,
        },
      };
    }
    if (op === 'update' && latest?.id === message.id) {
      return { ...c, latestMsg: { ...latest, isRead: message.isRead } };
    }
    return c;
  });
}

/** Adds or replaces messages by id, oldest first. */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1
  );
}
