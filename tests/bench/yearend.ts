// `npm run bench -- --yearend`: the year-end of issue 23: T4 slips, T4 Summaries and the XML
// returns of a whole year for every family at once.
//
//   1. a fresh cluster on 127.0.0.1:54476 (.data/bench-yearend-postgres; --port=N), migrated
//   2. seeded in SQL with generate_series (session_replication_role = replica: no triggers),
//      straight into the tables behind public.payroll_lines: CAREGIVERS caregivers in FAMILIES
//      families (the first 200 caregivers all with family 1, the largest employer; the others
//      two by two), WEEKS weekly paid invoices each in 2026 with their employer costs (every
//      fifth caregiver in Quebec, every 97th in Ontario and Quebec by turns: two slips), the
//      families' employer details, and half of the families' months marked remitted; ANALYZE
//   3. timed: the tax-slips domain's runYearEnd for the year and every family (the code an
//      admin's re-run calls: sums by SQL, boxes by the payroll engine's helpers, slips, RL-1
//      figures and Summaries written), then the XML return of every family (pure generator)
//   4. the XML of the largest employer validated with xmllint against the CRA schema
//   5. the run again: nothing issued twice (idempotent), timed too
//   Target: ≤ 120 s for 100,000 caregivers × 52 weeks in 50,000 families (steps 3).
//
// Options: --caregivers=N (default 100000), --families=N (default caregivers / 2), --weeks=N
// (default 52), --port=N, --keep (leave the cluster running).
import postgres from 'postgres';
import { clusterDataDir, stopCluster } from '../../web/server/cli/local-postgres.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import type { SlipRow } from '../../web/domains/tax-slips/queries.server.ts';
import { argValue, benchPlaces, log, startBenchCluster } from './bench-kit.ts';

const DATA_DIR = benchPlaces('yearend').dataDir;
const YEAR = 2026;
const TARGET_S = 120;
const SCHEMA = new URL('../../../shared/cra-xml/layout-topologie.xsd', import.meta.url).pathname;

async function seed(db: postgres.Sql, caregivers: number, families: number, weeks: number) {
  const t0 = performance.now();
  await db.unsafe(`set session_replication_role = replica`);
  await db.unsafe(`create schema if not exists bench`);
  // Family 1 employs the first 200 caregivers; the rest share the other families.
  await db.unsafe(`
    create unlogged table bench.people as
    select i, gen_random_uuid() as caregiver_id, gen_random_uuid() as member_id,
           case when i <= 200 then 1 else 2 + (i % ${Math.max(1, families - 1)}) end as family_n,
           80000 + (i % 50) * 3000 as weekly_cents
      from generate_series(1, ${caregivers}) i`);
  await db.unsafe(`
    create unlogged table bench.families as
    select n, gen_random_uuid() as family_id from generate_series(1, ${families}) n`);
  await db.unsafe(`
    insert into public.users (id, user_id_number, user_type, email, first_name, last_name)
    select family_id, (700000000 + n)::text, 'family', 'fam' || n || '@bench.tendwell.ca',
           'Family', 'F' || n
      from bench.families
    union all
    select caregiver_id, (100000000 + i)::text, 'caregiver', 'cg' || i || '@bench.tendwell.ca',
           'Care' || (i % 997), 'Giver' || i
      from bench.people`);
  await db.unsafe(`
    insert into public.employer_details (family_id, legal_name, address_line1, city, province,
      postal_code, payroll_account)
    select family_id, 'Household ' || n, n || ' Bench Road', 'Toronto', 'ON', 'M5V 2T6',
           '123456782RP0001'
      from bench.families`);
  // Weekly pay on Tuesdays of 2026 (the week starts on the Sunday before).
  await db.unsafe(`
    create unlogged table bench.pays as
    select gen_random_uuid() as id, p.member_id, f.family_id, p.caregiver_id,
           date '2026-01-04' + w * 7 as week_start, date '2026-01-06' + w * 7 as pay_date,
           case when p.i % 5 = 0 or (p.i % 97 = 0 and w % 2 = 0) then 'QC' else 'ON' end as province,
           p.weekly_cents as gross
      from bench.people p
      join bench.families f on f.n = p.family_n
      cross join generate_series(0, ${weeks - 1}) w`);
  await db.unsafe(`
    create unlogged table bench.amounts as
    select id, member_id, family_id, caregiver_id, week_start, pay_date, province, gross,
           round(gross / 1.04)::int as operating,
           gross - round(gross / 1.04)::int as vacation,
           round(gross * case when province = 'QC' then 0.063 else 0.0595 end * 0.9)::int as cpp,
           round(gross * case when province = 'QC' then 0.013 else 0.0163 end)::int as ei,
           case when province = 'QC' then round(gross * 0.0043)::int else 0 end as qpip,
           round(gross * 0.12)::int as federal,
           round(gross * case when province = 'QC' then 0.10 else 0.05 end)::int as provincial
      from bench.pays`);
  await db.unsafe(`
    insert into public.invoices (id, member_id, family_id, caregiver_id, week_start, time_zone,
      province, pay_date, status, due_at, approved_at, paid_at, wage_cents, overtime_rule,
      sorted_shifts, total_minutes, regular_minutes, ot1_minutes, ot2_minutes,
      regular_income_cents, ot1_income_cents, ot2_income_cents, operating_income_cents,
      vacation_cents, gross_cents, cpp_employee_cents, cpp2_employee_cents, ei_employee_cents,
      qpip_employee_cents, federal_tax_cents, provincial_tax_cents, employee_deductions_cents,
      net_cents, tax_edition, pension_plan)
    select id, member_id, family_id, caregiver_id, week_start, 'America/Toronto', province,
           pay_date, 'paid', pay_date::timestamptz, pay_date::timestamptz, pay_date::timestamptz,
           2500, 'spec-daily', '[]'::jsonb, 2400, 2400, 0, 0, operating, 0, 0, operating,
           vacation, gross, cpp, 0, ei, qpip, federal, provincial,
           cpp + ei + qpip + federal + provincial, gross - (cpp + ei + qpip + federal + provincial),
           'T4127-2026-01', case when province = 'QC' then 'QPP' else 'CPP' end
      from bench.amounts`);
  await db.unsafe(`
    insert into public.invoice_employer_costs (invoice_id, family_id, cpp_employer_cents,
      cpp2_employer_cents, ei_employer_cents, qpip_employer_cents, workers_comp_cents,
      employer_contributions_cents, base_cents, poyo_fee_cents, sales_tax_cents,
      total_payable_cents)
    select id, family_id, cpp, 0, round(ei * 1.4)::int, round(qpip * 1.4)::int, 0,
           cpp + round(ei * 1.4)::int + round(qpip * 1.4)::int, gross, round(gross * 0.2)::int,
           round(gross * 0.0966)::int, gross + round(gross * 0.2)::int + round(gross * 0.0966)::int
      from bench.amounts`);
  // Half of the families marked their first six months remitted.
  await db.unsafe(`
    insert into public.employer_remittances (family_id, month, remitted_on)
    select f.family_id, make_date(2026, m, 1), (make_date(2026, m, 1) + interval '1 month 14 days')::date
      from bench.families f cross join generate_series(1, 6) m
     where f.n % 2 = 0`);
  await db.unsafe(`set session_replication_role = origin`);
  const [largest] = await db.unsafe(
    `select family_id::text as id from bench.families where n = 1`,
  );
  await db.unsafe(`drop schema bench cascade`);
  await db.unsafe(`vacuum analyze`);
  return { seconds: (performance.now() - t0) / 1000, largest: largest.id as string };
}

async function xmllint(file: string) {
  try {
    const out = await new Deno.Command('xmllint', {
      args: ['--noout', '--schema', SCHEMA, file],
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    return { ok: out.success, text: new TextDecoder().decode(out.stderr).trim() };
  } catch {
    return { ok: false, text: 'xmllint is missing: install the Debian package libxml2-utils' };
  }
}

export async function yearendBench(args: string[]) {
  const arg = (name: string) => argValue(args, name);
  const caregivers = Number(arg('caregivers') ?? 100_000);
  const families = Number(arg('families') ?? Math.max(1, Math.floor(caregivers / 2)));
  const weeks = Math.min(52, Number(arg('weeks') ?? 52));
  const port = Number(arg('port') ?? 54476);
  const dataDir = await clusterDataDir(DATA_DIR);
  log(`Year-end at scale: cluster on 127.0.0.1:${port} (${DATA_DIR})…`);
  const cluster = await startBenchCluster(dataDir, port);
  const db = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await migrate(cluster.url, () => {});
    log(
      `Seeding ${caregivers.toLocaleString('en')} caregivers × ${weeks} paid weeks in ${
        families.toLocaleString('en')
      } families…`,
    );
    const seeded = await seed(db, caregivers, families, weeks);
    log(`  seeded in ${seeded.seconds.toFixed(1)} s`);

    // The domain's code reads DATABASE_URL when first imported, and run.ts has already imported
    // the server's configuration: the timed part runs in a child process pointed at this cluster.
    const child = await new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', new URL(import.meta.url).pathname, `--largest=${seeded.largest}`],
      env: { DATABASE_URL: cluster.url, APP_ENV: 'development' },
      stdout: 'inherit',
      stderr: 'inherit',
    }).output();
    if (!child.success) throw new Error('the timed year-end run failed');
  } finally {
    await db.end({ timeout: 5 });
    if (args.includes('--keep')) log(`Cluster kept running: ${cluster.url}`);
    else await stopCluster(dataDir);
  }
}

/** The timed part (a child process whose DATABASE_URL is the bench cluster). */
async function timedYearEnd(largest: string) {
  const { asService, sql } = await import('../../web/server/db.server.ts');
  const db = sql;
  const { runYearEnd } = await import('../../web/domains/tax-slips/actions.server.ts');
  const { readEmployerDetails } = await import('../../web/domains/employer/actions.server.ts');
  const q = await import('../../web/domains/tax-slips/queries.server.ts');
  const { TRANSMITTER } = await import('../../web/domains/tax-slips/transmitter.server.ts');
  const { latin1, t4ReturnXml } = await import('../../web/domains/tax-slips/xml.ts');

  log(`Issuing the ${YEAR} slips and Summaries of every family…`);
  const t0 = performance.now();
  const run = await runYearEnd({ year: YEAR, familyId: null, runBy: null });
  const slipsS = (performance.now() - t0) / 1000;

  // The XML return of every family, from what was issued (SINs: none in the bench data; the
  // download reads each caregiver's, one query per slip).
  const tx0 = performance.now();
  let xmlBytes = 0;
  let largestXml: Uint8Array | null = null;
  await asService(async (tx) => {
    const slips = (
      await tx<SlipRow[]>`select * from public.tax_slips where run_id = ${run.runId}`
    ).map(q.toSlip);
    const summaries = await tx`
        select family_id from public.tax_summaries where run_id = ${run.runId}`;
    const byFamily = new Map<string, typeof slips>();
    for (const s of slips) {
      const list = byFamily.get(s.familyId) ?? [];
      list.push(s);
      byFamily.set(s.familyId, list);
    }
    const ids = summaries.map((r) => r.familyId as string);
    for (let i = 0; i < ids.length; i += 500) {
      await Promise.all(
        ids.slice(i, i + 500).map(async (familyId) => {
          const [details, summary] = await Promise.all([
            readEmployerDetails(tx, familyId),
            q.selectSummary(tx, familyId, YEAR, run.runId),
          ]);
          if (!details?.payrollAccount || !summary) return;
          const own = byFamily.get(familyId) ?? [];
          const bytes = latin1(t4ReturnXml({
            year: YEAR,
            reportType: 'O',
            submissionRef: familyId.replace(/-/g, '').slice(0, 8),
            language: 'E',
            transmitter: TRANSMITTER,
            employer: {
              legalName: details.legalName,
              address: details.address,
              payrollAccount: details.payrollAccount,
            },
            slips: own.map((s) => ({ ...s, sin: null })),
            summary,
            draft: false,
          }));
          xmlBytes += bytes.length;
          if (familyId === largest) largestXml = bytes;
        }),
      );
    }
  });
  const xmlS = (performance.now() - tx0) / 1000;
  const totalS = slipsS + xmlS;
  const load = Deno.loadavg();

  const [counts] = await db`
      select (select count(*) from public.tax_slips)::int as slips,
             (select count(*) from public.tax_slips where province = 'QC')::int as rl1,
             (select count(*) from public.tax_summaries)::int as summaries,
             (select count(*) from public.invoices)::int as lines`;
  let validation = { ok: false, text: 'no XML for the largest employer' };
  let largestSlips = 0;
  if (largestXml) {
    const file = await Deno.makeTempFile({ suffix: '.xml' });
    await Deno.writeFile(file, largestXml);
    validation = await xmllint(file);
    largestSlips = (new TextDecoder('latin1').decode(largestXml).match(/<T4Slip>/g) ?? [])
      .length;
    await Deno.remove(file);
  }

  const t1 = performance.now();
  const again = await runYearEnd({ year: YEAR, familyId: null, runBy: null });
  const againS = (performance.now() - t1) / 1000;

  log('');
  log(`paid pay lines       ${counts.lines.toLocaleString('en')}`);
  log(
    `slips issued         ${counts.slips.toLocaleString('en')} T4 (${
      counts.rl1.toLocaleString('en')
    } with RL-1 figures), ${counts.summaries.toLocaleString('en')} Summaries`,
  );
  log(`slips + summaries    ${slipsS.toFixed(1)} s`);
  log(`XML returns          ${xmlS.toFixed(1)} s (${(xmlBytes / 1e6).toFixed(1)} MB)`);
  log(
    `time                 ${totalS.toFixed(1)} s (target ≤ ${TARGET_S} s: ${
      totalS <= TARGET_S ? 'met' : 'NOT met'
    })`,
  );
  log(`slips per second     ${Math.round(counts.slips / totalS).toLocaleString('en')}`);
  log(`load average         ${load.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);
  log(
    `largest employer     ${largestSlips} slips; XML ${
      validation.ok ? 'validates against the CRA schema' : `does NOT validate: ${validation.text}`
    }`,
  );
  log(
    `second run           ${again.original} original, ${again.amended} amended, ${again.unchanged} unchanged, ${
      againS.toFixed(1)
    } s (idempotent: ${again.original + again.amended === 0 ? 'yes' : 'NO'})`,
  );
  await sql.end({ timeout: 5 });
}

if (import.meta.main) {
  await timedYearEnd(argValue(Deno.args, 'largest') ?? '');
}
