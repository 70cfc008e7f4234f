// The shift's and the task's lifecycles (spec 001 §4), one transition table each; tasks live in
// the shifts domain: they exist only under a shift and share its rules. (A report's is the reports
// domain's, web/domains/reports/lifecycle.ts.) The database enforces the same tables with triggers
// (supabase/migrations/20261122001000_shifts.sql: private.check_shift_transition,
// private.check_task_transition), so of two simultaneous check-ins or completions the second sees
// the first's row and is refused.
import { defineLifecycle } from '../../shared/lifecycle.ts';
import { isUnactioned } from './time.ts';

export type ShiftState = 'scheduled' | 'checked_in' | 'completed';
export type ShiftEvent = 'check_in' | 'complete';

export const shiftLifecycle = defineLifecycle<ShiftState, ShiftEvent>({
  scheduled: { check_in: 'checked_in' },
  checked_in: { complete: 'completed' },
  completed: {},
});
export const SHIFT_TRANSITIONS = shiftLifecycle.transitions;
export const nextShiftState = shiftLifecycle.next;

export type TaskState = 'pending' | 'completed' | 'declined';
export type TaskEvent = 'complete' | 'decline';

export const taskLifecycle = defineLifecycle<TaskState, TaskEvent>({
  pending: { complete: 'completed', decline: 'declined' },
  completed: {},
  declined: {},
});
export const TASK_TRANSITIONS = taskLifecycle.transitions;
export const nextTaskState = taskLifecycle.next;

export type ShiftDisplayStatus = 'Pending' | 'Checked In' | 'Completed' | 'Submitted' | 'Paid';

/** Spec 001 §4: Paid has priority, then Submitted, then the stored state. */
export function shiftDisplayStatus(s: {
  state: ShiftState;
  isSubmitted?: boolean;
  isPaid?: boolean;
}): ShiftDisplayStatus {
  if (s.isPaid) return 'Paid';
  if (s.isSubmitted) return 'Submitted';
  if (s.state === 'completed') return 'Completed';
  if (s.state === 'checked_in') return 'Checked In';
  return 'Pending';
}

/** The red Unactioned flag, shown beside the display status (spec 001 §4). */
export function shiftIsUnactioned(
  s: { state: ShiftState; endsAt: Date | string },
  now: Date,
): boolean {
  return s.state !== 'completed' && isUnactioned({ endsAt: s.endsAt }, now);
}

/** Spec 001 §4 rules by state, for the family's buttons and the server's checks. */
export function familyMayDeleteShift(s: { state: ShiftState }): boolean {
  return s.state === 'scheduled';
}

export function familyMayChangeTasks(
  s: { state: ShiftState; startsAt: Date | string },
  now: Date,
): boolean {
  return s.state === 'scheduled' && now.getTime() < new Date(s.startsAt).getTime();
}

export function caregiverMayActionTask(s: { state: ShiftState }): boolean {
  return s.state === 'checked_in';
}
