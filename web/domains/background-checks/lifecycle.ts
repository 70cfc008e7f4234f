// The background check's lifecycle (spec 002 §2, §4; issue 8):
//
//   none ──submit──▶ submitted ──approve──▶ approved
//                      │  ▲ └──reject───▶ rejected ──submit──▶ submitted
//                      └──┘ (a new file replaces the pending one)
//
// Who may move it: the caregiver submits (their own check only); an admin approves or rejects
// (never their own). The database enforces the same table in the trigger
// private.check_background_check_transition (supabase/migrations/20261122000300_caregivers.sql).
import { defineLifecycle } from '../../shared/lifecycle.ts';
import type { BgCheckState } from './model.ts';

export type BgCheckEvent = 'submit' | 'approve' | 'reject';
export type BgCheckActor = 'owner' | 'admin';

export const bgCheckLifecycle = defineLifecycle<BgCheckState, BgCheckEvent>({
  none: { submit: 'submitted' },
  submitted: { submit: 'submitted', approve: 'approved', reject: 'rejected' },
  approved: {},
  rejected: { submit: 'submitted' },
});
export const BG_CHECK_TRANSITIONS = bgCheckLifecycle.transitions;

/** Who performs each event. */
export const BG_CHECK_ACTORS: Record<BgCheckEvent, BgCheckActor> = {
  submit: 'owner',
  approve: 'admin',
  reject: 'admin',
};

export const nextBgCheckState = bgCheckLifecycle.next;

/** Whether `actor` may apply `event` to a check in `state` (owner-of-the-check rules aside). */
export function canApply(state: BgCheckState, event: BgCheckEvent, actor: BgCheckActor): boolean {
  return BG_CHECK_ACTORS[event] === actor && nextBgCheckState(state, event) !== null;
}
