// The realtime socket, end to end: a real server, real WebSockets, triggers on the real Postgres.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import {
  CLOSE_SIGNED_OUT,
  REALTIME_CHANNEL,
  shardIndex,
} from '../../web/server/realtime.server.ts';
import { realtimeHub } from '../../web/app/realtime-hub.server.ts';
import { createNotification, html } from '../../web/domains/notifications/actions.server.ts';
import { app, origin, signedInCaregiver, type TestAccount } from './helpers.ts';
import { type RealtimeMessage, RealtimeSocket } from './realtime-socket.ts';

type Message = RealtimeMessage;

/** A socket of this test: the cookie is the session, the Origin none (a bare client). */
class Client extends RealtimeSocket {
  constructor(url: string, cookie?: string) {
    super(url, cookie ? { cookie } : {});
  }
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`condition not met in time (last value ${JSON.stringify(value)})`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const presence = async (userId: string) => {
  const [row] = await sql`select is_online from public.presence where user_id = ${userId}`;
  return row ? (row.isOnline as boolean) : null;
};

const notify = (recipientId: string, text: string) =>
  asService((tx) =>
    createNotification(tx, {
      recipientId,
      class: 'Invite',
      refId: text,
      message: html`<b>${text}</b>`,
    })
  );

Deno.test({
  name: 'the realtime socket delivers only what its user may read, and tracks presence',
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
    const url = `ws://127.0.0.1:${server.addr.port}/api/realtime`;
    const open: Client[] = [];
    const connect = async (user?: TestAccount) => {
      const client = new Client(url, user?.cookie);
      open.push(client);
      if (user) await client.next((m) => m.type === 'ready');
      return client;
    };
    try {
      const a = await signedInCaregiver();
      const b = await signedInCaregiver();

      await t.step('a signed-out socket is closed with 4401', async () => {
        const visitor = new Client(url);
        const event = await visitor.closed;
        assert.equal(event.code, CLOSE_SIGNED_OUT);
      });

      const aTab1 = await connect(a);
      const aTab2 = await connect(a);
      const bTab = await connect(b);

      await t.step('presence turns online with the first socket', async () => {
        assert.equal(await until(() => presence(a.id), (v) => v === true), true);
        assert.equal(await until(() => presence(b.id), (v) => v === true), true);
      });

      await t.step('an insert reaches every socket of its recipient with the row', async () => {
        const created = await notify(a.id, 'for-a-1');
        for (const tab of [aTab1, aTab2]) {
          const msg = await tab.next((m) => m.type === 'change' && m.id === created.id);
          assert.equal(msg.table, 'notifications');
          assert.equal(msg.op, 'insert');
          assert.equal(msg.row?.id, created.id);
          assert.equal(msg.row?.recipient, a.id);
          assert.equal(msg.row?.message, '<b>for-a-1</b>');
          assert.equal(msg.row?.read, false);
          assert.equal(msg.row?.refId, 'for-a-1');
        }
      });

      await t.step("another user's notification is not delivered", async () => {
        const forB = await notify(b.id, 'for-b');
        const forA = await notify(a.id, 'for-a-2');
        // Deliveries are in order, so by the time A has its second notification, B's would have come.
        await aTab1.next((m) => m.id === forA.id);
        await aTab2.next((m) => m.id === forA.id);
        await bTab.next((m) => m.id === forB.id);
        for (const tab of [aTab1, aTab2]) {
          assert.ok(
            !tab.changes().some((m) => m.id === forB.id),
            'A never hears of B’s notification',
          );
          assert.ok(
            tab.changes().every((m) =>
              (m.row as { recipient?: string } | null)?.recipient !== b.id
            ),
          );
        }
        assert.ok(
          !bTab.changes().some((m) => m.id === forA.id),
          'B never hears of A’s notification',
        );
      });

      // The trigger's audience already leaves B out of A's changes, so the step above would pass
      // without the per-user re-read. Here the audience is forged to name B: only the re-read as
      // B (under RLS) stands between B and A's row.
      await t.step('an announcement naming the wrong user delivers nothing to them', async () => {
        const ofA = await notify(a.id, 'forged-audience');
        const ofB = await notify(b.id, 'sentinel-for-b');
        await aTab1.next((m) => m.id === ofA.id);
        await bTab.next((m) => m.id === ofB.id);
        const forge = (id: string, audience: string[]) =>
          sql`select pg_notify(${REALTIME_CHANNEL}, ${
            JSON.stringify({ table: 'notifications', op: 'update', id, audience })
          })`;
        await forge(ofA.id, [b.id]);
        // B's deliveries run in order: once this one arrives, the forged one would have too.
        await forge(ofB.id, [b.id]);
        // Not vacuous: the same announcement naming A does reach A, with the row.
        await forge(ofA.id, [a.id]);
        await bTab.next((m) => m.id === ofB.id && m.op === 'update');
        const toA = await aTab1.next((m) => m.id === ofA.id && m.op === 'update');
        assert.equal(toA.row?.recipient, a.id);
        assert.equal(toA.row?.message, '<b>forged-audience</b>');
        assert.ok(
          !bTab.changes().some((m) => m.id === ofA.id && m.op === 'update'),
          'B hears nothing of A’s notification though the announcement named B',
        );
        assert.ok(
          bTab.changes().every((m) => (m.row as { recipient?: string } | null)?.recipient !== a.id),
        );
      });

      // One transaction's NOTIFYs arrive together and are re-read in one batch (ADR 022), which
      // switches claims between recipients. B here is a user whose deliveries share A's shard, so
      // both are in the same batch. Each announcement names the wrong user first: a batch that
      // read everything as one user, or skipped the re-read, would leak. A change whose id is not
      // a uuid makes the reader fail, so the batch falls back to one transaction per change, and
      // the good changes must still arrive, each to its own user only.
      await t.step('a burst for several users is re-read as each of them', async () => {
        const { shards } = realtimeHub.stats();
        let b = await signedInCaregiver();
        for (let i = 0; i < 50 && shardIndex(b.id, shards) !== shardIndex(a.id, shards); i++) {
          b = await signedInCaregiver();
        }
        assert.equal(shardIndex(b.id, shards), shardIndex(a.id, shards));
        const bTab = await connect(b);
        const ofA = await notify(a.id, 'burst-a');
        const ofB = await notify(b.id, 'burst-b');
        await aTab1.next((m) => m.id === ofA.id);
        await bTab.next((m) => m.id === ofB.id);
        const burst = (withBadId: boolean) =>
          sql.begin(async (tx) => {
            const announce = (id: string, audience: string[]) =>
              tx`select pg_notify(${REALTIME_CHANNEL}, ${
                JSON.stringify({ table: 'notifications', op: 'update', id, audience })
              })`;
            if (withBadId) await announce('not-a-uuid', [a.id, b.id]);
            await announce(ofA.id, [b.id, a.id]);
            await announce(ofB.id, [a.id, b.id]);
          });
        for (const withBadId of [false, true]) {
          const before = { a: aTab1.changes().length, b: bTab.changes().length };
          await burst(withBadId);
          const toA = await aTab1.next((m) =>
            m.id === ofA.id && m.op === 'update' && aTab1.changes().indexOf(m) >= before.a
          );
          const toB = await bTab.next((m) =>
            m.id === ofB.id && m.op === 'update' && bTab.changes().indexOf(m) >= before.b
          );
          assert.equal(toA.row?.recipient, a.id);
          assert.equal(toA.row?.message, '<b>burst-a</b>');
          assert.equal(toB.row?.recipient, b.id);
          assert.equal(toB.row?.message, '<b>burst-b</b>');
        }
        // Per-user order: once a later sentinel arrives, anything leaked would be there already.
        const sentinelA = await notify(a.id, 'burst-sentinel-a');
        const sentinelB = await notify(b.id, 'burst-sentinel-b');
        await aTab1.next((m) => m.id === sentinelA.id);
        await bTab.next((m) => m.id === sentinelB.id);
        assert.ok(
          !aTab1.changes().some((m) => m.id === ofB.id || m.id === 'not-a-uuid'),
          'A hears nothing of B’s notification though the burst named A',
        );
        assert.ok(
          !bTab.changes().some((m) => m.id === ofA.id || m.id === 'not-a-uuid'),
          'B hears nothing of A’s notification though the burst named B',
        );
        // Each good change reached each tab once per burst, no more.
        assert.equal(
          aTab1.changes().filter((m) => m.id === ofA.id && m.op === 'update').length,
          2,
        );
        assert.equal(
          bTab.changes().filter((m) => m.id === ofB.id && m.op === 'update').length,
          2,
        );
      });

      await t.step('marking read pushes an update; a delete pushes a null row', async () => {
        const created = await notify(a.id, 'to-read');
        await aTab1.next((m) => m.id === created.id && m.op === 'insert');
        const res = await app.request('/api/notifications/mark_read', {
          method: 'POST',
          headers: { origin, cookie: a.cookie, 'content-type': 'application/json' },
          body: JSON.stringify([created.id]),
        });
        assert.deepEqual(await res.json(), { updated: 1 });
        const update = await aTab1.next((m) => m.id === created.id && m.op === 'update');
        assert.equal(update.row?.read, true);

        await sql`delete from public.notifications where id = ${created.id}`;
        const gone = await aTab2.next((m) => m.id === created.id && m.op === 'delete');
        assert.equal(gone.row, null);
      });

      await t.step('presence stays online until the last socket closes', async () => {
        await aTab1.close();
        await new Promise((r) => setTimeout(r, 200));
        assert.equal(await presence(a.id), true);
        await aTab2.close();
        assert.equal(await until(() => presence(a.id), (v) => v === false), false);
        assert.equal(await presence(b.id), true);
        await bTab.close();
        assert.equal(await until(() => presence(b.id), (v) => v === false), false);
      });
    } finally {
      await Promise.all(open.map((c) => c.close()));
      await server.shutdown();
    }
  },
});

Deno.test({
  name: 'the realtime endpoint refuses other sites and plain requests',
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const plain = await app.request('/api/realtime');
    assert.equal(plain.status, 426);
    assert.equal(typeof (await plain.json()).general, 'string');

    const crossSite = await app.request('/api/realtime', {
      headers: {
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
        origin: 'https://evil.example',
      },
    });
    assert.equal(crossSite.status, 403);
    assert.deepEqual(await crossSite.json(), {
      general: 'This request did not come from Tendwell and was refused.',
    });

    // The answers follow the request's language.
    const french = await app.request('/api/realtime', { headers: { 'accept-language': 'fr' } });
    assert.equal(french.status, 426);
    assert.deepEqual(await french.json(), {
      general: 'Cette adresse n’accepte que les connexions WebSocket.',
    });

    const broken = await app.request('/api/realtime', {
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
    });
    assert.equal(broken.status, 400);
    assert.equal(typeof (await broken.json()).general, 'string');
  },
});
