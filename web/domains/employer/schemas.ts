// The employer payloads, for the islands and the server. Every message is a key of
// employerMessages (messages.ts); the check digits are model.ts's.
import * as v from 'valibot';
import { PROVINCE_CODES } from '../../shared/address/provinces.ts';
import type { EmployerMessageKey } from './messages.ts';
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  LEGAL_NAME_MAX,
  normalizePayrollAccount,
  normalizePostalCode,
  normalizeSin,
  payrollAccountProblem,
  POSTAL_CODE,
  sinProblem,
} from './model.ts';

const k = (key: EmployerMessageKey) => key;

const requiredText = (max: number) =>
  v.pipe(
    v.string(k('required')),
    v.trim(),
    v.nonEmpty(k('required')),
    v.maxLength(max, k('tooLong')),
  );

/** POST /api/employer/details: a family's employer details (flat, so each field has its error). */
export const EmployerDetailsSchema = v.object({
  legalName: requiredText(LEGAL_NAME_MAX),
  addressLine1: requiredText(ADDRESS_LINE_MAX),
  addressLine2: v.pipe(
    v.optional(v.nullable(v.string(k('required'))), null),
    v.transform((s) => (s ?? '').trim() || null),
    v.check((s) => s === null || s.length <= ADDRESS_LINE_MAX, k('tooLong')),
  ),
  city: requiredText(CITY_MAX),
  province: v.picklist(PROVINCE_CODES, k('provinceInvalid')),
  postalCode: v.pipe(
    v.string(k('postalCodeInvalid')),
    v.transform(normalizePostalCode),
    v.regex(POSTAL_CODE, k('postalCodeInvalid')),
  ),
  payrollAccount: v.pipe(
    v.optional(v.nullable(v.string(k('payrollAccountFormat'))), null),
    v.transform((s) => (s ? normalizePayrollAccount(s) : '') || null),
    v.check((s) => s === null || payrollAccountProblem(s) !== 'format', k('payrollAccountFormat')),
    v.check(
      (s) => s === null || payrollAccountProblem(s) !== 'checkDigit',
      k('payrollAccountCheckDigit'),
    ),
  ),
}, k('required'));
export type EmployerDetailsInput = v.InferOutput<typeof EmployerDetailsSchema>;

/** POST /api/employer/sin: the caregiver's SIN, spaces and dashes allowed. */
export const SinSchema = v.object({
  sin: v.pipe(
    v.string(k('sinFormat')),
    v.transform(normalizeSin),
    v.check((s) => sinProblem(s) !== 'format', k('sinFormat')),
    v.check((s) => sinProblem(s) !== 'prefix', k('sinPrefix')),
    v.check((s) => sinProblem(s) !== 'checkDigit', k('sinCheckDigit')),
  ),
}, k('sinFormat'));
export type SinInput = v.InferOutput<typeof SinSchema>;

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /api/employer/remittances: the month and the date the family remitted (null = not). */
export const RemittedSchema = v.object({
  month: v.pipe(v.string(k('monthInvalid')), v.regex(MONTH, k('monthInvalid'))),
  remittedOn: v.nullable(
    v.pipe(
      v.string(k('remittedOnInvalid')),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, k('remittedOnInvalid')),
    ),
  ),
});
export type RemittedInput = v.InferOutput<typeof RemittedSchema>;
