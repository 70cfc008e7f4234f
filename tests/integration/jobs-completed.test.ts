// 'Jobs completed' (spec 002 poyoJobs; issue 20 point 17): the database counts a caregiver's
// completed shifts. The count moves when a shift becomes completed, once per shift, and only
// then: placing, checking in, a refused second completion and a family's view leave it alone.
// A family reads it on the profile (API and page).
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { checkIn, completeShift } from '../../web/domains/shifts/actions.server.ts';
import { addLocalDays, today, wallClockToInstant } from '../../web/domains/shifts/time.ts';
import { actor, placeShift, shiftTeam } from '../factories/shifts.ts';
import { api, deleteUsers, signIn, test } from './helpers.ts';

const ZONE = 'America/Toronto';

async function countOf(caregiverId: string): Promise<number> {
  const [row] = await sql`
    select jobs_completed from public.caregiver_profiles where user_id = ${caregiverId}`;
  return Number(row.jobsCompleted);
}

test('jobs completed: counted when a shift is completed, once per shift, and shown to families', async () => {
  const team = await shiftTeam();
  try {
    const who = actor(team.caregiver, 'caregiver');
    const here = { ...team.care, accuracy: 10 };
    assert.equal(await countOf(team.caregiver.id), 0);
    // Two past days at 09:00 in the care zone; each action runs with the clock of that day.
    const days = [
      addLocalDays(today(ZONE, new Date()), -3),
      addLocalDays(today(ZONE, new Date()), -2),
    ];
    const shifts = [];
    for (const day of days) {
      const startsAt = wallClockToInstant(day, '09:00', ZONE);
      shifts.push({ id: await placeShift(team.memberId, startsAt, 2), startsAt });
    }
    const during = (s: { startsAt: Date }) => new Date(s.startsAt.getTime() + 30 * 60_000);

    await checkIn(who, shifts[0].id, here, during(shifts[0]));
    assert.equal(await countOf(team.caregiver.id), 0, 'checking in is not completing');

    await completeShift(who, shifts[0].id, { coordinates: here }, during(shifts[0]));
    assert.equal(await countOf(team.caregiver.id), 1);

    // Completing it again is refused and counts nothing.
    await assert.rejects(
      completeShift(who, shifts[0].id, { coordinates: here }, during(shifts[0])),
      (e: { status?: number }) => e.status === 409,
    );
    assert.equal(await countOf(team.caregiver.id), 1);

    await checkIn(who, shifts[1].id, here, during(shifts[1]));
    await completeShift(who, shifts[1].id, { coordinates: here }, during(shifts[1]));
    assert.equal(await countOf(team.caregiver.id), 2);

    // An update that is not a completion (the invoicing flags) does not count again.
    await sql`update public.shifts set is_submitted = true where id = ${shifts[1].id}`;
    assert.equal(await countOf(team.caregiver.id), 2);

    // The family sees it on the profile, through the API and on the page.
    const family = await signIn(team.family);
    const [p] = await sql`
      select user_id_number from public.caregiver_profiles where user_id = ${team.caregiver.id}`;
    const profile = await api('GET', `/api/user/getuser/${p.userIdNumber}`, {
      cookie: family.cookie,
    });
    assert.equal(profile.status, 200, JSON.stringify(profile.body));
    assert.equal(profile.body.credentials.poyoJobs, 2);
    const page = await api('GET', `/caregiver/${p.userIdNumber}`, { cookie: family.cookie });
    assert.match(String(page.body), /data-testid="jobs-completed">2</);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});

test('jobs completed: the column is the database’s, not the caregiver’s to write', async () => {
  const team = await shiftTeam();
  try {
    const caregiver = await signIn(team.caregiver);
    // Nothing in the profile API writes it, and the role has no grant on the column.
    const [{ allowed }] = await sql`
      select has_column_privilege('authenticated', 'public.caregiver_profiles', 'jobs_completed',
                                  'UPDATE') as allowed`;
    assert.equal(allowed, false);
    const edit = await api('POST', '/api/user', {
      cookie: caregiver.cookie,
      body: { poyoJobs: 99 },
    });
    assert.ok(edit.status < 500, JSON.stringify(edit.body));
    assert.equal(await countOf(team.caregiver.id), 0);
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
});
