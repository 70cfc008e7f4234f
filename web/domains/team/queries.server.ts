// The team domain's SQL. Functions take the caller's transaction and never open one.
import type { Tx } from '../../server/db.server.ts';
import type { EmergencyContact, Relationship, TeamMember } from './model.ts';

type Row = Record<string, unknown>;

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

export function toMember(r: Row, contacts: EmergencyContact[]): TeamMember {
  return {
    id: r.id as string,
    teamId: r.familyUserIdNumber as string,
    createdAt: iso(r.createdAt),
    startDate: r.startDateText as string,
    wage: Number(r.wageCents) / 100,
    service: r.services as string[],
    pinnedNote: r.pinnedNote as string,
    numShifts: Number(r.numShifts),
    jobId: (r.jobId as string | null) ?? null,
    review: {
      isReviewed: r.isReviewed as boolean,
      id: (r.reviewId as string | null) ?? null,
      score: r.reviewScore === null || r.reviewScore === undefined ? null : Number(r.reviewScore),
      shouldInquire: r.shouldInquire as boolean,
      blockReview: r.blockReview as boolean,
    },
    caregiverInfo: {
      firstName: r.caregiverFirstName as string,
      lastName: r.caregiverLastName as string,
      imgUrlThumb: (r.caregiverImgUrlThumb as string | null) ?? null,
      userIdNumber: r.caregiverUserIdNumber as string,
    },
    familyInfo: {
      firstName: r.familyFirstName as string,
      lastName: r.familyLastName as string,
      clientFirstName: r.clientFirstName as string,
      clientLastName: r.clientLastName as string,
      imgUrlThumb: (r.familyImgUrlThumb as string | null) ?? null,
      userIdNumber: r.familyUserIdNumber as string,
      emergencyContacts: contacts,
    },
    address: { addressFull: r.addressFull as string },
  };
}

/** The members the transaction's user may read (RLS), oldest first, or one by id. */
export async function selectMembers(tx: Tx, id?: string): Promise<Row[]> {
  return await tx`
    select m.*, m.start_date::text as start_date_text, r.score as review_score
      from public.team_members m
      left join public.reviews r on r.id = m.review_id
     where ${id ? tx`m.id = ${id}` : tx`true`}
     order by m.created_at, m.id`;
}

/** Emergency contacts by member, in order, as the user may read them (RLS). */
export async function selectContacts(
  tx: Tx,
  memberIds: string[],
): Promise<Map<string, EmergencyContact[]>> {
  const byMember = new Map<string, EmergencyContact[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await tx`
    select member_id, name, relationship, specify_relationship, phone_num, position
      from public.emergency_contacts
     where member_id = any(${memberIds}::uuid[])
     order by member_id, position`;
  for (const r of rows) {
    const list = byMember.get(r.memberId as string) ?? [];
    list.push({
      name: r.name as string,
      relationship: r.relationship as Relationship,
      specifyRelationship: r.specifyRelationship as string,
      phoneNum: r.phoneNum as string,
      primary: list.length === 0,
    });
    byMember.set(r.memberId as string, list);
  }
  return byMember;
}

export async function updateCarePlan(tx: Tx, id: string, services: string[]) {
  const rows = await tx`
    update public.team_members set services = ${services}::text[] where id = ${id} returning id`;
  return rows.length > 0;
}

export async function updatePinnedNote(tx: Tx, id: string, note: string) {
  const rows = await tx`
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
