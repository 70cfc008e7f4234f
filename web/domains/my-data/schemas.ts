// The my-data payloads (issue 22 point 5). Messages are keys of myDataMessages.
import * as v from 'valibot';
import { EXPORT_TOKEN } from './model.ts';
import type { MyDataMessageKey } from './messages.ts';

const PASSWORD_REQUIRED: MyDataMessageKey = 'passwordRequired';
const CODE_WRONG: MyDataMessageKey = 'codeWrong';
const LINK_INVALID: MyDataMessageKey = 'linkInvalid';

/**
 * POST /api/my-data/close: the password, and the second factor's code when the account has one
 * (a 6-digit TOTP code or a backup code; which one is decided by the server).
 */
export const CloseOwnAccountSchema = v.object(
  {
    password: v.pipe(
      v.string(PASSWORD_REQUIRED),
      v.nonEmpty(PASSWORD_REQUIRED),
      v.maxLength(128, PASSWORD_REQUIRED),
    ),
    code: v.optional(
      v.pipe(v.string(CODE_WRONG), v.trim(), v.maxLength(64, CODE_WRONG)),
      '',
    ),
  },
  PASSWORD_REQUIRED,
);
export type CloseOwnAccount = v.InferOutput<typeof CloseOwnAccountSchema>;

/** POST /api/my-data/download: the emailed link's token. */
export const DownloadSchema = v.object(
  { token: v.pipe(v.string(LINK_INVALID), v.regex(EXPORT_TOKEN, LINK_INVALID)) },
  LINK_INVALID,
);
