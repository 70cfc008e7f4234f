// T4 and RL-1 slips from a run of paid invoices (issue 23 points 3, 4 and 7): an Ontario family
// and a Quebec family each pay a caregiver at a wage that crosses every maximum mid-run; the
// slips, the Summary and the XML (validated against the CRA schema) reconcile to the cent with
// public.payroll_lines; issuing is final from 1 January and idempotent; a pay added after issue
// gives an amended slip for that caregiver only; row-level security keeps each party to its own.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { asService } from '../../web/server/db.server.ts';
import { approveInvoiceAt, markInvoicePaid } from '../../web/domains/invoices/actions.server.ts';
import { saveEmployerDetails, saveSin } from '../../web/domains/employer/actions.server.ts';
import {
  issueSlips,
  rerunYearEndAsAdmin,
  returnXmlFile,
  slipsPdfFile,
  summaryPdfFile,
  type TaxActor,
  taxYearView,
} from '../../web/domains/tax-slips/actions.server.ts';
import {
  completedShifts,
  generateWeekInvoices,
  invoiceTeam,
  runInvoiceJobs,
} from '../factories/invoices.ts';
import { createAdmin, createFamily } from '../factories/accounts.ts';
import { api, asUserOf, signIn, test } from './helpers.ts';
import { cents, elements, validateT4 } from './xmllint.ts';

const DRAFT_DAY = '2026-11-28';
const FINAL_DAY = '2027-01-05';

type Team = Awaited<ReturnType<typeof invoiceTeam>>;
const actor = (user: { id: string; email: string }, userType: TaxActor['userType']): TaxActor => ({
  id: user.id,
  email: user.email,
  userType,
  locale: 'en',
});

/** Sundays from `first`, `count` of them. */
const sundays = (first: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      new Date(Date.parse(`${first}T12:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  );

/** Five 10-hour days in each week for each member, invoiced, approved and paid. */
async function paidWeeks(teams: Team[], weeks: string[]) {
  for (const week of weeks) {
    for (const team of teams) {
      await completedShifts(
        team.memberId,
        [1, 2, 3, 4, 5].map((d) => ({
          date: new Date(Date.parse(`${week}T12:00:00Z`) + d * 86_400_000).toISOString().slice(
            0,
            10,
          ),
          start: '08:00',
          hours: 10,
        })),
      );
    }
    await generateWeekInvoices(week);
  }
  await runInvoiceJobs();
  const ids = await sql`
    select id from public.invoices
     where member_id in ${sql(teams.map((t) => t.memberId))} and status <> 'paid'
     order by week_start`;
  await asService(async (tx) => {
    for (const { id } of ids) {
      await approveInvoiceAt(tx, id as string, new Date());
      await markInvoicePaid(tx, id as string, new Date(), `tax-slips-${id}`);
    }
  });
}

/** The view's sums per family and caregiver, straight from SQL (the reconciliation oracle). */
async function sums(familyId: string) {
  const [row] = await sql`
    select sum(gross_cents)::bigint as gross, sum(cpp_employee_cents)::bigint as cpp,
           sum(cpp2_employee_cents)::bigint as cpp2, sum(ei_employee_cents)::bigint as ei,
           sum(qpip_employee_cents)::bigint as qpip, sum(federal_tax_cents)::bigint as federal,
           sum(provincial_tax_cents)::bigint as provincial,
           sum(cpp_employer_cents)::bigint as cpp_r, sum(cpp2_employer_cents)::bigint as cpp2_r,
           sum(ei_employer_cents)::bigint as ei_r, count(*)::int as lines
      from public.payroll_lines
     where family_id = ${familyId} and pay_date between '2026-01-01' and '2026-12-31'`;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

let on: Team;
let qc: Team;
let ready: Promise<void> | null = null;

/** One year of pay for both families, shared by the tests below (built once). */
function setUp() {
  ready ??= (async () => {
    on = await invoiceTeam({ wageCents: 20_000, province: 'ON' });
    qc = await invoiceTeam({ wageCents: 20_000, province: 'QC' });
    // Twelve weeks at $200/h, 50 h a week: about $125,000, past every 2026 maximum by week 9.
    await paidWeeks([on, qc], sundays('2026-01-04', 12));
    for (const team of [on, qc]) {
      await saveEmployerDetails(actor(team.family, 'family'), {
        legalName: team === on ? 'Ontario Household' : 'Ménage Québec',
        addressLine1: '100 Queen Street West',
        addressLine2: null,
        city: team === on ? 'Toronto' : 'Montréal',
        province: team === on ? 'ON' : 'QC',
        postalCode: team === on ? 'M5H 2N2' : 'H3B 4W8',
        payrollAccount: '123456782RP0001',
      });
    }
    await saveSin(actor(on.caregiver, 'caregiver'), { sin: '046454286' });
  })();
  return ready;
}

test('tax slips: Ontario slip and Summary reconcile to the cent; maximums reached mid-year', async () => {
  await setUp();
  const s = await sums(on.family.id);
  assert.equal(s.lines, 12);
  const view = await taxYearView(actor(on.family, 'family'), 2026, DRAFT_DAY);
  assert.equal(view.draft, true);
  assert.equal(view.slips.length, 1);
  const slip = view.slips[0].t4;
  assert.equal(slip.box10, 'ON');
  assert.equal(slip.box14, s.gross);
  assert.equal(slip.box16, s.cpp);
  assert.equal(slip.box16, 423_045); // the 2026 maximum, reached before the last pay
  assert.equal(slip.box16A, s.cpp2);
  assert.equal(slip.box16A, 41_600);
  assert.equal(slip.box18, s.ei);
  assert.equal(slip.box18, 112_307);
  assert.equal(slip.box22, s.federal + s.provincial);
  assert.equal(slip.box24, 6_890_000);
  assert.equal(slip.box26, 8_500_000);
  assert.equal(slip.box17 + slip.box55 + slip.box56, 0);
  assert.equal(view.slips[0].rl1, null);
  const summary = view.summary!;
  assert.equal(summary.box14, s.gross);
  assert.equal(summary.box27, s.cppR);
  assert.equal(summary.box27A, s.cpp2R);
  assert.equal(summary.box19, s.eiR);
  assert.equal(
    summary.box80,
    s.cpp + s.cpp2 + s.cppR + s.cpp2R + s.ei + s.eiR + s.federal + s.provincial,
  );
  assert.equal(summary.box82, 0); // nothing marked remitted
  assert.equal(summary.differenceCents, summary.box80);
  assert.deepEqual(view.missing, []);
});

test('tax slips: Quebec slip carries QPP and PPIP, federal tax only, and the RL-1', async () => {
  await setUp();
  const s = await sums(qc.family.id);
  const view = await taxYearView(actor(qc.family, 'family'), 2026, DRAFT_DAY);
  const slip = view.slips[0];
  assert.equal(slip.province, 'QC');
  assert.equal(slip.t4.box16 + slip.t4.box16A, 0);
  assert.equal(slip.t4.box17, s.cpp);
  assert.equal(slip.t4.box17, 447_930);
  assert.equal(slip.t4.box17A, 41_600);
  assert.equal(slip.t4.box18, 89_570);
  assert.equal(slip.t4.box22, s.federal);
  assert.equal(slip.t4.box55, s.qpip);
  assert.equal(slip.t4.box56, Math.min(s.gross, 10_300_000));
  assert.deepEqual(slip.rl1, {
    A: s.gross,
    B: s.cpp,
    BA: s.cpp2,
    C: s.ei,
    E: s.provincial,
    G: 8_500_000,
    H: s.qpip,
    I: Math.min(s.gross, 10_300_000),
  });
  assert.deepEqual(view.unverified, ['unverifiedQuebecTax', 'unverifiedQuebecFederal']);
  // QPP is Revenu Québec's: not on the T4 Summary.
  assert.equal(view.summary!.box16, 0);
  assert.equal(view.summary!.box27, 0);
  assert.equal(view.summary!.box19, s.eiR);
});

test('tax slips: the draft XML return validates and its amounts are the view sums', async () => {
  await setUp();
  for (const team of [on, qc]) {
    const s = await sums(team.family.id);
    const file = await returnXmlFile(actor(team.family, 'family'), 2026, null, DRAFT_DAY);
    assert.match(file.fileName, /DRAFT/);
    const result = await validateT4(file.body);
    assert.ok(result.valid, result.output);
    assert.deepEqual(elements(file.body, 'empt_incamt').map(cents), [s.gross]);
    assert.deepEqual(elements(file.body, 'tot_empt_incamt').map(cents), [s.gross]);
    assert.deepEqual(elements(file.body, 'empe_eip_amt').map(cents), [s.ei]);
    assert.deepEqual(elements(file.body, 'tot_empr_eip_amt').map(cents), [s.eiR]);
    if (team === on) {
      assert.deepEqual(elements(file.body, 'sin'), ['046454286']);
      assert.deepEqual(elements(file.body, 'itx_ddct_amt').map(cents), [s.federal + s.provincial]);
      assert.deepEqual(elements(file.body, 'tot_empr_cpp_amt').map(cents), [s.cppR]);
    } else {
      assert.deepEqual(elements(file.body, 'sin'), ['000000000']);
      assert.deepEqual(elements(file.body, 'itx_ddct_amt').map(cents), [s.federal]);
      assert.deepEqual(elements(file.body, 'qpp_cntrb_amt').map(cents), [s.cpp]);
      assert.deepEqual(elements(file.body, 'tot_empe_cpp_amt'), []); // left out: zero
      assert.deepEqual(elements(file.body, 'prov_pip_amt').map(cents), [s.qpip]);
      // Box 56 above what layout 1.24.1 can hold ($103,000 > 99,999.99) is left out.
      assert.deepEqual(elements(file.body, 'prov_insu_ern_amt'), []);
    }
  }
  const pdf = await slipsPdfFile(actor(qc.caregiver, 'caregiver'), 2026, DRAFT_DAY);
  assert.equal(new TextDecoder().decode(pdf.body.slice(0, 5)), '%PDF-');
  const summary = await summaryPdfFile(actor(on.family, 'family'), 2026, DRAFT_DAY);
  assert.equal(new TextDecoder().decode(summary.body.slice(0, 5)), '%PDF-');
});

test('tax slips: issued from 1 January, once; a later pay gives an amended slip for that caregiver only', async () => {
  await setUp();
  const family = actor(on.family, 'family');
  await assert.rejects(
    issueSlips(family, 2026, DRAFT_DAY),
    (e: { status?: number }) => e.status === 409,
  );
  const first = await issueSlips(family, 2026, FINAL_DAY);
  assert.deepEqual({ ...first, runId: '' }, { runId: '', original: 1, amended: 0, unchanged: 0 });
  const again = await issueSlips(family, 2026, FINAL_DAY);
  assert.deepEqual([again.original, again.amended, again.unchanged], [0, 0, 1]);
  const qcIssue = await issueSlips(actor(qc.family, 'family'), 2026, FINAL_DAY);
  assert.equal(qcIssue.original, 1);

  const original = await returnXmlFile(family, 2026, null, FINAL_DAY);
  assert.match(original.fileName, /original/);
  assert.ok((await validateT4(original.body)).valid);
  assert.deepEqual(elements(original.body, 'rpt_tcd'), ['O', 'O', 'O']);

  // A pay of 2026 paid after the slips were issued (Ontario only).
  await paidWeeks([on], sundays('2026-12-13', 1));
  const changed = await taxYearView(family, 2026, FINAL_DAY);
  assert.equal(changed.changedSinceIssue, true);
  const admin = await createAdmin();
  // The admin's run covers every family of the database (other tests' too): this family's slip
  // is amended, Quebec's is left as it was.
  const rerun = await rerunYearEndAsAdmin(actor(admin, 'admin'), 2026, FINAL_DAY);
  assert.ok(rerun.amended >= 1);
  assert.ok(rerun.unchanged >= 1);
  const kinds = await sql`
    select report_type from public.tax_slips where family_id = ${on.family.id} order by issued_at`;
  assert.deepEqual(kinds.map((r) => r.reportType), ['O', 'A']);
  const rerunAgain = await rerunYearEndAsAdmin(actor(admin, 'admin'), 2026, FINAL_DAY);
  assert.deepEqual([rerunAgain.original, rerunAgain.amended], [0, 0]);

  const s = await sums(on.family.id);
  const after = await taxYearView(family, 2026, FINAL_DAY);
  assert.equal(after.changedSinceIssue, false);
  assert.equal(after.slips[0].reportType, 'A');
  assert.equal(after.slips[0].t4.box14, s.gross);
  assert.deepEqual(after.runs.map((r) => r.reportType), ['A', 'O']);
  const amended = await returnXmlFile(family, 2026, null, FINAL_DAY);
  assert.match(amended.fileName, /amended/);
  const result = await validateT4(amended.body);
  assert.ok(result.valid, result.output);
  assert.deepEqual(elements(amended.body, 'rpt_tcd'), ['A', 'A', 'A']);
  assert.deepEqual(elements(amended.body, 'empt_incamt').map(cents), [s.gross]);
  // Quebec's slip was not touched: still its one original.
  const [{ n }] = await sql`
    select count(*)::int as n from public.tax_slips where family_id = ${qc.family.id}`;
  assert.equal(n, 1);
  // Issued rows are never changed, and kept seven years.
  await assert.rejects(
    sql`update public.tax_slips set box14_cents = 0 where family_id = ${on.family.id}`,
    /tax_record_kept/,
  );
  const [keep] = await sql`
    select keep_until::text as d from public.tax_slips where family_id = ${on.family.id} limit 1`;
  assert.equal(keep.d, '2033-12-31');
});

test("tax slips RLS: each party reads its own slips; no one reads another family's", async () => {
  await setUp();
  // Issued rows exist once the test above ran; make sure for this one alone too.
  await issueSlips(actor(on.family, 'family'), 2026, FINAL_DAY).catch(() => {});
  await issueSlips(actor(qc.family, 'family'), 2026, FINAL_DAY).catch(() => {});
  const read = (userId: string) =>
    asUserOf(userId, async (tx) => ({
      slips: (await tx`select family_id, caregiver_id from public.tax_slips`) as unknown as {
        familyId: string;
        caregiverId: string;
      }[],
      summaries: await tx`select family_id from public.tax_summaries`,
      runs: await tx`select family_id from public.tax_year_runs`,
    }));
  const onFamily = await read(on.family.id);
  assert.ok(onFamily.slips.length >= 1);
  assert.ok(onFamily.slips.every((r) => r.familyId === on.family.id));
  assert.ok(onFamily.summaries.every((r) => r.familyId === on.family.id));
  assert.ok(onFamily.runs.every((r) => r.familyId === on.family.id));
  const onCaregiver = await read(on.caregiver.id);
  assert.ok(onCaregiver.slips.length >= 1);
  assert.ok(onCaregiver.slips.every((r) => r.caregiverId === on.caregiver.id));
  assert.equal(onCaregiver.summaries.length, 0); // the Summary is the employer's
  const stranger = await createFamily();
  const other = await read(stranger.id);
  assert.deepEqual([other.slips.length, other.summaries.length, other.runs.length], [0, 0, 0]);
  // Nobody writes a slip through the API role.
  await assert.rejects(
    asUserOf(
      on.family.id,
      (tx) =>
        tx`insert into public.tax_slips (run_id, family_id, caregiver_id, tax_year, province,
           report_type, employer_name, box14_cents)
         select run_id, family_id, caregiver_id, 2026, 'ON', 'A', 'x', 1
           from public.tax_slips limit 1`,
    ),
    /permission denied/,
  );
  // Through the API: the stranger sees no slip, the caregiver gets no Summary.
  const strangerSession = await signIn(stranger);
  const empty = await api('GET', '/api/tax-slips/2026', { cookie: strangerSession.cookie });
  assert.equal(empty.status, 200);
  assert.equal(empty.body.slips.length, 0);
  const caregiverSession = await signIn(on.caregiver);
  const refused = await api('GET', '/api/tax-slips/2026/summary.pdf', {
    cookie: caregiverSession.cookie,
  });
  assert.equal(refused.status, 403);
  const badYear = await api('GET', '/api/tax-slips/1999', { cookie: caregiverSession.cookie });
  assert.equal(badYear.status, 422);
  assert.ok(badYear.body.year);
});
