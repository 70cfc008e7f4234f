import assert from 'node:assert/strict';
import type { Channel, Message } from '../model.ts';
import {
  initialMessengerState,
  initials,
  type MessengerAction,
  messengerReducer,
  type MessengerState,
  nearBottom,
  partyName,
  profileLink,
  sendable,
  unreadToMark,
} from './messenger-state.ts';

const party = (n: string, firstName = 'Amélie', lastName = 'Roy') => ({
  userIdNumber: n,
  firstName,
  lastName,
  imgUrlThumb: null,
});

const channel = (id: string, patch: Partial<Channel> = {}): Channel => ({
  channelId: id,
  familyInfo: party('F'),
  caregiverInfo: party('C'),
  other: party('C'),
  latestMsg: null,
  blockedBy: [],
  jobId: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const message = (id: string, patch: Partial<Message> = {}): Message => ({
  id,
  channelId: 'c1',
  body: `body ${id}`,
  createdAt: `2026-01-02T00:00:0${id.slice(-1)}Z`,
  userIdNumber: 'C',
  firstName: 'Amélie',
  lastName: 'Roy',
  isRead: false,
  mine: false,
  ...patch,
});

const run = (state: MessengerState, ...actions: MessengerAction[]) =>
  actions.reduce(messengerReducer, state);
const ids = (s: MessengerState) => s.messages.map((m) => m.id);

Deno.test('the first state is what the server rendered', () => {
  const s = initialMessengerState([channel('c1')], { messages: [message('m1')], nextCursor: 'x' });
  assert.deepEqual(ids(s), ['m1']);
  assert.equal(s.nextCursor, 'x');
  assert.equal(s.draft, '');
  assert.equal(s.arrivedFrom, '');
  assert.deepEqual(initialMessengerState([], null).messages, []);
});

Deno.test('a live message in the open chat joins it and names its author; elsewhere only the list', () => {
  const start = initialMessengerState([channel('c1'), channel('c2')], {
    messages: [message('m1')],
    nextCursor: null,
  });
  const here = run(start, {
    type: 'liveMessage',
    op: 'insert',
    row: message('m2'),
    activeId: 'c1',
  });
  assert.deepEqual(ids(here), ['m1', 'm2']);
  assert.equal(here.arrivedFrom, 'Amélie Roy');
  assert.equal(here.channels[0].latestMsg?.id, 'm2');

  const elsewhere = run(start, {
    type: 'liveMessage',
    op: 'insert',
    row: message('m3', { channelId: 'c2' }),
    activeId: 'c1',
  });
  assert.deepEqual(ids(elsewhere), ['m1']);
  assert.equal(elsewhere.arrivedFrom, '');
  assert.equal(elsewhere.channels[1].latestMsg?.id, 'm3');

  // The viewer's own message (sent from another tab) and a read receipt announce nobody.
  const mine = run(start, {
    type: 'liveMessage',
    op: 'insert',
    row: message('m4', { mine: true }),
    activeId: 'c1',
  }, { type: 'liveMessage', op: 'update', row: message('m1', { isRead: true }), activeId: 'c1' });
  assert.equal(mine.arrivedFrom, '');
  assert.equal(mine.messages[0].isRead, true);
});

Deno.test('live channels are added, replaced and removed', () => {
  let s = initialMessengerState([channel('c1')], null);
  s = run(s, { type: 'liveChannel', op: 'insert', id: 'c2', row: channel('c2') });
  assert.deepEqual(s.channels.map((c) => c.channelId), ['c1', 'c2']);
  s = run(s, {
    type: 'liveChannel',
    op: 'update',
    id: 'c1',
    row: channel('c1', { blockedBy: ['F'] }),
  });
  assert.deepEqual(s.channels.find((c) => c.channelId === 'c1')?.blockedBy, ['F']);
  assert.equal(s.channels.length, 2);
  s = run(s, { type: 'liveChannel', op: 'delete', id: 'c2', row: null });
  assert.deepEqual(s.channels.map((c) => c.channelId), ['c1']);
  // An update the viewer may no longer read (no row) changes nothing.
  assert.equal(run(s, { type: 'liveChannel', op: 'update', id: 'c1', row: null }), s);
  // A block answer replaces the channel too.
  s = run(s, { type: 'channel', row: channel('c1', { blockedBy: [] }) });
  assert.deepEqual(s.channels[0].blockedBy, []);
});

Deno.test('a refetch keeps older pages already loaded and what a failed request did not bring', () => {
  const start = initialMessengerState([channel('c1')], {
    messages: [message('m1'), message('m2')],
    nextCursor: null,
  });
  const fresh = run(start, {
    type: 'refreshed',
    channels: [channel('c1'), channel('c9')],
    messages: [message('m2', { isRead: true }), message('m3')],
  });
  assert.deepEqual(ids(fresh), ['m1', 'm2', 'm3']);
  assert.equal(fresh.messages[1].isRead, true);
  assert.equal(fresh.channels.length, 2);
  const failed = run(start, { type: 'refreshed', channels: null, messages: null });
  assert.deepEqual(failed.channels, start.channels);
  assert.deepEqual(ids(failed), ['m1', 'm2']);
});

Deno.test('older pages join above and move the cursor; a failure only stops the loading', () => {
  const start = initialMessengerState([], { messages: [message('m5')], nextCursor: 'm5' });
  const loading = run(start, { type: 'olderLoading' });
  assert.equal(loading.loadingOlder, true);
  const loaded = run(loading, {
    type: 'olderLoaded',
    page: { messages: [message('m1'), message('m2')], nextCursor: null },
  });
  assert.deepEqual(ids(loaded), ['m1', 'm2', 'm5']);
  assert.equal(loaded.nextCursor, null);
  assert.equal(loaded.loadingOlder, false);
  const failed = run(loading, { type: 'olderLoaded', page: null });
  assert.equal(failed.loadingOlder, false);
  assert.equal(failed.nextCursor, 'm5');
});

Deno.test('a sent message clears the box and becomes the latest; a failure keeps the draft', () => {
  const start = run(
    initialMessengerState([channel('c1')], { messages: [], nextCursor: null }),
    { type: 'draft', text: ' Hello ' },
    { type: 'sending' },
  );
  assert.equal(start.sending, true);
  const failed = run(start, { type: 'sent', message: null });
  assert.equal(failed.sending, false);
  assert.equal(failed.draft, ' Hello ');
  const sent = run(start, { type: 'sent', message: message('m1', { mine: true, body: 'Hello' }) });
  assert.equal(sent.draft, '');
  assert.deepEqual(ids(sent), ['m1']);
  assert.equal(sent.channels[0].latestMsg?.body, 'Hello');
});

Deno.test('marked read: only the ids answered', () => {
  const start = initialMessengerState([], {
    messages: [message('m1'), message('m2')],
    nextCursor: null,
  });
  const s = run(start, { type: 'markedRead', ids: ['m2'] });
  assert.deepEqual(s.messages.map((m) => m.isRead), [false, true]);
});

Deno.test('only a trimmed, non-blank draft in an open, unblocked, idle chat is sent', () => {
  const idle = { draft: '  hi  ', sending: false };
  assert.equal(sendable(idle, true, false), 'hi');
  assert.equal(sendable({ ...idle, draft: ' \n ' }, true, false), null);
  assert.equal(sendable(idle, false, false), null);
  assert.equal(sendable(idle, true, true), null);
  assert.equal(sendable({ ...idle, sending: true }, true, false), null);
});

Deno.test('mark read: the other party’s unread messages not already on their way', () => {
  const list = [
    message('m1'),
    message('m2', { isRead: true }),
    message('m3', { mine: true }),
    message('m4'),
  ];
  assert.deepEqual(unreadToMark(list, new Set(['m4'])).map((m) => m.id), ['m1']);
});

Deno.test('the chat sticks to the bottom only when the reader is near it', () => {
  assert.equal(nearBottom({ scrollHeight: 1000, scrollTop: 700, clientHeight: 280 }), true);
  assert.equal(nearBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 280 }), false);
});

Deno.test('names, initials and the menu link', () => {
  assert.equal(partyName(party('C', 'Amélie', '')), 'Amélie');
  assert.equal(initials(party('C', 'amélie', 'roy')), 'AR');
  assert.equal(initials(party('C', '', '')), '?');
  const c = channel('c1', { jobId: 'j1' });
  assert.deepEqual(profileLink(c, 'family'), { href: '/caregiver/C', label: 'viewProfile' });
  assert.deepEqual(profileLink(c, 'caregiver'), { href: '/job/j1', label: 'viewJob' });
  assert.deepEqual(profileLink({ ...c, jobId: null }, 'caregiver'), {
    href: '/jobs',
    label: 'viewJob',
  });
});
