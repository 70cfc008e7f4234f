// The profile picture's check before it is sent (sign-up step 5 and the profile): JPEG or PNG,
// at most 5 MB. Pure, for the islands; unit-tested beside it.
import { fileIssue, type FileLike } from '../../../shared/file-checks.ts';
import { IMAGE_MAX_BYTES } from '../model.ts';
import type { CaregiverMessageKey } from '../messages.ts';

export const IMAGE_ACCEPT = 'image/jpeg,image/png';

/** The profile image's message for a refused file (none chosen is no error: nothing happens). */
export function imageFileError(file: FileLike): CaregiverMessageKey | null {
  const issue = fileIssue(file, IMAGE_ACCEPT, IMAGE_MAX_BYTES);
  return issue === 'type' ? 'invalidImage' : issue === 'size' ? 'imageTooLarge' : null;
}
