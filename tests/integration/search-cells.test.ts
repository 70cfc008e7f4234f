// The caregiver search's per-cell summaries (20261123000700_search_cells.sql; ADR 021
// "Per-cell summaries"): a hand-built set around a random place nobody else uses, placed on the
// planar grid the cells are cut from (EPSG:3347, 2 km cells) and on the spheroid for the radius
// rule, so some members are counted from cells lying entirely inside, some on a cell's corner,
// some in the margin's band the spheroid decides, one moving across two cells; then updates, moves,
// deletes and two concurrent transactions on one cell. Every answer is checked against the
// definition (spheroidal ST_DWithin against each caregiver's own radius, over every row) and
// against the numbers the table below gives.
//
//   name  where (from the place)                              radius  counted?  gender  wage
//   A     1.2 km east, 0.4 km north (a cell inside)            10      yes       female  20
//   B     the same cell as A                                   10      yes       male    25
//   C     on the corner of four cells (planar, ≤ 3 km away)    10      yes       female  30
//   D     400 m west of a cell boundary (then moved across)    10      yes       female  22
//   E     9,992 m on the spheroid (the margin's band)          10      yes       male    40
//   F     10,008 m on the spheroid (the margin's band)         10      no        female  40
//   G     30 km on the spheroid                                50      yes       female  35
//   H     49,970 m on the spheroid                             50      yes       male    19
//   I     50,030 m on the spheroid                             50      no        male    19
//   J     12 km on the spheroid                                10      no        female  21
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import type { Address } from '../../web/shared/address/address-schema.ts';
import { type Base, randomBase } from '../factories/caregiver-search.ts';
import {
  type CaregiverWithProfileOverrides,
  createCaregiverWithProfile,
  type CreatedCaregiverWithProfile,
} from '../factories/caregivers.ts';
import { cellCover, searchCaregivers } from '../../web/domains/caregiver-search/queries.server.ts';
import { CELL_M, type Frame, searchFrame } from '../../web/server/planar-search.server.ts';
import { EMPTY_FILTERS, type Filters } from '../../web/domains/caregiver-search/model.ts';
import { deleteUsers, secondWaitsForFirst, test } from './helpers.ts';

// A region of its own (northern Alberta and Saskatchewan): randomBase's box is shared by the other
// suites' caregivers (hireParties places every hire there), and this set reaches 50 km, so one
// of theirs nearby was counted here now and then.
const base: Base = {
  ...randomBase('cellville'),
  lat: 55.5 + Math.random() * 2,
  lng: -118 + Math.random() * 8,
};
const origin = { lat: base.lat, lng: base.lng };
const place = (tx: typeof sql) =>
  tx`extensions.st_setsrid(extensions.st_makepoint(${base.lng}::float8, ${base.lat}::float8),
       4326)::extensions.geography`;

function addressAt(p: { lat: number; lng: number }, n: number): Address {
  return {
    addressFull: `${n} Cell Rd, ${base.locality}, ON P0V 1A0, Canada`,
    addressParams: {
      streetNumber: String(n),
      streetRoute: 'cell rd',
      locality: base.locality,
      adminAreaLevel1: base.province,
      country: 'canada',
      postalCode: 'p0v 1a0',
    },
    coordinates: p,
    geohash: encodeGeohash(p.lat, p.lng),
  };
}

/** The point at planar (x, y) in EPSG:3347. */
async function planarPoint(x: number, y: number) {
  const [r] = await sql`
    select extensions.st_y(g) as lat, extensions.st_x(g) as lng
      from (select extensions.st_transform(
                     extensions.st_setsrid(extensions.st_makepoint(${x}::float8, ${y}::float8),
                                           3347), 4326) as g) s`;
  return { lat: Number(r.lat), lng: Number(r.lng) };
}

/** The point `metres` from the place on the spheroid, towards `azimuthDeg`. */
async function spheroidPoint(metres: number, azimuthDeg: number) {
  const [r] = await sql`
    select extensions.st_y(g::extensions.geometry) as lat,
           extensions.st_x(g::extensions.geometry) as lng
      from (select extensions.st_project(${place(sql)}, ${metres}::float8,
                                         radians(${azimuthDeg}::float8)) as g) s`;
  return { lat: Number(r.lat), lng: Number(r.lng) };
}

let frame: Frame;
let set: Record<string, CreatedCaregiverWithProfile>;
/** The planar x of a cell boundary near the place, and a band boundary (y). */
let boundaryX: number, boundaryY: number;

const lean = (
  p: { lat: number; lng: number },
  n: number,
  o: CaregiverWithProfileOverrides,
): Promise<CreatedCaregiverWithProfile> =>
  createCaregiverWithProfile({
    address: addressAt(p, n),
    workExp: [],
    eduAccred: [],
    availability: [],
    service: ['companionship'],
    conditions: ['dementia'],
    jobType: ['partTime'],
    languagePref: ['english'],
    yearsExp: 4,
    ...o,
  });

async function build() {
  frame = await asService((tx) => searchFrame(tx, origin));
  boundaryX = (Math.floor(frame.x / CELL_M) + 1) * CELL_M;
  boundaryY = (Math.floor(frame.y / 2000) + 1) * 2000;
  const [a, b, c, d, e, f, g, h, i, j] = await Promise.all([
    planarPoint(frame.x + 1200, frame.y + 400),
    planarPoint(frame.x + 1200, frame.y + 400),
    planarPoint(boundaryX, boundaryY),
    planarPoint(boundaryX - 400, frame.y - 600),
    spheroidPoint(9992, 30),
    spheroidPoint(10008, 200),
    spheroidPoint(30000, 100),
    spheroidPoint(49970, 300),
    spheroidPoint(50030, 10),
    spheroidPoint(12000, 250),
  ]);
  const made = await Promise.all([
    lean(a, 1, { firstName: 'Ada', workRadius: 10, gender: 'female', wageExp: 20 }),
    lean(b, 2, { firstName: 'Ben', workRadius: 10, gender: 'male', wageExp: 25, yearsExp: 7 }),
    lean(c, 3, { firstName: 'Cleo', workRadius: 10, gender: 'female', wageExp: 30 }),
    lean(d, 4, { firstName: 'Dora', workRadius: 10, gender: 'female', wageExp: 22 }),
    lean(e, 5, { firstName: 'Eli', workRadius: 10, gender: 'male', wageExp: 40 }),
    lean(f, 6, { firstName: 'Fay', workRadius: 10, gender: 'female', wageExp: 40 }),
    lean(g, 7, { firstName: 'Gia', workRadius: 50, gender: 'female', wageExp: 35 }),
    lean(h, 8, { firstName: 'Hal', workRadius: 50, gender: 'male', wageExp: 19 }),
    lean(i, 9, { firstName: 'Ian', workRadius: 50, gender: 'male', wageExp: 19 }),
    lean(j, 10, { firstName: 'Jo', workRadius: 10, gender: 'female', wageExp: 21 }),
  ]);
  set = Object.fromEntries('ABCDEFGHIJ'.split('').map((k, n) => [k, made[n]]));
}

const filters = (f: Partial<Filters> = {}): Filters => ({ ...EMPTY_FILTERS, ...f });
const familyId = crypto.randomUUID();
const search = (f: Partial<Filters> = {}) =>
  asService((tx) => searchCaregivers(tx, { origin, filters: filters(f), familyId }));

/**
 * The definition, over every row: the spheroidal distance within each caregiver's own radius;
 * gender, wage range and years as given.
 */
async function reference(f: { gender?: string; wage?: [number, number]; years?: number } = {}) {
  const [r] = await sql`
    select count(*)::int as total, round(avg(pt.wage_exp_cents) / 100.0, 2) as average
      from private.caregiver_points pt
     where extensions.st_dwithin(pt.location, ${place(sql)}, pt.work_radius_km * 1000.0)
       and (${f.gender ?? null}::text is null or pt.gender = ${f.gender ?? null})
       and pt.wage_exp_cents between ${(f.wage?.[0] ?? 0) * 100} and ${
    (f.wage?.[1] ?? 100000) * 100
  }
       and pt.years_exp >= ${f.years ?? 0}`;
  return { total: r.total as number, averageWage: r.average === null ? 0 : Number(r.average) };
}

const names = (answer: { caregivers: { userIdNumber: string }[] }) =>
  answer.caregivers.map((c) =>
    Object.entries(set).find(([, v]) => v.userIdNumber === c.userIdNumber)?.[0] ?? 'other'
  ).sort();

/** Which of ours lie in a cell the search answers from its summary (not row by row). */
async function inCells(names: string[]) {
  const cover = cellCover(frame, true).cells;
  const rows = await sql`
    select pt.user_id, pt.work_radius_km, pt.band, floor(pt.x / ${CELL_M}::float8)::int as cx
      from private.caregiver_points pt
     where pt.user_id in ${sql(names.map((n) => set[n].id))}`;
  return rows.filter((r) =>
    cover.radii.some((km, n) =>
      km === r.workRadiusKm && cover.bands[n] === r.band && cover.lo[n] <= r.cx &&
      r.cx <= cover.hi[n]
    )
  ).map((r) => Object.entries(set).find(([, v]) => v.id === r.userId)![0]).sort();
}

test('search cells: counted from cells inside, corners, the band the spheroid decides, as the definition', async () => {
  await build();
  // A, B, C, D and G lie in cells entirely inside their radius's certain disc; E and H are in the
  // margin's band (their cells are read row by row).
  assert.deepEqual(await inCells(['A', 'B', 'C', 'D', 'E', 'G', 'H']), ['A', 'B', 'C', 'D', 'G']);
  const all = await search();
  assert.deepEqual(names(all), ['A', 'B', 'C', 'D', 'E', 'G', 'H']);
  assert.equal(all.total, 7);
  // (20 + 25 + 30 + 22 + 40 + 35 + 19) / 7 = 27.285…
  assert.equal(all.averageWage, 27.29);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  // Filters: bitmaps in the cells, the same rules row by row at the edge.
  const women = await search({ gender: 'female' });
  assert.deepEqual(names(women), ['A', 'C', 'D', 'G']);
  assert.deepEqual(
    { total: women.total, averageWage: women.averageWage },
    await reference({ gender: 'female' }),
  );
  assert.equal(women.averageWage, 26.75);
  const wage = await search({ wageExp: '20u30d' });
  assert.deepEqual(names(wage), ['A', 'B', 'C', 'D']);
  assert.deepEqual(
    { total: wage.total, averageWage: wage.averageWage },
    await reference({ wage: [20, 30] }),
  );
  const seasoned = await search({ yearsExp: 7, gender: 'male' });
  assert.deepEqual(names(seasoned), ['B']);
  assert.equal(seasoned.averageWage, 25);
  // A wage range that is not one of the options has no bitmap: every row is read, same answer.
  const odd = await search({ wageExp: '21u35d' });
  assert.deepEqual(names(odd), ['B', 'C', 'D', 'G']);
  assert.deepEqual(
    { total: odd.total, averageWage: odd.averageWage },
    await reference({ wage: [21, 35] }),
  );
  // The edge rows test keys on the points' bits and such a wage range or years value on its
  // column, together.
  const oddWomen = await search({ wageExp: '21u35d', gender: 'female' });
  assert.deepEqual(names(oddWomen), ['C', 'D', 'G']);
  assert.deepEqual(
    { total: oddWomen.total, averageWage: oddWomen.averageWage },
    await reference({ wage: [21, 35], gender: 'female' }),
  );
  const fourYears = await search({ yearsExp: 4 });
  assert.deepEqual(
    { total: fourYears.total, averageWage: fourYears.averageWage },
    await reference({ years: 4 }),
  );
  const none = await search({ service: ['bathing'] });
  assert.deepEqual({ total: none.total, averageWage: none.averageWage }, {
    total: 0,
    averageWage: 0,
  });
  // A key no point has ever had has no position, so no bit: tested on the columns, same answer.
  const nobody = await search({ service: [`no-such-service-${crypto.randomUUID()}`] });
  assert.deepEqual({ total: nobody.total, averageWage: nobody.averageWage }, {
    total: 0,
    averageWage: 0,
  });
});

test("search cells: every key of the reference data fits in a point's 128 bits", async () => {
  // Keys: each service, condition, language and job type, and 16 more (2 genders, 'w', 4 wage
  // options, 4 years options, 5 ratings). Positions beyond 128 would still be exact, tested on
  // the columns, but slower.
  const [r] = await sql`
    select (select count(*) from public.services) + (select count(*) from public.conditions)
           + (select count(*) from public.languages) + (select count(*) from public.job_types)
           + 16 as keys`;
  assert.ok(Number(r.keys) <= 128, `${r.keys} keys`);
});

test('search cells: totals follow updates, moves across cells and deletes', async () => {
  const cellOf = async (name: string) => {
    const [r] = await sql`
      select pt.band, floor(pt.x / ${CELL_M}::float8)::int as cx
        from private.caregiver_points pt where pt.user_id = ${set[name].id}`;
    return r ? [r.band as number, r.cx as number] : null;
  };
  // A new wage: the cell's sums and the bitmaps follow.
  await asService((tx) =>
    tx`update public.caregiver_profiles set wage_exp_cents = 3400 where user_id = ${set.A.id}`
  );
  let all = await search();
  assert.equal(all.total, 7);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  assert.deepEqual(names(await search({ wageExp: '30u40d' })), ['A', 'C', 'E', 'G']);
  // D moves 800 m east, across the cell boundary: one cell loses it, the next gains it.
  const before = await cellOf('D');
  const moved = await planarPoint(boundaryX + 400, frame.y - 600);
  await asService((tx) =>
    tx`update public.addresses
          set location = extensions.st_setsrid(extensions.st_makepoint(${moved.lng}::float8,
                ${moved.lat}::float8), 4326)::extensions.geography
        where id = (select address_id from public.users where id = ${set.D.id})`
  );
  const after = await cellOf('D');
  assert.notDeepEqual(before, after);
  assert.deepEqual(await inCells(['D']), ['D']);
  all = await search();
  assert.equal(all.total, 7);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  // The old cell no longer counts D, the new one does (each row equals its members' rebuild:
  // checked for every cell near the place at the end of this test).
  // D moves out of reach (12 km), a radius change brings J in (10 → 15 km).
  const far = await spheroidPoint(12500, 80);
  await asService(async (tx) => {
    await tx`update public.addresses
                set location = extensions.st_setsrid(extensions.st_makepoint(${far.lng}::float8,
                      ${far.lat}::float8), 4326)::extensions.geography
              where id = (select address_id from public.users where id = ${set.D.id})`;
    await tx`update public.caregiver_profiles set work_radius_km = 15 where user_id = ${set.J.id}`;
  });
  all = await search();
  assert.deepEqual(names(all), ['A', 'B', 'C', 'E', 'G', 'H', 'J']);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  // B stops being searchable; G's account is deleted.
  await asService((tx) =>
    tx`update public.caregiver_profiles set is_searchable = false where user_id = ${set.B.id}`
  );
  await deleteUsers(set.G.id);
  all = await search();
  assert.deepEqual(names(all), ['A', 'C', 'E', 'H', 'J']);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  // Every cell row equals its rebuild from the members (nothing left over from the changes).
  const stale = await sql`
    select c.work_radius_km, c.cell_y, c.cell_x
      from private.caregiver_cells c
     where c.cell_y between ${Math.floor(frame.y / 2000) - 30} and ${
    Math.floor(frame.y / 2000) + 30
  }
       and not exists (
             select 1
               from private.caregiver_cell_summary(c.work_radius_km, c.cell_y, c.cell_x) s
              where (s.members, s.wage_n, s.wage_sum, s.bits, s.slices)
                    is not distinct from (c.members, c.wage_n, c.wage_sum, c.bits, c.slices))`;
  assert.deepEqual([...stale], []);
  // Every point's bits are its keys at their positions (the trigger kept them through the changes).
  const wrongBits = await sql`
    select pt.user_id from private.caregiver_points pt
     where pt.band between ${Math.floor(frame.y / 2000) - 30} and ${Math.floor(frame.y / 2000) + 30}
       and not exists (
             select 1
               from private.caregiver_key_bits(private.caregiver_point_keys(pt.gender,
                      pt.wage_exp_cents, pt.years_exp, pt.review_count, pt.review_score,
                      pt.job_types, pt.services, pt.conditions, pt.languages)) b
              where b.lo = pt.keys_lo and b.hi = pt.keys_hi)`;
  assert.deepEqual([...wrongBits], []);
  // And every point near the place has its cell.
  const missing = await sql`
    select pt.user_id from private.caregiver_points pt
     where pt.band between ${Math.floor(frame.y / 2000) - 30} and ${Math.floor(frame.y / 2000) + 30}
       and not exists (
             select 1 from private.caregiver_cells c
              where c.work_radius_km = pt.work_radius_km and c.cell_y = pt.band
                and c.cell_x = floor(pt.x / ${CELL_M}::float8)::int)`;
  assert.deepEqual([...missing], []);
});

test('search cells: two transactions changing one cell at once are both counted', async () => {
  // A and a new member N at A's point (so in A's cell) change in two open transactions.
  const [a] = await sql`
    select extensions.st_y(pt.location::extensions.geometry) as lat,
           extensions.st_x(pt.location::extensions.geometry) as lng
      from private.caregiver_points pt where pt.user_id = ${set.A.id}`;
  const n = await lean({ lat: Number(a.lat), lng: Number(a.lng) }, 11, {
    firstName: 'Nia',
    workRadius: 10,
    gender: 'female',
    wageExp: 24,
  });
  set.N = n;
  // The second transaction's rebuild waits for the cell's lock, held by the first.
  const waited = await secondWaitsForFirst(
    (tx) =>
      tx`update public.caregiver_profiles set wage_exp_cents = 2600 where user_id = ${set.A.id}`,
    (tx) => tx`update public.caregiver_profiles set wage_exp_cents = 2800 where user_id = ${n.id}`,
  );
  assert.ok(waited, 'the second transaction waited for the cell’s lock');
  const all = await search();
  assert.deepEqual(names(all), ['A', 'C', 'E', 'H', 'J', 'N']);
  assert.deepEqual({ total: all.total, averageWage: all.averageWage }, await reference());
  // Both new wages are in the one cell's sum and slices.
  const [cell] = await sql`
    select c.members, c.wage_sum from private.caregiver_cells c
      join private.caregiver_points pt on pt.user_id = ${set.A.id}
     where c.work_radius_km = 10 and c.cell_y = pt.band
       and c.cell_x = floor(pt.x / ${CELL_M}::float8)::int`;
  const [members] = await sql`
    select count(*)::int as n, sum(pt.wage_exp_cents)::int as wages
      from private.caregiver_points pt
      join private.caregiver_points a on a.user_id = ${set.A.id}
     where pt.work_radius_km = 10 and pt.band = a.band
       and floor(pt.x / ${CELL_M}::float8) = floor(a.x / ${CELL_M}::float8)`;
  assert.equal(cell.members, members.n);
  assert.equal(Number(cell.wageSum), members.wages);
  assert.ok(members.wages >= 2600 + 2800);
  assert.deepEqual(names(await search({ wageExp: '20u30d' })), ['A', 'C', 'J', 'N']);
});

test('search cells: clean up the hand-built caregivers', async () => {
  await deleteUsers(...Object.values(set).map((c) => c.id));
});
