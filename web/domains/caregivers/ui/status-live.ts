// The Account Status of /profile after a live change of the account's status flags (issue 20
// point 21: a background check approved reaches an open /profile without a reload). The flags
// come from the realtime hub (public.account_statuses re-read as the owner). Browser-safe;
// status-live.test.ts beside it.
import type { BgCheckState } from '../../background-checks/model.ts';

export type LiveFlags = { isBgCheck?: unknown; isBgCheckSubmitted?: unknown; isBanking?: unknown };
export type AccountStatusView = { bgCheckState: BgCheckState; isBanking: boolean };

/**
 * Approved when the flag says checked; a check no longer approved falls back to its submission;
 * a first submission shows Pending. A rejection leaves no flag to tell, so what the page knows
 * stays as it was.
 */
export function statusAfterFlags(view: AccountStatusView, flags: LiveFlags): AccountStatusView {
  let bgCheckState = view.bgCheckState;
  if (flags.isBgCheck === true) bgCheckState = 'approved';
  else if (bgCheckState === 'approved') {
    bgCheckState = flags.isBgCheckSubmitted === true ? 'submitted' : 'none';
  } else if (bgCheckState === 'none' && flags.isBgCheckSubmitted === true) {
    bgCheckState = 'submitted';
  }
  const isBanking = typeof flags.isBanking === 'boolean' ? flags.isBanking : view.isBanking;
  return { bgCheckState, isBanking };
}
