// The messenger's state (spec 001 §2 Messages, §4 Messaging) and the rules that move it: what the
// live feed, a refetch, an older page, a send or a block answer do to the channel list and the
// open chat. Pure (no React, no fetch), so each rule is tested without a browser.
import {
  applyMessageToChannels,
  type Channel,
  mergeMessages,
  type Message,
  type MessagePage,
  messageToSend,
  type PartyInfo,
} from '../model.ts';

export type MessengerState = {
  channels: Channel[];
  /** The open chat's loaded messages, oldest first. */
  messages: Message[];
  /** The cursor of the next older page; null when everything is loaded. */
  nextCursor: string | null;
  loadingOlder: boolean;
  draft: string;
  sending: boolean;
  /** Who wrote the last message that arrived live in the open chat ('' until one does). */
  arrivedFrom: string;
};

export type MessengerAction =
  /** A refetch on `ready`: null where that request failed. */
  | { type: 'refreshed'; channels: Channel[] | null; messages: Message[] | null }
  /** A message inserted or changed, from the live feed. */
  | {
    type: 'liveMessage';
    op: 'insert' | 'update' | 'delete';
    row: Message;
    activeId: string | null;
  }
  /** A channel inserted, changed or deleted, from the live feed. */
  | { type: 'liveChannel'; op: 'insert' | 'update' | 'delete'; id: string; row: Channel | null }
  /** A channel as an answer returned it (block, unblock). */
  | { type: 'channel'; row: Channel }
  | { type: 'olderLoading' }
  /** An older page; null when the request failed. */
  | { type: 'olderLoaded'; page: MessagePage | null }
  | { type: 'markedRead'; ids: string[] }
  | { type: 'draft'; text: string }
  | { type: 'sending' }
  /** The stored message; null when the send failed (the draft stays for another try). */
  | { type: 'sent'; message: Message | null };

export function initialMessengerState(
  channels: Channel[],
  page: MessagePage | null,
): MessengerState {
  return {
    channels,
    messages: page?.messages ?? [],
    nextCursor: page?.nextCursor ?? null,
    loadingOlder: false,
    draft: '',
    sending: false,
    arrivedFrom: '',
  };
}

/** The channel list with `row` in place of its older copy (or added). */
export function upsertChannel(list: Channel[], row: Channel): Channel[] {
  return [...list.filter((c) => c.channelId !== row.channelId), row];
}

export function messengerReducer(state: MessengerState, action: MessengerAction): MessengerState {
  switch (action.type) {
    case 'refreshed':
      return {
        ...state,
        channels: action.channels ?? state.channels,
        // The newest page joins what is loaded; older pages already loaded stay.
        messages: action.messages ? mergeMessages(state.messages, action.messages) : state.messages,
      };
    case 'liveMessage': {
      const { row, op } = action;
      // The list's latest message and unread marker follow every channel's messages.
      const channels = applyMessageToChannels(state.channels, row, op);
      if (row.channelId !== action.activeId) return { ...state, channels };
      const arrived = op === 'insert' && !row.mine;
      return {
        ...state,
        channels,
        messages: mergeMessages(state.messages, [row]),
        arrivedFrom: arrived ? `${row.firstName} ${row.lastName}`.trim() : state.arrivedFrom,
      };
    }
    case 'liveChannel':
      if (action.op === 'delete') {
        return { ...state, channels: state.channels.filter((c) => c.channelId !== action.id) };
      }
      return action.row ? { ...state, channels: upsertChannel(state.channels, action.row) } : state;
    case 'channel':
      return { ...state, channels: upsertChannel(state.channels, action.row) };
    case 'olderLoading':
      return { ...state, loadingOlder: true };
    case 'olderLoaded':
      if (!action.page) return { ...state, loadingOlder: false };
      return {
        ...state,
        loadingOlder: false,
        messages: mergeMessages(state.messages, action.page.messages),
        nextCursor: action.page.nextCursor,
      };
    case 'markedRead': {
      const ids = new Set(action.ids);
      return {
        ...state,
        messages: state.messages.map((m) => ids.has(m.id) ? { ...m, isRead: true } : m),
      };
    }
    case 'draft':
      return { ...state, draft: action.text };
    case 'sending':
      return { ...state, sending: true };
    case 'sent': {
      const message = action.message;
      if (!message) return { ...state, sending: false };
      return {
        ...state,
        sending: false,
        draft: '',
        messages: mergeMessages(state.messages, [message]),
        channels: applyMessageToChannels(state.channels, message, 'insert'),
      };
    }
  }
}

/** What Send sends now: the trimmed draft, or null while there is nothing or no way to send. */
export function sendable(
  state: Pick<MessengerState, 'draft' | 'sending'>,
  channelOpen: boolean,
  blocked: boolean,
): string | null {
  if (!channelOpen || blocked || state.sending) return null;
  return messageToSend(state.draft);
}

/** The other party's unread messages not already being marked: what to mark read now. */
export function unreadToMark(messages: Message[], pending: ReadonlySet<string>): Message[] {
  return messages.filter((m) => !m.mine && !m.isRead && !pending.has(m.id));
}

/** Near enough the bottom that new messages keep the newest in view. */
export function nearBottom(
  el: { scrollHeight: number; scrollTop: number; clientHeight: number },
  slackPx = 40,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < slackPx;
}

export const partyName = (p: PartyInfo) => `${p.firstName} ${p.lastName}`.trim();

export const initials = (p: PartyInfo) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?';

/**
 * The menu's link to the other party: a family sees the caregiver's profile; a caregiver the
 * family's open job, or the job list when none is open.
 */
export function profileLink(
  channel: Channel,
  viewerType: 'family' | 'caregiver',
): { href: string; label: 'viewProfile' | 'viewJob' } {
  if (viewerType === 'family') {
    return { href: `/caregiver/${channel.other.userIdNumber}`, label: 'viewProfile' };
  }
  return { href: channel.jobId ? `/job/${channel.jobId}` : '/jobs', label: 'viewJob' };
}
