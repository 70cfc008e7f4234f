// `npm start`: database, migrations, demo data, the browser bundle, then the web server and
// the worker. A second start reuses the data (.data/postgres, or /var/tmp/tendwell-<hash>/: see
// clusterDataDir in local-postgres.ts).
//
// `npm start -- --instances=N` runs it as a deployment does: N web servers (PORT+1 … PORT+N)
// and N workers on the one database, behind a local HAProxy on PORT (issue 21, docs/deploy.md).
import { startProxy } from './local-proxy.ts';
import { deno, prepareDatabase, printLogins, supervise } from './prepare.ts';

const instancesArg = Deno.args.find((a) => a.startsWith('--instances='));
const instances = instancesArg ? Number(instancesArg.split('=')[1]) : 1;
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances takes a whole number from 1 to 16, e.g. npm start -- --instances=2');
  Deno.exit(2);
}

// The fake first: the demo seed saves the demo family's card at it. It is a development tool
// (dev/), loaded only when Stripe's keys are absent, so a start with real keys never loads it.
const stripeEnv = Deno.env.get('STRIPE_SECRET_KEY')
  ? {}
  : (await import('../../../dev/stripe-fake/local.ts')).startLocalStripeFake();
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
const port = Number(Deno.env.get('PORT') ?? 8000);
const publicUrl = Deno.env.get('BASE_URL') ?? `http://localhost:${port}`;
const children: Deno.ChildProcess[] = [];
if (instances === 1) {
  children.push(deno(['run', '-A', 'web/app/main.ts'], env));
  children.push(deno(['run', '-A', 'web/app/worker.ts'], env));
} else {
  const backends = Array.from({ length: instances }, (_, i) => port + 1 + i);
  for (const backend of backends) {
    // Every server builds links with the one public address; only the proxy sets the client's
    // address, so the servers may read it.
    const serverEnv = { ...env, PORT: String(backend), BASE_URL: publicUrl, TRUST_PROXY: '1' };
    children.push(deno(['run', '-A', 'web/app/main.ts'], serverEnv));
    children.push(deno(['run', '-A', 'web/app/worker.ts'], env));
  }
  const proxy = await startProxy(
    port,
    backends,
    new URL('../../../.data/proxy', import.meta.url).pathname,
  );
  // Supervised with the rest: if it stops, everything stops; Ctrl+C stops it too.
  children.push(proxy.child);
  console.log(
    `${instances} servers (:${
      backends.join(', :')
    }) and ${instances} workers behind HAProxy on :${port}`,
  );
}
printLogins(logins, publicUrl);
await supervise(children);
