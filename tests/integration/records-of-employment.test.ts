// Issue 23 point 5 (ADR 049): records of employment. The family ends a member (with the ROE
// reason), the caregiver leaves (the family is asked for the reason), or the daily job finds no
// pay for seven days; the figures come from paid pay (payroll_lines) and both parties read them,
// as JSON, a PDF and a CSV; nobody else does (RLS). Each test uses its own weeks.
import assert from 'node:assert/strict';
import { approveInvoiceAt, markInvoicePaid } from '../../web/domains/invoices/actions.server.ts';
import { prepareInterruptedRecords } from '../../web/domains/records-of-employment/actions.server.ts';
import { asService, sql } from '../../web/server/db.server.ts';
import { completedShifts, generateWeekInvoices, invoiceTeam } from '../factories/invoices.ts';
import { api, asUserOf, deleteUsers, signIn, test } from './helpers.ts';

const dayAfter = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A team with paid weeks: `days` shifts of `hours` from the Monday of each week. */
async function paidTeam(weeks: string[], opts: { days?: number; hours?: number } = {}) {
  const team = await invoiceTeam({ wageCents: 2600, province: 'ON' });
  for (const w of weeks) {
    await completedShifts(
      team.memberId,
      Array.from({ length: opts.days ?? 3 }, (_, i) => ({
        date: dayAfter(w, i + 1),
        start: '09:00',
        hours: opts.hours ?? 7.5,
      })),
    );
    await generateWeekInvoices(w);
    const [inv] = await sql`
      select id, pay_date::text as pay_date from public.invoices
       where member_id = ${team.memberId} and week_start = ${w}`;
    await asService(async (tx) => {
      const at = new Date(`${inv.payDate}T15:00:00Z`);
      await approveInvoiceAt(tx, inv.id, at);
      await markInvoicePaid(tx, inv.id, at, `test-${inv.id}`);
    });
  }
  return {
    ...team,
    family: await signIn(team.family),
    caregiver: await signIn(team.caregiver),
  };
}

test('ROE: the family ends a member with a reason; both parties read the figures, PDF and CSV', async () => {
  const team = await paidTeam(['2026-05-03', '2026-05-17']);
  const other = await paidTeam(['2026-05-03']);
  const base = `/api/records-of-employment/member/${team.memberId}`;
  try {
    // Bad input and the wrong people: clear 4xx, never a 500.
    const none = await api('POST', `${base}/end`, { cookie: team.family.cookie, body: {} });
    assert.equal(none.status, 422);
    assert.deepEqual(none.body, { reasonCode: 'Choose the reason for issuing the ROE.' });
    const bad = await api('POST', `${base}/end`, {
      cookie: `${team.family.cookie}; locale=fr`,
      body: { reasonCode: 'C' },
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body, { reasonCode: 'Choisissez la raison de la production du RE.' });
    const byCaregiver = await api('POST', `${base}/end`, {
      cookie: team.caregiver.cookie,
      body: { reasonCode: 'E' },
    });
    assert.equal(byCaregiver.status, 403);
    const byStranger = await api('POST', `${base}/end`, {
      cookie: other.family.cookie,
      body: { reasonCode: 'A' },
    });
    assert.equal(byStranger.status, 404);

    const ended = await api('POST', `${base}/end`, {
      cookie: team.family.cookie,
      body: { reasonCode: 'A' },
    });
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    const id = ended.body.id as string;

    // The figures, from the paid pays.
    const lines = await asUserOf(
      team.family.id,
      (tx) =>
        tx`select week_start::text as week_start, total_minutes, gross_cents, vacation_cents
           from public.payroll_lines where member_id = ${team.memberId} and kind = 'pay'
          order by week_start`,
    );
    assert.equal(lines.length, 2);
    const read = await api('GET', `/api/records-of-employment/${id}`, {
      cookie: team.family.cookie,
    });
    assert.equal(read.status, 200);
    const roe = read.body.record;
    assert.equal(roe.cause, 'ended_by_family');
    assert.equal(roe.reasonCode, 'A');
    const f = roe.figures;
    assert.equal(f.firstDayWorked, '2026-05-04');
    assert.equal(f.lastDayPaid, '2026-05-20');
    assert.equal(f.finalPeriodEnd, '2026-05-23');
    assert.deepEqual(
      f.periods.map((p: { periodEnd: string; earningsCents: number; hours: number }) => [
        p.periodEnd,
        p.hours,
        p.earningsCents,
      ]),
      [
        ['2026-05-23', 22.5, lines[1].grossCents],
        ['2026-05-16', 0, 0],
        ['2026-05-09', 22.5, lines[0].grossCents],
      ],
    );
    assert.equal(f.totalHours, 45);
    assert.equal(f.totalEarningsCents, lines[0].grossCents + lines[1].grossCents);
    assert.equal(f.finalPeriodVacationCents, lines[1].vacationCents);
    assert.equal(f.vacationPaySeparationCents, 0);

    // The caregiver reads the same; another family reads nothing.
    const asCaregiver = await api('GET', `/api/records-of-employment/${id}`, {
      cookie: team.caregiver.cookie,
    });
    assert.equal(asCaregiver.status, 200);
    assert.deepEqual(asCaregiver.body.record.figures, f);
    for (const cookie of [other.family.cookie, other.caregiver.cookie]) {
      const refused = await api('GET', `/api/records-of-employment/${id}`, { cookie });
      assert.equal(refused.status, 404);
      const pdf = await api('GET', `/api/records-of-employment/${id}/pdf`, { cookie });
      assert.equal(pdf.status, 404);
    }
    // The caregiver was told.
    const [notice] = await sql`
      select ref_id from public.notifications
       where recipient_id = ${team.caregiver.id} and class = 'Record of Employment'`;
    assert.equal(notice.refId, id);

    // Downloads.
    const pdf = await fetchBytes(`/api/records-of-employment/${id}/pdf`, team.caregiver.cookie);
    assert.equal(pdf.type, 'application/pdf');
    assert.equal(new TextDecoder().decode(pdf.bytes.slice(0, 5)), '%PDF-');
    const csv = await api('GET', `/api/records-of-employment/${id}/csv`, {
      cookie: team.family.cookie,
    });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    assert.match(csv.body, /15A,total_insurable_hours,45\r\n/);
    assert.match(csv.body, /16,reason_code,A\r\n/);
    assert.match(
      csv.body,
      new RegExp(`1,2026-05-23,22.50,${(lines[1].grossCents / 100).toFixed(2)}`),
    );

    // The pages, in both languages; a stranger gets the not-found page.
    const page = await api('GET', `/mypay/records-of-employment/${id}`, {
      cookie: team.family.cookie,
    });
    assert.equal(page.status, 200);
    assert.match(page.body, /Total insurable hours \(block 15A\)/);
    assert.match(page.body, /Open ROE Web on canada.ca/);
    const pageFr = await api('GET', `/mypay/records-of-employment/${id}`, {
      cookie: `${team.caregiver.cookie}; locale=fr`,
    });
    assert.match(pageFr.body, /Total des heures assurables \(case 15A\)/);
    const strangerPage = await api('GET', `/mypay/records-of-employment/${id}`, {
      cookie: other.family.cookie,
    });
    assert.equal(strangerPage.status, 404);

    // Ending again gives the same record, with the new reason.
    const again = await api('POST', `${base}/end`, {
      cookie: team.family.cookie,
      body: { reasonCode: 'M' },
    });
    assert.equal(again.body.id, id);
    const [row] = await sql`select reason_code from public.records_of_employment where id = ${id}`;
    assert.equal(row.reasonCode, 'M');
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, other.family.id, other.caregiver.id);
  }
});

async function fetchBytes(path: string, cookie: string) {
  const res = await api('GET', path, { cookie });
  assert.equal(res.status, 200);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return {
    type: res.headers.get('content-type'),
    bytes: new TextEncoder().encode(text),
  };
}

test('ROE: the caregiver leaves, the family is asked for the reason and gives it; no pay, no ROE', async () => {
  const team = await paidTeam(['2026-06-07']);
  const unpaid = await invoiceTeam({ wageCents: 2600, province: 'ON' });
  const unpaidFamily = await signIn(unpaid.family);
  try {
    const left = await api('POST', `/api/records-of-employment/member/${team.memberId}/leave`, {
      cookie: team.caregiver.cookie,
    });
    assert.equal(left.status, 200, JSON.stringify(left.body));
    const id = left.body.id as string;
    const [notice] = await sql`
      select ref_id, message from public.notifications
       where recipient_id = ${team.family.id} and class = 'Record of Employment'`;
    assert.equal(notice.refId, id);
    const read = await api('GET', `/api/records-of-employment/${id}`, {
      cookie: team.family.cookie,
    });
    assert.equal(read.body.record.cause, 'caregiver_left');
    assert.equal(read.body.record.reasonCode, null);
    assert.equal(read.body.record.figures.finalPeriodEnd, '2026-06-13');

    // The family leaving is refused; the caregiver cannot give the reason.
    const familyLeaves = await api(
      'POST',
      `/api/records-of-employment/member/${team.memberId}/leave`,
      {
        cookie: team.family.cookie,
      },
    );
    assert.equal(familyLeaves.status, 403);
    const cgReason = await api('POST', `/api/records-of-employment/${id}/reason`, {
      cookie: team.caregiver.cookie,
      body: { reasonCode: 'E' },
    });
    assert.equal(cgReason.status, 403);
    const given = await api('POST', `/api/records-of-employment/${id}/reason`, {
      cookie: team.family.cookie,
      body: { reasonCode: 'E' },
    });
    assert.equal(given.status, 200);
    assert.equal(given.body.record.reasonCode, 'E');

    // No paid pay: nothing to issue, said in words.
    const noPay = await api('POST', `/api/records-of-employment/member/${unpaid.memberId}/end`, {
      cookie: unpaidFamily.cookie,
      body: { reasonCode: 'A' },
    });
    assert.equal(noPay.status, 409);
    assert.deepEqual(noPay.body, {
      general:
        'No pay has been paid to this caregiver yet, so there is no record of employment to prepare.',
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, unpaid.family.id, unpaid.caregiver.id);
  }
});

test('ROE: no pay for seven days after the last period prepares one, once, and asks the family', async () => {
  const team = await paidTeam(['2026-07-05']); // last period ends Saturday 2026-07-11
  try {
    // Ten days after: a worked week's invoice could still be on its way; nothing yet.
    assert.equal(await prepareInterruptedRecords('2026-07-21', [team.memberId]), 0);
    assert.equal(await prepareInterruptedRecords('2026-07-22', [team.memberId]), 1);
    assert.equal(await prepareInterruptedRecords('2026-07-23', [team.memberId]), 0);
    const [roe] = await sql`
      select id, cause, reason_code, final_period_end::text as end
        from public.records_of_employment where member_id = ${team.memberId}`;
    assert.deepEqual([roe.cause, roe.reasonCode, roe.end], ['interruption', null, '2026-07-11']);
    const [notice] = await sql`
      select ref_id from public.notifications
       where recipient_id = ${team.family.id} and class = 'Record of Employment'`;
    assert.equal(notice.refId, roe.id);
    // Ending the employment now gives that record its reason rather than a second one.
    const ended = await api('POST', `/api/records-of-employment/member/${team.memberId}/end`, {
      cookie: team.family.cookie,
      body: { reasonCode: 'N' },
    });
    assert.equal(ended.body.id, roe.id);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('ROE RLS: only the family and the caregiver read; only they record; only the family gives the reason', async () => {
  const team = await paidTeam(['2026-08-02']);
  const other = await paidTeam(['2026-08-02']);
  try {
    const ended = await api('POST', `/api/records-of-employment/member/${team.memberId}/end`, {
      cookie: team.family.cookie,
      body: { reasonCode: 'K' },
    });
    const id = ended.body.id as string;
    const count = (userId: string) =>
      asUserOf(
        userId,
        async (tx) =>
          (await tx`select id from public.records_of_employment where id = ${id}`).length,
      );
    assert.equal(await count(team.family.id), 1);
    assert.equal(await count(team.caregiver.id), 1);
    assert.equal(await count(other.family.id), 0);
    assert.equal(await count(other.caregiver.id), 0);
    // Another family cannot record one for this member (it cannot even read the member's pay,
    // so the trigger finds no final period first), nor change its reason.
    await assert.rejects(
      asUserOf(
        other.family.id,
        (tx) =>
          tx`insert into public.records_of_employment (member_id, family_id, caregiver_id, cause, reason_code, reason_given_at)
           values (${team.memberId}, ${other.family.id}, ${team.caregiver.id}, 'ended_by_family', 'A', now())`,
      ),
      /row-level security|roe_no_pay/,
    );
    const changed = await asUserOf(
      other.family.id,
      (tx) =>
        tx`update public.records_of_employment set reason_code = 'M', reason_given_at = now()
          where id = ${id} returning id`,
    );
    assert.equal(changed.length, 0);
    // The caregiver cannot give the reason, nor record an end as the family.
    const byCaregiver = await asUserOf(
      team.caregiver.id,
      (tx) =>
        tx`update public.records_of_employment set reason_code = 'E', reason_given_at = now()
          where id = ${id} returning id`,
    );
    assert.equal(byCaregiver.length, 0);
    await assert.rejects(
      asUserOf(
        team.caregiver.id,
        (tx) =>
          tx`insert into public.records_of_employment (member_id, family_id, caregiver_id, cause, reason_code, reason_given_at)
           values (${team.memberId}, ${team.family.id}, ${team.caregiver.id}, 'ended_by_family', 'A', now())`,
      ),
      /row-level security/,
    );
    // Nobody moves the final period: the column is not granted.
    await assert.rejects(
      asUserOf(
        team.family.id,
        (tx) =>
          tx`update public.records_of_employment set final_period_end = '2026-01-03' where id = ${id}`,
      ),
      /permission denied/,
    );
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, other.family.id, other.caregiver.id);
  }
});
