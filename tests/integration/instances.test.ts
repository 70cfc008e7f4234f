// Several servers, one database (issue 21): two web servers and two workers as separate
// processes, as a deployment runs them, behind the local HAProxy that `npm start --
// --instances=N` uses. What must hold between them goes through Postgres (sessions, LISTEN for
// live messages and the page cache, row locks for jobs), and this test holds it:
//   - a session signed in on A is accepted by B;
//   - a message sent through A reaches the other member's socket on B;
//   - a public page cached on both is fresh on both after an edit;
//   - jobs taken by two workers run exactly once each;
//   - a server stopped mid-traffic (SIGTERM, then SIGKILL) loses no committed message, and its
//     sockets' clients reconnect through the proxy to the one that stays.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { env } from '../../web/server/env.server.ts';
import { startProxy } from '../../web/server/cli/local-proxy.ts';
import { freePort, stopInSteps } from '../../web/server/cli/processes.ts';
import { createCareer } from '../factories/careers.ts';
import { createCaregiver } from '../factories/accounts.ts';
import {
  api,
  DEFAULT_PASSWORD,
  deleteUsers,
  origin,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';
import { RealtimeSocket } from './realtime-socket.ts';

const root = new URL('../../', import.meta.url).pathname;

type Proc = { child: Deno.ChildProcess; port?: number; name: string };

/** The test's own environment (its database, secret, build, Stripe fake), one process's port. */
function processEnv(port?: number): Record<string, string> {
  const vars = Deno.env.toObject();
  return {
    ...vars,
    // Every server builds links with the one public address, as behind a load balancer.
    BASE_URL: env.baseUrl,
    ...(port ? { PORT: String(port) } : {}),
    TRUST_PROXY: '1',
  };
}

function spawn(name: string, script: string, port?: number): Proc {
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', script],
    cwd: root,
    env: processEnv(port),
    stdin: 'null',
    stdout: 'null',
    stderr: 'null',
  }).spawn();
  return { child, port, name };
}

async function waitForPort(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answered on :${port} in ${timeoutMs} ms`);
}

/** One HTTP call to a server (or the proxy), with our Origin, as a page of ours makes it. */
async function call(
  base: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown } = {},
) {
  const headers = new Headers({ origin });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  if (opts.body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch { /* a page */ }
  return { status: res.status, body, text, headers: res.headers };
}

/** The caregiver's socket on one server (or through the proxy), with our Origin. */
class Socket extends RealtimeSocket {
  readonly ready: Promise<unknown>;
  constructor(base: string, cookie: string) {
    super(`${base.replace(/^http/, 'ws')}/api/realtime`, { cookie, origin });
    this.ready = this.next((m) => m.type === 'ready', 30_000);
  }
  bodies() {
    return this.changes('messages').filter((c) => c.op === 'insert')
      .map((c) => String(c.row?.body));
  }
}

/**
 * Reconnects as the page's realtime client does (web/shared/realtime-client.ts): a socket that
 * closes before it is ready (the balancer had not yet seen the stopped server go) is opened
 * again after a pause, until one is ready.
 */
async function reconnect(base: string, cookie: string, opened: Socket[]): Promise<Socket> {
  const deadline = Date.now() + 30_000;
  while (true) {
    const socket = new Socket(base, cookie);
    opened.push(socket);
    const outcome = await Promise.race([
      socket.ready.then(() => 'ready', () => 'timeout'),
      socket.closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('slow'), 5000)),
    ]);
    if (outcome !== 'ready') void socket.close();
    if (outcome === 'ready') return socket;
    if (Date.now() > deadline) throw new Error(`no socket through ${base} was ready in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function numberOf(id: string) {
  const [row] = await sql`select user_id_number from public.users where id = ${id}`;
  return row.userIdNumber as string;
}

/** Two servers and two workers behind the proxy, for the length of `fn`. */
async function withInstances(
  fn: (
    cluster: { a: string; b: string; proxy: string; servers: Proc[]; workers: Proc[] },
  ) => Promise<void>,
) {
  const servers = [freePort(), freePort()].map((port, i) =>
    spawn(`server ${'AB'[i]}`, 'web/app/main.ts', port)
  );
  const workers = [1, 2].map((i) => spawn(`worker ${i}`, 'web/app/worker.ts'));
  const proxyPort = freePort();
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  try {
    await Promise.all(servers.map((s) => waitForPort(s.port!)));
    proxy = await startProxy(
      proxyPort,
      servers.map((s) => s.port!),
      `${root}.data/test-proxy-${proxyPort}`,
    );
    await fn({
      a: `http://127.0.0.1:${servers[0].port}`,
      b: `http://127.0.0.1:${servers[1].port}`,
      proxy: proxy.url,
      servers,
      workers,
    });
  } finally {
    await proxy?.stop();
    await stopInSteps([...servers, ...workers].map((p) => p.child), [[0, 'SIGTERM'], [
      5000,
      'SIGKILL',
    ]]);
    Deno.removeSync(`${root}.data/test-proxy-${proxyPort}`, { recursive: true });
  }
}

/** A family and a background-checked caregiver with a channel between them. */
async function pair() {
  const [family, caregiver] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'background-checked' }),
  ]);
  const opened = await api('POST', `/api/message/new/${await numberOf(caregiver.id)}`, {
    cookie: family.cookie,
    body: {},
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  return { family, caregiver, channelId: opened.body.channelId as string };
}

test('two servers and two workers share sessions, live messages, the page cache and jobs', async () => {
  await withInstances(async ({ a, b }) => {
    // A session made on A is honoured by B.
    const account = await createCaregiver();
    const login = await fetch(`${a}/api/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: DEFAULT_PASSWORD }),
    });
    assert.equal(login.status, 200);
    await login.body?.cancel();
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const me = await call(b, 'GET', '/api/user', { cookie });
    assert.equal(me.status, 200);
    assert.equal(me.body.uid, account.id);

    // A message sent through A reaches the caregiver's socket on B.
    const { family, caregiver, channelId } = await pair();
    const onB = new Socket(b, caregiver.cookie);
    try {
      await onB.ready;
      const text = `across servers ${crypto.randomUUID().slice(0, 8)}`;
      const sent = await call(a, 'POST', `/api/message/${channelId}`, {
        cookie: family.cookie,
        body: { body: text },
      });
      assert.ok(sent.status < 300, JSON.stringify(sent.body));
      await until(() => onB.bodies().includes(text), 'the message on server B');
    } finally {
      await onB.close();
      await deleteUsers(family.id, caregiver.id, account.id);
    }

    // A public page cached on both servers is fresh on both after an edit.
    for (const server of [a, b]) {
      await call(server, 'GET', '/careers');
      assert.equal((await call(server, 'GET', '/careers')).headers.get('x-page-cache'), 'hit');
    }
    const title = `Two Server Coordinator ${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await createCareer({
      title,
      category: `two-${crypto.randomUUID().slice(0, 6)}`,
    });
    try {
      for (const server of [a, b]) {
        await until(
          async () => (await call(server, 'GET', '/careers')).text.includes(title),
          `the new position on ${server}`,
        );
      }
    } finally {
      await asService((tx) => tx`delete from public.careers where id = ${id}`);
    }

    // Jobs queued while two workers run: each runs exactly once.
    const marker = crypto.randomUUID().slice(0, 8);
    const ids = await asService(async (tx) => {
      const rows = await tx`
        insert into private.jobs (kind, payload)
        select 'send-email', jsonb_build_object(
                 'to', 'worker' || n || '-' || ${marker}::text || '@test.tendwell.ca',
                 'subject', 'Two workers ' || n, 'text', 'once', 'html', '<p>once</p>')
          from generate_series(1, 20) n
        returning id`;
      return rows.map((r) => r.id as string);
    });
    await until(
      async () => {
        const [row] = await sql`select count(*)::int as done from private.jobs
                               where id = any(${`{${ids.join(',')}}`}::bigint[])
                                 and finished_at is not null`;
        return row.done === ids.length;
      },
      'twenty jobs finished',
      30_000,
    );
    const [{ attempts }] = await sql`select coalesce(sum(attempts), 0)::int as attempts
                                      from private.jobs
                                     where id = any(${`{${ids.join(',')}}`}::bigint[])`;
    assert.equal(attempts, 0, 'no job failed or ran twice');
    const mails = [...Deno.readDirSync(env.mailDir)]
      .map((e) => Deno.readTextFileSync(`${env.mailDir}/${e.name}`))
      .filter((text) => text.includes(marker));
    assert.equal(mails.length, 20, 'each mail sent once');
  });
});

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  test(`a server stopped mid-traffic (${signal}) loses no committed message; its sockets move`, async () => {
    await withInstances(async ({ a, proxy, servers }) => {
      const { family, caregiver, channelId } = await pair();
      // The caregiver's socket is on A, the server that will stop.
      let socket = new Socket(a, caregiver.cookie);
      await socket.ready;
      const acknowledged: string[] = [];
      const sockets = [socket];
      try {
        let stopped = false;
        for (let i = 0; i < 40; i++) {
          if (i === 15) {
            servers[0].child.kill(signal);
            stopped = true;
          }
          const text = `${signal} ${i} ${crypto.randomUUID().slice(0, 6)}`;
          // A page's send, retried once as a person would press again after a network error.
          for (let attempt = 0; attempt < 3; attempt++) {
            try {
              const sent = await call(proxy, 'POST', `/api/message/${channelId}`, {
                cookie: family.cookie,
                body: { body: text },
              });
              if (sent.status < 300) {
                acknowledged.push(text);
                break;
              }
            } catch { /* the connection broke with the server */ }
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          // The client of the stopped server's socket reconnects through the proxy.
          if (stopped && sockets.length === 1) {
            const code = await Promise.race([
              socket.closed.then((event) => event.code),
              new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000)),
            ]);
            assert.notEqual(code, -1, 'the stopped server closed its socket');
            socket = await reconnect(proxy, caregiver.cookie, sockets);
          }
        }
        assert.ok(acknowledged.length >= 38, `only ${acknowledged.length} of 40 sent`);
        // Every acknowledged message is stored.
        const stored = await sql`select body from public.messages where channel_id = ${channelId}`;
        const bodies = new Set(stored.map((r) => r.body as string));
        for (const text of acknowledged) assert.ok(bodies.has(text), `lost: ${text}`);
        // The reconnected socket hears what was sent after it was ready.
        const last = acknowledged.at(-1)!;
        await until(() => socket.bodies().includes(last), 'the last message on the new socket');
      } finally {
        for (const s of sockets) void s.close();
        await deleteUsers(family.id, caregiver.id);
      }
    });
  });
}
