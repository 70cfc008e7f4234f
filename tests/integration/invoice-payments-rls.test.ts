// Row-level security and privileges of public.invoice_payments and public.stripe_events
// (supabase/migrations/20261123000400_invoice_payments.sql): the family reads its own payments;
// the caregiver on the invoice, another family and a visitor read nothing; no user writes
// either table; the database keeps one attempt in flight per invoice and moves statuses forward.
import assert from 'node:assert/strict';
import { asAnon, asService, sql } from '../../web/server/db.server.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { asUserOf, deleteUsers, signedInFamily, test } from './helpers.ts';

const PERMISSION_DENIED = { code: '42501' };

async function attempt(invoiceId: string, familyId: string, n: number, status = 'new') {
  const [row] = await asService((tx) =>
    tx`insert into public.invoice_payments
         (invoice_id, user_id, attempt, amount_cents, payment_method, description, receipt_email,
          idempotency_key, status)
       values (${invoiceId}, ${familyId}, ${n}, 1000, 'pm_rls', ${invoiceId}, 'a@example.ca',
               ${`rls-${invoiceId}-${n}`}, ${status})
       returning id`
  );
  return row.id as string;
}

test('invoice payments RLS: the family reads its payments; the caregiver and others do not', async () => {
  const week = await invoicedWeek('2026-11-01', { days: 1, hours: 3 });
  const other = await signedInFamily();
  try {
    const id = await attempt(week.invoiceId, week.family.id, 1);
    const own = await asUserOf(
      week.family.id,
      (tx) => tx`select id, amount_cents from public.invoice_payments`,
    );
    assert.deepEqual(own.map((r) => r.id), [id]);
    for (const reader of [week.caregiver.id, other.id]) {
      const seen = await asUserOf(reader, (tx) => tx`select id from public.invoice_payments`);
      assert.equal(seen.length, 0, 'another user reads no payment');
    }
    await assert.rejects(
      asAnon((tx) => tx`select id from public.invoice_payments`),
      PERMISSION_DENIED,
    );

    // No user writes: not the family, not the caregiver.
    for (const writer of [week.family.id, week.caregiver.id]) {
      await assert.rejects(
        asUserOf(
          writer,
          (tx) => tx`update public.invoice_payments set status = 'succeeded' where id = ${id}`,
        ),
        PERMISSION_DENIED,
      );
      await assert.rejects(
        asUserOf(writer, (tx) =>
          tx`insert into public.invoice_payments
               (invoice_id, user_id, attempt, amount_cents, payment_method, description,
                receipt_email, idempotency_key)
             values (${week.invoiceId}, ${writer}, 9, 1, 'pm_x', 'x', 'a@b.c', ${`x-${writer}`})`),
        PERMISSION_DENIED,
      );
    }

    // stripe_events: nobody but the server.
    await asService((tx) =>
      tx`insert into public.stripe_events (id, type) values (${`evt_rls_${id.slice(0, 8)}`}, 'x')`
    );
    for (const reader of [week.family.id, week.caregiver.id]) {
      await assert.rejects(
        asUserOf(reader, (tx) => tx`select id from public.stripe_events`),
        PERMISSION_DENIED,
      );
    }
    await assert.rejects(
      asAnon((tx) => tx`select id from public.stripe_events`),
      PERMISSION_DENIED,
    );
    await sql`delete from public.stripe_events where id = ${`evt_rls_${id.slice(0, 8)}`}`;
  } finally {
    await deleteUsers(week.family.id, week.caregiver.id, other.id);
  }
});

test('invoice payments: one attempt in flight per invoice, statuses forward only', async () => {
  const week = await invoicedWeek('2026-11-01', { days: 1, hours: 3 });
  try {
    const first = await attempt(week.invoiceId, week.family.id, 1);
    // A second attempt while the first is in flight: refused by the database.
    await assert.rejects(attempt(week.invoiceId, week.family.id, 2), { code: '23505' });
    await sql`update public.invoice_payments set status = 'requires_action' where id = ${first}`;
    await sql`update public.invoice_payments set status = 'succeeded' where id = ${first}`;
    // Never back.
    await assert.rejects(
      sql`update public.invoice_payments set status = 'requires_action' where id = ${first}`,
      { code: '55000' },
    );
    // The facts of an attempt never change.
    await assert.rejects(
      sql`update public.invoice_payments set amount_cents = 1 where id = ${first}`,
      PERMISSION_DENIED,
    );
    // A second success for the same invoice: refused.
    await assert.rejects(
      attempt(week.invoiceId, week.family.id, 2, 'succeeded'),
      { code: '23505' },
    );
  } finally {
    await deleteUsers(week.family.id, week.caregiver.id);
  }
});
