// Issue 23 point 6 (ADR 049): pays dated after the newest T4127 edition are computed with it and
// marked provisional; when the new edition is added, the correction recomputes them (the YTD
// replayed from 1 January) and carries the difference per deduction on the pair's next invoice,
// never by editing a paid invoice. A fake 2027 edition (2026-07 with changed rates, only here)
// stands in for the real one. And the year-to-date maximums restart on 1 January.
import assert from 'node:assert/strict';
import {
  computeDeductions,
  EDITIONS,
  EMPTY_YTD,
  type PayrollTables,
  type PayrollYtd,
  periodsPerYear,
} from '../../web/domains/payroll/model.ts';
import {
  approveInvoiceAt,
  correctProvisionalPay,
  markInvoicePaid,
} from '../../web/domains/invoices/actions.server.ts';
import { asService, sql } from '../../web/server/db.server.ts';
import { completedShifts, generateWeekInvoices, invoiceTeam } from '../factories/invoices.ts';
import { api, asUserOf, deleteUsers, signIn, test } from './helpers.ts';

const FAKE_2027: PayrollTables = {
  ...structuredClone(EDITIONS.find((e) => e.edition === 'T4127-2026-07')!),
  edition: 'T4127-2027-01-TEST',
  title: 'A fake 2027 edition (tests only)',
  effectiveFrom: '2027-01-01',
  effectiveTo: '2027-12-31',
};
// Changed rates: EI 1.64% (max premium on the same insurable maximum), the federal basic personal
// amount and Ontario's basic amount up, CPP's basic exemption unchanged.
FAKE_2027.ei = {
  ...FAKE_2027.ei,
  rate: 0.0164,
  maxPremium: Math.round(FAKE_2027.ei.maxInsurable * 0.0164 * 100) / 100,
};
FAKE_2027.federal = {
  ...FAKE_2027.federal,
  basicPersonalAmount: FAKE_2027.federal.basicPersonalAmount + 600,
};
FAKE_2027.provinces = {
  ...FAKE_2027.provinces,
  ON: { ...FAKE_2027.provinces.ON, basicAmount: FAKE_2027.provinces.ON.basicAmount + 300 },
};
const WITH_2027 = [...EDITIONS, FAKE_2027];

const weekDays = (weekStart: string, hours: number) =>
  [1, 2, 3, 4, 5].map((d) => ({
    date: new Date(Date.parse(`${weekStart}T12:00:00Z`) + d * 86_400_000).toISOString().slice(
      0,
      10,
    ),
    start: '08:00',
    hours,
  }));

const day = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);

async function invoiceOf(memberId: string, weekStart: string) {
  const [row] = await sql`
    select * from public.invoices where member_id = ${memberId} and week_start = ${weekStart}`;
  return row;
}

async function pay(invoiceId: string, at: string) {
  await asService(async (tx) => {
    await approveInvoiceAt(tx, invoiceId, new Date(at));
    await markInvoicePaid(tx, invoiceId, new Date(at), `test-${invoiceId}`);
  });
}

test('correction: provisional 2027 pays are recomputed with the new edition, carried on the next invoice, once', async () => {
  const team = await invoiceTeam({ wageCents: 3120, province: 'ON' });
  try {
    // Two weeks in January 2027, computed before the 2027 tables exist: provisional.
    const weeks = ['2027-01-03', '2027-01-10'];
    // deno-lint-ignore no-explicit-any
    const firsts: Record<string, any>[] = [];
    for (const w of weeks) {
      await completedShifts(team.memberId, weekDays(w, 9));
      await generateWeekInvoices(w);
      const inv = await invoiceOf(team.memberId, w);
      assert.ok(inv.unverified.includes('provisionalEdition'));
      assert.equal(inv.taxEdition, 'T4127-2026-07');
      await pay(inv.id, `${day(inv.payDate)}T15:00:00Z`);
      firsts.push(inv);
    }
    // Without the new edition nothing is corrected.
    const none = (await correctProvisionalPay()).filter((c) =>
      firsts.some((f) => f.id === c.invoiceId)
    );
    assert.equal(none.length, 0);

    const run = await correctProvisionalPay(WITH_2027);
    const mine = run.filter((c) => firsts.some((f) => f.id === c.invoiceId));
    assert.equal(mine.length, 2);

    // The expected figures: the same pays replayed with the new edition from an empty 2027 YTD.
    let ytd: PayrollYtd = EMPTY_YTD;
    for (const inv of firsts) {
      const payDate = day(inv.payDate);
      const d = computeDeductions(
        {
          payDate,
          province: 'ON',
          periodsPerYear: periodsPerYear(payDate, 2),
          grossCents: inv.grossCents,
          td1: { federalClaimCents: null, provincialClaimCents: null },
          ytd,
          workersCompRatePer100: null,
        },
        {},
        WITH_2027,
      );
      ytd = d.ytdAfter;
      const c = mine.find((m) => m.invoiceId === inv.id)!;
      assert.equal(c.edition, 'T4127-2027-01-TEST');
      assert.equal(c.provisionalEdition, 'T4127-2026-07');
      assert.deepEqual(c.employee, {
        cpp: d.employee.cppCents - inv.cppEmployeeCents,
        cpp2: d.employee.cpp2Cents - inv.cpp2EmployeeCents,
        ei: d.employee.eiCents - inv.eiEmployeeCents,
        qpip: 0,
        federalTax: d.employee.federalTaxCents - inv.federalTaxCents,
        provincialTax: d.employee.provincialTaxCents - inv.provincialTaxCents,
      });
      // EI by hand: 1.64% of the gross, half-up, minus what 1.63% withheld.
      assert.equal(
        c.employee.ei,
        Math.round(inv.grossCents * 0.0164) - Math.round(inv.grossCents * 0.0163),
      );
      assert.ok(c.employee.ei > 0, 'the higher EI rate withholds more');
      assert.ok(c.employee.federalTax < 0, 'the higher basic amount withholds less tax');
      assert.ok(c.employee.provincialTax <= 0);
      assert.equal(c.employee.cpp, 0, 'CPP did not change');
      assert.equal(
        c.employer.ei,
        Math.round(1.4 * d.employee.eiCents) - Math.round(1.4 * inv.eiEmployeeCents),
      );
    }
    // Pinned to the cent (45 h weeks at $31.20 in Ontario, basic TD1).
    // 5 × 9 h at $31.20: 8 h + 1 h at 1.5× a day on the $30.00 base, plus 4% = $1,482.00. EI
    // 1.64% − 1.63% = 24.30 − 24.16; the basic amounts $600 federal and $300 Ontario higher.
    assert.deepEqual(firsts.map((f) => f.grossCents), [148200, 148200]);
    const each = { cpp: 0, cpp2: 0, ei: 14, qpip: 0, federalTax: -163, provincialTax: -30 };
    assert.deepEqual(mine.map((c) => c.employee), [each, each]);
    assert.deepEqual(mine.map((c) => c.employer), [
      { cpp: 0, cpp2: 0, ei: 20, qpip: 0 },
      { cpp: 0, cpp2: 0, ei: 20, qpip: 0 },
    ]);

    // A second run adjusts nothing.
    const again = (await correctProvisionalPay(WITH_2027)).filter((c) =>
      firsts.some((f) => f.id === c.invoiceId)
    );
    assert.equal(again.length, 0);
    const [count] = await sql`
      select count(*)::int as n from public.invoice_adjustments
       where corrects_invoice_id in ${sql(firsts.map((f) => f.id))}`;
    assert.equal(count.n, 2);

    // The paid invoices never changed.
    for (const inv of firsts) {
      const now = await invoiceOf(team.memberId, day(inv.weekStart));
      assert.equal(now.netCents, inv.netCents);
      assert.equal(now.eiEmployeeCents, inv.eiEmployeeCents);
    }

    // The pair's YTD now counts the corrected contributions.
    const [y] = await sql`
      select ei_cents from public.payroll_ytd
       where caregiver_id = ${team.caregiver.id} and family_id = ${team.family.id} and year = 2027`;
    assert.equal(
      Number(y.eiCents),
      firsts.reduce((s, f) => s + f.eiEmployeeCents, 0) +
        mine.reduce((s, c) => s + c.employee.ei, 0),
    );

    // The next invoice carries both corrections; its own figures are untouched.
    await completedShifts(team.memberId, weekDays('2027-01-17', 8));
    await generateWeekInvoices('2027-01-17');
    const next = await invoiceOf(team.memberId, '2027-01-17');
    const attached = await sql`
      select id from public.invoice_adjustments where invoice_id = ${next.id}`;
    assert.equal(attached.length, 2);
    const totalCorrection = mine.reduce(
      (s, c) => s + Object.values(c.employee).reduce((a, b) => a + b, 0),
      0,
    );
    assert.equal(next.netCents, next.grossCents - next.employeeDeductionsCents);

    // Both parties read the line; only the family reads its own side.
    const caregiver = await signIn(team.caregiver);
    const family = await signIn(team.family);
    const asCaregiver = await api('GET', `/api/invoice/get/${next.id}`, {
      cookie: caregiver.cookie,
    });
    const asFamily = await api('GET', `/api/invoice/get/${next.id}`, { cookie: family.cookie });
    for (const res of [asCaregiver, asFamily]) {
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    const cgInvoice = asCaregiver.body.invoice ?? asCaregiver.body;
    const famInvoice = asFamily.body.invoice ?? asFamily.body;
    assert.equal(cgInvoice.adjustments.length, 2);
    assert.equal(cgInvoice.adjustments[0].employer, null);
    assert.ok(famInvoice.adjustments[0].employer);
    assert.equal(
      cgInvoice.adjustments.reduce(
        (s: number, a: { employee: { total: number } }) => s + a.employee.total,
        0,
      ),
      totalCorrection,
    );
    // The page shows it, in both languages.
    const page = await api('GET', `/mypay/invoice/${next.id}`, { cookie: caregiver.cookie });
    assert.match(page.body, /Corrections of earlier pay/);
    assert.match(page.body, /T4127-2027-01-TEST/);
    const pageFr = await api('GET', `/mypay/invoice/${next.id}`, {
      cookie: `${caregiver.cookie}; locale=fr`,
    });
    assert.match(pageFr.body, /Corrections d’une paie antérieure/);

    // Once that invoice is paid, payroll_lines shows the corrections as their own rows.
    await pay(next.id, '2027-01-26T15:00:00Z');
    const lines = await asUserOf(
      team.family.id,
      (tx) =>
        tx`select kind, corrects_invoice_id, ei_employee_cents, ei_employer_cents, gross_cents,
                pay_date::text as pay_date
           from public.payroll_lines where member_id = ${team.memberId} order by kind, pay_date`,
    );
    const adjustments = lines.filter((l) => l.kind === 'adjustment');
    assert.equal(lines.filter((l) => l.kind === 'pay').length, 3);
    assert.equal(adjustments.length, 2);
    assert.ok(adjustments.every((l) => l.payDate === '2027-01-26' && l.grossCents === 0));
    assert.equal(
      adjustments.reduce((s, l) => s + l.eiEmployeeCents, 0),
      mine.reduce((s, c) => s + c.employee.ei, 0),
    );
    assert.equal(
      adjustments.reduce((s, l) => s + l.eiEmployerCents, 0),
      mine.reduce((s, c) => s + c.employer.ei, 0),
    );
    // The caregiver reads the rows without the employer's side.
    const cgLines = await asUserOf(
      team.caregiver.id,
      (tx) =>
        tx`select ei_employer_cents from public.payroll_lines
          where member_id = ${team.memberId} and kind = 'adjustment'`,
    );
    assert.equal(cgLines.length, 2);
    assert.ok(cgLines.every((l) => l.eiEmployerCents === null));
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('correction RLS: another family reads no correction; the caregiver reads no employer side', async () => {
  const team = await invoiceTeam({ wageCents: 2500, province: 'ON' });
  const stranger = await invoiceTeam({ wageCents: 2500, province: 'ON' });
  try {
    await completedShifts(team.memberId, weekDays('2027-02-07', 6));
    await generateWeekInvoices('2027-02-07');
    const inv = await invoiceOf(team.memberId, '2027-02-07');
    await pay(inv.id, '2027-02-16T15:00:00Z');
    await correctProvisionalPay(WITH_2027);
    const [adj] = await sql`
      select id from public.invoice_adjustments where corrects_invoice_id = ${inv.id}`;
    assert.ok(adj);
    const seen = (userId: string) =>
      asUserOf(userId, async (tx) => ({
        adjustments: (await tx`select id from public.invoice_adjustments where id = ${adj.id}`)
          .length,
        employer: (await tx`
          select adjustment_id from public.invoice_adjustment_employer_costs
           where adjustment_id = ${adj.id}`).length,
      }));
    assert.deepEqual(await seen(team.family.id), { adjustments: 1, employer: 1 });
    assert.deepEqual(await seen(team.caregiver.id), { adjustments: 1, employer: 0 });
    assert.deepEqual(await seen(stranger.family.id), { adjustments: 0, employer: 0 });
    assert.deepEqual(await seen(stranger.caregiver.id), { adjustments: 0, employer: 0 });
    // Nobody but the server writes.
    await assert.rejects(
      asUserOf(
        team.family.id,
        (tx) =>
          tx`update public.invoice_adjustments set federal_tax_cents = 0 where id = ${adj.id}`,
      ),
      /permission denied/,
    );
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, stranger.family.id, stranger.caregiver.id);
  }
});

test('YTD maximums restart on 1 January: a pay dated 2027-01-05 after a capped 2026 starts from zero', async () => {
  const team = await invoiceTeam({ wageCents: 3000, province: 'ON' });
  try {
    // 2026 with this employer already at every maximum.
    await sql`
      insert into public.payroll_ytd (caregiver_id, family_id, year, pensionable_cents, cpp_cents,
        cpp2_cents, insurable_cents, ei_cents, qpip_cents, last_pay_date)
      values (${team.caregiver.id}, ${team.family.id}, 2026, 9000000, 423045, 41600, 9000000,
              112307, 0, '2026-12-15')`;
    await completedShifts(team.memberId, weekDays('2026-12-20', 8));
    await generateWeekInvoices('2026-12-20'); // pay date 2026-12-29
    const dec = await invoiceOf(team.memberId, '2026-12-20');
    assert.equal(dec.cppEmployeeCents, 0);
    assert.equal(dec.cpp2EmployeeCents, 0);
    assert.equal(dec.eiEmployeeCents, 0);

    await completedShifts(team.memberId, weekDays('2026-12-27', 8));
    await generateWeekInvoices('2026-12-27'); // pay date 2027-01-05
    const jan = await invoiceOf(team.memberId, '2026-12-27');
    assert.equal(day(jan.payDate), '2027-01-05');
    const fresh = computeDeductions({
      payDate: '2027-01-05',
      province: 'ON',
      periodsPerYear: periodsPerYear('2027-01-05', 2),
      grossCents: jan.grossCents,
      td1: { federalClaimCents: null, provincialClaimCents: null },
      ytd: EMPTY_YTD,
      workersCompRatePer100: null,
    });
    assert.ok(jan.cppEmployeeCents > 0 && jan.eiEmployeeCents > 0);
    assert.equal(jan.cppEmployeeCents, fresh.employee.cppCents);
    assert.equal(jan.eiEmployeeCents, fresh.employee.eiCents);
    const [y] = await sql`
      select ei_cents, pensionable_cents from public.payroll_ytd
       where caregiver_id = ${team.caregiver.id} and family_id = ${team.family.id} and year = 2027`;
    assert.equal(Number(y.eiCents), jan.eiEmployeeCents);
    assert.equal(Number(y.pensionableCents), jan.grossCents);

    // The correction's replay of 2027 starts from zero too (2026 is not in it).
    await pay(dec.id, '2026-12-29T15:00:00Z');
    await pay(jan.id, '2027-01-05T15:00:00Z');
    const run = await correctProvisionalPay(WITH_2027);
    const c = run.find((r) => r.invoiceId === jan.id)!;
    const replay = computeDeductions(
      {
        payDate: '2027-01-05',
        province: 'ON',
        periodsPerYear: periodsPerYear('2027-01-05', 2),
        grossCents: jan.grossCents,
        td1: { federalClaimCents: null, provincialClaimCents: null },
        ytd: EMPTY_YTD,
        workersCompRatePer100: null,
      },
      {},
      WITH_2027,
    );
    assert.equal(c.employee.ei, replay.employee.eiCents - jan.eiEmployeeCents);
    assert.equal(c.employee.cpp, replay.employee.cppCents - jan.cppEmployeeCents);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});
