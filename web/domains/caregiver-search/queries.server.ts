// The caregiver-search domain's reads and writes: private.caregiver_points (through the search,
// on the service path the action opens), public.favourites, and the reader's own place and care
// needs (RLS: their own rows). Every function takes the caller's transaction and opens none.
// Other domains' rows are read through what their owners publish (ADR 054): the cards through
// public.caregiver_cards, the place through user_cards and address_places, the needs through
// care_need_keys.
//
// No query returns a caregiver's point: distances are computed in PostGIS and rounded to the
// nearest 0.5 km before they leave the database. Each query declares the row it reads (ADR 059)
// and maps it at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import {
  CELL_M,
  cellBits,
  cellMask,
  type Frame,
  planarBoundOfMaxD,
  planarPlaceOf,
  planarPoint,
  type Point,
  radiusCover,
  searchFrame,
} from '../../server/planar-search.server.ts';
import { keyMap } from '../../shared/key-map.ts';
import { type Gender, WORK_RADII_KM } from '../caregivers/model.ts';
import {
  ANY,
  type CaregiverResult,
  type Filters,
  normalizeRating,
  PAGE_SIZE,
  roundTo2,
  WAGE_OPTIONS,
  wageRange,
  YEARS_OPTIONS,
} from './model.ts';

/**
 * A caregiver as the caregivers domain publishes them (public.caregiver_cards). A view's columns
 * are nullable to Postgres; the rows below say which are not (as caregiver_profiles' are).
 */
type Card = Row<'public.caregiver_cards'>;

const geography = (tx: Tx, p: Point) =>
  tx`extensions.st_setsrid(extensions.st_makepoint(${p.lng}::float8, ${p.lat}::float8), 4326)::extensions.geography`;

/**
 * The card's columns; `origin` adds the distance rounded to 0.5 km (never the point), or
 * `distanceM`, a spheroidal distance in metres the statement already has (no second
 * ST_Distance, no join back to the point).
 */
const CARD_COLUMNS = (
  tx: Tx,
  origin: Point | null,
  familyId: string,
  distanceM: ReturnType<Tx> | null = null,
) =>
  tx`p.user_id_number, p.first_name, p.last_name, p.img_url_thumb, p.gender, p.wage_exp_cents,
     p.years_exp, p.review_count, p.review_score, p.job_types, p.languages, p.services,
     p.conditions, p.locality, p.admin_area_level1,
     ${
    distanceM
      ? tx`round(${distanceM} / 500.0) * 0.5`
      : origin
      ? tx`round(extensions.st_distance(pt.location, ${geography(tx, origin)}) / 500.0) * 0.5`
      : tx`null::numeric`
  } as distance_km,
     exists (
       select 1 from public.favourites f
        where f.family_id = ${familyId} and f.caregiver_id = p.user_id
     ) as is_favourite`;

/**
 * CARD_COLUMNS' row. The distance is a float8 (round() of one, times 0.5), a number, or the
 * null::numeric of a card without a place to measure from.
 */
type CardRow =
  & Pick<Card, 'imgUrlThumb' | 'wageExpCents' | 'locality' | 'adminAreaLevel1'>
  & {
    userIdNumber: NonNullable<Card['userIdNumber']>;
    firstName: NonNullable<Card['firstName']>;
    lastName: NonNullable<Card['lastName']>;
    /** 'male', 'female' or not given (the profile's check constraint). */
    gender: Gender | null;
    yearsExp: NonNullable<Card['yearsExp']>;
    reviewCount: NonNullable<Card['reviewCount']>;
    reviewScore: NonNullable<Card['reviewScore']>;
    jobTypes: NonNullable<Card['jobTypes']>;
    languages: NonNullable<Card['languages']>;
    services: NonNullable<Card['services']>;
    conditions: NonNullable<Card['conditions']>;
  }
  & { distanceKm: number | null; isFavourite: boolean };

function toResult(row: CardRow): CaregiverResult {
  return {
    userIdNumber: row.userIdNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    imgUrlThumb: row.imgUrlThumb,
    gender: row.gender,
    wageExp: row.wageExpCents === null ? null : row.wageExpCents / 100,
    yearsExp: row.yearsExp,
    reviews: row.reviewCount,
    // numeric: a string.
    reviewsScore: Number(row.reviewScore),
    jobType: keyMap(row.jobTypes),
    languagePref: row.languages,
    service: keyMap(row.services),
    conditions: keyMap(row.conditions),
    location: { locality: row.locality, adminAreaLevel1: row.adminAreaLevel1 },
    distanceKm: row.distanceKm,
    isFavourite: row.isFavourite,
  };
}

/**
 * The filters of spec 002 §9, as model.ts's matchesFilters applies them, on the copies of the
 * profile's columns that private.caregiver_points keeps (the search counts without the profile).
 */
function filterClause(tx: Tx, f: Filters) {
  const parts = [];
  if (f.service.length > 0) parts.push(tx`and pt.services @> ${f.service}::text[]`);
  if (f.conditions.length > 0) parts.push(tx`and pt.conditions @> ${f.conditions}::text[]`);
  if (f.jobType !== ANY) parts.push(tx`and ${f.jobType}::text = any(pt.job_types)`);
  if (f.gender !== ANY) parts.push(tx`and pt.gender = ${f.gender}`);
  if (f.languagePref !== ANY) parts.push(tx`and ${f.languagePref}::text = any(pt.languages)`);
  if (f.wageExp !== ANY) {
    const { lower, upper } = wageRange(f.wageExp);
    parts.push(
      tx`and pt.wage_exp_cents between ${Math.round(lower * 100)} and ${Math.round(upper * 100)}`,
    );
  }
  if (f.yearsExp > 0) parts.push(tx`and pt.years_exp >= ${f.yearsExp}`);
  const rating = normalizeRating(f.rating);
  if (rating > 0) parts.push(tx`and (pt.review_count > 0 or pt.review_score >= ${rating})`);
  return parts.reduce((acc, part) => tx`${acc} ${part}`, tx``);
}

/** The caregivers' radius rule on the planar copy, the spheroid deciding the margin's rows. */
function planarReach(tx: Tx, frame: Frame, origin: Point) {
  const d2 = tx`((pt.x - ${frame.x}::float8) * (pt.x - ${frame.x}::float8)
                 + (pt.y - ${frame.y}::float8) * (pt.y - ${frame.y}::float8))`;
  const inner = (1000 * frame.k * (1 - frame.margin)) ** 2;
  const outer = (1000 * frame.k * (1 + frame.margin)) ** 2;
  return tx`(${d2} <= pt.work_radius_km * pt.work_radius_km * ${inner}::float8
     or (${d2} <= pt.work_radius_km * pt.work_radius_km * ${outer}::float8
         and extensions.st_dwithin(pt.location, ${geography(tx, origin)},
                                   pt.work_radius_km * 1000.0)))`;
}

// ---------------------------------------------------------------------------------------------
// Per-cell summaries (20261123000700_search_cells.sql; ADR 021 "Per-cell summaries")

/**
 * The filters as predicate keys (private.caregiver_point_keys names them), and whether the wage
 * range or the years value is one without a key (not among the options): that one can only be
 * tested on its column.
 */
function filterKeyParts(f: Filters) {
  const keys = [
    ...f.service.map((k) => `s:${k}`),
    ...f.conditions.map((k) => `c:${k}`),
  ];
  let wageOnColumn = false, yearsOnColumn = false;
  if (f.jobType !== ANY) keys.push(`j:${f.jobType}`);
  if (f.gender !== ANY) keys.push(`g:${f.gender}`);
  if (f.languagePref !== ANY) keys.push(`l:${f.languagePref}`);
  if (f.wageExp !== ANY) {
    const { lower, upper } = wageRange(f.wageExp);
    const option = WAGE_OPTIONS.find((o) => {
      const r = wageRange(o);
      return Math.round(r.lower * 100) === Math.round(lower * 100) &&
        Math.round(r.upper * 100) === Math.round(upper * 100);
    });
    if (option) keys.push(`p:${option}`);
    else wageOnColumn = true;
  }
  if (f.yearsExp > 0) {
    if ((YEARS_OPTIONS as readonly number[]).includes(f.yearsExp)) keys.push(`y:${f.yearsExp}`);
    else yearsOnColumn = true;
  }
  const rating = normalizeRating(f.rating);
  if (rating > 0) keys.push(`r:${rating}`);
  return { keys: [...new Set(keys)], wageOnColumn, yearsOnColumn };
}

type FilterKeyParts = ReturnType<typeof filterKeyParts>;

/**
 * The bitmap keys of private.caregiver_cells that select the filters' matches (their AND); []
 * without filters; null when a filter has no bitmap (a wage range other than the four options,
 * a years value other than 3, 5, 7, 10): the search then reads every row as before.
 */
function cellKeys({ keys, wageOnColumn, yearsOnColumn }: FilterKeyParts): string[] | null {
  return wageOnColumn || yearsOnColumn ? null : keys;
}

/** Positions with a bit in a point's keys_lo (1 to 64) and keys_hi (65 to 128). */
const KEY_BITS = 128;

/**
 * The keys' positions (private.caregiver_cell_keys), as far as this process has read them. A
 * position is given once and never changed, so one read stays true; a key nobody had then is
 * looked for again, at most every KEY_POSITIONS_RETRY_MS (a search for it meanwhile tests it on
 * the columns, which is as exact and slower).
 */
const keyPositions = new Map<string, number>();
let keyPositionsReadAt = -Infinity;
const KEY_POSITIONS_RETRY_MS = 5000;

async function positionsOf(tx: Tx, keys: string[]): Promise<(number | undefined)[]> {
  if (keys.length === 0) return [];
  const now = performance.now();
  if (keys.some((k) => !keyPositions.has(k)) && now - keyPositionsReadAt > KEY_POSITIONS_RETRY_MS) {
    keyPositionsReadAt = now;
    for (
      const r of await tx<Row<'private.caregiver_cell_keys'>[]>`
        select key, pos from private.caregiver_cell_keys`
    ) {
      keyPositions.set(r.key, r.pos);
    }
  }
  return keys.map((k) => keyPositions.get(k));
}

/**
 * The filters as the rows at the edge test them (caregiver_points_edge_idx, index-only): every
 * key as the point's bits, `(keys_lo & lo) = lo and (keys_hi & hi) = hi`, a wage range or years
 * value without a key on its column. When a key has no bit here (no position read, or beyond
 * 128), the filters on the columns (filterClause), read from the table. `positions` are those of
 * `keyParts.keys` (positionsOf). Not async: a fragment is a thenable, and returning one from an
 * async function would run it.
 */
function edgeFilterClause(
  tx: Tx,
  f: Filters,
  keyParts: FilterKeyParts,
  positions: (number | undefined)[],
) {
  const { wageOnColumn, yearsOnColumn } = keyParts;
  if (positions.some((p) => p === undefined || p > KEY_BITS)) return filterClause(tx, f);
  let lo = 0n, hi = 0n;
  // None is undefined: the line above returned otherwise.
  for (const p of positions as number[]) {
    if (p <= 64) lo |= 1n << BigInt(p - 1);
    else hi |= 1n << BigInt(p - 65);
  }
  // As the signed bigints Postgres stores (position 64 is the sign bit).
  const [loSql, hiSql] = [lo, hi].map((b) => BigInt.asIntN(64, b).toString());
  const parts = [];
  if (lo !== 0n) parts.push(tx`and (pt.keys_lo & ${loSql}::int8) = ${loSql}::int8`);
  if (hi !== 0n) parts.push(tx`and (pt.keys_hi & ${hiSql}::int8) = ${hiSql}::int8`);
  if (wageOnColumn) {
    const { lower, upper } = wageRange(f.wageExp);
    parts.push(
      tx`and pt.wage_exp_cents between ${Math.round(lower * 100)} and ${Math.round(upper * 100)}`,
    );
  }
  if (yearsOnColumn) parts.push(tx`and pt.years_exp >= ${f.yearsExp}`);
  return parts.reduce((acc, part) => tx`${acc} ${part}`, tx``);
}

/**
 * What a search reads, per work radius (radiusCover): the cells lying entirely inside the disc
 * within which every point is certainly inside, and the rows to check one by one.
 */
export function cellCover(frame: Frame, withCells: boolean) {
  const cells = {
    radii: [] as number[],
    bands: [] as number[],
    lo: [] as number[],
    hi: [] as number[],
  };
  const rows = {
    radii: [] as number[],
    bands: [] as number[],
    xlo: [] as number[],
    xhi: [] as number[],
    cxlo: [] as number[],
    cxhi: [] as number[],
  };
  for (const km of WORK_RADII_KM) {
    const cover = radiusCover(frame, km, withCells);
    cells.radii.push(...cover.cells.bands.map(() => km));
    cells.bands.push(...cover.cells.bands), cells.lo.push(...cover.cells.lo);
    cells.hi.push(...cover.cells.hi);
    rows.radii.push(...cover.rows.bands.map(() => km));
    rows.bands.push(...cover.rows.bands), rows.xlo.push(...cover.rows.xlo);
    rows.xhi.push(...cover.rows.xhi), rows.cxlo.push(...cover.rows.cxlo);
    rows.cxhi.push(...cover.rows.cxhi);
  }
  return { cells, rows };
}

/** Σ 2^k · bit_count(mask & slices[k + 1]): the wage sum of the members in `mask` (wages are at
 * most 100,000 cents < 2^17, so 17 slices; a missing slice counts 0). Written out once. */
const MASKED_WAGE_SUM = Array.from(
  { length: 17 },
  (_, k) => `(coalesce(bit_count(m.mask & cc.slices[${k + 1}]), 0) << ${k})`,
).join(' + ');

/**
 * Count, wage count and wage sum of the matches in the cells of `cells`: the members' scalars
 * without filters; with filters, the AND of the chosen predicates' bitmaps (each at its position,
 * looked up once: private.caregiver_cell_keys), counted, and summed against the wage's bit slices.
 * A key no cell has, or a cell without one of the keys, gives a null mask: 0.
 */
function cellSummary(tx: Tx, cells: ReturnType<typeof cellCover>['cells'], keys: string[]) {
  const from = tx`
    from unnest(${cells.radii}::int[], ${cells.bands}::int[], ${cells.lo}::int[],
                ${cells.hi}::int[]) as c(radius_km, band, lo, hi)
    join private.caregiver_cells cc
      on cc.work_radius_km = c.radius_km and cc.cell_y = c.band and cc.cell_x between c.lo and c.hi`;
  if (keys.length === 0) {
    return tx`
      select coalesce(sum(cc.members), 0)::bigint as n, coalesce(sum(cc.wage_n), 0)::bigint as wn,
             coalesce(sum(cc.wage_sum), 0)::bigint as ws
        ${from}`;
  }
  const positions = 'private.caregiver_cell_keys';
  // The mask is computed once per cell (the lateral subquery), then counted against the wage
  // bitmap and the 17 slices in plain SQL: no function call per cell.
  return tx`
    select coalesce(sum(bit_count(m.mask)), 0)::bigint as n,
           coalesce(sum(bit_count(m.mask & ${cellBits(tx, positions, 'w')})), 0)::bigint as wn,
           coalesce(sum(${tx.unsafe(MASKED_WAGE_SUM)}), 0)::bigint as ws
      ${from}
     cross join lateral (select ${cellMask(tx, positions, keys)} as mask offset 0) m`;
}

/** A page's card and its exact distance in metres. */
type PageRow = CardRow & { pageDistance: number };
/**
 * The summary (the total an int4; the average a numeric, a string, null without wages) left
 * joined to the page: one row of nulls but the summary when the page is empty.
 */
type SearchRow =
  & { total: number; averageWage: string | null }
  & { [K in keyof PageRow]: PageRow[K] | null };
const onPage = (r: SearchRow): r is SearchRow & PageRow => r.userIdNumber !== null;

/**
 * Searchable caregivers whose work radius reaches `origin` and who pass the filters: one page
 * ordered by distance (then number, for a stable order), the total and the average wage.
 * Service path only (reads private.caregiver_points and private.caregiver_cells).
 *
 * The total and the average are exact: the cells lying entirely inside each radius's
 * certain-inside disc answer from their summaries (cellCover, cellSummary), and the other rows the
 * radius can reach are counted one by one from caregiver_points_edge_idx (index-only scans, the
 * filters on the points' bits). The
 * page is read nearest first from the planar GiST index (KNN `<->` on (x, y)) until offset + 20
 * matches: the farthest of them, on the spheroid, bounds the page, and every match within that
 * bound is then ranked by its spheroidal distance, so the page is exactly the one a full sort
 * would give.
 */
export async function searchCaregivers(
  tx: Tx,
  opts: { origin: Point; filters: Filters; familyId: string },
): Promise<{ caregivers: CaregiverResult[]; total: number; averageWage: number }> {
  const { origin, filters, familyId } = opts;
  const frame = await searchFrame(tx, origin);
  const filtersSql = filterClause(tx, filters);
  const keyParts = filterKeyParts(filters);
  const edgeFiltersSql = edgeFilterClause(
    tx,
    filters,
    keyParts,
    await positionsOf(tx, keyParts.keys),
  );
  const keys = cellKeys(keyParts);
  const { cells, rows: edge } = cellCover(frame, keys !== null);
  const offset = (filters.pageNum - 1) * PAGE_SIZE;
  const place = geography(tx, origin);
  const reach = planarReach(tx, frame, origin);
  const planarPlace = planarPoint(tx, frame);
  const planarBound = planarBoundOfMaxD(tx, frame);
  // One round trip: JIT off for the transaction (compiling these short plans cost seconds at
  // scale; the setting applies to the statement after it, which postgres.js sends at once), then
  // the count and the page in one statement:
  //   in_cells: the matches of the cells entirely inside (their summaries);
  //   at_edge: the other matches, row by row (index-only scans, one per radius, band and side);
  //   summary: the exact total and average of the two;
  //   nearest: the nearest matches, walking the planar GiST index (x, y) in distance order with
  //     the radius rule as planarReach writes it (the set the count counted), ending after
  //     min(offset + 20, total) matches, which exist (a spheroidal ST_DWithin against a column
  //     here looked like a handful of rows to the planner, which then sorted every candidate
  //     instead); any such matches bound the page, the nearest bound it tightest;
  //   page: every match within the farthest of them on the spheroid (+1 m), found in the planar
  //     circle that holds them all, ranked exactly.
  const [, rows] = await Promise.all([
    tx`select set_config('jit', 'off', true)`,
    tx<SearchRow[]>`
      with in_cells as materialized (
        ${cellSummary(tx, cells, keys ?? [])}
      ), at_edge as materialized (
        select count(*)::bigint as n, count(pt.wage_exp_cents)::bigint as wn,
               coalesce(sum(pt.wage_exp_cents), 0)::bigint as ws
          from unnest(${edge.radii}::int[], ${edge.bands}::int[], ${edge.xlo}::float8[],
                      ${edge.xhi}::float8[], ${edge.cxlo}::int[], ${edge.cxhi}::int[])
                 as c(radius_km, band, xlo, xhi, cxlo, cxhi)
          join private.caregiver_points pt
            on pt.work_radius_km = c.radius_km and pt.band = c.band
           and pt.x between c.xlo and c.xhi
         where floor(pt.x / ${CELL_M}::float8) not between c.cxlo and c.cxhi
           and ${reach} ${edgeFiltersSql}
      ), summary as materialized (
        select (i.n + e.n)::int as total,
               round(((i.ws + e.ws)::numeric / nullif(i.wn + e.wn, 0)) / 100.0, 2)
                 as average_wage
          from in_cells i cross join at_edge e
      ), nearest as materialized (
        select extensions.st_distance(pt.location, ${place}) as d
          from private.caregiver_points pt
         where ${reach} ${filtersSql}
         order by point(pt.x, pt.y) <-> ${planarPlace}
         limit (select case when total > ${offset}::int
                            then least(${offset + PAGE_SIZE}::int, total) else 0 end
                  from summary)
      ), page as (
        select ${CARD_COLUMNS(tx, origin, familyId)},
               extensions.st_distance(pt.location, ${place}) as page_distance
          from private.caregiver_points pt
          join public.caregiver_cards p on p.user_id = pt.user_id
         where point(pt.x, pt.y) <@ circle(${planarPlace}, (select ${planarBound} from nearest))
           and extensions.st_dwithin(pt.location, ${place}, (select max(d) + 1 from nearest))
           and ${reach} and p.is_searchable ${filtersSql}
         order by page_distance, p.user_id_number
         limit ${PAGE_SIZE} offset ${offset}
      )
      select s.total, s.average_wage, page.*
        from summary s left join page on true
       order by page.page_distance, page.user_id_number`,
  ]);
  const summary = rows[0];
  return {
    caregivers: rows.filter(onPage).map(toResult),
    total: summary?.total ?? 0,
    averageWage: summary?.averageWage == null ? 0 : roundTo2(Number(summary.averageWage)),
  };
}

/** How many of the caregivers nearest a family its recommendations are chosen from. */
export const RECOMMEND_POOL = 100;

/**
 * A family's recommended caregivers (dashboard; service path): of the RECOMMEND_POOL caregivers
 * nearest the family (on the planar copy), those whose radius reaches it and who share at least
 * one of its needs; the most shared needs first, then the nearest. Bounded (ADR 031): the GiST index is walked nearest
 * first and stops after RECOMMEND_POOL rows, whatever the city's size; ranking every caregiver in
 * reach cost what the city's size did, on every render. Where fewer caregivers live nearby, the
 * pool holds all of them within reach, and the answer is the full ranking's.
 */
export async function recommendCaregivers(
  tx: Tx,
  opts: {
    origin: Point;
    services: string[];
    conditions: string[];
    familyId: string;
    limit: number;
  },
): Promise<CaregiverResult[]> {
  const { origin, services, conditions, familyId, limit } = opts;
  const place = geography(tx, origin);
  // Only the walk in the CTE (a filter there let the planner prefer a bitmap scan of the whole
  // 50 km box, then a sort), and the reach and needs tested on the CTE's own columns (tested on
  // the table's, a generic plan fetched every caregiver in reach by index and joined them). The
  // walk's limit is written into the SQL: as a parameter, a generic plan does not know it is small
  // and sorts the whole table. The walk is planar (caregiver_points_xy_idx): a box distance per
  // index entry instead of the geography index's sphere distance, 1 ms instead of 3.4 for
  // Toronto's 100 (ADR 031); planar and spheroidal order differ by under 0.25 % over 50 km.
  const rows = await tx<CardRow[]>`
    with nearest as materialized (
      select pt.user_id, pt.work_radius_km, pt.services, pt.conditions,
             extensions.st_distance(pt.location, ${place}) as d
        from private.caregiver_points pt
       order by point(pt.x, pt.y) <-> ${planarPlaceOf(tx, origin)}
       limit ${tx.unsafe(String(RECOMMEND_POOL))}
    )
    select ${CARD_COLUMNS(tx, origin, familyId, tx`n.d`)}
      from nearest n
      join public.caregiver_cards p on p.user_id = n.user_id
     where n.d <= n.work_radius_km * 1000.0
       and (n.services && ${services}::text[] or n.conditions && ${conditions}::text[])
       and p.is_searchable
     order by (select count(*) from unnest(p.services) s where s = any(${services}::text[]))
            + (select count(*) from unnest(p.conditions) c where c = any(${conditions}::text[]))
              desc,
              n.d, p.user_id_number
     limit ${limit}`;
  return rows.map(toResult);
}

/** The family's favourite caregivers (still searchable), newest first. Service path only. */
export async function listFavouriteCards(
  tx: Tx,
  opts: { origin: Point | null; familyId: string },
): Promise<CaregiverResult[]> {
  const rows = await tx<CardRow[]>`
    select ${CARD_COLUMNS(tx, opts.origin, opts.familyId)}
      from public.favourites f
      join public.caregiver_cards p on p.user_id = f.caregiver_id
      left join private.caregiver_points pt on pt.user_id = p.user_id
     where f.family_id = ${opts.familyId} and p.is_searchable
     order by f.created_at desc, p.user_id_number`;
  return rows.map(toResult);
}

// ---------------------------------------------------------------------------------------------
// The reader's own rows (RLS)

export type OwnPlace = Point & { locality: string; adminAreaLevel1: string; geohash: string };

/** The caller's address: its city, region, geohash and point (their own row). */
export async function readOwnPlace(tx: Tx, userId: string): Promise<OwnPlace | null> {
  // The city and region are null when the address has no such part; the geohash is not null
  // (as addresses' is); st_x and st_y are float8s.
  type Place = Row<'public.address_places'>;
  const [row] = await tx<{
    locality: Place['locality'];
    adminAreaLevel1: Place['adminAreaLevel1'];
    geohash: NonNullable<Place['geohash']>;
    lat: number;
    lng: number;
  }[]>`
    select a.locality, a.admin_area_level1, a.geohash,
           extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.user_cards u join public.address_places a on a.id = u.address_id
     where u.id = ${userId}`;
  if (!row) return null;
  return {
    locality: row.locality ?? '',
    adminAreaLevel1: row.adminAreaLevel1 ?? '',
    geohash: row.geohash,
    lat: row.lat,
    lng: row.lng,
  };
}

/** The family's care needs (services and conditions) from signup. */
export async function readCareNeeds(
  tx: Tx,
  userId: string,
): Promise<{ services: string[]; conditions: string[] } | null> {
  // care_needs' lists are not null (a view's columns are nullable to Postgres).
  const [row] = await tx<
    { [K in 'services' | 'conditions']: NonNullable<Row<'public.care_need_keys'>[K]> }[]
  >`
    select services, conditions from public.care_need_keys where user_id = ${userId}`;
  return row ? { services: row.services, conditions: row.conditions } : null;
}

// ---------------------------------------------------------------------------------------------
// Favourites (RLS: the family's own rows; only caregivers it can see)

/** The id of a caregiver the caller can see (a family: approved ones only), or null. */
export async function visibleCaregiverId(tx: Tx, userIdNumber: string): Promise<string | null> {
  const [row] = await tx<{ userId: NonNullable<Card['userId']> }[]>`
    select p.user_id from public.caregiver_cards p
     where p.user_id_number = ${userIdNumber} and p.is_searchable`;
  return row ? row.userId : null;
}

export async function isFavourite(tx: Tx, familyId: string, userIdNumber: string) {
  const [row] = await tx`
    select 1 from public.favourites f
      join public.caregiver_cards p on p.user_id = f.caregiver_id
     where f.family_id = ${familyId} and p.user_id_number = ${userIdNumber} and p.is_searchable`;
  return !!row;
}

export async function addFavourite(tx: Tx, familyId: string, caregiverId: string) {
  await tx`
    insert into public.favourites (family_id, caregiver_id) values (${familyId}, ${caregiverId})
    on conflict (family_id, caregiver_id) do nothing`;
}

export async function removeFavourite(tx: Tx, familyId: string, caregiverId: string) {
  await tx`
    delete from public.favourites
     where family_id = ${familyId} and caregiver_id = ${caregiverId}`;
}
