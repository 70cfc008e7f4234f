// `npm run bench -- --invoices`: one week's invoices for 100,000 team members (issue 12).
//
//   1. a fresh cluster on 127.0.0.1:54336 (.data/bench-invoices-postgres), migrated
//   2. seeded in SQL with generate_series (session_replication_role = replica: no triggers, so
//      the columns the triggers would fill are written here): MEMBERS families and MEMBERS
//      caregivers, one invite and one team member per pair (province cycling over Canada,
//      roughly by population; wages $18 to $35), and SHIFTS completed 8-hour shifts per member
//      from Monday 09:00 local of the week of 2026-11-08, in the province's zone; then ANALYZE
//   3. the invoices domain's own generateWeekInvoices('2026-11-08') against it (the same code
//      the worker and POST /api/admin/invoices/run call), timed: invoices per second and every
//      row it writes (invoices, employer costs, shift links, YTD)
//   4. with --follow-up: the jobs it queued (the shifts' Submitted flag, both parties notified),
//      run one after the other as one worker would, timed apart (not part of the target)
//   5. the same call again: nothing is created twice (idempotent), timed too
//   Target: ≤ 60 s for 100,000 members × 5 shifts.
//
// Options: --members=N (default 100000), --shifts=N per member (default 5, at most 7),
// --batch=N members per transaction (default 2000), --concurrency=N batches at once (default 2),
// --keep (leave the cluster running afterwards, to look at it), --follow-up (step 4).
import postgres from 'postgres';
import { clusterDataDir, stopCluster } from '../../web/server/cli/local-postgres.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import { argValue, benchPlaces, log, startBenchCluster } from './bench-kit.ts';

const DB_PORT = 54336;
const DATA_DIR = benchPlaces('invoices').dataDir;
const WEEK = '2026-11-08';
const TARGET_S = 60;

// [province code, IANA zone, weight]
const PROVINCES: Array<[string, string, number]> = [
  ['on', 'America/Toronto', 8],
  ['qc', 'America/Toronto', 4],
  ['bc', 'America/Vancouver', 3],
  ['ab', 'America/Edmonton', 2],
  ['mb', 'America/Winnipeg', 1],
  ['sk', 'America/Regina', 1],
  ['ns', 'America/Halifax', 1],
];

async function seed(db: postgres.Sql, members: number, shifts: number) {
  const t0 = performance.now();
  const cycle = PROVINCES.flatMap(([code, zone, w]) => Array(w).fill(`('${code}','${zone}')`));
  await db.unsafe(`set session_replication_role = replica`);
  await db.unsafe(`create schema if not exists bench`);
  await db.unsafe(`
    create unlogged table bench.pairs as
    select i, gen_random_uuid() as family_id, gen_random_uuid() as caregiver_id,
           gen_random_uuid() as invite_id, gen_random_uuid() as member_id,
           p.code as province, p.zone, 1800 + (i * 37 % 1700) as wage_cents
      from generate_series(1, ${members}) i
      join (select row_number() over () - 1 as n, code, zone
              from (values ${cycle.join(',')}) v(code, zone)) p
        on p.n = i % ${cycle.length}`);
  await db.unsafe(`
    insert into better_auth.users (id, name, email, email_verified)
    select family_id, 'Bench Family ' || i, 'fam' || i || '@bench.tendwell.ca', true from bench.pairs
    union all
    select caregiver_id, 'Bench Caregiver ' || i, 'cg' || i || '@bench.tendwell.ca', true from bench.pairs`);
  await db.unsafe(`
    insert into public.users (id, user_id_number, user_type, email, first_name, last_name)
    select family_id, (700000000 + i)::text, 'family', 'fam' || i || '@bench.tendwell.ca', 'Family', 'F' || i
      from bench.pairs
    union all
    select caregiver_id, (100000000 + i)::text, 'caregiver', 'cg' || i || '@bench.tendwell.ca',
           'Care' || (i % 997), 'Giver' || i
      from bench.pairs`);
  await db.unsafe(`
    insert into public.team_invites (id, job_id, family_id, caregiver_id, client_first_name,
      client_last_name, prop_wage_cents, estimated_hours, start_date, message, admin_area_level1,
      is_read, is_accepted, action_at, return_message)
    select invite_id, gen_random_uuid(), family_id, caregiver_id, 'Rose', 'T' || i, wage_cents,
           40, date '2026-01-05', 'Bench invite', province, true, true, now(), 'Yes'
      from bench.pairs`);
  await db.unsafe(`
    insert into public.team_members (id, family_id, caregiver_id, invite_id, family_user_id_number,
      family_first_name, family_last_name, client_first_name, client_last_name,
      caregiver_user_id_number, caregiver_first_name, caregiver_last_name, address_full,
      start_date, wage_cents)
    select member_id, family_id, caregiver_id, invite_id, (700000000 + i)::text, 'Family',
           'F' || i, 'Rose', 'T' || i, (100000000 + i)::text, 'Care' || (i % 997), 'Giver' || i,
           i || ' Bench Rd', date '2026-01-05', wage_cents
      from bench.pairs`);
  await db.unsafe(`
    insert into public.shifts (member_id, family_id, caregiver_id, starts_at, ends_at, time_zone,
      state, checked_in_at, completed_at)
    select p.member_id, p.family_id, p.caregiver_id, s.starts_at, s.starts_at + interval '8 hours',
           p.zone, 'completed', s.starts_at, s.starts_at + interval '8 hours'
      from bench.pairs p
      cross join lateral (
        select ((date '${WEEK}' + d) + time '09:00') at time zone p.zone as starts_at
          from generate_series(1, ${shifts}) d) s`);
  await db.unsafe(`set session_replication_role = origin`);
  await db.unsafe(`drop schema bench cascade`);
  await db.unsafe(`vacuum analyze`);
  return (performance.now() - t0) / 1000;
}

export async function invoicesScaleBench(args: string[]) {
  const arg = (name: string) => argValue(args, name);
  const members = Number(arg('members') ?? 100_000);
  const shifts = Math.min(7, Number(arg('shifts') ?? 5));
  const batchSize = Number(arg('batch') ?? 2000);
  const concurrency = Number(arg('concurrency') ?? 2);
  const dataDir = await clusterDataDir(DATA_DIR);
  log(`Invoices at scale: cluster on 127.0.0.1:${DB_PORT} (${DATA_DIR})…`);
  const cluster = await startBenchCluster(dataDir, DB_PORT);
  const db = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await migrate(cluster.url, () => {});
    log(`Seeding ${members.toLocaleString('en')} team members × ${shifts} completed shifts…`);
    const seedS = await seed(db, members, shifts);
    log(`  seeded in ${seedS.toFixed(1)} s`);

    // The domain's code reads DATABASE_URL when first imported, and run.ts has already imported
    // the server's configuration: the timed part runs in a child process pointed at this cluster.
    const child = await new Deno.Command(Deno.execPath(), {
      args: [
        'run',
        '-A',
        new URL(import.meta.url).pathname,
        `--members=${members}`,
        `--shifts=${shifts}`,
        `--batch=${batchSize}`,
        `--concurrency=${concurrency}`,
        ...args.filter((a) => a === '--follow-up'),
      ],
      env: { DATABASE_URL: cluster.url, APP_ENV: 'development' },
      stdout: 'inherit',
      stderr: 'inherit',
    }).output();
    if (!child.success) throw new Error('the timed invoice run failed');
  } finally {
    await db.end({ timeout: 5 });
    if (args.includes('--keep')) log(`Cluster kept running: ${cluster.url}`);
    else await stopCluster(dataDir);
  }
}

/** The timed part (a child process whose DATABASE_URL is the bench cluster). */
async function timedInvoices(args: string[]) {
  const arg = (name: string) => argValue(args, name);
  const members = Number(arg('members'));
  const shifts = Number(arg('shifts'));
  const batchSize = Number(arg('batch'));
  const concurrency = Number(arg('concurrency'));
  const { generateWeekInvoices } = await import('../../web/domains/invoices/actions.server.ts');
  const { sql } = await import('../../web/server/db.server.ts');
  const db = sql;

  log(`Generating the week of ${WEEK} (batches of ${batchSize}, ${concurrency} at once)…`);
  const t0 = performance.now();
  const first = await generateWeekInvoices(WEEK, { batchSize, concurrency });
  const seconds = (performance.now() - t0) / 1000;
  const [counts] = await db`
    select (select count(*) from public.invoices)::int as invoices,
           (select count(*) from public.invoice_employer_costs)::int as costs,
           (select count(*) from public.invoice_shifts)::int as links,
           (select count(*) from public.payroll_ytd)::int as ytd`;
  const written = counts.invoices + counts.costs + counts.links + counts.ytd;
  log('');
  log(`members              ${members.toLocaleString('en')}`);
  log(`shifts               ${(members * shifts).toLocaleString('en')}`);
  log(`invoices created     ${first.created.toLocaleString('en')} (skipped ${first.skipped})`);
  log(
    `rows written         ${
      written.toLocaleString('en')
    } (invoices ${counts.invoices}, employer costs ${counts.costs}, shift links ${counts.links}, YTD ${counts.ytd})`,
  );
  log(
    `time                 ${seconds.toFixed(1)} s (target ≤ ${TARGET_S} s: ${
      seconds <= TARGET_S ? 'met' : 'NOT met'
    }; load average ${Deno.loadavg().map((n) => n.toFixed(1)).join(' ')})`,
  );
  log(`invoices per second  ${Math.round(first.created / seconds).toLocaleString('en')}`);
  log(`rows per second      ${Math.round(written / seconds).toLocaleString('en')}`);

  // --follow-up: what the worker does next, one job per batch (the shifts show Submitted, both
  // parties notified), run one after the other as one worker would; not part of the target.
  if (args.includes('--follow-up')) {
    const { afterGenerate } = await import('../../web/domains/invoices/actions.server.ts');
    const jobs =
      await db`select id, payload from private.jobs where kind = 'invoices.after-generate'`;
    const tm = performance.now();
    for (const job of jobs) {
      await afterGenerate((job.payload as { invoiceIds: string[] }).invoiceIds);
    }
    const afterS = (performance.now() - tm) / 1000;
    const [after1] = await db`
      select (select count(*) from public.shifts where is_submitted)::int as submitted,
             (select count(*) from public.notifications where class = 'Invoice')::int as notes`;

    log(
      `then (worker jobs)   ${jobs.length} after-generate jobs: ${
        after1.submitted.toLocaleString('en')
      } shifts show Submitted, ${after1.notes.toLocaleString('en')} notifications, ${
        afterS.toFixed(1)
      } s (${Math.round(after1.notes / afterS).toLocaleString('en')} notifications/s)`,
    );
  }
  const t1 = performance.now();
  const second = await generateWeekInvoices(WEEK, { batchSize, concurrency });
  const againS = (performance.now() - t1) / 1000;
  const [after] = await db`select count(*)::int as n from public.invoices`;

  log(
    `second run           created ${second.created}, ${
      after.n.toLocaleString('en')
    } invoices in all, ${againS.toFixed(1)} s (idempotent: ${
      second.created === 0 && after.n === counts.invoices ? 'yes' : 'NO'
    })`,
  );
  await sql.end({ timeout: 5 });
}

if (import.meta.main) await timedInvoices(Deno.args);
