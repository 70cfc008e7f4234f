// The shifts domain's SQL. Functions take the caller's transaction and never open one; what a
// user may read is decided by RLS on the transaction's role. Each query declares its row type
// (ADR 059); shifts and tasks are mapped to the model here (toShift once the caller has added
// the visit records it reads beside them).
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { CareVocabulary, SavedTask, Shift, Task, VisitRecord } from './model.ts';
import { isUnactioned } from './time.ts';

/** A shift with its member's care address and parties, and its task counts. */
export type ShiftRow =
  & Row<'public.shifts'>
  & Pick<
    Row<'public.team_members'>,
    | 'addressFull'
    | 'caregiverFirstName'
    | 'caregiverLastName'
    | 'caregiverUserIdNumber'
    | 'familyFirstName'
    | 'familyLastName'
    | 'familyUserIdNumber'
    | 'familyImgUrlThumb'
  >
  & {
    // count(*) is int8, which postgres.js hands over as a string.
    numTasks: string;
    numTasksActioned: string;
    /** The reports filed on the shift that the reader may read (reports' report_refs). */
    reportIds: string[];
  };

/** A task with its family's public number (the task's teamId, as on shifts). */
export type TaskRow = Row<'public.tasks'> & Pick<Row<'public.team_members'>, 'familyUserIdNumber'>;

/**
 * A member with the province of its care address (the invite's; none without one): team_faces'
 * columns, not null as team_members' are (a view's all read as nullable).
 */
type MemberRow =
  & {
    [
      K in
        | 'id'
        | 'familyId'
        | 'caregiverId'
        | 'caregiverFirstName'
        | 'caregiverLastName'
        | 'clientFirstName'
        | 'familyFirstName'
    ]: NonNullable<Row<'public.team_faces'>[K]>;
  }
  & Pick<Row<'public.invite_places'>, 'adminAreaLevel1'>;

export function toShift(
  r: ShiftRow,
  visits: VisitRecord[] = [],
  now = new Date(),
): Shift {
  return {
    id: r.id,
    memberId: r.memberId,
    teamId: r.familyUserIdNumber,
    startTime: r.startsAt.toISOString(),
    endTime: r.endsAt.toISOString(),
    timeZone: r.timeZone,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    address: { addressFull: r.addressFull },
    service: r.services,
    conditions: r.conditions,
    languagePref: r.languagePref,
    caregiverInfo: {
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
      userIdNumber: r.caregiverUserIdNumber,
    },
    familyInfo: {
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      userIdNumber: r.familyUserIdNumber,
      imgUrlThumb: r.familyImgUrlThumb,
    },
    reports: r.reportIds,
    numTasks: Number(r.numTasks),
    numTasksActioned: Number(r.numTasksActioned),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    shiftNote: r.shiftNote,
    state: r.state,
    isUnactioned: r.state !== 'completed' &&
      isUnactioned({ endsAt: r.endsAt, completedAt: null }, now),
    status: {
      isCheckedIn: r.state !== 'scheduled',
      isCompleted: r.state === 'completed',
      isPaid: r.isPaid,
      isSubmitted: r.isSubmitted,
      isApproved: r.isApproved,
    },
    visits,
  };
}

export function toTask(r: TaskRow): Task {
  return {
    id: r.id,
    shiftId: r.shiftId,
    memberId: r.memberId,
    teamId: r.familyUserIdNumber,
    title: r.title,
    body: r.body,
    time: r.time?.toISOString() ?? null,
    note: r.note,
    state: r.state,
    isCompleted: r.state === 'completed',
    isDeclined: r.state === 'declined',
    actionedAt: r.actionedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The member as the user may read it (RLS), with the province of its care address. */
export async function selectMember(tx: Tx, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await tx<MemberRow[]>`
    select m.id, m.family_id, m.caregiver_id, m.caregiver_first_name, m.caregiver_last_name,
           m.client_first_name, m.family_first_name, i.admin_area_level1
      from public.team_faces m
      left join public.invite_places i on i.id = m.invite_id
     where m.id = ${memberId}`;
  return row;
}

/** The labels of every condition and language (reference data, readable by everyone). */
export async function selectVocabulary(tx: Tx): Promise<CareVocabulary> {
  type LabelRow = Pick<Row<'public.conditions'>, 'key' | 'labelEn' | 'labelFr'>;
  const conditions = await tx<LabelRow[]>`select key, label_en, label_fr from public.conditions`;
  const languages = await tx<LabelRow[]>`select key, label_en, label_fr from public.languages`;
  const byKey = (rows: LabelRow[]) =>
    Object.fromEntries(rows.map((r) => [r.key, { en: r.labelEn, fr: r.labelFr }]));
  return { conditions: byKey(conditions), languages: byKey(languages) };
}

/** The user's first member (oldest), as RLS lets them read it: /myteam/all's care zone. */
export async function selectFirstMember(
  tx: Tx,
): Promise<Pick<MemberRow, 'id' | 'adminAreaLevel1'> | undefined> {
  const [row] = await tx<Pick<MemberRow, 'id' | 'adminAreaLevel1'>[]>`
    select m.id, i.admin_area_level1
      from public.team_faces m
      left join public.invite_places i on i.id = m.invite_id
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
     array(select r.id::text from public.report_refs r where r.shift_id = s.id
            order by r.created_at, r.id) as report_ids`;

export async function selectShift(
  tx: Tx,
  id: string,
  lock = false,
): Promise<ShiftRow | undefined> {
  const [row] = await tx<ShiftRow[]>`
    select ${shiftColumns(tx)}
      from public.shifts s join public.team_faces m on m.id = s.member_id
     where s.id = ${id} ${lock ? tx`for update of s` : tx``}`;
  return row;
}

export async function selectShifts(
  tx: Tx,
  filter: { memberId?: string; ids?: string[]; from?: Date; to?: Date; limit?: number },
): Promise<ShiftRow[]> {
  return await tx<ShiftRow[]>`
    select ${shiftColumns(tx)}
      from public.shifts s join public.team_faces m on m.id = s.member_id
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
  type VisitRow = Pick<
    Row<'public.visit_records'>,
    'shiftId' | 'kind' | 'recordedAt' | 'distanceM' | 'flagged' | 'accuracy'
  >;
  const rows = await tx<VisitRow[]>`
    select shift_id, kind, recorded_at, distance_m, flagged, accuracy
      from public.visit_records where shift_id = any(${shiftIds}::uuid[])
     order by recorded_at, id`;
  for (const r of rows) {
    const list = by.get(r.shiftId) ?? [];
    list.push({
      kind: r.kind,
      recordedAt: r.recordedAt.toISOString(),
      distanceM: r.distanceM === null ? null : Math.round(r.distanceM),
      flagged: r.flagged,
      accuracy: r.accuracy,
    });
    by.set(r.shiftId, list);
  }
  return by;
}

export async function insertShift(
  tx: Tx,
  s: { memberId: string; startsAt: Date; endsAt: Date; timeZone: string; note: string },
): Promise<string> {
  const [row] = await tx<Pick<Row<'public.shifts'>, 'id'>[]>`
    insert into public.shifts (member_id, starts_at, ends_at, time_zone, note)
    values (${s.memberId}, ${s.startsAt}, ${s.endsAt}, ${s.timeZone}, ${s.note})
    returning id`;
  return row.id;
}

export async function insertTask(
  tx: Tx,
  t: { shiftId: string; title: string; body: string; time: Date | null },
): Promise<Task> {
  const [row] = await tx<TaskRow[]>`
    with t as (
      insert into public.tasks (shift_id, title, body, time)
      values (${t.shiftId}, ${t.title}, ${t.body}, ${t.time})
      returning *)
    select t.*, m.family_user_id_number
      from t join public.team_cards m on m.id = t.member_id`;
  return toTask(row);
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
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from public.tasks where shift_id = ${shiftId} and state = 'pending'`;
  return row.n;
}

// The family's public number (the task's teamId) comes from the member, as on shifts.
export async function selectTasks(tx: Tx, shiftId: string): Promise<Task[]> {
  const rows = await tx<TaskRow[]>`
    select t.*, m.family_user_id_number
      from public.tasks t join public.team_cards m on m.id = t.member_id
     where t.shift_id = ${shiftId} order by t.created_at, t.id`;
  return rows.map(toTask);
}

export async function selectTask(
  tx: Tx,
  id: string,
  lock = false,
): Promise<TaskRow | undefined> {
  const [row] = await tx<TaskRow[]>`
    select t.*, m.family_user_id_number
      from public.tasks t join public.team_cards m on m.id = t.member_id
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
): Promise<Task> {
  const [row] = await tx<TaskRow[]>`
    with t as (
      update public.tasks set state = ${state}, note = ${note} where id = ${id} returning *)
    select t.*, m.family_user_id_number
      from t join public.team_cards m on m.id = t.member_id`;
  return toTask(row);
}

export async function selectSavedTasks(tx: Tx): Promise<(SavedTask & { id: string })[]> {
  return await tx<Pick<Row<'public.saved_tasks'>, 'id' | 'title' | 'body' | 'time'>[]>`
    select id, title, body, time from public.saved_tasks order by created_at, id`;
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

// The shifts' own copy of their invoice's state (the schedule's chips), followed from the
// invoices domain's links through the view it publishes; the invoices domain calls these in its
// transaction, right after changing the invoice (service path).

/** The invoice's shifts not yet approved become approved. */
export async function markInvoiceShiftsApproved(tx: Tx, invoiceId: string): Promise<void> {
  await tx`
    update public.shifts s set is_approved = true
      from public.invoiced_shifts x
     where x.invoice_id = ${invoiceId} and s.id = x.shift_id and not s.is_approved`;
}

/** The invoice's shifts not yet paid become paid. */
export async function markInvoiceShiftsPaid(tx: Tx, invoiceId: string): Promise<void> {
  await tx`
    update public.shifts s set is_paid = true
      from public.invoiced_shifts x
     where x.invoice_id = ${invoiceId} and s.id = x.shift_id and not s.is_paid`;
}

/** The invoices' shifts not yet submitted become submitted; answers how many changed. */
export async function markInvoiceShiftsSubmitted(tx: Tx, invoiceIds: string[]): Promise<number> {
  const rows = await tx`
    update public.shifts s set is_submitted = true
      from public.invoiced_shifts x
     where x.invoice_id = any(${invoiceIds}::uuid[]) and s.id = x.shift_id and not s.is_submitted
    returning 1`;
  return rows.length;
}
