// `npm start`: database, migrations, demo data, the browser bundle, then the web server and
// the worker. A second start reuses the data (.data/postgres, or /var/tmp/tendwell-<hash>/: see
// clusterDataDir in local-postgres.ts).
import { deno, prepareDatabase, printLogins, supervise } from './prepare.ts';
import { startLocalStripeFake } from '../stripe-fake/local.ts';

// The fake first: the demo seed saves the demo family's card at it.
const stripeEnv = startLocalStripeFake();
const { databaseUrl, logins } = await prepareDatabase();

console.log('Building the browser bundle …');
const build = await new Deno.Command('node', {
  args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  stdout: 'inherit',
  stderr: 'inherit',
}).output();
if (!build.success) Deno.exit(build.code);

const env = { ...Deno.env.toObject(), DATABASE_URL: databaseUrl, ...stripeEnv };
const children = [
  deno(['run', '-A', 'web/app/main.ts'], env),
  deno(['run', '-A', 'web/app/worker.ts'], env),
];
printLogins(
  logins,
  Deno.env.get('BASE_URL') ?? `http://localhost:${Deno.env.get('PORT') ?? '8000'}`,
);
await supervise(children);
