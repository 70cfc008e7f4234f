// The team domain's SQL. Functions take the caller's transaction and never open one. Each query
// declares the row it reads (ADR 059: the tables' columns from db-schema.ts, computed ones by
// hand) and maps it to the model at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { EmergencyContact, TeamMember } from './model.ts';

type MemberRow = Row<'public.team_members'> & {
  /** start_date::text: the calendar day as stored, whatever the server's zone. */
  startDateText: string;
  /** The review's score (numeric: a string), null until reviewed (left join). */
  reviewScore: Row<'public.review_scores'>['score'];
};
type IdRow = Pick<Row<'public.team_members'>, 'id'>;
type ContactRow = Pick<
  Row<'public.emergency_contacts'>,
  'memberId' | 'name' | 'relationship' | 'specifyRelationship' | 'phoneNum' | 'position'
>;

function toMember(r: MemberRow, contacts: EmergencyContact[]): TeamMember {
  return {
    id: r.id,
    teamId: r.familyUserIdNumber,
    createdAt: r.createdAt.toISOString(),
    startDate: r.startDateText,
    wage: r.wageCents / 100,
    service: r.services,
    pinnedNote: r.pinnedNote,
    numShifts: r.numShifts,
    jobId: r.jobId,
    review: {
      isReviewed: r.isReviewed,
      id: r.reviewId,
      score: r.reviewScore === null ? null : Number(r.reviewScore),
      shouldInquire: r.shouldInquire,
      blockReview: r.blockReview,
    },
    caregiverInfo: {
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
      imgUrlThumb: r.caregiverImgUrlThumb,
      userIdNumber: r.caregiverUserIdNumber,
    },
    familyInfo: {
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      clientFirstName: r.clientFirstName,
      clientLastName: r.clientLastName,
      imgUrlThumb: r.familyImgUrlThumb,
      userIdNumber: r.familyUserIdNumber,
      emergencyContacts: contacts,
    },
    address: { addressFull: r.addressFull },
  };
}

/**
 * The members the transaction's user may read (RLS), oldest first, or one by id, each with its
 * emergency contacts in order and its review's score (the reviews domain's review_scores).
 */
export async function selectMembers(tx: Tx, id?: string): Promise<TeamMember[]> {
  const rows = await tx<MemberRow[]>`
    select m.*, m.start_date::text as start_date_text, r.score as review_score
      from public.team_members m
      left join public.review_scores r on r.id = m.review_id
     where ${id ? tx`m.id = ${id}` : tx`true`}
     order by m.created_at, m.id`;
  const contacts = await selectContacts(tx, rows.map((r) => r.id));
  return rows.map((r) => toMember(r, contacts.get(r.id) ?? []));
}

/** Emergency contacts by member, in order, as the user may read them (RLS). */
async function selectContacts(
  tx: Tx,
  memberIds: string[],
): Promise<Map<string, EmergencyContact[]>> {
  const byMember = new Map<string, EmergencyContact[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await tx<ContactRow[]>`
    select member_id, name, relationship, specify_relationship, phone_num, position
      from public.emergency_contacts
     where member_id = any(${memberIds}::uuid[])
     order by member_id, position`;
  for (const r of rows) {
    const list = byMember.get(r.memberId) ?? [];
    list.push({
      name: r.name,
      relationship: r.relationship,
      specifyRelationship: r.specifyRelationship,
      phoneNum: r.phoneNum,
      primary: list.length === 0,
    });
    byMember.set(r.memberId, list);
  }
  return byMember;
}

export async function updateCarePlan(tx: Tx, id: string, services: string[]) {
  const rows = await tx<IdRow[]>`
    update public.team_members set services = ${services}::text[] where id = ${id} returning id`;
  return rows.length > 0;
}

export async function updatePinnedNote(tx: Tx, id: string, note: string) {
  const rows = await tx<IdRow[]>`
    update public.team_members set pinned_note = ${note} where id = ${id} returning id`;
  return rows.length > 0;
}

/** Replaces the member's contacts with `contacts`, in order. */
export async function replaceContacts(tx: Tx, memberId: string, contacts: EmergencyContact[]) {
  await tx`delete from public.emergency_contacts where member_id = ${memberId}`;
  for (const [position, c] of contacts.entries()) {
    await tx`
      insert into public.emergency_contacts
        (member_id, name, relationship, specify_relationship, phone_num, position)
      values (${memberId}, ${c.name}, ${c.relationship}, ${c.specifyRelationship}, ${c.phoneNum},
              ${position})`;
  }
}

/** A team member as a hire creates it: the parties and their copies, the place, the terms. */
export type NewMember =
  & Pick<
    Row<'public.team_members'>,
    | 'familyId'
    | 'caregiverId'
    | 'jobId'
    | 'inviteId'
    | 'applicationId'
    | 'familyUserIdNumber'
    | 'caregiverUserIdNumber'
    | 'familyFirstName'
    | 'familyLastName'
    | 'familyImgUrlThumb'
    | 'clientFirstName'
    | 'clientLastName'
    | 'caregiverFirstName'
    | 'caregiverLastName'
    | 'caregiverImgUrlThumb'
    | 'addressFull'
    | 'wageCents'
  >
  & {
    /** The calendar day, as the invite stores it (start_date::text). */
    startDate: string;
  };

export async function insertMember(tx: Tx, m: NewMember): Promise<string> {
  const [row] = await tx<IdRow[]>`
    insert into public.team_members (family_id, caregiver_id, job_id, invite_id, application_id,
      family_user_id_number, caregiver_user_id_number, family_first_name, family_last_name,
      family_img_url_thumb, client_first_name, client_last_name, caregiver_first_name,
      caregiver_last_name, caregiver_img_url_thumb, address_full, start_date, wage_cents)
    values (${m.familyId}, ${m.caregiverId}, ${m.jobId}, ${m.inviteId}, ${m.applicationId},
      ${m.familyUserIdNumber}, ${m.caregiverUserIdNumber}, ${m.familyFirstName},
      ${m.familyLastName}, ${m.familyImgUrlThumb}, ${m.clientFirstName}, ${m.clientLastName},
      ${m.caregiverFirstName}, ${m.caregiverLastName}, ${m.caregiverImgUrlThumb},
      ${m.addressFull}, ${m.startDate}, ${m.wageCents})
    returning id`;
  return row.id;
}
