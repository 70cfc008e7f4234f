// Weekly invoices (issue 12): generation (idempotent, DST and midnight-crossing shifts on the
// right day, overtime rule named, YTD carried), the API (get, lists, approve rules, admin run,
// TD1 and WCB) and the payment verbs payments builds on. Each test uses its own week so tests
// running beside each other never meet.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import {
  approveInvoiceAt,
  dueUnpaidInvoiceIds,
  generateWeekInvoices,
  invoiceForPayment,
  markInvoicePaid,
} from '../../web/domains/invoices/actions.server.ts';
import {
  completedShifts,
  invoicedWeek,
  invoiceTeam,
  localInstant,
  runInvoiceJobs,
} from '../factories/invoices.ts';
import { api, deleteUsers, signedInAdmin, signedInFamily, signIn, test } from './helpers.ts';

async function invoiceOf(memberId: string, weekStart: string) {
  const rows = await sql`
    select * from public.invoices where member_id = ${memberId} and week_start = ${weekStart}`;
  return rows;
}

test('a week of completed shifts becomes one invoice; running again (even twice at once) makes nothing twice', async () => {
  const team = await invoiceTeam({ wageCents: 2080 });
  try {
    const week = '2026-03-01';
    const ids = await completedShifts(team.memberId, [
      { date: '2026-03-02', start: '09:00', hours: 8 },
      { date: '2026-03-03', start: '09:00', hours: 8 },
      { date: '2026-03-03', start: '18:00', hours: 2 },
      { date: '2026-03-04', start: '09:00', hours: 8 },
    ]);
    // Not completed: not invoiced.
    await sql`insert into public.shifts (member_id, starts_at, ends_at, time_zone)
              values (${team.memberId}, ${localInstant('2026-03-05', '09:00', 'America/Toronto')},
                      ${
      localInstant('2026-03-05', '12:00', 'America/Toronto')
    }, 'America/Toronto')`;
    const first = await generateWeekInvoices('2026-03-04'); // any day of the week
    assert.ok(first.created >= 1);
    const [again1, again2] = await Promise.all([
      generateWeekInvoices(week),
      generateWeekInvoices(week),
    ]);
    assert.equal(again1.created + again2.created, 0);
    const rows = await invoiceOf(team.memberId, week);
    assert.equal(rows.length, 1);
    const inv = rows[0];
    assert.equal(inv.status, 'pending');
    assert.equal(inv.province, 'ON');
    assert.equal(inv.totalMinutes, 26 * 60);
    // Spec daily rule: Tuesday has 10 h, 2 beyond 8 at 1.5x; ON's weekly 44 h pays less.
    assert.equal(inv.overtimeRule, 'spec-daily');
    assert.equal(inv.ot1Minutes, 120);
    // Base = 20.80 / 1.04 = 20.00: 24 h regular = 480.00, 2 h at 30.00 = 60.00; vacation 4%.
    assert.equal(inv.operatingIncomeCents, 48000 + 6000);
    assert.equal(inv.vacationCents, 2160);
    assert.equal(inv.grossCents, 56160);
    assert.equal(inv.netCents, inv.grossCents - inv.employeeDeductionsCents);
    assert.ok(inv.cppEmployeeCents > 0 && inv.eiEmployeeCents > 0 && inv.federalTaxCents > 0);
    const days = inv.sortedShifts as { date: string; shifts: { id: string }[] }[];
    assert.deepEqual(days.map((d) => d.date), ['2026-03-02', '2026-03-03', '2026-03-04']);
    assert.equal(days[1].shifts.length, 2);
    const links =
      await sql`select shift_id from public.invoice_shifts where invoice_id = ${inv.id}`;
    assert.deepEqual(links.map((l) => l.shiftId).sort(), [...ids].sort());
    const notesBefore = await sql`select 1 from public.notifications where ref_id = ${inv.id}`;
    assert.equal(notesBefore.length, 0);
    // The follow-up job (as the worker runs it): shifts show Submitted, both parties are told.
    assert.ok((await runInvoiceJobs()) >= 1);
    const shifts =
      await sql`select is_submitted from public.shifts where member_id = ${team.memberId}
                              order by starts_at`;
    assert.deepEqual(shifts.map((s) => s.isSubmitted), [true, true, true, true, false]);
    const [cost] =
      await sql`select * from public.invoice_employer_costs where invoice_id = ${inv.id}`;
    assert.equal(cost.totalPayableCents, Math.round(56160 * 1.2966));
    assert.equal(cost.baseCents + cost.poyoFeeCents + cost.salesTaxCents, cost.totalPayableCents);
    assert.equal(cost.cppEmployerCents, inv.cppEmployeeCents);
    assert.equal(cost.eiEmployerCents, Math.round(inv.eiEmployeeCents * 1.4));
    // Due: 11:59 pm Toronto on the creation date + 2 days.
    const created = inv.createdAt as Date;
    const due = inv.dueAt as Date;
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    assert.equal(local, '23:59');
    const days2 = (due.getTime() - created.getTime()) / 86_400_000;
    assert.ok(days2 > 2 && days2 <= 3, `due ${due.toISOString()} created ${created.toISOString()}`);
    // Both parties are told (class Invoice → /mypay/invoice/{id}).
    const notes = await sql`select recipient_id from public.notifications
                             where class = 'Invoice' and ref_id = ${inv.id}`;
    assert.deepEqual(
      notes.map((n) => n.recipientId).sort(),
      [team.family.id, team.caregiver.id].sort(),
    );
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('DST and midnight: a shift belongs to the local day it starts, and pays the hours it really lasted', async () => {
  const team = await invoiceTeam({ wageCents: 2080 });
  try {
    // Toronto leaves DST on Sunday 2026-11-01 at 02:00 (clocks go back to 01:00). Saturday
    // Oct 31 23:00 for 4 real hours ends at 02:00 EST (3 hours on the wall clock): it belongs
    // to Saturday, week of Oct 25, and pays 4 hours. Saturday Nov 7 23:00 → Sunday 03:00
    // crosses midnight and stays on Nov 7, week of Nov 1.
    const [night] = await completedShifts(team.memberId, [
      { date: '2026-10-31', start: '23:00', hours: 4 },
      { date: '2026-11-01', start: '08:00', hours: 5 },
      { date: '2026-11-07', start: '23:00', hours: 4 },
    ]);
    const [wall] = await sql`
      select to_char(ends_at at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI') as ends
        from public.shifts where id = ${night}`;
    assert.equal(wall.ends, '2026-11-01 02:00');
    await generateWeekInvoices('2026-10-25');
    await generateWeekInvoices('2026-11-01');
    const [oct] = await invoiceOf(team.memberId, '2026-10-25');
    const [nov] = await invoiceOf(team.memberId, '2026-11-01');
    const octDays = oct.sortedShifts as { date: string }[];
    assert.deepEqual(octDays.map((d) => d.date), ['2026-10-31']);
    assert.equal(oct.totalMinutes, 4 * 60);
    const novDays = nov.sortedShifts as { date: string; shifts: unknown[] }[];
    assert.deepEqual(novDays.map((d) => d.date), ['2026-11-01', '2026-11-07']);
    assert.equal(nov.totalMinutes, 9 * 60);
    assert.equal(nov.ot1Minutes, 0);
    assert.equal(nov.timeZone, 'America/Toronto');
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('Ontario: 48 h in six 8-hour days gives weekly overtime beyond 44 h, and the rule is named', async () => {
  const team = await invoiceTeam({ wageCents: 2600, province: 'on' });
  try {
    await completedShifts(
      team.memberId,
      ['2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'].map((
        date,
      ) => ({ date, start: '08:00', hours: 8 })),
    );
    await generateWeekInvoices('2026-04-05');
    const [inv] = await invoiceOf(team.memberId, '2026-04-05');
    assert.equal(inv.overtimeRule, 'ON-weekly-44');
    assert.equal(inv.regularMinutes, 44 * 60);
    assert.equal(inv.ot1Minutes, 4 * 60);
    // Base 25.00: 44 h = 1,100.00; 4 h at 37.50 = 150.00.
    assert.equal(inv.operatingIncomeCents, 110000 + 15000);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('year to date per caregiver and family is carried from one week to the next', async () => {
  const team = await invoiceTeam({ wageCents: 3120 });
  try {
    const days = (start: string) =>
      [0, 1, 2, 3, 4].map((i) => {
        const d = new Date(`${start}T12:00:00Z`);
        d.setUTCDate(d.getUTCDate() + 1 + i);
        return { date: d.toISOString().slice(0, 10), start: '09:00', hours: 8 };
      });
    await completedShifts(team.memberId, days('2026-05-03'));
    await generateWeekInvoices('2026-05-03');
    const [ytd1] =
      await sql`select * from public.payroll_ytd where caregiver_id = ${team.caregiver.id}`;
    const [w1] = await invoiceOf(team.memberId, '2026-05-03');
    assert.equal(Number(ytd1.pensionableCents), w1.grossCents);
    assert.equal(Number(ytd1.cppCents), w1.cppEmployeeCents);
    assert.equal(Number(ytd1.eiCents), w1.eiEmployeeCents);
    await completedShifts(team.memberId, days('2026-05-10'));
    await generateWeekInvoices('2026-05-10');
    const [w2] = await invoiceOf(team.memberId, '2026-05-10');
    const [ytd2] = await sql`select * from public.payroll_ytd
                              where caregiver_id = ${team.caregiver.id} and family_id = ${team.family.id}
                                and year = 2026`;
    assert.equal(Number(ytd2.pensionableCents), w1.grossCents + w2.grossCents);
    assert.equal(Number(ytd2.cppCents), w1.cppEmployeeCents + w2.cppEmployeeCents);
    assert.equal(Number(ytd2.eiCents), w1.eiEmployeeCents + w2.eiEmployeeCents);
    assert.equal(
      ytd2.lastPayDate.toISOString?.().slice(0, 10) ?? String(ytd2.lastPayDate),
      '2026-05-19',
    );
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('approve: the family approves once (409 after), the caregiver and other families cannot; failures carry `error`', async () => {
  const week = await invoicedWeek('2026-06-07');
  const [family, caregiver, other] = await Promise.all([
    signIn(week.family),
    signIn(week.caregiver),
    signedInFamily(),
  ]);
  try {
    const path = `/api/invoice/approve/${week.invoiceId}`;
    const byCaregiver = await api('GET', path, { cookie: caregiver.cookie });
    assert.equal(byCaregiver.status, 403);
    assert.equal(typeof byCaregiver.body.error, 'string');
    const byOther = await api('GET', path, { cookie: other.cookie });
    assert.equal(byOther.status, 403);
    assert.match(byOther.body.error, /You do not have authorization to view invoice #/);
    const unknown = await api('GET', '/api/invoice/approve/not-a-uuid', { cookie: family.cookie });
    assert.equal(unknown.status, 404);
    assert.equal(typeof unknown.body.error, 'string');
    // Two approvals at once: exactly one succeeds.
    const [a, b] = await Promise.all([
      api('GET', path, { cookie: family.cookie }),
      api('GET', path, { cookie: family.cookie }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const ok = a.status === 200 ? a : b;
    assert.equal(ok.body.message, 'Invoice successfull approved');
    assert.equal(ok.body.invoice.status.isApproved, true);
    const [inv] =
      await sql`select status, approved_at from public.invoices where id = ${week.invoiceId}`;
    assert.equal(inv.status, 'approved');
    const shifts = await sql`select is_approved from public.shifts where id in ${
      sql(week.shiftIds)
    }`;
    assert.ok(shifts.every((s) => s.isApproved));
    const note = await sql`select 1 from public.notifications where class = 'Invoice'
                            and ref_id = ${week.invoiceId} and recipient_id = ${week.caregiver.id}
                            and message like '%approved%'`;
    assert.equal(note.length, 1);
  } finally {
    await deleteUsers(week.family.id, week.caregiver.id, other.id);
  }
});

test('payment verbs: invoiceForPayment, due instant, auto-approve, mark paid (idempotent; never before approval)', async () => {
  const week = await invoicedWeek('2026-06-14');
  try {
    const info = await asService((tx) => invoiceForPayment(tx, week.invoiceId));
    assert.ok(info);
    assert.equal(info.status, 'pending');
    assert.equal(info.familyId, week.family.id);
    const [cost] = await sql`select total_payable_cents from public.invoice_employer_costs
                              where invoice_id = ${week.invoiceId}`;
    assert.equal(info.totalPayableCents, cost.totalPayableCents);
    assert.equal(await asService((tx) => invoiceForPayment(tx, crypto.randomUUID())), null);
    // Due exactly at the due instant, not a second before.
    const before = new Date(info.dueAt.getTime() - 1000);
    assert.ok(!(await asService((tx) => dueUnpaidInvoiceIds(tx, before))).includes(week.invoiceId));
    assert.ok(
      (await asService((tx) => dueUnpaidInvoiceIds(tx, info.dueAt))).includes(week.invoiceId),
    );
    // Paying a pending invoice is refused (the trigger would refuse it too).
    await assert.rejects(
      asService((tx) => markInvoicePaid(tx, week.invoiceId, new Date(), 'pi_1')),
      (e: { status?: number }) => e.status === 409,
    );
    await assert.rejects(
      sql`update public.invoices set status = 'paid', paid_at = now() where id = ${week.invoiceId}`,
      { code: '55000' },
    );
    // Auto-approve at the due instant; again is a no-op.
    await asService((tx) => approveInvoiceAt(tx, week.invoiceId, info.dueAt));
    await asService((tx) => approveInvoiceAt(tx, week.invoiceId, new Date()));
    const [approved] =
      await sql`select status, approved_at from public.invoices where id = ${week.invoiceId}`;
    assert.equal(approved.status, 'approved');
    assert.equal((approved.approvedAt as Date).getTime(), info.dueAt.getTime());
    const paidAt = new Date(info.dueAt.getTime() + 5000);
    await asService((tx) => markInvoicePaid(tx, week.invoiceId, paidAt, 'pi_1'));
    await asService((tx) => markInvoicePaid(tx, week.invoiceId, new Date(), 'pi_2'));
    const [paid] =
      await sql`select status, paid_at, payment_id from public.invoices where id = ${week.invoiceId}`;
    assert.equal(paid.status, 'paid');
    assert.equal(paid.paymentId, 'pi_1');
    assert.equal((paid.paidAt as Date).getTime(), paidAt.getTime());
    const shifts = await sql`select is_paid from public.shifts where id in ${sql(week.shiftIds)}`;
    assert.ok(shifts.every((s) => s.isPaid));
    assert.ok(!(await asService((tx) => dueUnpaidInvoiceIds(tx, paidAt))).includes(week.invoiceId));
    const paidNotes =
      await sql`select recipient_id from public.notifications where class = 'Invoice'
                                 and ref_id = ${week.invoiceId} and message like '%paid%'`;
    assert.equal(paidNotes.length, 2);
    // Money figures never change after the insert.
    await assert.rejects(
      sql`update public.invoices set gross_cents = gross_cents + 1 where id = ${week.invoiceId}`,
      { code: '42501' },
    );
  } finally {
    await deleteUsers(week.family.id, week.caregiver.id);
  }
});

test('GET /api/invoice, /invoice/get, /get_all/paid and /get_all/dash answer the viewer', async () => {
  const week = await invoicedWeek('2026-06-21');
  const [family, caregiver] = await Promise.all([signIn(week.family), signIn(week.caregiver)]);
  try {
    const current = await api('GET', '/api/invoice', { cookie: family.cookie });
    assert.equal(current.status, 200);
    assert.deepEqual(current.body.invoices.map((i: { id: string }) => i.id), [week.invoiceId]);
    const one = await api('GET', `/api/invoice/get/${week.invoiceId}`, { cookie: family.cookie });
    assert.equal(one.status, 200);
    assert.equal(one.body.id, week.invoiceId);
    assert.equal(one.body.status.isPaid, false);
    assert.ok(one.body.invoiceBreakdown.payableBreakdown.totalPayable > 0);
    const mine = await api('GET', `/api/invoice/get/${week.invoiceId}`, {
      cookie: caregiver.cookie,
    });
    assert.equal(mine.status, 200);
    assert.equal(mine.body.invoiceBreakdown.payableBreakdown, null);
    assert.equal(mine.body.invoiceBreakdown.employerContributions, null);
    assert.equal(mine.body.invoiceBreakdown.payrollTaxes.wcb, null);
    assert.ok(mine.body.invoiceBreakdown.netIncome > 0);
    const missing = await api('GET', `/api/invoice/get/${crypto.randomUUID()}`, {
      cookie: family.cookie,
    });
    assert.equal(missing.status, 404);
    const paidNone = await api('GET', '/api/invoice/get_all/paid', { cookie: family.cookie });
    assert.equal(paidNone.status, 200);
    assert.equal(paidNone.body.total, 0);
    await asService(async (tx) => {
      await approveInvoiceAt(tx, week.invoiceId, new Date());
      await markInvoicePaid(tx, week.invoiceId, new Date(), 'pi_x');
    });
    const paid = await api('GET', '/api/invoice/get_all/paid?filter=oldest&page=1', {
      cookie: caregiver.cookie,
    });
    assert.equal(paid.body.total, 1);
    assert.equal(paid.body.invoices[0].status.isPaid, true);
    const badFilter = await api('GET', '/api/invoice/get_all/paid?filter=cheapest', {
      cookie: family.cookie,
    });
    assert.equal(badFilter.status, 422);
    const dash = await api('GET', '/api/invoice/get_all/dash', { cookie: caregiver.cookie });
    assert.equal(dash.status, 200);
    assert.equal(dash.body.months.length, 12);
    assert.equal(dash.body.ytdCostCents, null);
    const famDash = await api('GET', '/api/invoice/get_all/dash', { cookie: family.cookie });
    assert.equal(famDash.body.unpaidCount, 0);
    const month = famDash.body.months.at(-1);
    assert.ok(month.totalPayableCents > 0);
  } finally {
    await deleteUsers(week.family.id, week.caregiver.id);
  }
});

test('POST /api/admin/invoices/run: admins only, validated, idempotent', async () => {
  const team = await invoiceTeam();
  const [admin, family] = await Promise.all([signedInAdmin(), signIn(team.family)]);
  try {
    await completedShifts(team.memberId, [{ date: '2026-07-06', start: '10:00', hours: 6 }]);
    const refused = await api('POST', '/api/admin/invoices/run', {
      cookie: family.cookie,
      body: { weekOf: '2026-07-06' },
    });
    assert.equal(refused.status, 403);
    const anon = await api('POST', '/api/admin/invoices/run', { body: { weekOf: '2026-07-06' } });
    assert.equal(anon.status, 401);
    const bad = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '2026-02-30' },
    });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.weekOf, 'Please enter a date as YYYY-MM-DD.');
    const noTables = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '2031-06-04' },
    });
    assert.equal(noTables.status, 422);
    assert.equal(
      noTables.body.weekOf,
      'There are no payroll tables yet for the pay date of that week (2031-06-10).',
    );
    const run = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '2026-07-08' },
    });
    assert.equal(run.status, 200);
    assert.equal(run.body.weekStart, '2026-07-05');
    assert.ok(run.body.created >= 1);
    const again = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '2026-07-05' },
    });
    assert.equal(again.status, 200);
    assert.equal((await invoiceOf(team.memberId, '2026-07-05')).length, 1);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, admin.id);
  }
});

test('the weekly cron mark queues one generation job per week', async () => {
  const at = new Date('2031-03-09T12:00:00Z'); // a Sunday noon UTC
  await sql`delete from private.jobs where dedupe_key = 'invoices.generate:2031-03-02'`;
  const [a] = await sql`select private.mark_invoice_week(${at}) as n`;
  const [b] = await sql`select private.mark_invoice_week(${new Date(
    at.getTime() + 3600_000,
  )}) as n`;
  assert.equal(a.n, 1);
  assert.equal(b.n, 0);
  const jobs =
    await sql`select kind, payload from private.jobs where dedupe_key = 'invoices.generate:2031-03-02'`;
  assert.equal(jobs.length, 1);
  assert.equal(jobs[0].kind, 'invoices.generate');
  assert.deepEqual(jobs[0].payload, { weekOf: '2031-03-02' });
  await sql`delete from private.jobs where dedupe_key = 'invoices.generate:2031-03-02'`;
});

test("TD1 (caregiver) and workers' comp rate (family): read, save, validated, used by the next invoice", async () => {
  const team = await invoiceTeam({ wageCents: 2500 });
  const [family, caregiver] = await Promise.all([signIn(team.family), signIn(team.caregiver)]);
  try {
    const empty = await api('GET', '/api/invoice/td1', { cookie: caregiver.cookie });
    assert.deepEqual(empty.body, { federalClaimCents: null, provincialClaimCents: null });
    const bad = await api('POST', '/api/invoice/td1', {
      cookie: caregiver.cookie,
      body: { federalClaimCents: -5, provincialClaimCents: null },
    });
    assert.equal(bad.status, 422);
    assert.equal(
      bad.body.federalClaimCents,
      'Please enter an amount between $0 and $1,000,000, or leave it empty.',
    );
    // A claim above the year's pay: no income tax withheld.
    const saved = await api('POST', '/api/invoice/td1', {
      cookie: caregiver.cookie,
      body: { federalClaimCents: 10_000_000, provincialClaimCents: 10_000_000 },
    });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.federalClaimCents, 10_000_000);
    assert.equal((await api('GET', '/api/invoice/td1', { cookie: family.cookie })).status, 403);
    const rate = await api('POST', '/api/invoice/wcb', {
      cookie: family.cookie,
      body: { ratePer100: 1.23 },
    });
    assert.equal(rate.status, 200);
    assert.deepEqual(rate.body, { ratePer100: 1.23 });
    assert.equal(
      (await api('POST', '/api/invoice/wcb', { cookie: family.cookie, body: { ratePer100: 101 } }))
        .status,
      422,
    );
    assert.equal((await api('GET', '/api/invoice/wcb', { cookie: caregiver.cookie })).status, 403);
    await completedShifts(team.memberId, [{ date: '2026-08-03', start: '09:00', hours: 8 }]);
    await generateWeekInvoices('2026-08-03');
    const [inv] = await invoiceOf(team.memberId, '2026-08-02');
    assert.equal(inv.federalTaxCents, 0);
    const [cost] =
      await sql`select * from public.invoice_employer_costs where invoice_id = ${inv.id}`;
    assert.equal(Number(cost.workersCompRatePer100), 1.23);
    assert.equal(cost.workersCompCents, Math.round(inv.grossCents * 0.0123));
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('the worker: the cron-marked week is generated by its job, and the follow-up job runs', async () => {
  const { runOnce } = await import('../../web/server/worker-loop.server.ts');
  const { jobHandlers } = await import('../../web/app/worker.ts');
  const team = await invoiceTeam();
  try {
    await completedShifts(team.memberId, [{ date: '2026-10-13', start: '09:00', hours: 5 }]);
    // Sunday 2026-10-18 at noon UTC marks the week of 2026-10-11.
    await sql`delete from private.jobs where dedupe_key = 'invoices.generate:2026-10-11'`;
    await sql`select private.mark_invoice_week(${new Date('2026-10-18T12:00:00Z')})`;
    const [job] =
      await sql`select id from private.jobs where dedupe_key = 'invoices.generate:2026-10-11'`;
    const outcome = await runOnce({ only: [String(job.id)], handlers: jobHandlers() });
    assert.equal(outcome?.status, 'finished');
    const [inv] = await invoiceOf(team.memberId, '2026-10-11');
    assert.ok(inv);
    const [follow] = await sql`
      select id from private.jobs
       where kind = 'invoices.after-generate' and finished_at is null
         and payload -> 'invoiceIds' ? ${inv.id as string}`;
    assert.ok(follow);
    const after = await runOnce({ only: [String(follow.id)], handlers: jobHandlers() });
    assert.equal(after?.status, 'finished');
    const notes = await sql`select 1 from public.notifications where ref_id = ${inv.id}`;
    assert.equal(notes.length, 2);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('batches: small batches, several at once, give the same one invoice per member', async () => {
  const teams = await Promise.all([invoiceTeam(), invoiceTeam(), invoiceTeam()]);
  try {
    for (const team of teams) {
      await completedShifts(team.memberId, [{ date: '2026-02-10', start: '09:00', hours: 6 }]);
    }
    const result = await generateWeekInvoices('2026-02-08', { batchSize: 1, concurrency: 3 });
    assert.ok(result.created >= 3);
    for (const team of teams) {
      const rows = await invoiceOf(team.memberId, '2026-02-08');
      assert.equal(rows.length, 1);
      assert.equal(rows[0].totalMinutes, 360);
    }
    const again = await generateWeekInvoices('2026-02-08', { batchSize: 1, concurrency: 3 });
    assert.equal(again.created, 0);
  } finally {
    await deleteUsers(...teams.flatMap((t) => [t.family.id, t.caregiver.id]));
  }
});
