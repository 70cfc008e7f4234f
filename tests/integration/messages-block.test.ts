// Blocking both ways (spec 001 §3 blockedBy is a list, §4 Messaging; issue 20 point 16;
// docs/decisions/033-two-way-block.md): either member blocks, each lifts only their own block,
// nobody sends while anyone blocks, refused by the API with the spec's sentence for the sender's
// side and by the database itself; both members' sockets hear every change of the block.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import {
  api,
  app,
  asUserOf,
  deleteUsers,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';

const BLOCKED_BY_ME =
  'This person has been blocked. Messages can no longer be sent or recived until unblocked by you.';
const BLOCKED_BY_OTHER = 'You have been blocked and are unable to send messages.';
const REFUSED = { code: '42501' };

async function numberOf(id: string) {
  const [row] = await sql`select user_id_number from public.users where id = ${id}`;
  return row.userIdNumber as string;
}

type Member = { id: string; cookie: string; number: string };

async function withPair(
  fn: (p: { family: Member; caregiver: Member; channelId: string }) => Promise<void>,
) {
  const [f, c] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'background-checked' }),
  ]);
  try {
    const family = { ...f, number: await numberOf(f.id) };
    const caregiver = { ...c, number: await numberOf(c.id) };
    const res = await api('POST', `/api/message/new/${caregiver.number}`, {
      cookie: family.cookie,
      body: {},
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await fn({ family, caregiver, channelId: res.body.channelId });
  } finally {
    await deleteUsers(f.id, c.id);
  }
}

const blockedBy = async (channelId: string) => {
  const [row] = await sql`select blocked_by from public.message_channels where id = ${channelId}`;
  return [...(row.blockedBy as string[])].sort();
};

test('messages block: either member blocks, each lifts only their own; sends wait for both', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const call = (who: Member, verb: 'block' | 'unblock') =>
      api('GET', `/api/message/${channelId}/${verb}`, { cookie: who.cookie });
    const send = (who: Member, body: string, locale?: 'fr') =>
      api('POST', `/api/message/${channelId}`, {
        cookie: locale ? `${who.cookie}; locale=${locale}` : who.cookie,
        body: { body },
      });
    const listed = async (who: Member) =>
      (await api('GET', '/api/message', { cookie: who.cookie })).body.channels[0].blockedBy;

    // The caregiver blocks first: both see it, and both are refused, each in their side's words.
    const byCaregiver = await call(caregiver, 'block');
    assert.equal(byCaregiver.status, 200);
    assert.deepEqual(byCaregiver.body.blockedBy, [caregiver.number]);
    assert.deepEqual(await listed(family), [caregiver.number]);
    const refusedCaregiver = await send(caregiver, 'Hello?');
    assert.equal(refusedCaregiver.status, 403);
    assert.deepEqual(refusedCaregiver.body, { general: BLOCKED_BY_ME });
    const refusedFamily = await send(family, 'Hello?');
    assert.equal(refusedFamily.status, 403);
    assert.deepEqual(refusedFamily.body, { general: BLOCKED_BY_OTHER });
    // Blocking twice is the same block.
    assert.deepEqual((await call(caregiver, 'block')).body.blockedBy, [caregiver.number]);
    // The family cannot lift the caregiver's block, and nothing changed.
    const liftOthers = await call(family, 'unblock');
    assert.equal(liftOthers.status, 403);
    assert.deepEqual(liftOthers.body, {
      general: 'Only the person who blocked this conversation can unblock it.',
    });
    assert.deepEqual(await blockedBy(channelId), [caregiver.id]);

    // The family blocks too (the list holds both).
    const byFamily = await call(family, 'block');
    assert.equal(byFamily.status, 200);
    assert.deepEqual([...byFamily.body.blockedBy].sort(), [caregiver.number, family.number].sort());

    // The caregiver lifts their own block: the family's stays, so the caregiver still cannot
    // send, now told they have been blocked; they cannot lift the family's block either.
    const lifted = await call(caregiver, 'unblock');
    assert.equal(lifted.status, 200);
    assert.deepEqual(lifted.body.blockedBy, [family.number]);
    const stillRefused = await send(caregiver, 'Can we talk?');
    assert.equal(stillRefused.status, 403);
    assert.deepEqual(stillRefused.body, { general: BLOCKED_BY_OTHER });
    const inFrench = await send(caregiver, 'On se parle ?', 'fr');
    assert.deepEqual(inFrench.body, {
      general: 'Vous avez été bloqué et ne pouvez pas envoyer de messages.',
    });
    assert.equal((await call(caregiver, 'unblock')).status, 403);
    assert.deepEqual((await send(family, 'Not yet')).body, { general: BLOCKED_BY_ME });
    assert.deepEqual(await blockedBy(channelId), [family.id]);

    // The family lifts theirs: both send again.
    const open = await call(family, 'unblock');
    assert.deepEqual(open.body.blockedBy, []);
    assert.equal((await send(caregiver, 'Thanks')).status, 201);
    assert.equal((await send(family, 'Welcome back')).status, 201);
    // Unblocking when nobody blocks changes nothing.
    assert.equal((await call(caregiver, 'unblock')).status, 200);
    const [{ n }] = await sql`select count(*)::int as n from public.messages
                               where channel_id = ${channelId}`;
    assert.equal(n, 2);
  });
});

test('messages block: a third user can neither block, unblock, nor send', async () => {
  await withPair(async ({ family, channelId }) => {
    const stranger = await signedInCaregiver({ stage: 'background-checked' });
    try {
      await api('GET', `/api/message/${channelId}/block`, { cookie: family.cookie });
      for (const verb of ['block', 'unblock']) {
        const res = await api('GET', `/api/message/${channelId}/${verb}`, {
          cookie: stranger.cookie,
        });
        assert.equal(res.status, 404);
        assert.deepEqual(res.body, { general: 'This conversation does not exist.' });
      }
      assert.deepEqual(await blockedBy(channelId), [family.id]);
      // At the database: the stranger's update reaches no row, their insert is refused.
      const updated = await asUserOf(
        stranger.id,
        (tx) =>
          tx`update public.message_channels set blocked_by = '{}' where id = ${channelId}
             returning id`,
      );
      assert.equal(updated.length, 0);
      assert.deepEqual(await blockedBy(channelId), [family.id]);
    } finally {
      await deleteUsers(stranger.id);
    }
  });
});

test('messages block: the database adds and removes only your own id, and refuses every insert while anyone blocks', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const update = (who: string, set: ReturnType<typeof sql>) =>
      asUserOf(
        who,
        (tx) => tx`update public.message_channels set ${set} where id = ${channelId} returning id`,
      );
    const insertAs = (who: string) =>
      asUserOf(
        who,
        (tx) =>
          tx`insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
             values (${channelId}, ${family.id}, ${caregiver.id}, ${who}, 'Hello') returning id`,
      );

    // Nobody may block in the other's name.
    await assert.rejects(
      update(family.id, sql`blocked_by = array[${caregiver.id}]::uuid[]`),
      REFUSED,
    );
    // Either member adds themselves.
    assert.equal(
      (await update(
        caregiver.id,
        sql`blocked_by = array_append(blocked_by, ${caregiver.id}::uuid)`,
      ))
        .length,
      1,
    );
    assert.equal(
      (await update(family.id, sql`blocked_by = array_append(blocked_by, ${family.id}::uuid)`))
        .length,
      1,
    );
    assert.deepEqual(await blockedBy(channelId), [caregiver.id, family.id].sort());
    // Neither may take the other's id off, alone or with their own.
    await assert.rejects(
      update(family.id, sql`blocked_by = array_remove(blocked_by, ${caregiver.id}::uuid)`),
      REFUSED,
    );
    await assert.rejects(update(caregiver.id, sql`blocked_by = '{}'`), REFUSED);
    // While anyone blocks, the insert policy refuses both members, whoever blocked.
    for (const who of [family.id, caregiver.id]) {
      await assert.rejects(insertAs(who), { code: '42501', message: /row-level security/ });
    }
    assert.equal(
      (await update(family.id, sql`blocked_by = array_remove(blocked_by, ${family.id}::uuid)`))
        .length,
      1,
    );
    // Only the caregiver's block left: still refused, for the family too.
    await assert.rejects(insertAs(family.id), { code: '42501' });
    await assert.rejects(insertAs(caregiver.id), { code: '42501' });
    assert.equal(
      (await update(
        caregiver.id,
        sql`blocked_by = array_remove(blocked_by, ${caregiver.id}::uuid)`,
      ))
        .length,
      1,
    );
    assert.equal((await insertAs(family.id)).length, 1);

    // The list holds members only, each once: even the service path cannot write otherwise.
    const stranger = await signedInFamily();
    try {
      await assert.rejects(
        asService((tx) =>
          tx`update public.message_channels set blocked_by = array[${stranger.id}]::uuid[]
             where id = ${channelId}`
        ),
        { code: '23514' },
      );
    } finally {
      await deleteUsers(stranger.id);
    }
    await assert.rejects(
      asService((tx) =>
        tx`update public.message_channels set blocked_by = array[${family.id}, ${family.id}]::uuid[]
           where id = ${channelId}`
      ),
      { code: '23514' },
    );
  });
});

test('messages block: both members block at the same moment and both blocks land', async () => {
  await withPair(async ({ family, caregiver, channelId }) => {
    const results = await Promise.all(
      [family, caregiver].map((who) =>
        api('GET', `/api/message/${channelId}/block`, { cookie: who.cookie })
      ),
    );
    assert.deepEqual(results.map((r) => r.status), [200, 200]);
    assert.deepEqual(await blockedBy(channelId), [caregiver.id, family.id].sort());
  });
});

test('messages block: both members’ sockets hear each block and unblock live, with the list', async () => {
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
        const seen: string[][] = [];
        const waiters: Array<() => void> = [];
        await new Promise<void>((resolve, reject) => {
          ws.onerror = () => reject(new Error('socket error'));
          ws.onmessage = (e) => {
            const msg = JSON.parse(e.data);
            if (msg.type === 'ready') resolve();
            if (msg.type === 'change' && msg.table === 'message_channels' && msg.id === channelId) {
              seen.push([...msg.row.blockedBy].sort());
              waiters.splice(0).forEach((w) => w());
            }
          };
        });
        /** Resolves once a change with exactly this list has arrived (5 s at most). */
        const hears = async (list: string[]) => {
          const want = JSON.stringify([...list].sort());
          const deadline = Date.now() + 5000;
          while (!seen.some((s) => JSON.stringify(s) === want)) {
            if (Date.now() > deadline) {
              throw new Error(`never heard ${want}: ${JSON.stringify(seen)}`);
            }
            await new Promise<void>((resolve) => {
              waiters.push(resolve);
              setTimeout(resolve, 200);
            });
          }
        };
        return { seen, hears };
      };
      const toFamily = await connect(family.cookie);
      const toCaregiver = await connect(caregiver.cookie);
      const call = (who: Member, verb: string) =>
        api('GET', `/api/message/${channelId}/${verb}`, { cookie: who.cookie });

      await call(caregiver, 'block');
      await Promise.all([toFamily, toCaregiver].map((s) => s.hears([caregiver.number])));
      await call(family, 'block');
      const both = [caregiver.number, family.number];
      await Promise.all([toFamily, toCaregiver].map((s) => s.hears(both)));
      await call(caregiver, 'unblock');
      await Promise.all([toFamily, toCaregiver].map((s) => s.hears([family.number])));
      await call(family, 'unblock');
      await Promise.all([toFamily, toCaregiver].map((s) => s.hears([])));
      // One change per block or unblock, in order, to each member.
      const expected = [[caregiver.number], both.sort(), [family.number], []];
      assert.deepEqual(toFamily.seen, expected);
      assert.deepEqual(toCaregiver.seen, expected);
    } finally {
      sockets.forEach((ws) => ws.close());
      await server.shutdown();
    }
  });
});
