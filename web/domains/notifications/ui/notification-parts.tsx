// The notifications page's parts (islands/notifications-list.tsx holds the list and the wiring):
// one notification, the empty state and the Load more footer. A message is HTML limited to a few
// inline tags and is sanitized again here before it is rendered.
import type { MouseEvent, Ref } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { relativeTime } from '../../../shared/relative-time.ts';
import { linkForNotification } from '../links.ts';
import { sanitizeMessageHtml } from '../message-html.ts';
import { notificationMessages } from '../messages.ts';
import type { Notification } from '../model.ts';

/** One notification: a link to what it is about; unread ones are marked (text and dot). */
export function NotificationItem(
  { notification: n, now, onOpen }: {
    notification: Notification;
    now: number;
    onOpen: (event: MouseEvent<HTMLAnchorElement>, n: Notification, href: string) => void;
  },
) {
  const t = useT(notificationMessages);
  const locale = useLocale();
  const href = linkForNotification(n.class, n.refId);
  return (
    <li className={`notification${n.read ? '' : ' notification--unread'}`}>
      <a
        className='notification__link'
        href={href}
        onClick={(e) => onOpen(e, n, href)}
        onAuxClick={(e) => e.button === 1 && onOpen(e, n, href)}
      >
        <span className='notification__avatar'>
          {n.senderImgUrlThumb
            ? <img src={n.senderImgUrlThumb} alt='' width='44' height='44' loading='lazy' />
            : <Icon name='bell' size={22} />}
        </span>
        <span className='notification__body'>
          {!n.read && <span className='visually-hidden'>{t('unread')}:</span>}
          <span
            className='notification__message'
            dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(n.message) }}
          />
          <time className='notification__time' dateTime={n.createdAt}>
            {relativeTime(n.createdAt, now, locale)}
          </time>
        </span>
        {!n.read && <span className='notification__dot' aria-hidden='true' />}
      </a>
    </li>
  );
}

export function NoNotifications() {
  const t = useT(notificationMessages);
  return (
    <div className='notifications__empty'>
      <span className='notifications__empty-icon'>
        <Icon name='bell' size={40} />
      </span>
      <h2>{t('emptyTitle')}</h2>
      <p>{t('emptyBody')}</p>
    </div>
  );
}

/**
 * Under the list: Load more while there are older notifications (it doubles as the infinite
 * scroll's sentinel, hence `buttonRef`) with the last load's error, else the end of the list.
 */
export function ListFooter(
  { hasMore, empty, loading, error, buttonRef, onLoadMore }: {
    hasMore: boolean;
    empty: boolean;
    loading: boolean;
    error: string | null;
    buttonRef: Ref<HTMLButtonElement>;
    onLoadMore: () => void;
  },
) {
  const t = useT(notificationMessages);
  if (!hasMore) return empty ? null : <p className='notifications__end'>{t('endOfList')}</p>;
  return (
    <div className='notifications__more'>
      <button
        ref={buttonRef}
        type='button'
        className='button button--ghost'
        onClick={onLoadMore}
        aria-disabled={loading || undefined}
        aria-describedby={error ? 'notifications-load-error' : undefined}
      >
        {loading ? t('loadingMore') : t('loadMore')}
      </button>
      {error && (
        <p id='notifications-load-error' className='notifications__error' role='alert'>
          {error}
        </p>
      )}
    </div>
  );
}
