// The records-of-employment payloads, for the islands and the server. Messages are keys of
// roeMessages (messages.ts).
import * as v from 'valibot';
import type { RoeMessageKey } from './messages.ts';
import { REASON_CODES } from './model.ts';

const k = (key: RoeMessageKey) => key;

/** POST /api/records-of-employment/member/{memberId}/end and /{id}/reason: block 16's code. */
export const ReasonSchema = v.object({
  // Missing, empty or not a code: the same words (valibot's missing-key message is generic).
  reasonCode: v.pipe(
    v.optional(v.string(k('reasonRequired')), ''),
    v.picklist(REASON_CODES, k('reasonRequired')),
  ),
});
export type ReasonInput = v.InferOutput<typeof ReasonSchema>;
