// The admin domain's one payload: why staff close an account (issue 20 point 32, ADR 040).
// Messages are keys of adminMessages.
import * as v from 'valibot';
import type { adminMessages } from './messages.ts';

type AdminMessageKey = keyof (typeof adminMessages)['en'];
const REASON_REQUIRED: AdminMessageKey = 'closeReasonRequired';
const REASON_TOO_LONG: AdminMessageKey = 'closeReasonTooLong';

/** POST /api/admin/accounts/:accountId/close */
export const CloseAccountSchema = v.object(
  {
    reason: v.pipe(
      v.string(REASON_REQUIRED),
      v.trim(),
      v.nonEmpty(REASON_REQUIRED),
      v.maxLength(1000, REASON_TOO_LONG),
    ),
  },
  REASON_REQUIRED,
);
