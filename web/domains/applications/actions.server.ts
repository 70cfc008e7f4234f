// The applications domain's verbs (spec 002 §4, §5, §7; issue 9): one function per verb, each
// opening its own transaction as the viewer so row-level security is the guard. Each event
// notifies the other party (class 'Job Application' → /jobs/applications/{id}) inside the same
// transaction, on the service path after the change (queries.enterServicePath), so the
// notification exists exactly when the change does.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { conflict, forbidden, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { renderText, text } from '../../shared/i18n.tsx';
import { jobForApplication } from '../jobs/actions.server.ts';
import { createNotification, html, SafeHtml } from '../notifications/actions.server.ts';
import { type ApplicationMessageKey, applicationMessages } from './messages.ts';
import { APPLICATION_NOTIFICATION_CLASS, hirePath, type JobApplication } from './model.ts';
import * as q from './queries.server.ts';
import { UUID } from '../../shared/ids.ts';
import { pgCode } from '../../server/pg-error.server.ts';

const t = (key: ApplicationMessageKey) => text(applicationMessages, key);

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName'> & {
  status?: Pick<Viewer['status'], 'isBgCheck'>;
};

/** The database's lifecycle refusals as API answers (the trigger raises 55000). */
function mapLifecycleError(err: unknown): never {
  if (pgCode(err) === '55000') throw conflict(t('alreadyActioned'));
  if (pgCode(err) === '42501') throw forbidden();
  throw err;
}

/** One application as the viewer may see it, or 404. */
async function readOne(viewer: Actor, id: string): Promise<JobApplication> {
  const ids = await asUser(viewer, (tx) => q.visibleApplicationIds(tx, id));
  if (ids.length === 0) throw notFound(t('applicationMissing'));
  // Service path for the other party's name and picture; the row was chosen by RLS above.
  const [application] = await asService((tx) => q.selectApplicationsByIds(tx, ids));
  return application;
}

/** Tells `recipientId` what happened, in their language (service path, caller's transaction). */
async function notify(
  tx: Tx,
  recipientId: string,
  applicationId: string,
  key: ApplicationMessageKey,
  actor: Actor & { imgUrlThumb?: string | null },
) {
  await q.enterServicePath(tx);
  const { locale } = await q.selectRecipient(tx, recipientId);
  const name = html`<b>${actor.firstName}</b>`.value;
  await createNotification(tx, {
    recipientId,
    class: APPLICATION_NOTIFICATION_CLASS,
    refId: applicationId,
    message: new SafeHtml(renderText(text(applicationMessages, key, { name }), locale)),
    senderImgUrlThumb: actor.imgUrlThumb ?? null,
  });
}

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
}

function requireFamily(viewer: Actor) {
  if (viewer.userType !== 'family') throw forbidden();
}

/**
 * POST /api/job/{jobId}/apply. Only a background-checked caregiver (the database's insert
 * policy says the same); one application per caregiver and job (a second, even at the same
 * moment, is refused by the unique key: 409). isApply is set by the database.
 */
export async function applyToJob(
  viewer: Actor & { imgUrlThumb?: string | null },
  jobId: string,
  message: string,
): Promise<JobApplication> {
  requireCaregiver(viewer);
  if (viewer.status && !viewer.status.isBgCheck) throw forbidden(t('profileIncomplete'));
  if (!UUID.test(jobId)) throw notFound(t('jobMissing'));
  const id = await asUser(viewer, async (tx) => {
    const job = await jobForApplication(tx, jobId);
    if (!job) throw notFound(t('jobMissing'));
    let id: string;
    try {
      // A savepoint, so a refused insert can be told apart without aborting the transaction.
      id = await tx.savepoint((sp) =>
        q.insertApplication(sp, { jobId, caregiverId: viewer.id, message })
      );
    } catch (err) {
      if (pgCode(err) === '23505') throw conflict(t('alreadyApplied'));
      if (pgCode(err) === 'P0002') throw notFound(t('jobMissing'));
      if (pgCode(err) === '42501') throw forbidden(t('profileIncomplete'));
      throw err;
    }
    await notify(tx, job.familyId, id, 'notify.applied', viewer);
    return id;
  });
  return await readOne(viewer, id);
}

/** GET /api/job-applications/get: the caregiver's own, or those to the family's jobs. */
export async function listApplications(viewer: Actor): Promise<JobApplication[]> {
  const ids = await asUser(viewer, (tx) => q.visibleApplicationIds(tx));
  return await asService((tx) => q.selectApplicationsByIds(tx, ids));
}

/** GET /api/job-applications/{id}. */
export async function readApplication(viewer: Actor, id: string): Promise<JobApplication> {
  if (!UUID.test(id)) throw notFound(t('applicationMissing'));
  return await readOne(viewer, id);
}

/** GET /api/job-applications/{id}/mark-read: the family, once, while unread. */
export async function markApplicationRead(viewer: Actor, id: string): Promise<JobApplication> {
  if (!UUID.test(id)) throw notFound(t('applicationMissing'));
  await asUser(viewer, async (tx) => {
    const state = await q.selectApplicationState(tx, id);
    if (!state) throw notFound(t('applicationMissing'));
    if (state.familyId !== viewer.id) throw forbidden();
    if (state.isAccepted || state.isDeclined) throw conflict(t('alreadyActioned'));
    if (!(await q.markApplicationRead(tx, id, viewer.id))) throw conflict(t('alreadyRead'));
    await notify(tx, state.caregiverId, id, 'notify.read', viewer);
  }).catch(mapLifecycleError);
  return await readOne(viewer, id);
}

/**
 * POST /api/job-applications/{id}/accept or /decline: the family, once. Of two at the same
 * moment the database lets one through and refuses the other (409).
 */
export async function actionApplication(
  viewer: Actor,
  id: string,
  action: 'accept' | 'decline',
  returnMessage: string,
): Promise<{ application: JobApplication; hireLink?: string }> {
  requireFamily(viewer);
  if (!UUID.test(id)) throw notFound(t('applicationMissing'));
  await asUser(viewer, async (tx) => {
    const state = await q.selectApplicationState(tx, id);
    if (!state) throw notFound(t('applicationMissing'));
    if (state.familyId !== viewer.id) throw forbidden();
    if (state.isAccepted || state.isDeclined) throw conflict(t('alreadyActioned'));
    if (!(await q.actionApplication(tx, id, viewer.id, action, returnMessage))) {
      throw notFound(t('applicationMissing'));
    }
    await notify(
      tx,
      state.caregiverId,
      id,
      action === 'accept' ? 'notify.accepted' : 'notify.declined',
      viewer,
    );
  }).catch(mapLifecycleError);
  const application = await readOne(viewer, id);
  return action === 'accept'
    ? { application, hireLink: hirePath(application.caregiverInfo.userIdNumber, application.jobId) }
    : { application };
}

/** POST /api/job-applications/{id}/edit: the caregiver, while unactioned. */
export async function editApplication(
  viewer: Actor,
  id: string,
  message: string,
): Promise<JobApplication> {
  requireCaregiver(viewer);
  if (!UUID.test(id)) throw notFound(t('applicationMissing'));
  await asUser(viewer, async (tx) => {
    const state = await q.selectApplicationState(tx, id);
    if (!state) throw notFound(t('applicationMissing'));
    if (state.caregiverId !== viewer.id) throw forbidden();
    if (state.isAccepted || state.isDeclined) throw conflict(t('alreadyActioned'));
    if (!(await q.editApplicationMessage(tx, id, viewer.id, message))) {
      throw notFound(t('applicationMissing'));
    }
    await notify(tx, state.familyId, id, 'notify.edited', viewer);
  }).catch(mapLifecycleError);
  return await readOne(viewer, id);
}

/**
 * For the dashboards' Apps tile: the viewer's applications (a caregiver's own, a family's to its
 * jobs): total, unread, this week and last week (Monday weeks, UTC).
 */
export async function countApplications(viewer: Pick<Viewer, 'id' | 'userType' | 'email'>) {
  return await asUser(viewer, (tx) => q.countVisibleApplications(tx));
}

/**
 * The dashboard's Apps tile and My Applications pane in one read (issue 13 "Performance"): how
 * many are neither accepted nor declined, and the latest `limit` as listApplications answers
 * them. Row-level security picks the rows; the names come on the service path, as for the list.
 */
export async function applicationsDash(
  viewer: Pick<Viewer, 'id' | 'userType' | 'email'>,
  limit: number,
): Promise<{ pending: number; latest: JobApplication[] }> {
  const { pending, ids } = await asUser(viewer, (tx) => pendingApplicationsIn(tx, limit));
  return { pending, latest: await applicationsByIds(ids) };
}

/**
 * The first half of applicationsDash in the caller's transaction `tx`, which must already run as
 * the viewer (asUser); it opens none: how many are pending and the ids of the latest `limit` the
 * viewer may see. The dashboard reads them in its one transaction, then applicationsByIds.
 */
export async function pendingApplicationsIn(tx: Tx, limit: number) {
  const [pending, ids] = await Promise.all([
    q.countPendingApplications(tx),
    q.visibleApplicationIds(tx, undefined, limit),
  ]);
  return { pending, ids };
}

/**
 * The cards of applications whose ids row-level security already let the viewer see
 * (pendingApplicationsIn): read on the service path, as the list does (the other party's
 * details are not the viewer's to read directly).
 */
export async function applicationsByIds(ids: string[]): Promise<JobApplication[]> {
  return ids.length ? await asService((tx) => q.selectApplicationsByIds(tx, ids)) : [];
}

/**
 * The realtime hub's reader (register.server.ts): the changed application as the receiving user
 * sees it, or null when they may not. Row-level security decides first, in the user's own
 * transaction; only then are the card-level details read on the service path, as for the list.
 */
export async function applicationAsSeenBy(tx: Tx, id: string): Promise<JobApplication | null> {
  const visible = await q.visibleApplicationIds(tx, id);
  if (visible.length === 0) return null;
  await q.enterServicePath(tx);
  const [application] = await q.selectApplicationsByIds(tx, visible);
  return application ?? null;
}
