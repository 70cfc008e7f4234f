// Builders for payments tests and the demo seed (issue 12): a saved card for a family, made at
// the configured processor the way the pay page's card entry ends (a customer, the card set up
// by a succeeded SetupIntent, 3-D Secure completed at the fake when the card asks for it), then
// recorded as the payments domain records it. Only against the local Stripe fake: real Stripe
// refuses raw card numbers from a server.
//
//   const card = await saveCard(family.id);                         // Visa 4242, preferred
//   const decline = await saveCard(family.id, '4000000000000002');  // charged: card_declined
import { sql } from '../../web/server/db.server.ts';
import { isStripeError, stripe, stripeConfig } from '../../web/server/stripe.server.ts';
import type { UserType } from '../../web/server/db.server.ts';
import { addPaymentMethod, createSetupIntent } from '../../web/domains/payments/actions.server.ts';
import { confirmWithTestCard } from '../../web/domains/payments/ui/test-card.ts';

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

/** Whether the processor still knows this card as this customer's (a restarted fake may not). */
async function processorKnows(id: string, customer: string | null): Promise<boolean> {
  try {
    const pm = await stripe().paymentMethods.retrieve(id);
    return customer !== null && pm.customer === customer;
  } catch (err) {
    if (isStripeError(err) && err.code === 'resource_missing') return false;
    throw err;
  }
}

/**
 * The demo family's saved card for `npm start` (seed/demo.ts): a Visa 4242 with a passing CVC
 * check, preferred, made as a family makes it on /mypay/payment-methods: the app's SetupIntent
 * (createSetupIntent), the card confirmed at the local fake the way the page's test-card field
 * does it (confirmWithTestCard), then kept by the app's addPaymentMethod, which checks it with
 * the fake. Idempotent: nothing when the family has a card the fake still knows; cards the fake
 * forgot (its saved state deleted) are removed and a new one saved. Never with real Stripe: a
 * real account gets no demo card (and Stripe refuses raw card numbers from a server).
 */
export async function seedDemoCard(email: string, log: (line: string) => void = () => {}) {
  const config = stripeConfig();
  if (config?.mode !== 'fake') {
    log(
      config
        ? `  no demo card for ${email}: Stripe's keys are set, and a real Stripe account gets none`
        : `  no demo card for ${email}: card payments are not configured`,
    );
    return;
  }
  const [user] = await sql`
    select id, user_type, email, first_name, last_name from public.users
     where lower(email) = lower(${email})`;
  if (!user) return;
  const viewer = {
    id: user.id as string,
    userType: user.userType as UserType,
    email: user.email as string,
    firstName: user.firstName as string,
    lastName: user.lastName as string,
  };
  const cards = await sql`
    select processor_id from public.payment_methods where user_id = ${viewer.id}`;
  const [known] =
    await sql`select customer_id from public.stripe_customers where user_id = ${viewer.id}`;
  const stale: string[] = [];
  for (const card of cards) {
    const id = card.processorId as string;
    if (await processorKnows(id, (known?.customerId as string) ?? null)) return;
    stale.push(id);
  }
  if (stale.length > 0) {
    // Service path (the seed is nobody): the processor no longer knows these cards.
    await sql`delete from public.payment_methods
               where user_id = ${viewer.id} and processor_id in ${sql(stale)}`;
    log(`  removed ${stale.length} card(s) of ${email} the Stripe fake no longer knows`);
  }
  // What the card page does: a SetupIntent (a forgotten customer is replaced), the card confirmed
  // at the fake with the publishable key and the client secret, then kept by our API's action.
  const { clientSecret } = await createSetupIntent(viewer);
  const result = await confirmWithTestCard(
    { url: config.url, publishableKey: config.publishableKey },
    clientSecret,
    { number: CARDS.visa, expiry: '12/2034', cvc: '123' },
    {
      name: `${viewer.firstName} ${viewer.lastName}`.toUpperCase(),
      email: viewer.email,
      address: { line1: '88 Queens Quay W', city: 'Toronto', state: 'ON', country: 'CA' },
    },
  );
  if (!result.ok) throw new Error(`demo card: ${result.code ?? ''} ${result.message}`.trim());
  const saved = await addPaymentMethod(viewer, result.paymentMethodId);
  log(
    `  saved a ${saved.brand} ending ${saved.last4} for ${email} (preferred, at the Stripe fake)`,
  );
}
