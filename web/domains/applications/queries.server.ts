// The applications domain's reads and writes of public.job_applications. Every function takes
// the caller's transaction and opens none. Each query declares the row it reads (ADR 059: the
// tables' columns from db-schema.ts, computed ones by hand) and maps it at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { JobApplication } from './model.ts';

type ApplicationTable = Row<'public.job_applications'>;
type IdRow = Pick<ApplicationTable, 'id'>;
// What accounts and jobs publish. A view's columns are nullable to Postgres; the rows below say
// which are not null (as the users' and jobs' columns behind them are).
type UserCard = Row<'public.user_cards'>;
type JobCard = Row<'public.job_cards'>;

/** Inserts an application as the caregiver (RLS and the insert trigger check it); its id. */
export async function insertApplication(
  tx: Tx,
  a: { jobId: string; caregiverId: string; message: string },
): Promise<string> {
  const [row] = await tx<IdRow[]>`
    insert into public.job_applications (job_id, caregiver_id, message)
    values (${a.jobId}, ${a.caregiverId}, ${a.message})
    returning id`;
  return row.id;
}

/** The ids of applications the reader may see (RLS: their own, or those to their jobs). */
export async function visibleApplicationIds(
  tx: Tx,
  id?: string,
  limit?: number,
): Promise<string[]> {
  const rows = await tx<IdRow[]>`
    select id from public.job_applications
     ${id ? tx`where id = ${id}` : tx``}
     order by created_at desc, id
     ${limit ? tx`limit ${limit}` : tx``}`;
  return rows.map((r) => r.id);
}

/** One application's state as the reader sees it (RLS), or null. */
export async function selectApplicationState(tx: Tx, id: string) {
  const [row] = await tx<
    Pick<
      ApplicationTable,
      'id' | 'jobId' | 'caregiverId' | 'familyId' | 'isRead' | 'isAccepted' | 'isDeclined'
    >[]
  >`
    select id, job_id, caregiver_id, family_id, is_read, is_accepted, is_declined
      from public.job_applications where id = ${id}`;
  return row ?? null;
}

/**
 * Applications with the public details of both parties and the job's city (service path). Call
 * it only with ids the reader was shown by visibleApplicationIds: the rows are chosen by RLS
 * first, and the columns here are the card-level ones (names, picture, user number, city),
 * never an address, email or phone.
 */
export async function selectApplicationsByIds(
  tx: Tx,
  ids: string[],
): Promise<JobApplication[]> {
  if (ids.length === 0) return [];
  // Primary keys all the way, so the plan does not depend on the ids; planned for each call (the
  // planner kept choosing a custom plan), the four-table join took 0.7 ms to plan and 0.1 ms to
  // run. The generic plan is asked for around this one statement, in the same round trip.
  const [, rows] = await Promise.all([
    tx`select set_config('plan_cache_mode', 'force_generic_plan', true)`,
    selectByIds(tx, ids),
    tx`select set_config('plan_cache_mode', 'auto', true)`,
  ]);
  return rows.map(toApplication);
}

/** What selectByIds reads: the application, both parties' card-level columns, the job's city. */
type ApplicationRow =
  & Pick<
    ApplicationTable,
    | 'id'
    | 'jobId'
    | 'message'
    | 'returnMessage'
    | 'isRead'
    | 'isAccepted'
    | 'isDeclined'
    | 'createdAt'
    | 'editedAt'
    | 'actionAt'
    | 'inviteId'
    | 'caregiverId'
    | 'familyId'
  >
  & {
    locality: NonNullable<JobCard['locality']>;
    adminAreaLevel1: NonNullable<JobCard['adminAreaLevel1']>;
    services: NonNullable<JobCard['services']>;
    isAvailable: NonNullable<JobCard['isAvailable']>;
    cgUserIdNumber: NonNullable<UserCard['userIdNumber']>;
    cgFirstName: NonNullable<UserCard['firstName']>;
    cgLastName: NonNullable<UserCard['lastName']>;
    cgImgUrlThumb: UserCard['imgUrlThumb'];
    famUserIdNumber: NonNullable<UserCard['userIdNumber']>;
    famFirstName: NonNullable<UserCard['firstName']>;
    famLastName: NonNullable<UserCard['lastName']>;
    famImgUrlThumb: UserCard['imgUrlThumb'];
  };

function toApplication(r: ApplicationRow): JobApplication {
  return {
    id: r.id,
    jobId: r.jobId,
    message: r.message,
    returnMessage: r.returnMessage,
    isRead: r.isRead,
    isAccepted: r.isAccepted,
    isDeclined: r.isDeclined,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    actionAt: r.actionAt?.toISOString() ?? null,
    inviteId: r.inviteId,
    caregiverInfo: {
      userIdNumber: Number(r.cgUserIdNumber),
      firstName: r.cgFirstName,
      lastName: r.cgLastName,
      imgUrlThumb: r.cgImgUrlThumb,
    },
    familyInfo: {
      userIdNumber: Number(r.famUserIdNumber),
      firstName: r.famFirstName,
      lastName: r.famLastName,
      imgUrlThumb: r.famImgUrlThumb,
    },
    job: {
      locality: r.locality,
      adminAreaLevel1: r.adminAreaLevel1,
      services: r.services,
      isAvailable: r.isAvailable,
    },
  };
}

function selectByIds(tx: Tx, ids: string[]) {
  return tx<ApplicationRow[]>`
    select a.id, a.job_id, a.message, a.return_message, a.is_read, a.is_accepted,
           a.is_declined, a.created_at, a.edited_at, a.action_at, a.invite_id,
           a.caregiver_id, a.family_id,
           cu.user_id_number as cg_user_id_number, cu.first_name as cg_first_name,
           cu.last_name as cg_last_name, cu.img_url_thumb as cg_img_url_thumb,
           fu.user_id_number as fam_user_id_number, fu.first_name as fam_first_name,
           fu.last_name as fam_last_name, fu.img_url_thumb as fam_img_url_thumb,
           j.locality, j.admin_area_level1, j.services, j.is_available
      from public.job_applications a
      join public.user_cards cu on cu.id = a.caregiver_id
      join public.user_cards fu on fu.id = a.family_id
      join public.job_cards j on j.id = a.job_id
     where a.id = any(${ids})
     order by a.created_at desc, a.id`;
}

/** Marks an unread application read, as the family (RLS); false when nothing changed. */
export async function markApplicationRead(tx: Tx, id: string, familyId: string) {
  const rows = await tx<IdRow[]>`
    update public.job_applications set is_read = true
     where id = ${id} and family_id = ${familyId} and not is_read
       and not is_accepted and not is_declined
    returning id`;
  return rows.length === 1;
}

/** Accepts or declines, as the family (RLS; the trigger refuses an actioned one: 55000). */
export async function actionApplication(
  tx: Tx,
  id: string,
  familyId: string,
  action: 'accept' | 'decline',
  returnMessage: string,
) {
  const rows = await tx<IdRow[]>`
    update public.job_applications
       set is_accepted = ${action === 'accept'}, is_declined = ${action === 'decline'},
           return_message = ${returnMessage}
     where id = ${id} and family_id = ${familyId}
    returning id`;
  return rows.length === 1;
}

/** Changes the message, as the caregiver (RLS; the trigger refuses an actioned one: 55000). */
export async function editApplicationMessage(
  tx: Tx,
  id: string,
  caregiverId: string,
  message: string,
) {
  const rows = await tx<IdRow[]>`
    update public.job_applications set message = ${message}
     where id = ${id} and caregiver_id = ${caregiverId}
    returning id`;
  return rows.length === 1;
}

/** Counts for the dashboards (RLS: the reader's own, or those to their jobs). */
export async function countVisibleApplications(tx: Tx) {
  // count(*)::int: int4, numbers.
  const [row] = await tx<{ total: number; unread: number; thisWeek: number; lastWeek: number }[]>`
    select count(*)::int as total,
           count(*) filter (where not is_read and not is_accepted and not is_declined)::int
             as unread,
           count(*) filter (where created_at >= date_trunc('week', now()))::int as this_week,
           count(*) filter (where created_at >= date_trunc('week', now()) - interval '7 days'
                              and created_at < date_trunc('week', now()))::int as last_week
      from public.job_applications`;
  return { total: row.total, unread: row.unread, thisWeek: row.thisWeek, lastWeek: row.lastWeek };
}

/** Applications neither accepted nor declined that the reader may see (the dashboard's Apps). */
export async function countPendingApplications(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from public.job_applications
     where not is_accepted and not is_declined`;
  return row.n;
}

/**
 * Switches the caller's transaction, after its change, to the service role for what the acting
 * user may not do themselves (notify the other party): the notification then commits or rolls
 * back with the change. Nothing the user chose runs after this.
 */
export async function enterServicePath(tx: Tx) {
  await tx`select set_config('request.jwt.claims', '{"role":"service_role"}', true),
                  set_config('role', 'service_role', true)`;
}

/** A user's language and public name (service path). */
export async function selectRecipient(tx: Tx, userId: string) {
  const [row] = await tx<Pick<UserCard, 'locale' | 'firstName'>[]>`
    select locale, first_name from public.user_cards where id = ${userId}`;
  return { locale: row?.locale === 'fr' ? 'fr' as const : 'en' as const };
}
