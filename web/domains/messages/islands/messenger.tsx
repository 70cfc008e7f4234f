// The messenger (spec 001 §2 Messages, §4 Messaging): the channel list and the open chat, live
// over the page's one WebSocket (ui/messenger-live.ts: the feed, the refetch on each `ready`,
// marking the other party's messages on screen read). The rules live in ui/messenger-state.ts,
// the markup in ui/channel-list.tsx and ui/chat-parts.tsx; this file adds presses and scrolling.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { useServerClock } from '../../../shared/server-clock.ts';
import { messageMessages } from '../messages.ts';
import {
  blockState,
  type Channel,
  type Message,
  type MessagePage,
  messageToSend,
  sortChannels,
} from '../model.ts';
import { ChannelList } from '../ui/channel-list.tsx';
import { BlockedNotice, ChatHeader, ChatMessages, Composer } from '../ui/chat-parts.tsx';
import {
  initialMessengerState,
  messengerReducer,
  nearBottom,
  sendable,
} from '../ui/messenger-state.ts';
import { useMarkRead, useMessengerLive } from '../ui/messenger-live.ts';

export type MessengerProps = {
  channels: Channel[];
  activeId: string | null;
  page: MessagePage | null;
  viewerUserIdNumber: string;
  viewerType: 'family' | 'caregiver';
  /** When the server rendered the page: the first render uses it so server and browser agree. */
  serverNow: string;
};

const CLOCK_TICK_MS = 60_000;
/** Older messages load when the chat is scrolled this close to its top. */
const TOP_THRESHOLD_PX = 80;

export default function Messenger(props: MessengerProps) {
  const { viewerUserIdNumber, viewerType, serverNow, activeId } = props;
  const t = useT(messageMessages);
  const [state, dispatch] = useReducer(
    messengerReducer,
    null,
    () => initialMessengerState(props.channels, props.page),
  );
  const { channels, messages, nextCursor, loadingOlder } = state;
  const now = useServerClock(serverNow, CLOCK_TICK_MS);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const cursorRef = useRef(nextCursor);
  cursorRef.current = nextCursor;

  const active = useMemo(
    () => channels.find((c) => c.channelId === activeId) ?? null,
    [channels, activeId],
  );
  const sorted = useMemo(() => sortChannels(channels), [channels]);
  const block = active
    ? blockState(active, viewerUserIdNumber)
    : { byMe: false, byOther: false, blocked: false };

  useMessengerLive(activeId, dispatch);
  useMarkRead(activeId, messages, dispatch);

  // Keep the newest message in view unless the reader scrolled up to read older ones.
  useEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const loadOlder = useCallback(async () => {
    const cursor = cursorRef.current;
    if (!activeId || !cursor || loadingOlder) return;
    dispatch({ type: 'olderLoading' });
    const el = scroller.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    const res = await api<MessagePage>(
      'GET',
      `/api/message/${activeId}?before=${encodeURIComponent(cursor)}`,
    );
    if (res.ok) stickToBottom.current = false;
    dispatch({ type: 'olderLoaded', page: res.ok ? res.data : null });
    if (!res.ok) return;
    // Keep the message the reader was looking at where it was.
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - fromBottom;
    });
  }, [activeId, loadingOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = nearBottom(el);
    if (el.scrollTop < TOP_THRESHOLD_PX) void loadOlder();
  };

  const send = async () => {
    const body = sendable(state, !!activeId, block.blocked);
    if (!body || !activeId) return;
    dispatch({ type: 'sending' });
    const res = await api<Message>('POST', `/api/message/${activeId}`, { body });
    if (!res.ok) {
      // Failures are logged only (spec 001 §8); the draft stays for another try. A refusal
      // because someone blocked in the meantime arrives live and disables the box.
      console.warn('messages: send failed', res.errors);
      dispatch({ type: 'sent', message: null });
      return;
    }
    stickToBottom.current = true;
    dispatch({ type: 'sent', message: res.data });
  };

  const setBlocked = async (blocking: boolean) => {
    if (!activeId) return;
    const res = await api<Channel>(
      'GET',
      `/api/message/${activeId}/${blocking ? 'block' : 'unblock'}`,
    );
    if (!res.ok) {
      console.warn('messages: block failed', res.errors);
      return;
    }
    dispatch({ type: 'channel', row: res.data });
  };

  const composerDisabled = !active || block.blocked;

  return (
    <section
      className={`messenger${activeId ? ' messenger--open' : ''}`}
      aria-labelledby='messenger-title'
    >
      <h1 id='messenger-title' className='visually-hidden'>{t('title')}</h1>
      <div className='visually-hidden' role='status' aria-live='polite' aria-atomic='true'>
        {state.arrivedFrom && t('newMessage', { name: state.arrivedFrom })}
      </div>

      <ChannelList
        channels={sorted}
        activeId={activeId}
        viewerUserIdNumber={viewerUserIdNumber}
      />

      <div className='messenger__chat'>
        {active && (
          <ChatHeader
            channel={active}
            viewerType={viewerType}
            blockedByMe={block.byMe}
            onBlock={(blocking) => void setBlocked(blocking)}
          />
        )}

        <ChatMessages
          scrollerRef={scroller}
          onScroll={onScroll}
          channel={active}
          viewerType={viewerType}
          hasOlder={!!nextCursor}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          messages={messages}
          now={now}
        />

        {block.blocked && <BlockedNotice byMe={block.byMe} byOther={block.byOther} />}
        <Composer
          draft={state.draft}
          disabled={composerDisabled}
          sending={state.sending}
          canSend={messageToSend(state.draft) !== null}
          onDraft={(text) => dispatch({ type: 'draft', text })}
          onSend={() => void send()}
        />
      </div>
    </section>
  );
}
