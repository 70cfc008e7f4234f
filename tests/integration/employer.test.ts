// The family as employer (issue 23 points 1 and 2, ADR 047): employer details and the SIN under
// RLS (another family refused, the SIN's ciphertext readable by no API role), the monthly
// remittances reconciling to the cent with the paid invoices of the month (Ontario and Quebec),
// marking a month remitted (dates checked by the server and the database), and the reminder a
// week before the due date sent once.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { approveInvoiceAt, markInvoicePaid } from '../../web/domains/invoices/actions.server.ts';
import {
  readEmployeeSin,
  readEmployeeSins,
  readEmployerDetails,
  remittancesOfYear,
  remittedOfYear,
  sendEmployerReminders,
} from '../../web/domains/employer/actions.server.ts';
import { reminderDay } from '../../web/domains/employer/model.ts';
import { completedShifts, generateWeekInvoices, invoiceTeam } from '../factories/invoices.ts';
import { api, asUserOf, signedInFamily, signIn, test } from './helpers.ts';

const weekDays = (weekStart: string, hours: number) =>
  [1, 2, 3, 4, 5].map((d) => ({
    date: new Date(Date.parse(`${weekStart}T12:00:00Z`) + d * 86_400_000).toISOString()
      .slice(0, 10),
    start: '09:00',
    hours,
  }));

/** A team (province as given) with the weeks worked, invoiced, approved and paid. */
async function paidWeeks(weeks: string[], province?: string, hours = 8) {
  const team = await invoiceTeam({ wageCents: 2600, province });
  for (const week of weeks) {
    await completedShifts(team.memberId, weekDays(week, hours));
    await generateWeekInvoices(week);
  }
  const invoices = await sql`
    select id from public.invoices where member_id = ${team.memberId} order by week_start`;
  assert.equal(invoices.length, weeks.length);
  for (const { id } of invoices) {
    await asService(async (tx) => {
      await approveInvoiceAt(tx, id as string, new Date());
      await markInvoicePaid(tx, id as string, new Date(), `pi_${id}`);
    });
  }
  return team;
}

/** The month's sums straight from the invoices' tables (as the superuser), to compare. */
async function invoiceSums(familyId: string, month: string) {
  const [r] = await sql`
    select count(*)::int as n,
           count(distinct i.caregiver_id)::int as employees,
           coalesce(sum(i.gross_cents), 0)::bigint as gross,
           coalesce(sum(i.cpp_employee_cents + i.cpp2_employee_cents + e.cpp_employer_cents
                        + e.cpp2_employer_cents), 0)::bigint as pension,
           coalesce(sum(i.ei_employee_cents + e.ei_employer_cents), 0)::bigint as ei,
           coalesce(sum(i.qpip_employee_cents + e.qpip_employer_cents), 0)::bigint as qpip,
           coalesce(sum(i.federal_tax_cents), 0)::bigint as federal,
           coalesce(sum(i.provincial_tax_cents), 0)::bigint as provincial,
           coalesce(sum(e.ei_employer_cents), 0)::bigint as ei_employer,
           coalesce(sum(i.ei_employee_cents), 0)::bigint as ei_employee
      from public.invoices i join public.invoice_employer_costs e on e.invoice_id = i.id
     where i.family_id = ${familyId} and i.status = 'paid'
       and to_char(i.pay_date, 'YYYY-MM') = ${month}`;
  const n = (k: string) => Number(r[k]);
  return {
    invoices: n('n'),
    employees: n('employees'),
    gross: n('gross'),
    pension: n('pension'),
    ei: n('ei'),
    qpip: n('qpip'),
    federal: n('federal'),
    provincial: n('provincial'),
    eiEmployer: n('eiEmployer'),
    eiEmployee: n('eiEmployee'),
  };
}

const DETAILS = {
  legalName: 'Ada Lovelace',
  addressLine1: '1 King St W',
  addressLine2: '',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5h 1a1',
  payrollAccount: '',
};

test('employer details: validated with field messages, saved, and only the family reads them', async () => {
  const family = await signedInFamily();
  const other = await signedInFamily();
  const bad = await api('POST', '/api/employer/details', {
    cookie: family.cookie,
    body: { ...DETAILS, payrollAccount: '123456789RP0001', postalCode: '12345', legalName: ' ' },
  });
  assert.equal(bad.status, 422);
  assert.match(bad.body.payrollAccount, /business number/);
  assert.equal(bad.body.postalCode, 'Please enter a valid postal code (e.g. M5V 2T6)');
  assert.equal(bad.body.legalName, 'Must not be empty');
  const fr = await api('POST', '/api/employer/details', {
    cookie: `${family.cookie}; locale=fr`,
    headers: { 'accept-language': 'fr-CA' },
    body: { ...DETAILS, payrollAccount: '123456782XX0001' },
  });
  assert.equal(fr.status, 422);
  assert.match(fr.body.payrollAccount, /numéro de compte de retenues sur la paie valide/);

  // No number yet is fine: nothing waits on it.
  const first = await api('POST', '/api/employer/details', {
    cookie: family.cookie,
    body: DETAILS,
  });
  assert.equal(first.status, 200);
  assert.equal(first.body.details.payrollAccount, null);
  assert.equal(first.body.details.address.postalCode, 'M5H 1A1');
  const ok = await api('POST', '/api/employer/details', {
    cookie: family.cookie,
    body: { ...DETAILS, payrollAccount: '123 456 782 rp 0001' },
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.details.payrollAccount, '123456782RP0001');
  const read = await api('GET', '/api/employer/details', { cookie: family.cookie });
  assert.deepEqual(read.body.details, ok.body.details);

  // Another family: sees nothing, cannot write the row, and the database refuses a bad number.
  assert.equal(await asUserOf(other.id, (tx) => readEmployerDetails(tx, family.id)), null);
  const theirs = await api('GET', '/api/employer/details', { cookie: other.cookie });
  assert.equal(theirs.body.details, null);
  await assert.rejects(
    asUserOf(
      other.id,
      (tx) =>
        tx`insert into public.employer_details (family_id, legal_name, address_line1, city,
            province, postal_code) values (${family.id}, 'X', 'Y', 'Z', 'ON', 'M5H 1A1')`,
    ),
    { code: '42501' },
  );
  const changed = await asUserOf(
    other.id,
    (tx) =>
      tx`update public.employer_details set legal_name = 'Mallory' where family_id = ${family.id}`,
  );
  assert.equal(changed.count, 0);
  await assert.rejects(
    asUserOf(
      family.id,
      (tx) =>
        tx`update public.employer_details set payroll_account = '123456789RP0001'
          where family_id = ${family.id}`,
    ),
    { code: '23514' },
  );
  // A caregiver is not an employer.
  const team = await invoiceTeam();
  const cg = await signIn(team.caregiver);
  const refused = await api('POST', '/api/employer/details', { cookie: cg.cookie, body: DETAILS });
  assert.equal(refused.status, 403);
});

test('the SIN: validated, encrypted at rest, masked in answers, never readable by an API role', async () => {
  const team = await paidWeeks(['2026-08-09']);
  const caregiver = await signIn(team.caregiver);
  const otherFamily = await signedInFamily();

  for (
    const [sin, message] of [
      ['046 454 286', /starting with 0 or 8/],
      ['130 692 545', /check digit/],
      ['1234', /9 digits/],
    ] as const
  ) {
    const res = await api('POST', '/api/employer/sin', { cookie: caregiver.cookie, body: { sin } });
    assert.equal(res.status, 422);
    assert.match(res.body.sin, message);
  }
  const saved = await api('POST', '/api/employer/sin', {
    cookie: caregiver.cookie,
    body: { sin: '130-692-544' },
  });
  assert.equal(saved.status, 200);
  assert.deepEqual(saved.body, { masked: '*** *** 544' });
  assert.equal(JSON.stringify(saved.body).includes('130692544'), false);
  const mine = await api('GET', '/api/employer/sin', { cookie: caregiver.cookie });
  assert.deepEqual(mine.body, { masked: '*** *** 544' });

  // At rest: ciphertext only.
  const [row] = await sql`select * from public.employee_sins where caregiver_id = ${caregiver.id}`;
  assert.equal(JSON.stringify(row).includes('130692544'), false);

  // No API role selects the ciphertext: not the caregiver, not the employer, not another family.
  for (const who of [caregiver.id, team.family.id, otherFamily.id]) {
    await assert.rejects(
      asUserOf(who, (tx) => tx`select sin_encrypted from public.employee_sins`),
      { code: '42501' },
    );
  }
  const seen = await asUserOf(
    otherFamily.id,
    (tx) => tx`select last_digits from public.employee_sins where caregiver_id = ${caregiver.id}`,
  );
  assert.equal(seen.length, 0);
  // Another family cannot write it either.
  await assert.rejects(
    asUserOf(
      otherFamily.id,
      (tx) =>
        tx`insert into public.employee_sins (caregiver_id, sin_encrypted, key_id, last_digits)
         values (${caregiver.id}, ${'x'.repeat(40)}, 'k1', '000')`,
    ),
    { code: '42501' },
  );

  // The server decrypts it for the slip: for the employer, not for a family who never paid them.
  assert.equal(
    await asUserOf(team.family.id, (tx) => readEmployeeSin(tx, caregiver.id)),
    '130692544',
  );
  assert.equal(await asUserOf(otherFamily.id, (tx) => readEmployeeSin(tx, caregiver.id)), null);
  assert.equal(await asService((tx) => readEmployeeSin(tx, caregiver.id)), '130692544');
  const stranger = crypto.randomUUID();
  assert.deepEqual(
    await asUserOf(team.family.id, (tx) => readEmployeeSins(tx, [caregiver.id, stranger])),
    new Map([[caregiver.id, '130692544'], [stranger, null]]),
  );
  assert.deepEqual(
    await asUserOf(otherFamily.id, (tx) => readEmployeeSins(tx, [caregiver.id])),
    new Map([[caregiver.id, null]]),
  );

  // A family cannot give a SIN.
  const fam = await api('POST', '/api/employer/sin', {
    cookie: otherFamily.cookie,
    body: { sin: '130692544' },
  });
  assert.equal(fam.status, 403);
});

test('an Ontario month reconciles to the cent with its paid invoices', async () => {
  const team = await paidWeeks(['2026-08-09', '2026-08-16']);
  const family = await signIn(team.family);
  const months = await asUserOf(family.id, (tx) => remittancesOfYear(tx, family.id, 2026));
  assert.deepEqual(months.map((m) => m.month), ['2026-08']);
  const m = months[0];
  const s = await invoiceSums(family.id, '2026-08');
  assert.equal(s.invoices, 2);
  assert.equal(m.employees, 1);
  assert.equal(m.grossCents, s.gross);
  assert.equal(
    m.cppEmployeeCents + m.cpp2EmployeeCents + m.cppEmployerCents + m.cpp2EmployerCents,
    s.pension,
  );
  assert.equal(m.eiEmployeeCents, s.eiEmployee);
  assert.equal(m.eiEmployerCents, s.eiEmployer);
  assert.equal(m.federalTaxCents, s.federal);
  assert.equal(m.provincialTaxCents, s.provincial);
  assert.equal(m.craCents, s.pension + s.ei + s.federal + s.provincial);
  assert.equal(m.rqCents, 0);
  assert.ok(m.craCents > 0);
  assert.equal(m.dueDate, '2026-09-15');
  assert.equal(m.remittedOn, null);
  // The same through the API, and nothing for another family.
  const res = await api('GET', '/api/employer/remittances?year=2026', { cookie: family.cookie });
  assert.equal(res.status, 200);
  assert.equal(
    res.body.remittances.find((r: { month: string }) => r.month === '2026-08').craCents,
    m.craCents,
  );
  const other = await signedInFamily();
  assert.deepEqual(await asUserOf(other.id, (tx) => remittancesOfYear(tx, family.id, 2026)), []);
});

test('a Quebec month: federal tax and EI to the CRA, QPP, QPIP and Quebec tax to Revenu Québec', async () => {
  const team = await paidWeeks(['2026-08-09', '2026-08-16'], 'QC');
  const months = await asUserOf(
    team.family.id,
    (tx) => remittancesOfYear(tx, team.family.id, 2026),
  );
  const m = months.find((x) => x.month === '2026-08')!;
  const s = await invoiceSums(team.family.id, '2026-08');
  assert.ok(s.qpip > 0, 'Quebec pay carries QPIP');
  assert.equal(m.craCents, s.ei + s.federal);
  assert.equal(m.rqCents, s.pension + s.qpip + s.provincial);
  assert.equal(m.cppEmployeeCents, 0);
  assert.equal(m.provincialTaxCents, 0);
  assert.equal(m.quebecTaxCents, s.provincial);
  assert.equal(m.grossCents, s.gross);
});

test('remitted of the year in one query equals the remitted months family by family', async () => {
  const ontario = await paidWeeks(['2026-08-09', '2026-09-06']);
  const quebec = await paidWeeks(['2026-08-09', '2026-09-06'], 'QC');
  const none = await paidWeeks(['2026-08-09']);
  // August remitted by both, September by Ontario only; the third family remitted nothing.
  await sql`
    insert into public.employer_remittances (family_id, month, remitted_on)
    values (${ontario.family.id}, '2026-08-01', '2026-09-10'),
           (${ontario.family.id}, '2026-09-01', '2026-10-10'),
           (${quebec.family.id}, '2026-08-01', '2026-09-10')`;
  const ids = [ontario.family.id, quebec.family.id, none.family.id];
  const bulk = await asService((tx) => remittedOfYear(tx, 2026, ids));
  for (const id of ids) {
    const months = await asService((tx) => remittancesOfYear(tx, id, 2026));
    const done = months.filter((m) => m.remittedOn);
    assert.deepEqual(bulk.get(id), {
      craCents: done.reduce((sum, m) => sum + m.craCents, 0),
      rqCents: done.reduce((sum, m) => sum + m.rqCents, 0),
    });
  }
  assert.ok(bulk.get(ontario.family.id)!.craCents > 0);
  assert.equal(bulk.get(ontario.family.id)!.rqCents, 0);
  assert.ok(bulk.get(quebec.family.id)!.rqCents > 0, 'Quebec pay goes to Revenu Québec');
  assert.deepEqual(bulk.get(none.family.id), { craCents: 0, rqCents: 0 });
  // As a family, without a list: only its own row (RLS of payroll_lines decides).
  const own = await asUserOf(quebec.family.id, (tx) => remittedOfYear(tx, 2026));
  assert.deepEqual([...own.keys()], [quebec.family.id]);
  // Another year: nothing remitted.
  const other = await asService((tx) => remittedOfYear(tx, 2025, ids));
  assert.deepEqual(other.get(ontario.family.id), { craCents: 0, rqCents: 0 });
});

test('marking a month remitted: not in the future, not before the month’s end; others refused', async () => {
  const team = await paidWeeks(['2026-08-09']);
  const family = await signIn(team.family);
  const mark = (remittedOn: string | null, cookie = family.cookie, month = '2026-08') =>
    api('POST', '/api/employer/remittances', { cookie, body: { month, remittedOn } });

  const future = await mark('2099-01-01');
  assert.equal(future.status, 422);
  assert.equal(future.body.remittedOn, 'The remittance date cannot be in the future');
  const early = await mark('2026-08-30');
  assert.equal(early.status, 422);
  assert.equal(early.body.remittedOn, 'The remittance date cannot be before the end of the month');
  assert.equal((await mark('soon')).status, 422);
  assert.equal((await mark('2026-09-10', family.cookie, '2026-13')).status, 422);

  const ok = await mark('2026-09-10');
  assert.equal(ok.status, 200);
  assert.equal(ok.body.remittance.remittedOn, '2026-09-10');
  const again = await mark('2026-09-14');
  assert.equal(again.body.remittance.remittedOn, '2026-09-14');

  // The database holds the same rules, and another family neither sees nor changes the mark.
  await assert.rejects(
    asUserOf(
      family.id,
      (tx) =>
        tx`update public.employer_remittances set remitted_on = current_date + 30
          where family_id = ${family.id}`,
    ),
    { code: '23514' },
  );
  await assert.rejects(
    asUserOf(family.id, (tx) =>
      tx`update public.employer_remittances set remitted_on = '2026-08-01'
          where family_id = ${family.id}`),
    { code: '23514' },
  );
  const other = await signedInFamily();
  const seen = await asUserOf(
    other.id,
    (tx) => tx`select * from public.employer_remittances where family_id = ${family.id}`,
  );
  assert.equal(seen.length, 0);
  const changed = await asUserOf(
    other.id,
    (tx) =>
      tx`update public.employer_remittances set remitted_on = '2026-09-01'
        where family_id = ${family.id}`,
  );
  assert.equal(changed.count, 0);
  await assert.rejects(
    asUserOf(
      other.id,
      (tx) =>
        tx`insert into public.employer_remittances (family_id, month, remitted_on)
         values (${family.id}, '2026-07-01', '2026-08-10')`,
    ),
    { code: '42501' },
  );
  const [still] = await sql`
    select remitted_on::text as d from public.employer_remittances where family_id = ${family.id}`;
  assert.equal(still.d, '2026-09-14');

  // Unmarking.
  const undo = await mark(null);
  assert.equal(undo.body.remittance.remittedOn, null);
});

test('the reminder a week before the due date goes out once per family and month', async () => {
  const team = await paidWeeks(['2026-08-16']);
  const familyId = team.family.id;
  const remitted = await paidWeeks(['2026-08-16']);
  await sql`insert into public.employer_remittances (family_id, month, remitted_on)
            values (${remitted.family.id}, '2026-08-01', '2026-09-01')`;
  const count = async (id: string) => {
    const [n] = await sql`
      select count(*)::int as n from public.notifications
       where recipient_id = ${id} and class = 'Employer' and message like 'Your remittance for%'`;
    const [m] = await sql`
      select count(*)::int as n from private.jobs j join public.users u on u.id = ${id}
       where j.kind = 'send-email' and j.payload->>'to' = u.email
         and j.payload->>'subject' like '%remittance%'`;
    return [n.n as number, m.n as number];
  };
  const day = reminderDay('2026-08');
  assert.equal(day, '2026-09-08');
  // The day before the window: nothing.
  await sendEmployerReminders('2026-09-07');
  assert.deepEqual(await count(familyId), [0, 0]);
  await sendEmployerReminders(day);
  assert.deepEqual(await count(familyId), [1, 1]);
  const [note] = await sql`
    select message from public.notifications where recipient_id = ${familyId} and class = 'Employer'
       and message like 'Your remittance for%'`;
  assert.match(note.message as string, /August 2026/);
  assert.match(note.message as string, /September 15, 2026/);
  // A re-run, and the next day, send nothing more; a family who marked it remitted gets none.
  await sendEmployerReminders(day);
  await sendEmployerReminders('2026-09-09');
  assert.deepEqual(await count(familyId), [1, 1]);
  assert.deepEqual(await count(remitted.family.id), [0, 0]);
  // The missing-details reminder: once, to a family who hired without a payroll account.
  const [details] = await sql`
    select count(*)::int as n from public.notifications
     where recipient_id = ${familyId} and class = 'Employer' and message like '%employer details%'`;
  assert.equal(details.n, 1);
});
