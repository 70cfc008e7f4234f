// The background-check queue's rules that need no browser: how a row stands after staff approve
// or reject it, from the server's answer (the check as it now stands), falling back to what was
// asked when the answer leaves a field out.
import type { BgCheck, BgCheckQueueItem } from '../model.ts';

export type BgDecision = 'approve' | 'reject';

export function rowAfterDecision(
  item: BgCheckQueueItem,
  decision: BgDecision,
  answer: Partial<BgCheck>,
  reason: string,
  now: Date = new Date(),
): BgCheckQueueItem {
  return {
    ...item,
    state: answer.state ?? (decision === 'approve' ? 'approved' : 'rejected'),
    actionedOn: answer.actionedOn ?? now.toISOString(),
    rejectionReason: answer.rejectionReason ?? (decision === 'reject' ? reason.trim() : null),
  };
}

/** The list with `updated` in place of the row of the same caregiver. */
export function replaceRow(
  list: BgCheckQueueItem[],
  updated: BgCheckQueueItem,
): BgCheckQueueItem[] {
  return list.map((x) => (x.userIdNumber === updated.userIdNumber ? { ...x, ...updated } : x));
}
