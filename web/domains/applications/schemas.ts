// The application payloads of spec 002 §5 and §7, for the islands and the server. Every message
// is a key of applicationMessages (messages.ts).
import * as v from 'valibot';
import type { ApplicationMessageKey } from './messages.ts';
import { MESSAGE_MAX } from './model.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';

type Key = ApplicationMessageKey;
const k = (key: Key) => key;

const message = (emptyKey: Key) =>
  v.pipe(
    v.string(k(emptyKey)),
    v.trim(),
    v.nonEmpty(k(emptyKey)),
    v.maxLength(MESSAGE_MAX, k('messageTooLong')),
  );

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('applyMessageEmpty'));

/** POST /api/job/{jobId}/apply. */
export const ApplySchema = fields({ message: message('applyMessageEmpty') });
/** POST /api/job-applications/{id}/accept and /decline. */
export const RespondSchema = fields({ returnMessage: message('returnMessageEmpty') });
/** The family's response dialog: an action and a return message (spec 002 §5). */
export const ResponseDialogSchema = fields({
  action: v.picklist(['accept', 'decline'], k('selectAction')),
  returnMessage: message('returnMessageEmpty'),
});
/** POST /api/job-applications/{id}/edit. */
export const EditApplicationSchema = fields({ message: message('editMessageEmpty') });
