import assert from 'node:assert/strict';
import {
  applyMessageToChannels,
  blockState,
  cardShowsUnread,
  type Channel,
  composerKeyAction,
  composerRows,
  DATE_AFTER_MS,
  formatTimestamp,
  hasUnreadFromOther,
  mergeMessages,
  type Message,
  messageToSend,
  pickChannel,
  showsDate,
} from './model.ts';

const party = (n: string) => ({
  userIdNumber: n,
  firstName: 'A',
  lastName: 'B',
  imgUrlThumb: null,
});

function channel(
  id: string,
  latest: Partial<Channel['latestMsg']> | null,
  createdAt = '2026-01-01T00:00:00Z',
): Channel {
  return {
    channelId: id,
    familyInfo: party('F'),
    caregiverInfo: party('C'),
    other: party('C'),
    latestMsg: latest
      ? {
        id: 'm',
        body: 'hi',
        isRead: false,
        userIdNumber: 'C',
        createdAt: '2026-01-02T00:00:00Z',
        ...latest,
      }
      : null,
    blockedBy: [],
    jobId: null,
    createdAt,
  };
}

Deno.test('composer: Enter sends, Shift+Enter is a newline, an IME Enter is the IME’s', () => {
  assert.equal(composerKeyAction({ key: 'Enter', shiftKey: false }), 'send');
  assert.equal(composerKeyAction({ key: 'Enter', shiftKey: true }), 'default');
  assert.equal(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true }), 'default');
  assert.equal(composerKeyAction({ key: 'a', shiftKey: false }), 'default');
});

Deno.test('composer: text is trimmed and a blank message is not sent; the box grows to 5 rows', () => {
  assert.equal(messageToSend('  hello \n'), 'hello');
  assert.equal(messageToSend(' \n\t '), null);
  assert.equal(messageToSend(''), null);
  assert.equal(composerRows(''), 1);
  assert.equal(composerRows('a\nb\nc'), 3);
  assert.equal(composerRows('1\n2\n3\n4\n5\n6\n7'), 5);
});

Deno.test('timestamps older than 7 days also show the date', () => {
  const now = Date.parse('2026-03-20T12:00:00Z');
  const recent = new Date(now - DATE_AFTER_MS + 60_000).toISOString();
  const old = new Date(now - DATE_AFTER_MS - 60_000).toISOString();
  assert.equal(showsDate(recent, now), false);
  assert.equal(showsDate(old, now), true);
  assert.doesNotMatch(formatTimestamp(recent, now, 'en'), /2026/);
  assert.match(formatTimestamp(old, now, 'en'), /2026/);
  assert.match(formatTimestamp(old, now, 'fr'), /2026/);
});

Deno.test('unread marker: the latest message is unread and from the other party', () => {
  assert.equal(hasUnreadFromOther(channel('1', { userIdNumber: 'C' }), 'F'), true);
  assert.equal(hasUnreadFromOther(channel('1', { userIdNumber: 'F' }), 'F'), false);
  assert.equal(hasUnreadFromOther(channel('1', { isRead: true }), 'F'), false);
  assert.equal(hasUnreadFromOther(channel('1', null), 'F'), false);
  // The dashboard card, as spec 001 §2 words it: unread and written by the current user.
  assert.equal(cardShowsUnread(channel('1', { userIdNumber: 'F' }), 'F'), true);
  assert.equal(cardShowsUnread(channel('1', { userIdNumber: 'C' }), 'F'), false);
});

Deno.test('the most recent channel opens without an id; an unknown id opens the first', () => {
  const older = channel('old', { createdAt: '2026-01-02T00:00:00Z' });
  const newer = channel('new', { createdAt: '2026-02-02T00:00:00Z' });
  assert.equal(pickChannel([older, newer], undefined)?.channelId, 'new');
  assert.equal(pickChannel([older, newer], 'old')?.channelId, 'old');
  assert.equal(pickChannel([older, newer], 'nope')?.channelId, 'new');
  assert.equal(pickChannel([], 'nope'), null);
});

Deno.test('messages merge by id, oldest first, without duplicates', () => {
  const m = (id: string, at: string): Message => ({
    id,
    channelId: 'c',
    body: id,
    createdAt: at,
    userIdNumber: 'F',
    firstName: '',
    lastName: '',
    isRead: false,
    mine: true,
  });
  const merged = mergeMessages([m('b', '2026-01-02T00:00:00Z')], [
    m('a', '2026-01-01T00:00:00Z'),
    { ...m('b', '2026-01-02T00:00:00Z'), isRead: true },
  ]);
  assert.deepEqual(merged.map((x) => [x.id, x.isRead]), [['a', false], ['b', true]]);
});

Deno.test('a live message becomes its channel’s latest; a read receipt updates it', () => {
  const msg: Message = {
    id: 'm2',
    channelId: '1',
    body: 'new',
    createdAt: '2026-01-03T00:00:00Z',
    userIdNumber: 'C',
    firstName: '',
    lastName: '',
    isRead: false,
    mine: false,
  };
  const list = [channel('1', {}), channel('2', {})];
  const after = applyMessageToChannels(list, msg, 'insert');
  assert.equal(after[0].latestMsg?.body, 'new');
  assert.equal(after[1].latestMsg?.body, 'hi');
  assert.equal(hasUnreadFromOther(after[0], 'F'), true);
  const read = applyMessageToChannels(after, { ...msg, isRead: true }, 'update');
  assert.equal(read[0].latestMsg?.isRead, true);
  // An older message (a page loaded later) does not replace the latest.
  const older = applyMessageToChannels(read, {
    ...msg,
    id: 'm0',
    createdAt: '2025-01-01T00:00:00Z',
  }, 'insert');
  assert.equal(older[0].latestMsg?.id, 'm2');
});

Deno.test('block state: either member, both, or nobody; anyone blocking disables the box', () => {
  const blockedBy = (...numbers: string[]) => ({ ...channel('1', null), blockedBy: numbers });
  assert.deepEqual(blockState(blockedBy(), 'F'), { byMe: false, byOther: false, blocked: false });
  assert.deepEqual(blockState(blockedBy('F'), 'F'), { byMe: true, byOther: false, blocked: true });
  assert.deepEqual(blockState(blockedBy('F'), 'C'), { byMe: false, byOther: true, blocked: true });
  assert.deepEqual(blockState(blockedBy('C', 'F'), 'C'), {
    byMe: true,
    byOther: true,
    blocked: true,
  });
});

Deno.test('timestamps read in the home zone, the same on the server and in the browser', () => {
  const now = Date.parse('2026-03-20T12:00:00Z');
  // 02:30 UTC is 10:30 p.m. the day before in Toronto (EDT).
  assert.equal(formatTimestamp('2026-03-20T02:30:00Z', now, 'en'), '10:30 p.m.');
  assert.equal(formatTimestamp('2026-03-01T02:30:00Z', now, 'en'), 'Feb 28, 2026 9:30 p.m.');
  assert.match(formatTimestamp('2026-03-01T02:30:00Z', now, 'fr'), /^28 févr\. 2026 21 h 30$/);
});
