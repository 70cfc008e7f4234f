// The invite payloads of spec 002 §3, §5 and §7, for the islands and the server. Every message is
// a key of inviteMessages (messages.ts).
import * as v from 'valibot';
import { AddressSchema } from '../../shared/address/address-schema.ts';
import type { InviteMessageKey } from './messages.ts';
import { clampWage, MESSAGE_MAX, MIN_ESTIMATED_HOURS, wageMinimum } from './model.ts';
import { todayIn } from '../../shared/dates.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';

type Key = InviteMessageKey;
const k = (key: Key) => key;

const required = (max = 80) =>
  v.pipe(
    v.string(k('mustNotBeEmpty')),
    v.trim(),
    v.nonEmpty(k('mustNotBeEmpty')),
    v.maxLength(max, k('mustNotBeEmpty')),
  );

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('mustNotBeEmpty'));

/** The invite payload sent by a family (POST /api/team/invite/user/{userIdNumber}). */
export const InvitePayloadSchema = v.pipe(
  fields({
    jobId: v.pipe(v.string(k('jobRequired')), v.uuid(k('jobRequired'))),
    clientFirstName: required(),
    clientLastName: required(),
    propWage: v.pipe(
      v.union(
        [v.number(k('wageMin')), v.pipe(v.string(k('wageMin')), v.toNumber(k('wageMin')))],
        k('wageMin'),
      ),
      v.transform(clampWage),
    ),
    isVacationIncluded: v.optional(v.boolean(k('mustNotBeEmpty')), false),
    startDate: v.pipe(
      v.string(k('mustNotBeEmpty')),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, k('mustNotBeEmpty')),
    ),
    estimatedHours: v.pipe(
      v.union(
        [v.number(k('hoursMin')), v.pipe(v.string(k('hoursMin')), v.toNumber(k('hoursMin')))],
        k('hoursMin'),
      ),
      v.minValue(MIN_ESTIMATED_HOURS, k('hoursMin')),
      v.maxValue(168, k('hoursMin')),
    ),
    message: v.pipe(
      v.string(k('mustNotBeEmpty')),
      v.trim(),
      v.nonEmpty(k('mustNotBeEmpty')),
      v.maxLength(MESSAGE_MAX, k('messageTooLong')),
    ),
    address: v.pipe(
      v.unknown(),
      v.check((a) => v.is(AddressSchema, a), k('addressRequired')),
      v.transform((a) => v.parse(AddressSchema, a)),
    ),
    deactivateJobOnHire: v.optional(v.boolean(), false),
    // Sent by the page as the spec's payload has it; the server uses the caregiver's own record.
    caregiverInfo: v.optional(v.unknown()),
  }),
  v.forward(
    v.check((o) => o.isVacationIncluded || o.propWage >= wageMinimum(false).min, k('wageMin')),
    ['propWage'],
  ),
  v.forward(
    v.check(
      (o) => !o.isVacationIncluded || o.propWage >= wageMinimum(true).min,
      k('wageMinVacation'),
    ),
    ['propWage'],
  ),
  v.forward(v.check((o) => o.startDate >= todayIn(), k('startDatePast')), ['startDate']),
);
export type InvitePayload = v.InferOutput<typeof InvitePayloadSchema>;

/** POST /api/team/invite/{id}/{action}. */
export const InviteActionSchema = v.picklist(['accept', 'decline'], k('actionRequired'));

export const RespondSchema = fields({
  returnMessage: v.pipe(
    v.string(k('returnMessageRequired')),
    v.trim(),
    v.nonEmpty(k('returnMessageRequired')),
    v.maxLength(MESSAGE_MAX, k('messageTooLong')),
  ),
});

/** The respond dialog: the action and the return message, both required. */
export const RespondDialogSchema = fields({
  action: InviteActionSchema,
  returnMessage: RespondSchema.entries.returnMessage,
});
