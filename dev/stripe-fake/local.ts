// `npm start` and `npm run dev`: without Stripe's keys, payments go to the local Stripe fake
// (ADR 023), served in the launcher's own process on STRIPE_FAKE_PORT (12111). Its webhooks go
// to the app's /api/stripe/webhook (issue 12). Its state is kept in .data/stripe-fake.json
// between runs (./store.ts), so the cards the database names are still known after a restart;
// deleting the file starts the fake empty. Answers the environment the server needs, and sets
// it in this process too: the demo seed saves its card at the fake before the server starts.
import { serveStripeFake } from './fake.ts';
import { fileStore } from './store.ts';

const checkout = new URL('../../', import.meta.url).pathname;
/** The fake's saved state: beside the app's other local data (git-ignored). */
export const LOCAL_STATE_FILE = `${checkout}.data/stripe-fake.json`;

export function startLocalStripeFake(): Record<string, string> {
  if (Deno.env.get('STRIPE_SECRET_KEY')) return {};
  if (Deno.env.get('STRIPE_FAKE_URL')) return {};
  const port = Number(Deno.env.get('STRIPE_FAKE_PORT') ?? 12111);
  let fake;
  try {
    fake = serveStripeFake({
      port,
      webhookUrl: Deno.env.get('STRIPE_FAKE_WEBHOOK_URL') ?? `${baseUrl()}/api/stripe/webhook`,
      store: fileStore(LOCAL_STATE_FILE),
    });
  } catch (err) {
    if (!(err instanceof Deno.errors.AddrInUse)) throw err;
    console.error(
      `Tendwell could not start: port ${port} (the local Stripe fake) is in use; set STRIPE_FAKE_PORT to another port`,
    );
    Deno.exit(1);
  }
  console.log(
    `Test payments: the local Stripe fake is on ${fake.url} (no card is charged), its state in ${
      LOCAL_STATE_FILE.slice(checkout.length)
    }.`,
  );
  Deno.env.set('STRIPE_FAKE_URL', fake.url);
  return { STRIPE_FAKE_URL: fake.url };
}

const baseUrl = () =>
  Deno.env.get('BASE_URL') ?? `http://localhost:${Deno.env.get('PORT') ?? '8000'}`;
