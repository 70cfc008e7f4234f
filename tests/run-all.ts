// `npm test`: every test the project has, against a throwaway Postgres, in one command.
//
//   1. system packages (PostgreSQL 15 + PostGIS + pg_cron, Chromium), installed with apt as root
//   2. a fresh cluster on 127.0.0.1:54329 (.data/test-postgres, or /var/tmp/tendwell-<hash>/ when
//      the postgres OS user cannot reach the checkout), migrated; or TEST_DATABASE_URL (migrated too)
//   3. check: deno fmt --check, deno lint, deno check of web/, tests/ and seed/ (tests/check.ts)
//   4. migration lint: squawk over the migrations newer than the baseline (tests/lint-migrations.ts)
//   4b. edge functions: each one type-checked, started and asked its health route from a copy of
//      only what `supabase functions deploy` uploads (web/server/cli/edge-functions.ts --verify)
//   5. vite build into .data/test-dist (first: integration tests render pages, which need it)
//   5b. vitest: the islands' component tests (web/**/*.dom.test.tsx, happy-dom, Testing Library)
//   6. deno test over web/, dev/, tests/architecture/ and tests/integration/
//   7. pooled: the RLS, session, realtime, page-cache and worker tests again, through a real
//      PgBouncer in transaction mode (as Supabase's pooler behaves) on port TEST_DB_PORT + 10000,
//      with LISTEN over the direct route (DATABASE_DIRECT_URL); only on our own cluster
//   8. Playwright (tests/e2e) on /usr/bin/chromium, against the server + worker on port 8100
//
// Stops at the first failing stage with its exit code and always stops the test cluster.
// Arguments are passed to Playwright: `npm test -- tests/e2e/foundation.spec.ts -g reset`.
// TEST_SKIP=check,lint,functions,vitest,deno,pooled,build,e2e skips stages (a skipped build reuses .data/test-dist).
// TEST_DENO='a.test.ts b.test.ts' runs only those deno test files (default: every one).
// TEST_PORT (8100) and TEST_DB_PORT (54329) move the server and the cluster.
import {
  clusterDataDir,
  ensureCluster,
  ensurePackages,
  stopCluster,
} from '../web/server/cli/local-postgres.ts';
import { type LocalCluster } from '../web/server/cli/local-postgres.ts';
import { type RunningPgBouncer, startPgBouncer } from '../web/server/cli/local-pgbouncer.ts';
import { migrate } from '../web/server/cli/migrate.ts';
import { stopInSteps } from '../web/server/cli/processes.ts';
import { type RunningStripeFake, serveStripeFake } from '../dev/stripe-fake/fake.ts';

const root = new URL('../', import.meta.url).pathname;
Deno.chdir(root);

// TEST_PORT / TEST_DB_PORT let two checkouts (or two people) run the suite side by side.
const TEST_PORT = Number(Deno.env.get('TEST_PORT') ?? 8100);
const DB_PORT = Number(Deno.env.get('TEST_DB_PORT') ?? 54329);
const suffix = TEST_PORT === 8100 ? '' : `-${TEST_PORT}`;
const DATA_DIR = `.data/test-postgres${DB_PORT === 54329 ? '' : `-${DB_PORT}`}`;
const MAIL_DIR = `${root}.data/test-mail${suffix}`;
const ASSETS_DIR = `.data/test-dist${suffix}`;
const CHROMIUM = '/usr/bin/chromium';
// Fixed so a failing run can be reproduced; it signs nothing that outlives the run.
const TEST_AUTH_SECRET = 'tendwell-test-secret-not-for-production-0123456789';

type StageResult = {
  name: string;
  code: number;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: boolean;
};

const results: StageResult[] = [];
let startedCluster: string | null = null;
let current: Deno.ChildProcess | null = null;
const startedAt = performance.now();

// deno-lint-ignore no-control-regex
const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
const elapsed = (from: number) => (performance.now() - from) / 1000;

let stripeFake: RunningStripeFake | null = null;
let pgBouncer: RunningPgBouncer | null = null;

async function cleanup() {
  await stripeFake?.close();
  stripeFake = null;
  await pgBouncer?.stop();
  pgBouncer = null;
  if (startedCluster) {
    const dir = startedCluster;
    startedCluster = null;
    await stopCluster(dir);
  }
}

// Ctrl-C in a terminal reaches the running stage too (same process group); a signal sent to
// this process alone does not. Either way: give the stage a moment to stop on its own (Playwright
// then stops its web server), pass the signal on if it is still running, and force it last.
// The normal path then stops the cluster and prints the summary.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  Deno.addSignalListener(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    if (current) await stopInSteps([current], [[2000, 'SIGINT'], [20_000, 'SIGKILL']]);
  });
}

/** Runs a command with inherited-looking output, keeping a copy of it to read the counts. */
async function runStage(
  name: string,
  cmd: string[],
  env: Record<string, string>,
  parse?: (out: string) => { passed?: number; failed?: number },
) {
  console.log(`\n━━ ${name}: ${cmd.join(' ')}`);
  const t0 = performance.now();
  const child = new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  current = child;
  let captured = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: typeof Deno.stdout) => {
    const dec = new TextDecoder();
    for await (const chunk of stream) {
      await writeAll(sink, chunk);
      captured += dec.decode(chunk, { stream: true });
    }
  };
  await Promise.all([pump(child.stdout, Deno.stdout), pump(child.stderr, Deno.stderr)]);
  const { code } = await child.status;
  current = null;
  const result: StageResult = {
    name,
    code,
    seconds: elapsed(t0),
    ...(parse?.(stripAnsi(captured)) ?? {}),
  };
  results.push(result);
  return result;
}

async function writeAll(sink: typeof Deno.stdout, chunk: Uint8Array) {
  let written = 0;
  while (written < chunk.length) written += await sink.write(chunk.subarray(written));
}

/** deno test ends with `ok | 12 passed | 0 failed (3s)` (plus `| N ignored` etc). */
function parseDenoTest(out: string) {
  const lines = out.split('\n').filter((l) => /^(ok|FAILED) \|/.test(l.trim()));
  const last = lines.at(-1);
  if (!last) return {};
  const passed = /(\d+) passed/.exec(last);
  const failed = /(\d+) failed/.exec(last);
  return { passed: passed ? Number(passed[1]) : 0, failed: failed ? Number(failed[1]) : 0 };
}

/** The plain closing line `N passed, N failed`. */
function parsePlain(out: string) {
  const last = out.split('\n').findLast((l) => /^\d+ passed, \d+ failed/.test(l.trim()));
  if (!last) return {};
  const [passed, failed] = last.trim().match(/\d+/g)!.map(Number);
  return { passed, failed };
}

/** Vitest's summary: `Tests  6 passed (6)` or `Tests  1 failed | 5 passed (6)`. */
function parseVitest(out: string) {
  // deno-lint-ignore no-control-regex
  const line = out.replace(/\x1b\[[0-9;]*m/g, '').split('\n').findLast((l) =>
    /^\s*Tests\s/.test(l)
  );
  if (!line) return {};
  const passed = /(\d+) passed/.exec(line);
  const failed = /(\d+) failed/.exec(line);
  return { passed: passed ? Number(passed[1]) : 0, failed: failed ? Number(failed[1]) : 0 };
}

/** Playwright's list reporter ends with `  5 passed (30s)`, `  1 failed`, `  1 flaky`, … */
function parsePlaywright(out: string) {
  const tail = out.split('\n').slice(-400).map((l) => l.trim());
  const count = (word: string) => {
    const line = tail.findLast((l) => new RegExp(`^\\d+ ${word}\\b`).test(l));
    return line ? Number(line.split(' ')[0]) : undefined;
  };
  const passed = count('passed');
  const failed = count('failed');
  const flaky = count('flaky');
  if (passed === undefined && failed === undefined && flaky === undefined) return {};
  // A flaky test passed on retry: it counts as passed.
  return { passed: (passed ?? 0) + (flaky ?? 0), failed: failed ?? 0 };
}

function summary() {
  const stages = [
    'packages',
    'database',
    'check',
    'migration lint',
    'edge functions',
    'vite build',
    'vitest',
    'deno test',
    'pooled',
    'pooled e2e',
    'playwright',
  ];
  console.log('\n━━ Summary');
  for (const name of stages) {
    const r = results.find((x) => x.name === name);
    if (!r) {
      console.log(`  ${name.padEnd(14)} not run`);
      continue;
    }
    const status = r.skipped
      ? 'skipped'
      : r.code === 0
      ? 'ok'
      : interrupted
      ? 'interrupted'
      : `FAILED (exit ${r.code})`;
    const counts = r.passed !== undefined ? `  ${r.passed} passed, ${r.failed ?? 0} failed` : '';
    console.log(
      `  ${name.padEnd(14)} ${status.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`,
    );
  }
  console.log(`  total          ${elapsed(startedAt).toFixed(1)} s`);
  const counted = results.filter((r) => r.passed !== undefined);
  if (counted.length > 0) {
    const passed = counted.reduce((n, r) => n + (r.passed ?? 0), 0);
    const failed = counted.reduce((n, r) => n + (r.failed ?? 0), 0);
    console.log(`${passed} passed, ${failed} failed`);
  }
}

function denoTestPaths() {
  const chosen = (Deno.env.get('TEST_DENO') ?? '').split(/[\s,]+/).filter(Boolean);
  return chosen.length > 0 ? chosen : ['web/', 'dev/', 'tests/architecture/', 'tests/integration/'];
}

async function main(): Promise<number> {
  const skip = new Set(
    (Deno.env.get('TEST_SKIP') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  );

  let t0 = performance.now();
  await ensurePackages([{ file: CHROMIUM, pkg: 'chromium' }]);
  results.push({ name: 'packages', code: 0, seconds: elapsed(t0) });

  t0 = performance.now();
  let databaseUrl = Deno.env.get('TEST_DATABASE_URL');
  // Our own cluster is reached by its Unix socket, as npm start reaches its own (ADR 022).
  let databaseSocket: string | null = null;
  let ownCluster: LocalCluster | null = null;
  try {
    if (!databaseUrl) {
      const dataDir = await clusterDataDir(DATA_DIR);
      console.log(`Starting a fresh test cluster on 127.0.0.1:${DB_PORT} (${dataDir})…`);
      startedCluster = dataDir.startsWith('/') ? dataDir : `${root}${dataDir}`;
      const cluster = await ensureCluster({
        dataDir,
        port: DB_PORT,
        database: 'tendwell',
        fresh: true,
      });
      databaseUrl = cluster.url;
      databaseSocket = cluster.socket;
      ownCluster = cluster;
    }
    console.log('Migrating the test database…');
    await migrate(databaseUrl, (line) => console.log(line));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    results.push({ name: 'database', code: 1, seconds: elapsed(t0) });
    return 1;
  }
  results.push({ name: 'database', code: 0, seconds: elapsed(t0) });
  if (interrupted) return 130;

  try {
    Deno.removeSync(MAIL_DIR, { recursive: true });
  } catch { /* first run */ }
  Deno.mkdirSync(MAIL_DIR, { recursive: true });

  const deno = Deno.execPath();
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    ...(databaseSocket ? { DATABASE_SOCKET: databaseSocket } : {}),
    APP_ENV: 'test',
    MAIL_DIR,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ASSETS_DIR,
    PORT: String(TEST_PORT),
    BASE_URL: `http://localhost:${TEST_PORT}`,
    DENO_BIN: deno,
    DENO_NO_UPDATE_CHECK: '1',
    // Deno resolves npm: imports from node_modules; Node tools find deno on PATH too.
    PATH: `${root}node_modules/.bin:${Deno.env.get('PATH') ?? '/usr/bin:/bin'}`,
  };
  // Without Stripe's keys, every stage's payments go to a local Stripe fake (ADR 023) on a free
  // port; the e2e server and the in-process integration tests reach it through STRIPE_FAKE_URL.
  if (!Deno.env.get('STRIPE_SECRET_KEY')) {
    stripeFake = serveStripeFake({ port: 0 });
    env.STRIPE_FAKE_URL = stripeFake.url;
  }
  for (const [key, value] of Object.entries(env)) Deno.env.set(key, value);
  if (Deno.stdout.isTerminal()) Deno.env.set('FORCE_COLOR', '1');

  const stages: Array<
    [string, string[], ((out: string) => { passed?: number; failed?: number })?]
  > = [
    ['check', [deno, 'run', '-A', 'tests/check.ts']],
    ['migration lint', [deno, 'run', '-A', 'tests/lint-migrations.ts']],
    [
      'edge functions',
      [deno, 'run', '-A', 'web/server/cli/edge-functions.ts', '--verify'],
      parsePlain,
    ],
    ['vite build', ['node', 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
    ['vitest', ['node', 'node_modules/vitest/vitest.mjs', 'run'], parseVitest],
    ['deno test', [
      deno,
      'test',
      '-A',
      '--quiet',
      ...denoTestPaths(),
    ], parseDenoTest],
    ['playwright', [
      'node',
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'tests/e2e/playwright.config.ts',
      ...Deno.args,
    ], parsePlaywright],
  ];
  const skipKey: Record<string, string> = {
    check: 'check',
    'migration lint': 'lint',
    'edge functions': 'functions',
    'deno test': 'deno',
    pooled: 'pooled',
    'vite build': 'build',
    vitest: 'vitest',
    playwright: 'e2e',
  };
  for (const [name, cmd, parse] of stages) {
    if (interrupted) return 130;
    if (skip.has(skipKey[name])) {
      results.push({ name, code: 0, seconds: 0, skipped: true });
    } else {
      const r = await runStage(name, cmd, Deno.env.toObject(), parse);
      if (interrupted) return 130;
      if (r.code !== 0) return r.code;
    }
    // The pooled stage repeats part of the deno tests: it runs with the whole deno stage (not
    // when TEST_DENO picks files or the stage is skipped), or when asked for (TEST_POOLED=1).
    const pooledWanted = Deno.env.get('TEST_POOLED') === '1' ||
      (!skip.has('deno') && !Deno.env.get('TEST_DENO'));
    if (name === 'deno test' && !skip.has('pooled') && pooledWanted) {
      const pooled = await pooledStage(ownCluster, deno);
      if (interrupted) return 130;
      if (pooled.code !== 0) return pooled.code;
    }
  }
  return 0;
}

/** The tests that prove the app works through a transaction-mode pooler (issue 21). */
const POOLED_TESTS = [
  ...[...Deno.readDirSync('tests/integration')].map((e) => e.name)
    .filter((name) => name.endsWith('-rls.test.ts')).sort(),
  'sessions.test.ts',
  'auth-claims.test.ts',
  'realtime.test.ts',
  'page-cache.test.ts',
  'worker.test.ts',
].map((name) => `tests/integration/${name}`);

async function pooledStage(cluster: LocalCluster | null, deno: string) {
  if (!cluster) {
    console.log('\n━━ pooled: skipped (TEST_DATABASE_URL names a database we did not start)');
    const skipped = { name: 'pooled', code: 0, seconds: 0, skipped: true };
    results.push(skipped);
    return skipped;
  }
  const t0 = performance.now();
  try {
    pgBouncer = await startPgBouncer(cluster, cluster.port + 10_000);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    const failed = { name: 'pooled', code: 1, seconds: elapsed(t0) };
    results.push(failed);
    return failed;
  }
  const env = Deno.env.toObject();
  // Every pool goes through the pooler; only LISTEN (and test set-up that makes databases)
  // takes the direct route. The socket would bypass the pooler, so it is not passed on.
  delete env.DATABASE_SOCKET;
  env.DATABASE_URL = pgBouncer.url;
  env.DATABASE_DIRECT_URL = cluster.url;
  let result = await runStage(
    'pooled',
    [deno, 'test', '-A', '--quiet', ...POOLED_TESTS],
    env,
    parseDenoTest,
  );
  // The smoke of the browser flows through the pooler too: sign-up, sign-in, a password reset,
  // a live notification, live messages (LISTEN over the direct route).
  if (result.code === 0 && !interrupted && !Deno.env.get('TEST_SKIP')?.includes('e2e')) {
    result = await runStage(
      'pooled e2e',
      [
        'node',
        'node_modules/@playwright/test/cli.js',
        'test',
        '-c',
        'tests/e2e/playwright.config.ts',
        ...POOLED_E2E,
      ],
      env,
      parsePlaywright,
    );
  }
  await pgBouncer.stop();
  pgBouncer = null;
  return result;
}

const POOLED_E2E = ['tests/e2e/foundation.spec.ts', 'tests/e2e/messages.spec.ts'];

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanup();
}
summary();
Deno.exit(code);
