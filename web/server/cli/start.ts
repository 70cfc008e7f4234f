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

// React (and other npm packages) read NODE_ENV: without it the server renders with React's
// development build, which doubles the CPU of every page (ADR 031). `npm run dev` and the tests
// keep the development build for its warnings; an explicit NODE_ENV still wins.
const env = {
  NODE_ENV: 'production',
  ...Deno.env.toObject(),
  DATABASE_URL: databaseUrl,
  ...stripeEnv,
};
const children = [
  deno(['run', '-A', 'web/app/main.ts'], env),
  deno(['run', '-A', 'web/app/worker.ts'], env),
];
printLogins(
  logins,
  Deno.env.get('BASE_URL') ?? `http://localhost:${Deno.env.get('PORT') ?? '8000'}`,
);
await supervise(children);
