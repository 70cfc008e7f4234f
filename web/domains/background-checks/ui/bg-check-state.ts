// What /profile/background-check says of each state of the check (spec 002 §2, §4, §8), and the
// check an upload's answer carries. Pure, for the islands; unit-tested beside it. The upload's
// own checks are bgCheckIssues (../schemas.ts, the sign-up step uses them too).
import type { BgCheck, BgCheckState } from '../model.ts';
import type { BgCheckMessageKey } from '../messages.ts';

/** The words of each state of the check. */
export const BG_STATE_KEYS: Record<BgCheckState, BgCheckMessageKey> = {
  none: 'bgStateNone',
  submitted: 'bgStateSubmitted',
  approved: 'bgStateApproved',
  rejected: 'bgStateRejected',
};

/** The upload form's heading: replace a waiting file, upload again after a refusal, or upload. */
export function uploadHeadingKey(state: BgCheckState): BgCheckMessageKey {
  return state === 'submitted' ? 'bgReplace' : state === 'rejected' ? 'bgUploadAgain' : 'upload';
}

/** The check in an upload's answer, when it carries one (the page reads the record afresh anyway). */
export function bgCheckFrom(data: unknown): BgCheck | null {
  if (!data || typeof data !== 'object') return null;
  if ('bgCheck' in data) return data.bgCheck as BgCheck;
  if ('state' in data) return data as BgCheck;
  return null;
}
