// The report as the API answers it (spec 001 §3 Report), its pages (spec 001 §9) and what the
// reports pages share with the browser. Other domains reach reports through this file and
// actions.server.ts.
import type { ReportState } from './lifecycle.ts';

export { reportLifecycle, type ReportState } from './lifecycle.ts';

/** A party's first page of reports, then REPORT_MORE at a time; an admin's pages of 30. */
export const REPORT_PAGE_SIZE = 15;
export const ADMIN_REPORT_PAGE_SIZE = 30;
export const REPORT_MORE = 3;
/** The notification class of a filed or actioned report (spec 001 §6). */
export const REPORT_NOTIFICATION_CLASS = 'Report';

export type ReportParty = { firstName: string; lastName: string; userIdNumber: string };

export type Report = {
  id: string;
  shiftId: string;
  memberId: string;
  title: string;
  note: string;
  submitted: string;
  caregiverInfo: ReportParty;
  familyInfo: ReportParty;
  address: { addressFull: string };
  /** The shift's instants and its care location's IANA zone (dates are shown in that zone). */
  shiftInfo: { startTime: string; endTime: string; timeZone: string };
  state: ReportState;
  status: { isRead: boolean; isActioned: boolean; isEdited: boolean };
  action: string | null;
  actionedAt: string | null;
  actionedBy:
    | { firstName: string; lastName: string; imgUrlThumb: string | null; role: string }
    | null;
};

export const REPORTS_PATH = '/reports';
export const reportPath = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;

/** The realtime tables the pages listen to (announced by the database triggers). */
export const REPORTS_TABLE = 'reports';
export const NOTIFICATIONS_TABLE = 'notifications';

/** An id as people read it (spec 001 Reviews: the first 6 characters, uppercased). */
export function shortId(id: string): string {
  return id.slice(0, 6).toUpperCase();
}

export type ReportsRole = 'family' | 'caregiver' | 'admin';

/** Newest first, each report once: a page merged with what is already shown. */
export function mergeReports(shown: Report[], incoming: Report[]): Report[] {
  const byId = new Map(shown.map((r) => [r.id, r]));
  for (const r of incoming) byId.set(r.id, r);
  return [...byId.values()].sort((a, b) =>
    a.submitted === b.submitted ? (a.id < b.id ? 1 : -1) : a.submitted < b.submitted ? 1 : -1
  );
}

/** Whether the Load more button shows: an admin can always load more (spec 001 §4, §9). */
export const mayLoadMore = (role: ReportsRole, cursor: string | null) =>
  role === 'admin' || cursor !== null;

/** The first page's size for the role (spec 001 §9). */
export const firstPageSize = (role: ReportsRole) =>
  role === 'admin' ? ADMIN_REPORT_PAGE_SIZE : REPORT_PAGE_SIZE;

/**
 * After a page arrives: the cursor to continue from (an admin keeps the last one when a page
 * brings none), and whether scrolling to the end loads more by itself — only after a full page,
 * so an admin's list that has run out does not ask again and again; the button still does.
 */
export function afterPage(
  role: ReportsRole,
  current: string | null,
  page: { reports: Report[]; cursor: string | null },
  asked: number,
): { cursor: string | null; auto: boolean } {
  const cursor = page.cursor ?? (role === 'admin' ? current : null);
  return { cursor, auto: cursor !== null && page.reports.length >= asked };
}
