// The messenger's chat (islands/messenger.tsx holds the state and the wiring): the header with its
// menu, the scrolling messages, who blocks, the message box. Bodies are rendered as text, never
// as HTML.
import type { KeyboardEvent, Ref } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { messageMessages } from '../messages.ts';
import {
  type Channel,
  composerKeyAction,
  composerRows,
  formatTimestamp,
  MAX_BODY_LENGTH,
  type Message,
} from '../model.ts';
import { Avatar } from './channel-list.tsx';
import { partyName, profileLink } from './messenger-state.ts';

/**
 * The open chat's header. Either member blocks; each lifts only their own block (spec 001 §2,
 * ADR 033), so the menu offers Unblock only for the viewer's own block.
 */
export function ChatHeader(
  { channel, viewerType, blockedByMe, onBlock }: {
    channel: Channel;
    viewerType: 'family' | 'caregiver';
    blockedByMe: boolean;
    onBlock: (blocking: boolean) => void;
  },
) {
  const t = useT(messageMessages);
  const link = profileLink(channel, viewerType);
  return (
    <header className='chat__header'>
      <a className='chat__back' href='/messages' aria-label={t('backToChannels')}>‹</a>
      <Avatar channel={channel} />
      <h2 className='chat__name'>{partyName(channel.other)}</h2>
      <details className='chat__menu'>
        <summary aria-label={t('chatMenu')}>⋮</summary>
        <ul>
          <li>
            <a href={link.href}>{t(link.label)}</a>
          </li>
          <li>
            <button type='button' onClick={() => onBlock(!blockedByMe)}>
              {blockedByMe ? t('unblock') : t('block')}
            </button>
          </li>
        </ul>
      </details>
    </header>
  );
}

/** No chat open: the sentence and the way to find someone to talk to. */
function ChatPlaceholder({ viewerType }: { viewerType: 'family' | 'caregiver' }) {
  const t = useT(messageMessages);
  return (
    <div className='chat__placeholder'>
      <p>{viewerType === 'family' ? t('notConnectedFamily') : t('notConnectedCaregiver')}</p>
      <a className='button' href={viewerType === 'family' ? '/caregivers' : '/jobs'}>
        {t('startSearch')}
      </a>
    </div>
  );
}

/** The chat's messages, oldest first; a timestamp shows its date once older than 7 days. */
export function MessageList({ messages, now }: { messages: Message[]; now: number }) {
  const t = useT(messageMessages);
  const locale = useLocale();
  if (messages.length === 0) return <p className='chat__empty'>{t('noMessagesYet')}</p>;
  return (
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
  );
}

/**
 * The chat's scrolling region: the placeholder when no chat is open, else the Load older button
 * (while there are older messages) and the messages.
 */
export function ChatMessages(
  {
    scrollerRef,
    onScroll,
    channel,
    viewerType,
    hasOlder,
    loadingOlder,
    onLoadOlder,
    messages,
    now,
  }: {
    scrollerRef: Ref<HTMLDivElement>;
    onScroll: () => void;
    channel: Channel | null;
    viewerType: 'family' | 'caregiver';
    hasOlder: boolean;
    loadingOlder: boolean;
    onLoadOlder: () => void;
    messages: Message[];
    now: number;
  },
) {
  const t = useT(messageMessages);
  return (
    <div
      className='chat__messages'
      ref={scrollerRef}
      onScroll={onScroll}
      tabIndex={0}
      role='region'
      aria-label={channel ? t('chatLabel', { name: partyName(channel.other) }) : t('title')}
    >
      {!channel && <ChatPlaceholder viewerType={viewerType} />}
      {channel && hasOlder && (
        <button type='button' className='chat__older' onClick={onLoadOlder}>
          {loadingOlder ? t('loadingOlder') : t('loadOlder')}
        </button>
      )}
      {channel && <MessageList messages={messages} now={now} />}
    </div>
  );
}

/** Who blocks, each side in its own sentence (spec 001 §4). */
export function BlockedNotice({ byMe, byOther }: { byMe: boolean; byOther: boolean }) {
  const t = useT(messageMessages);
  return (
    <div className='chat__blocked' role='status'>
      {byMe && <p>{t('blockedByMe')}</p>}
      {byOther && <p>{t('blockedByOther')}</p>}
    </div>
  );
}

/** The message box: Enter sends, Shift+Enter starts a new line; it grows to 5 rows. */
export function Composer(
  { draft, disabled, sending, canSend, onDraft, onSend }: {
    draft: string;
    disabled: boolean;
    sending: boolean;
    /** There is something to send (the box is not blank). */
    canSend: boolean;
    onDraft: (text: string) => void;
    onSend: () => void;
  },
) {
  const t = useT(messageMessages);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction({
      key: e.key,
      shiftKey: e.shiftKey,
      isComposing: e.nativeEvent.isComposing,
    });
    if (action === 'send') {
      e.preventDefault();
      onSend();
    }
  };
  return (
    <form
      className='composer'
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
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
        disabled={disabled}
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id='composer-hint' className='visually-hidden'>{t('composerHint')}</span>
      <button
        type='submit'
        className='button composer__send'
        disabled={disabled || sending || !canSend}
      >
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
