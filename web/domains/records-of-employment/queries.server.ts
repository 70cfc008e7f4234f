// The records-of-employment SQL: functions taking the caller's transaction. Pay is read only
// through public.payroll_lines (the invoices domain's published view); RLS decides what a
// family or a caregiver sees.
import type { Row } from '../../server/db-schema.ts';
import type { Tx } from '../../server/db.server.ts';
import type { Cause, ReasonCode, RoeLine } from './model.ts';

type Roe = Row<'public.records_of_employment'>;
type Member = Row<'public.team_members'>;

/** A row of COLUMNS: the ROE (its final period end as text) and the parties' names. */
export type RecordRow =
  & Pick<
    Roe,
    | 'id'
    | 'memberId'
    | 'familyId'
    | 'caregiverId'
    | 'cause'
    | 'reasonCode'
    | 'reasonGivenAt'
    | 'createdAt'
  >
  & Pick<
    Member,
    'caregiverFirstName' | 'caregiverLastName' | 'familyFirstName' | 'familyLastName'
  >
  & { finalPeriodEnd: string };

const COLUMNS = `r.id, r.member_id, r.family_id, r.caregiver_id, r.cause, r.reason_code,
  r.reason_given_at, r.final_period_end::text as final_period_end, r.created_at,
  m.caregiver_first_name, m.caregiver_last_name, m.family_first_name, m.family_last_name`;

export async function selectRecords(
  tx: Tx,
  memberId: string | null = null,
): Promise<RecordRow[]> {
  return [
    ...(await tx.unsafe<RecordRow[]>(
      `select ${COLUMNS} from public.records_of_employment r
         join public.team_cards m on m.id = r.member_id
        ${memberId ? 'where r.member_id = $1' : ''}
        order by r.created_at desc, r.id desc`,
      memberId ? [memberId] : [],
    )),
  ];
}

export async function selectRecord(tx: Tx, id: string): Promise<RecordRow | undefined> {
  const [row] = await tx.unsafe<RecordRow[]>(
    `select ${COLUMNS} from public.records_of_employment r
       join public.team_cards m on m.id = r.member_id where r.id = $1`,
    [id],
  );
  return row;
}

/** The previous ROE's final period end of the member (the start of this period of employment). */
export async function selectPreviousEnd(
  tx: Tx,
  memberId: string,
  before: string,
): Promise<string | null> {
  const [row] = await tx<{ end: string | null }[]>`
    select max(final_period_end)::text as end from public.records_of_employment
     where member_id = ${memberId} and final_period_end < ${before}::date`;
  return row?.end ?? null;
}

/** A pay line of the view (its columns nullable: Postgres cannot tell), dates as text. */
type PayLineRow =
  & Pick<Row<'public.payroll_lines'>, 'totalMinutes' | 'grossCents' | 'vacationCents'>
  & {
    weekStart: string;
    payDate: string;
    firstWorkDate: string | null;
    lastWorkDate: string | null;
  };

export async function selectPayLines(tx: Tx, memberId: string): Promise<RoeLine[]> {
  const rows = await tx<PayLineRow[]>`
    select kind, week_start::text as week_start, pay_date::text as pay_date,
           first_work_date::text as first_work_date, last_work_date::text as last_work_date,
           total_minutes, gross_cents, vacation_cents
      from public.payroll_lines
     where member_id = ${memberId} and kind = 'pay'
     order by week_start`;
  return rows.map((r) => ({
    kind: 'pay', // the query's filter
    weekStart: r.weekStart,
    payDate: r.payDate,
    firstWorkDate: r.firstWorkDate ?? null,
    lastWorkDate: r.lastWorkDate ?? null,
    totalMinutes: Number(r.totalMinutes),
    grossCents: Number(r.grossCents),
    vacationCents: Number(r.vacationCents),
  }));
}

export type MemberRow = Pick<
  Member,
  | 'id'
  | 'familyId'
  | 'caregiverId'
  | 'caregiverFirstName'
  | 'caregiverLastName'
  | 'familyFirstName'
  | 'familyLastName'
  | 'caregiverImgUrlThumb'
  | 'familyImgUrlThumb'
>;

export async function selectMember(tx: Tx, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await tx<MemberRow[]>`
    select id, family_id, caregiver_id, caregiver_first_name, caregiver_last_name,
           family_first_name, family_last_name, caregiver_img_url_thumb, family_img_url_thumb
      from public.team_faces where id = ${memberId}`;
  return row;
}

export async function memberLastPeriodEnd(tx: Tx, memberId: string): Promise<string | null> {
  const [row] = await tx<{ end: string | null }[]>`
    select (max(week_start) + 6)::text as end from public.payroll_lines
     where member_id = ${memberId} and kind = 'pay'`;
  return row?.end ?? null;
}

/** Inserts an ROE (the trigger sets its final period); undefined when one exists for it. */
export async function insertRecord(
  tx: Tx,
  r: {
    memberId: string;
    familyId: string;
    caregiverId: string;
    cause: Cause;
    reasonCode: ReasonCode | null;
  },
): Promise<string | undefined> {
  const [row] = await tx<Pick<Roe, 'id'>[]>`
    insert into public.records_of_employment (
      member_id, family_id, caregiver_id, cause, reason_code, reason_given_at)
    values (${r.memberId}, ${r.familyId}, ${r.caregiverId}, ${r.cause}, ${r.reasonCode},
            ${r.reasonCode ? new Date() : null})
    on conflict (member_id, final_period_end) do nothing
    returning id`;
  return row?.id;
}

/** The member's ROE for its last paid period, if one exists. */
export async function selectRecordForLastPeriod(
  tx: Tx,
  memberId: string,
): Promise<Pick<Roe, 'id' | 'reasonCode'> | undefined> {
  const [row] = await tx<Pick<Roe, 'id' | 'reasonCode'>[]>`
    select r.id, r.reason_code from public.records_of_employment r
     where r.member_id = ${memberId}
       and r.final_period_end = (
         select max(l.week_start) + 6 from public.payroll_lines l
          where l.member_id = ${memberId} and l.kind = 'pay')`;
  return row;
}

export async function updateReason(tx: Tx, id: string, code: ReasonCode): Promise<boolean> {
  const rows = await tx`
    update public.records_of_employment set reason_code = ${code}, reason_given_at = now()
     where id = ${id} returning id`;
  return rows.length > 0;
}

/**
 * Members whose last paid period ended at least `days` days before `today` and who have no ROE
 * for it yet (service path: the daily job), with what the notice needs.
 */
export type InterruptedRow =
  & Pick<Member, 'familyId' | 'caregiverId' | 'caregiverFirstName' | 'caregiverImgUrlThumb'>
  & { memberId: string; periodEnd: string };

export async function selectInterrupted(
  tx: Tx,
  today: string,
  days: number,
): Promise<InterruptedRow[]> {
  return [
    ...(await tx<InterruptedRow[]>`
    with last as (
      select member_id, max(week_start) + 6 as period_end
        from public.payroll_lines where kind = 'pay'
       group by member_id
    )
    select m.id as member_id, m.family_id, m.caregiver_id, m.caregiver_first_name,
           m.caregiver_img_url_thumb, last.period_end::text as period_end
      from last
      join public.team_faces m on m.id = last.member_id
     where last.period_end <= ${today}::date - ${days}::int
       and not exists (
         select 1 from public.records_of_employment r
          where r.member_id = last.member_id and r.final_period_end = last.period_end)`),
  ];
}
