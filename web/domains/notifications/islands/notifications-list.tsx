// The notifications page (spec 000 §2.10, §4): newest first, live, 10 more per scroll, a click
// marks one read and follows its link (even when marking fails: the error alert then waits for
// the page it leads to), and a mark-all-read action that sends the unread ids to the spec's
// POST /notifications/mark_read. The list's rules are list-state.ts; its markup
// ui/notification-parts.tsx.
import { type MouseEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { batches, initialListView, listReducer, opensElsewhere, unreadIds } from '../list-state.ts';
import { messageText } from '../message-html.ts';
import { notificationMessages } from '../messages.ts';
import {
  FIRST_PAGE_SIZE,
  MAX_MARK_READ_IDS,
  NEXT_PAGE_SIZE,
  type Notification,
  type NotificationPage,
} from '../model.ts';
import { ListFooter, NoNotifications, NotificationItem } from '../ui/notification-parts.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { useServerClock } from '../../../shared/server-clock.ts';

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
  const [state, dispatch] = useReducer(
    listReducer,
    null,
    () => initialListView(initial, nextCursor),
  );
  // Relative times follow the server's clock (a browser clock that is off would say "in 3 hrs").
  const now = useServerClock(serverNow, CLOCK_TICK_MS);
  const [markingAll, setMarkingAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadingRef = useRef(false);
  const opening = useRef(new Set<string>());
  const moreButton = useRef<HTMLButtonElement>(null);

  const refresh = useCallback(async () => {
    const res = await api<NotificationPage>('GET', `/api/notifications?limit=${FIRST_PAGE_SIZE}`);
    if (res.ok) dispatch({ type: 'refreshed', page: res.data });
  }, []);

  useEffect(() => {
    const off = subscribe('notifications', (change) => {
      const row = change.row as Notification | null;
      dispatch({ type: 'change', change: { op: change.op, id: change.id, row } });
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
    dispatch({ type: 'loading' });
    const res = await api<NotificationPage>(
      'GET',
      `/api/notifications?before=${encodeURIComponent(cursor)}&limit=${NEXT_PAGE_SIZE}`,
    );
    loadingRef.current = false;
    if (!res.ok) {
      dispatch({ type: 'loadFailed', error: res.errors.general ?? t('loadFailed') });
      return;
    }
    dispatch({ type: 'loaded', cursor, page: res.data });
    if (res.data.notifications.length > 0) {
      setAnnouncement(t('loadedMore', { count: res.data.notifications.length }));
    }
  }, [t]);

  // Infinite scroll: the Load more button doubles as the sentinel. After an error only the
  // button loads, so a failing server is not asked again and again.
  useEffect(() => {
    const target = moreButton.current;
    if (
      !target || !state.nextCursor || state.loadError || typeof IntersectionObserver === 'undefined'
    ) {
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
  }, [state.nextCursor, state.loadError, loadMore]);

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
    dispatch({ type: 'markedRead', ids });
    return true;
  };

  const open = async (event: MouseEvent<HTMLAnchorElement>, n: Notification, href: string) => {
    if (n.read) return;
    if (opensElsewhere(event)) {
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
        ? <NoNotifications />
        : (
          <ul className='notifications__list' aria-label={t('listLabel')}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={(e, n, href) => void open(e, n, href)}
              />
            ))}
          </ul>
        )}

      <ListFooter
        hasMore={!!state.nextCursor}
        empty={items.length === 0}
        loading={state.loadingMore}
        error={state.loadError}
        buttonRef={moreButton}
        onLoadMore={() => void loadMore()}
      />
    </section>
  );
}
