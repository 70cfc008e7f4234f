// The admin home reads each queue's count through the domain that owns it. A count that fails
// shows as unavailable on its tile rather than failing the whole page: staff still reach the
// other queues.
import { countBackgroundChecksWaiting } from '../background-checks/actions.server.ts';
import { countDraftPositions } from '../careers/actions.server.ts';
import { countRecentInquiries } from '../contact/actions.server.ts';
import { countReportsAwaitingReview } from '../reports/actions.server.ts';
import { TZDate } from '@date-fns/tz';
import { asUser } from '../../server/db.server.ts';
import { forbidden } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import {
  type AdminHome,
  type AdminQueue,
  AUDIT_PAGE_SIZE,
  AUDIT_TABLE,
  type AuditColumn,
  type AuditFilter,
  type AuditLine,
  STAFF_TIME_ZONE,
} from './model.ts';
import { countAuditLines, selectAuditActors, selectAuditLines } from './queries.server.ts';
import { pageOffset, type TableQuery } from '../../components/data-table-state.ts';

type Staff = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName'>;

/** Each queue's count as staff see it; the callee domains refuse anyone else. */
export async function readAdminHome(admin: Staff): Promise<AdminHome> {
  const counts: Record<AdminQueue, () => Promise<number>> = {
    reports: () => countReportsAwaitingReview(admin),
    backgroundChecks: () => countBackgroundChecksWaiting(admin),
    inquiries: () => countRecentInquiries(admin),
    careers: () => countDraftPositions(admin),
  };
  const entries = await Promise.all(
    Object.entries(counts).map(async ([queue, count]) => {
      try {
        return [queue, await count()] as const;
      } catch (err) {
        console.error(`admin home: the ${queue} count failed`, err);
        return [queue, null] as const;
      }
    }),
  );
  return { waiting: Object.fromEntries(entries) as AdminHome['waiting'] };
}

/** The start of a calendar day ('2026-11-28') in the staff's zone, as an instant. */
function staffDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d + plusDays, STAFF_TIME_ZONE).getTime());
}

export type AdminAuditPage = {
  lines: AuditLine[];
  /** Every line the filters match. */
  total: number;
  actors: { id: string; name: string }[];
};

/**
 * /admin/audit: one page of the admin trail (newest first unless `table` sorts it otherwise), how
 * many lines match, and who may be filtered on. Read as the admin, so RLS (admins only) decides;
 * the guard is repeated for callers other than the page.
 */
export async function readAdminAudit(
  admin: Pick<Viewer, 'id' | 'userType' | 'email'>,
  filter: AuditFilter,
  table: TableQuery<AuditColumn> = { sort: AUDIT_TABLE.defaultSort, page: 1 },
): Promise<AdminAuditPage> {
  if (admin.userType !== 'admin') throw forbidden();
  return await asUser(admin, async (tx) => {
    const match = {
      action: filter.action,
      actorId: filter.actorId,
      recordKind: filter.recordKind,
      from: filter.fromDay ? staffDayStart(filter.fromDay) : undefined,
      until: filter.toDay ? staffDayStart(filter.toDay, 1) : undefined,
      before: filter.before,
    };
    const lines = await selectAuditLines(tx, {
      ...match,
      sort: table.sort,
      limit: AUDIT_PAGE_SIZE,
      offset: pageOffset(table.page, AUDIT_PAGE_SIZE),
    });
    return {
      lines,
      total: await countAuditLines(tx, match),
      actors: await selectAuditActors(tx),
    };
  });
}
