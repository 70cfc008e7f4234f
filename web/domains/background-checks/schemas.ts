// The background-check payloads of spec 002 §5 and §7, defined once: the `issuedOn` of the
// upload, the partner check's cost (ADR 034) and an admin's rejection. The islands validate with
// these and the server validates the same payload again. Every message is a key of
// bgCheckMessages (messages.ts), never English.
import * as v from 'valibot';
import { fileIssue, type FileLike } from '../../shared/uploads.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';
import { isRealDate, todayIso, yearsBefore } from '../../shared/dates.ts';
import type { BgCheckMessageKey } from './messages.ts';
import {
  BG_CHECK_ACCEPT,
  BG_CHECK_MAX_BYTES,
  BG_CHECK_VALID_YEARS,
  REIMBURSEMENT_MAX_CENTS,
} from './model.ts';

const k = (key: BgCheckMessageKey) => key;

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('empty'));

/** Issued on a real date, not in the future, not more than 5 years ago. */
export const IssuedOnSchema = v.pipe(
  v.string(k('issuedOnRequired')),
  v.trim(),
  v.nonEmpty(k('issuedOnRequired')),
  v.check(isRealDate, k('invalidDate')),
  v.check((d) => d <= todayIso(), k('issuedOnFuture')),
  v.check((d) => d >= yearsBefore(todayIso(), BG_CHECK_VALID_YEARS), k('bgCheckTooOld')),
);

export const BgCheckUploadSchema = fields({ issuedOn: IssuedOnSchema });

/**
 * The partner check's cost, typed in dollars ('45', '45.5', '45,50'): to cents, from 1 cent to
 * REIMBURSEMENT_MAX_CENTS (ADR 034).
 */
export const ReimbursementAmountSchema = v.pipe(
  v.string(k('reimbursementAmount')),
  v.trim(),
  v.transform((x) => x.replace(/^\$\s*/, '').replace(',', '.')),
  v.regex(/^\d{1,6}(\.\d{1,2})?$/, k('reimbursementAmount')),
  v.transform((x) => {
    const [whole, fraction = ''] = x.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }),
  v.minValue(1, k('reimbursementAmount')),
  v.maxValue(REIMBURSEMENT_MAX_CENTS, k('reimbursementAmount')),
);

export const RejectSchema = fields({
  reason: v.pipe(
    v.string(k('rejectReasonRequired')),
    v.trim(),
    v.nonEmpty(k('rejectReasonRequired')),
    v.maxLength(500, k('textTooLong')),
  ),
});

/** Why a chosen file is refused: keys of ./messages.ts (the sign-up step's catalog has them too). */
export type BgCheckFileIssue = 'bgCheckMissing' | 'invalidBgCheckFile' | 'bgCheckTooLarge';

export type BgCheckIssues = {
  file?: BgCheckFileIssue;
  /** The schema's message (a catalog key). */
  issuedOn?: string;
};

/**
 * The upload's own checks, before it is sent (sign-up step 5 and /profile/background-check): a
 * file, and the date it was issued (not in the future, at most five years ago). `checkFile` also
 * refuses a wrong type or size at once (the sign-up step does; the standalone page leaves that to
 * the server, which says the same).
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
