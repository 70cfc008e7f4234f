// The invites domain's SQL. Functions take the caller's transaction and never open one. Each
// query declares the row it reads (ADR 059: the tables' columns from db-schema.ts, computed ones
// by hand) and maps it to the model at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { TeamInvite } from './model.ts';

type InviteTable = Row<'public.team_invites'>;
type IdRow = { id: string };

const INVITE_COLUMNS = (tx: Tx) =>
  tx`i.id, i.job_id, i.created_at, i.start_date::text as start_date, i.action_at,
     i.prop_wage_cents, i.is_vacation_included, i.estimated_hours, i.message, i.return_message,
     i.is_read, i.is_accepted, i.is_declined, i.deactivate_job_on_hire, i.locality,
     i.admin_area_level1, i.approx_km, i.application_id, i.family_id, i.caregiver_id,
     i.family_first_name, i.family_last_name, i.family_img_url_thumb, i.client_first_name,
     i.client_last_name, i.caregiver_first_name, i.caregiver_last_name, i.caregiver_img_url_thumb,
     i.family_user_id_number as family_number, i.caregiver_user_id_number as caregiver_number,
     a.address_full`;

/** What INVITE_COLUMNS reads. */
type InviteRow =
  & Pick<
    InviteTable,
    | 'id'
    | 'jobId'
    | 'createdAt'
    | 'actionAt'
    | 'propWageCents'
    | 'isVacationIncluded'
    | 'estimatedHours'
    | 'message'
    | 'returnMessage'
    | 'isRead'
    | 'isAccepted'
    | 'isDeclined'
    | 'deactivateJobOnHire'
    | 'locality'
    | 'adminAreaLevel1'
    | 'approxKm'
    | 'applicationId'
    | 'familyId'
    | 'caregiverId'
    | 'familyFirstName'
    | 'familyLastName'
    | 'familyImgUrlThumb'
    | 'clientFirstName'
    | 'clientLastName'
    | 'caregiverFirstName'
    | 'caregiverLastName'
    | 'caregiverImgUrlThumb'
  >
  & {
    /** start_date::text: the calendar day as stored. */
    startDate: string;
    familyNumber: InviteTable['familyUserIdNumber'];
    caregiverNumber: InviteTable['caregiverUserIdNumber'];
    /** The joined address's street: null but for the family that owns it (addresses RLS). */
    addressFull: Row<'public.address_places'>['addressFull'];
  };

/** A row as the viewer may see it: the street only for the family that owns the address. */
function toInvite(r: InviteRow, viewerType: 'family' | 'caregiver' | 'admin'): TeamInvite {
  return {
    id: r.id,
    jobId: r.jobId,
    createdAt: r.createdAt.toISOString(),
    startDate: r.startDate,
    actionAt: r.actionAt?.toISOString() ?? null,
    propWage: r.propWageCents / 100,
    vacation: r.isVacationIncluded,
    estimatedHours: Number(r.estimatedHours),
    message: r.message,
    returnMessage: r.returnMessage,
    isRead: r.isRead,
    isAccepted: r.isAccepted,
    isDeclined: r.isDeclined,
    deactivateJobOnHire: r.deactivateJobOnHire,
    address: {
      addressFull: r.addressFull,
      locality: r.locality,
      adminAreaLevel1: r.adminAreaLevel1,
    },
    distanceKm: viewerType === 'caregiver' && r.approxKm !== null ? Number(r.approxKm) : null,
    applicationId: r.applicationId,
    familyInfo: {
      userIdNumber: r.familyNumber,
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      imgUrlThumb: r.familyImgUrlThumb,
      clientFirstName: r.clientFirstName,
      clientLastName: r.clientLastName,
    },
    caregiverInfo: {
      userIdNumber: r.caregiverNumber,
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
      imgUrlThumb: r.caregiverImgUrlThumb,
    },
  };
}

/**
 * The invites the transaction's user may read (RLS), newest first, or one by id, as
 * `viewerType` sees them. The address row joins for its owner only (addresses RLS): the
 * caregiver gets null for the street.
 */
export async function selectInvites(
  tx: Tx,
  viewerType: 'family' | 'caregiver' | 'admin',
  id?: string,
): Promise<TeamInvite[]> {
  const rows = await tx<InviteRow[]>`
    select ${INVITE_COLUMNS(tx)}
      from public.team_invites i
      left join public.address_places a on a.id = i.address_id
     where ${id ? tx`i.id = ${id}` : tx`true`}
     order by i.created_at desc`;
  return rows.map((r) => toInvite(r, viewerType));
}

/**
 * One invite for the realtime hub, as the transaction's user reads it (RLS): null when they are
 * not a party. Answered as the side the user is on (the distance, the street).
 */
export async function selectInviteLive(tx: Tx, id: string): Promise<TeamInvite | null> {
  const [row] = await tx<(InviteRow & { viewerIsCaregiver: boolean })[]>`
    select ${INVITE_COLUMNS(tx)}, i.caregiver_id = (select auth.uid()) as viewer_is_caregiver
      from public.team_invites i
      left join public.address_places a on a.id = i.address_id
     where i.id = ${id}`;
  return row ? toInvite(row, row.viewerIsCaregiver ? 'caregiver' : 'family') : null;
}

/** The family's jobs this caregiver has an open (not declined) invite for, and whether accepted. */
export async function selectInviteStates(
  tx: Tx,
  caregiverId: string,
): Promise<Array<{ jobId: string; isAccepted: boolean }>> {
  return await tx<Pick<InviteTable, 'jobId' | 'isAccepted'>[]>`
    select job_id, bool_or(is_accepted) as is_accepted
      from public.team_invites
     where caregiver_id = ${caregiverId} and not is_declined
     group by job_id`;
}

export type NewInvite = {
  jobId: string;
  familyId: string;
  caregiverId: string;
  clientFirstName: string;
  clientLastName: string;
  propWageCents: number;
  isVacationIncluded: boolean;
  estimatedHours: number;
  startDate: string;
  message: string;
  deactivateJobOnHire: boolean;
  addressId: string;
  approxKm: number | null;
};

export async function insertInvite(tx: Tx, n: NewInvite): Promise<string> {
  const [row] = await tx<IdRow[]>`
    insert into public.team_invites (job_id, family_id, caregiver_id, client_first_name,
      client_last_name, prop_wage_cents, is_vacation_included, estimated_hours, start_date,
      message, deactivate_job_on_hire, address_id, approx_km)
    values (${n.jobId}, ${n.familyId}, ${n.caregiverId}, ${n.clientFirstName}, ${n.clientLastName},
      ${n.propWageCents}, ${n.isVacationIncluded}, ${n.estimatedHours}, ${n.startDate}, ${n.message},
      ${n.deactivateJobOnHire}, ${n.addressId}, ${n.approxKm})
    returning id`;
  return row.id;
}

/**
 * Read through what accounts and caregivers publish (public.user_cards, account_flags,
 * caregiver_cards). A view's columns are nullable to Postgres: the id, name and flag are not
 * null as users' and account_statuses' are; the cell is null without a profile (left joined) or
 * a place.
 */
type CheckedCaregiverRow =
  & { id: string; firstName: string; isBgCheck: boolean }
  & Pick<Row<'public.caregiver_cards'>, 'h3Cell'>;

/** The caregiver's ids by number, whether background-checked, and their coarse cell. */
export async function selectCheckedCaregiver(tx: Tx, userIdNumber: string) {
  const [row] = await tx<CheckedCaregiverRow[]>`
    select u.id, u.first_name, s.is_bg_check, p.h3_cell
      from public.user_cards u
      join public.account_flags s on s.user_id = u.id
      left join public.caregiver_cards p on p.user_id = u.id
     where u.user_id_number = ${userIdNumber} and u.user_type = 'caregiver'`;
  return row ?? null;
}

/** Whether the job is this family's own (public.job_cards: jobs' RLS, the family's own). */
export async function isOwnJob(tx: Tx, jobId: string, familyId: string) {
  const rows = await tx<
    { one: number }[]
  >`select 1 as one from public.job_cards where id = ${jobId} and family_id = ${familyId}`;
  return rows.length > 0;
}

/** The jobs of the family for which `caregiverId` has an open (not declined) invite. */
export async function selectInvitedJobIds(tx: Tx, caregiverId: string): Promise<string[]> {
  const rows = await tx<Pick<InviteTable, 'jobId'>[]>`
    select job_id from public.team_invites where caregiver_id = ${caregiverId} and not is_declined`;
  return rows.map((r) => r.jobId);
}

/** An invite as stored, with its start date as the calendar day (start_date::text). */
export type LockedInvite = InviteTable & { startDateText: string };

/** The invite locked for a transition (service path: the caller has checked who acts). */
export async function lockInvite(tx: Tx, id: string): Promise<LockedInvite | null> {
  const [row] = await tx<LockedInvite[]>`
    select *, start_date::text as start_date_text from public.team_invites where id = ${id}
       for update`;
  return row ?? null;
}

export async function markInviteRead(tx: Tx, id: string) {
  await tx`update public.team_invites set is_read = true where id = ${id} and not is_read`;
}

export async function actionInvite(
  tx: Tx,
  id: string,
  action: 'accept' | 'decline',
  returnMessage: string,
) {
  await tx`
    update public.team_invites
       set is_accepted = ${action === 'accept'}, is_declined = ${action === 'decline'},
           return_message = ${returnMessage}
     where id = ${id}`;
}

export async function selectAddressFull(tx: Tx, addressId: string | null): Promise<string> {
  if (!addressId) return '';
  const [row] = await tx<Pick<Row<'public.address_places'>, 'addressFull'>[]>`
    select address_full from public.address_places where id = ${addressId}`;
  return row?.addressFull ?? '';
}
