// The realtime core: one WebSocket per tab (GET /api/realtime) and one LISTEN per process. It
// knows no domain: the app layer (web/app/realtime-hub.server.ts) builds a hub from each
// domain's `realtime` readers and `onPresence` callback.
//
// Triggers announce a change on the `tendwell_realtime` channel with the users it may concern
// (one announcement per change, naming every member: a message names both of its channel's);
// the hub re-reads the row as each of those users who has a socket here, under row-level
// security, and pushes it only if that user may read it. Nothing is pushed from the trigger's
// payload itself.
//
// Re-reads are batched (ADR 022): the (user, change) pairs that arrive while a batch runs wait
// for the next one, and a batch is ONE transaction on the hub's own pool that sets each
// recipient's claims (`set_config('request.jwt.claims', …, true)`) before that recipient's
// reads, so every read still runs as its recipient. Users are split over a few shards by id; a
// shard runs one batch at a time, so a user's changes are read and pushed in the order they
// were announced. If a batch fails, each of its pairs is retried alone in its own transaction
// (nothing is pushed before every read of a batch has succeeded, so nothing is pushed twice).
// The batch's reads only select: once they have all answered, their rows are pushed while its
// COMMIT is on its way, rather than a round trip later.
//
// Messages to the browser: {type:'ready'} once the socket is registered and the listener is up;
// {type:'change', table, op, id, row}; {type:'ping'} every 25 s.
import type { Context } from 'hono';
import { upgradeWebSocket } from 'hono/deno';
import type { WSContext } from 'hono/ws';
import { commonMessages } from '../shared/common-messages.ts';
import { translator } from '../shared/i18n.tsx';
import { claimsFor, listen, realtimeSql, type Sql, type Tx } from './db.server.ts';
import type { RealtimeReader } from './domain.ts';
import { isOwnOrigin } from './http.server.ts';
import { type AppEnv, loadViewer, needsSecondFactor, type Viewer } from './viewer.server.ts';

export const REALTIME_CHANNEL = 'tendwell_realtime';
export const HEARTBEAT_MS = 25_000;
/** Sessions end (sign-out elsewhere, expiry); an open socket checks its own this often. */
export const SESSION_RECHECK_MS = 5 * 60_000;
export const CLOSE_SIGNED_OUT = 4401;
/**
 * Staff without a second factor get no live updates until they set one up (ADR 044): the socket
 * says so with its own code, so the page neither retries nor thinks it was signed out.
 */
export const CLOSE_SECOND_FACTOR = 4403;

export type RealtimeHubOptions = {
  /**
   * Tables whose changes reach browsers, each with the reader that returns a row the way its API
   * does. The reader runs as the receiving user, so RLS decides.
   */
  tables: Record<string, RealtimeReader>;
  /** Called when a user's first socket here opens and when their last one closes. */
  onPresence?: (viewer: Viewer, online: boolean) => Promise<void>;
  /** The pool the re-reads use (default: the hub's own, `realtimeSql`). */
  db?: Sql;
  /** Batches that may run at once, each on one connection (default: the pool's size). */
  shards?: number;
};

export type RealtimeHub = {
  /** GET /api/realtime */
  route: (c: Context<AppEnv>) => Promise<Response>;
  /** Called for every announcement on the channel; only users with sockets here matter. */
  handleAnnouncement: (payload: string) => void;
  /** One LISTEN connection per hub, opened with the first socket and kept. */
  ensureListening: () => Promise<void>;
  /** For tests and health checks; `batches` and `reads` count since the hub was made. */
  stats: () => {
    users: number;
    sockets: number;
    listening: boolean;
    batches: number;
    reads: number;
    shards: number;
  };
  /** A stopping server closes every socket with 1012; the clients reconnect elsewhere. */
  closeAll: () => void;
};

type Op = 'insert' | 'update' | 'delete';
type Announcement = { table: string; op: Op; id: string; audience: string[] };

type Client = {
  ws: WSContext<WebSocket>;
  viewer: Viewer;
  /** The upgrade request's cookie, to re-check the session later. */
  cookie: string;
  checkedAt: number;
};

const log = (msg: string, err?: unknown) => console.error(`[realtime] ${msg}`, err ?? '');

/** At most this many (user, change) pairs in one transaction; the rest wait for the next. */
const MAX_BATCH = 200;

type Pending = { userId: string; change: Announcement };
type Shard = { pending: Pending[]; running: boolean };
/** What one user is pushed from a batch, in announcement order. */
type Outgoing = { userId: string; messages: unknown[] };

/** A stable small hash of a user id, to pick their shard (exported for tests). */
export function shardIndex(userId: string, shards: number) {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) | 0;
  return Math.abs(h) % shards;
}

/** Runs as `user` inside `tx`: their claims, role authenticated, until the next call. */
function becomeUser(tx: Tx, user: Viewer) {
  return tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(user))}, true),
                   set_config('role', 'authenticated', true)`;
}

function send(client: Client, message: unknown) {
  if (client.ws.readyState !== 1) return;
  try {
    client.ws.send(JSON.stringify(message));
  } catch (err) {
    log('send failed', err);
  }
}

function enqueue(queues: Map<string, Promise<void>>, key: string, work: () => Promise<void>) {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(work).catch((err) => log(`work for ${key} failed`, err));
  queues.set(key, next);
  void next.then(() => {
    if (queues.get(key) === next) queues.delete(key);
  });
  return next;
}

export function createRealtimeHub(
  { tables, onPresence, db = realtimeSql, shards: shardCount }: RealtimeHubOptions,
): RealtimeHub {
  const clients = new Map<string, Set<Client>>();
  /** Deliveries: per shard, pairs waiting for the next batch; a user always maps to one shard. */
  const shards: Shard[] = Array.from(
    { length: Math.max(1, shardCount ?? db.options.max ?? 1) },
    () => ({ pending: [], running: false }),
  );
  let batches = 0;
  let reads = 0;
  /** Per user: presence writes run in order, one after another. */
  const presenceQueues = new Map<string, Promise<void>>();
  const presenceWritten = new Map<string, boolean>();
  let listening: Promise<void> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  function endedSessionsOf(payload: string): string | null {
    if (!payload.startsWith('{"sessionsEnded":')) return null;
    try {
      const { sessionsEnded } = JSON.parse(payload) as { sessionsEnded?: unknown };
      return typeof sessionsEnded === 'string' ? sessionsEnded : null;
    } catch {
      return null;
    }
  }

  function parseAnnouncement(payload: string): Announcement | null {
    let data: unknown;
    try {
      data = JSON.parse(payload);
    } catch {
      return null;
    }
    if (!data || typeof data !== 'object') return null;
    const { table, op, id, audience } = data as Record<string, unknown>;
    if (typeof table !== 'string' || !Object.hasOwn(tables, table)) return null;
    if (op !== 'insert' && op !== 'update' && op !== 'delete') return null;
    if (typeof id !== 'string' || !Array.isArray(audience)) return null;
    return { table, op, id, audience: audience.filter((u): u is string => typeof u === 'string') };
  }

  function handleAnnouncement(payload: string) {
    // A login's session was deleted (logout, expiry, password reset, account closed: a trigger on
    // better_auth.sessions says whose): that user's sockets recheck now rather than at their
    // next SESSION_RECHECK_MS, and one whose session it was is closed with 4401 (ADR 041).
    const ended = endedSessionsOf(payload);
    if (ended) {
      for (const client of clients.get(ended) ?? []) void recheckSession(client);
      return;
    }
    const change = parseAnnouncement(payload);
    if (!change) return;
    for (const userId of new Set(change.audience)) {
      if (!clients.has(userId)) continue;
      const shard = shards[shardIndex(userId, shards.length)];
      shard.pending.push({ userId, change });
      schedule(shard);
    }
  }

  /**
   * Starts the shard's batch on the next turn, so that every announcement of a burst (one
   * transaction's NOTIFYs arrive together) lands in it; a running shard picks them up next.
   */
  function schedule(shard: Shard) {
    if (shard.running) return;
    shard.running = true;
    queueMicrotask(() => void drain(shard));
  }

  async function drain(shard: Shard) {
    try {
      while (shard.pending.length > 0) {
        const batch = shard.pending.splice(0, MAX_BATCH);
        let pushed = false;
        const push = (outgoing: Outgoing[]) => {
          pushed = true;
          for (const { userId, messages } of outgoing) {
            for (const message of messages) {
              for (const client of clients.get(userId) ?? []) send(client, message);
            }
          }
        };
        try {
          await readBatch(batch, push);
        } catch (err) {
          // Pushed already: every read had succeeded; only ending the transaction failed.
          if (pushed) log('batch delivered; ending its transaction failed', err);
          else {
            log('batch failed; delivering its changes one by one', err);
            const outgoing: Outgoing[] = [];
            for (const item of batch) outgoing.push(...await readOne(item));
            push(outgoing);
          }
        }
      }
    } catch (err) {
      log('delivery failed', err);
    } finally {
      shard.running = false;
      if (shard.pending.length > 0) schedule(shard);
    }
  }

  /** The user's claims come from one of their sockets; none left means nobody to push to. */
  const viewerOf = (userId: string) =>
    (clients.get(userId)?.values().next().value as Client | undefined)?.viewer ?? null;

  /** What `viewer` is pushed for `change`: null when they may not read the row (or it is gone). */
  async function readFor(tx: Tx | null, change: Announcement) {
    let row: unknown | null = null;
    if (change.op !== 'delete') {
      if (!tx) throw new Error('a re-read needs a transaction');
      reads++;
      row = await tables[change.table](tx, change.id);
      // Not visible to this user (or gone already): they learn nothing about it.
      if (!row) return null;
    }
    return { type: 'change', table: change.table, op: change.op, id: change.id, row };
  }

  /**
   * One transaction for the whole batch, switching claims before each user's reads; `push` gets
   * every user's rows once all the reads have answered, before COMMIT's answer is awaited.
   */
  async function readBatch(batch: Pending[], push: (outgoing: Outgoing[]) => void) {
    const byUser = new Map<string, Announcement[]>();
    for (const { userId, change } of batch) {
      if (!byUser.has(userId)) byUser.set(userId, []);
      byUser.get(userId)!.push(change);
    }
    const outgoing: Outgoing[] = [];
    const needsRead = [...byUser.values()].some((changes) =>
      changes.some((c) => c.op !== 'delete')
    );
    const readAll = async (tx: Tx | null, began: Promise<unknown> | null = null) => {
      for (const [userId, changes] of byUser) {
        const viewer = viewerOf(userId);
        if (!viewer) continue;
        // This user's claims go out first and their reads right behind them on the same
        // connection, in one round trip (a query is sent in the order it is started, and Postgres
        // runs a connection's statements in order). Every read of this user, a reader's later
        // statements too, is awaited before the next user's claims are sent: no read ever runs
        // under another user's claims.
        const claims = tx && changes.some((c) => c.op !== 'delete')
          ? becomeUser(tx, viewer).execute()
          : null;
        const results = await Promise.all([
          began,
          claims,
          ...changes.map((c) => readFor(tx, c)),
        ]);
        outgoing.push({ userId, messages: results.slice(2).filter((m) => m !== null) });
      }
    };
    if (!needsRead) {
      await readAll(null);
      push(outgoing);
    } else {
      batches++;
      // A reserved connection rather than `begin()`, so that BEGIN goes out with the first
      // user's claims and reads instead of costing a round trip of its own. Should BEGIN fail,
      // every user's reads wait for it and the batch fails before anything is pushed (the reads
      // only select). COMMIT is sent once every read has answered: a reader's later statement
      // must never run after the transaction, and so outside its claims. The rows are then
      // pushed without waiting for COMMIT's answer: they were read, under each recipient's
      // claims, in a transaction that wrote nothing, so its end cannot change them.
      const tx = await db.reserve();
      try {
        const began = tx`begin`.execute();
        began.catch(() => {/* awaited below */});
        await readAll(tx as unknown as Tx, began);
        await began;
        const committed = tx`commit`.execute();
        committed.catch(() => {/* awaited below */});
        push(outgoing);
        await committed;
      } catch (err) {
        await tx`rollback`.catch(() => {});
        throw err;
      } finally {
        tx.release();
      }
    }
  }

  /** The fallback: one pair in its own transaction; a failure there is logged and skipped. */
  async function readOne({ userId, change }: Pending): Promise<Outgoing[]> {
    const viewer = viewerOf(userId);
    if (!viewer) return [];
    try {
      const message = await db.begin(async (tx) => {
        await becomeUser(tx, viewer);
        return await readFor(tx, change);
      });
      return message ? [{ userId, messages: [message] }] : [];
    } catch (err) {
      log(`delivery of ${change.table} ${change.id} to ${userId} failed`, err);
      return [];
    }
  }

  /**
   * Opens the hub's connections (one per shard, at most the pool's size) when it starts
   * listening, so that the first deliveries do not each wait for a connection to be set up
   * (TCP, SCRAM, the backend's start) while a burst queues behind them (ADR 022).
   */
  async function openLanes() {
    const lanes = Math.min(shards.length, db.options.max ?? 1);
    const reserved = await Promise.allSettled(Array.from({ length: lanes }, () => db.reserve()));
    for (const r of reserved) {
      if (r.status === 'fulfilled') r.value.release();
      else log('could not open a connection ahead', r.reason);
    }
  }

  function ensureListening(): Promise<void> {
    if (!listening) void openLanes();
    listening ??= listen(REALTIME_CHANNEL, (payload) => {
      try {
        handleAnnouncement(payload);
      } catch (err) {
        log('announcement failed', err);
      }
    })
      .then(() => undefined)
      .catch((err) => {
        listening = null;
        throw err;
      });
    return listening;
  }

  function syncPresence(viewer: Viewer) {
    if (!onPresence) return;
    return enqueue(presenceQueues, viewer.id, async () => {
      const online = (clients.get(viewer.id)?.size ?? 0) > 0;
      if ((presenceWritten.get(viewer.id) ?? false) === online) return;
      await onPresence(viewer, online);
      if (online) presenceWritten.set(viewer.id, true);
      else presenceWritten.delete(viewer.id);
    });
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      const now = Date.now();
      for (const set of clients.values()) {
        for (const client of set) {
          send(client, { type: 'ping' });
          if (now - client.checkedAt >= SESSION_RECHECK_MS) {
            client.checkedAt = now;
            void recheckSession(client);
          }
        }
      }
    }, HEARTBEAT_MS);
  }

  async function recheckSession(client: Client) {
    try {
      const viewer = await loadViewer(new Headers({ cookie: client.cookie }));
      if (!viewer || viewer.id !== client.viewer.id) {
        client.ws.close(CLOSE_SIGNED_OUT, 'Signed out');
      } else client.viewer = viewer;
    } catch (err) {
      log('session check failed', err);
    }
  }

  function register(client: Client) {
    const userId = client.viewer.id;
    if (!clients.has(userId)) clients.set(userId, new Set());
    clients.get(userId)!.add(client);
    startHeartbeat();
    void syncPresence(client.viewer);
  }

  function unregister(client: Client) {
    const userId = client.viewer.id;
    const set = clients.get(userId);
    if (!set?.delete(client)) return;
    if (set.size === 0) clients.delete(userId);
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
    void syncPresence(client.viewer);
  }

  async function route(c: Context<AppEnv>) {
    const say = translator(commonMessages, c.get('locale') ?? 'en');
    // Browsers send exactly `websocket`, which is also what Hono's upgrade helper accepts.
    if (c.req.header('upgrade') !== 'websocket') {
      return c.json({ general: say('websocketOnly') }, 426);
    }
    // Cookies ride along on WebSockets: a browser may open one only from our own pages.
    if (!isOwnOrigin(c)) return c.json({ general: say('foreignOrigin') }, 403);
    const viewer = c.get('viewer');
    const cookie = c.req.header('cookie') ?? '';
    let client: Client | null = null;
    const upgrade = upgradeWebSocket(c, {
      onOpen: (_event, ws) => {
        // Close codes exist only once the socket is open: 4401 tells the browser not to retry.
        if (!viewer) {
          ws.close(CLOSE_SIGNED_OUT, 'Sign in to receive live updates');
          return;
        }
        if (needsSecondFactor(viewer)) {
          ws.close(CLOSE_SECOND_FACTOR, 'Set up two-step sign-in to receive live updates');
          return;
        }
        client = { ws, viewer, cookie, checkedAt: Date.now() };
        register(client);
        const ready = client;
        ensureListening().then(
          () => send(ready, { type: 'ready' }),
          (err) => {
            log('LISTEN failed', err);
            ws.close(1011, 'Live updates are unavailable right now');
          },
        );
      },
      onMessage: () => {
        // Browsers only listen; anything they send is ignored.
      },
      onClose: () => {
        if (client) unregister(client);
        client = null;
      },
      onError: () => {
        if (client) unregister(client);
        client = null;
      },
    }, { idleTimeout: HEARTBEAT_MS / 1000 });
    try {
      return await upgrade;
    } catch {
      // A handshake Deno cannot complete (missing key or version): bad input, not our failure.
      return c.json({ general: say('websocketHandshake') }, 400);
    }
  }

  function stats() {
    let sockets = 0;
    for (const set of clients.values()) sockets += set.size;
    return {
      users: clients.size,
      sockets,
      listening: listening !== null,
      batches,
      reads,
      shards: shards.length,
    };
  }

  /**
   * Closes every socket with 1012 (service restart): a stopping server hands its clients back to
   * the load balancer at once instead of holding them until they time out; they reconnect
   * (web/shared/realtime-client.ts) to a server that stays, and re-read what they missed when it
   * says ready.
   */
  function closeAll() {
    for (const set of [...clients.values()]) {
      for (const client of [...set]) {
        try {
          client.ws.close(1012, 'Server restarting');
        } catch { /* already closing */ }
        unregister(client);
      }
    }
  }

  return { route, handleAnnouncement, ensureListening, stats, closeAll };
}
