// `npm run bench -- --dashboard`: the signed-in dashboard at scale (issue 13 "Performance").
//
//   1. a fresh cluster on 127.0.0.1:54337 (.data/bench-dashboard-postgres), migrated, with
//      pg_stat_statements loaded (ALTER SYSTEM, one restart) to count the SQL of one render
//   2. seeded in SQL with generate_series (session_replication_role = replica: no triggers, so
//      the columns the triggers would fill are written here): CAREGIVERS caregivers (default
//      100,000) and FAMILIES families (default 50,000), every user with its account status and a
//      home (the places cycling over Canada), caregivers approved and searchable with full
//      profiles, their search points and cells (what the family's recommendations read),
//      families with the care needs of signup; each family has one posting and one team member (a caregiver
//      of the first FAMILIES; the others have no team), its accepted invite, 4 completed shifts
//      last week (care zones cycling over Canada), 7 upcoming shifts (one a day from tomorrow),
//      a message channel with MESSAGES messages, and one pending application; then the invoices
//      domain's own generateWeekInvoices for last week (the worker's code: real invoices, employer
//      costs and YTD), and VACUUM ANALYZE
//   3. a production build into .data/bench-dashboard-dist; the server on :8230 (APP_ENV=production)
//   4. SESSIONS signed-in families and SESSIONS caregivers (sessions written as Better Auth writes
//      them, cookies signed the way it signs them); for each role: one render alone with
//      pg_stat_statements reset before and read after (the statements of one render, BEGIN and
//      COMMIT included) and 20 renders one after another; then CONNECTIONS clients (default 50)
//      requesting GET /dashboard as the next session in turn for DURATION seconds (default 15)
//      after a warm-up, twice: saturated (each asks again as soon as answered) and as 50 people
//      (each waits about THINK seconds between renders); p50/p95/p99 and renders per second
//      beside the target (p95 ≤ 25 ms)
//
// Options: --caregivers=N, --families=N (keep them small while developing, e.g.
// --caregivers=4000 --families=2000), --duration=S, --connections=N, --sessions=N (default 200),
// --messages=N per channel (default 20), --think=S (default 3: each of the CONNECTIONS users
// waits 0.5 to 1.5 × S between renders in the second measure), --keep (leave the cluster running),
// --reuse (the cluster of a previous run, already seeded, is kept: migrated again, not re-seeded;
// the counts of its seed apply, whatever --caregivers/--families say; the build is redone),
// --label=NAME (results in .data/bench-dashboard/results-NAME.json, to compare two versions).
import postgres from 'postgres';
import { clusterDataDir, ensureCluster, stopCluster } from '../../web/server/cli/local-postgres.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import {
  argValue,
  benchPlaces,
  buildAssets,
  checkSeededCaregiverBits,
  insertCaregiverPointsSql,
  log,
  newSessionCookie,
  percentile,
  processCpuSeconds,
  registerCaregiverKeysSql,
  serverUrl,
  sessionCookieSigner,
  startBenchCluster,
  startServer,
  stopProcess,
  waitForServer,
} from './bench-kit.ts';

const DB_PORT = 54337;
const SERVER_PORT = 8230;
const SERVER = serverUrl(SERVER_PORT);
const {
  dataDir: DATA_DIR,
  assetsDir: ASSETS_DIR,
  workDir: WORK_DIR,
  secret: SECRET,
} = benchPlaces('dashboard');
const TARGET_P95_MS = 25;

// [province code, IANA zone, weight, lat, lng]: the care locations, roughly by population.
const PROVINCES: Array<[string, string, number, number, number]> = [
  ['on', 'America/Toronto', 8, 43.65, -79.38],
  ['qc', 'America/Toronto', 4, 45.5, -73.57],
  ['bc', 'America/Vancouver', 3, 49.28, -123.12],
  ['ab', 'America/Edmonton', 2, 51.05, -114.07],
  ['mb', 'America/Winnipeg', 1, 49.9, -97.14],
  ['sk', 'America/Regina', 1, 50.45, -104.61],
  ['ns', 'America/Halifax', 1, 44.65, -63.57],
  ['nl', 'America/St_Johns', 1, 47.56, -52.71],
];

/** The Sunday (UTC date) starting last week: the invoices' week (Sunday to Saturday). */
function lastWeekSunday(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay() - 7);
  return d.toISOString().slice(0, 10);
}

async function seed(
  db: postgres.Sql,
  o: { caregivers: number; families: number; messages: number; week: string },
) {
  const t0 = performance.now();
  let rows = 0;
  const step = async (label: string, query: string) => {
    const s = performance.now();
    const result = await db.unsafe(query);
    rows += result.count ?? 0;
    log(
      `  ${label}: ${(result.count ?? 0).toLocaleString('en')} rows in ${
        ((performance.now() - s) / 1000).toFixed(1)
      } s`,
    );
  };
  const cycle = PROVINCES.flatMap(([code, zone, w, lat, lng]) =>
    Array(w).fill(`('${code}','${zone}',${lat},${lng})`)
  );
  await db.unsafe(`set session_replication_role = replica`);
  await db.unsafe(`set synchronous_commit = off`);
  await db.unsafe(`set work_mem = '64MB'`);
  await db.unsafe(`create schema if not exists bench`);
  // One row per caregiver; the first FAMILIES are paired with family i.
  await db.unsafe(`
    create unlogged table bench.cg as
    select i, gen_random_uuid() as id from generate_series(1, ${o.caregivers}) i`);
  await db.unsafe(`
    create unlogged table bench.pairs as
    select i, gen_random_uuid() as family_id, c.id as caregiver_id, gen_random_uuid() as job_id,
           gen_random_uuid() as invite_id, gen_random_uuid() as member_id,
           gen_random_uuid() as channel_id, p.code as province, p.zone,
           1800 + (i * 37 % 1700) as wage_cents,
           extensions.st_setsrid(extensions.st_makepoint(p.lng + (random() - 0.5) * 0.3,
             p.lat + (random() - 0.5) * 0.2), 4326) as point
      from generate_series(1, ${o.families}) i
      join bench.cg c using (i)
      join (select row_number() over () - 1 as n, code, zone, lat, lng
              from (values ${cycle.join(',')}) v(code, zone, lat, lng)) p
        on p.n = i % ${cycle.length}`);
  // Every caregiver lives somewhere: a paired one near their family, the others cycling over the
  // same places. Their homes, profiles and search points make the family's recommendations and
  // the caregiver's jobs near home real reads (the dashboard's heaviest sections).
  await db.unsafe(`
    create unlogged table bench.cg_home as
    select c.i, c.id, coalesce(p.province, q.code) as province,
           coalesce(p.point, extensions.st_setsrid(extensions.st_makepoint(
             q.lng + (random() - 0.5) * 0.3, q.lat + (random() - 0.5) * 0.2), 4326)) as point
      from bench.cg c
      left join bench.pairs p using (i)
      join (select row_number() over () - 1 as n, code, lat, lng
              from (values ${cycle.join(',')}) v(code, zone, lat, lng)) q
        on q.n = c.i % ${cycle.length}`);
  // 1,024 random choices of keys drawn from the reference tables (check_caregiver_profile would
  // accept each); every row picks one: a join instead of subqueries per row.
  await db.unsafe(`
    create unlogged table bench.choices as
    select n,
           array(select k.key from public.job_types k where random() < 0.5 and n >= 0)
             as job_types,
           coalesce(nullif(array(select k.key from public.services k
                                  where random() < 0.4 and n >= 0), '{}'),
                    array['companionship']) as services,
           coalesce(nullif(array(select k.key from public.conditions k
                                  where random() < 0.25 and n >= 0), '{}'),
                    array[(select min(key) from public.conditions)]) as conditions
      from generate_series(0, 1023) n`);
  await step(
    'better_auth.users',
    `insert into better_auth.users (id, name, email, email_verified)
     select id, 'Bench Caregiver ' || i, 'cg' || i || '@bench.tendwell.ca', true from bench.cg
     union all
     select family_id, 'Bench Family ' || i, 'fam' || i || '@bench.tendwell.ca', true
       from bench.pairs`,
  );
  await step(
    'public.users',
    `insert into public.users (id, user_id_number, user_type, email, first_name, last_name)
     select id, (100000000 + i)::text, 'caregiver', 'cg' || i || '@bench.tendwell.ca',
            'Care' || (i % 997), 'Giver' || i
       from bench.cg
     union all
     select family_id, (700000000 + i)::text, 'family', 'fam' || i || '@bench.tendwell.ca',
            'Family', 'F' || i
       from bench.pairs`,
  );
  await step(
    'account_statuses',
    `insert into public.account_statuses (user_id, is_profile_completed, is_basic_completed,
       is_service_completed, is_edu_accred_completed, is_bg_check_submitted, is_bg_check,
       is_message, is_apply)
     select id, true, true, true, true, true, true, true, true from public.users`,
  );
  await step(
    'addresses',
    `insert into public.addresses (user_id, address_full, address_params, location, geohash)
     select id, i || ' Bench St', jsonb_build_object('locality', 'bench city',
              'adminAreaLevel1', province), point::extensions.geography,
            extensions.st_geohash(point, 9)
       from bench.cg_home
     union all
     select family_id, i || ' Bench Rd', jsonb_build_object('locality', 'bench city',
              'adminAreaLevel1', province), point::extensions.geography,
            extensions.st_geohash(point, 9)
       from bench.pairs`,
  );
  await step(
    'users.address_id',
    `update public.users u set address_id = a.id from public.addresses a where a.user_id = u.id`,
  );
  // Approved and searchable, with the keys, wage, radius and languages search filters read.
  await step(
    'caregiver_profiles',
    `insert into public.caregiver_profiles
       (user_id, user_id_number, first_name, last_name, bio, wage_exp_cents, years_exp,
        work_radius_km, job_types, services, conditions, languages, locality,
        admin_area_level1, gender, is_searchable, review_score, review_count, jobs_completed)
     select c.id, (100000000 + c.i)::text, 'Care' || (c.i % 997), 'Giver' || c.i,
            'Bench caregiver', 1600 + (c.i * 7919 % 3000), c.i % 16,
            (array[10, 15, 25, 25, 50])[1 + c.i % 5], k.job_types, k.services, k.conditions,
            array['english'], 'bench city', h.province,
            case when c.i % 5 = 0 then 'male' else 'female' end, true,
            case when c.i % 3 = 0 then 4.5 else 0 end, case when c.i % 3 = 0 then 3 else 0 end, 0
       from bench.cg c
       join bench.cg_home h using (i)
       join bench.choices k on k.n = c.i % 1024`,
  );
  // What refresh_caregiver_point would write, set-based (its trigger is off while seeding).
  await db.unsafe(registerCaregiverKeysSql());
  await step('private.caregiver_points', insertCaregiverPointsSql('bench.cg_home'));
  await step('private.caregiver_cells (build)', `select private.build_caregiver_cells()`);
  await checkSeededCaregiverBits(db);
  // The needs the family gave at signup: its recommendations rank caregivers by them.
  await step(
    'care_needs',
    `insert into public.care_needs (user_id, service_start, service_per_week, service_length,
       services, conditions, language_pref)
     select p.family_id, 'immediately', '10-20', 'overSixMonths', k.services, k.conditions,
            array['english']
       from bench.pairs p join bench.choices k on k.n = (p.i * 31) % 1024`,
  );
  await step(
    'jobs',
    `insert into public.jobs (id, family_id, description, services, conditions, language_pref,
       service_start, service_per_week, service_length, locality, admin_area_level1, geohash,
       location, x, y, band, is_available, created_at, updated_at)
     select job_id, family_id, 'Bench job ' || i, array['companionship', 'mealPrep', 'bathing'],
            array[(select min(key) from public.conditions)], array['english'], 'immediately',
            '10-20', 'overSixMonths', 'bench city', province, extensions.st_geohash(point, 9),
            point::extensions.geography,
            -- The planar copy jobs_planar_point would set (its trigger is off while seeding).
            extensions.st_x(g.planar), extensions.st_y(g.planar),
            floor(extensions.st_y(g.planar) / 2000)::int, true,
            now() - (i % 90) * interval '1 day', now() - (i % 90) * interval '1 day'
       from bench.pairs
      cross join lateral (select extensions.st_transform(point, 3347) as planar) g`,
  );
  await step('private.job_cells (build)', `select private.build_job_cells()`);
  await step(
    'team_invites',
    `insert into public.team_invites (id, job_id, family_id, caregiver_id, client_first_name,
       client_last_name, prop_wage_cents, estimated_hours, start_date, message,
       admin_area_level1, is_read, is_accepted, action_at, return_message)
     select invite_id, job_id, family_id, caregiver_id, 'Rose', 'T' || i, wage_cents, 40,
            date '2026-01-05', 'Bench invite', province, true, true, now(), 'Yes'
       from bench.pairs`,
  );
  await step(
    'team_members',
    `insert into public.team_members (id, family_id, caregiver_id, invite_id,
       family_user_id_number, family_first_name, family_last_name, client_first_name,
       client_last_name, caregiver_user_id_number, caregiver_first_name, caregiver_last_name,
       address_full, start_date, wage_cents, job_id)
     select member_id, family_id, caregiver_id, invite_id, (700000000 + i)::text, 'Family',
            'F' || i, 'Rose', 'T' || i, (100000000 + i)::text, 'Care' || (i % 997), 'Giver' || i,
            i || ' Bench Rd', date '2026-01-05', wage_cents, job_id
       from bench.pairs`,
  );
  // Last week (Monday to Thursday, 09:00 local): completed, for the invoices.
  await step(
    'shifts (completed, last week)',
    `insert into public.shifts (member_id, family_id, caregiver_id, starts_at, ends_at, time_zone,
       state, checked_in_at, completed_at)
     select p.member_id, p.family_id, p.caregiver_id, s.at, s.at + interval '8 hours', p.zone,
            'completed', s.at, s.at + interval '8 hours'
       from bench.pairs p
      cross join lateral (
        select ((date '${o.week}' + d) + time '09:00') at time zone p.zone as at
          from generate_series(1, 4) d) s`,
  );
  // From tomorrow, one a day for a week: the Upcoming Shifts pane.
  await step(
    'shifts (upcoming)',
    `insert into public.shifts (member_id, family_id, caregiver_id, starts_at, ends_at, time_zone)
     select p.member_id, p.family_id, p.caregiver_id, s.at, s.at + interval '4 hours', p.zone
       from bench.pairs p
      cross join lateral (
        select ((current_date + d) + time '10:00') at time zone p.zone as at
          from generate_series(1, 7) d) s`,
  );
  await step(
    'message_channels',
    `insert into public.message_channels (id, family_id, caregiver_id, family_user_id_number,
       family_first_name, family_last_name, caregiver_user_id_number, caregiver_first_name,
       caregiver_last_name, latest_body, latest_author_id, latest_is_read, latest_at)
     select channel_id, family_id, caregiver_id, (700000000 + i)::text, 'Family', 'F' || i,
            (100000000 + i)::text, 'Care' || (i % 997), 'Giver' || i, 'Message ${o.messages}',
            case when ${o.messages} % 2 = 0 then family_id else caregiver_id end, false,
            now() - interval '1 hour'
       from bench.pairs`,
  );
  await step(
    'messages',
    `insert into public.messages (channel_id, family_id, caregiver_id, author_id, body, is_read,
       created_at)
     select p.channel_id, p.family_id, p.caregiver_id,
            case when m % 2 = 0 then p.family_id else p.caregiver_id end, 'Message ' || m,
            m < ${o.messages}, now() - interval '1 hour' - (${o.messages} - m) * interval '5 minutes'
       from bench.pairs p cross join generate_series(1, ${o.messages}) m`,
  );
  // One pending application per family, from a caregiver without a team.
  await step(
    'job_applications',
    `insert into public.job_applications (job_id, family_id, caregiver_id, message)
     select p.job_id, p.family_id, c.id, 'Bench application'
       from bench.pairs p join bench.cg c on c.i = ${o.families} + 1 + (p.i % greatest(1,
            ${o.caregivers - o.families}))
      where ${o.caregivers} > ${o.families}`,
  );
  await db.unsafe(`set session_replication_role = origin`);
  await db.unsafe(`drop schema bench cascade`);
  return { rows, seconds: (performance.now() - t0) / 1000 };
}

/** Sessions as Better Auth writes them; cookies signed as it signs them (HMAC-SHA256). */
async function sessions(db: postgres.Sql, userType: 'family' | 'caregiver', n: number) {
  const sign = await sessionCookieSigner(SECRET);
  // Families all have a team; caregivers: the paired ones (they have shifts and messages).
  const users = await db`
    select u.id from public.users u
     where u.user_type = ${userType}
       and exists (select 1 from public.team_members m
                    where m.family_id = u.id or m.caregiver_id = u.id)
     order by u.user_id_number limit ${n}`;
  const cookies: string[] = [];
  for (const u of users) cookies.push(await newSessionCookie(db, u.id, sign));
  return cookies;
}

async function render(cookie: string) {
  const res = await fetch(`${SERVER}/dashboard`, { headers: { cookie }, redirect: 'manual' });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`/dashboard answered ${res.status}`);
  return body;
}

/** The statements of one render, counted by pg_stat_statements (reset just before). */
async function statementsOfOneRender(db: postgres.Sql, cookie: string) {
  // Warm: prepared statements, caches, and every connection of the pools (a render reads on up
  // to three at once, and the pools grow to 10; a connection's first PostGIS projection costs
  // 20–50 ms, once: three renders at once left the counted one to land on a cold connection).
  for (let round = 0; round < 3; round++) {
    await Promise.all(Array.from({ length: 10 }, () => render(cookie)));
  }
  await render(cookie);
  await db`select pg_stat_statements_reset()`;
  await render(cookie);
  const rows = await db`
    select calls::int, total_exec_time::float8 as ms, query from pg_stat_statements
     where query not ilike '%pg_stat_statements%' order by total_exec_time desc, query`;
  return {
    total: rows.reduce((sum, r) => sum + (r.calls as number), 0),
    distinct: rows.length,
    ms: rows.reduce((sum, r) => sum + (r.ms as number), 0),
    rows: rows.map((r) =>
      `${r.calls}× ${(r.ms as number).toFixed(2).padStart(7)} ms  ${
        String(r.query).replace(/\s+/g, ' ').slice(0, 100)
      }`
    ),
  };
}

/**
 * CONNECTIONS clients, each rendering as the next session in turn, for `seconds`. With
 * `thinkMs` 0 each asks again as soon as answered (saturation: latency is then the queue); else
 * each waits 0.5 to 1.5 × thinkMs between its renders, as people reading their dashboard do.
 */
async function load(cookies: string[], connections: number, seconds: number, thinkMs = 0) {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    // People do not all open their dashboard in the same millisecond: with think time, each
    // starts at a random moment of one think interval (otherwise the first renders arrive as one
    // burst of CONNECTIONS and the queue behind it is what p95 measures).
    if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * Math.random()));
    while (performance.now() < until) {
      const cookie = cookies[next++ % cookies.length];
      const t = performance.now();
      try {
        await render(cookie);
        times.push(performance.now() - t);
      } catch {
        errors++;
      }
      if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - t0) / 1000;
  return {
    requests: times.length,
    errors,
    rps: times.length / elapsed,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

export async function dashboardScaleBench(args: string[]) {
  const arg = (name: string) => argValue(args, name);
  const caregivers = Number(arg('caregivers') ?? 100_000);
  const families = Math.min(caregivers, Number(arg('families') ?? 50_000));
  const duration = Number(arg('duration') ?? 15);
  const connections = Number(arg('connections') ?? 50);
  const sessionCount = Number(arg('sessions') ?? 200);
  const messages = Number(arg('messages') ?? 20);
  const think = Number(arg('think') ?? 3);
  const week = lastWeekSunday();
  Deno.mkdirSync(WORK_DIR, { recursive: true });

  const dataDir = await clusterDataDir(DATA_DIR);
  log(`Dashboard at scale: cluster on 127.0.0.1:${DB_PORT} (${DATA_DIR})…`);
  const reuse = args.includes('--reuse');
  let cluster = await startBenchCluster(dataDir, DB_PORT, !reuse);
  let db = postgres(cluster.url, { max: 1, onnotice: () => {} });
  if (!reuse) {
    // pg_stat_statements needs preloading: after the cluster's own settings, then one restart.
    await db.unsafe(`alter system set shared_preload_libraries = 'pg_cron', 'pg_stat_statements'`);
    await db.end();
    await stopCluster(dataDir);
    cluster = await ensureCluster({ dataDir, port: DB_PORT, database: 'tendwell' });
    db = postgres(cluster.url, { max: 1, onnotice: () => {} });
  }
  let server: Deno.ChildProcess | null = null;
  try {
    await db.unsafe(`create extension if not exists pg_stat_statements`);
    await migrate(cluster.url, () => {});
    const [{ n: already }] = reuse
      ? await db`select count(*)::int as n from public.users`
      : [{ n: 0 }];
    let seeded = { rows: already, seconds: 0 };
    if (already > 0) log(`Reusing the seeded cluster (${already.toLocaleString('en')} users).`);
    else {
      log(
        `Seeding ${caregivers.toLocaleString('en')} caregivers, ${
          families.toLocaleString('en')
        } families with their teams, shifts, ${messages} messages a channel…`,
      );
      seeded = await seed(db, { caregivers, families, messages, week });
      log(`Invoicing the week of ${week} with the invoices domain's own generator…`);
      // The domain's code reads DATABASE_URL when first imported, and run.ts has already
      // imported the server's configuration: the generator runs in a child process pointed at
      // this cluster (as the year-end bench does).
      const ti = performance.now();
      const child = await new Deno.Command(Deno.execPath(), {
        args: ['run', '-A', new URL(import.meta.url).pathname, `--invoice-week=${week}`],
        env: { DATABASE_URL: cluster.url, APP_ENV: 'development' },
        stdout: 'piped',
        stderr: 'inherit',
      }).output();
      if (!child.success) throw new Error("the week's invoices could not be generated");
      const invoiced: { created: number } = JSON.parse(new TextDecoder().decode(child.stdout));
      log(
        `  ${invoiced.created.toLocaleString('en')} invoices in ${
          ((performance.now() - ti) / 1000).toFixed(1)
        } s`,
      );
      await db.unsafe(`vacuum analyze`);
    }

    const familyCookies = await sessions(db, 'family', sessionCount);
    const caregiverCookies = await sessions(db, 'caregiver', sessionCount);

    await buildAssets(ASSETS_DIR, { quiet: true });
    server = startServer({
      port: SERVER_PORT,
      assetsDir: ASSETS_DIR,
      databaseUrl: cluster.url,
      databaseSocket: cluster.socket,
      secret: SECRET,
      mailDir: `${Deno.cwd()}/${WORK_DIR}/mail`,
      // React's production build: without it the server renders with React's development
      // build (prop validation, key warnings, console.createTask per element), which cost about
      // a third of the CPU of a render (ADR 031). A deployment must set it as well.
      nodeEnvProduction: true,
    });
    await waitForServer(`${SERVER}/login`, { timeoutMs: 120_000, pollMs: 500 });

    const results: Record<string, unknown> = {};
    for (
      const [role, cookies] of [['family', familyCookies], ['caregiver', caregiverCookies]] as const
    ) {
      const statements = await statementsOfOneRender(db, cookies[0]);
      const alone: number[] = [];
      for (const cookie of cookies.slice(0, 20)) {
        const t = performance.now();
        await render(cookie);
        alone.push(performance.now() - t);
      }
      log(
        `\n━━ ${role}: ${statements.total} SQL statements in one render (${statements.distinct} distinct, ${
          statements.ms.toFixed(1)
        } ms executing in Postgres); one user alone: p50 ${percentile(alone, 0.5).toFixed(1)} ms`,
      );
      statements.rows.forEach((r) => log(`  ${r}`));
      // Warm-up: every session once.
      await load(cookies, connections, 3);
      const cpu0 = processCpuSeconds(server.pid) * 1000;
      const timing = await load(cookies, connections, duration);
      // The server's own CPU per render: what a render costs whatever else the machine runs.
      const cpuPerRender = (processCpuSeconds(server.pid) * 1000 - cpu0) /
        Math.max(1, timing.requests);
      const people = await load(cookies, connections, duration, think * 1000);
      results[role] = {
        statements: statements.total,
        cpuPerRender,
        saturated: timing,
        withThinkTime: people,
      };
      log(
        `${role}: ${connections} users each reading for ~${think} s between renders: ${
          people.requests.toLocaleString('en')
        } renders (${people.rps.toFixed(0)}/s), p50 ${people.p50.toFixed(1)} ms, p95 ${
          people.p95.toFixed(1)
        } ms, p99 ${people.p99.toFixed(1)} ms (target p95 ≤ ${TARGET_P95_MS} ms: ${
          people.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'
        })`,
      );
      log(
        `${role}: saturated (${connections} clients, each asking again at once): ${
          timing.requests.toLocaleString('en')
        } renders in ${duration} s (${timing.rps.toFixed(0)}/s), p50 ${
          timing.p50.toFixed(1)
        } ms, p95 ${timing.p95.toFixed(1)} ms, p99 ${
          timing.p99.toFixed(1)
        } ms, errors ${timing.errors}; the server's CPU: ${cpuPerRender.toFixed(1)} ms a render`,
      );
    }
    log(
      `\nSeeded ${seeded.rows.toLocaleString('en')} rows in ${
        seeded.seconds.toFixed(0)
      } s; ${navigator.hardwareConcurrency} cores (load average ${
        Deno.loadavg().map((n) => n.toFixed(1)).join(' ')
      }).`,
    );
    const label = arg('label');
    Deno.writeTextFileSync(
      `${WORK_DIR}/results${label ? `-${label}` : ''}.json`,
      JSON.stringify(results, null, 1),
    );
  } finally {
    await stopProcess(server);
    await db.end({ timeout: 5 });
    if (args.includes('--keep')) log(`Cluster kept running: ${cluster.url}`);
    else await stopCluster(dataDir);
  }
}

/** The child process that generates the seeded week's invoices with the domain's own code. */
if (import.meta.main) {
  const week = argValue(Deno.args, 'invoice-week');
  if (!week) throw new Error('--invoice-week=YYYY-MM-DD is required');
  const { generateWeekInvoices } = await import('../../web/domains/invoices/actions.server.ts');
  const { sql } = await import('../../web/server/db.server.ts');
  const invoiced = await generateWeekInvoices(week, { batchSize: 2000, concurrency: 2 });
  await sql.end({ timeout: 5 });
  console.log(JSON.stringify({ created: invoiced.created }));
}
