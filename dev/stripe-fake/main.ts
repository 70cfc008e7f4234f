// Runs the local Stripe fake on its own (ADR 023):
//   deno run -A dev/stripe-fake/main.ts [--port 12111] [--webhook-url http://…/api/stripe/webhook]
// `npm start`, `npm run dev` and the test harness start it in-process instead (./fake.ts).
import { FAKE_KEYS, serveStripeFake } from './fake.ts';

const arg = (name: string) => {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Deno.args[i + 1] : undefined;
};

const fake = serveStripeFake({
  port: Number(arg('port') ?? Deno.env.get('STRIPE_FAKE_PORT') ?? 12111),
  webhookUrl: arg('webhook-url') ?? Deno.env.get('STRIPE_FAKE_WEBHOOK_URL'),
});
console.log(`Stripe fake (test payments) on ${fake.url}`);
console.log(`  secret key      ${FAKE_KEYS.secretKey}`);
console.log(`  publishable key ${FAKE_KEYS.publishableKey}`);
console.log(`  webhook secret  ${FAKE_KEYS.webhookSecret}`);
