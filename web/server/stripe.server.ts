// The card processor (ADR 023): the real `stripe` SDK, pointed at Stripe when
// STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise at the
// local Stripe fake (dev/stripe-fake/) whose address STRIPE_FAKE_URL names (`npm start`, `npm run dev` and the test
// harness start it and set it). Read lazily, so a test may start a fake before the first call.
import Stripe from 'stripe';

/**
 * The local Stripe fake's fixed test keys (dev/stripe-fake/, ADR 023); any environment may
 * override them. Defined here, not in the fake, so production code never imports the fake.
 */
export const FAKE_KEYS = {
  secretKey: 'sk_test_tendwell_fake_51Tendwell0000000000000000',
  publishableKey: 'pk_test_tendwell_fake_51Tendwell0000000000000000',
  webhookSecret: 'whsec_tendwellFakeSigningSecret0000000000000000',
} as const;

export type StripeConfig =
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  | {
    mode: 'fake';
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** The fake's base address, which the browser calls directly (never through our server). */
    url: string;
  };

/** What the browser needs to add a card: Stripe.js with the key, or the fake's address. */
export type StripeBrowserConfig =
  | { mode: 'stripe'; publishableKey: string }
  | { mode: 'fake'; publishableKey: string; url: string };

export function stripeConfig(): StripeConfig | null {
  const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
  const publishableKey = Deno.env.get('STRIPE_PUBLISHABLE_KEY');
  const webhookSecret = Deno.env.get('STRIPE_WEBHOOK_SECRET');
  if (secretKey && publishableKey && webhookSecret) {
    return { mode: 'stripe', secretKey, publishableKey, webhookSecret };
  }
  const url = Deno.env.get('STRIPE_FAKE_URL');
  if (!url) return null;
  return {
    mode: 'fake',
    url: url.replace(/\/$/, ''),
    secretKey: Deno.env.get('STRIPE_FAKE_SECRET_KEY') ?? FAKE_KEYS.secretKey,
    publishableKey: Deno.env.get('STRIPE_FAKE_PUBLISHABLE_KEY') ?? FAKE_KEYS.publishableKey,
    webhookSecret: Deno.env.get('STRIPE_FAKE_WEBHOOK_SECRET') ?? FAKE_KEYS.webhookSecret,
  };
}

export function stripeBrowserConfig(): StripeBrowserConfig | null {
  const config = stripeConfig();
  if (!config) return null;
  return config.mode === 'stripe'
    ? { mode: 'stripe', publishableKey: config.publishableKey }
    : { mode: 'fake', publishableKey: config.publishableKey, url: config.url };
}

/**
 * The Content-Security-Policy sources card entry needs: Stripe.js and its frames with Stripe,
 * the fake's origin (connect-src only) with the fake, nothing when payments are not configured.
 */
export function stripeCspSources(): { connect: string[]; script: string[]; frame: string[] } {
  const config = stripeConfig();
  if (!config) return { connect: [], script: [], frame: [] };
  if (config.mode === 'fake') {
    return { connect: [new URL(config.url).origin], script: [], frame: [] };
  }
  return {
    connect: ['https://api.stripe.com', 'https://m.stripe.network'],
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  };
}

let client: { key: string; stripe: Stripe } | null = null;

/** The configured SDK client; throws when neither Stripe's keys nor a fake are configured. */
export function stripe(): Stripe {
  const config = stripeConfig();
  if (!config) {
    throw new Error(
      'Payments are not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or STRIPE_FAKE_URL (ADR 023).',
    );
  }
  const key = config.mode === 'fake' ? `${config.url} ${config.secretKey}` : config.secretKey;
  if (client?.key === key) return client.stripe;
  const common = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    appInfo: { name: 'Tendwell' },
  };
  let instance: Stripe;
  if (config.mode === 'fake') {
    const url = new URL(config.url);
    instance = new Stripe(config.secretKey, {
      ...common,
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    });
  } else {
    instance = new Stripe(config.secretKey, common);
  }
  client = { key, stripe: instance };
  return instance;
}

/** Whether an error is Stripe's answer (card declined, bad request…) rather than a bug. */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}
