// The test-card field's path (ADR 023): without Stripe keys the browser sends the card details
// straight to the local Stripe fake, the way Stripe.js sends them to Stripe (never through our
// server): create the payment method with the publishable key, then confirm the SetupIntent with
// its client secret. Browser-safe; the form encoding is unit-tested.
import type { billingDetailsOf } from '../schemas.ts';

export type TestCardInput = { number: string; expiry: string; cvc: string };
export type BillingDetails = ReturnType<typeof billingDetailsOf>;
export type CardSetupResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; code: string | null; message: string };

/** "12/30", "12 / 2030", "1230" → month and four-digit year; null when not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = value.replace(/[^\d/]/g, '');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(
    digits.includes('/') ? digits : (
      digits.length === 4 || digits.length === 6
        ? `${digits.slice(0, 2)}/${digits.slice(2)}`
        : digits
    ),
  );
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether the three inputs are filled enough to send. */
export function testCardComplete(card: TestCardInput): boolean {
  return card.number.replace(/\D/g, '').length >= 12 && parseExpiry(card.expiry) !== null &&
    /^\d{3,4}$/.test(card.cvc.trim());
}

/** The form body of POST /v1/payment_methods, as Stripe.js encodes it. */
export function paymentMethodForm(card: TestCardInput, billing: BillingDetails): URLSearchParams {
  const expiry = parseExpiry(card.expiry);
  const form = new URLSearchParams();
  form.set('type', 'card');
  form.set('card[number]', card.number.replace(/\D/g, ''));
  form.set('card[exp_month]', String(expiry?.month ?? ''));
  form.set('card[exp_year]', String(expiry?.year ?? ''));
  form.set('card[cvc]', card.cvc.trim());
  form.set('billing_details[name]', billing.name);
  form.set('billing_details[email]', billing.email);
  for (const [key, value] of Object.entries(billing.address)) {
    form.set(`billing_details[address][${key}]`, value);
  }
  return form;
}

type StripeErrorBody = { error?: { code?: string; message?: string } };
/** What the fake answers: the created object's id, or its error. */
type StripeAnswer = StripeErrorBody & { id?: string };

async function post(url: string, key: string, form: URLSearchParams) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  const body: StripeAnswer = await res.json().catch(() => ({}));
  return { ok: res.ok, body };
}

/** Creates the card at the fake and confirms the SetupIntent with it. */
export async function confirmWithTestCard(
  fake: { url: string; publishableKey: string },
  clientSecret: string,
  card: TestCardInput,
  billing: BillingDetails,
): Promise<CardSetupResult> {
  const failed = (body: StripeErrorBody): CardSetupResult => ({
    ok: false,
    code: body.error?.code ?? null,
    message: body.error?.message ?? '',
  });
  try {
    const pm = await post(
      `${fake.url}/v1/payment_methods`,
      fake.publishableKey,
      paymentMethodForm(card, billing),
    );
    if (!pm.ok) return failed(pm.body);
    const intentId = clientSecret.split('_secret_')[0];
    const confirm = new URLSearchParams({
      payment_method: pm.body.id ?? '',
      client_secret: clientSecret,
    });
    const setup = await post(
      `${fake.url}/v1/setup_intents/${encodeURIComponent(intentId)}/confirm`,
      fake.publishableKey,
      confirm,
    );
    if (!setup.ok) return failed(setup.body);
    return { ok: true, paymentMethodId: pm.body.id ?? '' };
  } catch {
    return { ok: false, code: 'network', message: '' };
  }
}
