// The shifts domain's SQL. Functions take the caller's transaction and never open one; what a
// user may read is decided by RLS on the transaction's role.
import type { Tx } from '../../server/db.server.ts';
import type { CareVocabulary, Report, SavedTask, Shift, Task, VisitRecord } from './model.ts';
import { isUnactioned } from './time.ts';

type Row = Record<string, unknown>;
const iso = (
  d: unknown,
) => (d === null || d === undefined ? null : new Date(d as string).toISOString());

export function toShift(r: Row, visits: VisitRecord[] = [], now = new Date()): Shift {
  const state = r.state as Shift['state'];
  return {
    id: r.id as string,
    memberId: r.memberId as string,
    teamId: r.familyUserIdNumber as string,
    startTime: iso(r.startsAt)!,
    endTime: iso(r.endsAt)!,
    timeZone: r.timeZone as string,
    note: r.note as string,
    createdAt: iso(r.createdAt)!,
    address: { addressFull: (r.addressFull as string) ?? '' },
    service: r.services as string[],
    conditions: (r.conditions as string[]) ?? [],
    languagePref: (r.languagePref as string[]) ?? [],
    caregiverInfo: {
      firstName: r.caregiverFirstName as string,
      lastName: r.caregiverLastName as string,
      userIdNumber: r.caregiverUserIdNumber as string,
    },
    familyInfo: {
      firstName: r.familyFirstName as string,
      lastName: r.familyLastName as string,
      userIdNumber: r.familyUserIdNumber as string,
      imgUrlThumb: (r.familyImgUrlThumb as string | null) ?? null,
    },
    reports: (r.reportIds as string[] | null) ?? [],
    numTasks: Number(r.numTasks ?? 0),
    numTasksActioned: Number(r.numTasksActioned ?? 0),
    checkedInAt: iso(r.checkedInAt),
    completedAt: iso(r.completedAt),
    shiftNote: r.shiftNote as string,
    state,
    isUnactioned: state !== 'completed' &&
      isUnactioned({ endsAt: r.endsAt as string, completedAt: null }, now),
    status: {
      isCheckedIn: state !== 'scheduled',
      isCompleted: state === 'completed',
      isPaid: r.isPaid as boolean,
      isSubmitted: r.isSubmitted as boolean,
      isApproved: r.isApproved as boolean,
    },
    visits,
  };
}

export function toTask(r: Row): Task {
  return {
    id: r.id as string,
    shiftId: r.shiftId as string,
    memberId: r.memberId as string,
    teamId: (r.familyUserIdNumber as string) ?? '',
    title: r.title as string,
    body: r.body as string,
    time: iso(r.time),
    note: r.note as string,
    state: r.state as Task['state'],
    isCompleted: r.state === 'completed',
    isDeclined: r.state === 'declined',
    actionedAt: iso(r.actionedAt),
    createdAt: iso(r.createdAt)!,
  };
}

export function toReport(r: Row): Report {
  const state = r.state as Report['state'];
  return {
    id: r.id as string,
    shiftId: r.shiftId as string,
    memberId: r.memberId as string,
    title: r.title as string,
    note: r.note as string,
    submitted: iso(r.createdAt)!,
    caregiverInfo: {
      firstName: (r.caregiverFirstName as string) ?? '',
      lastName: (r.caregiverLastName as string) ?? '',
      userIdNumber: (r.caregiverUserIdNumber as string) ?? '',
    },
    familyInfo: {
      firstName: (r.familyFirstName as string) ?? '',
      lastName: (r.familyLastName as string) ?? '',
      userIdNumber: (r.familyUserIdNumber as string) ?? '',
    },
    address: { addressFull: (r.addressFull as string) ?? '' },
    shiftInfo: {
      startTime: iso(r.startsAt)!,
      endTime: iso(r.endsAt)!,
      timeZone: r.timeZone as string,
    },
    state,
    status: {
      isRead: state !== 'pending_review',
      isActioned: state === 'actioned',
      isEdited: r.isEdited as boolean,
    },
    action: (r.action as string | null) ?? null,
    actionedAt: iso(r.actionedAt),
    actionedBy: r.actionedBy
      ? {
        firstName: (r.actorFirstName as string) ?? '',
        lastName: (r.actorLastName as string) ?? '',
        imgUrlThumb: (r.actorImgUrlThumb as string | null) ?? null,
        role: 'admin',
      }
      : null,
  };
}

/** The member as the user may read it (RLS), with the province of its care address. */
export async function selectMember(tx: Tx, memberId: string): Promise<Row | undefined> {
  const [row] = await tx`
    select m.id, m.family_id, m.caregiver_id, m.caregiver_first_name, m.caregiver_last_name,
           m.client_first_name, m.family_first_name, i.admin_area_level1
      from public.team_members m
      left join public.team_invites i on i.id = m.invite_id
     where m.id = ${memberId}`;
  return row;
}

/** The labels of every condition and language (reference data, readable by everyone). */
export async function selectVocabulary(tx: Tx): Promise<CareVocabulary> {
  const conditions = await tx`select key, label_en, label_fr from public.conditions`;
  const languages = await tx`select key, label_en, label_fr from public.languages`;
  const byKey = (rows: Row[]) =>
    Object.fromEntries(
      rows.map((r) => [r.key as string, { en: r.labelEn as string, fr: r.labelFr as string }]),
    );
  return { conditions: byKey(conditions), languages: byKey(languages) };
}

/** The user's first member (oldest), as RLS lets them read it: /myteam/all's care zone. */
export async function selectFirstMember(tx: Tx): Promise<Row | undefined> {
  const [row] = await tx`
    select m.id, i.admin_area_level1
      from public.team_members m
      left join public.team_invites i on i.id = m.invite_id
     order by m.created_at, m.id
     limit 1`;
  return row;
}

const shiftColumns = (tx: Tx) =>
  tx`s.*, m.address_full, m.caregiver_first_name, m.caregiver_last_name,
     m.caregiver_user_id_number, m.family_first_name, m.family_last_name,
     m.family_user_id_number, m.family_img_url_thumb,
     (select count(*) from public.tasks t where t.shift_id = s.id) as num_tasks,
     (select count(*) from public.tasks t where t.shift_id = s.id and t.state <> 'pending')
       as num_tasks_actioned,
     array(select r.id::text from public.reports r where r.shift_id = s.id
            order by r.created_at, r.id) as report_ids`;

export async function selectShift(tx: Tx, id: string, lock = false): Promise<Row | undefined> {
  const [row] = await tx`
    select ${shiftColumns(tx)}
      from public.shifts s join public.team_members m on m.id = s.member_id
     where s.id = ${id} ${lock ? tx`for update of s` : tx``}`;
  return row;
}

export async function selectShifts(
  tx: Tx,
  filter: { memberId?: string; ids?: string[]; from?: Date; to?: Date; limit?: number },
): Promise<Row[]> {
  return await tx`
    select ${shiftColumns(tx)}
      from public.shifts s join public.team_members m on m.id = s.member_id
     where ${filter.memberId ? tx`s.member_id = ${filter.memberId}` : tx`true`}
       and ${filter.ids ? tx`s.id = any(${filter.ids}::uuid[])` : tx`true`}
       and ${filter.from ? tx`s.starts_at >= ${filter.from}` : tx`true`}
       and ${filter.to ? tx`s.starts_at < ${filter.to}` : tx`true`}
     order by s.starts_at, s.id
     limit ${filter.limit ?? 1000}`;
}

export async function selectVisits(
  tx: Tx,
  shiftIds: string[],
): Promise<Map<string, VisitRecord[]>> {
  const by = new Map<string, VisitRecord[]>();
  if (shiftIds.length === 0) return by;
  const rows = await tx`
    select shift_id, kind, recorded_at, distance_m, flagged, accuracy
      from public.visit_records where shift_id = any(${shiftIds}::uuid[])
     order by recorded_at, id`;
  for (const r of rows) {
    const list = by.get(r.shiftId as string) ?? [];
    list.push({
      kind: r.kind as VisitRecord['kind'],
      recordedAt: iso(r.recordedAt)!,
      distanceM: r.distanceM === null ? null : Math.round(Number(r.distanceM)),
      flagged: r.flagged as boolean,
      accuracy: r.accuracy === null ? null : Number(r.accuracy),
    });
    by.set(r.shiftId as string, list);
  }
  return by;
}

export async function insertShift(
  tx: Tx,
  s: { memberId: string; startsAt: Date; endsAt: Date; timeZone: string; note: string },
): Promise<string> {
  const [row] = await tx`
    insert into public.shifts (member_id, starts_at, ends_at, time_zone, note)
    values (${s.memberId}, ${s.startsAt}, ${s.endsAt}, ${s.timeZone}, ${s.note})
    returning id`;
  return row.id as string;
}

export async function insertTask(
  tx: Tx,
  t: { shiftId: string; title: string; body: string; time: Date | null },
): Promise<Row> {
  const [row] = await tx`
    with t as (
      insert into public.tasks (shift_id, title, body, time)
      values (${t.shiftId}, ${t.title}, ${t.body}, ${t.time})
      returning *)
    select t.*, m.family_user_id_number
      from t join public.team_members m on m.id = t.member_id`;
  return row;
}

export async function deleteShift(tx: Tx, id: string): Promise<number> {
  const rows = await tx`delete from public.shifts where id = ${id} returning id`;
  return rows.length;
}

export async function setShiftState(
  tx: Tx,
  id: string,
  state: 'checked_in' | 'completed',
  shiftNote?: string,
): Promise<void> {
  await tx`
    update public.shifts
       set state = ${state}${shiftNote === undefined ? tx`` : tx`, shift_note = ${shiftNote}`}
     where id = ${id}`;
}

export async function insertVisit(
  tx: Tx,
  v: {
    shiftId: string;
    kind: 'check-in' | 'completion';
    lat: number;
    lng: number;
    accuracy: number | null;
  },
): Promise<void> {
  await tx`
    insert into public.visit_records (shift_id, kind, lat, lng, accuracy)
    values (${v.shiftId}, ${v.kind}, ${v.lat}, ${v.lng}, ${v.accuracy})`;
}

export async function countPendingTasks(tx: Tx, shiftId: string): Promise<number> {
  const [row] = await tx`
    select count(*)::int as n from public.tasks where shift_id = ${shiftId} and state = 'pending'`;
  return Number(row.n);
}

// The family's public number (the task's teamId) comes from the member, as on shifts.
export async function selectTasks(tx: Tx, shiftId: string): Promise<Row[]> {
  return await tx`
    select t.*, m.family_user_id_number
      from public.tasks t join public.team_members m on m.id = t.member_id
     where t.shift_id = ${shiftId} order by t.created_at, t.id`;
}

export async function selectTask(tx: Tx, id: string, lock = false): Promise<Row | undefined> {
  const [row] = await tx`
    select t.*, m.family_user_id_number
      from public.tasks t join public.team_members m on m.id = t.member_id
     where t.id = ${id} ${lock ? tx`for update of t` : tx``}`;
  return row;
}

export async function deleteTask(tx: Tx, id: string): Promise<number> {
  const rows = await tx`delete from public.tasks where id = ${id} returning id`;
  return rows.length;
}

export async function actionTask(
  tx: Tx,
  id: string,
  state: 'completed' | 'declined',
  note: string,
): Promise<Row> {
  const [row] = await tx`
    with t as (
      update public.tasks set state = ${state}, note = ${note} where id = ${id} returning *)
    select t.*, m.family_user_id_number
      from t join public.team_members m on m.id = t.member_id`;
  return row;
}

export async function selectSavedTasks(tx: Tx): Promise<(SavedTask & { id: string })[]> {
  const rows = await tx`
    select id, title, body, time from public.saved_tasks order by created_at, id`;
  return rows.map((r) => ({
    id: r.id as string,
    title: r.title as string,
    body: r.body as string,
    time: r.time as string,
  }));
}

export async function insertSavedTask(tx: Tx, userId: string, t: SavedTask): Promise<void> {
  await tx`
    insert into public.saved_tasks (user_id, title, body, time)
    values (${userId}, ${t.title}, ${t.body}, ${t.time})`;
}

export async function deleteSavedTask(tx: Tx, id: string): Promise<number> {
  const rows = await tx`delete from public.saved_tasks where id = ${id} returning id`;
  return rows.length;
}

const reportColumns = (tx: Tx) =>
  tx`r.*, s.starts_at, s.ends_at, s.time_zone, m.address_full, m.caregiver_first_name, m.caregiver_last_name,
     m.caregiver_user_id_number, m.family_first_name, m.family_last_name, m.family_user_id_number,
     a.first_name as actor_first_name, a.last_name as actor_last_name,
     a.img_url_thumb as actor_img_url_thumb`;

// The reports after the cursor's, compared on its (created_at, id) as the database holds it, to the
// microsecond: a cursor carrying the instant through JavaScript keeps milliseconds, and a report
// filed later in the cursor's millisecond was then skipped. An unknown id (or one the user may not
// read) yields no row, hence an empty page; without a cursor, every report.
const afterCursor = (tx: Tx, before: string | null | undefined) =>
  before
    ? tx`(r.created_at, r.id) < (select c.created_at, c.id from public.reports c
                                 where c.id = ${before}::uuid)`
    : tx`true`;

/**
 * Reports as the user may read them (RLS). On the service path (an admin's read) `sinceDays`
 * limits to recent ones; the users row of the actor is joined where readable.
 */
export async function selectReports(
  tx: Tx,
  filter: { id?: string; before?: string | null; limit?: number },
): Promise<Row[]> {
  return await tx`
    select ${reportColumns(tx)}
      from public.reports r
      join public.shifts s on s.id = r.shift_id
      join public.team_members m on m.id = r.member_id
      left join public.users a on a.id = r.actioned_by
     where ${filter.id ? tx`r.id = ${filter.id}` : tx`true`}
       and ${afterCursor(tx, filter.before)}
     order by r.created_at desc, r.id desc
     limit ${filter.limit ?? 100}`;
}

/** Admins' reports: the last 7 days, on the service path (an admin reads no team rows). */
export async function selectRecentReports(
  tx: Tx,
  filter: { id?: string; before?: string | null; limit?: number },
): Promise<Row[]> {
  return await tx`
    select ${reportColumns(tx)}
      from public.reports r
      join public.shifts s on s.id = r.shift_id
      join public.team_members m on m.id = r.member_id
      left join public.users a on a.id = r.actioned_by
     where r.created_at > now() - interval '7 days'
       and ${filter.id ? tx`r.id = ${filter.id}` : tx`true`}
       and ${afterCursor(tx, filter.before)}
     order by r.created_at desc, r.id desc
     limit ${filter.limit ?? 100}`;
}

/** Reports of the admin window (the last 7 days) still awaiting review: the admin home's count. */
export async function countRecentReportsAwaitingReview(tx: Tx): Promise<number> {
  const [row] = await tx`
    select count(*)::int as n from public.reports
     where created_at > now() - interval '7 days' and state = 'pending_review'`;
  return row.n as number;
}

export async function insertReport(
  tx: Tx,
  r: { shiftId: string; filerId: string; title: string; note: string },
): Promise<string> {
  const [row] = await tx`
    insert into public.reports (shift_id, filer_id, title, note)
    values (${r.shiftId}, ${r.filerId}, ${r.title}, ${r.note})
    returning id`;
  return row.id as string;
}

export async function markReportRead(tx: Tx, id: string): Promise<void> {
  await tx`update public.reports set state = 'read' where id = ${id} and state = 'pending_review'`;
}

export async function actionReport(
  tx: Tx,
  id: string,
  action: string,
  adminId: string,
): Promise<number> {
  const rows = await tx`
    update public.reports set state = 'actioned', action = ${action}, actioned_by = ${adminId}
     where id = ${id} returning id`;
  return rows.length;
}

export async function selectAdminIds(tx: Tx): Promise<string[]> {
  const rows = await tx`select id from public.users where user_type = 'admin'`;
  return rows.map((r) => r.id as string);
}

/**
 * The member's unstarted shifts take `services`. As the family, RLS limits the rows to its own
 * scheduled, unstarted shifts (and the trigger refuses a started one on any path).
 */
export async function applyCarePlan(tx: Tx, memberId: string, services: string[]): Promise<number> {
  const rows = await tx`
    update public.shifts set services = ${services}::text[]
     where member_id = ${memberId} and state = 'scheduled' and starts_at > now()
     returning id`;
  return rows.length;
}
