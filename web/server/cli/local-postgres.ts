// Runs a private PostgreSQL 15 cluster so `npm start` and `npm test` need no system-wide
// database. Debian's binaries are used; PostGIS and pg_cron are installed with apt when they are
// missing and we are allowed to (root), otherwise we stop with one line. As root the cluster runs
// as the `postgres` OS user; otherwise as whoever runs us.
import { exists } from './processes.ts';

const PG_BIN = Deno.env.get('PG_BIN') ?? '/usr/lib/postgresql/15/bin';
const EXTENSION_DIR = '/usr/share/postgresql/15/extension';
const REQUIRED_PACKAGES = [
  { file: `${PG_BIN}/postgres`, pkg: 'postgresql-15' },
  { file: `${EXTENSION_DIR}/postgis.control`, pkg: 'postgresql-15-postgis-3' },
  { file: `${EXTENSION_DIR}/pg_cron.control`, pkg: 'postgresql-15-cron' },
];

export type LocalCluster = {
  dataDir: string;
  port: number;
  database: string;
  url: string;
  /** The cluster's Unix-domain socket: cheaper than TCP on loopback (ADR 022). */
  socket: string;
};

const isRoot = () => Deno.uid() === 0;

/** A failure meant for one line on the terminal: start, dev and the test runner print it alone. */
export class ClusterError extends Error {}

async function run(cmd: string[], opts: { asPostgres?: boolean; quiet?: boolean } = {}) {
  const argv = opts.asPostgres && isRoot() ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd;
  const out = await new Deno.Command(argv[0], {
    args: argv.slice(1),
    // The postgres OS user may not be able to enter our working folder (a clone under /root);
    // PostgreSQL's tools then complain on stderr, even when they succeed.
    cwd: '/',
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (!out.success && !opts.quiet) {
    const reason = text.split('\n').map((l) => l.trim()).filter(Boolean).at(-1) ??
      `exit ${out.code}`;
    throw new ClusterError(`${cmd[0].split('/').pop()} failed: ${reason}`);
  }
  return { ok: out.success, text };
}

const checkout = new URL('../../../', import.meta.url).pathname;

/** Can the `postgres` OS user (who runs the cluster when we are root) enter this folder? */
async function postgresCanEnter(dir: string) {
  const probe = await new Deno.Command('runuser', {
    args: ['-u', 'postgres', '--', '/usr/bin/test', '-x', dir],
    cwd: '/',
    stdout: 'null',
    stderr: 'null',
  }).output().catch(() => null);
  return probe?.success === true;
}

/** The stable folder for this checkout's clusters when they cannot live inside it. */
export async function outsideDir(path = checkout) {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(Deno.realPathSync(path)),
  );
  const hash = [...new Uint8Array(digest).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `/var/tmp/tendwell-${hash}`;
}

/**
 * Where a cluster named by `preferred` (relative to the checkout, e.g. `.data/postgres`) lives,
 * as an absolute path. Inside the checkout when whoever runs postgres can reach it: always when
 * we are not root (initdb runs as us), and as root when the `postgres` OS user can enter the
 * checkout's `.data/`. A clone under /root or in a `mktemp -d` folder (mode 700) is out of its
 * reach, so then the cluster lives in /var/tmp/tendwell-<hash of the checkout path>/, the same
 * folder every time for the same checkout, so a second `npm start` finds its data again. Used by
 * `npm start`, `npm run dev`, `npm test` and `npm run bench`.
 */
export async function clusterDataDir(preferred: string) {
  const inside = preferred.startsWith('/') ? preferred : `${checkout}${preferred}`;
  if (!isRoot()) return inside;
  const parent = inside.slice(0, inside.lastIndexOf('/'));
  Deno.mkdirSync(parent, { recursive: true });
  if (await postgresCanEnter(parent)) return inside;
  const outside = await outsideDir();
  Deno.mkdirSync(outside, { recursive: true });
  // /var/tmp is everyone's: use the folder only if it is a real folder of ours.
  const info = Deno.lstatSync(outside);
  if (!info.isDirectory || info.uid !== 0) {
    throw new ClusterError(`${outside} exists but is not a folder owned by root; remove it`);
  }
  // Only the postgres user must be able to pass through; the data folder itself stays 0700.
  Deno.chmodSync(outside, 0o755);
  return `${outside}/${inside.split('/').pop()}`;
}

export function fail(line: string): never {
  console.error(line);
  Deno.exit(1);
}

/** Installs the Debian packages we need, or exits with one line naming them. */
export async function ensurePackages(extra: { file: string; pkg: string }[] = []) {
  const missing = [...REQUIRED_PACKAGES, ...extra].filter((p) => !exists(p.file)).map((p) => p.pkg);
  if (missing.length === 0) return;
  const canApt = isRoot() && exists('/usr/bin/apt-get') && Deno.env.get('TENDWELL_NO_APT') !== '1';
  if (!canApt) {
    fail(`Missing system packages. Install them with: apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const command = `apt-get install -y ${missing.join(' ')}`;
  const update = await aptGet(['update', '-qq']);
  const install = update.ok ? await aptGet(['install', '-y', '-qq', ...missing]) : update;
  if (!install.ok) {
    console.error(install.output.trim().split('\n').slice(-5).join('\n'));
    fail(`Could not install system packages. Install them with: ${command}`);
  }
}

/** How long an install waits for another apt or dpkg run (common right after boot) to finish. */
const APT_LOCK_WAIT_SECONDS = 600;
const lockHeld = /Could not get lock|Unable to lock|is another process using it/;

/**
 * Runs apt-get, waiting while another apt or dpkg run holds its locks instead of failing:
 * apt's own DPkg::Lock::Timeout covers the dpkg lock, and the lists lock of `update` (which it
 * does not cover on every apt) is retried every 5 s within the same bound.
 */
async function aptGet(args: string[]): Promise<{ ok: boolean; output: string }> {
  const deadline = Date.now() + APT_LOCK_WAIT_SECONDS * 1000;
  let told = false;
  while (true) {
    const left = Math.max(1, Math.round((deadline - Date.now()) / 1000));
    const result = await new Deno.Command('apt-get', {
      args: ['-o', `DPkg::Lock::Timeout=${left}`, ...args],
      env: { DEBIAN_FRONTEND: 'noninteractive' },
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    const output = new TextDecoder().decode(result.stdout) +
      new TextDecoder().decode(result.stderr);
    if (result.success) return { ok: true, output };
    if (!lockHeld.test(output) || Date.now() >= deadline) return { ok: false, output };
    if (!told) {
      console.log(
        `Waiting for another apt or dpkg run to release its lock (up to ${
          APT_LOCK_WAIT_SECONDS / 60
        } minutes)…`,
      );
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

function configLines(port: number, socketDir: string, database: string) {
  return [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${socketDir}'`,
    `shared_preload_libraries = 'pg_cron'`,
    `cron.database_name = '${database}'`,
    // Jobs run in background workers: over libpq (the default) pg_cron would need a password,
    // which scram-sha-256 asks of every connection here, so every run failed to connect.
    `cron.use_background_workers = on`,
    `max_connections = 200`,
    // A development cluster: losing the last few milliseconds on a crash is acceptable,
    // waiting on every commit's flush is not.
    `synchronous_commit = off`,
    `timezone = 'UTC'`,
  ].join('\n') + '\n';
}

export async function ensureCluster(opts: {
  dataDir: string;
  port: number;
  database: string;
  fresh?: boolean;
}): Promise<LocalCluster> {
  await ensurePackages();
  const dataDir = opts.dataDir.startsWith('/') ? opts.dataDir : `${Deno.cwd()}/${opts.dataDir}`;
  const socketDir = `${dataDir}-run`;
  const url = `postgres://postgres:postgres@127.0.0.1:${opts.port}/${opts.database}`;
  const pgCtl = `${PG_BIN}/pg_ctl`;

  if (opts.fresh && exists(dataDir)) {
    await run([pgCtl, '-D', dataDir, '-m', 'immediate', 'stop'], { asPostgres: true, quiet: true });
    Deno.removeSync(dataDir, { recursive: true });
  }

  if (!exists(`${dataDir}/PG_VERSION`)) {
    // A folder without PG_VERSION is what an interrupted initdb leaves: start it again.
    if (exists(dataDir)) Deno.removeSync(dataDir, { recursive: true });
    Deno.mkdirSync(dataDir, { recursive: true });
    // Beside the data folder, not inside the checkout: the postgres OS user must read it.
    const pwFile = `${dataDir}.pw`;
    try {
      Deno.removeSync(pwFile);
    } catch { /* none left from an interrupted run */ }
    Deno.writeTextFileSync(pwFile, 'postgres\n', { mode: 0o600, createNew: true });
    try {
      if (isRoot()) await run(['chown', '-R', 'postgres:postgres', dataDir, pwFile]);
      await run(
        [
          `${PG_BIN}/initdb`,
          '-D',
          dataDir,
          '-U',
          'postgres',
          '--auth=scram-sha-256',
          `--pwfile=${pwFile}`,
          '-E',
          'UTF8',
          '--locale=C.UTF-8',
        ],
        { asPostgres: true },
      );
    } finally {
      Deno.removeSync(pwFile);
    }
  }
  Deno.mkdirSync(socketDir, { recursive: true });
  if (isRoot()) await run(['chown', 'postgres:postgres', socketDir]);
  // Rewritten each time so a moved checkout or a changed port still starts.
  Deno.writeTextFileSync(
    `${dataDir}/tendwell.conf`,
    configLines(opts.port, socketDir, opts.database),
  );
  const conf = Deno.readTextFileSync(`${dataDir}/postgresql.conf`);
  if (!conf.includes("include_if_exists = 'tendwell.conf'")) {
    Deno.writeTextFileSync(
      `${dataDir}/postgresql.conf`,
      conf + "\ninclude_if_exists = 'tendwell.conf'\n",
    );
  }
  if (isRoot()) await run(['chown', 'postgres:postgres', `${dataDir}/tendwell.conf`]);

  let status = await run([pgCtl, '-D', dataDir, 'status'], { asPostgres: true, quiet: true });
  if (status.ok && runningPort(dataDir) !== opts.port) {
    // Still running from an earlier start on another port (DB_PORT changed): restart it.
    await run([pgCtl, '-D', dataDir, '-m', 'fast', '-w', 'stop'], {
      asPostgres: true,
      quiet: true,
    });
    status = await run([pgCtl, '-D', dataDir, 'status'], { asPostgres: true, quiet: true });
  }
  if (!status.ok) {
    const started = await run(
      [pgCtl, '-D', dataDir, '-l', `${socketDir}/postgres.log`, '-w', '-t', '30', 'start'],
      { asPostgres: true, quiet: true },
    );
    if (!started.ok) {
      let reason = started.text.trim().split('\n').at(-1) ?? '';
      try {
        const lines = Deno.readTextFileSync(`${socketDir}/postgres.log`).split('\n');
        const line = lines.findLast((l) => /already in use/.test(l)) ??
          lines.findLast((l) => /FATAL|ERROR|PANIC/.test(l));
        if (line) reason = line.replace(/^.*?(LOG|FATAL|ERROR|PANIC):\s+/, '');
      } catch { /* no log yet */ }
      throw new ClusterError(
        `PostgreSQL did not start on port ${opts.port}: ${reason.trim()}` +
          (/in use/.test(reason) ? ' (another server uses that port: set DB_PORT)' : '') +
          `; log: ${socketDir}/postgres.log`,
      );
    }
  }
  await createDatabase(opts.port, opts.database);
  return {
    dataDir,
    port: opts.port,
    database: opts.database,
    url,
    socket: `${socketDir}/.s.PGSQL.${opts.port}`,
  };
}

/** The port in postmaster.pid (its fourth line) of a running cluster. */
function runningPort(dataDir: string) {
  try {
    return Number(Deno.readTextFileSync(`${dataDir}/postmaster.pid`).split('\n')[3]);
  } catch {
    return undefined;
  }
}

async function createDatabase(port: number, database: string) {
  const psql = `${PG_BIN}/psql`;
  const env = { PGPASSWORD: 'postgres' };
  const base = [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-tAc',
  ];
  const check = await new Deno.Command(psql, {
    args: [...base, `select 1 from pg_database where datname = '${database}'`, 'postgres'],
    env,
    stdout: 'piped',
    stderr: 'null',
  }).output();
  if (new TextDecoder().decode(check.stdout).trim() === '1') return;
  const created = await new Deno.Command(psql, {
    args: [...base, `create database "${database}"`, 'postgres'],
    env,
    stderr: 'piped',
  }).output();
  if (!created.success) {
    const reason = new TextDecoder().decode(created.stderr).trim().split('\n')[0]
      .replace(/^psql: error: /, '');
    throw new ClusterError(`Could not create database ${database} on port ${port}: ${reason}`);
  }
}

export async function stopCluster(dataDir: string) {
  await run([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', 'stop'], {
    asPostgres: true,
    quiet: true,
  });
}
