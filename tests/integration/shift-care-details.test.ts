// Issue 20 points 9, 10 and 13 (spec 001 §3, §4, §7, §9): a care-plan change reaches the member's
// unstarted shifts only when the family chooses it, and only the family of that member may do it
// (the API and the RLS policy each refuse the others); shifts carry the client's conditions,
// languages and reports, and one teamId (the family's public number) on shifts, tasks and
// members, whose review carries its score; an admin's report list never ends at a short page.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { placeReport } from '../factories/reports.ts';
import { completeShifts, writeReview } from '../factories/reviews.ts';
import { placeShift, placeTask, shiftTeam } from '../factories/shifts.ts';
import { api, asUserOf, deleteUsers, signedInAdmin, signIn, test } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function withTeams(
  fn: (t: {
    family: { id: string; email: string; cookie: string };
    caregiver: { id: string; cookie: string };
    memberId: string;
    other: { id: string; cookie: string; memberId: string };
  }) => Promise<void>,
) {
  const [team, stranger] = await Promise.all([shiftTeam(), shiftTeam()]);
  try {
    const other = await signIn(stranger.family);
    await fn({
      family: await signIn(team.family),
      caregiver: await signIn(team.caregiver),
      memberId: team.memberId,
      other: { id: stranger.family.id, cookie: other.cookie, memberId: stranger.memberId },
    });
  } finally {
    await deleteUsers(
      team.family.id,
      team.caregiver.id,
      stranger.family.id,
      stranger.caregiver.id,
    );
  }
}

const servicesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await sql`select id, services from public.shifts where id in ${sql(ids)}`).map((
      r,
    ) => [r.id as string, r.services as string[]]),
  );

test('include-shifts: unstarted shifts take the plan; started, checked-in and past ones keep theirs', async () => {
  await withTeams(async ({ family, memberId }) => {
    const before = ['companionship'];
    await sql`update public.team_members set services = ${before} where id = ${memberId}`;
    const unstarted = await placeShift(memberId, new Date(Date.now() + 2 * DAY));
    const later = await placeShift(memberId, new Date(Date.now() + 9 * DAY));
    const started = await placeShift(memberId, new Date(Date.now() - HOUR), 4);
    const past = await placeShift(memberId, new Date(Date.now() - 3 * DAY));
    // Checked in early, and still in the future: it was worked under its plan.
    const checkedIn = await placeShift(memberId, new Date(Date.now() + 5 * HOUR));
    await sql`update public.shifts set state = 'checked_in' where id = ${checkedIn}`;

    const plan = ['mealPrep', 'bathing'];
    const res = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: family.cookie,
      body: { service: plan },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.service, plan);
    const now = await servicesOf([unstarted, later, started, past, checkedIn]);
    assert.deepEqual(now[unstarted], plan);
    assert.deepEqual(now[later], plan);
    for (const id of [started, past, checkedIn]) assert.deepEqual(now[id], before);

    // The shift as the caregiver reads it through the API carries the new plan.
    const read = await api('GET', `/api/shift/${unstarted}`, { cookie: family.cookie });
    assert.deepEqual(read.body.service, plan);

    // Without the family's yes (/update), the shifts keep what they have.
    await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: { service: ['other'] },
    });
    assert.deepEqual((await servicesOf([unstarted]))[unstarted], plan);
  });
});

test('include-shifts: another family and the caregiver are refused, and no shift changes', async () => {
  await withTeams(async ({ caregiver, memberId, other }) => {
    const shift = await placeShift(memberId, new Date(Date.now() + 2 * DAY));
    const before = (await servicesOf([shift]))[shift];
    const stranger = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: other.cookie,
      body: { service: ['intruder'] },
    });
    assert.equal(stranger.status, 404);
    const byCaregiver = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: caregiver.cookie,
      body: { service: ['intruder'] },
    });
    assert.equal(byCaregiver.status, 403);
    assert.deepEqual((await servicesOf([shift]))[shift], before);
  });
});

test('shifts RLS: only the family updates the care plan, of its own unstarted shifts only', async () => {
  await withTeams(async ({ family, caregiver, memberId, other }) => {
    const unstarted = await placeShift(memberId, new Date(Date.now() + 2 * DAY));
    const started = await placeShift(memberId, new Date(Date.now() - HOUR));
    const update = (userId: string, id: string) =>
      asUserOf(
        userId,
        (tx) => tx`update public.shifts set services = '{x}' where id = ${id} returning id`,
      );
    assert.equal((await update(other.id, unstarted)).length, 0, 'another family sees no row');
    assert.equal((await update(caregiver.id, unstarted)).length, 0, 'the caregiver updates none');
    assert.equal((await update(family.id, started)).length, 0, 'a started shift is out of reach');
    assert.equal((await update(family.id, unstarted)).length, 1);
    // Nothing else of a shift is the family's to write.
    await assert.rejects(
      asUserOf(family.id, (tx) => tx`update public.shifts set note = 'x' where id = ${unstarted}`),
      (e: { code?: string }) => e.code === '42501',
    );
    // The trigger keeps a started shift's plan on every path, the server's included.
    await assert.rejects(
      sql`update public.shifts set services = '{y}' where id = ${started}`,
      (e: { code?: string; message?: string }) =>
        e.code === '55000' && /shift_started/.test(e.message ?? ''),
    );
  });
});

test('shifts carry the client\u2019s conditions, languages and reports; one teamId on shifts, tasks and members', async () => {
  await withTeams(async ({ family, caregiver, memberId }) => {
    const shiftId = await placeShift(memberId, new Date(Date.now() - HOUR));
    await placeTask(shiftId, 'Lunch');
    const reportId = await placeReport(shiftId, caregiver.id, { title: 'A fall' });
    const [job] = await sql`
      select j.conditions, j.language_pref from public.team_members m
        join public.jobs j on j.id = m.job_id where m.id = ${memberId}`;
    assert.ok(job, 'the factory hires through a job');

    const shift = await api('GET', `/api/shift/${shiftId}`, { cookie: caregiver.cookie });
    assert.equal(shift.status, 200);
    assert.deepEqual(shift.body.conditions, job.conditions);
    assert.deepEqual(shift.body.languagePref, job.languagePref);
    assert.ok(shift.body.conditions.length > 0 && shift.body.languagePref.length > 0);
    assert.deepEqual(shift.body.reports, [reportId]);

    const list = await api(
      'GET',
      `/api/shift?memberId=${memberId}&from=${new Date(Date.now() - DAY).toISOString()}`,
      { cookie: family.cookie },
    );
    assert.deepEqual(list.body.shifts.map((s: { id: string }) => s.id), [shiftId]);
    assert.deepEqual(list.body.shifts[0].conditions, job.conditions);

    const tasks = await api('GET', `/api/shift/${shiftId}/task`, { cookie: family.cookie });
    const team = await api('GET', '/api/team', { cookie: family.cookie });
    const member = team.body.members.find((m: { id: string }) => m.id === memberId);
    assert.ok(member.teamId, 'members carry teamId');
    assert.equal(member.teamId, member.familyInfo.userIdNumber);
    assert.equal(shift.body.teamId, member.teamId);
    assert.equal(tasks.body.tasks[0].teamId, member.teamId);
    assert.equal(member.review.score, null);

    await completeShifts(memberId, 3, new Date(Date.now() - 2 * DAY));
    await writeReview(family, memberId, {
      empathy: 5,
      punctuality: 4,
      knowledge: 4,
      helpfulness: 4,
    });
    const after = await api('GET', `/api/team/member/${memberId}`, { cookie: caregiver.cookie });
    assert.equal(after.body.review.score, 4.25);
  });
});

test('reports paging: a party\u2019s list ends at a short page; an admin can always load more', async () => {
  const admin = await signedInAdmin();
  await withTeams(async ({ family, caregiver, memberId }) => {
    const shiftId = await placeShift(memberId, new Date(Date.now() - HOUR));
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await placeReport(shiftId, caregiver.id, { title: `Report ${i}` }));
    }
    // A party: 3, then 1 (short) and the end.
    const first = await api('GET', '/api/report?limit=3', { cookie: family.cookie });
    assert.equal(first.body.reports.length, 3);
    assert.ok(first.body.cursor);
    const second = await api('GET', `/api/report?limit=3&cursor=${first.body.cursor}`, {
      cookie: family.cookie,
    });
    assert.equal(second.body.reports.length, 1);
    assert.equal(second.body.cursor, null);

    // An admin: a short page still answers a cursor, and an empty one keeps the cursor asked with.
    let cursor: string | null = null;
    const seen: string[] = [];
    for (let i = 0; i < 200 && !seen.includes(ids[0]); i++) {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = await api('GET', `/api/report${query}`, { cookie: admin.cookie });
      assert.equal(page.status, 200);
      assert.ok(page.body.cursor, 'an admin is always given a cursor');
      seen.push(...page.body.reports.map((r: { id: string }) => r.id));
      cursor = page.body.cursor;
    }
    assert.ok(ids.every((id) => seen.includes(id)), 'paging reaches every recent report');
    const end = await api('GET', `/api/report?limit=3&cursor=${ids[0]}`, { cookie: admin.cookie });
    assert.equal(end.status, 200);
    // ids[0] is the oldest of ours; whatever is older (other tests' reports) may follow.
    assert.ok(end.body.cursor);
    const olderThanAll = await sql`
      select id from public.reports where created_at > now() - interval '7 days'
       order by created_at, id limit 1`;
    const last = await api('GET', `/api/report?limit=3&cursor=${olderThanAll[0].id}`, {
      cookie: admin.cookie,
    });
    assert.deepEqual(last.body.reports, []);
    assert.equal(last.body.cursor, olderThanAll[0].id);
  }).finally(() => deleteUsers(admin.id));
});
