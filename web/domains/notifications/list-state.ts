// The notification list as the page holds it, changed by pages loaded, live changes and
// refreshes. Pure functions, so the order rules (newest first, no duplicates) are tested once.
import type { Notification, NotificationPage } from './model.ts';

export type ListState = { items: Notification[]; nextCursor: string | null };

/** created_at desc, then id desc: the server's order. */
export function newestFirst(a: Notification, b: Notification): number {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** A live insert or update: the row takes its place (or is added) and the order holds. */
export function upsertNotification(items: Notification[], row: Notification): Notification[] {
  const rest = items.filter((n) => n.id !== row.id);
  const next = [...rest, row].sort(newestFirst);
  return next;
}

export function removeNotification(items: Notification[], id: string): Notification[] {
  return items.some((n) => n.id === id) ? items.filter((n) => n.id !== id) : items;
}

/** The next page goes after what is shown; anything already shown is not repeated. */
export function appendPage(
  state: ListState,
  page: { notifications: Notification[]; nextCursor: string | null },
): ListState {
  const seen = new Set(state.items.map((n) => n.id));
  return {
    items: [...state.items, ...page.notifications.filter((n) => !seen.has(n.id))],
    nextCursor: page.nextCursor,
  };
}

/**
 * A fresh first page (after a reconnect) replaces the newest part of the list. Older items the
 * user already scrolled to stay when the fresh page was full; otherwise the fresh page is all
 * there is.
 */
export function mergeNewest(
  state: ListState,
  fresh: { notifications: Notification[]; nextCursor: string | null },
): ListState {
  const last = fresh.notifications.at(-1);
  if (!fresh.nextCursor || !last) return { items: fresh.notifications, nextCursor: null };
  const freshIds = new Set(fresh.notifications.map((n) => n.id));
  const older = state.items.filter((n) => !freshIds.has(n.id) && newestFirst(last, n) < 0);
  return {
    items: [...fresh.notifications, ...older],
    nextCursor: older.length > 0 ? state.nextCursor : fresh.nextCursor,
  };
}

/**
 * A live change from the realtime socket. An insert joins the list where it belongs (unless it is
 * older than what is loaded and paging will bring it); an update changes a shown row only; a
 * delete, or a row the user may no longer read, leaves the list.
 */
export function applyChange(
  state: ListState,
  change: { op: 'insert' | 'update' | 'delete'; id: string; row: Notification | null },
): ListState {
  if (change.op === 'delete' || !change.row) {
    const items = removeNotification(state.items, change.id);
    return items === state.items ? state : { ...state, items };
  }
  const row = change.row;
  const shown = state.items.some((n) => n.id === row.id);
  if (change.op === 'update' && !shown) return state;
  const last = state.items.at(-1);
  if (!shown && state.nextCursor && last && newestFirst(last, row) < 0) return state;
  return { ...state, items: upsertNotification(state.items, row) };
}

/** The ids of the unread notifications shown, newest first: what 'mark all read' sends. */
export function unreadIds(state: ListState): string[] {
  return state.items.filter((n) => !n.read).map((n) => n.id);
}

/** `ids` in calls of at most `size` (mark_read takes a bounded list). */
export function batches(ids: string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/** The notifications `ids` shown as read; the state is kept when none of them changes. */
export function markShownRead(state: ListState, ids: Iterable<string>): ListState {
  const marked = new Set(ids);
  if (!state.items.some((n) => !n.read && marked.has(n.id))) return state;
  return {
    ...state,
    items: state.items.map((n) => (!n.read && marked.has(n.id) ? { ...n, read: true } : n)),
  };
}

/** The page's list with its paging: ListState plus whether a page is loading and why one failed. */
export type ListView = ListState & {
  loadingMore: boolean;
  /** The last page load's error, shown under Load more; null when it did not fail. */
  loadError: string | null;
};

export type ListAction =
  | { type: 'loading' }
  /** A page answered for `cursor`; a page for a cursor the list moved past is dropped. */
  | { type: 'loaded'; cursor: string; page: NotificationPage }
  | { type: 'loadFailed'; error: string }
  | { type: 'change'; change: Parameters<typeof applyChange>[1] }
  /** A fresh first page (after a reconnect). */
  | { type: 'refreshed'; page: NotificationPage }
  | { type: 'markedRead'; ids: string[] };

export const initialListView = (items: Notification[], nextCursor: string | null): ListView => ({
  items,
  nextCursor,
  loadingMore: false,
  loadError: null,
});

/** The list's part of a view, changed by `change`; the view itself when the list did not move. */
function withList(view: ListView, change: (s: ListState) => ListState): ListView {
  const list = { items: view.items, nextCursor: view.nextCursor };
  const next = change(list);
  return next === list ? view : { ...view, items: next.items, nextCursor: next.nextCursor };
}

export function listReducer(view: ListView, action: ListAction): ListView {
  switch (action.type) {
    case 'loading':
      return { ...view, loadingMore: true, loadError: null };
    case 'loaded': {
      const done = { ...view, loadingMore: false };
      return view.nextCursor === action.cursor
        ? withList(done, (s) => appendPage(s, action.page))
        : done;
    }
    case 'loadFailed':
      return { ...view, loadingMore: false, loadError: action.error };
    case 'change':
      return withList(view, (s) => applyChange(s, action.change));
    case 'refreshed':
      return withList(view, (s) => mergeNewest(s, action.page));
    case 'markedRead':
      return withList(view, (s) => markShownRead(s, action.ids));
  }
}

/**
 * A click that opens the link somewhere else (another tab or window: a middle click or a
 * modifier): the page stays, so it is not held back while the notification is marked read.
 */
export function opensElsewhere(
  e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}
