// What the reports pages share with the browser. The report itself, its states and the page
// sizes are the shifts domain's (web/domains/shifts/model.ts): that domain owns the data.
import type { Report } from '../shifts/model.ts';

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
