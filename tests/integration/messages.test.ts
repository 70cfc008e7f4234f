// The messages API (spec 001 §7, spec 002 POST /message/new/{userIdNumber}) end to end: every
// endpoint's shape and messages, blocking refused by the server, members only, the background
// check rule, text stored and answered as text.
import assert from 'node:assert/strict';
import { asUserInOneTrip, sql } from '../../web/server/db.server.ts';
import { REALTIME_CHANNEL } from '../../web/server/realtime.server.ts';
import {
  insertMessage,
  readChannelLive,
  readMessageLive,
} from '../../web/domains/messages/queries.server.ts';
import {
  api,
  app,
  asUserOf,
  deleteUsers,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';

async function numberOf(id: string) {
  const [row] = await sql`select user_id_number from public.users where id = ${id}`;
  return row.userIdNumber as string;
}

type Pair = {
  family: Awaited<ReturnType<typeof signedInFamily>>;
  caregiver: Awaited<ReturnType<typeof signedInCaregiver>>;
  channelId: string;
};

async function withPair(fn: (p: Pair) => Promise<void>) {
  const [family, caregiver] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'background-checked' }),
  ]);
  try {
    const res = await api('POST', `/api/message/new/${await numberOf(caregiver.id)}`, {
      cookie: family.cookie,
      body: {},
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await fn({ family, caregiver, channelId: res.body.channelId });
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
}

test('messages: opening a channel answers the same channelId both ways', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    assert.match(channelId, /^[0-9a-f-]{36}$/);
    const again = await api('POST', `/api/message/new/${await numberOf(caregiver.id)}`, {
      cookie: family.cookie,
    });
    assert.deepEqual(again.body, { channelId });
    const fromCaregiver = await api('POST', `/api/message/new/${await numberOf(family.id)}`, {
      cookie: caregiver.cookie,
    });
    assert.deepEqual(fromCaregiver.body, { channelId });
  });
});

test('messages: send, list channels, page, unread marker and mark-read', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const sent = await api('POST', `/api/message/${channelId}`, {
      cookie: family.cookie,
      body: { body: '  Hello there!\nAre you free Tuesday?  ' },
    });
    assert.equal(sent.status, 201);
    assert.equal(sent.body.body, 'Hello there!\nAre you free Tuesday?');
    assert.equal(sent.body.mine, true);
    assert.equal(sent.body.isRead, false);
    assert.equal(sent.body.channelId, channelId);

    // isMessage is set for the sender.
    const [status] = await sql`
      select is_message from public.account_statuses where user_id = ${family.id}`;
    assert.equal(status.isMessage, true);

    const list = await api('GET', '/api/message', { cookie: caregiver.cookie });
    assert.equal(list.status, 200);
    assert.equal(list.body.channels.length, 1);
    const [channel] = list.body.channels;
    assert.equal(channel.channelId, channelId);
    assert.equal(channel.other.userIdNumber, await numberOf(family.id));
    assert.equal(channel.latestMsg.body, 'Hello there!\nAre you free Tuesday?');
    assert.equal(channel.latestMsg.isRead, false);
    assert.equal(channel.latestMsg.userIdNumber, await numberOf(family.id));
    assert.deepEqual(channel.blockedBy, []);

    const page = await api('GET', `/api/message/${channelId}`, { cookie: caregiver.cookie });
    assert.equal(page.status, 200);
    assert.equal(page.body.messages.length, 1);
    assert.equal(page.body.messages[0].mine, false);
    assert.equal(page.body.nextCursor, null);

    const marked = await api('POST', `/api/message/${channelId}/mark-read`, {
      cookie: caregiver.cookie,
      body: [page.body.messages[0]],
    });
    assert.deepEqual(marked.body, { updated: 1 });
    const after = await api('GET', '/api/message', { cookie: family.cookie });
    assert.equal(after.body.channels[0].latestMsg.isRead, true);

    // The author cannot mark their own message read.
    const own = await api('POST', `/api/message/${channelId}/mark-read`, {
      cookie: family.cookie,
      body: [],
    });
    assert.deepEqual(own.body, { updated: 0 });
  });
});

test('messages: the last 50, then older pages of 25', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    await sql`
      insert into public.messages (channel_id, family_id, caregiver_id, author_id, body, created_at)
      select ${channelId}, ${family.id}, ${caregiver.id}, ${family.id}, 'Message ' || n,
             now() - make_interval(secs => 100 - n)
        from generate_series(1, 80) n`;
    const first = await api('GET', `/api/message/${channelId}`, { cookie: family.cookie });
    assert.equal(first.body.messages.length, 50);
    assert.equal(first.body.messages[0].body, 'Message 31');
    assert.equal(first.body.messages[49].body, 'Message 80');
    const second = await api(
      'GET',
      `/api/message/${channelId}?before=${first.body.nextCursor}`,
      { cookie: family.cookie },
    );
    assert.equal(second.body.messages.length, 25);
    assert.equal(second.body.messages[0].body, 'Message 6');
    assert.equal(second.body.messages[24].body, 'Message 30');
    const third = await api(
      'GET',
      `/api/message/${channelId}?before=${second.body.nextCursor}`,
      { cookie: family.cookie },
    );
    assert.equal(third.body.messages.length, 5);
    assert.equal(third.body.nextCursor, null);
    const bad = await api('GET', `/api/message/${channelId}?before=nope`, {
      cookie: family.cookie,
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { general: 'The page cursor is not valid.' });
  });
});

test('messages: a blank message is refused with a clear message, in the request’s language', async () => {
  await withPair(async ({ family, channelId }) => {
    const blank = await api('POST', `/api/message/${channelId}`, {
      cookie: family.cookie,
      body: { body: '   \n ' },
    });
    assert.equal(blank.status, 422);
    assert.deepEqual(blank.body, { body: 'Please enter a message.' });
    const french = await api('POST', `/api/message/${channelId}`, {
      cookie: `${family.cookie}; locale=fr`,
      body: { body: '' },
    });
    assert.deepEqual(french.body, { body: 'Veuillez écrire un message.' });
    const long = await api('POST', `/api/message/${channelId}`, {
      cookie: family.cookie,
      body: { body: 'x'.repeat(2001) },
    });
    assert.deepEqual(long.body, { body: 'A message can be at most 2000 characters.' });
  });
});

test('messages: HTML is stored and answered as text', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const body = '<img src=x onerror=alert(1)><b>hi</b> & bye';
    await api('POST', `/api/message/${channelId}`, { cookie: family.cookie, body: { body } });
    const [row] = await sql`select body from public.messages where channel_id = ${channelId}`;
    assert.equal(row.body, body);
    const page = await api('GET', `/api/message/${channelId}`, { cookie: caregiver.cookie });
    assert.equal(page.body.messages[0].body, body);
  });
});

// Blocking, both ways, is tested in messages-block.test.ts.

test('messages: only the two members read or write a channel', async () => {
  await withPair(async ({ family, channelId }) => {
    await api('POST', `/api/message/${channelId}`, { cookie: family.cookie, body: { body: 'Hi' } });
    const stranger = await signedInFamily();
    try {
      const notFound = { general: 'This conversation does not exist.' };
      const read = await api('GET', `/api/message/${channelId}`, { cookie: stranger.cookie });
      assert.equal(read.status, 404);
      assert.deepEqual(read.body, notFound);
      const write = await api('POST', `/api/message/${channelId}`, {
        cookie: stranger.cookie,
        body: { body: 'Intruding' },
      });
      assert.equal(write.status, 404);
      const block = await api('GET', `/api/message/${channelId}/block`, {
        cookie: stranger.cookie,
      });
      assert.equal(block.status, 404);
      const mark = await api('POST', `/api/message/${channelId}/mark-read`, {
        cookie: stranger.cookie,
      });
      assert.equal(mark.status, 404);
      const list = await api('GET', '/api/message', { cookie: stranger.cookie });
      assert.deepEqual(list.body, { channels: [] });
      const anonymous = await api('GET', '/api/message');
      assert.equal(anonymous.status, 401);
      const badId = await api('GET', '/api/message/not-a-uuid', { cookie: family.cookie });
      assert.equal(badId.status, 400);
    } finally {
      await deleteUsers(stranger.id);
    }
  });
});

test('messages: a caregiver without an approved background check cannot open a channel (403)', async () => {
  const [family, caregiver] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'basic-info' }),
  ]);
  try {
    const res = await api('POST', `/api/message/new/${await numberOf(family.id)}`, {
      cookie: caregiver.cookie,
    });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, {
      general:
        'Your background check must be approved before you can message families. Complete your profile to continue.',
    });
    // Nor can a family open one with that caregiver.
    const byFamily = await api('POST', `/api/message/new/${await numberOf(caregiver.id)}`, {
      cookie: family.cookie,
    });
    assert.equal(byFamily.status, 403);
    assert.deepEqual(byFamily.body, { general: 'This caregiver cannot receive messages yet.' });
    // Families message caregivers, not families; unknown numbers are 404.
    const other = await signedInFamily();
    try {
      const same = await api('POST', `/api/message/new/${await numberOf(other.id)}`, {
        cookie: family.cookie,
      });
      assert.equal(same.status, 403);
    } finally {
      await deleteUsers(other.id);
    }
    const unknown = await api('POST', '/api/message/new/1', { cookie: family.cookie });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { general: 'We could not find this user.' });
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});

test('messages: the pages answer for members, and the dashboard shows the card', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    await api('POST', `/api/message/${channelId}`, {
      cookie: family.cookie,
      body: { body: 'See you soon <3' },
    });
    const page = await api('GET', '/messages', { cookie: caregiver.cookie });
    assert.equal(page.status, 200);
    assert.match(page.body, /See you soon &lt;3/);
    const unknown = await api('GET', '/messages/00000000-0000-4000-8000-000000000000', {
      cookie: caregiver.cookie,
    });
    assert.equal(unknown.status, 200);
    assert.match(unknown.body, /See you soon &lt;3/);
    const empty = await signedInFamily();
    try {
      const none = await api('GET', '/messages', { cookie: empty.cookie });
      assert.match(none.body, /No channels found/);
      assert.match(none.body, /Start Your Search/);
      assert.match(none.body, /href="\/caregivers"/);
    } finally {
      await deleteUsers(empty.id);
    }
    // The family's first visit shows the welcome screen; the caregiver's dashboard has the card.
    const dashboard = await api('GET', '/dashboard', { cookie: caregiver.cookie });
    assert.equal(dashboard.status, 200);
    assert.match(dashboard.body, /messages-card/);
    assert.match(dashboard.body, /See you soon &lt;3/);
  });
});

test('messages: the realtime readers re-read a row as its receiver, members only', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const sent = await api('POST', `/api/message/${channelId}`, {
      cookie: family.cookie,
      body: { body: 'Live?' },
    });
    const forCaregiver = await asUserOf(caregiver.id, (tx) => readMessageLive(tx, sent.body.id));
    assert.equal(forCaregiver?.body, 'Live?');
    assert.equal(forCaregiver?.mine, false);
    const forFamily = await asUserOf(family.id, (tx) => readMessageLive(tx, sent.body.id));
    assert.equal(forFamily?.mine, true);
    const channel = await asUserOf(caregiver.id, (tx) => readChannelLive(tx, channelId));
    assert.equal(channel?.other.userIdNumber, await numberOf(family.id));
    const stranger = await signedInFamily();
    try {
      assert.equal(await asUserOf(stranger.id, (tx) => readMessageLive(tx, sent.body.id)), null);
      assert.equal(await asUserOf(stranger.id, (tx) => readChannelLive(tx, channelId)), null);
    } finally {
      await deleteUsers(stranger.id);
    }
  });
});

/**
 * Listens on the realtime channel; `settle()` returns once every announcement committed before
 * it was called has arrived (a listener hears notifications in commit order, so a marker sent
 * afterwards comes last).
 */
async function listenToAnnouncements() {
  const heard: Array<Record<string, unknown>> = [];
  const markers = new Map<string, () => void>();
  const { unlisten } = await sql.listen(REALTIME_CHANNEL, (payload) => {
    const data = JSON.parse(payload) as Record<string, unknown>;
    if (typeof data.marker === 'string') markers.get(data.marker)?.();
    // Only the messages' own tables: a first message also changes the sender's status row, which
    // announces itself (that table's business, not this test's).
    else if (String(data.table).startsWith('message')) heard.push(data);
  });
  const settle = async () => {
    const marker = crypto.randomUUID();
    const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
    await sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ marker })})`;
    await arrived;
  };
  return { heard, settle, unlisten };
}

test('messages: a message, a read receipt and a block each announce once, naming both members', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const { heard, settle, unlisten } = await listenToAnnouncements();
    try {
      const sent = await api('POST', `/api/message/${channelId}`, {
        cookie: family.cookie,
        body: { body: 'One announcement' },
      });
      assert.equal(sent.status, 201);
      await settle();
      // One NOTIFY for the insert (the channel's summary update announces nothing).
      assert.deepEqual(heard.splice(0), [
        { table: 'messages', op: 'insert', id: sent.body.id, audience: [family.id, caregiver.id] },
      ]);

      const marked = await api('POST', `/api/message/${channelId}/mark-read`, {
        cookie: caregiver.cookie,
        body: [sent.body.id],
      });
      assert.deepEqual(marked.body, { updated: 1 });
      await settle();
      assert.deepEqual(heard.splice(0), [
        { table: 'messages', op: 'update', id: sent.body.id, audience: [family.id, caregiver.id] },
      ]);

      const blocked = await api('GET', `/api/message/${channelId}/block`, {
        cookie: caregiver.cookie,
      });
      assert.equal(blocked.status, 200);
      await settle();
      assert.deepEqual(heard.splice(0), [
        {
          table: 'message_channels',
          op: 'update',
          id: channelId,
          audience: [family.id, caregiver.id],
        },
      ]);
    } finally {
      await unlisten();
    }
  });
});

test('messages: the first message sets the sender’s isMessage; later ones leave the status row alone', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const status = async (userId: string) => {
      const [row] = await sql`
        select is_message, updated_at from public.account_statuses where user_id = ${userId}`;
      return { isMessage: row.isMessage as boolean, updatedAt: (row.updatedAt as Date).getTime() };
    };
    assert.equal((await status(family.id)).isMessage, false);
    const send = (body: string) =>
      api('POST', `/api/message/${channelId}`, { cookie: family.cookie, body: { body } });
    assert.equal((await send('First')).status, 201);
    const first = await status(family.id);
    assert.equal(first.isMessage, true);
    // Only the author's flag: the recipient has sent nothing yet.
    assert.equal((await status(caregiver.id)).isMessage, false);
    assert.equal((await send('Second')).status, 201);
    // Set only while not set: the second message did not write the row again (its trigger would
    // have moved updated_at).
    assert.deepEqual(await status(family.id), first);
  });
});

test('messages: both members’ sockets get a message once, each as themselves', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
    const sockets: WebSocket[] = [];
    try {
      // Deno's WebSocket takes request headers; the DOM typings do not know that.
      const DenoWebSocket = WebSocket as unknown as new (
        url: string,
        init: { headers: HeadersInit },
      ) => WebSocket;
      const connect = async (cookie: string) => {
        const ws = new DenoWebSocket(`ws://127.0.0.1:${server.addr.port}/api/realtime`, {
          headers: { cookie },
        });
        sockets.push(ws);
        const rows: Array<Record<string, unknown>> = [];
        const waiters: Array<() => void> = [];
        await new Promise<void>((resolve, reject) => {
          ws.onerror = () => reject(new Error('socket error'));
          ws.onmessage = (e) => {
            const msg = JSON.parse(e.data);
            if (msg.type === 'ready') resolve();
            if (msg.type === 'change' && msg.table === 'messages') {
              rows.push(msg.row);
              waiters.splice(0).forEach((w) => w());
            }
          };
        });
        /** Resolves once a row with this body has arrived. */
        const got = async (body: string) => {
          while (!rows.some((r) => r.body === body)) {
            await new Promise<void>((resolve) => waiters.push(resolve));
          }
        };
        return { rows, got };
      };
      const toFamily = await connect(family.cookie);
      const toCaregiver = await connect(caregiver.cookie);
      const send = (body: string) =>
        api('POST', `/api/message/${channelId}`, { cookie: family.cookie, body: { body } });
      assert.equal((await send('Once')).status, 201);
      assert.equal((await send('Then this')).status, 201);
      await Promise.all([toFamily.got('Then this'), toCaregiver.got('Then this')]);
      // A user's deliveries come in order: a second copy of 'Once' would be here by now.
      assert.deepEqual(toFamily.rows.map((r) => [r.body, r.mine]), [['Once', true], [
        'Then this',
        true,
      ]]);
      assert.deepEqual(toCaregiver.rows.map((r) => [r.body, r.mine]), [['Once', false], [
        'Then this',
        false,
      ]]);
    } finally {
      sockets.forEach((ws) => ws.close());
      await server.shutdown();
    }
  });
});

test('messages: a send whose statement fails writes nothing and leaves no transaction behind', async () => {
  await withPair(async ({ family, channelId }) => {
    // The send's BEGIN, claims, insert and COMMIT travel together (asUserInOneTrip). A body the
    // table refuses (over 2,000 characters; the API would say so first) fails the insert: the
    // COMMIT behind it ends the aborted transaction, and the error is the insert's.
    const user = { id: family.id, userType: 'family' as const };
    for (let i = 0; i < 12; i++) {
      await assert.rejects(
        asUserInOneTrip(user, (tx) => insertMessage(tx, family.id, channelId, 'x'.repeat(2001))),
        (err: { code?: string }) => err.code === '23514',
      );
    }
    const [{ n }] = await sql`select count(*)::int as n from public.messages
                               where channel_id = ${channelId}`;
    assert.equal(n, 0);
    // Every connection of the pool went back clean: a dozen sends through it all succeed, as the
    // user (a connection left in the aborted transaction would refuse them).
    const sent = await Promise.all(
      Array.from(
        { length: 12 },
        (_, i) =>
          asUserInOneTrip(user, (tx) => insertMessage(tx, family.id, channelId, `hello ${i}`)),
      ),
    );
    assert.equal(sent.filter((rows) => rows.length === 1).length, 12);
    const [after] = await sql`select count(*)::int as n, count(distinct author_id)::int as authors
                                from public.messages where channel_id = ${channelId}`;
    assert.deepEqual({ ...after }, { n: 12, authors: 1 });
  });
});
