// `npm run dev`: like `npm start`, but pages load their scripts from Vite's dev server (hot
// reload for islands and CSS) and the Deno server restarts when server code changes.
import { deno, prepareDatabase, printLogins, supervise } from './prepare.ts';

// The fake first: the demo seed saves the demo family's card at it. It is a development tool
// (dev/), loaded only when Stripe's keys are absent, so a start with real keys never loads it.
const stripeEnv = Deno.env.get('STRIPE_SECRET_KEY')
  ? {}
  : (await import('../../../dev/stripe-fake/local.ts')).startLocalStripeFake();
const { databaseUrl, logins } = await prepareDatabase();
const viteDevUrl = 'http://localhost:5173';
const env = {
  ...Deno.env.toObject(),
  DATABASE_URL: databaseUrl,
  VITE_DEV_URL: viteDevUrl,
  ...stripeEnv,
};
const children = [
  new Deno.Command('node', { args: ['node_modules/vite/bin/vite.js'], env }).spawn(),
  deno(['run', '-A', '--watch=web/', 'web/app/main.ts'], env),
  deno(['run', '-A', '--watch=web/server/,web/app/', 'web/app/worker.ts'], env),
];
printLogins(
  logins,
  Deno.env.get('BASE_URL') ?? `http://localhost:${Deno.env.get('PORT') ?? '8000'}`,
);
await supervise(children);
