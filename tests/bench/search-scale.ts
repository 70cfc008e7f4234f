// `npm run bench -- --search`: the two searches of issue 9 at national scale.
//
//   1. a fresh cluster on 127.0.0.1:54335 (.data/bench-search-postgres), migrated
//   2. seeded in SQL with generate_series: CAREGIVERS caregivers (default 1,000,000) and JOBS
//      jobs (default 200,000, four per family) spread over Canada's populated places
//      (seed/places/canada.json), each place weighted by its population, each point jittered
//      within a few km of the place (a disk of 2 to 10 km, wider for bigger places)
//   3. the caregiver search (the caregiver-search domain's searchCaregivers query: count and
//      average, then one page) and the job search (the jobs domain's searchJobs query) for 20
//      places, with and without filters, timed in Postgres: the domain's own query functions on
//      a service-role transaction, REPS runs per case after a warm-up, client-side wall time
//   4. a production build into .data/bench-search-dist; the server on :8220; the same cases
//      through HTTP, sequential, REPS per case after a warm-up: POST /api/user/filter as a
//      signed-in family, GET /api/jobs/search as a signed-in background-checked caregiver
//   5. tables of p50/p95 beside the targets (p95 ≤ 20 ms in Postgres, ≤ 50 ms through HTTP), and
//      EXPLAIN ANALYZE of the slowest case of each search (also written to .data/bench-search/)
//
// Options: --caregivers=N, --jobs=N (keep them small while developing, e.g. --caregivers=20000
// --jobs=4000), --reps=N (default 30), --reuse (keep the seeded cluster of an earlier run:
// skips the seeding; migrations added since are applied, then VACUUM ANALYZE), --no-http
// (Postgres only), --verify (after the timing, every place's answers for four filter sets per search
// compared with the searches' definitions: spheroidal ST_DWithin over every row, the filters as
// SQL, the page by a full sort), --compare=FILE (a results.json of an earlier run, or a file of the same shape:
// prints each p95 beside it and the ratio). Every run writes its figures to
// .data/bench-search/results.json (the previous one is kept as results-previous.json).
import postgres from 'postgres';
import { clusterDataDir, stopCluster } from '../../web/server/cli/local-postgres.ts';
import { migrate } from '../../web/server/cli/migrate.ts';
import {
  argValue as arg,
  benchPlaces,
  buildAssets,
  checkSeededCaregiverBits,
  insertCaregiverPointsSql,
  log,
  newSessionCookie,
  percentile,
  registerCaregiverKeysSql,
  serverUrl,
  sessionCookieSigner,
  signUpBenchUser,
  startBenchCluster,
  startServer,
  table,
  waitForServer,
} from './bench-kit.ts';
import type { Tx } from '../../web/server/db.server.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import * as caregiverQueries from '../../web/domains/caregiver-search/queries.server.ts';
import { ANY, type Filters, wageRange } from '../../web/domains/caregiver-search/model.ts';
import * as jobQueries from '../../web/domains/jobs/queries.server.ts';
import { geographyAt, jobsWithinDefinition } from '../factories/job-search-definition.ts';
import { JOB_PAGE_SIZE } from '../../web/domains/jobs/model.ts';

const DB_PORT = 54335;
const SERVER_PORT = 8220;
const SERVER = serverUrl(SERVER_PORT);
const {
  dataDir: DATA_DIR,
  assetsDir: ASSETS_DIR,
  workDir: WORK_DIR,
  secret: SECRET,
} = benchPlaces('search');
const TARGET_PG_MS = 20;
const TARGET_HTTP_MS = 50;
/** The job search's radius for the signed-in caregiver (the default work radius). */
const CAREGIVER_RADIUS_KM = 25;

const PLACES: Array<[name: string, region: string]> = [
  ['Toronto', 'ON'],
  ['Montréal', 'QC'],
  ['Vancouver', 'BC'],
  ['Calgary', 'AB'],
  ['Halifax', 'NS'],
  ['Ottawa', 'ON'],
  ['Edmonton', 'AB'],
  ['Winnipeg', 'MB'],
  ['Québec', 'QC'],
  ['Hamilton', 'ON'],
  ['Regina', 'SK'],
  ['Saskatoon', 'SK'],
  ["St. John's", 'NL'],
  ['Victoria', 'BC'],
  ['Kelowna', 'BC'],
  ['Greater Sudbury', 'ON'],
  ['Moncton', 'NB'],
  ['Charlottetown', 'PE'],
  ['Whitehorse', 'YT'],
  ['Kapuskasing', 'ON'],
];

// The "with filters" cases: several filters at once, as a family or caregiver narrowing down.
const CAREGIVER_FILTERS = {
  service: ['companionship'],
  gender: 'female',
  wageExp: '20u30d',
  yearsExp: 3,
};
const JOB_FILTERS = { date: '30', servicePerWeek: '10-20', language: 'english' } as const;

type Place = { name: string; region: string; lat: number; lng: number; geohash: string };
type Timing = { p50: number; p95: number; runs: number };
type Row = {
  place: string;
  pg: { plain: Timing; filtered: Timing };
  http?: { plain: Timing; filtered: Timing };
  total: { plain: number; filtered: number };
};

const timing = (values: number[]): Timing => ({
  p50: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  runs: values.length,
});

// ── seeding ─────────────────────────────────────────────────────────────────────────────────

/**
 * Writes the rows the two searches read, straight into their tables, in a few INSERT … SELECT
 * FROM generate_series statements on one connection with session_replication_role = replica:
 * that switches off every trigger, foreign-key checks included, so each row's derived columns are
 * written here instead of by the triggers that normally fill them:
 *   * caregiver_profiles: the display copies (user_id_number, names, gender) and is_searchable
 *     that copy_caregiver_public_fields would copy; the keys are drawn from the reference tables
 *     themselves, so check_caregiver_profile would accept them; wages are above every province's
 *     minimum;
 *   * private.caregiver_points: the point, work radius and filter columns refresh_caregiver_point
 *     would copy from the caregiver's profile and address, for searchable caregivers only, and
 *     the planar copy (x, y, band) set_planar_point would compute, and the keys' bits at their
 *     positions (registered first) as set_caregiver_point_key_bits would (checked on a sample);
 *     the caregivers have no address rows (the searches never read them; the point is the only
 *     copy they need);
 *   * jobs: locality, region, geohash and point that copy_job_address would copy from the
 *     family's address, and the planar copy set_planar_point would compute; address_id stays
 *     null (allowed: the column is nullable), and the families have no address rows either;
 *   * public.users: no account_statuses rows (on_user_created); the searches do not read them.
 * better_auth.users and public.users rows exist for every caregiver and family because the
 * foreign keys (caregiver_profiles → users → better_auth.users, jobs.family_id → users) demand
 * them, even though replica mode would not check. Then ANALYZE.
 */
async function seed(db: postgres.Sql, caregivers: number, jobs: number) {
  const places = JSON.parse(await Deno.readTextFile('seed/places/canada.json'));
  const families = Math.max(1, Math.ceil(jobs / 4));
  const t0 = performance.now();
  let rows = 0;
  const step = async (label: string, query: string, counted = true) => {
    const s = performance.now();
    const result = await db.unsafe(query);
    const n = result.count ?? 0;
    if (counted) rows += n;
    log(
      `  ${label}: ${n.toLocaleString('en')} rows in ${
        ((performance.now() - s) / 1000).toFixed(1)
      } s`,
    );
  };
  await db.unsafe(`set session_replication_role = replica`);
  await db.unsafe(`set synchronous_commit = off`);
  await db.unsafe(`set maintenance_work_mem = '256MB'`);
  await db.unsafe(`set work_mem = '64MB'`);
  await db.unsafe(`create schema if not exists bench`);
  await db.unsafe(
    `create unlogged table bench.places (name text, region text, population int, lat float8,
                                          lng float8)`,
  );
  await db.unsafe(
    `insert into bench.places
     select e ->> 0, e ->> 1, (e ->> 2)::int, (e ->> 3)::float8, (e ->> 4)::float8
       from jsonb_array_elements($1::text::jsonb) e`,
    [JSON.stringify(places)] as never[],
  );
  // 200,000 slots shared out by population (at least one per place): a uniform slot is then a
  // population-weighted place. Each place's jitter radius grows with its size: 2 km for a
  // village, 10 km for Toronto.
  await db.unsafe(`
    create unlogged table bench.slots as
    select (row_number() over (order by p.name, s) - 1)::int as slot, p.name, p.region, p.lat,
           p.lng, least(10, 2 + sqrt(p.population) / 200.0) as spread_km
      from bench.places p,
           lateral generate_series(1, greatest(1, round(p.population * 200000.0 /
             (select sum(population) from bench.places)))::int) s`);
  await db.unsafe(`alter table bench.slots add primary key (slot)`);
  const [{ n: slots }] = await db.unsafe(`select count(*)::int as n from bench.slots`);

  // One staging row per caregiver and per job: its id, place and jittered point.
  const staging = (table: string, count: number) => `
    create unlogged table bench.${table} as
    select g.i, gen_random_uuid() as id, s.name, s.region,
           s.lat + g.d * s.spread_km * cos(g.a) / 111.2 as lat,
           s.lng + g.d * s.spread_km * sin(g.a) / (111.2 * cos(radians(s.lat))) as lng
      from (select i, floor(random() * ${slots})::int as slot, random() * 2 * pi() as a,
                   sqrt(random()) as d
              from generate_series(1, ${count}) i offset 0) g
      join bench.slots s on s.slot = g.slot`;
  await step('staging caregivers', staging('cg', caregivers), false);
  await step('staging jobs', staging('job', jobs), false);
  // 4,096 random choices of keys, drawn from the reference tables with their own odds (so
  // check_caregiver_profile would accept every one); each row then picks one at random, a join
  // instead of four subqueries per row.
  await step(
    'staging key choices',
    `create unlogged table bench.choices as
     select n,
            array(select k.key from public.job_types k where random() < 0.5 and n >= 0)
              as job_types,
            array(select k.key from public.services k where random() < 0.4 and n >= 0)
              as services,
            array(select k.key from public.conditions k where random() < 0.25 and n >= 0)
              as conditions,
            array(select k.key from public.languages k
                   where k.key not in ('english', 'french') and random() < 0.05 and n >= 0)
              as languages,
            coalesce(nullif(array(select k.key from public.services k
                                   where random() < 0.3 and n >= 0 limit 12), '{}'),
                     array['companionship']) as job_services,
            coalesce(nullif(array(select k.key from public.conditions k
                                   where random() < 0.15 and n >= 0), '{}'),
                     array[(select min(key) from public.conditions)]) as job_conditions
       from generate_series(0, 4095) n`,
    false,
  );
  await db.unsafe(`alter table bench.choices add primary key (n)`);
  await step(
    'staging families',
    `create unlogged table bench.fam as
     select i, gen_random_uuid() as id from generate_series(1, ${families}) i`,
    false,
  );

  await step(
    'better_auth.users',
    `insert into better_auth.users (id, name, email, email_verified)
     select id, 'Bench Caregiver ' || i, 'cg' || i || '@bench.tendwell.ca', true from bench.cg
     union all
     select id, 'Bench Family ' || i, 'fam' || i || '@bench.tendwell.ca', true from bench.fam`,
  );
  await step(
    'public.users',
    `insert into public.users (id, user_id_number, user_type, email, first_name, last_name,
                               gender)
     select id, (100000000 + i)::text, 'caregiver', 'cg' || i || '@bench.tendwell.ca',
            'Care' || (i % 997), 'Giver' || i, case when i % 5 = 0 then 'male' else 'female' end
       from bench.cg
     union all
     select id, (700000000 + i)::text, 'family', 'fam' || i || '@bench.tendwell.ca',
            'Family', 'F' || i, null
       from bench.fam`,
  );
  // 90% approved (searchable); keys drawn from the reference tables, each with its own odds.
  await step(
    'caregiver_profiles',
    `insert into public.caregiver_profiles
       (user_id, bio, wage_exp_cents, years_exp, work_radius_km, job_types, services,
        conditions, languages, locality, admin_area_level1, user_id_number, first_name,
        last_name, gender, is_searchable, review_score, review_count, jobs_completed)
     select c.id, 'Bench caregiver', 1600 + floor(random() * 3000)::int,
            floor(random() * 16)::int,
            (array[10, 15, 25, 25, 50])[1 + floor(random() * 5)::int],
            k.job_types, k.services, k.conditions,
            case when c.region = 'QC' then array['french', 'english'] else array['english'] end
              || k.languages,
            lower(c.name), lower(c.region), (100000000 + c.i)::text, 'Care' || (c.i % 997),
            'Giver' || c.i, case when c.i % 5 = 0 then 'male' else 'female' end,
            c.i % 10 <> 0,
            case when c.i % 3 = 0 then round((3 + random() * 2)::numeric, 2) else 0 end,
            case when c.i % 3 = 0 then 1 + floor(random() * 20)::int else 0 end, 0
       from (select c.*, floor(random() * 4096)::int as choice from bench.cg c offset 0) c
       join bench.choices k on k.n = c.choice`,
  );
  await step('caregiver key positions', registerCaregiverKeysSql(), false);
  await step(
    'private.caregiver_points',
    insertCaregiverPointsSql(`(select id, extensions.st_setsrid(
       extensions.st_makepoint(lng, lat), 4326) as point from bench.cg)`),
  );
  // 90% available; posted over the last 90 days.
  await step(
    'jobs',
    `insert into public.jobs
       (family_id, description, services, conditions, language_pref, service_start,
        service_per_week, service_length, address_id, locality, admin_area_level1, geohash,
        location, x, y, band, is_available, created_at, updated_at)
     select f.id, 'Bench job ' || j.i,
            k.job_services, k.job_conditions,
            case when j.region = 'QC' then array['french', 'english'] else array['english'] end,
            (array['immediately', '1week', '1month', '1month+'])[1 + floor(random() * 4)::int],
            (array['under10', '10-20', '20+'])[1 + floor(random() * 3)::int],
            (array['underOneMonth', 'underThreeMonths', 'underSixMonths',
                   'overSixMonths'])[1 + floor(random() * 4)::int],
            null, lower(j.name), lower(j.region),
            extensions.st_geohash(extensions.st_setsrid(
              extensions.st_makepoint(j.lng, j.lat), 4326), 9),
            extensions.st_setsrid(extensions.st_makepoint(j.lng, j.lat), 4326)::extensions.geography,
            extensions.st_x(g.planar), extensions.st_y(g.planar),
            floor(extensions.st_y(g.planar) / 2000)::int,
            random() < 0.9, t.at, t.at
       from (select j.*, floor(random() * 4096)::int as choice from bench.job j offset 0) j
       join bench.choices k on k.n = j.choice
       join bench.fam f on f.i = 1 + (j.i % ${families})
       cross join lateral (select now() - random() * interval '90 days' + j.i * interval '0'
                             as at) t
       cross join lateral (select extensions.st_transform(extensions.st_setsrid(
                             extensions.st_makepoint(j.lng, j.lat), 4326), 3347) as planar) g`,
  );
  // The per-cell summaries of the caregiver search (20261123000700_search_cells.sql): the
  // triggers that keep them are off while seeding, so one set-based build from the points.
  await step('private.caregiver_cells (build)', `select private.build_caregiver_cells()`, false);
  const [cells] = await db.unsafe(`select count(*)::int as n from private.caregiver_cells`);
  rows += cells.n;
  log(`  private.caregiver_cells: ${cells.n.toLocaleString('en')} rows`);
  await checkSeededCaregiverBits(db);
  // The job search's per-cell counts (20261123001100_job_cells.sql), the same way.
  await step('private.job_cells (build)', `select private.build_job_cells()`, false);
  // Each job's services and conditions as bits (20261128000400_job_search_needs.sql): the trigger
  // that sets them is off too, so their keys are registered and the bits set in one pass.
  await step(
    'job key positions (services, conditions)',
    `select private.register_job_cell_keys(array(
       select distinct k from public.jobs j
        cross join unnest(array(select 's:' || s from unnest(j.services) s)
                          || array(select 'c:' || c from unnest(j.conditions) c)) k))`,
    false,
  );
  await step(
    'public.jobs need_bits',
    `update public.jobs j
        set need_bits = private.job_key_bits(array(select 's:' || s from unnest(j.services) s)
                                             || array(select 'c:' || c from unnest(j.conditions) c))`,
    false,
  );
  const [jobCells] = await db.unsafe(`select count(*)::int as n from private.job_cells`);
  rows += jobCells.n;
  log(`  private.job_cells: ${jobCells.n.toLocaleString('en')} rows`);
  await db.unsafe(`drop schema bench cascade`);
  await db.unsafe(`set session_replication_role = origin`);
  const a = performance.now();
  // VACUUM as well: a table at rest has its visibility map set by autovacuum, which index-only
  // scans depend on; measuring before that would measure the seeding, not the search.
  await db.unsafe(
    `vacuum (analyze) better_auth.users, public.users, public.caregiver_profiles,
             private.caregiver_points, private.caregiver_cells, public.jobs, private.job_cells`,
  );
  // Once more for the two tables the searches count over: after the seeding, the one VACUUM above
  // left most of public.jobs without its all-visible bit (612 of 9,432 pages, measured), and the
  // count's index-only scan then fetched 35,000 heap rows; a second pass sets them.
  await db.unsafe(
    `vacuum private.caregiver_points, private.caregiver_cells, public.jobs, private.job_cells`,
  );
  log(`  vacuum and analyze: ${((performance.now() - a) / 1000).toFixed(1)} s`);
  return { seconds: (performance.now() - t0) / 1000, rows };
}

// ── the signed-in family and caregiver ──────────────────────────────────────────────────────

/**
 * A family and a background-checked caregiver with a session each, made with the triggers on
 * (as signup would leave them: account_statuses included). The cookie is signed the way Better
 * Auth signs it (HMAC-SHA256 of the token with AUTH_SECRET); production cookies are __Secure-.
 */
async function signedInUsers(db: postgres.Sql) {
  const sign = await sessionCookieSigner(SECRET);
  const make = async (type: 'family' | 'caregiver') => {
    const email = `bench-search-${type}-${crypto.randomUUID().slice(0, 8)}@bench.tendwell.ca`;
    const id = await signUpBenchUser(db, { type, email, lastName: type });
    return { id, cookie: await newSessionCookie(db, id, sign) };
  };
  // The caregiver search allows a family 120 searches a minute (caregiver-search's rate limit):
  // each HTTP case signs in as a family of its own, so the bench measures the search, not 429s.
  const families = [];
  for (let i = 0; i < PLACES.length * 2; i++) families.push(await make('family'));
  return { family: families[0], families, caregiver: await make('caregiver') };
}

// ── the cases ───────────────────────────────────────────────────────────────────────────────

const caregiverFilters = (filtered: boolean): Filters => ({
  service: filtered ? CAREGIVER_FILTERS.service : [],
  conditions: [],
  jobType: ANY,
  gender: filtered ? CAREGIVER_FILTERS.gender as Filters['gender'] : ANY,
  wageExp: filtered ? CAREGIVER_FILTERS.wageExp : ANY,
  languagePref: ANY,
  yearsExp: filtered ? CAREGIVER_FILTERS.yearsExp : 0,
  rating: 0,
  pageNum: 1,
});

const jobFilters = (filtered: boolean): jobQueries.JobSearchFilters =>
  filtered
    ? {
      dateDays: Number(JOB_FILTERS.date),
      servicePerWeek: JOB_FILTERS.servicePerWeek,
      language: JOB_FILTERS.language,
    }
    : {};

type Search = 'caregivers' | 'jobs';

/** One run of the domain's own query function, as the app runs it (service role). */
function pgCase(
  search: Search,
  place: Place,
  filtered: boolean,
  users: { family: { id: string }; caregiver: { id: string } },
) {
  const origin = { lat: place.lat, lng: place.lng };
  return async (tx: Tx) => {
    if (search === 'caregivers') {
      const r = await caregiverQueries.searchCaregivers(tx, {
        origin,
        filters: caregiverFilters(filtered),
        familyId: users.family.id,
      });
      return r.total;
    }
    const r = await jobQueries.searchJobs(tx, {
      caregiverId: users.caregiver.id,
      origin,
      radiusKm: CAREGIVER_RADIUS_KM,
      filters: jobFilters(filtered),
      limit: JOB_PAGE_SIZE,
      offset: 0,
    });
    return r.total;
  };
}

function httpCase(
  search: Search,
  place: Place,
  filtered: boolean,
  users: { families: { cookie: string }[]; caregiver: { cookie: string } },
  caseIndex: number,
) {
  if (search === 'caregivers') {
    const family = users.families[caseIndex];
    const body = JSON.stringify({
      geohash: place.geohash,
      ...(filtered ? CAREGIVER_FILTERS : {}),
      pageNum: 1,
    });
    return () =>
      fetch(`${SERVER}/api/user/filter`, {
        method: 'POST',
        headers: {
          cookie: family.cookie,
          origin: SERVER,
          'content-type': 'application/json',
        },
        body,
      });
  }
  const query = new URLSearchParams({
    locality: place.name,
    region: place.region,
    ...(filtered ? JOB_FILTERS : {}),
  });
  return () =>
    fetch(`${SERVER}/api/jobs/search?${query}`, {
      headers: { cookie: users.caregiver.cookie, origin: SERVER },
    });
}

/**
 * A case stops after its runs, or once it has spent CASE_BUDGET_MS with at least MIN_RUNS timed
 * runs (a search that takes a second would otherwise hold the bench for an hour; its p95 is then
 * the slowest of fewer runs, and the table says how many).
 */
const CASE_BUDGET_MS = 4_000;
const MIN_RUNS = 3;
/** Untimed runs first: caches, plans and connections warm. */
const WARMUP = 1;
const overBudget = (started: number, times: number[]) =>
  times.length >= MIN_RUNS && performance.now() - started > CASE_BUDGET_MS;

async function timePg(
  db: postgres.Sql,
  run: (tx: Tx) => Promise<number>,
  reps: number,
): Promise<{ timing: Timing; total: number }> {
  const times: number[] = [];
  let total = 0;
  const started = performance.now();
  for (let i = 0; i < reps + WARMUP && !overBudget(started, times); i++) {
    await db.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', '{"role":"service_role"}', true),
                      set_config('role', 'service_role', true)`;
      const t0 = performance.now();
      total = await run(tx as unknown as Tx);
      if (i >= WARMUP) times.push(performance.now() - t0);
    });
  }
  return { timing: timing(times), total };
}

/**
 * --verify: the domain's searches against their definitions on the seeded data, as the app runs
 * them (service role): caregivers, every point within its own radius on the spheroid with the
 * filters as SQL (total, average wage, page 1 by distance then number); jobs, every available job
 * within 25 km (total, page 1 by distance, newest, id). Four filter sets each, every place.
 */
const VERIFY_CAREGIVER_FILTERS: Partial<Filters>[] = [
  {},
  { service: ['companionship'], gender: 'female', wageExp: '20u30d', yearsExp: 3 },
  { languagePref: 'french', rating: 4 },
  { conditions: ['dementia'], jobType: 'partTime', yearsExp: 5 },
];
const VERIFY_JOB_FILTERS: jobQueries.JobSearchFilters[] = [
  {},
  { dateDays: 30, servicePerWeek: '10-20', language: 'english' },
  { dateDays: 7 },
  { serviceStart: 'immediately', serviceLength: 'overSixMonths' },
  // The multi-selects (ADR 038): any chosen service, any chosen condition.
  { services: ['bathing', 'companionship'], conditions: ['dementia', 'parkinsons'] },
  { services: ['mealPrep'], language: 'english', dateDays: 30 },
];

async function verifyAnswers(
  db: postgres.Sql,
  places: Place[],
  users: { family: { id: string }; caregiver: { id: string } },
) {
  const asService = <T>(run: (tx: Tx) => Promise<T>) =>
    db.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', '{"role":"service_role"}', true),
                      set_config('role', 'service_role', true)`;
      return await run(tx as unknown as Tx);
    }) as Promise<T>;
  const differ: string[] = [];
  let checked = 0;
  for (const place of places) {
    const origin = { lat: place.lat, lng: place.lng };
    const here = geographyAt(db, place);
    for (const given of VERIFY_CAREGIVER_FILTERS) {
      const f = { ...caregiverFilters(false), ...given };
      const got = await asService((tx) =>
        caregiverQueries.searchCaregivers(tx, { origin, filters: f, familyId: users.family.id })
      );
      const { lower, upper } = wageRange(f.wageExp === ANY ? '0u100d' : f.wageExp);
      const where = db`extensions.st_dwithin(pt.location, ${here}, pt.work_radius_km * 1000.0)
        ${f.service.length ? db`and pt.services @> ${f.service}::text[]` : db``}
        ${f.conditions.length ? db`and pt.conditions @> ${f.conditions}::text[]` : db``}
        ${f.jobType !== ANY ? db`and ${f.jobType}::text = any(pt.job_types)` : db``}
        ${f.gender !== ANY ? db`and pt.gender = ${f.gender}` : db``}
        ${f.languagePref !== ANY ? db`and ${f.languagePref}::text = any(pt.languages)` : db``}
        ${
        f.wageExp !== ANY
          ? db`and pt.wage_exp_cents between ${Math.round(lower * 100)} and ${
            Math.round(upper * 100)
          }`
          : db``
      }
        ${f.yearsExp > 0 ? db`and pt.years_exp >= ${f.yearsExp}` : db``}
        ${f.rating > 0 ? db`and (pt.review_count > 0 or pt.review_score >= ${f.rating})` : db``}`;
      const [ref] = await db`
        select count(*)::int as total,
               coalesce(round(avg(pt.wage_exp_cents) / 100.0, 2), 0) as average
          from private.caregiver_points pt where ${where}`;
      const page = await db`
        select p.user_id_number from private.caregiver_points pt
          join public.caregiver_profiles p on p.user_id = pt.user_id
         where ${where} and p.is_searchable
         order by extensions.st_distance(pt.location, ${here}), p.user_id_number
         limit 20`;
      checked++;
      if (
        got.total !== ref.total || Math.abs(got.averageWage - Number(ref.average)) > 0.001 ||
        got.caregivers.map((c) => c.userIdNumber).join() !==
          page.map((r) => r.userIdNumber).join()
      ) {
        differ.push(
          `caregivers ${place.name} ${JSON.stringify(given)}: ${got.total} ≠ ${ref.total}`,
        );
      }
    }
    for (const f of VERIFY_JOB_FILTERS) {
      const got = await asService((tx) =>
        jobQueries.searchJobs(tx, {
          caregiverId: users.caregiver.id,
          origin,
          radiusKm: CAREGIVER_RADIUS_KM,
          filters: f,
          limit: JOB_PAGE_SIZE,
          offset: 0,
        })
      );
      const where = jobsWithinDefinition(db, origin, CAREGIVER_RADIUS_KM, f);
      const [ref] = await db`select count(*)::int as total from public.jobs j where ${where}`;
      const page = await db`
        select j.id from public.jobs j where ${where}
         order by extensions.st_distance(j.location, ${here}), j.created_at desc, j.id
         limit ${JOB_PAGE_SIZE}`;
      checked++;
      if (
        got.total !== ref.total || got.rows.map((r) => r.id).join() !== page.map((r) => r.id).join()
      ) {
        differ.push(`jobs ${place.name} ${JSON.stringify(f)}: ${got.total} ≠ ${ref.total}`);
      }
    }
  }
  log(
    `\n━━ Answers checked against the definitions (--verify): ${checked}, ${differ.length} differ`,
  );
  for (const line of differ) log(`  ${line}`);
}

const mismatches: string[] = [];

async function timeHttp(
  request: () => Promise<Response>,
  reps: number,
  expectTotal: number,
  label: string,
): Promise<Timing> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < reps + WARMUP && !overBudget(started, times); i++) {
    const t0 = performance.now();
    const res = await request();
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    if (body.total !== expectTotal && !mismatches.includes(label)) {
      mismatches.push(label);
      console.warn(`  ${label}: HTTP found ${body.total}, Postgres ${expectTotal}`);
    }
    if (i >= WARMUP) times.push(ms);
  }
  return timing(times);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the case runs: the statements are captured from
 * the driver (the exact text and parameters the domain's query sends) and explained once more.
 */
async function explainCase(
  url: string,
  run: (tx: Tx) => Promise<number>,
): Promise<string> {
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const capture = postgres(url, {
    max: 1,
    onnotice: () => {},
    transform: { column: { from: postgres.toCamel } },
    debug: (_conn, query, params) => {
      // Every statement the search sends, its own settings (JIT off) included; not the role.
      if (/^\s*(select|with)\b/i.test(query) && !/set_config\('role'|pg_type/.test(query)) {
        captured.push({ query, params: params as unknown[] });
      }
    },
  });
  const plans: string[] = [];
  try {
    await capture.begin(async (tx) => {
      await tx`select set_config('role', 'service_role', true)`;
      await run(tx as unknown as Tx);
    });
    const statements = captured.splice(0);
    await capture.begin(async (tx) => {
      await tx`select set_config('role', 'service_role', true)`;
      for (const { query, params } of statements) {
        const rows = await tx.unsafe(
          `explain (analyze, buffers, format text) ${query}`,
          params as never[],
        );
        const plan = rows.map((r) => Object.values(r)[0]).join('\n');
        plans.push(`${query.replace(/\s+/g, ' ').trim()}\n\n${plan}`);
      }
    });
  } finally {
    await capture.end();
  }
  return plans.join('\n\n────────\n\n');
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────

const fmt = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(1));
const mark = (v: number | undefined, target: number) =>
  v === undefined ? '—' : `${v.toFixed(1)}${v <= target ? '' : ' ✗'}`;

function report(search: Search, rows: Row[], seconds: number) {
  const title = search === 'caregivers'
    ? `Caregiver search (POST /api/user/filter; with filters: ${JSON.stringify(CAREGIVER_FILTERS)})`
    : `Job search (GET /api/jobs/search, ${CAREGIVER_RADIUS_KM} km; with filters: ${new URLSearchParams(
      JOB_FILTERS,
    )})`;
  console.log(`\n━━ ${title}`);
  console.log(table(
    [
      'place',
      'found',
      'found (filters)',
      'pg p50',
      'pg p95',
      'pg+f p50',
      'pg+f p95',
      'http p50',
      'http p95',
      'http+f p50',
      'http+f p95',
      'runs',
    ],
    rows.map((r) => [
      r.place,
      r.total.plain,
      r.total.filtered,
      fmt(r.pg.plain.p50),
      mark(r.pg.plain.p95, TARGET_PG_MS),
      fmt(r.pg.filtered.p50),
      mark(r.pg.filtered.p95, TARGET_PG_MS),
      fmt(r.http?.plain.p50),
      mark(r.http?.plain.p95, TARGET_HTTP_MS),
      fmt(r.http?.filtered.p50),
      mark(r.http?.filtered.p95, TARGET_HTTP_MS),
      Math.min(
        r.pg.plain.runs,
        r.pg.filtered.runs,
        r.http?.plain.runs ?? Infinity,
        r.http?.filtered.runs ?? Infinity,
      ),
    ]),
  ));
  const worst = (f: (r: Row) => number | undefined) => Math.max(...rows.map((r) => f(r) ?? 0));
  const pgWorst = worst((r) => Math.max(r.pg.plain.p95, r.pg.filtered.p95));
  const httpWorst = worst((r) => r.http && Math.max(r.http.plain.p95, r.http.filtered.p95));
  console.log(
    `  ms; targets: p95 ≤ ${TARGET_PG_MS} ms in Postgres (worst ${pgWorst.toFixed(1)}: ${
      pgWorst <= TARGET_PG_MS ? 'met' : 'MISSED'
    }), p95 ≤ ${TARGET_HTTP_MS} ms through HTTP (worst ${httpWorst.toFixed(1)}: ${
      rows[0]?.http ? (httpWorst <= TARGET_HTTP_MS ? 'met' : 'MISSED') : 'not measured'
    }); ✗ marks a miss; runs: the fewest timed runs among the row's cases; measured in ${
      seconds.toFixed(0)
    } s`,
  );
}

type Results = Record<Search, Row[]>;

/** Each p95 beside the same case of an earlier run (`--compare`), and how many times faster. */
function compareReport(search: Search, rows: Row[], before: Results, label: string) {
  const old = new Map(before[search]?.map((r) => [r.place, r]) ?? []);
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || !b ? '—' : `${(a / b).toFixed(1)}×`;
  const pair = (a: number | undefined, b: number | undefined) =>
    `${fmt(a)} → ${fmt(b)} (${ratio(a, b)})`;
  console.log(`\n━━ ${search}: p95 before (${label}) → now, and how many times faster`);
  console.log(table(
    ['place', 'pg', 'pg, filters', 'http', 'http, filters'],
    rows.map((r) => {
      const o = old.get(r.place);
      return [
        r.place,
        pair(o?.pg.plain.p95, r.pg.plain.p95),
        pair(o?.pg.filtered.p95, r.pg.filtered.p95),
        pair(o?.http?.plain.p95, r.http?.plain.p95),
        pair(o?.http?.filtered.p95, r.http?.filtered.p95),
      ];
    }),
  ));
}

export async function searchScaleBench(args: string[]) {
  const root = new URL('../../', import.meta.url).pathname;
  Deno.chdir(root);
  const CAREGIVERS = Number(arg(args, 'caregivers') ?? 1_000_000);
  const JOBS = Number(arg(args, 'jobs') ?? 200_000);
  const REPS = Number(arg(args, 'reps') ?? 30);
  const REUSE = args.includes('--reuse');
  const HTTP = !args.includes('--no-http');
  const VERIFY = args.includes('--verify');
  const COMPARE = arg(args, 'compare');
  Deno.mkdirSync(WORK_DIR, { recursive: true });
  const before: Results | null = COMPARE ? JSON.parse(Deno.readTextFileSync(COMPARE)) : null;

  const canada: Array<[string, string, number, number, number]> = JSON.parse(
    Deno.readTextFileSync('seed/places/canada.json'),
  );
  const places: Place[] = PLACES.map(([name, region]) => {
    const p = canada.find((c) => c[0] === name && c[1] === region);
    if (!p) throw new Error(`${name}, ${region} is not in seed/places/canada.json`);
    return { name, region, lat: p[3], lng: p[4], geohash: encodeGeohash(p[3], p[4]) };
  });

  const dataDir = await clusterDataDir(DATA_DIR);
  let server: Deno.ChildProcess | null = null;
  const stopServer = () => {
    try {
      server?.kill('SIGTERM');
    } catch { /* gone */ }
  };
  const onSignal = () => stopServer();
  Deno.addSignalListener('SIGINT', onSignal);
  Deno.addSignalListener('SIGTERM', onSignal);
  log(`Search at scale: cluster on 127.0.0.1:${DB_PORT} (${DATA_DIR})…`);
  const cluster = await startBenchCluster(dataDir, DB_PORT, !REUSE);
  const db = postgres(cluster.url, {
    max: 1,
    onnotice: () => {},
    transform: { column: { from: postgres.toCamel } },
  });
  try {
    let seeded: { seconds: number; rows: number } | null = null;
    if (!REUSE) {
      await migrate(cluster.url, () => {});
      log(
        `Seeding ${CAREGIVERS.toLocaleString('en')} caregivers and ${
          JOBS.toLocaleString('en')
        } jobs…`,
      );
      seeded = await seed(db, CAREGIVERS, JOBS);
    } else {
      // Migrations added since the seeding (e.g. a new index): applied to the seeded data, then
      // VACUUM, so index-only scans find the visibility map set as on a table at rest.
      const applied: string[] = [];
      await migrate(cluster.url, (line) => applied.push(line));
      if (applied.some((l) => /applied/.test(l))) {
        log(`Applied to the seeded data: ${applied.join('; ').trim()}`);
        await db.unsafe(
          `vacuum (analyze) private.caregiver_points, private.caregiver_cells, public.jobs,
                            private.job_cells`,
        );
      }
    }
    const [counts] = await db`
      select (select round(100.0 * relallvisible / greatest(relpages, 1)) from pg_class
               where oid = 'private.caregiver_points'::regclass)::int as points_visible,
             (select round(100.0 * relallvisible / greatest(relpages, 1)) from pg_class
               where oid = 'public.jobs'::regclass)::int as jobs_visible,
             (select count(*) from public.caregiver_profiles)::int as caregivers,
             (select count(*) from private.caregiver_points)::int as points,
             (select count(*) from public.jobs)::int as jobs,
             (select count(*) from public.jobs where is_available)::int as available`;
    const users = await signedInUsers(db);

    const t0 = performance.now();
    const results: Record<Search, Row[]> = { caregivers: [], jobs: [] };
    const slowest: Record<Search, { place: Place; filtered: boolean; p95: number } | null> = {
      caregivers: null,
      jobs: null,
    };
    for (const search of ['caregivers', 'jobs'] as const) {
      log(`Postgres: the ${search} search, ${REPS} runs per case…`);
      for (const place of places) {
        const plain = await timePg(db, pgCase(search, place, false, users), REPS);
        const filtered = await timePg(db, pgCase(search, place, true, users), REPS);
        log(
          `  ${place.name}: p95 ${plain.timing.p95.toFixed(1)} / ${
            filtered.timing.p95.toFixed(1)
          } ms with filters (found ${plain.total} / ${filtered.total})`,
        );
        results[search].push({
          place: place.name,
          pg: { plain: plain.timing, filtered: filtered.timing },
          total: { plain: plain.total, filtered: filtered.total },
        });
        for (const [f, t] of [[false, plain.timing], [true, filtered.timing]] as const) {
          if (!slowest[search] || t.p95 > slowest[search]!.p95) {
            slowest[search] = { place, filtered: f, p95: t.p95 };
          }
        }
      }
    }
    const pgSeconds = (performance.now() - t0) / 1000;
    if (VERIFY) await verifyAnswers(db, places, users);

    const plans: Record<Search, string> = { caregivers: '', jobs: '' };
    for (const search of ['caregivers', 'jobs'] as const) {
      const s = slowest[search]!;
      plans[search] = await explainCase(cluster.url, pgCase(search, s.place, s.filtered, users));
      Deno.writeTextFileSync(
        `${WORK_DIR}/explain-${search}.txt`,
        `${s.place.name}, ${s.filtered ? 'with' : 'without'} filters\n\n${plans[search]}\n`,
      );
    }

    let httpSeconds = 0;
    if (HTTP) {
      await buildAssets(ASSETS_DIR, { quiet: true });
      server = startServer({
        port: SERVER_PORT,
        assetsDir: ASSETS_DIR,
        databaseUrl: cluster.url,
        databaseSocket: cluster.socket,
        secret: SECRET,
        mailDir: `${root}${WORK_DIR}/mail`,
      });
      await waitForServer(`${SERVER}/login`, { timeoutMs: 90_000, pollMs: 250, okOnly: true });
      const t1 = performance.now();
      for (const search of ['caregivers', 'jobs'] as const) {
        log(`HTTP: the ${search} search, ${REPS} requests per case, sequential…`);
        for (const [i, place] of places.entries()) {
          const row = results[search][i];
          row.http = {
            plain: await timeHttp(
              httpCase(search, place, false, users, 2 * i),
              REPS,
              row.total.plain,
              `${search} ${place.name}`,
            ),
            filtered: await timeHttp(
              httpCase(search, place, true, users, 2 * i + 1),
              REPS,
              row.total.filtered,
              `${search} ${place.name} (filters)`,
            ),
          };
          log(
            `  ${place.name}: p95 ${row.http.plain.p95.toFixed(1)} / ${
              row.http.filtered.p95.toFixed(1)
            } ms with filters`,
          );
        }
      }
      httpSeconds = (performance.now() - t1) / 1000;
    }

    console.log(
      `\n━━ Data: ${counts.caregivers.toLocaleString('en')} caregivers (${
        counts.points.toLocaleString('en')
      } searchable), ${counts.jobs.toLocaleString('en')} jobs (${
        counts.available.toLocaleString('en')
      } available)`,
    );
    if (seeded) {
      console.log(
        `  seeded ${seeded.rows.toLocaleString('en')} rows in ${seeded.seconds.toFixed(0)} s (${
          Math.round(seeded.rows / seeded.seconds).toLocaleString('en')
        } rows/s, staging and ANALYZE included)`,
      );
    } else console.log('  seeding skipped (--reuse)');
    console.log(
      `  all-visible pages (index-only scans): caregiver_points ${counts.pointsVisible} %, jobs ${counts.jobsVisible} %`,
    );
    for (const search of ['caregivers', 'jobs'] as const) {
      report(search, results[search], pgSeconds + httpSeconds);
    }
    if (before) {
      for (const search of ['caregivers', 'jobs'] as const) {
        compareReport(search, results[search], before, COMPARE!);
      }
    }
    try {
      Deno.renameSync(`${WORK_DIR}/results.json`, `${WORK_DIR}/results-previous.json`);
    } catch { /* the first run */ }
    Deno.writeTextFileSync(`${WORK_DIR}/results.json`, JSON.stringify(results, null, 1));
    for (const search of ['caregivers', 'jobs'] as const) {
      const s = slowest[search]!;
      console.log(
        `\n━━ EXPLAIN ANALYZE, slowest ${search} case in Postgres: ${s.place.name}, ${
          s.filtered ? 'with' : 'without'
        } filters (p95 ${s.p95.toFixed(1)} ms; also in ${WORK_DIR}/explain-${search}.txt)\n`,
      );
      console.log(plans[search]);
    }
    console.log(
      `\nMeasured on ${navigator.hardwareConcurrency} cores (load average ${
        Deno.loadavg().map((n) => n.toFixed(1)).join(' ')
      }).`,
    );
  } finally {
    stopServer();
    await server?.status;
    Deno.removeSignalListener('SIGINT', onSignal);
    Deno.removeSignalListener('SIGTERM', onSignal);
    await db.end();
    await stopCluster(cluster.dataDir);
  }
}
