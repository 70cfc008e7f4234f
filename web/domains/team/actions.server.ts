// The team domain's verbs (spec 001 §2-§5, §7; issue 10): the only server file other domains
// import. Members are created by the invites domain's accept transaction (addMemberIn, in its
// transaction); here they are read and the family edits the care plan, the pinned note and the
// emergency contacts. Every other verb runs as the viewer: RLS lets both parties read and only
// the family write.
import { asUser, type Tx } from '../../server/db.server.ts';
import { type FieldErrors, forbidden, invalid, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { type TeamMessageKey, teamMessages } from './messages.ts';
import { sameList, type TeamMember } from './model.ts';
import * as q from './queries.server.ts';
import { checkContacts, type UpdateMember } from './schemas.ts';
import { applyCarePlanToShiftsIn } from '../shifts/actions.server.ts';
import { UUID } from '../../shared/ids.ts';

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email'>;

const t = (key: TeamMessageKey) => text(teamMessages, key);

/** GET /team: the viewer's members (a family's caregivers, a caregiver's families). */
export async function listMembers(viewer: Actor): Promise<TeamMember[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  return await asUser(viewer, (tx) => listMembersIn(tx, viewer));
}

/**
 * listMembers in the caller's transaction `tx`, which must already run as the viewer (asUser);
 * it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function listMembersIn(tx: Tx, viewer: Actor): Promise<TeamMember[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  return await q.selectMembers(tx);
}

/** One member the viewer is a party to, or 404. */
export async function readMember(viewer: Actor, id: string): Promise<TeamMember> {
  if (!UUID.test(id)) throw notFound(t('memberNotFound'));
  return await asUser(viewer, async (tx) => {
    const [member] = await q.selectMembers(tx, id);
    if (!member) throw notFound(t('memberNotFound'));
    return member;
  });
}

/** A member of the viewer's team whom only the family may change: 404 outsiders, 403 caregivers. */
async function ownMember(viewer: Actor, id: string): Promise<TeamMember> {
  const member = await readMember(viewer, id);
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
  return member;
}

/**
 * POST /team/member/{id}/update: the care plan (`service`) and/or the pinned note. An unchanged
 * value is not written (saving needs a change); the answer is the member either way. With
 * `includeShifts` (the /include-shifts path) the care plan also replaces the services of the
 * member's future, unstarted shifts (spec 001 §7).
 */
export async function updateMember(
  viewer: Actor,
  id: string,
  input: UpdateMember,
  opts: { includeShifts?: boolean } = {},
): Promise<TeamMember> {
  const member = await ownMember(viewer, id);
  await asUser(viewer, async (tx) => {
    if (input.service !== undefined && !sameList(input.service, member.service)) {
      await q.updateCarePlan(tx, id, input.service);
    }
    if (input.pinnedNote !== undefined && input.pinnedNote !== member.pinnedNote) {
      await q.updatePinnedNote(tx, id, input.pinnedNote);
    }
    // In the same transaction, as the family: the plan and its shifts change together or not at
    // all. Applied even when the plan itself is unchanged: older shifts may carry an older one.
    if (opts.includeShifts && input.service !== undefined) {
      await applyCarePlanToShiftsIn(tx, id, input.service);
    }
  });
  return await readMember(viewer, id);
}

/**
 * POST /team/member/{id}/update/emergency-contact: replaces the contacts (at least 2; the first
 * is primary). 422 with spec 001 §5's messages, keyed `emergencyContacts.{i}.{field}`.
 */
export async function setEmergencyContacts(
  viewer: Actor,
  id: string,
  list: readonly unknown[],
): Promise<TeamMember> {
  await ownMember(viewer, id);
  const { contacts, errors } = checkContacts(list);
  if (Object.keys(errors).length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const [field, key] of Object.entries(errors)) fieldErrors[field] = t(key);
    throw invalid(fieldErrors);
  }
  await asUser(viewer, (tx) => q.replaceContacts(tx, id, contacts));
  return await readMember(viewer, id);
}

export type NewMember = q.NewMember;

/**
 * Adds a member to a family's team, in the caller's transaction `tx` (opens none): the invites
 * domain's accept, so that the invite, the member and the job change together or not at all.
 * The caller has checked who acts; `tx` must be allowed to insert members (the service path).
 * Answers the member's id; a second member for the same invite fails on
 * team_members_invite_id_key (23505).
 */
export async function addMemberIn(tx: Tx, member: NewMember): Promise<string> {
  return await q.insertMember(tx, member);
}
