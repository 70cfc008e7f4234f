// What every bench in tests/bench does the same way: its own Postgres cluster, a production
// build, the app server as a child process, sessions signed as Better Auth signs them, and the
// figures printed. Each bench keeps its own ports, folders and secret (they can run side by side
// with a developer's database) and passes them in; only the mechanics live here.
import type postgres from 'postgres';
import { ensureCluster } from '../../web/server/cli/local-postgres.ts';
import { generateKeySpec } from '../../web/server/secrets.server.ts';
import { type RunningStripeFake, serveStripeFake } from '../../dev/stripe-fake/fake.ts';

export const log = (s: string) => console.log(s);

/**
 * Where a bench keeps its things, each named after the bench so that benches run side by side (and
 * beside the tests and a developer's database) never share a cluster, a build or a secret:
 * `benchPlaces('search')` is .data/bench-search-postgres, .data/bench-search-dist,
 * .data/bench-search and its own AUTH_SECRET; `benchPlaces()` is the page bench's (.data/bench-…).
 * A session cookie signed for one bench's server is so never valid at another's.
 */
export function benchPlaces(name?: string) {
  const base = name ? `.data/bench-${name}` : '.data/bench';
  return {
    dataDir: `${base}-postgres`,
    assetsDir: `${base}-dist`,
    workDir: base,
    secret: `tendwell-bench${name ? `-${name}` : ''}-secret-not-for-production-0123456789`,
  };
}

/** The value of `--name=value` among the bench's arguments, if given. */
export function argValue(args: string[], name: string) {
  return args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

/** The q-th quantile (0 to 1) by nearest rank; NaN for no values. */
export function percentile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** A plain-text table: first column left-aligned, the figures right-aligned under their heads. */
export function table(head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)]
    .join('\n');
}

/**
 * The bench's own cluster on `port` in `dataDir` (from clusterDataDir, which the bench resolves
 * first so that its clean-up knows the folder even if starting fails). `fresh` wipes it first; a
 * bench that reuses an earlier seed passes false.
 */
export async function startBenchCluster(dataDir: string, port: number, fresh = true) {
  return await ensureCluster({ dataDir, port, database: 'tendwell', fresh });
}

/**
 * Runs a command to its end and returns its stdout; throws with its stderr if it fails. Unless
 * `quiet`, what it wrote to stderr while succeeding (e.g. Vite's warnings) is shown.
 */
export async function runCommand(
  cmd: string[],
  env: Record<string, string> = {},
  opts: { quiet?: boolean } = {},
) {
  const out = await new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  const err = new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`${cmd.join(' ')} failed (${out.code}):\n${err || text}`);
  if (!opts.quiet && err.trim()) console.error(err.trim());
  return text;
}

/**
 * A production build into `assetsDir`, its own folder per bench, so a bench never overwrites the
 * build the tests or another bench serve.
 */
export async function buildAssets(assetsDir: string, opts: { quiet?: boolean } = {}) {
  log(`Building into ${assetsDir}…`);
  await runCommand(
    ['node', 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { ASSETS_DIR: assetsDir },
    opts,
  );
}

export type BenchServer = {
  port: number;
  /** Assets served (a bench without pages passes a folder with no build: nothing is rendered). */
  assetsDir: string;
  databaseUrl: string;
  /** The cluster's Unix socket (LocalCluster.socket): the server reaches it as npm start does. */
  databaseSocket?: string;
  /** The bench's own (benchPlaces). */
  secret: string;
  /** Where the server writes the mails it would send (an absolute path or one under the root). */
  mailDir: string;
  /** NODE_ENV=production: React's production build (ADR 031); the benches that predate it omit it. */
  nodeEnvProduction?: boolean;
  /** Extra `deno run` flags (e.g. V8's profiler). */
  denoFlags?: string[];
  /** More environment (e.g. DATABASE_DIRECT_URL behind a pooler). */
  env?: Record<string, string>;
};

// Production refuses to start without its secrets (web/server/env.server.ts): the benches give
// it a banking key of their own and a local Stripe fake, made once per bench process.
let benchStripeFake: RunningStripeFake | null = null;
const benchBankingKey = generateKeySpec('bench1');

/** The app server (web/app/main.ts) as a deployment runs it: APP_ENV=production. */
export function startServer(o: BenchServer): Deno.ChildProcess {
  benchStripeFake ??= serveStripeFake({ port: 0 });
  log(`Starting the server on :${o.port} (APP_ENV=production)…`);
  return new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', ...(o.denoFlags ?? []), 'web/app/main.ts'],
    env: {
      DATABASE_URL: o.databaseUrl,
      // Its own cluster's Unix socket, as npm start uses (ADR 022).
      ...(o.databaseSocket ? { DATABASE_SOCKET: o.databaseSocket } : {}),
      APP_ENV: 'production',
      ...(o.nodeEnvProduction ? { NODE_ENV: 'production' } : {}),
      PORT: String(o.port),
      BASE_URL: serverUrl(o.port),
      ASSETS_DIR: o.assetsDir,
      AUTH_SECRET: o.secret,
      BANKING_KEY: benchBankingKey,
      STRIPE_FAKE_URL: benchStripeFake.url,
      MAIL_DIR: o.mailDir,
      DENO_NO_UPDATE_CHECK: '1',
      ...o.env,
    },
    stdin: 'null',
    stdout: 'null',
    stderr: 'inherit',
  }).spawn();
}

export const serverUrl = (port: number) => `http://localhost:${port}`;

/**
 * Polls `url` until the server answers: any answer when `okOnly` is false (a route that needs a
 * session or an upgrade answers 4xx once the server is up), else only a 2xx.
 */
export async function waitForServer(
  url: string,
  o: { timeoutMs?: number; pollMs?: number; okOnly?: boolean } = {},
) {
  const timeoutMs = o.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.ok || !o.okOnly) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, o.pollMs ?? 200));
  }
}

/** SIGTERM and wait for the exit; a process already gone is fine. */
export async function stopProcess(p: Deno.ChildProcess | null | undefined) {
  if (!p) return;
  try {
    p.kill('SIGTERM');
    await p.status;
  } catch { /* already gone */ }
}

/**
 * Signs session cookies the way Better Auth signs them (HMAC-SHA256 of the token with
 * AUTH_SECRET): signing people up through the API would measure password hashing instead.
 * Production cookies are Secure, on localhost too (web/server/auth.server.ts): __Secure- prefix.
 */
export async function sessionCookieSigner(secret: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (token: string) => {
    const sig = new Uint8Array(
      await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token)),
    );
    const signed = `${token}.${btoa(String.fromCharCode(...sig))}`;
    return `__Secure-tendwell.session_token=${encodeURIComponent(signed)}`;
  };
}

/**
 * A session for `userId` as Better Auth writes one at sign-in (30 days ahead); returns its
 * cookie. A shorter one would be due for Better Auth's sliding refresh at once, so every first
 * request of a session would take the refresh's long path (ADR 032), which a signed-in person
 * meets at most once a day.
 */
export async function newSessionCookie(
  db: postgres.Sql,
  userId: string,
  sign: (token: string) => Promise<string>,
) {
  const token = crypto.randomUUID().replaceAll('-', '');
  await db`insert into better_auth.sessions (user_id, token, expires_at)
           values (${userId}, ${token}, now() + interval '30 days')`;
  return await sign(token);
}

/**
 * A user as signup leaves one (the triggers make account_statuses); a caregiver is marked
 * background-checked, as searching jobs and messaging require. Returns the user's id.
 */
export async function signUpBenchUser(
  db: postgres.Sql,
  o: { type: 'family' | 'caregiver'; email: string; lastName: string },
) {
  const [u] = await db`insert into better_auth.users (name, email)
                       values ('Bench', ${o.email}) returning id`;
  await db`insert into public.users (id, user_type, email, first_name, last_name)
           values (${u.id}, ${o.type}, ${o.email}, 'Bench', ${o.lastName})`;
  if (o.type === 'caregiver') {
    await db`update public.account_statuses set is_bg_check = true where user_id = ${u.id}`;
  }
  return u.id as string;
}

/** CPU time (user + system, seconds) a process has used so far (Linux /proc, 100 ticks/s). */
export function processCpuSeconds(pid: number) {
  const fields = Deno.readTextFileSync(`/proc/${pid}/stat`).split(') ')[1].split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based) of the whole line.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The predicate keys (private.caregiver_point_keys) of the profile or point aliased `a`. */
const keysOf = (a: string) =>
  `private.caregiver_point_keys(${a}.gender, ${a}.wage_exp_cents, ${a}.years_exp,
     ${a}.review_count, ${a}.review_score, ${a}.job_types, ${a}.services, ${a}.conditions,
     ${a}.languages)`;

/**
 * Gives every predicate key of the searchable profiles its position (private.caregiver_cell_keys),
 * as the points' trigger registers a point's new keys before computing its bits. Run it after the
 * profiles and before insertCaregiverPointsSql: a key without a position gets no bit, and the
 * search would then miss that point at a disc's edge.
 */
export function registerCaregiverKeysSql() {
  return `select private.register_caregiver_cell_keys(array(
     select distinct k from public.caregiver_profiles p cross join lateral unnest(${keysOf('p')}) k
      where p.is_searchable))`;
}

/**
 * The rows refresh_caregiver_point would write into private.caregiver_points for the searchable
 * profiles of `homes` (a table or subquery with `id` and `point`, a 4326 geometry), set-based:
 * the benches seed with the triggers off. The planar copy (x, y, 2 km band) as
 * private.set_planar_point computes it, and the keys' bits as set_caregiver_point_key_bits does
 * (registerCaregiverKeysSql first).
 */
export function insertCaregiverPointsSql(homes: string) {
  return `insert into private.caregiver_points
       (user_id, location, work_radius_km, x, y, band, gender, wage_exp_cents, years_exp,
        review_count, review_score, job_types, services, conditions, languages, keys_lo,
        keys_hi)
     select p.user_id, h.point::extensions.geography, p.work_radius_km,
            extensions.st_x(g.planar), extensions.st_y(g.planar),
            floor(extensions.st_y(g.planar) / 2000)::int, p.gender, p.wage_exp_cents,
            p.years_exp, p.review_count, p.review_score, p.job_types, p.services, p.conditions,
            p.languages, b.lo, b.hi
       from ${homes} h
       join public.caregiver_profiles p on p.user_id = h.id
      cross join lateral (select extensions.st_transform(h.point, 3347) as planar) g
      cross join lateral private.caregiver_key_bits(${keysOf('p')}) b
      where p.is_searchable`;
}

/**
 * Fails the seed when a sample of its points carries other bits than the points' trigger would
 * give them: the search would then answer from wrong data and every figure after it would be
 * meaningless (a seed that skipped the bits measured a search that found 5 % too few).
 */
export async function checkSeededCaregiverBits(db: postgres.Sql, sample = 2000) {
  const [{ n }] = await db.unsafe(
    `select count(*)::int as n
       from (select * from private.caregiver_points order by random() limit ${sample}) pt
      cross join lateral private.caregiver_key_bits(${keysOf('pt')}) b
      where (pt.keys_lo, pt.keys_hi) is distinct from (b.lo, b.hi)`,
  );
  if (n > 0) {
    throw new Error(`seed: ${n} of ${sample} sampled caregiver points have the wrong key bits`);
  }
}
