// Account rules of spec 000 §5, defined once: the islands validate with these as the user types,
// and the server validates the same payload again. Every message is a key of `accountMessages`
// (messages.ts), translated where it is shown: `errorText(accountMessages, locale, message)` in an
// island, `readJson(c, schema, accountMessages)` on the server.
import * as v from 'valibot';
import { AddressSchema } from '../../shared/address/address-schema.ts';
import {
  LANGUAGE_KEYS,
  SERVICE_KEYS,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from '../jobs/model.ts';
import type { accountMessages, securityMessages } from './messages.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';

/** A key of the accounts catalog; the type checker refuses a key the catalog lacks. */
export type AccountMessageKey = keyof (typeof accountMessages)['en'];

/** The schemas' messages, by name: each is its own catalog key. */
export const MSG = {
  empty: 'empty',
  invalidEmail: 'invalidEmail',
  unsafePassword: 'unsafePassword',
  passwordsMustMatch: 'passwordsMustMatch',
  invalidPhone: 'invalidPhone',
  selectOption: 'selectOption',
  selectService: 'selectService',
  selectCondition: 'selectCondition',
  selectLanguage: 'selectLanguage',
  tooLong: 'tooLong',
  addressRequired: 'addressRequired',
  forgotInvalidEmail: 'forgotInvalidEmail',
  resetLinkInvalid: 'resetLinkInvalid',
  notAnObject: 'notAnObject',
} as const satisfies { [K in AccountMessageKey]?: K };

// The care-need vocabulary is the jobs domain's (a first posting is made of it).
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_KEYS,
  SERVICE_KEYS,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from '../jobs/model.ts';

// Deliberately permissive beyond the shape name@domain.tld: real addresses are odd.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const PASSWORD_RULES = [
  { key: 'upper', test: (s: string) => /[A-Z]/.test(s) },
  { key: 'lower', test: (s: string) => /[a-z]/.test(s) },
  { key: 'digit', test: (s: string) => /\d/.test(s) },
  { key: 'length', test: (s: string) => s.length >= 8 },
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number]['key'];

export const isSafePassword = (s: string) => PASSWORD_RULES.every((r) => r.test(s));

const trimmed = () => v.pipe(v.string(MSG.empty), v.trim());

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(MSG.notAnObject);

export const EmailSchema = v.pipe(
  trimmed(),
  v.nonEmpty(MSG.empty),
  v.maxLength(254, MSG.invalidEmail),
  v.regex(EMAIL_PATTERN, MSG.invalidEmail),
  v.toLowerCase(),
);

export const NewPasswordSchema = v.pipe(
  trimmed(),
  v.nonEmpty(MSG.empty),
  v.maxLength(128, MSG.unsafePassword),
  v.check(isSafePassword, MSG.unsafePassword),
);

/**
 * Keeps digits only (and a leading +); ten digits (or 1 + ten, a North American number written
 * with its country code) are formatted (###) ###-####, anything else stays digits.
 */
export function formatPhone(input: string): string {
  const plus = input.trim().startsWith('+');
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return `${plus && digits ? '+' : ''}${digits}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Spec 000 §5: an optional plus, then 3, 3 and 4 to 6 digits. Ten digits are stored formatted;
 * the longer ones (an extension's digits, a number abroad) as + and digits. The database's check
 * on users.phone_num is the same pattern.
 */
export const PHONE_PATTERN = /^(\(\d{3}\) \d{3}-\d{4}|\+?\d{11,12})$/;

export const PhoneSchema = v.pipe(
  v.string(MSG.invalidPhone),
  v.trim(),
  v.nonEmpty(MSG.invalidPhone),
  v.transform(formatPhone),
  v.regex(PHONE_PATTERN, MSG.invalidPhone),
);

/** POST /api/signup: a Care Pro account. */
export const CareProSignupSchema = v.pipe(
  fields({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: v.pipe(trimmed(), v.nonEmpty(MSG.empty)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MSG.passwordsMustMatch,
    ),
    ['confirmPassword'],
  ),
);
export type CareProSignup = v.InferOutput<typeof CareProSignupSchema>;

/** POST /api/login */
export const LoginSchema = fields({
  email: EmailSchema,
  // Trimmed like every new password is, so a pasted trailing space still signs in.
  password: v.pipe(
    v.string(MSG.empty),
    v.trim(),
    v.nonEmpty(MSG.empty),
    v.maxLength(128, MSG.empty),
  ),
});

/** POST /api/forgot_password/reset: any failure reads as an unknown email (spec 000 §8). */
export const ForgotPasswordSchema = fields({
  email: v.pipe(
    v.string(MSG.empty),
    v.trim(),
    v.nonEmpty(MSG.empty),
    v.maxLength(254, MSG.forgotInvalidEmail),
    v.regex(EMAIL_PATTERN, MSG.forgotInvalidEmail),
    v.toLowerCase(),
  ),
});

export const ResetCodeSchema = fields({
  code: v.pipe(
    v.string(MSG.resetLinkInvalid),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]{8,128}$/, MSG.resetLinkInvalid),
  ),
});

export const ResetPasswordSchema = v.pipe(
  fields({
    code: ResetCodeSchema.entries.code,
    newPassword: NewPasswordSchema,
    confirmNewPassword: v.pipe(trimmed(), v.nonEmpty(MSG.empty)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      MSG.passwordsMustMatch,
    ),
    ['confirmNewPassword'],
  ),
);

// Family signup (spec 000 §2.5, §5): one schema per wizard step, and the whole payload.

/** { key: true } maps as the spec sends them; keys not in the list are refused. */
const chosenKeys = (allowed: readonly string[] | null, message: string) =>
  v.pipe(
    v.record(v.string(), v.boolean(), message),
    v.check((m) => allowed === null || Object.keys(m).every((k) => allowed.includes(k)), message),
    v.check((m) => Object.values(m).some(Boolean), message),
  );

export const CareNeedsStep = fields({
  serviceStart: v.picklist(SERVICE_START, MSG.selectOption),
  servicePerWeek: v.picklist(SERVICE_PER_WEEK, MSG.selectOption),
  serviceLength: v.picklist(SERVICE_LENGTH, MSG.selectOption),
});
export const ServicesStep = fields({ service: chosenKeys(SERVICE_KEYS, MSG.selectService) });
// Condition keys are reference data (table public.conditions); the server checks them there.
export const ConditionsStep = fields({
  conditions: v.pipe(
    chosenKeys(null, MSG.selectCondition),
    v.check((m) => Object.keys(m).length <= 40, MSG.selectCondition),
  ),
});
export const LanguageStep = fields({
  languagePref: v.pipe(
    v.array(v.picklist(LANGUAGE_KEYS, MSG.selectLanguage), MSG.selectLanguage),
    v.minLength(1, MSG.selectLanguage),
    v.maxLength(LANGUAGE_KEYS.length, MSG.selectLanguage),
  ),
});
const nameField = v.pipe(
  v.string(MSG.empty),
  v.trim(),
  v.nonEmpty(MSG.empty),
  v.maxLength(80, MSG.tooLong),
);
/**
 * The shared address schema with this catalog's key as its one message (any failure means
 * "you did not pick a suggestion"; the shared schema's own message is English).
 */
const addressField = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(AddressSchema, dataset.value);
    if (result.success) return result.output;
    addIssue({ message: MSG.addressRequired });
    return NEVER;
  }),
);
export const BasicInfoStep = fields({
  firstName: nameField,
  lastName: nameField,
  phoneNum: PhoneSchema,
  address: addressField,
});
export const LoginInfoStep = CareProSignupSchema;

export const FamilySignupSchema = v.pipe(
  fields({
    ...CareNeedsStep.entries,
    ...ServicesStep.entries,
    ...ConditionsStep.entries,
    ...LanguageStep.entries,
    ...BasicInfoStep.entries,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: v.pipe(trimmed(), v.nonEmpty(MSG.empty)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MSG.passwordsMustMatch,
    ),
    ['confirmPassword'],
  ),
);
export type FamilySignup = v.InferOutput<typeof FamilySignupSchema>;

/** POST /api/user/family: a family edits its own profile with sign-up's step 5 rules. */
export const FamilyProfileSchema = BasicInfoStep;
export type FamilyProfileInput = v.InferOutput<typeof FamilyProfileSchema>;

// Sign-in and security (issue 22 points 3 and 4, ADR 044). Messages are keys of
// `securityMessages`, except the password change's, which are the password rules' own.

/** A key of the security catalog. */
type SecurityMessageKey = keyof (typeof securityMessages)['en'];
const SEC = {
  empty: 'empty',
  codeFormat: 'codeFormat',
  backupCodeFormat: 'backupCodeFormat',
  nameTooLong: 'nameTooLong',
  notAnObject: 'notAnObject',
} as const satisfies { [K in SecurityMessageKey]?: K };

const securityFields = fieldsOr(SEC.notAnObject);

/** A code from an authenticator app: six digits (spaces people type are dropped). */
export const TotpCodeSchema = v.pipe(
  v.string(SEC.codeFormat),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, SEC.codeFormat),
);

/** A backup code as Better Auth makes them (abcde-12345); the dash may be left out. */
export const BackupCodeSchema = v.pipe(
  v.string(SEC.backupCodeFormat),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, SEC.backupCodeFormat),
  v.transform((s) => (s.includes('-') ? s : `${s.slice(0, 5)}-${s.slice(5)}`)),
);

/** POST /api/security/totp/confirm: the first code from the app, which turns it on. */
export const TotpConfirmSchema = securityFields({ code: TotpCodeSchema });

/** POST /api/login/second-factor: the second step of a sign-in. */
export const SecondStepSchema = v.variant('method', [
  securityFields({ method: v.literal('totp', SEC.notAnObject), code: TotpCodeSchema }),
  securityFields({ method: v.literal('backup', SEC.notAnObject), code: BackupCodeSchema }),
], SEC.notAnObject);

/** Setting up or removing a factor asks for the password again. */
export const PasswordConfirmSchema = securityFields({
  password: v.pipe(v.string(SEC.empty), v.nonEmpty(SEC.empty), v.maxLength(128, SEC.empty)),
});

/**
 * A WebAuthn credential as the browser serialises it (base64url ids, the authenticator's answer);
 * the signature itself is checked by Better Auth.
 */
const CredentialSchema = v.looseObject({
  id: v.pipe(v.string(SEC.notAnObject), v.regex(/^[A-Za-z0-9_-]{1,1024}$/, SEC.notAnObject)),
  rawId: v.pipe(v.string(SEC.notAnObject), v.regex(/^[A-Za-z0-9_-]{1,1024}$/, SEC.notAnObject)),
  type: v.literal('public-key', SEC.notAnObject),
  response: v.looseObject({
    clientDataJSON: v.pipe(v.string(SEC.notAnObject), v.maxLength(16384, SEC.notAnObject)),
  }, SEC.notAnObject),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
}, SEC.notAnObject);

/** POST /api/security/passkeys: the browser's answer to the ceremony, and an optional name. */
export const PasskeyRegistrationSchema = securityFields({
  response: CredentialSchema,
  name: v.optional(v.pipe(v.string(SEC.nameTooLong), v.trim(), v.maxLength(80, SEC.nameTooLong))),
});

/** POST /api/login/passkey: the browser's answer to the sign-in ceremony. */
export const PasskeySignInSchema = securityFields({ response: CredentialSchema });

/** POST /api/security/password: the current password, and a new one under signup's rules. */
export const ChangePasswordSchema = v.pipe(
  fields({
    currentPassword: v.pipe(
      v.string(MSG.empty),
      v.nonEmpty(MSG.empty),
      v.maxLength(128, MSG.empty),
    ),
    newPassword: NewPasswordSchema,
    confirmNewPassword: v.pipe(trimmed(), v.nonEmpty(MSG.empty)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      MSG.passwordsMustMatch,
    ),
    ['confirmNewPassword'],
  ),
);
