// The job search's per-cell counts (20261123001100_job_cells.sql; ADR 020 "Per-cell counts"):
// postings around a place nobody else uses, some in cells lying entirely inside the radius, some
// at the edge and around the radius, where the spheroid may decide, some outside, with different care needs
// and posting dates; then deactivated, edited, moved and deleted. Every total is checked against
// the definition (spheroidal ST_DWithin over every available job, with the filters as SQL), and
// the page against a full sort.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { type JobSearchFilters, searchJobs } from '../../web/domains/jobs/queries.server.ts';
import { radiusCover, searchFrame } from '../../web/server/planar-search.server.ts';
import { createFamily } from '../factories/accounts.ts';
import { agePosting, type Place, pointFrom, postJobAt } from '../factories/jobs.ts';
import { geographyAt, jobsWithinDefinition } from '../factories/job-search-definition.ts';
import { deleteUsers, secondWaitsForFirst, test } from './helpers.ts';

// A region of its own (northern Saskatchewan): the other suites post at Toronto (signup), at
// randomBase's box and at Whitehorse, and the search-cells suite lies further west.
const base: Place = {
  lat: 58 + Math.random() * 1.5,
  lng: -108 + Math.random() * 7,
  locality: 'cellton',
  province: 'sk',
};
const RADIUS_KM = 25;
const origin = { lat: base.lat, lng: base.lng };

type Posting = { id: string; north: number; east: number };
let family: Awaited<ReturnType<typeof createFamily>>;
const postings: Record<string, Posting> = {};

async function post(
  name: string,
  north: number,
  east: number,
  overrides: Parameters<typeof postJobAt>[2] = {},
) {
  const { id } = await postJobAt(family, pointFrom(base, north, east), overrides);
  postings[name] = { id, north, east };
}

/** The definition: every available job within the radius on the spheroid, with the filters. */
async function reference(filters: JobSearchFilters) {
  const [r] = await sql`
    select count(*)::int as n from public.jobs j
     where ${jobsWithinDefinition(sql, origin, RADIUS_KM, filters)}`;
  return r.n as number;
}

async function search(filters: JobSearchFilters, limit = 20, offset = 0) {
  return await asService((tx) =>
    searchJobs(tx, {
      caregiverId: family.id, // only for the card's applied/viewed/favourite flags
      origin,
      radiusKm: RADIUS_KM,
      filters,
      limit,
      offset,
    })
  );
}

const FILTER_SETS: JobSearchFilters[] = [
  {},
  { servicePerWeek: '10-20' },
  { language: 'french' },
  { dateDays: 7 },
  { dateDays: 30, servicePerWeek: '10-20' },
  { dateDays: 30, language: 'english', serviceStart: 'immediately' },
  { serviceLength: 'overSixMonths', language: 'french' },
  { language: 'tagalog' },
];

async function assertAllExact(when: string) {
  for (const filters of FILTER_SETS) {
    const r = await search(filters);
    assert.equal(r.total, await reference(filters), `${when}: ${JSON.stringify(filters)}`);
  }
}

test('job cells: set up postings inside, on the edge, around the radius and outside', async () => {
  family = await createFamily();
  // Inside cells that lie entirely within the radius (a few km from the place).
  await post('A', 1, 1, { servicePerWeek: '10-20', languagePref: ['english'] });
  await post('B', 1.2, 1.1, { servicePerWeek: 'under10', languagePref: ['french', 'english'] });
  await post('C', -3, 2, { serviceStart: 'immediately', serviceLength: 'overSixMonths' });
  await post('D', 6, -4, { languagePref: ['french'], serviceLength: 'overSixMonths' });
  // Toward the edge: cells the circle cuts, and the margin on both sides of 25 km.
  await post('E', 23.5, 0, { servicePerWeek: '10-20' });
  await post('F', 0, 24.9, { languagePref: ['french'] });
  await post('G', 0, -25.1, { servicePerWeek: '10-20' });
  await post('H', -17.6, 17.6);
  // Outside.
  await post('I', 30, 0, { servicePerWeek: '10-20' });
  // Posted some days ago (the date filter's cutoff is the day's start).
  await agePosting(postings.C.id, 3);
  await agePosting(postings.D.id, 10);
  await agePosting(postings.E.id, 40);
  await agePosting(postings.H.id, 8);
  // The place's inner cells really are read from their counts.
  const frame = await asService((tx) => searchFrame(tx, origin));
  const cover = radiusCover(frame, RADIUS_KM, true).cells;
  const [a] = await sql`select band, floor(x / 2000::float8)::int as cx from public.jobs
                         where id = ${postings.A.id}`;
  assert.ok(
    cover.bands.some((b, i) => b === a.band && cover.lo[i] <= a.cx && a.cx <= cover.hi[i]),
    'A lies in a cell counted from private.job_cells',
  );
});

test('job cells: every filter set counts exactly what the definition does', async () => {
  await assertAllExact('as posted');
  const all = await search({});
  assert.ok(all.total >= 6, `found ${all.total}`);
});

test('job cells: the page is the one a full sort gives', async () => {
  const rows = await sql`
    select j.id from public.jobs j
     where ${jobsWithinDefinition(sql, origin, RADIUS_KM, {})}
     order by extensions.st_distance(j.location, ${geographyAt(sql, origin)}), j.created_at desc,
              j.id`;
  const ids = rows.map((r) => r.id as string);
  for (const [limit, offset] of [[3, 0], [3, 3], [20, 0]]) {
    const page = await search({}, limit, offset);
    assert.deepEqual(
      page.rows.map((r) => r.id),
      ids.slice(offset, offset + limit),
      `limit ${limit} offset ${offset}`,
    );
  }
});

test('job cells: deactivating, editing, moving and deleting postings keep the counts exact', async () => {
  const before = (await search({})).total;
  // A deactivated posting leaves the counts with its commit.
  await sql`update public.jobs set is_available = false where id = ${postings.A.id}`;
  assert.equal((await search({})).total, before - 1);
  await assertAllExact('A deactivated');
  await sql`update public.jobs set is_available = true where id = ${postings.A.id}`;
  assert.equal((await search({})).total, before);
  // Edited care needs move a posting between bitmaps.
  await sql`update public.jobs set service_per_week = '20+', language_pref = '{tagalog,english}'
             where id = ${postings.B.id}`;
  await assertAllExact('B edited');
  // Moved: from an inner cell to outside, and from outside to an inner cell.
  await sql`update public.jobs set location = (select location from public.jobs
                                               where id = ${postings.I.id})
             where id = ${postings.C.id}`;
  await sql`update public.jobs
               set location = extensions.st_setsrid(extensions.st_makepoint(
                     ${pointFrom(base, 2, 2).lng}::float8, ${pointFrom(base, 2, 2).lat}::float8),
                     4326)::extensions.geography
             where id = ${postings.I.id}`;
  const found = new Set((await search({}, 50)).rows.map((r) => r.id));
  assert.ok(!found.has(postings.C.id) && found.has(postings.I.id), 'C left, I came');
  await assertAllExact('C and I moved');
  await sql`delete from public.jobs where id = ${postings.D.id}`;
  await assertAllExact('D deleted');
});

test('job cells: two transactions changing one cell at once are both counted', async () => {
  // B moves onto A's point, so they share a cell; each is then edited in its own transaction,
  // the first holding the cell's lock until the second is waiting for it.
  await sql`update public.jobs set location = (select location from public.jobs
                                               where id = ${postings.A.id})
             where id = ${postings.B.id}`;
  const waited = await secondWaitsForFirst(
    (tx) => tx`update public.jobs set service_per_week = 'under10' where id = ${postings.A.id}`,
    (tx) => tx`update public.jobs set service_per_week = '10-20' where id = ${postings.B.id}`,
  );
  assert.ok(waited, 'the second transaction waited for the cell’s lock');
  await assertAllExact('A and B changed at once');
});

test('job cells: every cell equals its rebuild, and each available posting has its cell', async () => {
  const frame = await asService((tx) => searchFrame(tx, origin));
  const lo = Math.floor(frame.y / 2000) - 20, hi = Math.floor(frame.y / 2000) + 20;
  const stale = await sql`
    select c.cell_y, c.cell_x from private.job_cells c
     where c.cell_y between ${lo} and ${hi}
       and not exists (
             select 1 from private.job_cell_summary(c.cell_y, c.cell_x) s
              where (s.members, s.created, s.bits) is not distinct from
                    (c.members, c.created, c.bits))`;
  assert.deepEqual([...stale], []);
  const missing = await sql`
    select j.id from public.jobs j
     where j.is_available and j.band between ${lo} and ${hi}
       and not exists (select 1 from private.job_cells c
                        where c.cell_y = j.band and c.cell_x = floor(j.x / 2000::float8)::int)`;
  assert.deepEqual([...missing], []);
});

test('job cells: clean up', async () => {
  if (family) await deleteUsers(family.id);
  const left = await sql`select id from public.jobs where id = any(${
    Object.values(postings).map((p) => p.id)
  }::uuid[])`;
  assert.equal(left.length, 0);
});
