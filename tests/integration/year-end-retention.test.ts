// The year-end records in a person's own data and their retention (issue 23 point 7, ADR 045):
// the export carries the employer details, the masked SIN (never the full number), remittances,
// slips as figures and records of employment; closing keeps the SIN, slips and employer details
// while a slip may still be issued or filed again, and the daily purge then removes them; the
// banking key rotation re-seals SINs too.
import assert from 'node:assert/strict';
import { strFromU8, unzipSync } from 'fflate';
import { asService, sql } from '../../web/server/db.server.ts';
import { open, parseKeyRing } from '../../web/server/secrets.server.ts';
import { env } from '../../web/server/env.server.ts';
import { approveInvoiceAt, markInvoicePaid } from '../../web/domains/invoices/actions.server.ts';
import { readEmployeeSin } from '../../web/domains/employer/actions.server.ts';
import { runYearEnd } from '../../web/domains/tax-slips/actions.server.ts';
import { buildArchive } from '../../web/domains/my-data/actions.server.ts';
import { completedShifts, generateWeekInvoices, invoiceTeam } from '../factories/invoices.ts';
import { api, deleteUsers, signIn, test } from './helpers.ts';

const SIN = '130692544';

/** A team with the weeks worked, invoiced, approved and paid; the caregiver gave a SIN. */
async function paidTeam(weeks: string[]) {
  const team = await invoiceTeam({ wageCents: 2600 });
  for (const week of weeks) {
    const monday = Date.parse(`${week}T12:00:00Z`);
    await completedShifts(
      team.memberId,
      [1, 2, 3].map((d) => ({
        date: new Date(monday + d * 86_400_000).toISOString().slice(0, 10),
        start: '09:00',
        hours: 8,
      })),
    );
    await generateWeekInvoices(week);
  }
  for (
    const { id } of await sql`select id from public.invoices where member_id = ${team.memberId}`
  ) {
    await asService(async (tx) => {
      await approveInvoiceAt(tx, id as string, new Date());
      await markInvoicePaid(tx, id as string, new Date(), `pi_${id}`);
    });
  }
  const caregiver = await signIn(team.caregiver);
  const family = await signIn(team.family);
  const sin = await api('POST', '/api/employer/sin', {
    cookie: caregiver.cookie,
    body: { sin: SIN },
  });
  assert.equal(sin.status, 200, JSON.stringify(sin.body));
  const details = await api('POST', '/api/employer/details', {
    cookie: family.cookie,
    body: {
      legalName: 'Ada Lovelace',
      addressLine1: '1 King St W',
      addressLine2: '',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
      payrollAccount: '123456782RP0001',
    },
  });
  assert.equal(details.status, 200, JSON.stringify(details.body));
  return { ...team, caregiver, family };
}

/** The daily and yearly purges of ADR 045, in their cron order, as on `day`. */
async function purge(day: string) {
  const [records] = await sql`select private.purge_retained_records(${day}::date) as c`;
  const [tax] = await sql`select private.purge_expired_tax_records(${day}::date) as c`;
  const [employer] = await sql`select private.purge_retained_employer_records(${day}::date) as c`;
  return { ...records.c, ...tax.c, ...employer.c } as Record<string, number>;
}

const count = async (q: Promise<readonly Record<string, unknown>[]>) => Number((await q)[0].n);

test('the export carries the year-end records: employer details, remittances, slips, the SIN masked', async () => {
  const team = await paidTeam(['2026-08-09']);
  try {
    await sql`
      insert into public.employer_remittances (family_id, month, remitted_on)
      values (${team.family.id}, '2026-08-01', '2026-09-10')`;
    const archiveOf = async (id: string, type: 'family' | 'caregiver') =>
      JSON.parse(strFromU8(unzipSync(await buildArchive(id, type))['my-data.json']));

    const family = (await archiveOf(team.family.id, 'family')).yearEnd;
    assert.equal(family.employerDetails.legalName, 'Ada Lovelace');
    assert.equal(family.employerDetails.payrollAccount, '123456782RP0001');
    assert.equal(family.sin, null);
    const august = family.remittances.find((m: { month: string }) => m.month === '2026-08');
    assert.ok(august.craCents > 0);
    assert.equal(august.remittedOn, '2026-09-10');
    const year = family.taxSlips.find((y: { year: number }) => y.year === 2026);
    assert.equal(year.slips.length, 1);
    assert.ok(year.slips[0].t4.box14 > 0, JSON.stringify(year.slips[0].t4));
    assert.ok(year.summary.box14 > 0);
    assert.ok(Array.isArray(family.recordsOfEmployment));

    const caregiverArchive = await archiveOf(team.caregiver.id, 'caregiver');
    const caregiver = caregiverArchive.yearEnd;
    assert.equal(caregiver.sin, '*** *** 544');
    assert.equal(caregiver.employerDetails, null);
    assert.deepEqual(caregiver.remittances, []);
    assert.equal(caregiver.taxSlips[0].slips[0].caregiverId, team.caregiver.id);
    assert.equal(caregiver.taxSlips[0].summary, null, 'the Summary is the employer’s');
    // Nowhere in either file is the full number.
    assert.equal(JSON.stringify(caregiverArchive).includes(SIN), false);
    assert.equal(JSON.stringify(await archiveOf(team.family.id, 'family')).includes(SIN), false);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('retention: a closed caregiver’s SIN and slips stay while slips may be filed, then go', async () => {
  const closing = await paidTeam(['2026-08-09']);
  const open = await paidTeam(['2026-08-16']);
  await sql`
    insert into public.employer_remittances (family_id, month, remitted_on)
    values (${closing.family.id}, '2026-08-01', '2026-09-10')`;
  for (const team of [closing, open]) {
    const run = await runYearEnd({ year: 2026, familyId: team.family.id, runBy: null });
    assert.equal(run.original, 1);
  }
  for (const who of [closing.caregiver, closing.family]) {
    const res = await api('POST', '/api/my-data/close', {
      cookie: who.cookie,
      body: { password: who.password },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  const held = async (team: typeof closing) => ({
    invoices: await count(sql`select count(*)::int as n from public.invoices
                               where member_id = ${team.memberId}`),
    remittances: await count(sql`select count(*)::int as n from public.employer_remittances
                                  where family_id = ${team.family.id}`),
    slips: await count(sql`select count(*)::int as n from public.tax_slips
                            where caregiver_id = ${team.caregiver.id}`),
    summaries: await count(sql`select count(*)::int as n from public.tax_summaries
                                where family_id = ${team.family.id}`),
    sin: await count(sql`select count(*)::int as n from public.employee_sins
                          where caregiver_id = ${team.caregiver.id}`),
    details: await count(sql`select count(*)::int as n from public.employer_details
                              where family_id = ${team.family.id}`),
  });
  const all = { invoices: 1, remittances: 1, slips: 1, summaries: 1, sin: 1, details: 1 };
  // Closing keeps them: the slips may still be filed, amended, given to the employee.
  assert.deepEqual(await held(closing), all);
  // The service path (writing an XML return) still reads the SIN of a closed account.
  assert.equal(await asService((tx) => readEmployeeSin(tx, closing.caregiver.id)), SIN);

  await purge('2032-12-31');
  assert.deepEqual(await held(closing), all);
  // 2033: the pay and remittances of 2026 go (payroll records, six years), the slips stay
  // (seven years) and so do the SIN and the employer details written on them.
  await purge('2033-01-01');
  assert.deepEqual(await held(closing), { ...all, invoices: 0, remittances: 0 });
  await purge('2033-12-31');
  assert.deepEqual(await held(closing), { ...all, invoices: 0, remittances: 0 });
  // From January 1, 2034 nothing is left to file: slips, Summary, SIN and details go.
  const counts = await purge('2034-01-01');
  assert.ok(counts.sins >= 1 && counts.taxSlips >= 1, JSON.stringify(counts));
  assert.deepEqual(await held(closing), {
    invoices: 0,
    remittances: 0,
    slips: 0,
    summaries: 0,
    sin: 0,
    details: 0,
  });
  // Two open accounts keep their SIN and details; slips are kept seven years for everyone.
  assert.deepEqual(await held(open), {
    ...all,
    remittances: 0,
    slips: 0,
    summaries: 0,
  });
  // Outside the purge, an issued slip still cannot be deleted before its time.
  const kept = await paidTeam(['2026-08-30']);
  await runYearEnd({ year: 2026, familyId: kept.family.id, runBy: null });
  await assert.rejects(
    sql`delete from public.tax_slips where caregiver_id = ${kept.caregiver.id}`,
    /tax_record_kept/,
  );
  await deleteUsers(
    closing.family.id,
    closing.caregiver.id,
    open.family.id,
    open.caregiver.id,
    kept.family.id,
    kept.caregiver.id,
  );
});

test('rotating the banking key re-seals SINs too, readable with the new key only', async () => {
  const team = await paidTeam(['2026-08-23']);
  const oldSpec = Deno.env.get('BANKING_KEY') ||
    Deno.readTextFileSync(`${env.root}.data/banking-key`).trim();
  const rotate = (spec: string) =>
    new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', `${env.root}web/domains/banking/rotate-banking-key.ts`],
      env: { BANKING_KEY: spec },
      stdout: 'piped',
      stderr: 'piped',
    }).output();
  let newSpec = '';
  try {
    newSpec = `rot${Date.now()}:${
      btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    }`;
    const out = await rotate(`${newSpec},${oldSpec}`);
    const said = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    assert.ok(out.success, said);
    assert.match(said, /[1-9]\d* SIN\(s\)/);
    const [row] = await sql`
      select sin_encrypted, key_id from public.employee_sins where caregiver_id = ${team.caregiver.id}`;
    const newId = newSpec.slice(0, newSpec.indexOf(':'));
    assert.equal(row.keyId, newId);
    const ring = await parseKeyRing(newSpec);
    assert.equal(
      await open(
        ring,
        { ciphertext: row.sinEncrypted as string, keyId: row.keyId as string },
        `employee_sins:${team.caregiver.id}:sin`,
      ),
      SIN,
    );
    // The old key alone no longer opens it.
    await assert.rejects(
      open(
        await parseKeyRing(oldSpec),
        { ciphertext: row.sinEncrypted as string, keyId: row.keyId as string },
        `employee_sins:${team.caregiver.id}:sin`,
      ),
    );
  } finally {
    // Back to the server's key: this process (and the tests after) read with it.
    if (newSpec) {
      const back = await rotate(`${oldSpec},${newSpec}`);
      assert.ok(back.success, new TextDecoder().decode(back.stderr));
    }
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});
