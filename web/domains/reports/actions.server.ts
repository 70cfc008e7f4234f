// The reports domain's verbs (spec 001 §4, §5, §7; issue 11): the only server file other domains
// import. Each exported function opens its own transaction(s), except the *In readers, which run
// in the caller's:
// - the parties read their shifts' reports as themselves (RLS) and file as themselves, so RLS and
//   the insert trigger are the real guard (a report on a completed shift is refused there);
// - an admin reads and actions the reports of the last 7 days on the service path (staff read
//   across every team), after the role is checked here; the first read marks a report read.
// The shift a report is filed on is the shifts domain's: it reads the shift as the filer and hands
// over what the filing rule needs (FilingShift), so this domain never reads a shift.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { badRequest, conflict, forbidden, notFound } from '../../server/http.server.ts';
import { pgCode, pgConstraint } from '../../server/pg-error.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { UUID } from '../../shared/ids.ts';
import { text } from '../../shared/i18n.tsx';
import { createNotification, html } from '../notifications/actions.server.ts';
import { filingRefusal, type FilingShift } from './lifecycle.ts';
import { type ReportsMessageKey, reportsMessages } from './messages.ts';
import {
  ADMIN_REPORT_PAGE_SIZE,
  type Report,
  REPORT_NOTIFICATION_CLASS,
  REPORT_PAGE_SIZE,
} from './model.ts';
import * as q from './queries.server.ts';

export type Actor = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName'>;

const t = (key: ReportsMessageKey) => text(reportsMessages, key);

/**
 * POST /shift/{id}/report/submit, once the shifts domain has read the shift as the filer (404
 * otherwise): on the scheduled date or later unless checked in; not once completed. Notifies the
 * admins (class Report).
 */
export async function fileReport(
  viewer: Actor,
  shift: FilingShift,
  input: { title: string; note: string },
): Promise<Report> {
  const refusal = filingRefusal(shift);
  if (refusal === 'reportShiftCompleted') throw conflict({ report: t(refusal) });
  if (refusal) throw badRequest({ report: t(refusal) });
  let id: string;
  try {
    id = await asUser(
      viewer,
      (tx) => q.insertReport(tx, { shiftId: shift.shiftId, filerId: viewer.id, ...input }),
    );
  } catch (err) {
    // The insert trigger's refusal: the shift was completed since it was read (a lost race).
    if (pgCode(err) === '55000' && pgConstraint(err) === 'report_shift_completed') {
      throw conflict({ report: t('reportShiftCompleted') });
    }
    throw err;
  }
  await asService(async (tx) => {
    for (const admin of await q.selectAdminIds(tx)) {
      await createNotification(tx, {
        recipientId: admin,
        class: REPORT_NOTIFICATION_CLASS,
        refId: id,
        message: html`<b>${viewer.firstName ?? ''}</b> filed a report: ${input.title}`,
      });
    }
  });
  return await readReport(viewer, id);
}

/** Realtime reader for reports (RLS decides whether the receiving user sees it). */
export async function readReportIn(tx: Tx, id: string): Promise<Report | null> {
  const [report] = await q.selectReports(tx, { id });
  return report ?? null;
}

/**
 * GET /report/{id}/get: a party's own report; an admin's (last 7 days), which marks it read.
 */
export async function readReport(viewer: Actor, id: string): Promise<Report> {
  if (!UUID.test(id)) throw notFound(t('reportNotFound'));
  if (viewer.userType === 'admin') {
    return await asService(async (tx) => {
      const [report] = await q.selectReports(tx, { id, recent: true });
      if (!report) throw notFound(t('reportNotFound'));
      if (report.state !== 'pending_review') return report;
      await q.markReportRead(tx, id);
      const [again] = await q.selectReports(tx, { id, recent: true });
      return again;
    });
  }
  return await asUser(viewer, async (tx) => {
    const [report] = await q.selectReports(tx, { id });
    if (!report) throw notFound(t('reportNotFound'));
    return report;
  });
}

/** Cursor: the id of the last report of the previous page (a malformed one reads page one). */
function parseCursor(cursor: string | undefined) {
  return cursor && UUID.test(cursor) ? cursor : null;
}

/**
 * GET /report?cursor=&limit=: newest first; 15 a page for the parties (then 3 more at a time,
 * `limit`), 30 for admins over the last 7 days. Answers the page and the next cursor (null once
 * a party's list is done; an admin's never ends while it has one).
 */
export async function listReports(
  viewer: Actor,
  opts: { cursor?: string; limit?: number } = {},
): Promise<{ reports: Report[]; cursor: string | null }> {
  const before = parseCursor(opts.cursor);
  const isAdmin = viewer.userType === 'admin';
  const size = Math.min(
    Math.max(opts.limit ?? (isAdmin ? ADMIN_REPORT_PAGE_SIZE : REPORT_PAGE_SIZE), 1),
    100,
  );
  const reports = isAdmin
    ? await asService((tx) => q.selectReports(tx, { before, limit: size, recent: true }))
    : await asUser(viewer, (tx) => q.selectReports(tx, { before, limit: size }));
  const last = reports.at(-1);
  // Spec 001 §4: an admin can always load more, so a short page still answers a cursor (the last
  // report's, or the one asked with when none came); the parties' lists end at a short page.
  if (isAdmin) return { reports, cursor: last?.id ?? before };
  return {
    reports,
    cursor: reports.length === size && last ? last.id : null,
  };
}

/**
 * POST /shift/{shiftId}/report/update/{reportId}/action: an admin actions (or edits the action
 * of) a report of the last 7 days; the filer is notified.
 */
export async function actionReport(
  viewer: Actor,
  shiftId: string,
  reportId: string,
  action: string,
): Promise<Report> {
  if (viewer.userType !== 'admin') throw forbidden(t('adminsOnly'));
  if (!UUID.test(reportId) || !UUID.test(shiftId)) throw notFound(t('reportNotFound'));
  await asService(async (tx) => {
    const target = await q.selectActionTarget(tx, reportId);
    if (!target || target.shiftId !== shiftId) throw notFound(t('reportNotFound'));
    await q.actionReport(tx, reportId, action, viewer.id);
    // The admin trail's line commits with the action or not at all (ADR 046).
    await recordAdminAction(
      tx,
      viewer,
      target.state === 'actioned' ? 'reportActionEdited' : 'reportActioned',
      reportId,
      { shiftId, action: action.slice(0, 2000) },
    );
    await createNotification(tx, {
      recipientId: target.filerId,
      class: REPORT_NOTIFICATION_CLASS,
      refId: reportId,
      message: html`Your report was actioned: ${target.title}`,
    });
  });
  return await readReport(viewer, reportId);
}

/** The admin home's count: reports of the last 7 days nobody has opened or actioned yet. */
export async function countReportsAwaitingReview(viewer: Actor): Promise<number> {
  if (viewer.userType !== 'admin') throw forbidden(t('adminsOnly'));
  // Staff read across every family and caregiver, as the admin report list does.
  return await asService((tx) => q.countRecentReportsAwaitingReview(tx));
}
