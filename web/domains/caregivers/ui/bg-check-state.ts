// What the background-check uploads decide before and after they send (sign-up step 5 and
// /profile/background-check, spec 002 §2, §4, §8): which files are refused at once and with which
// message, how the server's refusal lands on the form's fields, and what the page says of each
// state of the check. Pure, for the islands; unit-tested beside it.
import type { BgCheck, BgCheckState } from '../model.ts';
import type { ProfileMessageKey } from './messages-profile.ts';
// The upload rules moved to web/shared/uploads.ts and caregivers' schemas.ts (the sign-up's finish
// step uses them too); re-exported for this file's importers until they import them from there.
export {
  BG_CHECK_ACCEPT,
  fileIssue,
  IMAGE_ACCEPT,
  serverUploadErrors,
} from '../../../shared/uploads.ts';
export { type BgCheckIssues, bgCheckIssues, imageFileError } from '../schemas.ts';

/** The words of each state of the check. */
export const BG_STATE_KEYS: Record<BgCheckState, ProfileMessageKey> = {
  none: 'bgStateNone',
  submitted: 'bgStateSubmitted',
  approved: 'bgStateApproved',
  rejected: 'bgStateRejected',
};

/** The upload form's heading: replace a waiting file, upload again after a refusal, or upload. */
export function uploadHeadingKey(state: BgCheckState): ProfileMessageKey {
  return state === 'submitted' ? 'bgReplace' : state === 'rejected' ? 'bgUploadAgain' : 'upload';
}

/** The check in an upload's answer, when it carries one (the page reads the record afresh anyway). */
export function bgCheckFrom(data: unknown): BgCheck | null {
  if (!data || typeof data !== 'object') return null;
  if ('bgCheck' in data) return data.bgCheck as BgCheck;
  if ('state' in data) return data as BgCheck;
  return null;
}
