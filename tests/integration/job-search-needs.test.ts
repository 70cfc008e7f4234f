// Job search's services and conditions filters and 'Matches Me' (spec 002 §9; issue 20 point 18;
// 20261128000400_job_search_needs.sql; ADR 038), and the Emergency alert (spec 002 §1; point 19).
//
// Postings around a place nobody else uses, in cells lying entirely inside the radius, at the edge
// and outside, with different services and conditions: every multi-select (alone, together, with
// the older filters) counts what the definition does (tests/factories/job-search-definition.ts:
// the job has any chosen key) and pages as a full sort, also after care needs are edited. 'Matches
// Me' through the action uses the caregiver's own services and conditions. Then who is alerted of
// a posting that needs care immediately, and who is not.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { type JobSearchFilters, searchJobs } from '../../web/domains/jobs/queries.server.ts';
import {
  alertEmergencyCaregivers,
  editJob,
  EMERGENCY_ALERT_JOB,
  searchJobs as searchJobsAction,
} from '../../web/domains/jobs/actions.server.ts';
import { domain as jobsDomain } from '../../web/domains/jobs/register.server.ts';
import { LANGUAGE_KEYS, SERVICE_KEYS } from '../../web/domains/jobs/model.ts';
import { radiusCover, searchFrame } from '../../web/server/planar-search.server.ts';
import { createFamily } from '../factories/accounts.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import { addressAt, type Place, pointFrom, postJobAt } from '../factories/jobs.ts';
import { geographyAt, jobsWithinDefinition } from '../factories/job-search-definition.ts';
import { asUserOf, deleteUsers, test } from './helpers.ts';

// A region of its own (northern Manitoba): job-cells lies in Saskatchewan, the others further
// west or at the cities of the factories.
const base: Place = {
  lat: 55.5 + Math.random() * 1.5,
  lng: -99 + Math.random() * 4,
  locality: 'needsville',
  province: 'mb',
};
const RADIUS_KM = 25;
const origin = { lat: base.lat, lng: base.lng };

let family: Awaited<ReturnType<typeof createFamily>>;
const users: string[] = [];
const ids: Record<string, string> = {};

async function post(
  name: string,
  north: number,
  east: number,
  overrides: Parameters<typeof postJobAt>[2] = {},
) {
  const { id } = await postJobAt(family, pointFrom(base, north, east), {
    serviceStart: '1week',
    ...overrides,
  });
  ids[name] = id;
}

async function reference(filters: JobSearchFilters) {
  const [r] = await sql`
    select count(*)::int as n from public.jobs j
     where ${jobsWithinDefinition(sql, origin, RADIUS_KM, filters)}`;
  return r.n as number;
}

async function referencePage(filters: JobSearchFilters, limit: number, offset: number) {
  const rows = await sql`
    select j.id from public.jobs j
     where ${jobsWithinDefinition(sql, origin, RADIUS_KM, filters)}
     order by extensions.st_distance(j.location, ${geographyAt(sql, origin)}), j.created_at desc,
              j.id
     limit ${limit} offset ${offset}`;
  return rows.map((r) => r.id as string);
}

async function search(filters: JobSearchFilters, limit = 20, offset = 0) {
  return await asService((tx) =>
    searchJobs(tx, { caregiverId: family.id, origin, radiusKm: RADIUS_KM, filters, limit, offset })
  );
}

const FILTER_SETS: JobSearchFilters[] = [
  { services: ['bathing'] },
  { services: ['bathing', 'grooming'] },
  { services: ['transportation'] },
  { conditions: ['dementia'] },
  { conditions: ['parkinsons', 'stroke'] },
  { services: ['mealPrep', 'shopping'], conditions: ['dementia', 'diabetes'] },
  { services: ['companionship'], language: 'french', servicePerWeek: '10-20' },
  { services: ['bathing', 'companionship'], dateDays: 7 },
  { services: [] },
  { conditions: ['noSuchCondition'] },
];

async function assertAllExact(when: string) {
  for (const filters of FILTER_SETS) {
    const r = await search(filters);
    const label = `${when}: ${JSON.stringify(filters)}`;
    assert.equal(r.total, await reference(filters), label);
    assert.deepEqual(r.rows.map((x) => x.id), await referencePage(filters, 20, 0), label);
  }
}

test('job needs: postings inside, at the edge and outside, with their services and conditions', async () => {
  family = await createFamily();
  users.push(family.id);
  // Inner cells.
  await post('A', 1, 1, { services: ['bathing', 'mealPrep'], conditions: ['dementia'] });
  await post('B', 1.3, 0.8, { services: ['companionship'], conditions: ['parkinsons'] });
  await post('C', -3, 2, {
    services: ['grooming', 'shopping', 'transportation'],
    conditions: ['diabetes', 'stroke'],
  });
  await post('D', 5, -4, {
    services: ['companionship', 'mealPrep'],
    conditions: ['dementia'],
    languagePref: ['french'],
    servicePerWeek: '10-20',
  });
  await post('E', -6, -6, { services: ['bathing'], conditions: ['homeHealthCare'] });
  // The edge, on both sides of 25 km, and outside.
  await post('F', 24.7, 0, { services: ['bathing', 'companionship'], conditions: ['dementia'] });
  await post('G', 0, 24.9, { services: ['transportation'], conditions: ['stroke'] });
  await post('H', 0, -25.1, { services: ['bathing'], conditions: ['dementia'] });
  await post('I', 30, 0, { services: ['bathing'], conditions: ['parkinsons'] });
  await sql`update public.jobs set created_at = now() - interval '10 days' where id = ${ids.E}`;
  // A really is counted from its cell's bitmaps, and a posting near the radius row by row.
  const frame = await asService((tx) => searchFrame(tx, origin));
  const cover = radiusCover(frame, RADIUS_KM, true).cells;
  const inCells = async (id: string) => {
    const [j] = await sql`select band, floor(x / 2000::float8)::int as cx from public.jobs
                           where id = ${id}`;
    return cover.bands.some((b, i) => b === j.band && cover.lo[i] <= j.cx && j.cx <= cover.hi[i]);
  };
  assert.ok(await inCells(ids.A), 'A lies in a cell read from private.job_cells');
  assert.ok(
    !(await inCells(ids.F)) || !(await inCells(ids.G)),
    'F or G (both within 0.3 km of the radius) is read row by row',
  );
});

test('job needs: every multi-select counts and pages as the definition does', async () => {
  await assertAllExact('as posted');
  // Not vacuous: the sets find some postings and leave others out.
  assert.deepEqual(
    new Set((await search({ services: ['bathing'] })).rows.map((r) => r.id)),
    new Set([ids.A, ids.E, ids.F]),
  );
  assert.deepEqual(
    new Set((await search({ conditions: ['parkinsons', 'stroke'] })).rows.map((r) => r.id)),
    new Set([ids.B, ids.C, ids.G]),
  );
  assert.equal((await search({ services: [] })).total, 0);
  for (const [limit, offset] of [[2, 0], [2, 2]]) {
    const filters = { services: ['bathing', 'companionship'] };
    assert.deepEqual(
      (await search(filters, limit, offset)).rows.map((r) => r.id),
      await referencePage(filters, limit, offset),
      `page ${limit}/${offset}`,
    );
  }
});

test('job needs: edited services and conditions move a posting between the bitmaps', async () => {
  const viewer = { id: family.id, email: family.email, userType: 'family' as const };
  await editJob(viewer, ids.B, {
    serviceStart: '1week',
    servicePerWeek: 'under10',
    serviceLength: 'underThreeMonths',
    service: ['bathing'],
    conditions: ['stroke'],
    languagePref: ['english'],
    description: 'Now bathing.',
  });
  const [b] = await sql`select need_bits from public.jobs where id = ${ids.B}`;
  assert.notEqual(BigInt(b.needBits), 0n, 'the trigger set the bits');
  await assertAllExact('B edited');
  assert.ok((await search({ services: ['bathing'] })).rows.some((r) => r.id === ids.B));
  await sql`update public.jobs set is_available = false where id = ${ids.A}`;
  await assertAllExact('A deactivated');
  await sql`update public.jobs set is_available = true where id = ${ids.A}`;
});

test('job needs: every job key fits the 64 bits of need_bits', async () => {
  const [c] = await sql`select count(*)::int as n from public.conditions`;
  // Starts, weekly hours, lengths, languages, services, conditions: each a position.
  const keys = 4 + 3 + 4 + LANGUAGE_KEYS.length + SERVICE_KEYS.length + (c.n as number);
  assert.ok(keys <= 64, `${keys} job keys`);
  const [p] = await sql`select coalesce(max(pos), 0)::int as n from private.job_cell_keys`;
  assert.ok((p.n as number) <= 64, `positions up to ${p.n}`);
});

test('job needs: a signed-in user cannot read a job’s need bits', async () => {
  await assert.rejects(
    asUserOf(family.id, (tx) => tx`select need_bits from public.jobs where id = ${ids.A}`),
    /permission denied/,
  );
  const me = await createCaregiverWithProfile({ stage: 'basic-info', address: addressAt(base) });
  users.push(me.id);
  await assert.rejects(
    asUserOf(me.id, (tx) => tx`select need_bits from public.jobs limit 1`),
    /permission denied/,
  );
  await assert.rejects(
    asUserOf(me.id, (tx) => tx`select private.job_key_bits('{s:bathing}')`),
    /permission denied/,
  );
});

test('job needs: Matches Me searches with the caregiver’s own services and conditions', async () => {
  const me = await createCaregiverWithProfile({
    stage: 'services',
    address: addressAt(base),
    workRadius: 25,
    service: ['bathing', 'grooming'],
    conditions: ['dementia', 'stroke'],
  });
  users.push(me.id);
  const viewer = { id: me.id, email: me.email, userType: 'caregiver' as const };
  const mine = { services: ['bathing', 'grooming'], conditions: ['dementia', 'stroke'] };
  const found = await searchJobsAction(viewer, { matchesMe: true });
  assert.equal(found.total, await reference(mine));
  assert.deepEqual(found.jobs.map((j) => j.id), await referencePage(mine, 20, 0));
  assert.ok(found.total > 0 && found.total < (await reference({})), 'some, not all');
  // Each card's service match: the share of the job's services offered, rounded up.
  const f = found.jobs.find((j) => j.id === ids.F);
  assert.equal(f?.serviceMatch, 50, 'F needs bathing and companionship: 1 of 2');
  const a = found.jobs.find((j) => j.id === ids.A);
  assert.equal(a?.serviceMatch, 50);
  // The multi-selects through the action, as the query gives them.
  const chosen = await searchJobsAction(viewer, { services: ['transportation'] });
  assert.equal(chosen.total, await reference({ services: ['transportation'] }));
});

// ------------------------------------------------------------------------------------ alerts

type Alerted = { notifications: string[]; mails: { subject: string; text: string }[] };

async function alertsFor(caregiverId: string, email: string, jobId: string): Promise<Alerted> {
  const notes = await sql`
    select message from public.notifications
     where recipient_id = ${caregiverId} and ref_id = ${jobId} and class = 'Job'`;
  const mails = await sql`
    select payload from private.jobs
     where kind = 'send-email' and payload->>'to' = ${email}
       and payload->>'text' like ${'%/job/' + jobId + '%'}`;
  return {
    notifications: notes.map((n) => n.message as string),
    mails: mails.map((m) => m.payload as { subject: string; text: string }),
  };
}

test('emergency alert: who is alerted of a posting needing care immediately, and who is not', async () => {
  const at = (north: number, east = 0) => addressAt(pointFrom(base, north, east));
  const emergency = ['partTime', 'emergency'];
  const near = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: at(8),
    workRadius: 25,
    jobType: emergency,
    firstName: 'Nia',
  });
  const nearFr = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: at(-12),
    workRadius: 15,
    jobType: emergency,
    firstName: 'Élodie',
    locale: 'fr',
  });
  const beyond = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: at(0, 14),
    workRadius: 10,
    jobType: emergency,
  });
  const farAway = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: at(60),
    workRadius: 50,
    jobType: emergency,
  });
  // Inside the radius with Emergency, but not yet able to apply (no approved check).
  const unchecked = await createCaregiverWithProfile({
    stage: 'services',
    address: at(5),
    workRadius: 25,
    jobType: emergency,
  });
  const noEmergency = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: at(3),
    workRadius: 25,
    jobType: ['partTime', 'respite'],
  });
  users.push(near.id, nearFr.id, beyond.id, farAway.id, unchecked.id, noEmergency.id);

  // Posting an immediate job queues the alert (once); a later start queues none.
  await post('urgent', 0, 0, { serviceStart: 'immediately', services: ['bathing'] });
  await post('later', 0, 0, { serviceStart: '1week' });
  const queued = await sql`
    select dedupe_key from private.jobs
     where kind = ${EMERGENCY_ALERT_JOB} and payload->>'jobId' in (${ids.urgent}, ${ids.later})`;
  assert.deepEqual(queued.map((r) => r.dedupeKey), [`${EMERGENCY_ALERT_JOB}:${ids.urgent}`]);

  // The worker's handler, as registered (the job may have run already if a worker is up: the
  // notifications are then there twice at most, and the assertions below say at least once).
  await jobsDomain.jobs![EMERGENCY_ALERT_JOB]({ jobId: ids.urgent }, {} as never);
  const n = await alertsFor(near.id, near.email, ids.urgent);
  assert.ok(n.notifications.length >= 1, 'inside the radius with Emergency: notified');
  assert.match(
    n.notifications[0],
    /^Urgent job near you: care is needed immediately in <b>Needsville, MB<\/b> \(8 km\)\.$/,
  );
  assert.ok(n.mails.length >= 1, 'and emailed');
  assert.equal(n.mails[0].subject, 'Urgent: care needed immediately in Needsville, MB');
  assert.match(n.mails[0].text, /^Hi Nia,/);

  const fr = await alertsFor(nearFr.id, nearFr.email, ids.urgent);
  assert.ok(fr.notifications.length >= 1, 'a French caregiver within 15 km: notified');
  assert.match(
    fr.notifications[0],
    /^Offre urgente près de chez vous .* <b>Needsville, MB<\/b> \(12 km\)\.$/,
  );
  assert.equal(fr.mails[0].subject, 'Urgent : soins requis immédiatement à Needsville, MB');
  assert.match(fr.mails[0].text, /^Bonjour Élodie,/);

  for (
    const [who, c] of [
      ['beyond their 10 km', beyond],
      ['60 km away', farAway],
      ['without an approved background check', unchecked],
      ['without Emergency', noEmergency],
    ] as const
  ) {
    const got = await alertsFor(c.id, c.email, ids.urgent);
    assert.deepEqual(got, { notifications: [], mails: [] }, `${who}: not alerted`);
  }

  // A job not needing care immediately alerts nobody, even if its handler is asked.
  assert.equal(await alertEmergencyCaregivers(ids.later), 0);
  assert.deepEqual(await alertsFor(near.id, near.email, ids.later), {
    notifications: [],
    mails: [],
  });
  // Nor does an immediate posting deactivated before the worker reaches it.
  await sql`update public.jobs set is_available = false where id = ${ids.urgent}`;
  assert.equal(await alertEmergencyCaregivers(ids.urgent), 0);
});

test('job needs: clean up', async () => {
  await deleteUsers(...users);
  await sql`delete from private.jobs where payload->>'jobId' = any(${Object.values(ids)})`;
  const left = await sql`select id from public.jobs where id = any(${Object.values(ids)}::uuid[])`;
  assert.equal(left.length, 0);
});
