// Row-level security and privileges of the invoices tables
// (supabase/migrations/20261123000300_invoices.sql): the caregiver reads their pay but never the
// family's cost; another family (or caregiver) reads nothing; nobody but the server writes an
// invoice, its shifts, its costs or the YTD; TD1 and workers' comp rates are their owner's alone.
import assert from 'node:assert/strict';
import { asAnon } from '../../web/server/db.server.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import {
  api,
  asUserOf,
  deleteUsers,
  signedInCaregiver,
  signedInFamily,
  signIn,
  test,
} from './helpers.ts';

const DENIED = { code: '42501' };

async function withInvoice(
  week: string,
  fn: (
    a: Awaited<ReturnType<typeof invoicedWeek>> & {
      outsider: { id: string; cookie: string };
      outsiderFamily: { id: string; cookie: string };
    },
  ) => Promise<void>,
) {
  const w = await invoicedWeek(week);
  const [outsider, outsiderFamily] = await Promise.all([signedInCaregiver(), signedInFamily()]);
  try {
    await fn({ ...w, outsider, outsiderFamily });
  } finally {
    await deleteUsers(w.family.id, w.caregiver.id, outsider.id, outsiderFamily.id);
  }
}

test("the caregiver reads the invoice, its shifts and YTD, but not the family's cost table", async () => {
  await withInvoice('2026-09-06', async ({ caregiver, family, invoiceId }) => {
    await asUserOf(caregiver.id, async (tx) => {
      assert.equal((await tx`select id from public.invoices where id = ${invoiceId}`).length, 1);
      assert.ok(
        (await tx`select 1 from public.invoice_shifts where invoice_id = ${invoiceId}`).length > 0,
      );
      // invoiced_shifts, the view invoices publishes for the shifts domain: as invoice_shifts.
      assert.ok(
        (await tx`select 1 from public.invoiced_shifts where invoice_id = ${invoiceId}`).length > 0,
      );
      assert.equal(
        (await tx`select 1 from public.payroll_ytd where caregiver_id = ${caregiver.id}`).length,
        1,
      );
      assert.equal(
        (await tx`select * from public.invoice_employer_costs where invoice_id = ${invoiceId}`)
          .length,
        0,
      );
      assert.equal((await tx`select * from public.invoice_employer_costs`).length, 0);
    });
    await asUserOf(family.id, async (tx) => {
      assert.equal((await tx`select id from public.invoices where id = ${invoiceId}`).length, 1);
      assert.equal(
        (await tx`select * from public.invoice_employer_costs where invoice_id = ${invoiceId}`)
          .length,
        1,
      );
    });
  });
});

test('another family, another caregiver and a visitor read nothing of it', async () => {
  await withInvoice('2026-09-13', async ({ invoiceId, caregiver, outsider, outsiderFamily }) => {
    for (const id of [outsider.id, outsiderFamily.id]) {
      await asUserOf(id, async (tx) => {
        assert.equal((await tx`select 1 from public.invoices where id = ${invoiceId}`).length, 0);
        assert.equal(
          (await tx`select 1 from public.invoice_shifts where invoice_id = ${invoiceId}`).length,
          0,
        );
        assert.equal(
          (await tx`select 1 from public.invoiced_shifts where invoice_id = ${invoiceId}`).length,
          0,
        );
        assert.equal(
          (await tx`select 1 from public.invoice_employer_costs where invoice_id = ${invoiceId}`)
            .length,
          0,
        );
        assert.equal(
          (await tx`select 1 from public.payroll_ytd where caregiver_id = ${caregiver.id}`).length,
          0,
        );
      });
    }
    await assert.rejects(asAnon((tx) => tx`select 1 from public.invoices`), DENIED);
    await assert.rejects(asAnon((tx) => tx`select 1 from public.invoice_employer_costs`), DENIED);
    await assert.rejects(asAnon((tx) => tx`select 1 from public.invoiced_shifts`), DENIED);
    const res = await api('GET', `/api/invoice/get/${invoiceId}`, {
      cookie: outsiderFamily.cookie,
    });
    assert.equal(res.status, 403);
    assert.equal(
      res.body.general,
      `You do not have authorization to view invoice #${invoiceId} and have been redirected to your current outsitanding invoices.`,
    );
    assert.equal((await api('GET', `/api/invoice/get/${invoiceId}`)).status, 401);
    const list = await api('GET', '/api/invoice/list?pageSize=100', {
      cookie: outsiderFamily.cookie,
    });
    assert.equal(list.body.total, 0);
  });
});

test('nobody but the server writes invoices, their shifts, costs or the YTD', async () => {
  await withInvoice('2026-09-20', async ({ invoiceId, family, caregiver, memberId, shiftIds }) => {
    for (const id of [family.id, caregiver.id]) {
      await assert.rejects(
        asUserOf(
          id,
          (tx) =>
            tx`update public.invoices set status = 'approved', approved_at = now() where id = ${invoiceId}`,
        ),
        DENIED,
      );
      await assert.rejects(
        asUserOf(id, (tx) => tx`delete from public.invoices where id = ${invoiceId}`),
        DENIED,
      );
      await assert.rejects(
        asUserOf(
          id,
          (tx) =>
            tx`insert into public.invoices (member_id, family_id, caregiver_id, week_start, time_zone,
               province, pay_date, due_at, wage_cents, overtime_rule, sorted_shifts, total_minutes,
               regular_minutes, ot1_minutes, ot2_minutes, regular_income_cents, ot1_income_cents,
               ot2_income_cents, operating_income_cents, vacation_cents, gross_cents,
               cpp_employee_cents, cpp2_employee_cents, ei_employee_cents, qpip_employee_cents,
               federal_tax_cents, provincial_tax_cents, employee_deductions_cents, net_cents,
               tax_edition, pension_plan)
             values (${memberId}, ${family.id}, ${caregiver.id}, '2026-09-27', 'America/Toronto',
               'ON', '2026-10-06', now(), 100, 'spec-daily', '[]', 60, 60, 0, 0, 100, 0, 0, 100,
               4, 104, 0, 0, 0, 0, 0, 0, 0, 104, 'x', 'CPP')`,
        ),
        DENIED,
      );
      await assert.rejects(
        asUserOf(
          id,
          (tx) =>
            tx`update public.invoice_employer_costs set total_payable_cents = 1 where invoice_id = ${invoiceId}`,
        ),
        DENIED,
      );
      await assert.rejects(
        asUserOf(id, (tx) => tx`delete from public.invoice_shifts where shift_id = ${shiftIds[0]}`),
        DENIED,
      );
      await assert.rejects(
        asUserOf(
          id,
          (tx) =>
            tx`update public.payroll_ytd set cpp_cents = 0 where caregiver_id = ${caregiver.id}`,
        ),
        DENIED,
      );
    }
  });
});

test("a TD1 is the caregiver's own; a workers' comp rate is the family's own", async () => {
  const [caregiver, other, family, otherFamily] = await Promise.all([
    signedInCaregiver(),
    signedInCaregiver(),
    signedInFamily(),
    signedInFamily(),
  ]);
  try {
    await asUserOf(
      caregiver.id,
      (tx) =>
        tx`insert into public.payroll_td1 (caregiver_id, federal_claim_cents) values (${caregiver.id}, 1000000)`,
    );
    await asUserOf(other.id, async (tx) => {
      assert.equal(
        (await tx`select 1 from public.payroll_td1 where caregiver_id = ${caregiver.id}`).length,
        0,
      );
      const updated =
        await tx`update public.payroll_td1 set federal_claim_cents = 0 where caregiver_id = ${caregiver.id} returning 1`;
      assert.equal(updated.length, 0);
    });
    await assert.rejects(
      asUserOf(
        other.id,
        (tx) => tx`insert into public.payroll_td1 (caregiver_id) values (${caregiver.id})`,
      ),
      DENIED,
    );
    await asUserOf(
      family.id,
      (tx) =>
        tx`insert into public.workers_comp_accounts (family_id, rate_per_100) values (${family.id}, 1.55)`,
    );
    await asUserOf(otherFamily.id, async (tx) => {
      assert.equal(
        (await tx`select 1 from public.workers_comp_accounts where family_id = ${family.id}`)
          .length,
        0,
      );
      const updated =
        await tx`update public.workers_comp_accounts set rate_per_100 = 0 where family_id = ${family.id} returning 1`;
      assert.equal(updated.length, 0);
    });
    await assert.rejects(
      asUserOf(
        otherFamily.id,
        (tx) => tx`insert into public.workers_comp_accounts (family_id) values (${family.id})`,
      ),
      DENIED,
    );
    const fam = await signIn(family);
    assert.deepEqual((await api('GET', '/api/invoice/wcb', { cookie: fam.cookie })).body, {
      ratePer100: 1.55,
    });
  } finally {
    await deleteUsers(caregiver.id, other.id, family.id, otherFamily.id);
  }
});

test('realtime: an approval reaches both parties as each reads it, and nobody else', async () => {
  const { app } = await import('./helpers.ts');
  await withInvoice('2026-09-27', async ({ invoiceId, family, caregiver, outsiderFamily }) => {
    const [fam, cg] = await Promise.all([signIn(family), signIn(caregiver)]);
    const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
    const url = `ws://127.0.0.1:${server.addr.port}/api/realtime`;
    type Msg = { type: string; table?: string; id?: string; row?: Record<string, unknown> | null };
    const sockets: WebSocket[] = [];
    const open = (cookie: string) => {
      const Ws = WebSocket as unknown as new (u: string, i: { headers: HeadersInit }) => WebSocket;
      const ws = new Ws(url, { headers: { cookie } });
      sockets.push(ws);
      const messages: Msg[] = [];
      const ready = new Promise<void>((resolve) => {
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data) as Msg;
          messages.push(m);
          if (m.type === 'ready') resolve();
        };
      });
      return { messages, ready };
    };
    try {
      const a = open(fam.cookie);
      const b = open(cg.cookie);
      const c = open(outsiderFamily.cookie);
      await Promise.all([a.ready, b.ready, c.ready]);
      const res = await api('GET', `/api/invoice/approve/${invoiceId}`, { cookie: fam.cookie });
      assert.equal(res.status, 200);
      const seen = (x: { messages: Msg[] }) =>
        x.messages.find((m) => m.type === 'change' && m.table === 'invoices' && m.id === invoiceId);
      const deadline = Date.now() + 5000;
      while ((!seen(a) || !seen(b)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const forFamily = seen(a)!.row as {
        status: { isApproved: boolean };
        invoiceBreakdown: { payableBreakdown: unknown };
      };
      const forCaregiver = seen(b)!.row as typeof forFamily;
      assert.equal(forFamily.status.isApproved, true);
      assert.ok(forFamily.invoiceBreakdown.payableBreakdown);
      assert.equal(forCaregiver.status.isApproved, true);
      assert.equal(forCaregiver.invoiceBreakdown.payableBreakdown, null);
      // The outsider's socket heard nothing of it (both parties' messages have arrived by now).
      assert.equal(seen(c), undefined);
    } finally {
      for (const ws of sockets) ws.close(1000);
      await server.shutdown();
    }
  });
});
