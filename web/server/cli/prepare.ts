// What `npm start` and `npm run dev` both need before any process starts: a database
// (our own cluster under .data/, or DATABASE_URL), its migrations and the demo data.
import { ensureCluster } from './local-postgres.ts';
import { migrate } from './migrate.ts';

export const root = new URL('../../../', import.meta.url).pathname;

export async function prepareDatabase() {
  Deno.chdir(root);
  let databaseUrl = Deno.env.get('DATABASE_URL');
  if (!databaseUrl) {
    console.log('Starting PostgreSQL 15 under .data/postgres …');
    const cluster = await ensureCluster({ dataDir: '.data/postgres', port: 54322, database: 'tendwell' });
    databaseUrl = cluster.url;
    Deno.env.set('DATABASE_URL', databaseUrl);
  }
  console.log('Applying migrations …');
  const applied = await migrate(databaseUrl);
  console.log(applied ? `  ${applied} migration(s) applied` : '  up to date');

  console.log('Seeding demo data …');
  // Imported only now: these modules read DATABASE_URL when they load.
  const { seedDemo } = await import('../../../seed/demo.ts');
  const logins = await seedDemo((line) => console.log(line));
  return { databaseUrl, logins };
}

export function printLogins(logins: { role: string; email: string; password: string }[], url: string) {
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
