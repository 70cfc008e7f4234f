// Runs a private PostgreSQL 15 cluster under .data/ so `npm start` and `npm test` need no
// system-wide database. Debian's binaries are used; PostGIS and pg_cron are installed with apt
// when they are missing and we are allowed to (root), otherwise we stop with one line.
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
};

const isRoot = () => Deno.uid() === 0;

async function run(cmd: string[], opts: { asPostgres?: boolean; quiet?: boolean } = {}) {
  const argv = opts.asPostgres && isRoot() ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd;
  const out = await new Deno.Command(argv[0], {
    args: argv.slice(1),
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (!out.success && !opts.quiet) throw new Error(`${argv.join(' ')} failed:\n${text}`);
  return { ok: out.success, text };
}

const checkout = new URL('../../../', import.meta.url).pathname;

/**
 * Where a throwaway cluster (tests, bench) lives: under .data/ when the `postgres` OS user (which
 * runs it when we are root) can reach the checkout; a clone under /root cannot, so then /var/tmp.
 */
export async function clusterDataDir(preferred: string) {
  if (Deno.uid() !== 0) return preferred;
  const probe = await new Deno.Command('runuser', { args: ['-u', 'postgres', '--', 'test', '-x', checkout], stderr: 'null' })
    .output()
    .catch(() => null);
  return probe?.success ? preferred : `/var/tmp/tendwell-${preferred.split('/').pop()}`;
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
  if (!canApt) fail(`Missing system packages. Install them with: apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await new Deno.Command('apt-get', { args: ['update', '-qq'], env }).output();
  const install = await new Deno.Command('apt-get', {
    args: ['install', '-y', '-qq', ...missing],
    env,
    stdout: 'null',
  }).output();
  if (!update.success || !install.success) {
    fail(`Could not install system packages. Install them with: apt-get install -y ${missing.join(' ')}`);
  }
}

function configLines(port: number, socketDir: string, database: string) {
  return [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${socketDir}'`,
    `shared_preload_libraries = 'pg_cron'`,
    `cron.database_name = '${database}'`,
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
    Deno.mkdirSync(dataDir, { recursive: true });
    const pwFile = `${dataDir}.pw`;
    Deno.writeTextFileSync(pwFile, 'postgres\n');
    if (isRoot()) {
      await run(['chown', '-R', 'postgres:postgres', dataDir, pwFile]);
    }
    await run(
      [`${PG_BIN}/initdb`, '-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`,
        '-E', 'UTF8', '--locale=C.UTF-8'],
      { asPostgres: true },
    );
    Deno.removeSync(pwFile);
  }
  Deno.mkdirSync(socketDir, { recursive: true });
  if (isRoot()) await run(['chown', 'postgres:postgres', socketDir]);
  // Rewritten each time so a moved checkout or a changed port still starts.
  Deno.writeTextFileSync(`${dataDir}/tendwell.conf`, configLines(opts.port, socketDir, opts.database));
  const conf = Deno.readTextFileSync(`${dataDir}/postgresql.conf`);
  if (!conf.includes("include_if_exists = 'tendwell.conf'")) {
    Deno.writeTextFileSync(`${dataDir}/postgresql.conf`, conf + "\ninclude_if_exists = 'tendwell.conf'\n");
  }
  if (isRoot()) await run(['chown', 'postgres:postgres', `${dataDir}/tendwell.conf`]);

  const status = await run([pgCtl, '-D', dataDir, 'status'], { asPostgres: true, quiet: true });
  if (!status.ok) {
    const started = await run(
      [pgCtl, '-D', dataDir, '-l', `${socketDir}/postgres.log`, '-w', '-t', '30', 'start'],
      { asPostgres: true, quiet: true },
    );
    if (!started.ok) {
      let log = '';
      try {
        log = Deno.readTextFileSync(`${socketDir}/postgres.log`).split('\n').slice(-15).join('\n');
      } catch { /* no log yet */ }
      fail(`PostgreSQL did not start (port ${opts.port} in use?). Last log lines:\n${log}`);
    }
  }
  await createDatabase(opts.port, opts.database);
  return { dataDir, port: opts.port, database: opts.database, url };
}

async function createDatabase(port: number, database: string) {
  const psql = `${PG_BIN}/psql`;
  const env = { PGPASSWORD: 'postgres' };
  const base = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc'];
  const check = await new Deno.Command(psql, {
    args: [...base, `select 1 from pg_database where datname = '${database}'`, 'postgres'],
    env,
    stdout: 'piped',
  }).output();
  if (new TextDecoder().decode(check.stdout).trim() === '1') return;
  const created = await new Deno.Command(psql, {
    args: [...base, `create database "${database}"`, 'postgres'],
    env,
    stderr: 'piped',
  }).output();
  if (!created.success) throw new Error(new TextDecoder().decode(created.stderr));
}

export async function stopCluster(dataDir: string) {
  await run([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', 'stop'], { asPostgres: true, quiet: true });
}
