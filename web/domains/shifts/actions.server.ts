// The shifts domain's verbs (spec 001 §2-§5, §7; issue 11): the only server file other domains
// import. Each exported function opens its own transaction(s):
// - reads run as the viewer (RLS: only the two parties of a member see its shifts, tasks and
//   visit records);
// - the family's writes (new shifts, tasks, deletions, saved tasks) run as the viewer, so RLS and
//   the triggers are the real guard;
// - the caregiver's check-in, completion and task actions run on the service path after the
//   party is verified under the viewer's own RLS and again under the row lock; the lifecycle
//   triggers refuse a transition the row's state forbids, so of two simultaneous check-ins one
//   wins and the other is a 409.
// Reports filed on a shift are the reports domain's (web/domains/reports/actions.server.ts).
// Notifications to the other party go on the service path, in the transaction of the change
// where the change itself runs there.
// Time is the care zone's (time.ts); `now` is a parameter so tests can fix the clock.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  invalid,
  notFound,
} from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { type Params, text } from '../../shared/i18n.tsx';
import { createNotification, html } from '../notifications/actions.server.ts';
import { fileReport } from '../reports/actions.server.ts';
import type { Report } from '../reports/model.ts';
import {
  familyMayChangeTasks,
  familyMayDeleteShift,
  nextShiftState,
  nextTaskState,
} from './lifecycle.ts';
import { type ShiftsMessageKey, shiftsMessages } from './messages.ts';
import {
  MAX_SHIFTS_PER_REQUEST,
  type SavedTask,
  type SchedulePanelProps,
  type Shift,
  SHIFT_NOTIFICATION_CLASS,
  type Task,
} from './model.ts';
import * as q from './queries.server.ts';
import type { NewShifts, TaskInput } from './schemas.ts';
import {
  addLocalDays,
  isOnOrAfterScheduledDate,
  isScheduledDate,
  localDate,
  localTime,
  shiftInstants,
  startOfLocalDay,
  today,
  wallClockToInstant,
  weekStart,
  zoneForProvince,
} from './time.ts';
import { UUID } from '../../shared/ids.ts';
import { pgCode, pgConstraint } from '../../server/pg-error.server.ts';

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName'>;
export type Coordinates = { lat: number; lng: number; accuracy?: number | null };

const t = (key: ShiftsMessageKey, params?: Params) => text(shiftsMessages, key, params);

// ------------------------------------------------------------------------------------ shifts

/** Reads shifts with their visit records, in `tx` (as the viewer). */
async function shiftsOf(tx: Tx, rows: q.ShiftRow[], now: Date): Promise<Shift[]> {
  const visits = await q.selectVisits(tx, rows.map((r) => r.id));
  return rows.map((r) => q.toShift(r, visits.get(r.id) ?? [], now));
}

/** GET /shift/{id}: one shift of the viewer's team (with numTasks and numTasksActioned), or 404. */
export async function readShift(viewer: Actor, id: string, now = new Date()): Promise<Shift> {
  if (!UUID.test(id)) throw notFound(t('shiftNotFound'));
  return await asUser(viewer, async (tx) => {
    const row = await q.selectShift(tx, id);
    if (!row) throw notFound(t('shiftNotFound'));
    return (await shiftsOf(tx, [row], now))[0];
  });
}

/** Shift reader for realtime (RLS decides whether the receiving user sees it). */
export async function readShiftIn(tx: Tx, id: string): Promise<Shift | null> {
  const row = await q.selectShift(tx, id);
  return row ? (await shiftsOf(tx, [row], new Date()))[0] : null;
}

/**
 * GET /shift?memberId=&from=&to=: the viewer's shifts (one member's, or all of theirs), ordered
 * by start; `from`/`to` are instants (ISO). Without `from`: from the start of today in UTC − 1
 * day, which the pages narrow to the care zone's week.
 */
export async function listShifts(
  viewer: Actor,
  filter: { memberId?: string; from?: string; to?: string; limit?: number },
  now = new Date(),
): Promise<Shift[]> {
  return await asUser(viewer, (tx) => listShiftsIn(tx, filter, now));
}

/**
 * listShifts in the caller's transaction `tx`, which must already run as the viewer (asUser); it
 * opens none. For the dashboard, which reads all its sections in one transaction (ADR 031).
 */
export async function listShiftsIn(
  tx: Tx,
  filter: { memberId?: string; from?: string; to?: string; limit?: number },
  now = new Date(),
): Promise<Shift[]> {
  if (filter.memberId !== undefined && !UUID.test(filter.memberId)) {
    throw notFound(t('memberNotFound'));
  }
  const from = filter.from ? new Date(filter.from) : undefined;
  const to = filter.to ? new Date(filter.to) : undefined;
  if ((from && isNaN(from.getTime())) || (to && isNaN(to.getTime()))) {
    throw badRequest(t('rangeInvalid'));
  }
  const rows = await q.selectShifts(tx, {
    memberId: filter.memberId,
    from,
    to,
    limit: filter.limit,
  });
  return await shiftsOf(tx, rows, now);
}

/**
 * POST /shift/new-shift: all the occurrences (and the tasks copied onto each) or none. The
 * wall-clock times are the care location's; start must be before end (an end at or before the
 * start crosses midnight; 00:00 to 00:00 is 24:00), the date not before today in that zone, at
 * most MAX_SHIFTS_PER_REQUEST, and no overlap with another shift of the member (the database's
 * exclusion constraint decides, also between two concurrent requests).
 */
export async function addShifts(
  viewer: Actor,
  input: NewShifts,
  now = new Date(),
): Promise<{ shifts: Shift[]; name: string }> {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
  if (input.shifts.length > MAX_SHIFTS_PER_REQUEST) {
    throw invalid({ shifts: t('tooManyShifts') });
  }
  const member = await asUser(viewer, (tx) => q.selectMember(tx, input.memberId));
  if (!member) throw notFound(t('memberNotFound'));
  if (member.familyId !== viewer.id) throw forbidden(t('familiesOnly'));
  const zone = zoneForProvince(member.adminAreaLevel1);
  const day = today(zone, now);
  const planned = input.shifts.map((s, i) => {
    if (s.date < day) throw invalid({ startDate: t('startDatePast') });
    // Spec 001 §5: start before end; an end at midnight (00:00) is the end of the day.
    if (!(s.startTime < s.endTime || s.endTime === '00:00')) {
      throw invalid({ startTime: t('startNotBeforeEnd'), endTime: t('endNotAfterStart') });
    }
    const { startsAt, endsAt } = shiftInstants(s.date, s.startTime, s.endTime, zone);
    if (!(startsAt < endsAt)) {
      throw invalid({ startTime: t('startNotBeforeEnd'), endTime: t('endNotAfterStart') });
    }
    return { ...s, startsAt, endsAt, index: i };
  });
  let ids: string[] = [];
  try {
    ids = await asUser(viewer, async (tx) => {
      const out: string[] = [];
      for (const s of planned) {
        const id = await q.insertShift(tx, {
          memberId: input.memberId,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          timeZone: zone,
          note: s.note ?? '',
        });
        out.push(id);
        for (const task of input.tasks ?? []) {
          await q.insertTask(tx, { shiftId: id, ...taskFields(task, s.date, s.startTime, zone) });
        }
      }
      return out;
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw conflict({ shifts: t('shiftOverlaps') });
    if (pgCode(err) === '42501') throw invalid({ tasks: t('taskShiftStarted') });
    throw err;
  }
  const name = member.caregiverFirstName.trim();
  await asService((tx) =>
    createNotification(tx, {
      recipientId: member.caregiverId,
      class: SHIFT_NOTIFICATION_CLASS,
      refId: input.memberId,
      message: html`<b>${viewer.firstName ?? ''}</b> scheduled ${
        String(ids.length)
      } new shift(s) for you.`,
    })
  );
  const shifts = await asUser(viewer, async (tx) => {
    return await shiftsOf(tx, await q.selectShifts(tx, { ids }), now);
  });
  return { shifts, name };
}

/** A task's stored fields: its optional time of day on the shift's date (or the next day). */
function taskFields(task: TaskInput, date: string, startTime: string, zone: string) {
  let time: Date | null = null;
  if (task.time) {
    time = task.time < startTime
      ? shiftInstants(date, startTime, task.time, zone).endsAt
      : wallClockToInstant(date, task.time, zone);
  }
  return { title: task.title, body: task.body ?? '', time };
}

/** DELETE /shift/{id}: the family, only before check-in. */
export async function deleteShift(viewer: Actor, id: string): Promise<{ id: string }> {
  const shift = await shiftRow(viewer, id);
  if (viewer.userType !== 'family' || shift.familyId !== viewer.id) {
    throw forbidden(t('familiesOnly'));
  }
  if (!familyMayDeleteShift(shift)) {
    throw conflict({ shift: t('deleteAfterCheckIn') });
  }
  const deleted = await asUser(viewer, (tx) => q.deleteShift(tx, id));
  if (deleted === 0) throw conflict({ shift: t('deleteAfterCheckIn') });
  await asService((tx) =>
    createNotification(tx, {
      recipientId: shift.caregiverId,
      class: SHIFT_NOTIFICATION_CLASS,
      refId: shift.memberId,
      message: html`<b>${viewer.firstName ?? ''}</b> removed a shift from your schedule.`,
    })
  );
  return { id };
}

/** The raw shift row as the viewer may read it (RLS), or 404. */
async function shiftRow(viewer: Actor, id: string): Promise<q.ShiftRow> {
  if (!UUID.test(id)) throw notFound(t('shiftNotFound'));
  const row = await asUser(viewer, (tx) => q.selectShift(tx, id));
  if (!row) throw notFound(t('shiftNotFound'));
  return row;
}

/** The caregiver's own shift, locked on the service path, or the right refusal. */
async function lockCaregiverShift(tx: Tx, viewer: Actor, id: string) {
  const row = await q.selectShift(tx, id, true);
  if (!row) throw notFound(t('shiftNotFound'));
  if (row.caregiverId !== viewer.id) throw forbidden(t('caregiversOnly'));
  return row;
}

/** Verifies under the viewer's RLS that the shift exists for them; 403 unless the caregiver. */
async function requireCaregiverOf(viewer: Actor, id: string, now: Date): Promise<Shift> {
  const shift = await readShift(viewer, id, now);
  if (viewer.userType !== 'caregiver') throw forbidden(t('caregiversOnly'));
  return shift;
}

/**
 * POST /shift/{id}/check-in: the caregiver, only on the scheduled date in the care zone; the
 * visit record (place, distance, flag, hash chain) is written in the same transaction.
 */
export async function checkIn(
  viewer: Actor,
  id: string,
  coordinates: Coordinates,
  now = new Date(),
): Promise<Shift> {
  await requireCaregiverOf(viewer, id, now);
  try {
    await asService(async (tx) => {
      const row = await lockCaregiverShift(tx, viewer, id);
      const state = row.state;
      if (!nextShiftState(state, 'check_in')) {
        throw conflict({
          shift: t(state === 'completed' ? 'alreadyCompleted' : 'alreadyCheckedIn'),
        });
      }
      if (!isScheduledDate(row.startsAt, row.timeZone, now)) {
        throw badRequest({ shift: t('checkInDate') });
      }
      await q.setShiftState(tx, id, 'checked_in');
      await q.insertVisit(tx, { shiftId: id, kind: 'check-in', ...coords(coordinates) });
      await createNotification(tx, {
        recipientId: row.familyId,
        class: SHIFT_NOTIFICATION_CLASS,
        refId: row.memberId,
        message: html`<b>${viewer.firstName ?? ''}</b> checked in to a shift.`,
      });
    });
  } catch (err) {
    throw lifecycleError(err);
  }
  return await readShift(viewer, id, now);
}

const coords = (c: Coordinates) => ({ lat: c.lat, lng: c.lng, accuracy: c.accuracy ?? null });

/** The lifecycle triggers' refusals, as the API's answers (a lost race is a 409). */
function lifecycleError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = pgCode(err);
  const condition = pgConstraint(err);
  if (code === '55000') {
    switch (condition) {
      case 'shift_tasks_pending': {
        const n = Number((err as { detail?: string }).detail ?? 0);
        return badRequest({ shift: t('tasksOutstanding', { n }) });
      }
      case 'task_not_checked_in':
        return badRequest({ task: t('mustCheckIn') });
      case 'task_actioned':
        return conflict({ task: t('taskActioned') });
      default:
        return conflict({ shift: t('alreadyCheckedIn') });
    }
  }
  if (code === '23505' && condition === 'visit_records_one_per_kind') {
    return conflict({ shift: t('alreadyCheckedIn') });
  }
  return err;
}

/**
 * POST /shift/{id}/complete: the caregiver, once checked in and every task actioned ('There
 * is/are still N task(s) that need to be actioned'). Completing counts the shift on the member
 * and marks the caregiver's first completed shift (database trigger).
 */
export async function completeShift(
  viewer: Actor,
  id: string,
  input: { coordinates: Coordinates; shiftNote?: string },
  now = new Date(),
): Promise<Shift> {
  await requireCaregiverOf(viewer, id, now);
  try {
    await asService(async (tx) => {
      const row = await lockCaregiverShift(tx, viewer, id);
      const state = row.state;
      if (!nextShiftState(state, 'complete')) {
        throw conflict({ shift: t(state === 'completed' ? 'alreadyCompleted' : 'notCheckedIn') });
      }
      const pending = await q.countPendingTasks(tx, id);
      if (pending > 0) throw badRequest({ shift: t('tasksOutstanding', { n: pending }) });
      await q.setShiftState(tx, id, 'completed', input.shiftNote ?? '');
      await q.insertVisit(tx, { shiftId: id, kind: 'completion', ...coords(input.coordinates) });
      await createNotification(tx, {
        recipientId: row.familyId,
        class: SHIFT_NOTIFICATION_CLASS,
        refId: row.memberId,
        message: html`<b>${viewer.firstName ?? ''}</b> completed a shift.`,
      });
    });
  } catch (err) {
    throw lifecycleError(err);
  }
  return await readShift(viewer, id, now);
}

/** Worker job `shifts.unactioned` (queued once per shift by private.mark_unactioned_shifts). */
export async function notifyUnactioned(shiftId: string): Promise<void> {
  await asService(async (tx) => {
    const row = await q.selectShift(tx, shiftId);
    if (!row || row.state === 'completed') return;
    const refId = row.memberId;
    await createNotification(tx, {
      recipientId: row.familyId,
      class: SHIFT_NOTIFICATION_CLASS,
      refId,
      message: 'A shift was not actioned. Please contact your caregiver.',
    });
    await createNotification(tx, {
      recipientId: row.caregiverId,
      class: SHIFT_NOTIFICATION_CLASS,
      refId,
      message: 'A shift was not completed in the allotted time and must be actioned immediately.',
    });
  });
}

// ------------------------------------------------------------------------------------- tasks

/** GET /shift/{id}/task: the shift's tasks, oldest first. */
export async function listTasks(viewer: Actor, shiftId: string): Promise<Task[]> {
  await readShift(viewer, shiftId);
  return await asUser(viewer, (tx) => q.selectTasks(tx, shiftId));
}

/** Realtime reader for tasks. */
export async function readTaskIn(tx: Tx, id: string): Promise<Task | null> {
  const row = await q.selectTask(tx, id);
  return row ? q.toTask(row) : null;
}

/** POST /shift/{id}/task: the family, only before the shift starts and while not checked in. */
export async function addTask(
  viewer: Actor,
  shiftId: string,
  input: TaskInput,
  now = new Date(),
): Promise<Task> {
  const shift = await readShift(viewer, shiftId, now);
  const raw = await shiftRow(viewer, shiftId);
  if (viewer.userType !== 'family' || raw.familyId !== viewer.id) {
    throw forbidden(t('familiesOnly'));
  }
  if (!familyMayChangeTasks({ state: shift.state, startsAt: shift.startTime }, now)) {
    throw conflict({ task: t('taskShiftStarted') });
  }
  const date = localDate(shift.startTime, shift.timeZone);
  const hhmm = localTime(shift.startTime, shift.timeZone);
  try {
    return await asUser(
      viewer,
      (tx) => q.insertTask(tx, { shiftId, ...taskFields(input, date, hhmm, shift.timeZone) }),
    );
  } catch (err) {
    // The insert policy (the shift started or was checked in meanwhile).
    if (pgCode(err) === '42501') throw conflict({ task: t('taskShiftStarted') });
    throw err;
  }
}

/** GET /task/{id}/delete: the family, only on an unstarted shift. */
export async function deleteTask(
  viewer: Actor,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  if (!UUID.test(id)) throw notFound(t('taskNotFound'));
  const row = await asUser(viewer, (tx) => q.selectTask(tx, id));
  if (!row) throw notFound(t('taskNotFound'));
  if (viewer.userType !== 'family' || row.familyId !== viewer.id) {
    throw forbidden(t('familiesOnly'));
  }
  const shift = await readShift(viewer, row.shiftId, now);
  if (!familyMayChangeTasks({ state: shift.state, startsAt: shift.startTime }, now)) {
    throw conflict({ task: t('taskShiftStarted') });
  }
  const n = await asUser(viewer, (tx) => q.deleteTask(tx, id));
  if (n === 0) throw conflict({ task: t('taskShiftStarted') });
  return { id };
}

/** POST /task/{id}/complete | /decline: the caregiver, only while checked in; final. */
export async function actionTask(
  viewer: Actor,
  id: string,
  action: 'complete' | 'decline',
  note: string,
): Promise<Task> {
  if (!UUID.test(id)) throw notFound(t('taskNotFound'));
  const row = await asUser(viewer, (tx) => q.selectTask(tx, id));
  if (!row) throw notFound(t('taskNotFound'));
  if (viewer.userType !== 'caregiver' || row.caregiverId !== viewer.id) {
    throw forbidden(t('caregiversOnly'));
  }
  try {
    return await asService(async (tx) => {
      const shift = await lockCaregiverShift(tx, viewer, row.shiftId);
      const task = await q.selectTask(tx, id, true);
      if (!task) throw notFound(t('taskNotFound'));
      if (shift.state !== 'checked_in') throw badRequest({ task: t('mustCheckIn') });
      const next = nextTaskState(task.state, action);
      if (!next || next === 'pending') throw conflict({ task: t('taskActioned') });
      return await q.actionTask(tx, id, next, note);
    });
  } catch (err) {
    throw lifecycleError(err);
  }
}

// ------------------------------------------------------------------------------- saved tasks

/** The viewer's saved tasks (spec 001 credentials.savedTasks). */
export async function listSavedTasks(viewer: Actor): Promise<SavedTask[]> {
  const rows = await asUser(viewer, (tx) => q.selectSavedTasks(tx));
  return rows.map(({ title, body, time }) => ({ title, body, time }));
}

/** POST /user/tasks: the family saves a task to the profile. */
export async function saveTask(viewer: Actor, task: SavedTask): Promise<SavedTask[]> {
  if (viewer.userType !== 'family') throw forbidden(t('saveTaskFailed'));
  await asUser(viewer, (tx) => q.insertSavedTask(tx, viewer.id, task));
  return await listSavedTasks(viewer);
}

/** DELETE /user/tasks: removes the saved task at `taskIndex` (creation order). */
export async function deleteSavedTask(viewer: Actor, taskIndex: number): Promise<SavedTask[]> {
  const deleted = await asUser(viewer, async (tx) => {
    const rows = await q.selectSavedTasks(tx);
    const row = rows[taskIndex];
    return row ? await q.deleteSavedTask(tx, row.id) : 0;
  });
  if (deleted === 0) throw notFound(t('deleteSavedFailed'));
  return await listSavedTasks(viewer);
}

// ----------------------------------------------------------------------------------- reports

/**
 * POST /shift/{id}/report/submit: the report is the reports domain's; the shift is read here, as
 * the filer (404 unless a party), and the reports domain applies its filing rule to what it says.
 */
export async function submitReport(
  viewer: Actor,
  shiftId: string,
  input: { title: string; note: string },
  now = new Date(),
): Promise<Report> {
  const shift = await readShift(viewer, shiftId, now);
  return await fileReport(viewer, {
    shiftId,
    state: shift.state,
    onOrAfterScheduledDate: isOnOrAfterScheduledDate(shift.startTime, shift.timeZone, now),
  }, input);
}

/**
 * The team domain's POST /team/member/{id}/update/include-shifts calls this in its own
 * transaction `tx`, which must run as the family (asUser), right after saving the care plan: the
 * member's scheduled, unstarted shifts take it (RLS and the transition trigger keep started and
 * past shifts, and anyone else's, out). Answers how many shifts changed.
 */
export async function applyCarePlanToShiftsIn(
  tx: Tx,
  memberId: string,
  services: string[],
): Promise<number> {
  if (!UUID.test(memberId)) throw notFound(t('memberNotFound'));
  return await q.applyCarePlan(tx, memberId, services);
}

// ------------------------------------------------------------------------------------- pages

/**
 * What the My Team pages hand the schedule panel: the member's care zone, the week to show (the
 * deep-linked shift's, else this week, in that zone), its shifts, and the family's saved tasks;
 * all read as the viewer. Null when the member is not on the viewer's team (the page then does
 * what My Team does with an unknown member); a deep-linked shift of another member, or none,
 * is the not-found page's business (PageNotFound from the caller).
 */
export async function schedulePanel(
  viewer: Actor,
  memberId: string,
  opts: { shiftId?: string; openDialog?: boolean } = {},
  now = new Date(),
): Promise<{ props: SchedulePanelProps; shiftFound: boolean } | null> {
  if (!UUID.test(memberId)) return null;
  return await panelFor(viewer, memberId, opts, now);
}

/**
 * /myteam/all's schedule (spec 001 §2 'Show All'): every member's shifts this week, the week
 * reckoned in the first member's care zone (each shift still shows its own zone's times). Null
 * without members.
 */
export async function scheduleAllPanel(
  viewer: Actor,
  now = new Date(),
): Promise<SchedulePanelProps | null> {
  return (await panelFor(viewer, null, {}, now))?.props ?? null;
}

async function panelFor(
  viewer: Actor,
  memberId: string | null,
  opts: { shiftId?: string; openDialog?: boolean },
  now: Date,
): Promise<{ props: SchedulePanelProps; shiftFound: boolean } | null> {
  return await asUser(viewer, async (tx) => {
    // A member's page reads that member (its caregiver's name too); /myteam/all the first one's.
    const shown = memberId ? await q.selectMember(tx, memberId) : undefined;
    const member = memberId ? shown : await q.selectFirstMember(tx);
    if (!member) return null;
    const zone = zoneForProvince(member.adminAreaLevel1);
    let week = weekStart(today(zone, now));
    let shiftFound = !opts.shiftId;
    let openShiftId: string | null = null;
    if (opts.shiftId && UUID.test(opts.shiftId)) {
      const row = await q.selectShift(tx, opts.shiftId);
      if (row && row.memberId === memberId) {
        shiftFound = true;
        openShiftId = opts.shiftId;
        week = weekStart(localDate(row.startsAt, row.timeZone));
      }
    }
    const rows = await q.selectShifts(tx, {
      memberId: memberId ?? undefined,
      from: startOfLocalDay(week, zone),
      to: startOfLocalDay(addLocalDays(week, 7), zone),
    });
    const isFamily = viewer.userType === 'family';
    const saved = isFamily && memberId ? await q.selectSavedTasks(tx) : [];
    return {
      shiftFound,
      props: {
        viewerType: isFamily ? 'family' : 'caregiver',
        memberId,
        caregiverName: shown?.caregiverFirstName.trim() ?? '',
        zone,
        now: now.toISOString(),
        weekStart: week,
        shifts: await shiftsOf(tx, rows, now),
        openShiftId,
        openDialog: isFamily && !!memberId && !!opts.openDialog,
        savedTasks: saved.map(({ title, body, time }) => ({ title, body, time })),
        vocabulary: await q.selectVocabulary(tx),
      },
    };
  });
}

// ---------------------------------------------------------------------------------- invoices

// The invoices domain keeps its shifts' approved, paid and submitted flags (the schedule's chips)
// in step with the invoice, calling these in its own transaction `tx` (service path) right after
// the invoice changes; invoice_shifts (the invoices domain's, read through invoiced_shifts) says
// which shifts an invoice pays.

/** The approved invoice's shifts show Approved. */
export async function markShiftsApprovedIn(tx: Tx, invoiceId: string): Promise<void> {
  await q.markInvoiceShiftsApproved(tx, invoiceId);
}

/** The paid invoice's shifts show Paid. */
export async function markShiftsPaidIn(tx: Tx, invoiceId: string): Promise<void> {
  await q.markInvoiceShiftsPaid(tx, invoiceId);
}

/** The new invoices' shifts show Submitted; answers how many shifts changed. */
export async function markShiftsSubmittedIn(tx: Tx, invoiceIds: string[]): Promise<number> {
  return await q.markInvoiceShiftsSubmitted(tx, invoiceIds);
}
