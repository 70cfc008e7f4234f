// The payloads the notifications API accepts (valibot; the English messages are the API's).
import * as v from 'valibot';
import { notificationApiMessages } from './messages.ts';
import { MAX_MARK_READ_IDS, MAX_PAGE_SIZE } from './model.ts';

/** English messages of the API; the API answers in the caller's language (messages.ts). */
export const MSG = notificationApiMessages.en;

const Uuid = v.pipe(v.string(MSG.idInvalid), v.uuid(MSG.idInvalid));

export const ListQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(MSG.cursor), v.uuid(MSG.cursor))),
  limit: v.optional(
    v.pipe(
      v.string(MSG.limit),
      v.regex(/^\d{1,3}$/, MSG.limit),
      v.transform(Number),
      v.minValue(1, MSG.limit),
      v.maxValue(MAX_PAGE_SIZE, MSG.limit),
    ),
  ),
});

/** POST mark_read: the spec's bare array of ids (`{ ids: [...] }` is accepted too). */
export const MarkReadSchema = v.pipe(
  v.array(Uuid, MSG.idsShape),
  v.minLength(1, MSG.idsEmpty),
  v.maxLength(MAX_MARK_READ_IDS, MSG.idsTooMany),
);
