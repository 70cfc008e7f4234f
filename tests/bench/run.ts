// `npm run bench`: how fast the server renders, and how much JavaScript the public pages ship.
//
//   1. a fresh cluster on 127.0.0.1:54331 (.data/bench-postgres), migrated
//   2. a production build into .data/bench-dist; the server on :8200 (APP_ENV=production)
//   3. autocannon for DURATION s against each of /, /about-us, /careers and /join-poyo, then
//      against the same bytes served as a static file by the same server (/assets/bench-*.html),
//      with the ratio page/static (the target is ≥ 0.5: a public page as cheap as a file)
//   4. JavaScript per public page: the scripts it requests on load (script src + modulepreload,
//      raw and gzip) and, apart, the bytes of its inline island loader
//   5. Lighthouse performance and accessibility of / and /join-poyo (skip: --no-lighthouse)
//
// Options: --duration=SECONDS (default 10), --connections=N (default 10), --no-lighthouse,
// --messages (instead: 1,000 sockets exchanging messages; its options are at the top of
// messages-scale.ts),
// --search (instead of the above: the caregiver and job searches over 1,000,000 caregivers and
// 200,000 jobs, in Postgres and through HTTP; its options are at the top of search-scale.ts),
// --invoices (instead: one week's invoices for 100,000 team members; see invoices-scale.ts),
// --dashboard (instead: the signed-in dashboard over 100,000 caregivers and 50,000 families at
// 50 concurrent users, with the SQL statements of one render; see dashboard-scale.ts),
// --yearend (instead: T4 slips, Summaries and XML returns of a year for 100,000 caregivers in
// 50,000 families; see yearend.ts).
import { clusterDataDir, stopCluster } from '../../web/server/cli/local-postgres.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import {
  argValue,
  benchPlaces,
  buildAssets,
  log,
  runCommand as run,
  serverUrl,
  startBenchCluster,
  startServer,
  stopProcess,
  table,
  waitForServer,
} from './bench-kit.ts';
import { searchScaleBench } from './search-scale.ts';
import { invoicesScaleBench } from './invoices-scale.ts';
import { dashboardScaleBench } from './dashboard-scale.ts';
import { messagesScaleBench } from './messages-scale.ts';
import { yearendBench } from './yearend.ts';

const root = new URL('../../', import.meta.url).pathname;
Deno.chdir(root);

const DB_PORT = 54331;
const PLACES = benchPlaces();
const DATA_DIR = PLACES.dataDir;
const ASSETS_DIR = PLACES.assetsDir;
const WORK_DIR = `${root}${PLACES.workDir}`;
const SERVER_PORT = 8200;
const SERVER = serverUrl(SERVER_PORT);
const LOAD_PAGES = ['/', '/about-us', '/careers', '/join-poyo'];
const CHROMIUM = '/usr/bin/chromium';
const PUBLIC_PAGES = [
  '/',
  '/response-to-covid-19',
  '/join-poyo',
  '/about-us',
  '/policies',
  '/resources',
  '/contact',
  '/careers',
  '/login',
  '/signup',
];
const LIGHTHOUSE_PAGES = ['/', '/join-poyo'];

const arg = (name: string) => argValue(Deno.args, name);
const DURATION = Number(arg('duration') ?? 10);
const CONNECTIONS = Number(arg('connections') ?? 10);
const LIGHTHOUSE = !Deno.args.includes('--no-lighthouse');

const processes: Deno.ChildProcess[] = [];
let clusterDir: string | null = null;

async function stopEverything() {
  for (const p of processes.splice(0)) await stopProcess(p);
  if (clusterDir) {
    const dir = clusterDir;
    clusterDir = null;
    await stopCluster(dir);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  Deno.addSignalListener(signal, async () => {
    await stopEverything();
    Deno.exit(130);
  });
}

// ── load ────────────────────────────────────────────────────────────────────────────────────

// autocannon records whole milliseconds: a static answer often rounds to 0, and dividing by a
// rounded zero would print a meaningless ratio, so below 1 ms we say so and give a lower bound.
const ms = (v: number) => (v < 1 ? '< 1' : String(v));

type Load = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerReq: number;
};

async function autocannon(url: string): Promise<Load> {
  const out = await run(
    [
      'node',
      'node_modules/autocannon/autocannon.js',
      '--json',
      '--no-progress',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION),
      url,
    ],
    {},
    { quiet: true },
  );
  const r = JSON.parse(out);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerReq: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

// ── JavaScript per page ─────────────────────────────────────────────────────────────────────

type PageJs = {
  path: string;
  status: number;
  files: number;
  raw: number;
  gzip: number;
  inline: number;
};

async function gzipSize(bytes: Uint8Array<ArrayBuffer>) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

function scriptUrls(html: string, base: string) {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.add(new URL(attr('src')!, base).href);
    if (/^<link/i.test(tag) && /modulepreload/i.test(attr('rel') ?? '') && attr('href')) {
      urls.add(new URL(attr('href')!, base).href);
    }
  }
  return [...urls];
}

async function pageJs(path: string): Promise<PageJs> {
  const res = await fetch(`${SERVER}${path}`);
  const html = await res.text();
  let raw = 0;
  let gzip = 0;
  const urls = scriptUrls(html, SERVER);
  for (const url of urls) {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    raw += bytes.byteLength;
    gzip += await gzipSize(bytes);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .reduce((n, m) => n + new TextEncoder().encode(m[1]).byteLength, 0);
  return { path, status: res.status, files: urls.length, raw, gzip, inline };
}

// ── Lighthouse ──────────────────────────────────────────────────────────────────────────────
// Lab scores with Lighthouse's default (mobile, simulated throttling) settings on the system
// Chromium. About 12 s a page.

type LighthouseScore = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  error?: string;
};

async function lighthouse(path: string): Promise<LighthouseScore> {
  const outFile = `${WORK_DIR}/lighthouse${
    path === '/' ? '-home' : path.replaceAll('/', '-')
  }.json`;
  try {
    await run(
      [
        'node',
        'node_modules/lighthouse/cli/index.js',
        `${SERVER}${path}`,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility',
      ],
      { CHROME_PATH: CHROMIUM },
      { quiet: true },
    );
    const report = JSON.parse(Deno.readTextFileSync(outFile));
    const score = (
      k: string,
    ) => (report.categories[k]?.score == null
      ? null
      : Math.round(report.categories[k].score * 100));
    const ms = (k: string) =>
      report.audits[k]?.numericValue == null ? null : Math.round(report.audits[k].numericValue);
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    };
  } catch (err) {
    return {
      path,
      performance: null,
      accessibility: null,
      lcpMs: null,
      tbtMs: null,
      error: String(err).split('\n')[0],
    };
  }
}

// ── report ──────────────────────────────────────────────────────────────────────────────────

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  if (Deno.args.includes('--search')) return await searchScaleBench(Deno.args);
  if (Deno.args.includes('--invoices')) return await invoicesScaleBench(Deno.args);
  if (Deno.args.includes('--yearend')) return await yearendBench(Deno.args);
  if (Deno.args.includes('--dashboard')) return await dashboardScaleBench(Deno.args);
  if (Deno.args.includes('--messages')) return await messagesScaleBench(Deno.args);
  const t0 = performance.now();
  Deno.mkdirSync(WORK_DIR, { recursive: true });

  log(`Starting a fresh bench cluster on 127.0.0.1:${DB_PORT}…`);
  const dataDir = await clusterDataDir(DATA_DIR);
  clusterDir = dataDir.startsWith('/') ? dataDir : `${root}${dataDir}`;
  const cluster = await startBenchCluster(dataDir, DB_PORT);
  await migrate(cluster.url, () => {});

  await buildAssets(ASSETS_DIR);

  processes.push(startServer({
    port: SERVER_PORT,
    assetsDir: ASSETS_DIR,
    databaseUrl: cluster.url,
    databaseSocket: cluster.socket,
    secret: PLACES.secret,
    mailDir: `${WORK_DIR}/mail`,
  }));
  await waitForServer(`${SERVER}/login`, { okOnly: true });

  // Each page's bytes as a file the same server serves (Vite's output folder is its /assets).
  const loads: Array<{ path: string; bytes: number; page: Load; file: Load; load: number }> = [];
  log(`Load: ${CONNECTIONS} connections, ${DURATION} s each (a short warm-up first)…`);
  for (const path of LOAD_PAGES) {
    const html = new Uint8Array(await (await fetch(`${SERVER}${path}`)).arrayBuffer());
    const name = `bench-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.html`;
    Deno.writeFileSync(`${root}${ASSETS_DIR}/assets/${name}`, html);
    await autocannonWarmup(`${SERVER}${path}`);
    await autocannonWarmup(`${SERVER}/assets/${name}`);
    const page = await autocannon(`${SERVER}${path}`);
    const file = await autocannon(`${SERVER}/assets/${name}`);
    // The machine's load beside each figure: a noisy minute explains a low ratio.
    loads.push({ path, bytes: html.byteLength, page, file, load: Deno.loadavg()[0] });
  }

  log('Measuring JavaScript per page…');
  const js: PageJs[] = [];
  for (const path of PUBLIC_PAGES) js.push(await pageJs(path));

  const lh: LighthouseScore[] = [];
  if (LIGHTHOUSE) {
    log('Lighthouse (about 15 s a page)…');
    for (const path of LIGHTHOUSE_PAGES) lh.push(await lighthouse(path));
  }

  console.log(
    `\n━━ Public pages vs the same bytes as a static file, same server (${CONNECTIONS} connections, ${DURATION} s each)`,
  );
  console.log(table(
    [
      'page',
      'size',
      'req/s',
      'p50 ms',
      'p99 ms',
      'file req/s',
      'file p50',
      'file p99',
      'ratio',
      'errors',
      'load avg',
    ],
    loads.map(({ path, bytes, page, file, load }) => [
      path,
      kb(bytes),
      page.rps.toFixed(0),
      ms(page.p50),
      ms(page.p99),
      file.rps.toFixed(0),
      ms(file.p50),
      ms(file.p99),
      (page.rps / file.rps).toFixed(2),
      page.errors + page.non2xx + file.errors + file.non2xx,
      load.toFixed(1),
    ]),
  ));
  console.log('  ratio = page req/s ÷ file req/s (target ≥ 0.5)');

  console.log('\n━━ JavaScript requested on load per public page (script src + modulepreload)');
  console.log(table(
    ['page', 'status', 'files', 'raw', 'gzip', 'inline loader'],
    js.map((p) => [p.path, p.status, p.files, kb(p.raw), kb(p.gzip), `${p.inline} B`]),
  ));

  if (LIGHTHOUSE) {
    console.log('\n━━ Lighthouse (mobile defaults, simulated throttling)');
    console.log(table(
      ['page', 'performance', 'accessibility', 'LCP ms', 'TBT ms'],
      lh.map((
        s,
      ) => [s.path, s.performance ?? '—', s.accessibility ?? '—', s.lcpMs ?? '—', s.tbtMs ?? '—']),
    ));
    for (const s of lh.filter((x) => x.error)) console.log(`  ${s.path}: ${s.error}`);
  }
  console.log(
    `\nMeasured in ${
      ((performance.now() - t0) / 1000).toFixed(0)
    } s on ${navigator.hardwareConcurrency} cores (load average ${
      Deno.loadavg().map((n) => n.toFixed(1)).join(' ')
    }).`,
  );
}

/** A few seconds of traffic first, so the JIT and connection pools are warm for the real run. */
async function autocannonWarmup(url: string) {
  await run(
    [
      'node',
      'node_modules/autocannon/autocannon.js',
      '--no-progress',
      '-c',
      String(CONNECTIONS),
      '-d',
      '3',
      url,
    ],
    {},
    { quiet: true },
  );
}

let code = 0;
try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await stopEverything();
}
Deno.exit(code);
