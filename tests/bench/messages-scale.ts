// `npm run bench -- --messages` (issue 10's delivery target): 1,000 WebSockets on loopback
// (/api/realtime, one per user), 500 family–caregiver pairs with a channel each. Every pair sends
// MESSAGES_PER_PAIR messages both ways through POST /api/message/{channelId}, one every GAP_MS per
// pair (by default 4 messages, one every 5 s: 100 messages/s offered, about 25 s); the other
// member's socket must receive each exactly once.
//
//   1. a fresh cluster on 127.0.0.1:54338 (.data/bench-messages-postgres), migrated
//   2. the server on :8240 (APP_ENV=production, the default pool sizes: nothing tuned for the run)
//   3. users, channels and sessions written straight into the database (signing 1,000 people up
//      would measure password hashing); the session cookie signed the way Better Auth signs it
//      (HMAC-SHA256 of the token with AUTH_SECRET)
//   4. the exchange; then p50/p95/p99/max send-to-receive (target p99 ≤ 50 ms), lost and
//      duplicated counts, and the CPU of the server process and of Postgres over the run
//   5. the SQL statements of one send, counted by pg_stat_statements (loaded into the bench
//      cluster: one restart), one message at a time after the exchange: everything the server
//      runs for it, the session and viewer reads, the send and the hub's re-reads as both
//      members included; once for a sender's first message (isMessage not yet set) and as the
//      mean of 10 later ones (BEGIN and COMMIT not counted). Unlike the latencies, it does not
//      depend on the machine's load.
//
// Options: --pairs=N (default 500), --messages-per-pair=N (default 4), --message-gap=MS (default
// 5000), --history=N (messages already in each channel before the exchange, default 40),
// --rounds=N (default 1: the exchange again on the same sockets, each round printed; the
// machine is shared, so one figure is one sample), --profile (V8's profiler log of the server in
// .data/bench-messages/server-v8.log, for `node --prof-process`), --timeline (per second of each
// round: sends started, the POST's p50 and max, the slowest send-to-receive, the machine's CPU
// pressure, the server's and Postgres' CPU, how late the bench's own timer fired; a stall of the
// whole machine shows as one slow second across every send, a queue as a slope).
//
// --instances=N (issue 21): the same exchange on one server, then on N servers side by side on
// the one database (N = 2: 10,000 sockets are --pairs=5000; 1,000 messages/s for 60 s are
// --message-gap=5000 --messages-per-pair=12): each pair's family is on the first server and its
// caregiver on the last, each sending through their own, so every message crosses servers
// through Postgres. Printed per configuration: the figures above, memory per socket (the
// servers' RSS after the sockets opened less before, per socket), and at the end the ratio of
// N servers' delivered msg/s to one's at their p99s. --pooled: every server's queries through
// PgBouncer in transaction mode (LISTEN on the direct route), as behind Supabase's pooler.
//
// Pages are not rendered here, so no build is needed: the server answers the API and the socket.
import postgres from 'postgres';
import {
  clusterDataDir,
  ensureCluster,
  type LocalCluster,
  stopCluster,
} from '../../web/server/cli/local-postgres.ts';
import { type RunningPgBouncer, startPgBouncer } from '../../web/server/cli/local-pgbouncer.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import { freePort, portOpens } from '../../web/server/cli/processes.ts';
import {
  argValue,
  benchPlaces,
  log,
  newSessionCookie,
  percentile,
  processCpuSeconds,
  serverUrl,
  sessionCookieSigner,
  signUpBenchUser,
  startBenchCluster,
  startServer,
  stopProcess,
  table,
  waitForServer,
} from './bench-kit.ts';

const DB_PORT = 54338;
const SERVER_PORT = 8240;
const SERVER = serverUrl(SERVER_PORT);
// No build: its assetsDir is not used (the server is pointed at an empty folder instead).
const { dataDir: DATA_DIR, workDir: WORK_DIR, secret: SECRET } = benchPlaces('messages');
const TARGET_P99_MS = 50;

/** utime + stime of a process, in seconds; 0 once it is gone. */
function cpuSeconds(pid: number) {
  try {
    return processCpuSeconds(pid);
  } catch {
    return 0;
  }
}

/** The CPU seconds of the postmaster's children (the backends), by pid. */
function postgresCpu(postmasterPid: number) {
  const byPid = new Map<number, number>();
  for (const entry of Deno.readDirSync('/proc')) {
    const pid = Number(entry.name);
    if (!Number.isInteger(pid)) continue;
    try {
      const fields = Deno.readTextFileSync(`/proc/${pid}/stat`).split(') ')[1].split(' ');
      if (Number(fields[1]) !== postmasterPid) continue;
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch { /* gone */ }
  }
  return byPid;
}

/** `server`: the base URL this member's socket and sends use. */
type Member = { id: string; cookie: string; server: string; ws?: WebSocket };

/** Resident memory of a process, in bytes (0 once it is gone). */
function rssBytes(pid: number) {
  try {
    const line = Deno.readTextFileSync(`/proc/${pid}/status`).split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * POST /api/message/{channelId} as `from`; resolves once both members' sockets have it (the
 * sender's own tabs hear it too), or after 5 s.
 */
async function probeSend(
  channelId: string,
  from: Member,
  body: string,
  probes: Map<string, (mine: boolean) => void>,
) {
  const delivered = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      probes.delete(body);
      resolve();
    };
    const timer = setTimeout(done, 5000);
    const seen = new Set<boolean>();
    probes.set(body, (mine) => {
      seen.add(mine);
      if (seen.size === 2) done();
    });
  });
  const res = await fetch(`${from.server}/api/message/${channelId}`, {
    method: 'POST',
    headers: { cookie: from.cookie, origin: from.server, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  await res.body?.cancel();
  if (res.status !== 201) throw new Error(`probe send answered ${res.status}`);
  await delivered;
}

/**
 * The statements of one send, by pg_stat_statements: a sender's first message (isMessage cleared
 * for the probe), then the mean of 10 later ones, each sent alone and awaited until the other
 * member's socket has it, so the hub's re-reads are counted with it.
 */
async function statementsPerSend(
  sql: postgres.Sql,
  pair: { family: Member; caregiver: Member; channelId: string },
  probes: Map<string, (mine: boolean) => void>,
  run: string,
) {
  const count = async (label: string, sends: number) => {
    // BEGIN and COMMIT are left out: pg_stat_statements counts them only when they come by the
    // simple protocol (postgres.js' begin()), not by the extended one (the hub's, every COMMIT).
    const rows = (await sql`
      select calls::int, total_exec_time::float8 as ms, query from pg_stat_statements
       where query not ilike '%pg_stat_statements%' and query not ilike '%pg_notify%'
         and query not ilike 'LISTEN%' order by calls desc, query`)
      .filter((r) => !/^\s*(begin|commit|rollback)\b/i.test(String(r.query)));
    return {
      label,
      total: rows.reduce((n, r) => n + (r.calls as number), 0) / sends,
      distinct: rows.length,
      ms: rows.reduce((n, r) => n + (r.ms as number), 0) / sends,
      rows: rows.map((r) =>
        `${((r.calls as number) / sends).toFixed(1)}×  ${
          String(r.query).replace(/\s+/g, ' ').slice(0, 110)
        }`
      ),
    };
  };
  const { family, caregiver, channelId } = pair;
  // Warm: prepared statements on the connections these sends are likely to get.
  for (let k = 0; k < 4; k++) {
    await probeSend(channelId, k % 2 ? caregiver : family, `probe warm ${k} ${run}`, probes);
  }
  await sql`update public.account_statuses set is_message = false where user_id = ${family.id}`;
  await sql`select pg_stat_statements_reset()`;
  await probeSend(channelId, family, `probe first ${run}`, probes);
  const first = await count('first message', 1);
  await sql`select pg_stat_statements_reset()`;
  for (let k = 0; k < 10; k++) {
    await probeSend(channelId, k % 2 ? caregiver : family, `probe ${k} ${run}`, probes);
  }
  return [first, await count('later (mean of 10)', 10)];
}

/** Microseconds some task waited for a CPU (or for I/O), since boot: /proc/pressure. */
function pressureMicros(kind: 'cpu' | 'io') {
  try {
    const some = Deno.readTextFileSync(`/proc/pressure/${kind}`).split('\n')[0];
    return Number(some.match(/total=(\d+)/)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

type Sample = {
  second: number;
  cpuPressure: number;
  server: number;
  postgres: number;
  lag: number;
};

/**
 * --timeline: every second of a round, the machine's CPU pressure (share of the second some
 * task waited for a CPU), the server's and Postgres' CPU, and how late this process's own timer
 * fired (a stall of the bench itself would inflate every figure).
 */
function startSampler(t0: number, serverPid: number, postmasterPid: number) {
  const samples: Sample[] = [];
  const pgTotal = () => [...postgresCpu(postmasterPid).values()].reduce((a, b) => a + b, 0);
  let last = { at: performance.now(), cpu: pressureMicros('cpu'), server: cpuSeconds(serverPid) };
  let lastPg = pgTotal();
  const timer = setInterval(() => {
    const at = performance.now();
    const cpu = pressureMicros('cpu');
    const server = cpuSeconds(serverPid);
    const pg = pgTotal();
    const span = (at - last.at) / 1000;
    samples.push({
      second: Math.floor((at - t0) / 1000) - 1,
      cpuPressure: (cpu - last.cpu) / 1e6 / span,
      server: (server - last.server) / span,
      postgres: (pg - lastPg) / span,
      lag: at - last.at - 1000,
    });
    last = { at, cpu, server };
    lastPg = pg;
  }, 1000);
  return { samples, stop: () => clearInterval(timer) };
}

/** --timeline: one row per second of the round (by when the message was sent). */
function printTimeline(
  timeline: Array<{ at: number; post: number; body: string }>,
  sentAt: Map<string, number>,
  receivedAt: Map<string, number>,
  samples: Sample[],
) {
  const seconds = new Map<number, { posts: number[]; received: number[] }>();
  for (const { at, post, body } of timeline) {
    const s = Math.floor(at / 1000);
    if (!seconds.has(s)) seconds.set(s, { posts: [], received: [] });
    const bucket = seconds.get(s)!;
    bucket.posts.push(post);
    const got = receivedAt.get(body);
    if (got !== undefined) bucket.received.push(got - sentAt.get(body)!);
  }
  const rows = [...seconds.entries()].sort(([a], [b]) => a - b).map(([s, b]) => {
    b.posts.sort((x, y) => x - y);
    b.received.sort((x, y) => x - y);
    const sample = samples.find((x) => x.second === s);
    const pct = (v: number | undefined) => v === undefined ? '' : `${(v * 100).toFixed(0)}%`;
    return [
      s,
      b.posts.length,
      percentile(b.posts, 0.5).toFixed(1),
      (b.posts.at(-1) ?? NaN).toFixed(1),
      (b.received.at(-1) ?? NaN).toFixed(1),
      pct(sample?.cpuPressure),
      pct(sample?.server),
      pct(sample?.postgres),
      sample ? sample.lag.toFixed(0) : '',
    ];
  });
  console.log(table(
    [
      'second',
      'sent',
      'POST p50',
      'POST max',
      'send-to-receive max',
      'CPU pressure',
      'server CPU',
      'Postgres CPU',
      'bench timer late ms',
    ],
    rows,
  ));
}

/**
 * RSS per socket of a server with nothing but Deno's WebSocket in it, for `n` sockets opened the
 * way the bench opens the app's: what no code of ours can go below.
 */
async function bareSocketFloor(n: number): Promise<number> {
  const port = freePort();
  const server = new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', new URL('./bare-websocket-server.ts', import.meta.url).pathname, `${port}`],
    stdout: 'null',
    stderr: 'inherit',
  }).spawn();
  const sockets: WebSocket[] = [];
  try {
    if (!(await portOpens(port))) throw new Error('the bare WebSocket server did not start');
    const before = rssBytes(server.pid);
    for (let i = 0; i < n; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, n - i) }, () =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
            ws.onopen = () => resolve();
            ws.onerror = () => reject(new Error('bare socket error'));
            sockets.push(ws);
          })),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    return (rssBytes(server.pid) - before) / n;
  } finally {
    for (const ws of sockets) ws.close();
    await stopProcess(server);
  }
}

export async function messagesScaleBench(args: string[]) {
  const arg = (name: string) => argValue(args, name);
  const PAIRS = Number(arg('pairs') ?? 500);
  const MESSAGES_PER_PAIR = Number(arg('messages-per-pair') ?? 4);
  const GAP_MS = Number(arg('message-gap') ?? 5000);
  const ROUNDS = Number(arg('rounds') ?? 1);
  const INSTANCES = Number(arg('instances') ?? 1);
  const POOLED = args.includes('--pooled');
  if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 4) {
    throw new Error('--instances takes 1 to 4');
  }
  // One server first, then INSTANCES side by side: the ratio compares them in the same minutes.
  const CONFIGURATIONS = INSTANCES === 1 ? [1] : [1, INSTANCES];
  const HISTORY = Number(arg('history') ?? 40);
  const root = new URL('../../', import.meta.url).pathname;
  Deno.chdir(root);
  Deno.mkdirSync(WORK_DIR, { recursive: true });

  log(`Starting a fresh bench cluster on 127.0.0.1:${DB_PORT}…`);
  const dataDir = await clusterDataDir(DATA_DIR);
  const clusterDir = dataDir.startsWith('/') ? dataDir : `${root}${dataDir}`;
  let servers: Deno.ChildProcess[] = [];
  let pgBouncer: RunningPgBouncer | null = null;
  let db: postgres.Sql | null = null;
  const stop = async () => {
    for (const server of servers) await stopProcess(server);
    servers = [];
    await pgBouncer?.stop();
    pgBouncer = null;
    await db?.end({ timeout: 5 });
    db = null;
    await stopCluster(clusterDir);
  };
  const onSignal = async () => {
    await stop();
    Deno.exit(130);
  };
  Deno.addSignalListener('SIGINT', onSignal);
  Deno.addSignalListener('SIGTERM', onSignal);
  try {
    let cluster = await startBenchCluster(dataDir, DB_PORT);
    // pg_stat_statements needs preloading: after the cluster's own settings, then one restart.
    {
      const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
      await admin.unsafe(
        `alter system set shared_preload_libraries = 'pg_cron', 'pg_stat_statements'`,
      );
      await admin.end();
      await stopCluster(clusterDir);
      cluster = await ensureCluster({ dataDir, port: DB_PORT, database: 'tendwell' });
    }
    await migrate(cluster.url, () => {});
    const postmasterPid = Number(
      Deno.readTextFileSync(`${clusterDir}/postmaster.pid`).split('\n')[0],
    );

    if (POOLED) pgBouncer = await startPgBouncer(cluster as LocalCluster, DB_PORT + 10_000);
    const serverUrls = (n: number) =>
      Array.from({ length: n }, (_, i) => serverUrl(SERVER_PORT + i));
    const startServers = async (n: number) => {
      servers = Array.from({ length: n }, (_, i) =>
        startServer({
          port: SERVER_PORT + i,
          assetsDir: `${WORK_DIR}/no-build`,
          // Behind the pooler: queries through PgBouncer, LISTEN over the direct route.
          databaseUrl: pgBouncer ? pgBouncer.url : cluster.url,
          databaseSocket: pgBouncer ? undefined : cluster.socket,
          env: pgBouncer ? { DATABASE_DIRECT_URL: cluster.url } : {},
          secret: SECRET,
          mailDir: `${WORK_DIR}/mail`,
          // --profile: V8's sampling profiler log of the server (node --prof-process reads it).
          denoFlags: args.includes('--profile')
            ? [`--v8-flags=--prof,--logfile=${WORK_DIR}/server-v8.log,--no-logfile-per-isolate`]
            : [],
        }));
      // It answers without a WebSocket upgrade too (4xx): that is enough to know it is up.
      for (const url of serverUrls(n)) await waitForServer(`${url}/api/realtime`);
    };
    await startServers(CONFIGURATIONS[0]);

    db = postgres(cluster.url, { max: 4, onnotice: () => {} });
    const sql = db;
    await sql`create extension if not exists pg_stat_statements`;
    const sign = await sessionCookieSigner(SECRET);

    log(`Messages: ${PAIRS * 2} users, ${PAIRS} channels, sessions…`);
    const pairs: Array<{ family: Member; caregiver: Member; channelId: string }> = [];
    const run = crypto.randomUUID().slice(0, 8);
    for (let i = 0; i < PAIRS; i++) {
      const make = async (type: 'family' | 'caregiver'): Promise<Member> => {
        const email = `bench-${run}-${type}-${i}@bench.tendwell.ca`;
        const id = await signUpBenchUser(sql, { type, email, lastName: `${type} ${i}` });
        return { id, cookie: await newSessionCookie(sql, id, sign), server: SERVER };
      };
      const family = await make('family');
      const caregiver = await make('caregiver');
      const [c] = await sql`
        insert into public.message_channels
          (family_id, caregiver_id, family_user_id_number, caregiver_user_id_number)
        select ${family.id}, ${caregiver.id}, f.user_id_number, g.user_id_number
          from public.users f, public.users g where f.id = ${family.id} and g.id = ${caregiver.id}
        returning id`;
      pairs.push({ family, caregiver, channelId: c.id as string });
    }
    // A history in every channel (HISTORY messages, read, an hour apart), then fresh statistics:
    // the exchange runs against tables with rows and statistics, as a live service's are, rather
    // than against empty tables that autovacuum analyzes in the middle of a round.
    if (HISTORY > 0) {
      await sql`
        insert into public.messages (channel_id, family_id, caregiver_id, author_id, body,
                                     is_read, created_at)
        select c.id, c.family_id, c.caregiver_id,
               case when g % 2 = 0 then c.family_id else c.caregiver_id end,
               'history ' || g, true, now() - (${HISTORY} - g + 1) * interval '1 hour'
          from public.message_channels c
         cross join generate_series(1, ${HISTORY}::int) g
         where c.id = any(${pairs.map((p) => p.channelId)}::uuid[])`;
    }
    await sql`vacuum analyze public.messages, public.message_channels, public.users`;
    await sql`analyze`;

    // Who should receive what: message body → [sentAt, receiver id]; received counts per body.
    const sentAt = new Map<string, number>();
    /** When the send's 201 came back, to tell the hub's share of the latency from the POST's. */
    const answeredAt = new Map<string, number>();
    let afterAnswer: number[] = [];
    const pendingAfter = new Map<string, number>();
    const expectedBy = new Map<string, string>();
    const received = new Map<string, number>();
    /** Per receiver, the last bench message number it got from each channel: order is checked. */
    const lastSeen = new Map<string, number>();
    let outOfOrder = 0;
    let latencies: number[] = [];
    /** The statement count's messages (not the exchange's): body → called once it arrives. */
    const probes = new Map<string, (mine: boolean) => void>();
    /** --timeline: per message of the round, when it was sent (ms into the round) and its times. */
    let timeline: Array<{ at: number; post: number; body: string }> = [];
    const receivedAt = new Map<string, number>();
    const open = (m: Member) =>
      new Promise<void>((resolve, reject) => {
        const wsUrl = m.server.replace('http', 'ws') + '/api/realtime';
        // @ts-expect-error: Deno sends these handshake headers; its types do not list the option.
        const ws = new WebSocket(wsUrl, { headers: { cookie: m.cookie, origin: m.server } });
        m.ws = ws;
        const timer = setTimeout(() => reject(new Error('socket not ready within 30 s')), 30_000);
        ws.onmessage = (event) => {
          const msg = JSON.parse(event.data as string);
          if (msg.type === 'ready') {
            clearTimeout(timer);
            resolve();
          } else if (msg.type === 'change' && msg.table === 'messages' && msg.op === 'insert') {
            const body = msg.row?.body as string;
            const probe = probes.get(body);
            if (probe) {
              probe(msg.row?.mine === true);
              return;
            }
            if (expectedBy.get(body) !== m.id) return;
            const n = (received.get(body) ?? 0) + 1;
            received.set(body, n);
            if (n === 1) {
              const now = performance.now();
              latencies.push(now - sentAt.get(body)!);
              receivedAt.set(body, now);
              // Delivered before the answer came back counts as 0 after it.
              if (answeredAt.has(body)) afterAnswer.push(Math.max(0, now - answeredAt.get(body)!));
              else pendingAfter.set(body, now);
            }
            // `bench {round}.{pair}.{k} {run}`: k grows within a channel, so a smaller k after a
            // larger one (same round) is a delivery out of order.
            const [round, pair, k] = body.split(' ')[1].split('.').map(Number);
            const seq = round * 1_000_000 + k;
            const channelKey = `${m.id} ${pair}`;
            if ((lastSeen.get(channelKey) ?? -1) > seq) outOfOrder++;
            lastSeen.set(channelKey, seq);
          }
        };
        ws.onerror = () => reject(new Error('socket error'));
        ws.onclose = (event) => reject(new Error(`socket closed: ${event.code} ${event.reason}`));
      });
    const members = pairs.flatMap((p) => [p.family, p.caregiver]);
    const rows: (string | number)[][] = [];
    /** Per configuration: servers, delivered msg/s and p99 of its last round. */
    const summaries: Array<{ servers: number; rate: number; p99: number }> = [];
    for (const [c, serverCount] of CONFIGURATIONS.entries()) {
      if (c > 0) {
        // Close the previous configuration's sockets and servers; start this one's.
        for (const m of members) {
          if (m.ws) m.ws.onclose = null;
          m.ws?.close();
        }
        for (const server of servers) await stopProcess(server);
        await startServers(serverCount);
      }
      // The family on the first server, the caregiver on the last: every message crosses servers.
      const urls = serverUrls(serverCount);
      for (const p of pairs) {
        p.family.server = urls[0];
        p.caregiver.server = urls[serverCount - 1];
      }
      // Order is checked within a configuration (its message numbers start again), and its
      // messages' times are its own.
      lastSeen.clear();
      answeredAt.clear();
      pendingAfter.clear();
      const rssBefore = servers.reduce((n, server) => n + rssBytes(server.pid), 0);
      log(`Messages: opening ${PAIRS * 2} sockets on ${serverCount} server(s)…`);
      for (let i = 0; i < members.length; i += 50) {
        await Promise.all(members.slice(i, i + 50).map(open));
      }
      const rssPerSocket = (servers.reduce((n, server) =>
        n + rssBytes(server.pid), 0) - rssBefore) /
        members.length;
      for (let round = 0; round < ROUNDS; round++) {
        latencies = [];
        afterAnswer = [];
        const posts: number[] = [];
        received.clear();
        receivedAt.clear();
        timeline = [];
        outOfOrder = 0;
        const serversCpu = () => servers.reduce((n, server) => n + cpuSeconds(server.pid), 0);
        const cpu0 = serversCpu();
        const pg0 = postgresCpu(postmasterPid);
        const t0 = performance.now();
        const sampler = args.includes('--timeline')
          ? startSampler(t0, servers[0].pid, postmasterPid)
          : null;
        log(
          `Messages${
            ROUNDS > 1 ? ` (round ${round + 1} of ${ROUNDS})` : ''
          }: ${PAIRS} pairs × ${MESSAGES_PER_PAIR} messages, one every ${GAP_MS} ms per pair…`,
        );
        let failedSends = 0;
        await Promise.all(pairs.map(async (p, i) => {
          // Spread the pairs over the gap so the load is steady, not in waves.
          await new Promise((r) => setTimeout(r, (GAP_MS * i) / PAIRS));
          for (let k = 0; k < MESSAGES_PER_PAIR; k++) {
            const [from, to] = k % 2 === 0 ? [p.family, p.caregiver] : [p.caregiver, p.family];
            const body = `bench ${round}.${i}.${k} ${run}-${serverCount}`;
            expectedBy.set(body, to.id);
            const start = performance.now();
            sentAt.set(body, start);
            const res = await fetch(`${from.server}/api/message/${p.channelId}`, {
              method: 'POST',
              headers: {
                cookie: from.cookie,
                origin: from.server,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ body }),
            });
            await res.body?.cancel();
            const answered = performance.now();
            posts.push(answered - start);
            timeline.push({ at: start - t0, post: answered - start, body });
            answeredAt.set(body, answered);
            if (pendingAfter.delete(body)) afterAnswer.push(0);
            if (res.status !== 201) failedSends++;
            await new Promise((r) => setTimeout(r, GAP_MS));
          }
        }));
        // Stragglers: wait while deliveries still arrive (a saturated run's queue can be
        // seconds deep: late is not lost), until 5 s pass with none, or 120 s in all.
        const total = PAIRS * MESSAGES_PER_PAIR;
        let quietSince = performance.now();
        let seen = latencies.length;
        for (
          let waited = 0;
          waited < 120_000 && latencies.length < total - failedSends &&
          performance.now() - quietSince < 5000;
          waited += 100
        ) {
          await new Promise((r) => setTimeout(r, 100));
          if (latencies.length > seen) {
            seen = latencies.length;
            quietSince = performance.now();
          }
        }
        const seconds = (performance.now() - t0) / 1000;
        if (sampler) {
          sampler.stop();
          printTimeline(timeline, sentAt, receivedAt, sampler.samples);
        }
        const serverCpu = serversCpu() - cpu0;
        let pgCpu = 0;
        for (const [pid, s] of postgresCpu(postmasterPid)) pgCpu += s - (pg0.get(pid) ?? 0);

        latencies.sort((a, b) => a - b);
        posts.sort((a, b) => a - b);
        afterAnswer.sort((a, b) => a - b);
        const pct = (q: number, of = latencies) => percentile(of, q);
        const lost = total - failedSends - received.size;
        const duplicated = [...received.values()].filter((n) => n > 1).length;
        const core = (s: number) => `${((s / seconds) * 100).toFixed(0)}% (${s.toFixed(1)} s)`;
        const delivered = received.size / seconds;
        summaries[c] = { servers: serverCount, rate: delivered, p99: pct(0.99) };
        rows.push([
          `${serverCount}${pgBouncer ? ' pooled' : ''}`,
          ROUNDS > 1 ? `${round + 1}: ${total}` : total,
          delivered.toFixed(0),
          pct(0.5).toFixed(1),
          pct(0.95).toFixed(1),
          pct(0.99).toFixed(1),
          (latencies.at(-1) ?? NaN).toFixed(1),
          `${pct(0.5, posts).toFixed(1)} / ${pct(0.99, posts).toFixed(1)}`,
          `${pct(0.5, afterAnswer).toFixed(1)} / ${pct(0.99, afterAnswer).toFixed(1)}`,
          lost,
          duplicated,
          outOfOrder,
          failedSends,
          core(serverCpu),
          core(pgCpu),
          `${(rssPerSocket / 1024).toFixed(1)} kB`,
        ]);
      }
    }
    const floor = await bareSocketFloor(members.length);
    const statements = await statementsPerSend(sql, pairs[0], probes, run);
    for (const m of members) {
      if (m.ws) m.ws.onclose = null;
      m.ws?.close();
    }

    console.log(
      `\n━━ Messages over the WebSocket (${PAIRS * 2} sockets, ${PAIRS} pairs, loopback, ${
        Deno.loadavg()[0].toFixed(1)
      } load average)`,
    );
    console.log(table(
      [
        'servers',
        'messages',
        'delivered msg/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'POST p50 / p99',
        'after 201 p50 / p99',
        'lost',
        'duplicated',
        'out of order',
        'send errors',
        'servers CPU (of a core)',
        'Postgres CPU',
        'RSS per socket',
      ],
      rows,
    ));
    if (summaries.length > 1) {
      const [one, many] = [summaries[0], summaries.at(-1)!];
      console.log(
        `  ${many.servers} servers ÷ 1 server, delivered msg/s at the offered load: ${
          (many.rate / one.rate).toFixed(2)
        } (p99 ${many.p99.toFixed(1)} ms against ${one.p99.toFixed(1)} ms; ${
          Deno.loadavg().map((l) => l.toFixed(1)).join(' ')
        } load average, ${navigator.hardwareConcurrency} cores: on 2 cores the servers, Postgres ` +
          `and this bench share them, so a second server adds no CPU to spend)`,
      );
    }
    console.log(
      `  send-to-receive: POST sent → the other member's socket has the row (target p99 ≤ ${TARGET_P99_MS} ms);\n  POST: the send's own answer (201), in ms; after 201: from that answer to the other socket
  having the row (the hub's share; 0 when it came first); CPU: seconds of the run, as a share of one core;
  RSS per socket: the servers' resident memory after opening the sockets less before, per socket (target ≤ 20 kB)`,
    );
    console.log(
      `  the runtime's floor, same run: a bare Deno.serve + upgradeWebSocket server holding ${members.length} sockets ` +
        `costs ${
          (floor / 1024).toFixed(1)
        } kB RSS per socket (tests/bench/bare-websocket-server.ts; ${
          Deno.loadavg()[0].toFixed(1)
        } load average)`,
    );
    console.log(
      `\n━━ SQL statements per send (pg_stat_statements; the server's and the hub's, one send at a time, BEGIN and COMMIT not counted)`,
    );
    console.log(table(
      ['send', 'statements', 'distinct', 'Postgres ms'],
      statements.map((s) => [s.label, s.total.toFixed(1), s.distinct, s.ms.toFixed(2)]),
    ));
    for (const s of statements) {
      log(`  ${s.label}:`);
      s.rows.forEach((r) => log(`    ${r}`));
    }
    await sql`delete from better_auth.users where email like ${`bench-${run}-%`}`;
  } finally {
    Deno.removeSignalListener('SIGINT', onSignal);
    Deno.removeSignalListener('SIGTERM', onSignal);
    await stop();
  }
}
