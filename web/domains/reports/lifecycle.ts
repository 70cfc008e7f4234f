// A report's lifecycle (spec 001 §4): pending review → read (an admin opened it) → actioned, and
// an actioned report may be actioned again (the admin edits the action: '(edited)'). The database
// enforces the same table (supabase/migrations/20261122001000_shifts.sql:
// private.check_report_transition), and refuses a report on a completed shift
// (private.prepare_report), so a completion racing a filing cannot let one through.
import { defineLifecycle } from '../../shared/lifecycle.ts';
import type { ReportsMessageKey } from './messages.ts';

export type ReportState = 'pending_review' | 'read' | 'actioned';
export type ReportEvent = 'read' | 'action';

export const reportLifecycle = defineLifecycle<ReportState, ReportEvent>({
  pending_review: { read: 'read', action: 'actioned' },
  read: { action: 'actioned' },
  actioned: { action: 'actioned' },
});
export const REPORT_TRANSITIONS = reportLifecycle.transitions;
export const nextReportState = reportLifecycle.next;

/**
 * What the shift a report is filed on says, as its owner (the shifts domain) read it for the
 * filer: the reports domain never reads a shift itself.
 */
export type FilingShift = {
  shiftId: string;
  state: 'scheduled' | 'checked_in' | 'completed';
  /** Whether the care location's calendar has reached the shift's date. */
  onOrAfterScheduledDate: boolean;
};

/**
 * Spec 001 §4, §5: a party files on the scheduled date or later, or earlier once checked in; never
 * once the shift is completed. The refusal's catalog key, or null when the report may be filed.
 */
export function filingRefusal(
  shift: Pick<FilingShift, 'state' | 'onOrAfterScheduledDate'>,
): ReportsMessageKey | null {
  if (shift.state === 'completed') return 'reportShiftCompleted';
  if (shift.state !== 'checked_in' && !shift.onOrAfterScheduledDate) return 'reportDate';
  return null;
}
