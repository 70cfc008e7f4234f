// What the background-check uploads decide before and after they send (sign-up step 5 and
// /profile/background-check, spec 002 §2, §4, §8): which files are refused at once and with which
// message, how the server's refusal lands on the form's fields, and what the page says of each
// state of the check. Pure, for the islands; unit-tested beside it.
import * as v from 'valibot';
import { BG_CHECK_MAX_BYTES, type BgCheck, type BgCheckState, IMAGE_MAX_BYTES } from '../model.ts';
import type { CaregiverMessageKey } from '../messages.ts';
import type { ProfileMessageKey } from './messages-profile.ts';
import { IssuedOnSchema } from '../schemas.ts';

/** The types a background check (or a receipt) may be, as the file input's `accept`. */
export const BG_CHECK_ACCEPT = 'application/pdf,image/jpeg,image/png';
export const IMAGE_ACCEPT = 'image/jpeg,image/png';

type FileLike = { type: string; size: number };

/**
 * Why a chosen file is refused before it is sent: none chosen, a type the input does not accept,
 * or over the size limit. A file the browser gives no type passes: the server reads its bytes.
 */
export function fileIssue(
  file: FileLike | null | undefined,
  accept: string,
  maxBytes: number,
): 'missing' | 'type' | 'size' | null {
  if (!file) return 'missing';
  if (file.type && !accept.split(',').includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The profile image's message for a refused file (none chosen is no error: nothing happens). */
export function imageFileError(file: FileLike): CaregiverMessageKey | null {
  const issue = fileIssue(file, IMAGE_ACCEPT, IMAGE_MAX_BYTES);
  return issue === 'type' ? 'invalidImage' : issue === 'size' ? 'imageTooLarge' : null;
}

export type BgCheckIssues = {
  /** A catalog key of ../messages.ts. */
  file?: CaregiverMessageKey;
  /** The schema's message (a catalog key), for useFieldError. */
  issuedOn?: string;
};

/**
 * The upload's own checks: a file, and the date it was issued (not in the future, at most five
 * years ago). `checkFile` also refuses a wrong type or size at once (the sign-up step does; the
 * standalone page leaves that to the server, which says the same).
 */
export function bgCheckIssues(
  file: FileLike | null | undefined,
  issuedOn: string,
  { checkFile }: { checkFile: boolean },
): BgCheckIssues {
  const found: BgCheckIssues = {};
  const issue = fileIssue(file, BG_CHECK_ACCEPT, BG_CHECK_MAX_BYTES);
  if (issue === 'missing') found.file = 'bgCheckMissing';
  else if (checkFile && issue === 'type') found.file = 'invalidBgCheckFile';
  else if (checkFile && issue === 'size') found.file = 'bgCheckTooLarge';
  const issued = v.safeParse(IssuedOnSchema, issuedOn);
  if (!issued.success) found.issuedOn = issued.issues[0].message;
  return found;
}

/**
 * A server refusal on the form: each named field's message under it, any other as one general
 * message. `general: 'alone'` shows the general one only when no field has its own.
 */
export function serverUploadErrors<F extends string>(
  errors: Record<string, string>,
  fields: readonly F[],
  { general }: { general: 'always' | 'alone' },
): Partial<Record<F | 'general', string>> {
  const out: Partial<Record<F | 'general', string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(key)) out[key as F] = message;
    else rest.push(message);
  }
  const anyField = fields.some((f) => out[f]);
  if (rest.length && (general === 'always' || !anyField)) out.general = rest[0];
  return out;
}

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
