// The banking payload of spec 002 §5 and §7 (POST /user/banking), defined once: the island
// validates with it and the server validates the same payload again. Every message is a key of
// bankingMessages (messages.ts), never English.
import * as v from 'valibot';
import { AddressSchema } from '../../shared/address/address-schema.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';
import type { BankingMessageKey } from './messages.ts';
import { BANK_DIGITS } from './model.ts';

const k = (key: BankingMessageKey) => key;

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('empty'));

const bankNumber = (digits: number, invalidKey: BankingMessageKey) =>
  v.pipe(
    v.union([v.string(), v.number()], k('empty')),
    v.transform((x) => String(x).trim()),
    v.nonEmpty(k('empty')),
    v.regex(new RegExp(`^\\d{${digits}}$`), k(invalidKey)),
  );

/** An address picked from the suggestions (the shared address schema), else `bankAddressRequired`. */
const addressField = v.pipe(
  v.unknown(),
  v.check((x) => v.is(AddressSchema, x), k('bankAddressRequired')),
  v.transform((x) => v.parse(AddressSchema, x)),
);

export const BankingSchema = fields({
  instNum: bankNumber(BANK_DIGITS.instNum, 'invalidInstNum'),
  accNum: bankNumber(BANK_DIGITS.accNum, 'invalidAccNum'),
  transitNum: bankNumber(BANK_DIGITS.transitNum, 'invalidTransitNum'),
  bankName: v.pipe(
    v.string(k('empty')),
    v.trim(),
    v.nonEmpty(k('empty')),
    v.maxLength(120, k('textTooLong')),
  ),
  bankAddress: addressField,
  homeAddress: addressField,
});
export type BankingInput = v.InferOutput<typeof BankingSchema>;
