// What `npm start` and `npm run dev` both need before any process starts: a database
// (our own cluster, or DATABASE_URL), its migrations and the demo data.
import { clusterDataDir, ensureCluster } from './local-postgres.ts';
import { migrate } from './migrate.ts';

export const root = new URL('../../../', import.meta.url).pathname;

/**
 * Database, migrations and demo data. Any failure ends the process with one line: what failed
 * and why, never a stack trace (TENDWELL_DEBUG=1 prints the stack too).
 */
export async function prepareDatabase() {
  try {
    return await prepare();
  } catch (err) {
    if (Deno.env.get('TENDWELL_DEBUG') === '1') console.error(err);
    const message = err instanceof Error ? err.message : String(err);
    console.error(`Tendwell could not start: ${message.trim().split('\n')[0]}`);
    Deno.exit(1);
  }
}

async function prepare() {
  Deno.chdir(root);
  let databaseUrl = Deno.env.get('DATABASE_URL');
  if (!databaseUrl) {
    // DB_PORT moves the cluster, e.g. when another checkout's cluster already uses 54322.
    const port = Number(Deno.env.get('DB_PORT') ?? 54322);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`DB_PORT must be a port number, not ${Deno.env.get('DB_PORT')}`);
    }
    const dataDir = await clusterDataDir('.data/postgres');
    console.log(`Starting PostgreSQL 15 on 127.0.0.1:${port}, data in ${dataDir} …`);
    const cluster = await ensureCluster({ dataDir, port, database: 'tendwell' });
    databaseUrl = cluster.url;
    Deno.env.set('DATABASE_URL', databaseUrl);
    // The server, the worker and the seed reach it by its Unix socket (ADR 022).
    Deno.env.set('DATABASE_SOCKET', cluster.socket);
  }
  console.log('Applying migrations …');
  const applied = await migrate(Deno.env.get('DATABASE_DIRECT_URL') || databaseUrl);
  console.log(applied ? `  ${applied} migration(s) applied` : '  up to date');

  console.log('Seeding demo data …');
  // Imported only now: these modules read DATABASE_URL when they load.
  const { seedDemo } = await import('../../../seed/demo.ts');
  const logins = await seedDemo((line) => console.log(line));
  return { databaseUrl, logins };
}

export function printLogins(
  logins: { role: string; email: string; password: string }[],
  url: string,
) {
  console.log(`\nTendwell: ${url}\n\nDemo logins (password for all: ${logins[0].password}):`);
  for (const login of logins) console.log(`  ${login.role.padEnd(32)} ${login.email}`);
  console.log('\nPress Ctrl+C to stop.\n');
}

/** Runs processes together; if one dies the others are stopped: half a product is worse than a clear failure. */
export async function supervise(children: Deno.ChildProcess[]): Promise<never> {
  const stop = () => {
    for (const child of children) {
      try {
        child.kill('SIGTERM');
      } catch { /* already gone */ }
    }
  };
  Deno.addSignalListener('SIGINT', stop);
  Deno.addSignalListener('SIGTERM', stop);
  const first = await Promise.race(children.map((c) => c.status));
  stop();
  await Promise.all(children.map((c) => c.status));
  Deno.exit(first.code);
}

export const deno = (args: string[], env: Record<string, string>) =>
  new Deno.Command(Deno.execPath(), { args, env }).spawn();
