// The cardholder's answer to the bank's 3-D Secure challenge on the pay page (ADR 028). With
// Stripe's keys, Stripe.js shows the bank's page (handleNextAction, loaded on demand); with the
// local fake, the fake's test page is two buttons whose press is posted to the fake with the
// publishable key and the intent's client secret, as Stripe.js would. Either way our server
// learns the outcome from the processor (the webhook, or the pay page's sync call).
export type ChallengeProcessor =
  | { mode: 'stripe'; publishableKey: string }
  | { mode: 'fake'; publishableKey: string; url: string };

export type ChallengeResult = { ok: true } | { ok: false; message: string };

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

export async function completeChallenge(
  processor: ChallengeProcessor,
  clientSecret: string,
  outcome: 'complete' | 'fail' = 'complete',
): Promise<ChallengeResult> {
  if (processor.mode === 'stripe') {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(processor.publishableKey);
    if (!stripe) return { ok: false, message: 'Stripe.js could not be loaded.' };
    const result = await stripe.handleNextAction({ clientSecret });
    return result.error ? { ok: false, message: result.error.message ?? '' } : { ok: true };
  }
  const res = await fetch(
    `${processor.url}/_fake/payment_intents/${intentIdOf(clientSecret)}/authenticate`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${processor.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: clientSecret, outcome }),
    },
  ).catch(() => null);
  if (!res) return { ok: false, message: 'The card provider could not be reached.' };
  const body = await res.json().catch(() => ({}));
  return res.ok ? { ok: true } : { ok: false, message: body?.error?.message ?? '' };
}
