// The notifications page (spec 000 §2.10, §4): newest first, live, 10 more per scroll, a click
// marks one read and follows its link (even when marking fails: the error alert then waits for
// the page it leads to), and a mark-all-read action that sends the unread ids to the spec's
// POST /notifications/mark_read. Messages are HTML limited to a few inline tags and are
// sanitized again here before they are rendered.
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { linkForNotification } from '../links.ts';
import {
  appendPage,
  applyChange,
  batches,
  type ListState,
  markShownRead,
  mergeNewest,
  unreadIds,
} from '../list-state.ts';
import { messageText, sanitizeMessageHtml } from '../message-html.ts';
import { notificationMessages } from '../messages.ts';
import {
  FIRST_PAGE_SIZE,
  MAX_MARK_READ_IDS,
  NEXT_PAGE_SIZE,
  type Notification,
  type NotificationPage,
} from '../model.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { relativeTime } from '../../../shared/relative-time.ts';

export type NotificationsListProps = {
  initial: Notification[];
  nextCursor: string | null;
  /** When the server rendered the list: the first render uses it so server and browser agree. */
  serverNow: string;
};

const CLOCK_TICK_MS = 30_000;

export default function NotificationsList(
  { initial, nextCursor, serverNow }: NotificationsListProps,
) {
  const t = useT(notificationMessages);
  const locale = useLocale();
  const [state, setState] = useState<ListState>({ items: initial, nextCursor });
  const [now, setNow] = useState(() => Date.parse(serverNow));
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadingRef = useRef(false);
  const opening = useRef(new Set<string>());
  const moreButton = useRef<HTMLButtonElement>(null);

  // Relative times follow the server's clock, so a browser clock that is off does not show
  // "in 3 hrs" for something that just happened.
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [serverNow]);

  const refresh = useCallback(async () => {
    const res = await api<NotificationPage>('GET', `/api/notifications?limit=${FIRST_PAGE_SIZE}`);
    if (res.ok) setState((s) => mergeNewest(s, res.data));
  }, []);

  useEffect(() => {
    const off = subscribe('notifications', (change) => {
      const row = change.row as Notification | null;
      setState((s) => applyChange(s, { op: change.op, id: change.id, row }));
      if (change.op === 'insert' && row) {
        setAnnouncement(t('newNotification', { text: messageText(row.message) }));
      }
    });
    // The server is listening (first time or after a reconnect): anything that changed before
    // that, including since this page was rendered, is fetched again.
    const offLive = onLive(() => void refresh());
    return () => {
      off();
      offLive();
    };
  }, [refresh, t]);

  const loadMore = useCallback(async () => {
    const cursor = stateRef.current.nextCursor;
    if (!cursor || loadingRef.current) return;
    loadingRef.current = true;
    setLoadingMore(true);
    setLoadError(null);
    const res = await api<NotificationPage>(
      'GET',
      `/api/notifications?before=${encodeURIComponent(cursor)}&limit=${NEXT_PAGE_SIZE}`,
    );
    loadingRef.current = false;
    setLoadingMore(false);
    if (!res.ok) {
      setLoadError(res.errors.general ?? t('loadFailed'));
      return;
    }
    setState((s) => (s.nextCursor === cursor ? appendPage(s, res.data) : s));
    if (res.data.notifications.length > 0) {
      setAnnouncement(t('loadedMore', { count: res.data.notifications.length }));
    }
  }, [t]);

  // Infinite scroll: the Load more button doubles as the sentinel. After an error only the
  // button loads, so a failing server is not asked again and again.
  useEffect(() => {
    const target = moreButton.current;
    if (!target || !state.nextCursor || loadError || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state.nextCursor, loadError, loadMore]);

  /** POST mark_read with `ids`; on failure the error alert, for `url` (default: this page). */
  const markRead = async (ids: string[], url?: string) => {
    const res = await api<{ updated: number }>('POST', '/api/notifications/mark_read', ids);
    if (!res.ok) {
      showAlert({
        type: 'error',
        message: res.errors.general ?? t(ids.length > 1 ? 'markAllFailed' : 'markReadFailed'),
        url,
      });
      return false;
    }
    setState((s) => markShownRead(s, ids));
    return true;
  };

  const open = async (event: MouseEvent<HTMLAnchorElement>, n: Notification, href: string) => {
    if (n.read) return;
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ||
      event.altKey;
    if (newTab) {
      // The browser opens the link elsewhere; this page stays, so the request can finish.
      void markRead([n.id]);
      return;
    }
    event.preventDefault();
    if (opening.current.has(n.id)) return;
    opening.current.add(n.id);
    // The link is followed whatever the answer (spec 000 §4: a click marks it read and follows
    // its link); a failure's alert is raised for the page it leads to.
    await markRead([n.id], href);
    opening.current.delete(n.id);
    globalThis.location.assign(href);
  };

  const markAll = async () => {
    if (markingAll) return;
    const ids = unreadIds(stateRef.current);
    if (ids.length === 0) {
      setAnnouncement(t('allMarkedRead'));
      return;
    }
    setMarkingAll(true);
    let ok = true;
    for (const batch of batches(ids, MAX_MARK_READ_IDS)) {
      if (!await markRead(batch)) {
        ok = false;
        break;
      }
    }
    setMarkingAll(false);
    if (ok) setAnnouncement(t('allMarkedRead'));
  };

  const { items } = state;
  return (
    <section className='notifications' aria-labelledby='notifications-title'>
      <div className='notifications__header'>
        <h1 id='notifications-title'>{t('title')}</h1>
        {items.length > 0 && (
          <button
            type='button'
            className='button button--outline notifications__mark-all'
            onClick={markAll}
            aria-disabled={markingAll || undefined}
          >
            {markingAll ? t('markingAllRead') : t('markAllRead')}
          </button>
        )}
      </div>

      <div className='visually-hidden' role='status' aria-live='polite' aria-atomic='true'>
        {announcement}
      </div>

      {items.length === 0
        ? (
          <div className='notifications__empty'>
            <span className='notifications__empty-icon'>
              <Icon name='bell' size={40} />
            </span>
            <h2>{t('emptyTitle')}</h2>
            <p>{t('emptyBody')}</p>
          </div>
        )
        : (
          <ul className='notifications__list' aria-label={t('listLabel')}>
            {items.map((n) => {
              const href = linkForNotification(n.class, n.refId);
              return (
                <li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
                  <a
                    className='notification__link'
                    href={href}
                    onClick={(e) =>
                      void open(e, n, href)}
                    onAuxClick={(e) =>
                      e.button === 1 && void open(e, n, href)}
                  >
                    <span className='notification__avatar'>
                      {n.senderImgUrlThumb
                        ? (
                          <img
                            src={n.senderImgUrlThumb}
                            alt=''
                            width='44'
                            height='44'
                            loading='lazy'
                          />
                        )
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
            })}
          </ul>
        )}

      {state.nextCursor
        ? (
          <div className='notifications__more'>
            <button
              ref={moreButton}
              type='button'
              className='button button--ghost'
              onClick={() => void loadMore()}
              aria-disabled={loadingMore || undefined}
              aria-describedby={loadError ? 'notifications-load-error' : undefined}
            >
              {loadingMore ? t('loadingMore') : t('loadMore')}
            </button>
            {loadError && (
              <p id='notifications-load-error' className='notifications__error' role='alert'>
                {loadError}
              </p>
            )}
          </div>
        )
        : items.length > 0 && <p className='notifications__end'>{t('endOfList')}</p>}
    </section>
  );
}
