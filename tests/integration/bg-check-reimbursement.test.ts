// The background-check reimbursement (spec 002 §1; issue 20 point 23; ADR 034): the caregiver
// records a partner check's cost with its receipt, staff approve the check, and the first invoice
// generated after approval carries it once, paid by the platform. It is never taxed: gross,
// deductions, the CPP/EI/tax bases and the YTD are those of an identical invoice without it, and
// the family's charge does not include it. Each test uses its own weeks.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { todayIso, yearsBefore } from '../../web/shared/dates.ts';
import { TINY_PDF } from '../../web/domains/caregivers/test-fixtures.ts';
import { invoiceForPayment } from '../../web/domains/invoices/actions.server.ts';
import { asAnon, asService } from '../../web/server/db.server.ts';
import { completedShifts, generateWeekInvoices, invoiceTeam } from '../factories/invoices.ts';
import { api, asUserOf, deleteUsers, signedInAdmin, signIn, test } from './helpers.ts';

function form(fields: Record<string, string>, file?: Uint8Array) {
  const f = new FormData();
  if (file) {
    f.append('receipt', new File([file as BlobPart], 'receipt.pdf', { type: 'application/pdf' }));
  }
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const WEEK = (start: string) =>
  [1, 2, 3].map((d) => ({
    date: new Date(Date.parse(`${start}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10),
    start: '09:00',
    hours: 8,
  }));

/** A hired caregiver whose check goes back to 'submitted' (a fresh upload), as if not yet approved. */
async function teamAwaitingApproval() {
  const team = await invoiceTeam({ wageCents: 2600 });
  await sql`delete from public.background_checks where user_id = ${team.caregiver.id}`;
  const caregiver = await signIn(team.caregiver);
  const upload = new FormData();
  upload.append('file', new File([TINY_PDF as BlobPart], 'check.pdf', { type: 'application/pdf' }));
  upload.append('issuedOn', yearsBefore(todayIso(), 1));
  const res = await api('POST', '/api/user/caregiver/background-check', {
    cookie: caregiver.cookie,
    body: upload,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { ...team, caregiverCookie: caregiver.cookie };
}

const MONEY_COLUMNS = [
  'grossCents',
  'vacationCents',
  'operatingIncomeCents',
  'cppEmployeeCents',
  'cpp2EmployeeCents',
  'eiEmployeeCents',
  'qpipEmployeeCents',
  'federalTaxCents',
  'provincialTaxCents',
  'employeeDeductionsCents',
  'netCents',
] as const;

test('reimbursement: recorded with its receipt, approved with the check, paid once on the first invoice and never taxed', async () => {
  const team = await teamAwaitingApproval();
  const baseline = await invoiceTeam({ wageCents: 2600 }); // the same work, no reimbursement
  const admin = await signedInAdmin();
  const cookie = team.caregiverCookie;
  try {
    // Bad input: each refused with the field's message, never a 500.
    const none = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie,
      body: form({ amount: '45.50' }),
    });
    assert.equal(none.status, 422);
    assert.deepEqual(none.body, { receipt: 'Please choose the receipt to upload.' });
    for (const amount of ['0', '-5', 'abc', '500.01', '12.345']) {
      const bad = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
        cookie,
        body: form({ amount }, TINY_PDF),
      });
      assert.equal(bad.status, 422, amount);
      assert.deepEqual(bad.body, { amount: 'Enter the amount you paid, from $0.01 to $500.00' });
    }
    const fake = new FormData();
    fake.append('receipt', new File([new TextEncoder().encode('MZ')], 'r.pdf'));
    fake.append('amount', '45');
    const notPdf = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie,
      body: fake,
    });
    assert.equal(notPdf.status, 422);
    assert.ok(notPdf.body.receipt);
    // A family cannot record one.
    const family = await signIn(team.family);
    const byFamily = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie: family.cookie,
      body: form({ amount: '45' }, TINY_PDF),
    });
    assert.equal(byFamily.status, 403);

    // Recorded, then corrected before approval.
    let res = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie,
      body: form({ amount: '40' }, TINY_PDF),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    res = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie,
      body: form({ amount: '45.50' }, TINY_PDF),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Cost and receipt recorded');
    assert.equal(res.body.reimbursement.amount, 4550);
    assert.match(
      res.body.reimbursement.receiptUrl,
      /^\/storage\/v1\/object\/sign\/background-checks\//,
    );
    assert.equal(res.body.reimbursement.invoiceId, null);
    const mine = await api('GET', '/api/user/private', { cookie });
    assert.equal(mine.body.reimbursement.amount, 4550);

    // Staff see it beside the check, and approve the check.
    const queue = await api('GET', '/api/admin/background-checks', { cookie: admin.cookie });
    const [p] = await sql`select user_id_number from public.caregiver_profiles
                           where user_id = ${team.caregiver.id}`;
    const row = queue.body.checks.find((c: { userIdNumber: string }) =>
      c.userIdNumber === p.userIdNumber
    );
    assert.equal(row.reimbursementAmount, 4550);
    assert.ok(row.receiptUrl);
    const approved = await api(
      'POST',
      `/api/admin/background-checks/${p.userIdNumber}/approve`,
      { cookie: admin.cookie },
    );
    assert.equal(approved.status, 200, JSON.stringify(approved.body));

    // Once approved the amount is final, through the API and in the database.
    const late = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie,
      body: form({ amount: '450' }, TINY_PDF),
    });
    assert.equal(late.status, 409);
    assert.match(late.body.amount, /final/);
    await assert.rejects(
      asUserOf(
        team.caregiver.id,
        (tx) =>
          tx`update public.background_check_reimbursements set amount_cents = 45000
            where user_id = ${team.caregiver.id}`,
      ),
      (e: { code?: string }) => e.code === '55000',
    );

    // Both teams work the same week; generation attaches the reimbursement to this invoice only.
    const week1 = '2027-02-07';
    await completedShifts(team.memberId, WEEK(week1));
    await completedShifts(baseline.memberId, WEEK(week1));
    await generateWeekInvoices(week1);
    const [inv] = await sql`select * from public.invoices
                             where member_id = ${team.memberId} and week_start = ${week1}`;
    const [base] = await sql`select * from public.invoices
                              where member_id = ${baseline.memberId} and week_start = ${week1}`;
    const [r] = await sql`select * from public.background_check_reimbursements
                           where user_id = ${team.caregiver.id}`;
    assert.equal(r.invoiceId, inv.id);
    assert.ok(r.attachedAt);
    // Never taxed: every money column, and the YTD bases, equal the baseline's.
    for (const column of MONEY_COLUMNS) assert.equal(inv[column], base[column], column);
    assert.equal(inv.netCents, inv.grossCents - inv.employeeDeductionsCents);
    const ytd = async (caregiverId: string, familyId: string) => {
      const [y] = await sql`select * from public.payroll_ytd
                             where caregiver_id = ${caregiverId} and family_id = ${familyId}`;
      const { caregiverId: _c, familyId: _f, updatedAt: _u, createdAt: _d, ...rest } = y;
      return rest;
    };
    assert.deepEqual(
      await ytd(team.caregiver.id, team.family.id),
      await ytd(baseline.caregiver.id, baseline.family.id),
    );
    // The family's charge does not include it.
    const [cost] =
      await sql`select * from public.invoice_employer_costs where invoice_id = ${inv.id}`;
    const [baseCost] =
      await sql`select * from public.invoice_employer_costs where invoice_id = ${base.id}`;
    assert.equal(cost.totalPayableCents, baseCost.totalPayableCents);
    const forPayment = await asService((tx) => invoiceForPayment(tx, inv.id as string));
    assert.equal(forPayment!.totalPayableCents, baseCost.totalPayableCents);

    // Both parties read the line; the caregiver's net is unchanged beside it.
    const asCaregiver = await api('GET', `/api/invoice/get/${inv.id}`, { cookie });
    assert.equal(asCaregiver.status, 200);
    assert.deepEqual(asCaregiver.body.reimbursement, {
      kind: 'backgroundCheck',
      amount: 4550,
      paidBy: 'platform',
    });
    assert.equal(asCaregiver.body.invoiceBreakdown.netIncome, base.netCents);
    assert.equal(asCaregiver.body.invoiceBreakdown.grossIncome, base.grossCents);
    const asFamily = await api('GET', `/api/invoice/get/${inv.id}`, { cookie: family.cookie });
    assert.equal(asFamily.body.reimbursement.amount, 4550);
    assert.equal(
      asFamily.body.invoiceBreakdown.payableBreakdown.totalPayable,
      baseCost.totalPayableCents,
    );
    // The invoice page says it to each in words.
    const familyPage = await api('GET', `/mypay/invoice/${inv.id}`, { cookie: family.cookie });
    assert.match(String(familyPage.body), /not charged to your card/);
    const caregiverPage = await api('GET', `/mypay/invoice/${inv.id}`, { cookie });
    assert.match(String(caregiverPage.body), /Background check reimbursement \(not taxable\)/);

    // Once: generating the week again, or the next week, pays nothing more.
    await generateWeekInvoices(week1);
    const week2 = '2027-02-14';
    await completedShifts(team.memberId, WEEK(week2));
    await generateWeekInvoices(week2);
    const [inv2] = await sql`select id from public.invoices
                              where member_id = ${team.memberId} and week_start = ${week2}`;
    const next = await api('GET', `/api/invoice/get/${inv2.id}`, { cookie });
    assert.equal(next.body.reimbursement, null);
    const [again] = await sql`select invoice_id from public.background_check_reimbursements
                               where user_id = ${team.caregiver.id}`;
    assert.equal(again.invoiceId, inv.id);
    const paid = await api('GET', '/api/user/private', { cookie });
    assert.equal(paid.body.reimbursement.invoiceId, inv.id);
  } finally {
    await deleteUsers(
      team.family.id,
      team.caregiver.id,
      baseline.family.id,
      baseline.caregiver.id,
      admin.id,
    );
  }
});

test('reimbursement: not attached before the check is approved; RLS keeps it to the owner, staff and the paying family', async () => {
  const team = await teamAwaitingApproval();
  const other = await invoiceTeam();
  try {
    const res = await api('POST', '/api/user/caregiver/background-check/reimbursement', {
      cookie: team.caregiverCookie,
      body: form({ amount: '30' }, TINY_PDF),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // The check is only submitted: this week's invoice does not carry it.
    const week = '2027-03-07';
    await completedShifts(team.memberId, WEEK(week));
    await generateWeekInvoices(week);
    const [r] = await sql`select invoice_id from public.background_check_reimbursements
                           where user_id = ${team.caregiver.id}`;
    assert.equal(r.invoiceId, null);

    const read = (userId: string) =>
      asUserOf(userId, (tx) =>
        tx`select amount_cents from public.background_check_reimbursements
            where user_id = ${team.caregiver.id}`);
    assert.equal((await read(team.caregiver.id)).length, 1);
    // Another caregiver, another family, and the caregiver's own family before any invoice
    // carries it: refused (no row).
    assert.equal((await read(other.caregiver.id)).length, 0);
    assert.equal((await read(other.family.id)).length, 0);
    assert.equal((await read(team.family.id)).length, 0);
    // background_check_refunds, the view published for invoices: the table's policy decides.
    const readView = (userId: string) =>
      asUserOf(userId, (tx) =>
        tx`select amount_cents from public.background_check_refunds
            where user_id = ${team.caregiver.id}`);
    assert.deepEqual((await readView(team.caregiver.id)).map((v) => v.amountCents), [3000]);
    assert.equal((await readView(other.caregiver.id)).length, 0);
    assert.equal((await readView(other.family.id)).length, 0);
    assert.equal((await readView(team.family.id)).length, 0);
    await assert.rejects(
      asAnon((tx) => tx`select 1 from public.background_check_refunds`),
      (e: { code?: string }) => e.code === '42501',
    );
    // Nobody writes the payment columns, nor another caregiver's row.
    await assert.rejects(
      asUserOf(
        team.caregiver.id,
        (tx) =>
          tx`update public.background_check_reimbursements set attached_at = now()
            where user_id = ${team.caregiver.id}`,
      ),
      (e: { code?: string }) => e.code === '42501',
    );
    const touched = await asUserOf(
      other.caregiver.id,
      (tx) =>
        tx`update public.background_check_reimbursements set amount_cents = 1
          where user_id = ${team.caregiver.id} returning user_id`,
    );
    assert.equal(touched.length, 0);
    await assert.rejects(
      asUserOf(other.caregiver.id, (tx) =>
        tx`insert into public.background_check_reimbursements
             (user_id, amount_cents, receipt_path, receipt_type)
           values (${team.caregiver.id}, 100,
                   ${`${team.caregiver.id}/${crypto.randomUUID()}.pdf`}, 'application/pdf')`),
      (e: { code?: string }) => e.code === '42501',
    );
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, other.family.id, other.caregiver.id);
  }
});
