// The invites domain's SQL. Functions take the caller's transaction and never open one.
import type { Tx } from '../../server/db.server.ts';
import type { Address } from '../../shared/address/address-schema.ts';
import type { TeamInvite } from './model.ts';

const INVITE_COLUMNS = (tx: Tx) =>
  tx`i.id, i.job_id, i.created_at, i.start_date::text as start_date, i.action_at,
     i.prop_wage_cents, i.is_vacation_included, i.estimated_hours, i.message, i.return_message,
     i.is_read, i.is_accepted, i.is_declined, i.deactivate_job_on_hire, i.locality,
     i.admin_area_level1, i.approx_km, i.application_id, i.family_id, i.caregiver_id,
     i.family_first_name, i.family_last_name, i.family_img_url_thumb, i.client_first_name,
     i.client_last_name, i.caregiver_first_name, i.caregiver_last_name, i.caregiver_img_url_thumb,
     i.family_user_id_number as family_number, i.caregiver_user_id_number as caregiver_number,
     a.address_full`;

type Row = Record<string, unknown>;

/** A row as the viewer may see it: the street only for the family that owns the address. */
export function toInvite(r: Row, viewerType: 'family' | 'caregiver' | 'admin'): TeamInvite {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d ? String(d) : null);
  return {
    id: r.id as string,
    jobId: r.jobId as string,
    createdAt: iso(r.createdAt)!,
    startDate: r.startDate as string,
    actionAt: iso(r.actionAt),
    propWage: Number(r.propWageCents) / 100,
    vacation: r.isVacationIncluded as boolean,
    estimatedHours: Number(r.estimatedHours),
    message: r.message as string,
    returnMessage: (r.returnMessage as string | null) ?? null,
    isRead: r.isRead as boolean,
    isAccepted: r.isAccepted as boolean,
    isDeclined: r.isDeclined as boolean,
    deactivateJobOnHire: r.deactivateJobOnHire as boolean,
    address: {
      addressFull: (r.addressFull as string | null) ?? null,
      locality: r.locality as string,
      adminAreaLevel1: r.adminAreaLevel1 as string,
    },
    distanceKm: viewerType === 'caregiver' && r.approxKm !== null ? Number(r.approxKm) : null,
    applicationId: (r.applicationId as string | null) ?? null,
    familyInfo: {
      userIdNumber: (r.familyNumber as string | null) ?? '',
      firstName: r.familyFirstName as string,
      lastName: r.familyLastName as string,
      imgUrlThumb: (r.familyImgUrlThumb as string | null) ?? null,
      clientFirstName: r.clientFirstName as string,
      clientLastName: r.clientLastName as string,
    },
    caregiverInfo: {
      userIdNumber: (r.caregiverNumber as string | null) ?? '',
      firstName: r.caregiverFirstName as string,
      lastName: r.caregiverLastName as string,
      imgUrlThumb: (r.caregiverImgUrlThumb as string | null) ?? null,
    },
  };
}

/**
 * The invites the transaction's user may read (RLS), newest first, or one by id. The address row
 * joins for its owner only (addresses RLS): the caregiver gets null for the street.
 */
export async function selectInvites(tx: Tx, id?: string): Promise<Row[]> {
  return await tx`
    select ${INVITE_COLUMNS(tx)}
      from public.team_invites i
      left join public.addresses a on a.id = i.address_id
     where ${id ? tx`i.id = ${id}` : tx`true`}
     order by i.created_at desc`;
}

/**
 * One invite for the realtime hub, as the transaction's user reads it (RLS): null when they are
 * not a party. `viewer_is_caregiver` says which side's view to answer (the distance, the street).
 */
export async function selectInviteLive(tx: Tx, id: string): Promise<Row | null> {
  const [row] = await tx`
    select ${INVITE_COLUMNS(tx)}, i.caregiver_id = (select auth.uid()) as viewer_is_caregiver
      from public.team_invites i
      left join public.addresses a on a.id = i.address_id
     where i.id = ${id}`;
  return row ?? null;
}

/** The family's jobs this caregiver has an open (not declined) invite for, and whether accepted. */
export async function selectInviteStates(
  tx: Tx,
  caregiverId: string,
): Promise<Array<{ jobId: string; isAccepted: boolean }>> {
  const rows = await tx`
    select job_id, bool_or(is_accepted) as is_accepted
      from public.team_invites
     where caregiver_id = ${caregiverId} and not is_declined
     group by job_id`;
  return rows.map((r) => ({ jobId: r.jobId as string, isAccepted: r.isAccepted as boolean }));
}

export async function insertInviteAddress(tx: Tx, familyId: string, address: Address) {
  const [row] = await tx`
    insert into public.addresses (user_id, address_full, address_params, location, geohash)
    values (${familyId}, ${address.addressFull}, ${tx.json(address.addressParams as never)},
            extensions.st_setsrid(extensions.st_makepoint(${address.coordinates.lng}, ${address.coordinates.lat}), 4326)::extensions.geography,
            ${address.geohash})
    returning id`;
  return row.id as string;
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
  const [row] = await tx`
    insert into public.team_invites (job_id, family_id, caregiver_id, client_first_name,
      client_last_name, prop_wage_cents, is_vacation_included, estimated_hours, start_date,
      message, deactivate_job_on_hire, address_id, approx_km)
    values (${n.jobId}, ${n.familyId}, ${n.caregiverId}, ${n.clientFirstName}, ${n.clientLastName},
      ${n.propWageCents}, ${n.isVacationIncluded}, ${n.estimatedHours}, ${n.startDate}, ${n.message},
      ${n.deactivateJobOnHire}, ${n.addressId}, ${n.approxKm})
    returning id`;
  return row.id as string;
}

/** The caregiver's ids by number, when they are a background-checked caregiver. */
export async function selectCheckedCaregiver(tx: Tx, userIdNumber: string) {
  const [row] = await tx`
    select u.id, u.first_name, s.is_bg_check, p.h3_cell
      from public.users u
      join public.account_statuses s on s.user_id = u.id
      left join public.caregiver_profiles p on p.user_id = u.id
     where u.user_id_number = ${userIdNumber} and u.user_type = 'caregiver'`;
  if (!row) return null;
  return {
    id: row.id as string,
    firstName: row.firstName as string,
    isBgCheck: row.isBgCheck as boolean,
    h3Cell: (row.h3Cell as string | null) ?? null,
  };
}

/** Whether the job is this family's own. */
export async function isOwnJob(tx: Tx, jobId: string, familyId: string) {
  const rows = await tx`select 1 from public.jobs where id = ${jobId} and family_id = ${familyId}`;
  return rows.length > 0;
}

/** The jobs of the family for which `caregiverId` has an open (not declined) invite. */
export async function selectInvitedJobIds(tx: Tx, caregiverId: string): Promise<string[]> {
  const rows = await tx`
    select job_id from public.team_invites where caregiver_id = ${caregiverId} and not is_declined`;
  return rows.map((r) => r.jobId as string);
}

/** The invite locked for a transition (service path: the caller has checked who acts). */
export async function lockInvite(tx: Tx, id: string) {
  const [row] =
    await tx`select *, start_date::text as start_date_text from public.team_invites where id = ${id} for update`;
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

export async function selectAddressFull(tx: Tx, addressId: string | null) {
  if (!addressId) return '';
  const [row] = await tx`select address_full from public.addresses where id = ${addressId}`;
  return (row?.addressFull as string | undefined) ?? '';
}

/**
 * The invite's job goes inactive (the offer said so). The jobs table is the jobs domain's; its
 * actions open their own transaction and so cannot join the accept, hence this one statement.
 */
export async function deactivateJob(tx: Tx, jobId: string) {
  await tx`update public.jobs set is_available = false where id = ${jobId}`;
}

export async function insertMemberFromInvite(
  tx: Tx,
  invite: Row,
  wageCents: number,
  addressFull: string,
): Promise<string> {
  const [row] = await tx`
    insert into public.team_members (family_id, caregiver_id, job_id, invite_id, application_id,
      family_user_id_number, caregiver_user_id_number, family_first_name, family_last_name, family_img_url_thumb, client_first_name,
      client_last_name, caregiver_first_name, caregiver_last_name, caregiver_img_url_thumb,
      address_full, start_date, wage_cents)
    values (${invite.familyId as string}, ${invite.caregiverId as string}, ${invite
    .jobId as string},
      ${invite.id as string}, ${(invite.applicationId as string | null) ?? null},
      ${invite.familyUserIdNumber as string}, ${invite.caregiverUserIdNumber as string},
      ${invite.familyFirstName as string}, ${invite.familyLastName as string},
      ${(invite.familyImgUrlThumb as string | null) ?? null}, ${invite.clientFirstName as string},
      ${invite.clientLastName as string}, ${invite.caregiverFirstName as string},
      ${invite.caregiverLastName as string}, ${
    (invite.caregiverImgUrlThumb as string | null) ?? null
  },
      ${addressFull}, ${invite.startDateText as string}, ${wageCents})
    returning id`;
  return row.id as string;
}
