// The messenger (spec 001 §2 Messages, §4 Messaging): the channel list and the open chat, live
// over the page's one WebSocket. New messages and channel changes arrive as they happen; on each
// `ready` (first connect, reconnect) the list and the chat are fetched again, coalesced. Messages
// of the other party on screen are marked read. Bodies are rendered as text, never as HTML.
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { messageMessages } from '../messages.ts';
import {
  applyMessageToChannels,
  blockState,
  type Channel,
  composerKeyAction,
  composerRows,
  formatTimestamp,
  hasUnreadFromOther,
  MAX_BODY_LENGTH,
  mergeMessages,
  type Message,
  type MessagePage,
  messageToSend,
  sortChannels,
} from '../model.ts';

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

const initials = (c: Channel) =>
  `${c.other.firstName.charAt(0)}${c.other.lastName.charAt(0)}`.toUpperCase() || '?';

function Avatar({ channel }: { channel: Channel }) {
  return channel.other.imgUrlThumb
    ? <img className='msg-avatar' src={channel.other.imgUrlThumb} alt='' width={40} height={40} />
    : (
      <span className='msg-avatar msg-avatar--initials' aria-hidden='true'>
        {initials(channel)}
      </span>
    );
}

export default function Messenger(props: MessengerProps) {
  const { viewerUserIdNumber, viewerType, serverNow } = props;
  const t = useT(messageMessages);
  const locale = useLocale();
  const [channels, setChannels] = useState<Channel[]>(props.channels);
  const activeId = props.activeId;
  const [messages, setMessages] = useState<Message[]>(props.page?.messages ?? []);
  const [nextCursor, setNextCursor] = useState<string | null>(props.page?.nextCursor ?? null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [now, setNow] = useState(() => Date.parse(serverNow));
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const marking = useRef(new Set<string>());
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

  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const timer = setInterval(() => setNow(Date.now() + offset), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [serverNow]);

  const upsertChannel = useCallback((row: Channel) => {
    setChannels((list) => {
      const others = list.filter((c) => c.channelId !== row.channelId);
      return [...others, row];
    });
  }, []);

  // Refetch on every `ready`: what changed while the socket was away, once, coalesced.
  const refresh = useMemo(
    () =>
      coalesce(async () => {
        const [list, page] = await Promise.all([
          api<{ channels: Channel[] }>('GET', '/api/message'),
          activeId ? api<MessagePage>('GET', `/api/message/${activeId}`) : Promise.resolve(null),
        ]);
        if (list.ok) setChannels(list.data.channels);
        // The newest page joins what is loaded; older pages already loaded stay.
        if (page?.ok) setMessages((current) => mergeMessages(current, page.data.messages));
      }),
    [activeId],
  );

  useEffect(() => {
    const offMessages = subscribe('messages', (change) => {
      const row = change.row as Message | null;
      if (!row) return;
      // The list's latest message and unread marker follow every channel's messages.
      setChannels((list) => applyMessageToChannels(list, row, change.op));
      if (row.channelId !== activeId) return;
      setMessages((current) => mergeMessages(current, [row]));
      if (change.op === 'insert' && !row.mine) {
        setAnnouncement(t('newMessage', { name: `${row.firstName} ${row.lastName}`.trim() }));
      }
    });
    const offChannels = subscribe('message_channels', (change) => {
      const row = change.row as Channel | null;
      if (change.op === 'delete') {
        setChannels((list) => list.filter((c) => c.channelId !== change.id));
      } else if (row) upsertChannel(row);
    });
    const offLive = onLive(() => refresh());
    return () => {
      offMessages();
      offChannels();
      offLive();
      refresh.cancel();
    };
  }, [activeId, refresh, t, upsertChannel]);

  // The other party's messages on screen are marked read (the chat is shown and the tab visible).
  useEffect(() => {
    if (!activeId) return;
    const markVisible = () => {
      if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
      const unread = messages.filter((m) => !m.mine && !m.isRead && !marking.current.has(m.id));
      if (unread.length === 0) return;
      unread.forEach((m) => marking.current.add(m.id));
      void api<{ updated: number }>(
        'POST',
        `/api/message/${activeId}/mark-read`,
        unread.map((m) => m.id),
      ).then((res) => {
        unread.forEach((m) => marking.current.delete(m.id));
        // Failures are logged only (spec 001 §8).
        if (!res.ok) console.warn('messages: mark-read failed', res.errors);
        else {
          const ids = new Set(unread.map((m) => m.id));
          setMessages((list) => list.map((m) => ids.has(m.id) ? { ...m, isRead: true } : m));
        }
      });
    };
    markVisible();
    document.addEventListener('visibilitychange', markVisible);
    return () => document.removeEventListener('visibilitychange', markVisible);
  }, [messages, activeId]);

  // Keep the newest message in view unless the reader scrolled up to read older ones.
  useEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const loadOlder = useCallback(async () => {
    const cursor = cursorRef.current;
    if (!activeId || !cursor || loadingOlder) return;
    setLoadingOlder(true);
    const el = scroller.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    const res = await api<MessagePage>(
      'GET',
      `/api/message/${activeId}?before=${encodeURIComponent(cursor)}`,
    );
    setLoadingOlder(false);
    if (!res.ok) return;
    stickToBottom.current = false;
    setMessages((current) => mergeMessages(current, res.data.messages));
    setNextCursor(res.data.nextCursor);
    // Keep the message the reader was looking at where it was.
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - fromBottom;
    });
  }, [activeId, loadingOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < TOP_THRESHOLD_PX) void loadOlder();
  };

  const send = async () => {
    const body = messageToSend(draft);
    if (!body || !activeId || sending || block.blocked) return;
    setSending(true);
    const res = await api<Message>('POST', `/api/message/${activeId}`, { body });
    setSending(false);
    if (!res.ok) {
      // Failures are logged only (spec 001 §8); the draft stays for another try. A refusal
      // because someone blocked in the meantime arrives live and disables the box.
      console.warn('messages: send failed', res.errors);
      return;
    }
    setDraft('');
    stickToBottom.current = true;
    setMessages((current) => mergeMessages(current, [res.data]));
    setChannels((list) => applyMessageToChannels(list, res.data, 'insert'));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      composerKeyAction({
        key: e.key,
        shiftKey: e.shiftKey,
        isComposing: e.nativeEvent.isComposing,
      }) === 'send'
    ) {
      e.preventDefault();
      void send();
    }
  };

  // Either member blocks; each lifts only their own block (spec 001 §2, ADR 033), so the menu
  // offers Unblock only for the viewer's own block.
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
    upsertChannel(res.data);
  };

  const composerDisabled = !active || block.blocked;
  const profileLink = active
    ? viewerType === 'family'
      ? { href: `/caregiver/${active.other.userIdNumber}`, label: t('viewProfile') }
      : { href: active.jobId ? `/job/${active.jobId}` : '/jobs', label: t('viewJob') }
    : null;

  return (
    <section
      className={`messenger${activeId ? ' messenger--open' : ''}`}
      aria-labelledby='messenger-title'
    >
      <h1 id='messenger-title' className='visually-hidden'>{t('title')}</h1>
      <div className='visually-hidden' role='status' aria-live='polite' aria-atomic='true'>
        {announcement}
      </div>

      <nav className='messenger__channels' aria-label={t('channelsLabel')}>
        {sorted.length === 0 ? <p className='messenger__no-channels'>{t('noChannels')}</p> : (
          <ul>
            {sorted.map((c) => {
              const unread = hasUnreadFromOther(c, viewerUserIdNumber);
              const name = `${c.other.firstName} ${c.other.lastName}`.trim();
              return (
                <li key={c.channelId}>
                  <a
                    href={`/messages/${c.channelId}`}
                    className={`channel${c.channelId === activeId ? ' channel--active' : ''}${
                      unread ? ' channel--unread' : ''
                    }`}
                    aria-current={c.channelId === activeId ? 'page' : undefined}
                    title={name}
                  >
                    <Avatar channel={c} />
                    <span className='channel__text'>
                      <span className='channel__name'>{name}</span>
                      {c.latestMsg && <span className='channel__latest'>{c.latestMsg.body}</span>}
                    </span>
                    {unread && (
                      <span className='channel__marker'>
                        <span className='visually-hidden'>{t('unreadMarker')}</span>
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </nav>

      <div className='messenger__chat'>
        {active
          ? (
            <header className='chat__header'>
              <a className='chat__back' href='/messages' aria-label={t('backToChannels')}>‹</a>
              <Avatar channel={active} />
              <h2 className='chat__name'>
                {`${active.other.firstName} ${active.other.lastName}`.trim()}
              </h2>
              <details className='chat__menu'>
                <summary aria-label={t('chatMenu')}>⋮</summary>
                <ul>
                  {profileLink && (
                    <li>
                      <a href={profileLink.href}>{profileLink.label}</a>
                    </li>
                  )}
                  <li>
                    <button type='button' onClick={() => void setBlocked(!block.byMe)}>
                      {block.byMe ? t('unblock') : t('block')}
                    </button>
                  </li>
                </ul>
              </details>
            </header>
          )
          : null}

        <div
          className='chat__messages'
          ref={scroller}
          onScroll={onScroll}
          tabIndex={0}
          role='region'
          aria-label={active
            ? t('chatLabel', { name: `${active.other.firstName} ${active.other.lastName}`.trim() })
            : t('title')}
        >
          {!active && (
            <div className='chat__placeholder'>
              <p>
                {viewerType === 'family' ? t('notConnectedFamily') : t('notConnectedCaregiver')}
              </p>
              <a className='button' href={viewerType === 'family' ? '/caregivers' : '/jobs'}>
                {t('startSearch')}
              </a>
            </div>
          )}
          {active && nextCursor && (
            <button
              type='button'
              className='chat__older'
              onClick={() => void loadOlder()}
            >
              {loadingOlder ? t('loadingOlder') : t('loadOlder')}
            </button>
          )}
          {active && messages.length === 0 && <p className='chat__empty'>{t('noMessagesYet')}</p>}
          {active && messages.length > 0 && (
            <ol className='chat__list'>
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={`bubble${m.mine ? ' bubble--mine' : ''}`}
                  data-message-id={m.id}
                >
                  <span className='visually-hidden'>{m.mine ? t('you') : m.firstName}:</span>
                  <p className='bubble__body'>{m.body}</p>
                  <time className='bubble__time' dateTime={m.createdAt}>
                    {formatTimestamp(m.createdAt, now, locale)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </div>

        {block.blocked && (
          <div className='chat__blocked' role='status'>
            {block.byMe && <p>{t('blockedByMe')}</p>}
            {block.byOther && <p>{t('blockedByOther')}</p>}
          </div>
        )}
        <form
          className='composer'
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor='composer-input' className='visually-hidden'>{t('composerLabel')}</label>
          <textarea
            id='composer-input'
            className='composer__input'
            rows={composerRows(draft)}
            maxLength={MAX_BODY_LENGTH}
            placeholder={t('composerPlaceholder')}
            aria-describedby='composer-hint'
            value={draft}
            disabled={composerDisabled}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <span id='composer-hint' className='visually-hidden'>{t('composerHint')}</span>
          <button
            type='submit'
            className='button composer__send'
            disabled={composerDisabled || sending || messageToSend(draft) === null}
          >
            {sending ? t('sending') : t('send')}
          </button>
        </form>
      </div>
    </section>
  );
}
