import assert from 'node:assert/strict';
import {
  appendPage,
  applyChange,
  batches,
  initialListView,
  listReducer,
  markShownRead,
  mergeNewest,
  newestFirst,
  opensElsewhere,
  removeNotification,
  unreadIds,
  upsertNotification,
} from './list-state.ts';
import type { Notification } from './model.ts';

const n = (id: string, minute: number, read = false): Notification => ({
  id,
  recipient: 'u',
  class: 'Invite',
  refId: id,
  message: id,
  read,
  createdAt: new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString(),
  senderImgUrlThumb: null,
});
const ids = (items: Notification[]) => items.map((x) => x.id);

Deno.test('newestFirst orders by time, then id, descending', () => {
  const sorted = [n('a', 1), n('c', 2), n('b', 2)].sort(newestFirst);
  assert.deepEqual(ids(sorted), ['c', 'b', 'a']);
});

Deno.test('upsertNotification adds new rows in order and replaces changed ones', () => {
  let items = [n('b', 5), n('a', 1)];
  items = upsertNotification(items, n('c', 9));
  assert.deepEqual(ids(items), ['c', 'b', 'a']);
  items = upsertNotification(items, n('b', 5, true));
  assert.deepEqual(ids(items), ['c', 'b', 'a']);
  assert.equal(items[1].read, true);
  assert.deepEqual(ids(removeNotification(items, 'b')), ['c', 'a']);
});

Deno.test('appendPage skips rows already shown', () => {
  const state = { items: [n('d', 4), n('c', 3)], nextCursor: 'c' };
  const next = appendPage(state, { notifications: [n('c', 3), n('b', 2)], nextCursor: null });
  assert.deepEqual(ids(next.items), ['d', 'c', 'b']);
  assert.equal(next.nextCursor, null);
});

Deno.test('mergeNewest keeps older scrolled rows only when the fresh page was full', () => {
  const state = { items: [n('e', 5), n('d', 4), n('c', 3), n('b', 2), n('a', 1)], nextCursor: 'a' };
  const full = mergeNewest(state, {
    notifications: [n('f', 6), n('e', 5, true), n('d', 4)],
    nextCursor: 'd',
  });
  assert.deepEqual(ids(full.items), ['f', 'e', 'd', 'c', 'b', 'a']);
  assert.equal(full.items[1].read, true);
  assert.equal(full.nextCursor, 'a');

  const fullNoOlder = mergeNewest({ items: [n('d', 4)], nextCursor: 'd' }, {
    notifications: [n('f', 6), n('e', 5), n('d', 4)],
    nextCursor: 'd',
  });
  assert.deepEqual(ids(fullNoOlder.items), ['f', 'e', 'd']);
  assert.equal(fullNoOlder.nextCursor, 'd');

  const partial = mergeNewest(state, { notifications: [n('f', 6), n('e', 5)], nextCursor: null });
  assert.deepEqual(ids(partial.items), ['f', 'e']);
  assert.equal(partial.nextCursor, null);
});

Deno.test('applyChange puts inserts in place, updates shown rows only and drops deletes', () => {
  const state = { items: [n('c', 3), n('b', 2)], nextCursor: 'b' };
  assert.deepEqual(ids(applyChange(state, { op: 'insert', id: 'd', row: n('d', 4) }).items), [
    'd',
    'c',
    'b',
  ]);
  // Older than what is loaded while more pages exist: paging will bring it.
  assert.equal(applyChange(state, { op: 'insert', id: 'a', row: n('a', 1) }), state);
  assert.deepEqual(
    ids(
      applyChange({ ...state, nextCursor: null }, { op: 'insert', id: 'a', row: n('a', 1) }).items,
    ),
    ['c', 'b', 'a'],
  );
  assert.equal(applyChange(state, { op: 'update', id: 'z', row: n('z', 9) }), state);
  assert.equal(
    applyChange(state, { op: 'update', id: 'c', row: n('c', 3, true) }).items[0].read,
    true,
  );
  assert.deepEqual(ids(applyChange(state, { op: 'delete', id: 'c', row: null }).items), ['b']);
  assert.deepEqual(ids(applyChange(state, { op: 'update', id: 'b', row: null }).items), ['c']);
  assert.equal(applyChange(state, { op: 'delete', id: 'q', row: null }), state);
});

Deno.test('mark all read sends the unread ids shown, in bounded calls', () => {
  const state = { items: [n('c', 3), n('b', 2, true), n('a', 1)], nextCursor: null };
  assert.deepEqual(unreadIds(state), ['c', 'a']);
  assert.deepEqual(batches(['1', '2', '3', '4', '5'], 2), [['1', '2'], ['3', '4'], ['5']]);
  assert.deepEqual(batches([], 100), []);
});

Deno.test('markShownRead marks only the ids given, and keeps the state when nothing changes', () => {
  const state = { items: [n('c', 3), n('b', 2, true), n('a', 1)], nextCursor: 'x' };
  const marked = markShownRead(state, ['a', 'b']);
  assert.deepEqual(marked.items.map((x) => [x.id, x.read]), [
    ['c', false],
    ['b', true],
    ['a', true],
  ]);
  assert.equal(marked.nextCursor, 'x');
  assert.equal(markShownRead(marked, ['a', 'zz']), marked);
});

Deno.test('the list view: a page loads after the one asked for, a failure says why', () => {
  const start = initialListView([n('d', 4), n('c', 3)], 'c');
  const loading = listReducer(start, { type: 'loading' });
  assert.equal(loading.loadingMore, true);
  const failed = listReducer(loading, { type: 'loadFailed', error: 'Down' });
  assert.deepEqual([failed.loadingMore, failed.loadError], [false, 'Down']);
  // Loading again clears the error until the answer.
  const retry = listReducer(failed, { type: 'loading' });
  assert.equal(retry.loadError, null);
  const loaded = listReducer(retry, {
    type: 'loaded',
    cursor: 'c',
    page: { notifications: [n('b', 2)], nextCursor: null },
  });
  assert.deepEqual(ids(loaded.items), ['d', 'c', 'b']);
  assert.deepEqual([loaded.nextCursor, loaded.loadingMore], [null, false]);
  // An answer for a cursor the list moved past (a refresh came first) is dropped.
  const stale = listReducer(retry, {
    type: 'loaded',
    cursor: 'zz',
    page: { notifications: [n('a', 1)], nextCursor: null },
  });
  assert.deepEqual(ids(stale.items), ['d', 'c']);
  assert.equal(stale.loadingMore, false);
});

Deno.test('the list view follows live changes, refreshes and marks, and keeps its paging', () => {
  const start = { ...initialListView([n('c', 3), n('b', 2)], 'b'), loadError: 'Down' };
  const live = listReducer(start, {
    type: 'change',
    change: { op: 'insert', id: 'd', row: n('d', 4) },
  });
  assert.deepEqual(ids(live.items), ['d', 'c', 'b']);
  assert.equal(live.loadError, 'Down');
  // A change that moves nothing keeps the very same view (no re-render).
  assert.equal(
    listReducer(start, { type: 'change', change: { op: 'delete', id: 'q', row: null } }),
    start,
  );
  const marked = listReducer(live, { type: 'markedRead', ids: ['d', 'b'] });
  assert.deepEqual(marked.items.map((x) => x.read), [true, false, true]);
  const fresh = listReducer(marked, {
    type: 'refreshed',
    page: { notifications: [n('e', 5)], nextCursor: null },
  });
  assert.deepEqual(ids(fresh.items), ['e']);
  assert.equal(fresh.nextCursor, null);
});

Deno.test('a middle click or a modifier opens the notification elsewhere', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  assert.equal(opensElsewhere(click), false);
  assert.equal(opensElsewhere({ ...click, button: 1 }), true);
  assert.equal(opensElsewhere({ ...click, metaKey: true }), true);
  assert.equal(opensElsewhere({ ...click, ctrlKey: true }), true);
  assert.equal(opensElsewhere({ ...click, shiftKey: true }), true);
  assert.equal(opensElsewhere({ ...click, altKey: true }), true);
});
