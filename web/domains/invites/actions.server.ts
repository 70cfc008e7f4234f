// The invites domain's verbs (spec 002 §2-§5, §7; issue 10): the only server file other domains
// import. Every rule of the offer is checked here again, whatever the page did; the database
// checks the lifecycle, the wage minimums and one open invite per job and caregiver once more.
import { insertAddress } from '../addresses/actions.server.ts';
import { distanceToCell } from '../caregivers/actions.server.ts';
import { deactivateJobIn } from '../jobs/actions.server.ts';
import { createNotification, html } from '../notifications/actions.server.ts';
import { addMemberIn } from '../team/actions.server.ts';
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { conflict, forbidden, invalid, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { todayIn } from '../../shared/dates.ts';
import { nextInviteState } from './lifecycle.ts';
import { type InviteMessageKey, inviteMessages } from './messages.ts';
import {
  INVITE_NOTIFICATION_CLASS,
  inviteStatus,
  type TeamInvite,
  toCents,
  wageMinimum,
  wageWithVacationCents,
} from './model.ts';
import * as q from './queries.server.ts';
import type { InvitePayload } from './schemas.ts';
import { UUID } from '../../shared/ids.ts';
import { pgCode, pgConstraint } from '../../server/pg-error.server.ts';

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & {
  firstName?: string;
  lastName?: string;
  imgUrlThumb?: string | null;
};

const t = (key: InviteMessageKey, params?: Record<string, string | number>) =>
  text(inviteMessages, key, params);

/** The viewer's invites (spec 002 §7 GET /team/invite), newest first. */
export async function listInvites(viewer: Actor): Promise<TeamInvite[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  return await asUser(viewer, (tx) => listInvitesIn(tx, viewer));
}

/**
 * listInvites in the caller's transaction `tx`, which must already run as the viewer (asUser);
 * it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function listInvitesIn(tx: Tx, viewer: Actor): Promise<TeamInvite[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  return await q.selectInvites(tx, viewer.userType);
}

/** One invite the viewer is a party to, or 404 with the spec's sentence. */
export async function readInvite(viewer: Actor, id: string): Promise<TeamInvite> {
  if (!UUID.test(id)) throw notFound(t('inviteNotFound'));
  const [invite] = await asUser(viewer, (tx) => q.selectInvites(tx, viewer.userType, id));
  if (!invite) throw notFound(t('inviteNotFound'));
  return invite;
}

/**
 * The family's jobs already offered to this caregiver and how far each got (step 2 of the hire
 * flow: an invited or accepted job is not offered again), by job id.
 */
export async function inviteStatesForHire(
  viewer: Actor,
  caregiverUserIdNumber: string,
): Promise<Record<string, 'invited' | 'accepted'>> {
  if (viewer.userType !== 'family') return {};
  // The family may not read the caregiver's users row: the id by number on the service path.
  const caregiver = await asService((tx) => q.selectCheckedCaregiver(tx, caregiverUserIdNumber));
  if (!caregiver) return {};
  const rows = await asUser(viewer, (tx) => q.selectInviteStates(tx, caregiver.id));
  return Object.fromEntries(rows.map((r) => [r.jobId, r.isAccepted ? 'accepted' : 'invited']));
}

/**
 * The realtime reader of public.team_invites: the invite as the receiving user's API answers it,
 * or null when they are not a party (RLS). Runs in the hub's transaction, as that user.
 */
export async function readInviteLive(tx: Tx, id: string): Promise<TeamInvite | null> {
  if (!UUID.test(id)) return null;
  return await q.selectInviteLive(tx, id);
}

/**
 * POST /team/invite/user/{userIdNumber}: a family offers one of its jobs to a background-checked
 * caregiver. 403 for anyone else; 404 for an unknown or unchecked caregiver or a job not theirs;
 * 422 for a broken offer rule; 409 when an open invite for the job and caregiver exists.
 */
export async function sendInvite(
  viewer: Actor,
  caregiverUserIdNumber: string,
  input: InvitePayload,
): Promise<TeamInvite> {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
  const { min, key } = wageMinimum(input.isVacationIncluded);
  if (input.propWage < min) throw invalid({ propWage: t(key) });
  if (input.startDate < todayIn()) throw invalid({ startDate: t('startDatePast') });
  if (!(input.estimatedHours >= 1)) throw invalid({ estimatedHours: t('hoursMin') });
  // The family may not read the caregiver's users row or status: read by number on the service
  // path (id, whether checked, the coarse H3 cell for the approximate distance).
  const caregiver = await asService((tx) => q.selectCheckedCaregiver(tx, caregiverUserIdNumber));
  if (!caregiver) throw notFound(t('caregiverNotFound'));
  if (!caregiver.isBgCheck) throw forbidden(t('caregiverNotChecked'));
  const approxKm = caregiver.h3Cell
    ? distanceToCell(input.address.coordinates, caregiver.h3Cell)
    : null;
  let id: string;
  try {
    id = await asUser(viewer, async (tx) => {
      if (!(await q.isOwnJob(tx, input.jobId, viewer.id))) throw notFound(t('jobNotFound'));
      const addressId = await insertAddress(tx, viewer.id, input.address);
      const inviteId = await q.insertInvite(tx, {
        jobId: input.jobId,
        familyId: viewer.id,
        caregiverId: caregiver.id,
        clientFirstName: input.clientFirstName,
        clientLastName: input.clientLastName,
        propWageCents: toCents(input.propWage),
        isVacationIncluded: input.isVacationIncluded,
        estimatedHours: input.estimatedHours,
        startDate: input.startDate,
        message: input.message,
        deactivateJobOnHire: input.deactivateJobOnHire,
        addressId,
        approxKm,
      });
      return inviteId;
    });
  } catch (err) {
    if (pgCode(err) === '23505' && pgConstraint(err) === 'team_invites_one_open_idx') {
      throw conflict(t('inviteExists'));
    }
    throw err;
  }
  // The recipient is not the one acting: the notification goes on the service path.
  await asService((tx) =>
    createNotification(tx, {
      recipientId: caregiver.id,
      class: INVITE_NOTIFICATION_CLASS,
      refId: id,
      message: html`<b>${viewer.firstName ?? ''}</b> invited you to join their care team.`,
      senderImgUrlThumb: viewer.imgUrlThumb ?? null,
    })
  );
  return await readInvite(viewer, id);
}

/**
 * GET /team/invite/{id}/mark-read: the invite's caregiver, once, while unread. The caregiver has
 * no update privilege on invites: the checked transition runs on the service path after the
 * party is verified under the caregiver's own RLS.
 */
export async function markRead(viewer: Actor, id: string): Promise<TeamInvite> {
  // A party who is not the caregiver (the family) is refused; anyone else gets the 404.
  await readInvite(viewer, id);
  if (viewer.userType !== 'caregiver') throw forbidden(t('caregiversOnly'));
  await asService(async (tx) => {
    const row = await q.lockInvite(tx, id);
    if (!row || row.caregiverId !== viewer.id) throw forbidden(t('caregiversOnly'));
    if (!row.isRead) await q.markInviteRead(tx, id);
  });
  return await readInvite(viewer, id);
}

/** Test-only seams of the accept transaction (tests/integration/invites.test.ts). */
export type AcceptHooks = { afterMemberInsert?: (tx: Tx) => Promise<void> };

/**
 * POST /team/invite/{id}/accept | /decline. Accepting, in ONE transaction: the invite accepted,
 * a team member with the offered wage (including vacation pay) and start date, the job
 * deactivated when the offer said so, the application that led to it linked. Any failure rolls
 * all of it back. The row lock plus the lifecycle trigger make a second accept a 409.
 *
 * Service path: the caregiver has no write privilege on invites, members or jobs; who may act is
 * checked here, under the row lock, against the caregiver's id.
 */
export async function respondToInvite(
  viewer: Actor,
  id: string,
  action: 'accept' | 'decline',
  returnMessage: string,
  hooks: AcceptHooks = {},
): Promise<{ invite: TeamInvite; memberId: string | null }> {
  if (!UUID.test(id)) throw notFound(t('inviteNotFound'));
  if (viewer.userType !== 'caregiver') {
    // A family reads its invite but never responds; anyone else does not see it.
    await readInvite(viewer, id);
    throw forbidden(t('caregiversOnly'));
  }
  let familyId = '';
  let memberId: string | null = null;
  try {
    await asService(async (tx) => {
      const row = await q.lockInvite(tx, id);
      if (!row || row.caregiverId !== viewer.id) throw notFound(t('inviteNotFound'));
      const state = inviteStatus(row);
      if (!nextInviteState(state, action)) throw conflict(t('inviteActioned'));
      familyId = row.familyId;
      await q.actionInvite(tx, id, action, returnMessage);
      if (action === 'accept') {
        const wage = wageWithVacationCents(row.propWageCents, row.isVacationIncluded);
        const addressFull = await q.selectAddressFull(tx, row.addressId);
        memberId = await addMemberIn(tx, {
          familyId: row.familyId,
          caregiverId: row.caregiverId,
          jobId: row.jobId,
          inviteId: row.id,
          applicationId: row.applicationId,
          familyUserIdNumber: row.familyUserIdNumber,
          caregiverUserIdNumber: row.caregiverUserIdNumber,
          familyFirstName: row.familyFirstName,
          familyLastName: row.familyLastName,
          familyImgUrlThumb: row.familyImgUrlThumb,
          clientFirstName: row.clientFirstName,
          clientLastName: row.clientLastName,
          caregiverFirstName: row.caregiverFirstName,
          caregiverLastName: row.caregiverLastName,
          caregiverImgUrlThumb: row.caregiverImgUrlThumb,
          addressFull,
          startDate: row.startDateText,
          wageCents: wage,
        });
        await hooks.afterMemberInsert?.(tx);
        if (row.deactivateJobOnHire) await deactivateJobIn(tx, row.jobId);
      }
      const name = row.caregiverFirstName;
      await createNotification(tx, {
        recipientId: familyId,
        class: INVITE_NOTIFICATION_CLASS,
        refId: id,
        message: action === 'accept'
          ? html`<b>${name}</b> accepted your team invite.`
          : html`<b>${name}</b> declined your team invite.`,
        senderImgUrlThumb: row.caregiverImgUrlThumb,
      });
    });
  } catch (err) {
    if (
      pgCode(err) === '55000' ||
      (pgCode(err) === '23505' && pgConstraint(err) === 'team_members_invite_id_key')
    ) {
      throw conflict(t('inviteActioned'));
    }
    throw err;
  }
  return { invite: await readInvite(viewer, id), memberId };
}
