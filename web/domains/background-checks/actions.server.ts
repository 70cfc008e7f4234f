// The background-checks domain's verbs (spec 002 §1, §2, §4; ADR 034): the caregiver's upload
// and the partner check's cost, the staff queue and its decisions. One exported function per
// operation; the only server file other domains import (admin counts the checks waiting; the
// caregivers' private record reads the owner's check).
//
// Each verb runs as the signed-in user (asUser), so row-level security decides what it can read
// and write: checks and reimbursements are the owner's and admins'. The service path (asService)
// is used only for what the server owns and says so where it does: the status flags of
// public.account_statuses (accounts'), the contact emails admins see in the queue, and the
// admin's notification to the caregiver.
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import { EXTENSION, MIME, sniff } from '../../server/file-kind.server.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  payloadTooLarge,
} from '../../server/http.server.ts';
import { newObjectPath, storage } from '../../server/storage.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { type Locale, renderText, text } from '../../shared/i18n.tsx';
import { markAccountStatusIn, type StatusFlag } from '../accounts/actions.server.ts';
import { createNotification, html, SafeHtml } from '../notifications/actions.server.ts';
import { type BgCheckMessageKey, bgCheckMessages } from './messages.ts';
import {
  BG_CHECK_MAX_BYTES,
  BG_QUEUE_TABLE,
  type BgCheck,
  type BgCheckQueueItem,
  type BgCheckReimbursement,
  type BgQueueColumn,
  type BgQueueState,
  type OwnBackgroundCheck,
  SIGNED_URL_SECONDS,
} from './model.ts';
import * as q from './queries.server.ts';

const t = (key: BgCheckMessageKey, params?: Record<string, string | number>) =>
  text(bgCheckMessages, key, params);

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { status?: Viewer['status'] };

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
}

function requireAdmin(viewer: Actor) {
  if (viewer.userType !== 'admin') throw forbidden(t('notAdmin'));
}

const USER_ID_NUMBER = /^\d{6,12}$/;

/** Postgres' SQLSTATE of a failed statement, if it is one. */
const sqlState = (err: unknown) => (err as { code?: string } | null)?.code;

/**
 * Server-owned status flags (public.account_statuses has no write policy for users): set on the
 * service path, after the user's own change committed.
 */
function setFlags(userId: string, flags: Partial<Record<StatusFlag, boolean>>) {
  return asService((tx) => markAccountStatusIn(tx, userId, flags));
}

// ---------------------------------------------------------------------------------------------
// Background check

async function toBgCheck(row: q.BgCheckRow | null): Promise<BgCheck> {
  if (!row || row.status === 'none') {
    return {
      state: 'none',
      status: { isApproved: false },
      bgCheckFile: null,
      actionedOn: null,
      bgCheckFileSubmittedAt: null,
      issuedOn: null,
      rejectionReason: null,
    };
  }
  return {
    state: row.status,
    status: { isApproved: row.status === 'approved' },
    bgCheckFile: row.filePath
      ? await storage.from('background-checks').createSignedUrl(row.filePath, SIGNED_URL_SECONDS)
      : null,
    actionedOn: row.actionedAt,
    bgCheckFileSubmittedAt: row.submittedAt,
    issuedOn: row.issuedOn,
    rejectionReason: row.rejectionReason,
  };
}

/**
 * POST /user/caregiver/background-check: the file (PDF, JPEG or PNG by its bytes, at most
 * 10 MB) goes to the private bucket, the row to `submitted`. `issuedOn` was checked by the schema
 * (not in the future, not older than 5 years); the database checks it again.
 */
export async function submitBackgroundCheck(
  viewer: Actor,
  bytes: Uint8Array,
  issuedOn: string,
  locale: Locale,
): Promise<{ message: string; bgCheck: BgCheck }> {
  requireCaregiver(viewer);
  if (bytes.length > BG_CHECK_MAX_BYTES) throw payloadTooLarge(t('bgCheckTooLarge'));
  const kind = sniff(bytes);
  if (!kind) throw invalid({ file: t('invalidBgCheckFile') });
  const bucket = storage.from('background-checks');
  const path = newObjectPath(viewer.id, EXTENSION[kind]);
  const previous = await asUser(viewer, async (tx) => {
    if (!(await q.profileExists(tx, viewer.id))) throw conflict({ file: t('basicInfoFirst') });
    const current = await q.readBgCheck(tx, viewer.id);
    if (current?.status === 'approved') throw conflict({ file: t('bgCheckAlreadyApproved') });
    return current;
  });
  await bucket.upload(path, bytes, { contentType: MIME[kind] });
  try {
    await asUser(
      viewer,
      (tx) => q.submitBgCheck(tx, viewer.id, { filePath: path, fileType: MIME[kind], issuedOn }),
    );
  } catch (err) {
    await bucket.remove([path]).catch(() => {});
    if (sqlState(err) === '23514') {
      throw invalid({ file: t('bgCheckTooOld'), issuedOn: t('bgCheckTooOld') });
    }
    throw err;
  }
  if (previous?.filePath && previous.filePath !== path) {
    await bucket.remove([previous.filePath]).catch(() => {});
  }
  await setFlags(viewer.id, { is_bg_check_submitted: true });
  const row = await asUser(viewer, (tx) => q.readBgCheck(tx, viewer.id));
  return { message: renderText(t('bgCheckUploaded'), locale), bgCheck: await toBgCheck(row) };
}

// ---------------------------------------------------------------------------------------------
// Background-check reimbursement (spec 002 §1; ADR 034)

async function toReimbursement(
  row: q.ReimbursementRow | null,
): Promise<BgCheckReimbursement | null> {
  if (!row) return null;
  return {
    amount: row.amountCents,
    receiptUrl: await storage.from('background-checks')
      .createSignedUrl(row.receiptPath, SIGNED_URL_SECONDS),
    recordedAt: row.recordedAt,
    invoiceId: row.invoiceId,
    paidWithInvoiceAt: row.attachedAt,
  };
}

/**
 * POST /user/caregiver/background-check/reimbursement: the cost of a check done through a
 * partner and its receipt (PDF, JPEG or PNG by its bytes, at most 10 MB), recorded or corrected
 * until the check is approved. The first invoice generated after approval pays it (the database
 * attaches it, once). Refused once approved or paid: staff saw the amount when they approved.
 */
export async function recordReimbursement(
  viewer: Actor,
  bytes: Uint8Array,
  amountCents: number,
): Promise<BgCheckReimbursement> {
  requireCaregiver(viewer);
  if (bytes.length > BG_CHECK_MAX_BYTES) throw payloadTooLarge(t('bgCheckTooLarge'));
  const kind = sniff(bytes);
  if (!kind) throw invalid({ receipt: t('invalidReceiptFile') });
  const previous = await asUser(viewer, async (tx) => {
    if (!(await q.profileExists(tx, viewer.id))) throw conflict({ receipt: t('basicInfoFirst') });
    const current = await q.readReimbursement(tx, viewer.id);
    if (current?.attachedAt) throw conflict({ amount: t('reimbursementPaid') });
    if ((await q.readBgCheck(tx, viewer.id))?.status === 'approved') {
      throw conflict({ amount: t('reimbursementLocked') });
    }
    return current;
  });
  const bucket = storage.from('background-checks');
  const path = newObjectPath(viewer.id, EXTENSION[kind]);
  await bucket.upload(path, bytes, { contentType: MIME[kind] });
  try {
    await asUser(viewer, (tx) =>
      q.upsertReimbursement(tx, viewer.id, {
        amountCents,
        receiptPath: path,
        receiptType: MIME[kind],
      }));
  } catch (err) {
    await bucket.remove([path]).catch(() => {});
    // The check was approved (or the amount attached) between our read and the write.
    if (sqlState(err) === '55000') throw conflict({ amount: t('reimbursementLocked') });
    if (sqlState(err) === '23514') throw invalid({ amount: t('reimbursementAmount') });
    throw err;
  }
  if (previous && previous.receiptPath !== path) {
    await bucket.remove([previous.receiptPath]).catch(() => {});
  }
  const row = await asUser(viewer, (tx) => q.readReimbursement(tx, viewer.id));
  return (await toReimbursement(row))!;
}

// ---------------------------------------------------------------------------------------------
// The owner's check and cost

/**
 * The caregiver's own check and recorded cost, in the caller's transaction `tx`, which must run
 * as the caregiver (the caregivers' private record reads them beside the banking details).
 */
export async function readOwnBackgroundCheckIn(
  tx: Tx,
  userId: string,
): Promise<OwnBackgroundCheck> {
  const bg = await q.readBgCheck(tx, userId);
  const reimbursement = await q.readReimbursement(tx, userId);
  return { bgCheck: await toBgCheck(bg), reimbursement: await toReimbursement(reimbursement) };
}

/** /profile/background-check: the caregiver's own check and recorded cost. */
export async function readOwnBackgroundCheck(viewer: Actor): Promise<OwnBackgroundCheck> {
  requireCaregiver(viewer);
  return await asUser(viewer, (tx) => readOwnBackgroundCheckIn(tx, viewer.id));
}

// ---------------------------------------------------------------------------------------------
// Admin: the background-check queue

/** GET /api/admin/background-checks: submitted first, each with a short-lived file link. */
export async function listBackgroundCheckQueue(viewer: Actor): Promise<BgCheckQueueItem[]> {
  requireAdmin(viewer);
  return await queueItems(await asUser(viewer, (tx) => q.listBgCheckQueue(tx)));
}

/**
 * /admin/background-checks: one page of the queue as the table sorts it, in one state or all,
 * and how many checks that is.
 */
export async function pageBackgroundCheckQueue(
  viewer: Actor,
  table: { sort: { column: BgQueueColumn; direction: 'asc' | 'desc' }; page: number },
  state?: BgQueueState,
): Promise<{ items: BgCheckQueueItem[]; total: number }> {
  requireAdmin(viewer);
  const size = BG_QUEUE_TABLE.pageSize;
  const { rows, total } = await asUser(viewer, async (tx) => ({
    rows: await q.listBgCheckQueue(tx, {
      state,
      sort: table.sort,
      limit: size,
      offset: (Math.max(table.page, 1) - 1) * size,
    }),
    total: await q.countBgCheckQueue(tx, state),
  }));
  return { items: await queueItems(rows), total };
}

async function queueItems(
  rows: Awaited<ReturnType<typeof q.listBgCheckQueue>>,
): Promise<BgCheckQueueItem[]> {
  // Staff contact the caregivers in the queue; public.users lets each user read only their own
  // row (no admin policy there), so the admin's already-authorized list gets the contact emails
  // on the service path, for exactly the caregivers RLS just showed them.
  const emails = await asService((tx) => q.readContactEmails(tx, rows.map((r) => r.userId)));
  const bucket = storage.from('background-checks');
  return await Promise.all(rows.map(async (r) => ({
    userIdNumber: r.userIdNumber,
    firstName: r.firstName,
    lastName: r.lastName,
    email: emails.get(r.userId) ?? null,
    state: r.status,
    issuedOn: r.issuedOn,
    submittedAt: r.submittedAt,
    actionedOn: r.actionedAt,
    rejectionReason: r.rejectionReason,
    fileUrl: r.filePath ? await bucket.createSignedUrl(r.filePath, SIGNED_URL_SECONDS) : null,
    reimbursementAmount: r.reimbursementCents,
    receiptUrl: r.receiptPath
      ? await bucket.createSignedUrl(r.receiptPath, SIGNED_URL_SECONDS)
      : null,
  })));
}

/**
 * Approves or rejects a submitted check as the admin (RLS and the transition trigger: only an
 * admin, never on their own check). Approval sets isBgCheck (service path: server-owned flag)
 * and tells the caregiver live through a notification.
 */
async function actionBackgroundCheck(
  viewer: Actor,
  userIdNumber: string,
  to: 'approved' | 'rejected',
  reason: string | null,
): Promise<BgCheck> {
  requireAdmin(viewer);
  if (!USER_ID_NUMBER.test(userIdNumber)) throw notFound(t('caregiverNotFound'));
  const userId = await asUser(viewer, async (tx) => {
    const id = await q.userIdForNumber(tx, userIdNumber);
    if (!id) throw notFound(t('caregiverNotFound'));
    if (id === viewer.id) throw forbidden(t('ownBgCheck'));
    const current = await q.readBgCheck(tx, id);
    if (!current || current.status === 'none') throw conflict(t('bgCheckNotSubmitted'));
    if (current.status !== 'submitted') throw conflict(t('bgCheckAlreadyActioned'));
    try {
      if (!(await q.actionBgCheck(tx, id, to, reason))) throw conflict(t('bgCheckAlreadyActioned'));
    } catch (err) {
      if (sqlState(err) === '23514') throw conflict(t('bgCheckTooOld'));
      if (sqlState(err) === '42501') throw forbidden(t('ownBgCheck'));
      throw err;
    }
    // The admin trail's line commits with the decision or not at all (ADR 046).
    await recordAdminAction(
      tx,
      viewer,
      to === 'approved' ? 'backgroundCheckApproved' : 'backgroundCheckRejected',
      id,
      reason === null ? { userIdNumber } : { userIdNumber, reason },
    );
    return id;
  });
  // The caregiver is not the one acting: flags and the notification go on the service path,
  // in one transaction so the notification exists exactly when the flag does.
  await asService(async (tx) => {
    await markAccountStatusIn(tx, userId, { is_bg_check: to === 'approved' });
    // The view's column is the table's, not null there (views type every column nullable).
    const [recipient] = await tx<Pick<Row<'public.users'>, 'locale'>[]>`
      select locale from public.user_cards where id = ${userId}`;
    const locale = recipient?.locale ?? 'en';
    // Catalog HTML is ours; the admin's reason is escaped by html`…`.
    const message = to === 'approved'
      ? renderText(t('bgCheckApprovedNotice'), locale)
      : renderText(t('bgCheckRejectedNotice', { reason: html`${reason ?? ''}`.value }), locale);
    await createNotification(tx, {
      recipientId: userId,
      class: 'Background Check',
      refId: 'background-check',
      message: new SafeHtml(message),
    });
  });
  return await toBgCheck(await asUser(viewer, (tx) => q.readBgCheck(tx, userId)));
}

export function approveBackgroundCheck(viewer: Actor, userIdNumber: string) {
  return actionBackgroundCheck(viewer, userIdNumber, 'approved', null);
}

export function rejectBackgroundCheck(viewer: Actor, userIdNumber: string, reason: string) {
  return actionBackgroundCheck(viewer, userIdNumber, 'rejected', reason);
}

/** The admin home's count: background checks submitted and not yet approved or rejected. */
export async function countBackgroundChecksWaiting(viewer: Actor): Promise<number> {
  requireAdmin(viewer);
  return await asUser(viewer, (tx) => q.countSubmittedBgChecks(tx));
}
