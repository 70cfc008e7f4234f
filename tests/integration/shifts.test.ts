// Shifts, tasks, visit records and reports through the HTTP API (spec 001 §2-§5, §7; issue 11):
// the shapes, every message of §5, each rule attempted by the wrong role or in the wrong state
// and refused, two simultaneous check-ins (one wins), and the visit-record hash chain.
//
// Time: shifts that must be "today" are placed at the current instant (the API reads the real
// clock, as does the database); rules that depend on the date alone are exercised through the
// actions with a fixed `now`.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import {
  checkIn,
  notifyUnactioned,
  submitReport,
} from '../../web/domains/shifts/actions.server.ts';
import { addLocalDays, today, wallClockToInstant } from '../../web/domains/shifts/time.ts';
import { actor, placeShift, placeTask, shiftTeam } from '../factories/shifts.ts';
import { api, deleteUsers, signedInAdmin, signedInCaregiver, signIn, test } from './helpers.ts';

const ZONE = 'America/Toronto';
const HERE = (care: { lat: number; lng: number }) => ({ coordinates: { ...care, accuracy: 12 } });
const messages = (body: Record<string, string>) => Object.values(body ?? {});

async function withTeam(
  fn: (t: {
    family: { id: string; cookie: string; email: string };
    caregiver: { id: string; cookie: string; email: string };
    memberId: string;
    care: { lat: number; lng: number };
  }) => Promise<void>,
) {
  const team = await shiftTeam();
  try {
    await fn({
      family: await signIn(team.family),
      caregiver: await signIn(team.caregiver),
      memberId: team.memberId,
      care: team.care,
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
}

const tomorrow = () => addLocalDays(today(ZONE, new Date()), 1);

test('shifts: a family adds shifts with tasks (all or none, care-zone times); each party reads them', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const d1 = tomorrow();
    const d2 = addLocalDays(d1, 1);
    const res = await api('POST', '/api/shift/new-shift', {
      cookie: family.cookie,
      body: {
        memberId,
        shifts: [
          { date: d1, startTime: '09:00', endTime: '17:00', note: 'First day' },
          { date: d2, startTime: '00:00', endTime: '00:00' },
        ],
        tasks: [{ title: 'Lunch', body: 'Soup', time: '12:00' }, { title: 'Walk' }],
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.shifts.length, 2);
    const [s1, s2] = res.body.shifts;
    assert.equal(s1.startTime, wallClockToInstant(d1, '09:00', ZONE).toISOString());
    assert.equal(s1.timeZone, ZONE);
    assert.equal(s1.note, 'First day');
    assert.equal(s1.numTasks, 2);
    assert.equal(s1.numTasksActioned, 0);
    assert.deepEqual(s1.status, {
      isCheckedIn: false,
      isCompleted: false,
      isPaid: false,
      isSubmitted: false,
      isApproved: false,
    });
    assert.equal(s1.caregiverInfo.firstName, 'Carla');
    // 00:00 to midnight is 24:00.
    assert.equal(new Date(s2.endTime).getTime() - new Date(s2.startTime).getTime(), 86_400_000);

    const mine = await api('GET', `/api/shift?memberId=${memberId}`, { cookie: caregiver.cookie });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.shifts.map((s: { id: string }) => s.id), [s1.id, s2.id]);
    const one = await api('GET', `/api/shift/${s1.id}`, { cookie: caregiver.cookie });
    assert.equal(one.body.numTasks, 2);
    const tasks = await api('GET', `/api/shift/${s1.id}/task`, { cookie: caregiver.cookie });
    assert.deepEqual(tasks.body.tasks.map((t: { title: string }) => t.title), ['Lunch', 'Walk']);
    assert.equal(tasks.body.tasks[0].time, wallClockToInstant(d1, '12:00', ZONE).toISOString());

    // Overlap: refused, and nothing of the request is kept (all or none).
    const d3 = addLocalDays(d2, 1);
    const overlap = await api('POST', '/api/shift/new-shift', {
      cookie: family.cookie,
      body: {
        memberId,
        shifts: [
          { date: d3, startTime: '09:00', endTime: '10:00' },
          { date: d1, startTime: '16:00', endTime: '18:00' },
        ],
      },
    });
    assert.equal(overlap.status, 409);
    assert.deepEqual(messages(overlap.body), [
      'This shift overlaps another shift of this team member.',
    ]);
    const after = await api('GET', `/api/shift?memberId=${memberId}`, { cookie: family.cookie });
    assert.equal(after.body.shifts.length, 2);

    // The caregiver cannot schedule.
    const byCaregiver = await api('POST', '/api/shift/new-shift', {
      cookie: caregiver.cookie,
      body: { memberId, shifts: [{ date: d3, startTime: '09:00', endTime: '10:00' }] },
    });
    assert.equal(byCaregiver.status, 403);
  });
});

test('shifts: new-shift messages (spec 001 §5) and the server limits', async () => {
  await withTeam(async ({ family, memberId }) => {
    const post = (shifts: unknown[]) =>
      api('POST', '/api/shift/new-shift', { cookie: family.cookie, body: { memberId, shifts } });
    const d = tomorrow();
    const noStart = await post([{ date: d, startTime: '', endTime: '10:00' }]);
    assert.equal(noStart.status, 422);
    assert.ok(messages(noStart.body).includes('Please enter a start time'));
    const noEnd = await post([{ date: d, startTime: '09:00', endTime: '' }]);
    assert.ok(messages(noEnd.body).includes('Please enter an end time'));
    const noDate = await post([{ date: '', startTime: '09:00', endTime: '10:00' }]);
    assert.ok(messages(noDate.body).includes('Must select a start date'));
    const backwards = await post([{ date: d, startTime: '10:00', endTime: '09:00' }]);
    assert.equal(backwards.status, 422);
    assert.deepEqual(backwards.body, {
      startTime: 'May not be later than end time',
      endTime: 'May not be early than start time',
    });
    const past = await post([{
      date: addLocalDays(today(ZONE, new Date()), -1),
      startTime: '09:00',
      endTime: '10:00',
    }]);
    assert.equal(past.status, 422);
    assert.deepEqual(past.body, { startDate: 'The start date may not be before today.' });
    const many = Array.from({ length: 367 }, (_, i) => ({
      date: addLocalDays(d, i),
      startTime: '09:00',
      endTime: '10:00',
    }));
    const tooMany = await post(many);
    assert.equal(tooMany.status, 422);
    assert.ok(messages(tooMany.body).includes('At most 366 shifts may be added at once.'));
    const blankTask = await api('POST', '/api/shift/new-shift', {
      cookie: family.cookie,
      body: {
        memberId,
        shifts: [{ date: d, startTime: '09:00', endTime: '10:00' }],
        tasks: [{ title: ' ' }],
      },
    });
    assert.ok(messages(blankTask.body).includes('Title must not be empty'));
  });
});

test('shifts: check-in only on the scheduled date, by the caregiver; completion needs every task actioned', async () => {
  await withTeam(async ({ family, caregiver, memberId, care }) => {
    const future = await placeShift(memberId, wallClockToInstant(tomorrow(), '09:00', ZONE));
    const early = await api('POST', `/api/shift/${future}/check-in`, {
      cookie: caregiver.cookie,
      body: HERE(care),
    });
    assert.equal(early.status, 400);
    assert.deepEqual(early.body, { shift: 'You may only check in on the scheduled date.' });

    const now = await placeShift(memberId, new Date(Date.now() - 60_000));
    const taskA = await placeTask(now, 'Lunch');
    const taskB = await placeTask(now, 'Walk');

    const byFamily = await api('POST', `/api/shift/${now}/check-in`, {
      cookie: family.cookie,
      body: HERE(care),
    });
    assert.equal(byFamily.status, 403);
    const noPlace = await api('POST', `/api/shift/${now}/check-in`, {
      cookie: caregiver.cookie,
      body: {},
    });
    assert.equal(noPlace.status, 422, JSON.stringify(noPlace.body));
    assert.ok(
      messages(noPlace.body).includes('Please enable your location'),
      JSON.stringify(noPlace.body),
    );

    const tooSoon = await api('POST', `/api/task/${taskA}/complete`, {
      cookie: caregiver.cookie,
      body: { note: 'done' },
    });
    assert.equal(tooSoon.status, 400);
    assert.deepEqual(tooSoon.body, { task: 'Must check in before you can action a task' });

    const inRes = await api('POST', `/api/shift/${now}/check-in`, {
      cookie: caregiver.cookie,
      body: HERE(care),
    });
    assert.equal(inRes.status, 200, JSON.stringify(inRes.body));
    assert.equal(inRes.body.status.isCheckedIn, true);
    assert.equal(inRes.body.visits.length, 1);
    assert.equal(inRes.body.visits[0].kind, 'check-in');
    assert.ok(inRes.body.visits[0].distanceM < 5);
    assert.equal(inRes.body.visits[0].flagged, false);

    // The family may not delete a checked-in shift, nor add or delete its tasks.
    const del = await api('DELETE', `/api/shift/${now}`, { cookie: family.cookie });
    assert.equal(del.status, 409);
    assert.deepEqual(del.body, { shift: 'A shift can only be deleted before check-in.' });
    const addLate = await api('POST', `/api/shift/${now}/task`, {
      cookie: family.cookie,
      body: { title: 'More' },
    });
    assert.equal(addLate.status, 409);
    const delTask = await api('GET', `/api/task/${taskA}/delete`, { cookie: family.cookie });
    assert.equal(delTask.status, 409);

    const pending = await api('POST', `/api/shift/${now}/complete`, {
      cookie: caregiver.cookie,
      body: HERE(care),
    });
    assert.equal(pending.status, 400);
    assert.deepEqual(pending.body, {
      shift: 'There is/are still 2 task(s) that need to be actioned',
    });

    const byFamilyTask = await api('POST', `/api/task/${taskA}/complete`, {
      cookie: family.cookie,
      body: { note: '' },
    });
    assert.equal(byFamilyTask.status, 403);
    const done = await api('POST', `/api/task/${taskA}/complete`, {
      cookie: caregiver.cookie,
      body: { note: 'Ate well' },
    });
    assert.equal(done.status, 200);
    assert.equal(done.body.isCompleted, true);
    assert.equal(done.body.note, 'Ate well');
    const again = await api('POST', `/api/task/${taskA}/decline`, {
      cookie: caregiver.cookie,
      body: { note: 'no' },
    });
    assert.equal(again.status, 409);
    const one = await api('GET', `/api/shift/${now}`, { cookie: family.cookie });
    assert.equal(one.body.numTasksActioned, 1);
    const stillOne = await api('POST', `/api/shift/${now}/complete`, {
      cookie: caregiver.cookie,
      body: HERE(care),
    });
    assert.deepEqual(stillOne.body, {
      shift: 'There is/are still 1 task(s) that need to be actioned',
    });
    const declined = await api('POST', `/api/task/${taskB}/decline`, {
      cookie: caregiver.cookie,
      body: { note: 'Raining' },
    });
    assert.equal(declined.body.isDeclined, true);

    // Completed 1 km away: recorded and flagged, not refused.
    const far = {
      coordinates: { lat: care.lat + 0.009, lng: care.lng, accuracy: 20 },
      shiftNote: 'Good day',
    };
    const complete = await api('POST', `/api/shift/${now}/complete`, {
      cookie: caregiver.cookie,
      body: far,
    });
    assert.equal(complete.status, 200, JSON.stringify(complete.body));
    assert.equal(complete.body.status.isCompleted, true);
    assert.equal(complete.body.shiftNote, 'Good day');
    assert.equal(complete.body.visits[1].flagged, true);
    assert.ok(complete.body.visits[1].distanceM > 900);
    const twice = await api('POST', `/api/shift/${now}/complete`, {
      cookie: caregiver.cookie,
      body: far,
    });
    assert.equal(twice.status, 409);

    const [status] = await sql`
      select is_completed_first_shift from public.account_statuses where user_id = ${caregiver.id}`;
    assert.equal(status.isCompletedFirstShift, true);
    const [member] = await sql`select num_shifts from public.team_members where id = ${memberId}`;
    assert.equal(member.numShifts, 1);
    const [note] = await sql`
      select count(*)::int as n from public.notifications
       where recipient_id = ${family.id} and class = 'Shift'`;
    assert.equal(note.n, 2);

    // The chain verifies; an altered row (as the superuser, triggers off) is detected.
    const clean = await sql`select * from private.altered_visit_records(${now})`;
    assert.equal(clean.length, 0);
    await assert.rejects(
      sql`update public.visit_records set lat = lat + 1 where shift_id = ${now}`,
      /visit_records_append_only/,
    );
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update public.visit_records set lat = lat + 0.001
                where shift_id = ${now} and kind = 'check-in'`;
    });
    const altered = await sql`select * from private.altered_visit_records(${now})`;
    assert.equal(altered.length, 1);
    assert.equal(altered[0].reason, 'hash');
  });
});

test('shifts: two simultaneous check-ins: one wins', async () => {
  await withTeam(async ({ caregiver, memberId, care }) => {
    const id = await placeShift(memberId, new Date(Date.now() - 60_000));
    const results = await Promise.all(
      [0, 1].map(() =>
        api('POST', `/api/shift/${id}/check-in`, { cookie: caregiver.cookie, body: HERE(care) })
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const [n] =
      await sql`select count(*)::int as n from public.visit_records where shift_id = ${id}`;
    assert.equal(n.n, 1);
  });
});

test('shifts: the scheduled date is the care zone’s (fixed clock)', async () => {
  await withTeam(async ({ caregiver, memberId, care }) => {
    // 23:30 Toronto on a date; 20 minutes later it is the next day in UTC, not in Toronto.
    const startsAt = wallClockToInstant(tomorrow(), '23:30', ZONE);
    const id = await placeShift(memberId, startsAt, 1);
    const who = actor(caregiver, 'caregiver');
    await assert.rejects(
      checkIn(who, id, care, new Date(startsAt.getTime() - 24 * 3_600_000)),
      (e: { status?: number }) => e.status === 400,
    );
    const shift = await checkIn(who, id, care, new Date(startsAt.getTime() + 20 * 60_000));
    assert.equal(shift.state, 'checked_in');
  });
});

test('shifts: family deletes an unstarted shift and its tasks; the caregiver cannot', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const id = await placeShift(memberId, wallClockToInstant(tomorrow(), '09:00', ZONE));
    const blank = await api('POST', `/api/shift/${id}/task`, {
      cookie: family.cookie,
      body: { title: '' },
    });
    assert.equal(blank.status, 422);
    assert.deepEqual(blank.body, { title: 'Title must not be empty' });
    const task = await api('POST', `/api/shift/${id}/task`, {
      cookie: family.cookie,
      body: { title: 'Meds', body: 'Blue pill' },
    });
    assert.equal(task.status, 201);
    assert.equal(task.body.title, 'Meds');
    const cgTask = await api('POST', `/api/shift/${id}/task`, {
      cookie: caregiver.cookie,
      body: { title: 'Nap' },
    });
    assert.equal(cgTask.status, 403);
    const cgDel = await api('GET', `/api/task/${task.body.id}/delete`, {
      cookie: caregiver.cookie,
    });
    assert.equal(cgDel.status, 403);
    const delTask = await api('GET', `/api/task/${task.body.id}/delete`, { cookie: family.cookie });
    assert.equal(delTask.status, 200);
    const cgShift = await api('DELETE', `/api/shift/${id}`, { cookie: caregiver.cookie });
    assert.equal(cgShift.status, 403);
    const del = await api('DELETE', `/api/shift/${id}`, { cookie: family.cookie });
    assert.equal(del.status, 200);
    const gone = await api('GET', `/api/shift/${id}`, { cookie: family.cookie });
    assert.equal(gone.status, 404);
  });
});

test('shifts: saved tasks are saved and deleted by index', async () => {
  await withTeam(async ({ family }) => {
    const a = await api('POST', '/api/user/tasks', {
      cookie: family.cookie,
      body: { title: 'Lunch', body: 'Soup', time: '12:00' },
    });
    assert.equal(a.status, 200);
    await api('POST', '/api/user/tasks', { cookie: family.cookie, body: { title: 'Walk' } });
    const list = await api('GET', '/api/user/tasks', { cookie: family.cookie });
    assert.deepEqual(list.body.savedTasks, [
      { title: 'Lunch', body: 'Soup', time: '12:00' },
      { title: 'Walk', body: '', time: '' },
    ]);
    const del = await api('DELETE', '/api/user/tasks', {
      cookie: family.cookie,
      body: { taskIndex: 0 },
    });
    assert.deepEqual(del.body.savedTasks, [{ title: 'Walk', body: '', time: '' }]);
    const missing = await api('DELETE', '/api/user/tasks', {
      cookie: family.cookie,
      body: { taskIndex: 5 },
    });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, {
      general: 'There was an error deleting this task. Please try again',
    });
  });
});

test('shifts: reports: messages, dates, the admin reads (Read) and actions (edited)', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const future = await placeShift(memberId, wallClockToInstant(tomorrow(), '09:00', ZONE));
    const submit = (id: string, body: unknown, cookie = caregiver.cookie) =>
      api('POST', `/api/shift/${id}/report/submit`, { cookie, body });
    const noTitle = await submit(future, { title: '', note: 'x' });
    assert.deepEqual(noTitle.body, { title: 'Report must include a title.' });
    const noNote = await submit(future, { title: 'Fall', note: ' ' });
    assert.deepEqual(noNote.body, { note: 'Please include a brief description of the events.' });
    const early = await submit(future, { title: 'Fall', note: 'Slipped' });
    assert.equal(early.status, 400);
    assert.deepEqual(early.body, { report: 'You may only submit a report on the scheduled date.' });
    // With a fixed clock on the scheduled date it is accepted.
    const onDay = await submitReport(
      actor(caregiver, 'caregiver'),
      future,
      { title: 'Heads-up', note: 'Will be 5 minutes late' },
      wallClockToInstant(tomorrow(), '08:00', ZONE),
    );
    assert.equal(onDay.state, 'pending_review');

    const admin = await signedInAdmin(); // before filing: admins are notified of new reports
    const today = await placeShift(memberId, new Date(Date.now() - 60_000));
    const filed = await submit(today, { title: 'Fall', note: 'Slipped in the kitchen' });
    assert.equal(filed.status, 201, JSON.stringify(filed.body));
    assert.equal(filed.body.title, 'Fall');
    assert.deepEqual(filed.body.status, { isRead: false, isActioned: false, isEdited: false });
    assert.equal(filed.body.shiftInfo.startTime.length > 0, true);

    const famList = await api('GET', '/api/report', { cookie: family.cookie });
    assert.equal(famList.body.reports.length, 2);
    const famOne = await api('GET', `/api/report/${filed.body.id}/get`, { cookie: family.cookie });
    assert.equal(famOne.body.status.isRead, false);

    try {
      const adminList = await api('GET', '/api/report', { cookie: admin.cookie });
      assert.ok(adminList.body.reports.some((r: { id: string }) => r.id === filed.body.id));
      const read = await api('GET', `/api/report/${filed.body.id}/get`, { cookie: admin.cookie });
      assert.equal(read.body.status.isRead, true);
      const path = `/api/shift/${today}/report/update/${filed.body.id}/action`;
      const blank = await api('POST', path, { cookie: admin.cookie, body: { action: ' ' } });
      assert.deepEqual(blank.body, { action: 'Action must not be empty' });
      const byFamily = await api('POST', path, { cookie: family.cookie, body: { action: 'x' } });
      assert.equal(byFamily.status, 403);
      const done = await api('POST', path, {
        cookie: admin.cookie,
        body: { action: 'Called family' },
      });
      assert.equal(done.status, 200);
      assert.deepEqual(done.body.status, { isRead: true, isActioned: true, isEdited: false });
      assert.equal(done.body.action, 'Called family');
      const edit = await api('POST', path, {
        cookie: admin.cookie,
        body: { action: 'Called twice' },
      });
      assert.equal(edit.body.status.isEdited, true);
      const [n] = await sql`
        select count(*)::int as n from public.notifications
         where recipient_id = ${admin.id} and class = 'Report'`;
      assert.ok(n.n >= 1);
    } finally {
      await deleteUsers(admin.id);
    }
  });
});

test('shifts: reports page by cursor without skipping reports filed in the same millisecond', async () => {
  await withTeam(async ({ caregiver, memberId }) => {
    const shiftId = await placeShift(memberId, new Date(Date.now() - 60_000));
    // Seven reports 100 µs apart (a few share a millisecond), pages of 2: every one, once, in
    // order. A cursor that carried the instant through JavaScript lost the microseconds and
    // skipped the older reports of the cursor's millisecond.
    await sql`
      insert into public.reports (shift_id, filer_id, title, note)
      select ${shiftId}, ${caregiver.id}, 'Report ' || i, 'Details' from generate_series(1, 7) i`;
    // The insert trigger stamps now() and the update trigger keeps created_at: placed by hand.
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        update public.reports
           set created_at = '2026-11-20T10:00:00.000050Z'::timestamptz
                            + substr(title, 8)::int * interval '100 microseconds'
         where shift_id = ${shiftId}`;
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}&limit=2` : '?limit=2';
      const res = await api('GET', `/api/report${query}`, { cookie: caregiver.cookie });
      assert.equal(res.status, 200);
      seen.push(...res.body.reports.map((r: { title: string }) => r.title));
      cursor = res.body.cursor;
      pages++;
    } while (cursor && pages < 10);
    assert.deepEqual(seen, [7, 6, 5, 4, 3, 2, 1].map((i) => `Report ${i}`));
    // A cursor that is no report of the viewer's reads an empty page, and a malformed one page one.
    const unknown = await api('GET', `/api/report?cursor=${crypto.randomUUID()}`, {
      cookie: caregiver.cookie,
    });
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, { reports: [], cursor: null });
    const malformed = await api('GET', '/api/report?cursor=2026-11-20_x', {
      cookie: caregiver.cookie,
    });
    assert.equal(malformed.body.reports.length, 7);
  });
});

test('shifts: unactioned shifts are marked once and one job per shift notifies', async () => {
  await withTeam(async ({ memberId }) => {
    const id = await placeShift(memberId, new Date(Date.now() - 6 * 3_600_000), 3);
    await sql`select private.mark_unactioned_shifts()`;
    await sql`select private.mark_unactioned_shifts()`;
    const jobs = await sql`
      select kind from private.jobs where dedupe_key = ${'shifts.unactioned:' + id}`;
    assert.equal(jobs.length, 1);
    const [row] = await sql`select unactioned_at from public.shifts where id = ${id}`;
    assert.ok(row.unactionedAt);
    await sql`delete from private.jobs where dedupe_key = ${'shifts.unactioned:' + id}`;
    // The job's handler notifies both parties (class Shift → /myteam/{memberId}).
    await notifyUnactioned(id);
    const notes = await sql`
      select ref_id from public.notifications where class = 'Shift' and ref_id = ${memberId}`;
    assert.equal(notes.length, 2);
  });
});

test('shifts: completed_all is set once every onboarding step is done', async () => {
  const cg = await signedInCaregiver();
  try {
    const no = await api('GET', '/api/user/status/completed_all', { cookie: cg.cookie });
    assert.equal(no.status, 200);
    assert.equal(no.body.isCompletedAll, false);
    await sql`update public.account_statuses
                 set is_profile_completed = true, is_bg_check = true, is_message = true,
                     is_apply = true, is_completed_first_shift = true
               where user_id = ${cg.id}`;
    const yes = await api('GET', '/api/user/status/completed_all', { cookie: cg.cookie });
    assert.equal(yes.body.isCompletedAll, true);
  } finally {
    await deleteUsers(cg.id);
  }
});

test('shifts: /include-shifts gives the member’s future unstarted shifts the new care plan, and only those', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const future = await placeShift(memberId, new Date(Date.now() + 3 * 86_400_000));
    const past = await placeShift(memberId, new Date(Date.now() - 3 * 86_400_000));
    const carePlan = ['Bathing assistance', 'Evening walk'];

    const byCaregiver = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: caregiver.cookie,
      body: { service: carePlan },
    });
    assert.equal(byCaregiver.status, 403, 'a caregiver never edits a care plan');

    const plain = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: { service: ['Only the plan'] },
    });
    assert.equal(plain.status, 200);
    const [untouched] = await sql`select services from public.shifts where id = ${future}`;
    assert.notDeepEqual(untouched.services, ['Only the plan'], '/update leaves shifts alone');

    const res = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: family.cookie,
      body: { service: carePlan },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.service, carePlan);
    const rows = await sql`select id, services from public.shifts where id in ${
      sql([future, past])
    }`;
    const services = Object.fromEntries(rows.map((r) => [r.id, r.services]));
    assert.deepEqual(services[future], carePlan);
    assert.notDeepEqual(services[past], carePlan, 'a past shift keeps what it had');
  });
});
