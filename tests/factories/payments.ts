// Builders for payments tests and the demo seed (issue 12): a saved card for a family, made at
// the configured processor the way the pay page's card entry ends (a customer, the card set up
// by a succeeded SetupIntent, 3-D Secure completed at the fake when the card asks for it), then
// recorded as the payments domain records it. Only against the local Stripe fake: real Stripe
// refuses raw card numbers from a server.
//
//   const card = await saveCard(family.id);                         // Visa 4242, preferred
//   const decline = await saveCard(family.id, '4000000000000002');  // charged: card_declined
import { sql } from '../../web/server/db.server.ts';
import { stripe, stripeConfig } from '../../web/server/stripe.server.ts';

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
} as const;

async function fakeCall(path: string, body: Record<string, string> = {}) {
  const config = stripeConfig();
  if (config?.mode !== 'fake') throw new Error('payments factory: only with the local Stripe fake');
  const res = await fetch(`${config.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`fake ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** The family's processor customer, made (and recorded) on first use. */
export async function customerOf(userId: string): Promise<string> {
  const [known] =
    await sql`select customer_id from public.stripe_customers where user_id = ${userId}`;
  if (known) return known.customerId as string;
  const customer = await stripe().customers.create({ metadata: { userId } });
  await sql`insert into public.stripe_customers (user_id, customer_id)
            values (${userId}, ${customer.id})`;
  return customer.id;
}

/**
 * A card saved for the family (preferred if it is the first). A card that declines cannot be
 * set up (as at Stripe), so it is attached directly: it exists to be charged and refused.
 */
export async function saveCard(
  userId: string,
  number: string = CARDS.visa,
  opts: { billingEmail?: string } = {},
): Promise<{ id: string; customer: string }> {
  const api = stripe();
  const customer = await customerOf(userId);
  const pm = await api.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
    ...(opts.billingEmail ? { billing_details: { email: opts.billingEmail } } : {}),
  } as never);
  if (number === CARDS.declined || number === CARDS.insufficientFunds) {
    await api.paymentMethods.attach(pm.id, { customer });
  } else {
    const setup = await api.setupIntents.create({
      customer,
      payment_method: pm.id,
      confirm: true,
      usage: 'off_session',
    });
    if (setup.status === 'requires_action') {
      await fakeCall(`/_fake/setup_intents/${setup.id}/authenticate`);
    }
  }
  const card = await api.paymentMethods.retrieve(pm.id);
  await sql`
    insert into public.payment_methods
      (user_id, processor_id, brand, last4, exp_month, exp_year, cvc_check, billing_email,
       is_preferred)
    values (${userId}, ${pm.id}, ${card.card!.brand}, ${card.card!.last4}, 12, 2040, 'pass',
            ${opts.billingEmail ?? null},
            not exists (select 1 from public.payment_methods
                         where user_id = ${userId} and is_preferred))`;
  await sql`update public.account_statuses set is_payment_method = true where user_id = ${userId}`;
  return { id: pm.id, customer };
}

/** Makes a saved card the preferred one (auto-pay's card). */
export async function preferCard(userId: string, id: string) {
  await sql`update public.payment_methods set is_preferred = false
             where user_id = ${userId} and is_preferred`;
  await sql`update public.payment_methods set is_preferred = true
             where user_id = ${userId} and processor_id = ${id}`;
}

/** The fake's test hook: each event is delivered before the API call that caused it answers. */
export async function deliverBeforeResponse(on: boolean) {
  await fakeCall('/_fake/settings', { deliver_before_response: String(on) });
}

/** The fake's 3-D Secure page: the cardholder completes (or fails) the challenge. */
export async function authenticate(intentId: string, outcome: 'complete' | 'fail' = 'complete') {
  return await fakeCall(`/_fake/payment_intents/${intentId}/authenticate`, { outcome });
}
