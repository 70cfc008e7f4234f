// Row-level security and privileges of shifts, tasks, saved_tasks, visit_records and reports
// (supabase/migrations/20261122001000_shifts.sql): outsiders read nothing, a family cannot
// check in or action tasks, a caregiver cannot schedule or delete, nobody edits a visit record,
// and the HTTP API answers an outsider 404.
import assert from 'node:assert/strict';
import { asAnon, sql } from '../../web/server/db.server.ts';
import { addLocalDays, today, wallClockToInstant } from '../../web/domains/shifts/time.ts';
import { placeShift, placeTask, shiftTeam } from '../factories/shifts.ts';
import {
  api,
  asUserOf,
  deleteUsers,
  signedInAdmin,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';

const DENIED = { code: '42501' };

async function withShift(
  fn: (a: {
    familyId: string;
    caregiverId: string;
    memberId: string;
    shiftId: string;
    taskId: string;
    reportId: string;
    outsider: { id: string; cookie: string };
    outsiderFamily: { id: string; cookie: string };
  }) => Promise<void>,
) {
  const team = await shiftTeam();
  const [outsider, outsiderFamily] = await Promise.all([signedInCaregiver(), signedInFamily()]);
  try {
    const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000));
    const taskId = await placeTask(shiftId);
    await sql`update public.shifts set state = 'checked_in' where id = ${shiftId}`;
    await sql`insert into public.visit_records (shift_id, kind, lat, lng)
              values (${shiftId}, 'check-in', ${team.care.lat}, ${team.care.lng})`;
    const [report] = await sql`
      insert into public.reports (shift_id, filer_id, title, note)
      values (${shiftId}, ${team.caregiver.id}, 'Fall', 'Slipped') returning id`;
    await fn({
      familyId: team.family.id,
      caregiverId: team.caregiver.id,
      memberId: team.memberId,
      shiftId,
      taskId,
      reportId: report.id as string,
      outsider,
      outsiderFamily,
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, outsider.id, outsiderFamily.id);
  }
}

test('shifts RLS: both parties read; an outside caregiver or family reads no shift, task, visit or report', async () => {
  await withShift(async ({ familyId, caregiverId, shiftId, outsider, outsiderFamily }) => {
    for (const id of [familyId, caregiverId]) {
      for (const table of ['shifts', 'tasks', 'visit_records', 'reports']) {
        const rows = await asUserOf(id, (tx) => tx`select id from ${tx('public.' + table)}`);
        assert.equal(rows.length, 1, `${table} as a party`);
      }
    }
    for (const id of [outsider.id, outsiderFamily.id]) {
      for (const table of ['shifts', 'tasks', 'visit_records', 'reports']) {
        const rows = await asUserOf(id, (tx) => tx`select id from ${tx('public.' + table)}`);
        assert.equal(rows.length, 0, `${table} as an outsider`);
      }
    }
    await assert.rejects(asAnon((tx) => tx`select id from public.shifts`), DENIED);
    const viaApi = await api('GET', `/api/shift/${shiftId}`, { cookie: outsider.cookie });
    assert.equal(viaApi.status, 404);
    const tasks = await api('GET', `/api/shift/${shiftId}/task`, { cookie: outsider.cookie });
    assert.equal(tasks.status, 404);
    const reports = await api('GET', '/api/report', { cookie: outsider.cookie });
    assert.deepEqual(reports.body.reports, []);
  });
});

test("shift_states (shifts' published view): both parties read a shift's state; outsiders and visitors nothing", async () => {
  await withShift(async ({ familyId, caregiverId, shiftId, outsider, outsiderFamily }) => {
    const read = (id: string) =>
      asUserOf(id, (tx) => tx`select state from public.shift_states where id = ${shiftId}`);
    for (const id of [familyId, caregiverId]) {
      assert.deepEqual((await read(id)).map((r) => r.state), ['checked_in']);
    }
    for (const id of [outsider.id, outsiderFamily.id]) assert.equal((await read(id)).length, 0);
    await assert.rejects(asAnon((tx) => tx`select id from public.shift_states`), DENIED);
  });
});

test('shifts RLS: a family cannot check in or action tasks; a caregiver cannot schedule or delete', async () => {
  await withShift(async ({ familyId, caregiverId, memberId, shiftId, taskId, reportId }) => {
    // Nobody in the API roles updates shifts, tasks or reports directly: those run on the
    // server's checked path.
    for (const id of [familyId, caregiverId]) {
      await assert.rejects(
        asUserOf(
          id,
          (tx) => tx`update public.shifts set state = 'completed' where id = ${shiftId}`,
        ),
        DENIED,
      );
      await assert.rejects(
        asUserOf(id, (tx) => tx`update public.tasks set state = 'completed' where id = ${taskId}`),
        DENIED,
      );
      await assert.rejects(
        asUserOf(id, (tx) => tx`update public.reports set state = 'read' where id = ${reportId}`),
        DENIED,
      );
      await assert.rejects(
        asUserOf(id, (tx) =>
          tx`insert into public.visit_records (shift_id, kind, lat, lng)
             values (${shiftId}, 'completion', 45, -75)`),
        DENIED,
      );
    }
    // A caregiver cannot schedule, delete a shift or delete a task.
    const start = wallClockToInstant(
      addLocalDays(today('America/Toronto', new Date()), 3),
      '09:00',
      'America/Toronto',
    );
    await assert.rejects(
      asUserOf(
        caregiverId,
        (tx) =>
          tx`insert into public.shifts (member_id, starts_at, ends_at, time_zone)
           values (${memberId}, ${start}, ${new Date(
            start.getTime() + 3_600_000,
          )}, 'America/Toronto')`,
      ),
      DENIED,
    );
    const gone = await asUserOf(
      caregiverId,
      (tx) => tx`delete from public.shifts where id = ${shiftId} returning id`,
    );
    assert.equal(gone.length, 0);
    const goneTask = await asUserOf(
      caregiverId,
      (tx) => tx`delete from public.tasks where id = ${taskId} returning id`,
    );
    assert.equal(goneTask.length, 0);
    // The family cannot delete a checked-in shift, nor touch its tasks (the shift has started).
    const famGone = await asUserOf(
      familyId,
      (tx) => tx`delete from public.shifts where id = ${shiftId} returning id`,
    );
    assert.equal(famGone.length, 0);
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) => tx`insert into public.tasks (shift_id, title) values (${shiftId}, 'Late')`,
      ),
      DENIED,
    );
    // The lifecycle trigger refuses a skipped or backward transition even on the service path.
    await assert.rejects(
      sql`update public.shifts set state = 'scheduled' where id = ${shiftId}`,
      { code: '55000' },
    );
    await assert.rejects(
      sql`update public.shifts set state = 'completed' where id = ${shiftId}`,
      /shift_tasks_pending/,
    );
  });
});

test('shifts RLS: the family schedules for its own member only; overlaps are refused by the database', async () => {
  await withShift(async ({ familyId, memberId, outsiderFamily }) => {
    const start = wallClockToInstant(
      addLocalDays(today('America/Toronto', new Date()), 3),
      '09:00',
      'America/Toronto',
    );
    const end = new Date(start.getTime() + 2 * 3_600_000);
    const insert = (id: string) =>
      asUserOf(id, (tx) =>
        tx`insert into public.shifts (member_id, starts_at, ends_at, time_zone)
           values (${memberId}, ${start}, ${end}, 'America/Toronto') returning id`);
    await assert.rejects(insert(outsiderFamily.id), { code: 'P0002' });
    const [row] = await insert(familyId);
    assert.ok(row.id);
    await assert.rejects(insert(familyId), { code: '23P01' });
  });
});

test('shifts RLS: admins read reports of the last 7 days only, and no shift', async () => {
  await withShift(async ({ reportId }) => {
    const admin = await signedInAdmin();
    try {
      const recent = await asUserOf(
        admin.id,
        (tx) => tx`select id from public.reports where id = ${reportId}`,
      );
      assert.equal(recent.length, 1);
      const shifts = await asUserOf(admin.id, (tx) => tx`select id from public.shifts`);
      assert.equal(shifts.length, 0);
      await sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await tx`update public.reports set created_at = now() - interval '8 days' where id = ${reportId}`;
      });
      const old = await asUserOf(
        admin.id,
        (tx) => tx`select id from public.reports where id = ${reportId}`,
      );
      assert.equal(old.length, 0);
    } finally {
      await deleteUsers(admin.id);
    }
  });
});
