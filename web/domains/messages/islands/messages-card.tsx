// The dashboard's Messages card (spec 001 §2; height 250): the latest message of the viewer's
// most recent channel (one: spec 001 §7 'the dashboard preview uses the last 1'), live. Loading
// dots show until the first data arrives (spec 001 §9); the empty state only when no channel has
// a message. A message is styled unread (tinted, italic, a marker) when it is not read and the
// viewer wrote it, as the spec says. Each row links to /messages/{channelId}. Placed by name
// from the dashboards domain.
import { useEffect, useMemo, useState } from 'react';
import { LoadingDots } from '../../../components/loading-dots/loading-dots.tsx';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { messageMessages } from '../messages.ts';
import {
  applyMessageToChannels,
  cardShowsUnread,
  type Channel,
  type Message,
  type MessagesCardProps,
  sortChannels,
} from '../model.ts';

export type { MessagesCardProps };

const SHOWN = 1;

export default function MessagesCard({ initial, viewerUserIdNumber }: MessagesCardProps) {
  const t = useT(messageMessages);
  const [channels, setChannels] = useState<Channel[] | null>(initial?.channels ?? null);

  const refresh = useMemo(
    () =>
      coalesce(async () => {
        const res = await api<{ channels: Channel[] }>('GET', '/api/message');
        // A failure shows the card loaded and empty (spec 001 §8).
        setChannels((current) => res.ok ? res.data.channels : current ?? []);
      }),
    [],
  );

  useEffect(() => {
    const off = subscribe('message_channels', (change) => {
      const row = change.row as Channel | null;
      setChannels((list) => {
        const others = (list ?? []).filter((c) => c.channelId !== change.id);
        return row ? [...others, row] : others;
      });
    });
    // The latest message and its read state follow the messages themselves.
    const offMessages = subscribe('messages', (change) => {
      const row = change.row as Message | null;
      if (row) setChannels((list) => list && applyMessageToChannels(list, row, change.op));
    });
    const offLive = onLive(() => refresh());
    return () => {
      off();
      offMessages();
      offLive();
      refresh.cancel();
    };
  }, [refresh]);

  const shown = channels ? sortChannels(channels).filter((c) => c.latestMsg).slice(0, SHOWN) : null;
  return (
    <section className='dash-card messages-card' aria-labelledby='messages-card-title'>
      <h2 id='messages-card-title' className='messages-card__title'>
        <a href='/messages'>{t('cardTitle')}</a>
      </h2>
      {shown === null
        ? (
          <p className='messages-card__loading'>
            <LoadingDots label={t('cardLoading')} />
          </p>
        )
        : shown.length === 0
        ? <p className='messages-card__empty'>{t('cardEmpty')}</p>
        : (
          <ul className='messages-card__list'>
            {shown.map((c) => {
              const name = `${c.other.firstName} ${c.other.lastName}`.trim();
              const unread = cardShowsUnread(c, viewerUserIdNumber);
              return (
                <li key={c.channelId}>
                  <a
                    href={`/messages/${c.channelId}`}
                    className={`messages-card__item${unread ? ' messages-card__item--unread' : ''}`}
                  >
                    {/* Named by what it shows, name first (an aria-label hid it: WCAG 2.5.3). */}
                    <span className='messages-card__name'>{name}</span>
                    <span className='messages-card__body'>{c.latestMsg!.body}</span>
                    {unread && (
                      <span className='messages-card__marker'>
                        <span className='visually-hidden'>{t('unreadMarker')}</span>
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
    </section>
  );
}
