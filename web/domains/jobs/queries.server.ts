// The jobs domain's reads and writes. Every function takes the caller's transaction. Each query
// declares the row it reads (ADR 059: the tables' columns from db-schema.ts, computed ones by hand)
// and maps it to what callers use at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import {
  CELL_M,
  cellBits,
  cellMask,
  type CellStretches,
  planarBoundOfMaxD,
  planarPlaceOf,
  planarPoint,
  radiusCover,
  searchFrame,
} from '../../server/planar-search.server.ts';
import type { Locale } from '../../shared/i18n.tsx';
import type { CareNeeds } from './model.ts';

type JobTable = Row<'public.jobs'>;
type IdRow = Pick<JobTable, 'id'>;
/** count(*)::int: an int4, a number. */
type CountRow = { n: number };

/** Condition keys among `keys`, in reference-data order, with their label in `locale`. */
export async function conditionLabels(tx: Tx, keys: string[], locale: Locale) {
  const rows = await tx<Pick<Row<'public.conditions'>, 'key' | 'labelEn' | 'labelFr'>[]>`
    select key, label_en, label_fr from public.conditions
     where key = any(${keys}) order by sort_order`;
  return rows.map((r) => ({ key: r.key, label: locale === 'fr' ? r.labelFr : r.labelEn }));
}

/** Inserts an available job and returns its id. */
export async function insertJob(
  tx: Tx,
  job: { familyId: string; addressId: string; description: string; careNeeds: CareNeeds },
): Promise<string> {
  const { careNeeds } = job;
  const [row] = await tx<IdRow[]>`
    insert into public.jobs
      (family_id, address_id, description, services, conditions, language_pref,
       service_start, service_per_week, service_length)
    values (${job.familyId}, ${job.addressId}, ${job.description}, ${careNeeds.services},
            ${careNeeds.conditions}, ${[...new Set(careNeeds.languagePref)]},
            ${careNeeds.serviceStart}, ${careNeeds.servicePerWeek}, ${careNeeds.serviceLength})
    returning id`;
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Postings (the family's own: RLS limits these to the viewer's jobs)

const POINT = (lat: number, lng: number) => ({ lat, lng });
export type Point = ReturnType<typeof POINT>;

/** Whether every key is a known condition (reference data). */
export async function allConditionsKnown(tx: Tx, keys: string[]): Promise<boolean> {
  const [row] = await tx<CountRow[]>`
    select count(*)::int as n from public.conditions where key = any(${keys})`;
  return row.n === new Set(keys).size;
}

/** A job's own columns, as a family's posting and a caregiver's card both read them. */
type JobColumns = Pick<
  JobTable,
  | 'id'
  | 'createdAt'
  | 'description'
  | 'services'
  | 'conditions'
  | 'languagePref'
  | 'serviceStart'
  | 'servicePerWeek'
  | 'serviceLength'
  | 'locality'
  | 'adminAreaLevel1'
  | 'isAvailable'
>;

/** A family's posting: the job, its street address when asked for, and its counters. */
export type FamilyJobRow = JobColumns & Pick<JobTable, 'familyId' | 'updatedAt'> & {
  /** private.job_address()'s, read only `withAddress`. */
  addressFull?: string | null;
  /** jsonb: the address field's parts, names to lower-cased words. */
  addressParams?: Record<string, string> | null;
  numApply: number;
  newApply: number;
  cgViews: number;
  newViews: number;
};

/**
 * The family's jobs (one, or all newest first) with their address and counters. Runs as the
 * family: RLS returns its own jobs only, job_address() its own address only, and the counts
 * cover the applications and views of its own jobs. (Applications are the applications
 * domain's: the counts read the view it publishes, public.application_states, here so jobs need
 * not import applications.) Without
 * `withAddress` the street address is not read (job_address() is a query of its own per job,
 * about 0.2 ms each): the city is the job's own columns.
 */
export async function selectFamilyJobs(
  tx: Tx,
  familyId: string,
  opts: { jobId?: string; limit?: number; withAddress?: boolean } = {},
): Promise<FamilyJobRow[]> {
  const withAddress = opts.withAddress ?? true;
  return await tx<FamilyJobRow[]>`
    select j.id, j.family_id, j.created_at, j.updated_at, j.description, j.services,
           j.conditions, j.language_pref, j.service_start, j.service_per_week, j.service_length,
           j.locality, j.admin_area_level1, j.is_available,
           ${withAddress ? tx`a.address_full, a.address_params,` : tx``}
           (select count(*)::int from public.application_states ja where ja.job_id = j.id)
             as num_apply,
           (select count(*)::int from public.application_states ja
             where ja.job_id = j.id and not ja.is_read) as new_apply,
           (select count(distinct v.caregiver_id)::int from public.job_views v
             where v.job_id = j.id) as cg_views,
           (select count(*)::int from public.job_views v
             where v.job_id = j.id and v.created_at >= now() - interval '7 days') as new_views
      from public.jobs j
      ${withAddress ? tx`left join lateral private.job_address(j.id) a on true` : tx``}
     where j.family_id = ${familyId}
       ${opts.jobId ? tx`and j.id = ${opts.jobId}` : tx``}
     order by j.created_at desc, j.id
     ${opts.limit ? tx`limit ${opts.limit}` : tx``}`;
}

export async function countFamilyJobs(tx: Tx, familyId: string): Promise<number> {
  const [row] = await tx<CountRow[]>`
    select count(*)::int as n from public.jobs where family_id = ${familyId}`;
  return row.n;
}

/** Changes a job of the viewer's (RLS: the family's own); false when there is none. */
export async function updateJob(
  tx: Tx,
  jobId: string,
  job: { description: string; careNeeds: CareNeeds; addressId?: string },
): Promise<boolean> {
  const { careNeeds } = job;
  const rows = await tx<IdRow[]>`
    update public.jobs
       set description = ${job.description}, services = ${careNeeds.services},
           conditions = ${careNeeds.conditions}, language_pref = ${careNeeds.languagePref},
           service_start = ${careNeeds.serviceStart},
           service_per_week = ${careNeeds.servicePerWeek},
           service_length = ${careNeeds.serviceLength}
           ${job.addressId ? tx`, address_id = ${job.addressId}` : tx``}
     where id = ${jobId}
    returning id`;
  return rows.length === 1;
}

/** Activates or deactivates a job of the viewer's; false when there is none. */
export async function setJobAvailable(tx: Tx, jobId: string, isAvailable: boolean) {
  const rows = await tx<IdRow[]>`
    update public.jobs set is_available = ${isAvailable} where id = ${jobId} returning id`;
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// The caregiver's side. The functions below marked "service path" run on asService and return
// only city-level columns and a distance rounded to 0.5 km: the job's point, geohash, address
// and the family's contact details are never selected, so they cannot reach the answer.

/** The caregiver's own home point and work radius (service path; their own data). */
export async function selectCaregiverOrigin(tx: Tx, caregiverId: string, defaultKm: number) {
  type Profile = Row<'public.caregiver_cards'>;
  // The profile and the address are left joined: a caregiver may have neither yet. (A view's
  // columns are nullable to Postgres: the lists are null without a profile either way.)
  const [row] = await tx<{
    radiusKm: number;
    lat: number | null;
    lng: number | null;
    services: Profile['services'];
    conditions: Profile['conditions'];
    languages: Profile['languages'];
  }[]>`
    select coalesce(p.work_radius_km, ${defaultKm})::int as radius_km,
           extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng,
           p.services, p.conditions, p.languages
      from public.user_cards u
      left join public.caregiver_cards p on p.user_id = u.id
      left join public.address_places a on a.id = u.address_id and a.user_id = u.id
     where u.id = ${caregiverId} and u.user_type = 'caregiver'`;
  if (!row) return null;
  return {
    radiusKm: row.radiusKm,
    home: row.lat === null || row.lng === null ? null : POINT(row.lat, row.lng),
    services: row.services ?? [],
    conditions: row.conditions ?? [],
    languages: row.languages ?? [],
  };
}

export type JobSearchFilters = {
  dateDays?: number;
  serviceStart?: string;
  servicePerWeek?: string;
  serviceLength?: string;
  language?: string;
  /** Jobs needing any of these services (an empty list matches nothing). */
  services?: string[];
  /** Jobs with any of these conditions (an empty list matches nothing). */
  conditions?: string[];
};

const CARD_COLUMNS = (tx: Tx, caregiverId: string) =>
  tx`j.id, j.created_at, j.description, j.services, j.conditions, j.language_pref,
     j.service_start, j.service_per_week, j.service_length, j.locality, j.admin_area_level1,
     j.is_available,
     exists (select 1 from public.application_states ja
              where ja.job_id = j.id and ja.caregiver_id = ${caregiverId}) as applied,
     exists (select 1 from public.job_views v
              where v.job_id = j.id and v.caregiver_id = ${caregiverId}) as viewed,
     exists (select 1 from public.job_favourites f
              where f.job_id = j.id and f.caregiver_id = ${caregiverId}) as favourite`;

/** CARD_COLUMNS' row. */
type CardColumns = JobColumns & { applied: boolean; viewed: boolean; favourite: boolean };

/**
 * A job card for a caregiver: the distance rounded to 0.5 km (round() of a float8 is a float8,
 * a number), null where there is no point to measure from.
 */
export type CardRow = CardColumns & { distanceKm: number | null };

/** The bitmap keys of private.job_cells the filters select (private.job_keys names them). */
function jobFilterKeys(filters: JobSearchFilters): string[] {
  const keys: string[] = [];
  if (filters.serviceStart) keys.push(`ss:${filters.serviceStart}`);
  if (filters.servicePerWeek) keys.push(`pw:${filters.servicePerWeek}`);
  if (filters.serviceLength) keys.push(`sl:${filters.serviceLength}`);
  if (filters.language) keys.push(`l:${filters.language}`);
  return keys;
}

/** The multi-selects as groups of cell keys: a job meets a group with any one of its keys. */
function jobFilterGroups(filters: JobSearchFilters): string[][] {
  const groups: string[][] = [];
  if (filters.services) groups.push(filters.services.map((k) => `s:${k}`));
  if (filters.conditions) groups.push(filters.conditions.map((k) => `c:${k}`));
  return groups;
}

/**
 * A cell's (`cc`) bitmap of the members with any key of `keys`: the OR of the keys' bitmaps, a
 * missing one read as no member. All missing (or no keys) gives no member: a zero mask.
 */
function cellAnyMask(tx: Tx, keys: string[]) {
  const zero = tx`repeat('0', cc.members)::varbit`;
  return keys.reduce(
    (acc, key) => tx`${acc} | coalesce(${cellBits(tx, 'private.job_cell_keys', key)}, ${zero})`,
    zero,
  );
}

/**
 * The statement's mask of a group's keys on public.jobs.need_bits (uncorrelated: computed once).
 * A job meets the group when `need_bits & mask <> 0`.
 */
function needMask(tx: Tx, keys: string[]) {
  return tx`(select private.job_key_bits(${keys}::text[]))`;
}

/**
 * The matches in the cells of `cells`: each cell's count; with filters, the AND of the chosen
 * predicates' bitmaps (each at its position, looked up once) and of each multi-select's OR,
 * counted; with a date, only the members from the first one posted since the cutoff (members
 * are in created_at order: width_bucket counts, by binary search, those posted before). A key no
 * cell has, or a cell without one of the keys, gives a null mask: 0.
 */
function jobCellCount(
  tx: Tx,
  cells: CellStretches,
  filters: JobSearchFilters,
  cutoff: ReturnType<Tx['unsafe']> | null,
) {
  const keys = jobFilterKeys(filters);
  const groups = jobFilterGroups(filters);
  const from = tx`
    from unnest(${cells.bands}::int[], ${cells.lo}::int[], ${cells.hi}::int[]) as c(band, lo, hi)
    join private.job_cells cc on cc.cell_y = c.band and cc.cell_x between c.lo and c.hi`;
  // Members posted before the cutoff (created_at < cutoff), the first ones of the cell.
  const before = cutoff
    ? tx`width_bucket(${cutoff} - interval '1 microsecond', cc.created)`
    : tx`0`;
  if (keys.length === 0 && groups.length === 0) {
    return tx`select coalesce(sum(cc.members - ${before}), 0)::bigint as n ${from}`;
  }
  const parts = [
    ...(keys.length ? [cellMask(tx, 'private.job_cell_keys', keys)] : []),
    ...groups.map((g) => tx`(${cellAnyMask(tx, g)})`),
  ];
  const mask = parts.slice(1).reduce((acc, part) => tx`${acc} & ${part}`, parts[0]);
  return tx`
    select coalesce(sum(bit_count(substring(m.mask from ${before} + 1))), 0)::bigint as n
      ${from}
     cross join lateral (select ${mask} as mask offset 0) m`;
}

/** A page's card and its exact distance in metres, beside the search's total. */
type PageRow = CardColumns & { distanceKm: number; pageDistance: number };
/** The summary left joined to the page: one row of nulls but the total when the page is empty. */
type SearchRow = { total: number } & ({ [K in keyof PageRow]: PageRow[K] | null });
const onPage = (r: SearchRow): r is SearchRow & PageRow => r.id !== null;

/**
 * Available jobs within `radiusKm` of `origin`, nearest first then newest (service path). The
 * distance is computed here on the geography points and leaves rounded to 0.5 km.
 *
 * The total is exact: the 2 km cells lying entirely inside the radius answer from their counts
 * (private.job_cells, jobCellCount), and the other jobs the radius can reach are counted one by
 * one from jobs_available_band_idx (index-only scans per band), the radius tested on the planar
 * copy (x, y) with the spheroid deciding the frame's margin. The page is read nearest first from
 * jobs_available_xy_idx (KNN `<->` on the planar copy) until offset + limit matches; the farthest
 * of them, on the spheroid, bounds the page, and every match within that bound is ranked by
 * spheroidal distance, newest, id: the page a full sort would give.
 */
export async function searchJobs(
  tx: Tx,
  input: {
    caregiverId: string;
    origin: Point;
    radiusKm: number;
    filters: JobSearchFilters;
    limit: number;
    offset: number;
  },
): Promise<{ rows: CardRow[]; total: number }> {
  const { filters } = input;
  const origin = tx`extensions.st_setsrid(extensions.st_makepoint(${input.origin.lng},
    ${input.origin.lat}), 4326)::extensions.geography`;
  const cutoff = filters.dateDays
    ? tx`date_trunc('day', now()) - make_interval(days => ${filters.dateDays})`
    : null;
  // Each multi-select: the job has a bit of the group's mask (need_bits is in the edge's index).
  const needsSql = jobFilterGroups(filters).reduce(
    (acc, g) => tx`${acc} and (j.need_bits & ${needMask(tx, g)}) <> 0`,
    tx``,
  );
  const filterSql = tx`
    ${cutoff ? tx`and j.created_at >= ${cutoff}` : tx``}
    ${filters.serviceStart ? tx`and j.service_start = ${filters.serviceStart}` : tx``}
    ${filters.servicePerWeek ? tx`and j.service_per_week = ${filters.servicePerWeek}` : tx``}
    ${filters.serviceLength ? tx`and j.service_length = ${filters.serviceLength}` : tx``}
    ${filters.language ? tx`and ${filters.language} = any(j.language_pref)` : tx``}
    ${needsSql}`;
  const frame = await searchFrame(tx, input.origin);
  const { x: fx, y: fy, k } = frame;
  const radiusM = input.radiusKm * 1000;
  const { cells, rows: edge } = radiusCover(frame, input.radiusKm, true);
  const d2 = tx`((j.x - ${fx}::float8) * (j.x - ${fx}::float8)
                 + (j.y - ${fy}::float8) * (j.y - ${fy}::float8))`;
  // The radius rule on the planar copy, the spheroid deciding the margin's rows: the same set as
  // extensions.st_dwithin(j.location, origin, radius).
  const within = tx`
    j.is_available
    and (${d2} <= ${(radiusM * k * (1 - frame.margin)) ** 2}::float8
         or (${d2} <= ${(radiusM * k * (1 + frame.margin)) ** 2}::float8
             and extensions.st_dwithin(j.location, ${origin}, ${radiusM})))
    ${filterSql}`;
  // The page's walk and search use the planar GiST index (jobs_available_xy_idx): a planar box
  // distance per index entry, where the geography index computes sphere distances (ADR 021).
  const planarOrigin = planarPoint(tx, frame);
  const planarBound = planarBoundOfMaxD(tx, frame);
  // One round trip: JIT off for the transaction (compiling these short plans cost seconds at
  // scale; it applies to the statement after it, which postgres.js sends at once), then the
  // count and the page in one statement:
  //   in_cells: the matches of the cells entirely inside (jobCellCount);
  //   at_edge: the other matches, row by row (index-only scans, one per band and side);
  //   nearest: the planar index walked nearest first, ending after min(offset + limit, total)
  //     matches, which exist: any such matches bound the page, the nearest tightest;
  //   page: every match within the farthest of them on the spheroid (+ 1 m), found in the
  //     planar circle that holds them all, ranked exactly.
  const [, rows] = await Promise.all([
    tx`select set_config('jit', 'off', true)`,
    tx<SearchRow[]>`
    with in_cells as materialized (
      ${jobCellCount(tx, cells, filters, cutoff)}
    ), at_edge as materialized (
      select count(*)::bigint as n
        from unnest(${edge.bands}::int[], ${edge.xlo}::float8[], ${edge.xhi}::float8[],
                    ${edge.cxlo}::int[], ${edge.cxhi}::int[]) as c(band, xlo, xhi, cxlo, cxhi)
        join public.jobs j on j.band = c.band and j.x between c.xlo and c.xhi
       where floor(j.x / ${CELL_M}::float8) not between c.cxlo and c.cxhi
         and ${within}
    ), summary as materialized (
      select (i.n + e.n)::int as total from in_cells i cross join at_edge e
    ), nearest as materialized (
      select extensions.st_distance(j.location, ${origin}) as d
        from public.jobs j
       where ${within}
       order by point(j.x, j.y) <-> ${planarOrigin}
       limit (select case when total > ${input.offset}::int
                          then least(${input.offset + input.limit}::int, total) else 0 end
                from summary)
    ), page as (
      select ${CARD_COLUMNS(tx, input.caregiverId)},
             round(extensions.st_distance(j.location, ${origin}) / 500) / 2 as distance_km,
             extensions.st_distance(j.location, ${origin}) as page_distance
        from public.jobs j
       where ${within}
         and point(j.x, j.y) <@ circle(${planarOrigin}, (select ${planarBound} from nearest))
         and extensions.st_dwithin(j.location, ${origin}, (select max(d) + 1 from nearest))
       order by page_distance, j.created_at desc, j.id
       limit ${input.limit} offset ${input.offset}
    )
    select s.total, page.*
      from summary s left join page on true
     order by page.page_distance, page.created_at desc, page.id`,
  ]);
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.filter(onPage).map(({ total: _t, pageDistance: _d, ...r }) => r),
    total,
  };
}

/** How many of the available jobs nearest a caregiver their dashboard's new jobs come from. */
export const NEAR_JOBS_POOL = 100;

/**
 * The dashboard's 'New jobs based on your profile' (service path): of the NEAR_JOBS_POOL
 * available jobs nearest the caregiver's home (on the planar copy), those within their radius;
 * the ones matching one of their services first, then the newest. Bounded (ADR 031): the GiST
 * index is walked nearest first and stops after NEAR_JOBS_POOL rows; ranking every job in the
 * radius cost what the city's size did, on every render. Where fewer jobs are nearby, the pool
 * holds all of them.
 */
export async function newJobsNear(
  tx: Tx,
  input: {
    caregiverId: string;
    origin: Point;
    radiusKm: number;
    services: string[];
    limit: number;
  },
): Promise<CardRow[]> {
  const origin = tx`extensions.st_setsrid(extensions.st_makepoint(${input.origin.lng},
    ${input.origin.lat}), 4326)::extensions.geography`;
  // Only the walk in the CTE (with the radius there the planner may scan the whole box and
  // sort), and the radius tested on the CTE's distance (tested on the table's location, a generic
  // plan fetched every job in the radius by index and joined them: 60 ms at scale). The walk's
  // limit is written into the SQL: as a parameter, a generic plan does not know it is small and
  // sorts the whole table. The walk is planar (jobs_available_xy_idx), as the search's page. The
  // walk carries what the ranking needs (it reads each job's row anyway), so only the chosen few
  // are joined back for their cards.
  return await tx<(CardColumns & { distanceKm: number })[]>`
    with nearest as materialized (
      select j.id, j.services, j.created_at, extensions.st_distance(j.location, ${origin}) as d
        from public.jobs j
       where j.is_available
       order by point(j.x, j.y) <-> ${planarPlaceOf(tx, input.origin)}
       limit ${tx.unsafe(String(NEAR_JOBS_POOL))}
    ), chosen as materialized (
      select n.id, n.d
        from nearest n
       where n.d <= ${input.radiusKm * 1000}
       order by (n.services && ${input.services}::text[]) desc, n.created_at desc, n.id
       limit ${input.limit}
    )
    select ${CARD_COLUMNS(tx, input.caregiverId)}, round(n.d / 500) / 2 as distance_km
      from chosen n
      join public.jobs j on j.id = n.id
     order by (j.services && ${input.services}::text[]) desc, j.created_at desc, j.id`;
}

/** The caregiver's favourite jobs that are still available, newest favourite first. */
export async function favouriteJobs(tx: Tx, caregiverId: string, limit: number) {
  return await tx<(CardColumns & { distanceKm: null })[]>`
    select ${CARD_COLUMNS(tx, caregiverId)}, null as distance_km
      from public.job_favourites f
      join public.jobs j on j.id = f.job_id
     where f.caregiver_id = ${caregiverId} and j.is_available
     order by f.created_at desc
     limit ${limit}`;
}

/**
 * One job as a caregiver sees it (service path): city level, the family's first name and
 * picture, the application count, the caregiver's own application/favourite/view, and the
 * distance from the caregiver's home rounded to 0.5 km. Inactive jobs are returned too (the
 * page shows them with Apply disabled).
 */
export async function selectJobForCaregiver(tx: Tx, jobId: string, caregiverId: string) {
  const [row] = await tx<
    (CardRow & {
      // public.user_cards' columns, not null but the thumbnail as users' are.
      familyFirstName: string;
      familyImgUrlThumb: string | null;
      familyUserIdNumber: string;
      numApply: number;
      /** jsonb_build_object's, the caregiver's own application. */
      application: { id: string; isRead: boolean; isAccepted: boolean; isDeclined: boolean } | null;
    })[]
  >`
    select ${CARD_COLUMNS(tx, caregiverId)},
           u.first_name as family_first_name, u.img_url_thumb as family_img_url_thumb,
           u.user_id_number as family_user_id_number,
           (select count(*)::int from public.application_states ja where ja.job_id = j.id)
             as num_apply,
           (select jsonb_build_object('id', ja.id, 'isRead', ja.is_read,
                                      'isAccepted', ja.is_accepted, 'isDeclined', ja.is_declined)
              from public.application_states ja
             where ja.job_id = j.id and ja.caregiver_id = ${caregiverId}) as application,
           (select round(extensions.st_distance(j.location, a.location) / 500) / 2
              from public.user_cards me
              join public.address_places a on a.id = me.address_id and a.user_id = me.id
             where me.id = ${caregiverId}) as distance_km
      from public.jobs j
      join public.user_cards u on u.id = j.family_id
     where j.id = ${jobId}`;
  return row ?? null;
}

/** Records that the caregiver opened an available job today (as the caregiver; RLS checks). */
export async function recordJobView(tx: Tx, jobId: string, caregiverId: string) {
  await tx`
    insert into public.job_views (job_id, caregiver_id)
    select ${jobId}, ${caregiverId}
     where exists (select 1 from public.jobs j where j.id = ${jobId} and j.is_available)
    on conflict do nothing`;
}

export async function insertFavourite(tx: Tx, caregiverId: string, jobId: string) {
  await tx`
    insert into public.job_favourites (caregiver_id, job_id) values (${caregiverId}, ${jobId})
    on conflict do nothing`;
}

export async function deleteFavourite(tx: Tx, caregiverId: string, jobId: string) {
  await tx`
    delete from public.job_favourites where caregiver_id = ${caregiverId} and job_id = ${jobId}`;
}

/** Whether the caregiver can see the job (RLS: available jobs). */
export async function jobVisible(tx: Tx, jobId: string): Promise<boolean> {
  const rows = await tx`select 1 from public.job_postings where id = ${jobId}`;
  return rows.length === 1;
}

/**
 * Views of the family's jobs this week and last week, the weeks beginning at the instants given
 * (the dashboard's Sunday weeks in the user's zone), else Monday, UTC; for a family's Job Views
 * tile. As the family: RLS limits the rows to views of its own jobs.
 */
export async function familyJobViewsByWeek(
  tx: Tx,
  familyId: string,
  weeks?: { thisWeek: Date; lastWeek: Date },
) {
  const thisWeek = weeks?.thisWeek ?? null;
  const lastWeek = weeks?.lastWeek ?? null;
  const [row] = await tx<{ thisWeek: number; lastWeek: number }[]>`
    with w as (
      select coalesce(${thisWeek}::timestamptz, date_trunc('week', now())) as this_start,
             coalesce(${lastWeek}::timestamptz, date_trunc('week', now()) - interval '7 days')
               as last_start
    )
    select count(v.job_id) filter (where v.created_at >= w.this_start)::int as this_week,
           count(v.job_id) filter (where v.created_at < w.this_start)::int as last_week
      from w
      left join (public.job_views v join public.jobs j on j.id = v.job_id and j.family_id = ${familyId})
        on v.created_at >= w.last_start
     group by w.this_start`;
  return { thisWeek: row.thisWeek, lastWeek: row.lastWeek };
}

/** An available job and its family, as the reader may see it (job_postings). */
export async function selectPostingFamily(tx: Tx, jobId: string) {
  // A view's columns are nullable to Postgres; a row found by its id has both.
  const [row] = await tx<{ id: string; familyId: string }[]>`
    select id, family_id from public.job_postings where id = ${jobId}`;
  return row ?? null;
}

/**
 * A posted job needing care immediately and the caregivers to alert of it (service path, the
 * worker's Emergency alert): every caregiver who chose the Emergency job type and whose home lies
 * within their work radius (25 km when none is set) of the job, on the spheroid, with their email
 * and language and the distance rounded to 0.5 km. Nothing when the job is gone, inactive or does
 * not need care immediately. The 50 km test (the largest radius) lets the GiST index of
 * public.addresses (through the view addresses publishes) find the homes near the job before each
 * caregiver's own radius is tested.
 */
export async function selectEmergencyAlert(
  tx: Tx,
  jobId: string,
  input: { emergencyType: string; defaultKm: number; maxKm: number },
) {
  return await tx<{
    jobId: JobTable['id'];
    locality: JobTable['locality'];
    adminAreaLevel1: JobTable['adminAreaLevel1'];
    // public.user_cards' columns, not null as users' are; the locale is 'en' or 'fr' (its check
    // constraint).
    caregiverId: string;
    email: string;
    firstName: string;
    locale: Locale;
    distanceKm: number;
  }[]>`
    select j.id as job_id, j.locality, j.admin_area_level1,
           u.id as caregiver_id, u.email, u.first_name, u.locale,
           round(extensions.st_distance(a.location, j.location) / 500) / 2 as distance_km
      from public.jobs j
      join public.address_places a
        on extensions.st_dwithin(a.location, j.location, ${input.maxKm * 1000})
      join public.user_cards u on u.address_id = a.id and u.id = a.user_id
      join public.caregiver_cards p on p.user_id = u.id
      -- Only a caregiver who could apply (background check approved) is called to a job.
      join public.account_flags s on s.user_id = u.id and s.is_bg_check
     where j.id = ${jobId} and j.is_available and j.service_start = 'immediately'
       and u.user_type = 'caregiver'
       and ${input.emergencyType} = any(p.job_types)
       and extensions.st_dwithin(a.location, j.location,
                                 coalesce(p.work_radius_km, ${input.defaultKm}) * 1000)
     order by distance_km, u.id`;
}
