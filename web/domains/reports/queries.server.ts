// The reports domain's SQL. Functions take the caller's transaction and never open one; what a
// user may read is decided by RLS on the transaction's role. Each query declares its row type
// (ADR 059) and maps it to the model once, here.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { Report } from './model.ts';

// A report as the pages show it: its shift's times and zone, the member's care address and
// parties, and the admin who actioned it, where the reader may see that user (else no names).
type ReportRow =
  & Pick<
    Row<'public.reports'>,
    | 'id'
    | 'shiftId'
    | 'memberId'
    | 'title'
    | 'note'
    | 'state'
    | 'isEdited'
    | 'action'
    | 'actionedBy'
    | 'actionedAt'
    | 'createdAt'
  >
  // Read through shifts' shift_times view: not null as shifts' columns are (a view's all read
  // as nullable).
  & {
    [K in 'startsAt' | 'endsAt' | 'timeZone']: NonNullable<Row<'public.shift_times'>[K]>;
  }
  // Read through team's team_cards view, which passes these team_members columns through as they are.
  & Pick<
    Row<'public.team_members'>,
    | 'addressFull'
    | 'caregiverFirstName'
    | 'caregiverLastName'
    | 'caregiverUserIdNumber'
    | 'familyFirstName'
    | 'familyLastName'
    | 'familyUserIdNumber'
  >
  & {
    // The left join's users row: null where there is none or the reader may not see it.
    actorFirstName: string | null;
    actorLastName: string | null;
    actorImgUrlThumb: string | null;
  };

function toReport(r: ReportRow): Report {
  return {
    id: r.id,
    shiftId: r.shiftId,
    memberId: r.memberId,
    title: r.title,
    note: r.note,
    submitted: r.createdAt.toISOString(),
    caregiverInfo: {
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
      userIdNumber: r.caregiverUserIdNumber,
    },
    familyInfo: {
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      userIdNumber: r.familyUserIdNumber,
    },
    address: { addressFull: r.addressFull },
    shiftInfo: {
      startTime: r.startsAt.toISOString(),
      endTime: r.endsAt.toISOString(),
      timeZone: r.timeZone,
    },
    state: r.state,
    status: {
      isRead: r.state !== 'pending_review',
      isActioned: r.state === 'actioned',
      isEdited: r.isEdited,
    },
    action: r.action,
    actionedAt: r.actionedAt?.toISOString() ?? null,
    actionedBy: r.actionedBy
      ? {
        firstName: r.actorFirstName ?? '',
        lastName: r.actorLastName ?? '',
        imgUrlThumb: r.actorImgUrlThumb,
        role: 'admin',
      }
      : null,
  };
}

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
 * Reports newest first, as the transaction's role may read them (RLS). `recent`: only the admin
 * window, the last 7 days (an admin reads on the service path, which RLS does not narrow).
 */
export async function selectReports(
  tx: Tx,
  filter: { id?: string; before?: string | null; limit?: number; recent?: boolean },
): Promise<Report[]> {
  const rows = await tx<ReportRow[]>`
    select r.id, r.shift_id, r.member_id, r.title, r.note, r.state, r.is_edited, r.action,
           r.actioned_by, r.actioned_at, r.created_at,
           s.starts_at, s.ends_at, s.time_zone,
           m.address_full, m.caregiver_first_name, m.caregiver_last_name,
           m.caregiver_user_id_number, m.family_first_name, m.family_last_name,
           m.family_user_id_number,
           a.first_name as actor_first_name, a.last_name as actor_last_name,
           a.img_url_thumb as actor_img_url_thumb
      from public.reports r
      join public.shift_times s on s.id = r.shift_id
      join public.team_cards m on m.id = r.member_id
      left join public.user_cards a on a.id = r.actioned_by
     where ${filter.recent ? tx`r.created_at > now() - interval '7 days'` : tx`true`}
       and ${filter.id ? tx`r.id = ${filter.id}` : tx`true`}
       and ${afterCursor(tx, filter.before)}
     order by r.created_at desc, r.id desc
     limit ${filter.limit ?? 100}`;
  return rows.map(toReport);
}

type ActionTarget = Pick<Row<'public.reports'>, 'shiftId' | 'filerId' | 'title' | 'state'>;

/** What an admin's action needs of a report of the admin window, or undefined. */
export async function selectActionTarget(tx: Tx, id: string): Promise<ActionTarget | undefined> {
  const [row] = await tx<ActionTarget[]>`
    select shift_id, filer_id, title, state from public.reports
     where id = ${id} and created_at > now() - interval '7 days'`;
  return row;
}

/** Reports of the admin window (the last 7 days) still awaiting review: the admin home's count. */
export async function countRecentReportsAwaitingReview(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from public.reports
     where created_at > now() - interval '7 days' and state = 'pending_review'`;
  return row.n;
}

export async function insertReport(
  tx: Tx,
  r: { shiftId: string; filerId: string; title: string; note: string },
): Promise<string> {
  const [row] = await tx<Pick<Row<'public.reports'>, 'id'>[]>`
    insert into public.reports (shift_id, filer_id, title, note)
    values (${r.shiftId}, ${r.filerId}, ${r.title}, ${r.note})
    returning id`;
  return row.id;
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

/** Everyone a filed report is announced to (spec 001 §6: class Report, to the admins). */
export async function selectAdminIds(tx: Tx): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    select id from public.user_cards where user_type = 'admin'`;
  return rows.map((r) => r.id);
}
