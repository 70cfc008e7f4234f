// Every account rule of spec 000 §5 and its message, word for word.
import assert from 'node:assert/strict';
import * as v from 'valibot';
import {
  BasicInfoStep,
  CareNeedsStep,
  CareProSignupSchema,
  ConditionsStep,
  EmailSchema,
  FamilySignupSchema,
  ForgotPasswordSchema,
  formatPhone,
  isSafePassword,
  LanguageStep,
  LoginInfoStep,
  LoginSchema,
  MSG,
  NewPasswordSchema,
  PHONE_PATTERN,
  PhoneSchema,
  ResetCodeSchema,
  ResetPasswordSchema,
  ServicesStep,
} from './schemas.ts';
import { confirmationMismatch } from './ui/new-password-fields.tsx';
import { fieldIssues } from '../../shared/valibot-fields.ts';
import { accountMessages } from './messages.ts';
import { ADDRESS_REQUIRED_MESSAGE } from '../../shared/address/address-schema.ts';
import { encodeGeohash } from '../../shared/address/geohash.ts';

/** The first message per top-level field, as the API and the forms show them. */
const errorsOf = (schema: v.GenericSchema, input: unknown) => fieldIssues(schema, input, null);
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

const GOOD = 'Tendwell1';
const signup = (over: Record<string, unknown> = {}) => ({
  email: 'care.pro@example.ca',
  password: GOOD,
  confirmPassword: GOOD,
  ...over,
});

Deno.test('the spec messages are exact', () => {
  // The schemas carry catalog keys; the English entry is the spec's text, word for word.
  const en = accountMessages.en;
  assert.equal(en[MSG.empty], 'Must not be empty');
  assert.equal(en[MSG.invalidEmail], 'Invalid email address');
  assert.equal(en[MSG.unsafePassword], 'Password does not meet safety requirements');
  assert.equal(en[MSG.passwordsMustMatch], 'Passwords must match');
  assert.equal(en[MSG.invalidPhone], 'Please enter a valid phone number');
  assert.equal(en[MSG.selectOption], 'Please select one of the options below.');
  assert.equal(en[MSG.selectService], 'Please select at least one service required.');
  assert.equal(en[MSG.selectCondition], 'Please select at least one condition.');
  assert.equal(en[MSG.selectLanguage], 'Must select at least 1 language');
  assert.equal(en[MSG.forgotInvalidEmail], 'Invalid email. Please try again.');
  assert.equal(en[MSG.tooLong], 'Must be 80 characters or fewer');
  assert.equal(en[MSG.addressRequired], ADDRESS_REQUIRED_MESSAGE);
  assert.equal(en[MSG.resetLinkInvalid], 'This password reset link is invalid.');
});

Deno.test('every message a schema can give is a catalog key with English and French text', () => {
  const schemas = [
    EmailSchema,
    NewPasswordSchema,
    PhoneSchema,
    CareProSignupSchema,
    LoginSchema,
    ForgotPasswordSchema,
    ResetCodeSchema,
    ResetPasswordSchema,
    CareNeedsStep,
    ServicesStep,
    ConditionsStep,
    LanguageStep,
    BasicInfoStep,
    FamilySignupSchema,
  ];
  const long = 'x'.repeat(300);
  const inputs: unknown[] = [
    undefined,
    null,
    42,
    '',
    '   ',
    'nope',
    long,
    [],
    {},
    { a: 1 },
    {
      email: 'bad',
      password: 'weak',
      confirmPassword: 'other',
      newPassword: long,
      confirmNewPassword: '',
      code: '!',
      firstName: long,
      lastName: 7,
      phoneNum: '12',
      address: 'Toronto',
      serviceStart: 'x',
      servicePerWeek: 1,
      serviceLength: null,
      service: { flying: true },
      conditions: { a: false },
      languagePref: ['klingon'],
    },
  ];
  const seen = new Set<string>();
  for (const schema of schemas) {
    for (const input of inputs) {
      const result = v.safeParse(schema as v.GenericSchema, input, { abortEarly: false });
      for (const issue of result.issues ?? []) seen.add(issue.message);
    }
  }
  for (const key of Object.values(MSG)) seen.add(key);
  assert.ok(seen.size >= 10, [...seen].join(', '));
  for (const message of seen) {
    assert.ok(Object.hasOwn(accountMessages.en, message), `not a catalog key: ${message}`);
    const key = message as keyof typeof accountMessages.en;
    assert.ok(accountMessages.en[key].trim(), `no English for ${key}`);
    assert.ok(accountMessages.fr[key].trim(), `no French for ${key}`);
  }
});

Deno.test('email: empty (or blank) gives Must not be empty', () => {
  assert.equal(firstMessage(EmailSchema, ''), MSG.empty);
  assert.equal(firstMessage(EmailSchema, '   '), MSG.empty);
  assert.equal(firstMessage(EmailSchema, undefined), MSG.empty);
});

Deno.test('email: a malformed address gives Invalid email address', () => {
  for (
    const bad of [
      'care',
      'care@',
      '@example.ca',
      'care@example',
      'ca re@example.ca',
      'care@example.c',
    ]
  ) {
    assert.equal(firstMessage(EmailSchema, bad), MSG.invalidEmail, bad);
  }
  assert.equal(firstMessage(EmailSchema, `${'a'.repeat(250)}@example.ca`), MSG.invalidEmail);
});

Deno.test('email: trimmed and lowercased', () => {
  assert.equal(v.parse(EmailSchema, '  Care.Pro@Example.CA '), 'care.pro@example.ca');
});

Deno.test('password: empty gives Must not be empty', () => {
  assert.equal(firstMessage(NewPasswordSchema, ''), MSG.empty);
  assert.equal(firstMessage(NewPasswordSchema, '    '), MSG.empty);
  assert.deepEqual(errorsOf(CareProSignupSchema, signup({ password: '' })).password, MSG.empty);
});

Deno.test('password: each safety rule on its own fails with the spec message', () => {
  const cases = {
    'no upper case letter': 'tendwell1',
    'no lower case letter': 'TENDWELL1',
    'no digit': 'Tendwelll',
    'under 8 characters': 'Tendw1',
    'over 128 characters': `Tt1${'x'.repeat(126)}`,
  };
  for (const [rule, password] of Object.entries(cases)) {
    assert.equal(firstMessage(NewPasswordSchema, password), MSG.unsafePassword, rule);
    assert.equal(
      errorsOf(CareProSignupSchema, signup({ password, confirmPassword: password })).password,
      MSG.unsafePassword,
      rule,
    );
  }
  assert.equal(isSafePassword('Tendwel1'), true, 'exactly 8 characters is enough');
});

Deno.test('password: surrounding spaces are trimmed, and do not count towards the length', () => {
  assert.equal(v.parse(NewPasswordSchema, '  Tendwell1  '), 'Tendwell1');
  assert.equal(firstMessage(NewPasswordSchema, '  Tendw1  '), MSG.unsafePassword);
  const out = v.parse(
    CareProSignupSchema,
    signup({ password: ` ${GOOD} `, confirmPassword: `${GOOD}   ` }),
  );
  assert.equal(out.password, GOOD);
  assert.equal(out.confirmPassword, GOOD);
});

Deno.test('confirmation: mismatch gives Passwords must match; empty gives Must not be empty', () => {
  assert.deepEqual(errorsOf(CareProSignupSchema, signup({ confirmPassword: 'Tendwell2' })), {
    confirmPassword: MSG.passwordsMustMatch,
  });
  assert.deepEqual(errorsOf(CareProSignupSchema, signup({ confirmPassword: '' })), {
    confirmPassword: MSG.empty,
  });
  assert.deepEqual(errorsOf(CareProSignupSchema, signup({ confirmPassword: '   ' })), {
    confirmPassword: MSG.empty,
  });
});

Deno.test('the care pro payload: valid input passes, everything empty names every field', () => {
  assert.deepEqual(errorsOf(CareProSignupSchema, signup()), {});
  assert.deepEqual(
    errorsOf(CareProSignupSchema, { email: '', password: '', confirmPassword: '' }),
    {
      email: MSG.empty,
      password: MSG.empty,
      confirmPassword: MSG.empty,
    },
  );
});

Deno.test('live confirmation rule: only once as long as the password, on trimmed values', () => {
  assert.equal(confirmationMismatch('Tendwell1', 'Tend'), false, 'still typing');
  assert.equal(confirmationMismatch('Tendwell1', 'Tendwell'), false, 'one short');
  assert.equal(confirmationMismatch('Tendwell1', 'Tendwell2'), true, 'same length, differs');
  assert.equal(confirmationMismatch('Tendwell1', 'Tendwell12'), true, 'longer, differs');
  assert.equal(confirmationMismatch('Tendwell1', 'Tendwell1'), false, 'equal');
  assert.equal(confirmationMismatch('Tendwell1 ', ' Tendwell1'), false, 'equal once trimmed');
  assert.equal(confirmationMismatch('Tendwell1', ''), false, 'empty is the empty rule');
});

Deno.test('login: both fields required', () => {
  assert.deepEqual(errorsOf(LoginSchema, { email: '', password: '' }), {
    email: MSG.empty,
    password: MSG.empty,
  });
  assert.deepEqual(errorsOf(LoginSchema, { email: 'a@b.ca', password: 'x' }), {});
});

Deno.test('forgot password: empty gives Must not be empty; a bad format gives Invalid email. Please try again.', () => {
  assert.equal(firstMessage(ForgotPasswordSchema, { email: '' }), MSG.empty);
  assert.equal(firstMessage(ForgotPasswordSchema, { email: '  ' }), MSG.empty);
  for (const bad of ['care', 'care@example', 'care@@example.ca']) {
    assert.equal(firstMessage(ForgotPasswordSchema, { email: bad }), MSG.forgotInvalidEmail, bad);
  }
  assert.deepEqual(v.parse(ForgotPasswordSchema, { email: ' Care@Example.ca ' }), {
    email: 'care@example.ca',
  });
});

Deno.test('reset password: the same rules under the reset field names', () => {
  const code = 'abcdefgh12345678';
  const reset = (over: Record<string, unknown>) => ({
    code,
    newPassword: GOOD,
    confirmNewPassword: GOOD,
    ...over,
  });
  assert.deepEqual(errorsOf(ResetPasswordSchema, reset({})), {});
  assert.deepEqual(
    errorsOf(ResetPasswordSchema, reset({ newPassword: '', confirmNewPassword: '' })),
    {
      newPassword: MSG.empty,
      confirmNewPassword: MSG.empty,
    },
  );
  assert.equal(
    errorsOf(
      ResetPasswordSchema,
      reset({ newPassword: 'tendwell', confirmNewPassword: 'tendwell' }),
    ).newPassword,
    MSG.unsafePassword,
  );
  assert.deepEqual(errorsOf(ResetPasswordSchema, reset({ confirmNewPassword: 'Tendwell2' })), {
    confirmNewPassword: MSG.passwordsMustMatch,
  });
  assert.equal(v.parse(ResetPasswordSchema, reset({ newPassword: ` ${GOOD} ` })).newPassword, GOOD);
  assert.equal(v.is(ResetCodeSchema, { code: 'short' }), false);
  assert.equal(v.is(ResetCodeSchema, { code: 'bad code with spaces' }), false);
  assert.equal(v.is(ResetCodeSchema, { code }), true);
});

Deno.test('phone: digits are kept and ten of them are formatted (###) ###-####', () => {
  assert.equal(formatPhone('4165550123'), '(416) 555-0123');
  assert.equal(formatPhone('416-555-0123'), '(416) 555-0123');
  assert.equal(formatPhone('(416) 555 0123'), '(416) 555-0123');
  assert.equal(formatPhone('+1 416 555 0123'), '(416) 555-0123');
  assert.equal(formatPhone('41655'), '41655', 'fewer digits stay as typed digits');
  assert.equal(v.parse(PhoneSchema, '4165550123'), '(416) 555-0123');
  assert.equal(v.parse(PhoneSchema, '+1 416 555 0123'), '(416) 555-0123');
});

Deno.test('phone: an optional plus, then 3, 3 and 4 to 6 digits (spec 000 §5)', () => {
  assert.equal(v.parse(PhoneSchema, '416 555 01234'), '41655501234', '3-3-5');
  assert.equal(v.parse(PhoneSchema, '416-555-012345'), '416555012345', '3-3-6');
  assert.equal(v.parse(PhoneSchema, '+44 207 946 0958'), '+442079460958', 'plus, 3-3-6');
  assert.equal(v.parse(PhoneSchema, '+416 555 0123'), '(416) 555-0123', 'plus, 3-3-4');
  assert.equal(v.parse(PhoneSchema, '24165550123'), '24165550123');
  for (const good of ['(416) 555-0123', '+41655501234', '416555012345']) {
    assert.ok(PHONE_PATTERN.test(v.parse(PhoneSchema, good)), good);
  }
});

Deno.test('phone: blank, too short or too long gives Please enter a valid phone number', () => {
  const bad = [
    '',
    '   ',
    '416555012',
    '4165550123456',
    '+4165550123456',
    'phone',
    '+1 416 555',
    '+',
  ];
  for (const input of bad) {
    assert.equal(firstMessage(PhoneSchema, input), MSG.invalidPhone, JSON.stringify(input));
  }
  assert.equal(PHONE_PATTERN.test('416555012'), false);
  assert.equal(PHONE_PATTERN.test('(416)555-0123'), false);
});

Deno.test('family step 1: each of the three choices is required', () => {
  const ok = {
    serviceStart: 'immediately',
    servicePerWeek: '10-20',
    serviceLength: 'underSixMonths',
  };
  assert.deepEqual(errorsOf(CareNeedsStep, ok), {});
  for (const field of Object.keys(ok)) {
    assert.deepEqual(errorsOf(CareNeedsStep, { ...ok, [field]: undefined }), {
      [field]: MSG.selectOption,
    }, field);
    assert.deepEqual(errorsOf(CareNeedsStep, { ...ok, [field]: 'someday' }), {
      [field]: MSG.selectOption,
    }, field);
  }
});

Deno.test('family step 2: at least one known service', () => {
  assert.deepEqual(errorsOf(ServicesStep, { service: { bathing: true } }), {});
  for (const bad of [{}, { bathing: false }, { juggling: true }, undefined]) {
    assert.deepEqual(
      errorsOf(ServicesStep, { service: bad }),
      { service: MSG.selectService },
      JSON.stringify(bad),
    );
  }
});

Deno.test('family step 3: at least one condition', () => {
  assert.deepEqual(errorsOf(ConditionsStep, { conditions: { dementia: true } }), {});
  for (const bad of [{}, { dementia: false }, undefined]) {
    assert.deepEqual(errorsOf(ConditionsStep, { conditions: bad }), {
      conditions: MSG.selectCondition,
    }, JSON.stringify(bad));
  }
});

Deno.test('family step 4: at least one known language', () => {
  assert.deepEqual(errorsOf(LanguageStep, { languagePref: ['english'] }), {});
  for (const bad of [[], ['klingon'], undefined]) {
    assert.deepEqual(errorsOf(LanguageStep, { languagePref: bad }), {
      languagePref: MSG.selectLanguage,
    }, JSON.stringify(bad));
  }
});

Deno.test('family step 5: names, phone and an address chosen from the suggestions', () => {
  const address = {
    addressFull: 'Toronto, ON, Canada',
    addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
    coordinates: { lat: 43.70011, lng: -79.4163 },
    geohash: encodeGeohash(43.70011, -79.4163),
  };
  const ok = { firstName: 'Erin', lastName: 'Tester', phoneNum: '4165550123', address };
  assert.deepEqual(errorsOf(BasicInfoStep, ok), {});
  assert.equal(v.parse(BasicInfoStep, ok).phoneNum, '(416) 555-0123');
  assert.deepEqual(errorsOf(BasicInfoStep, { ...ok, firstName: '  ', lastName: '' }), {
    firstName: MSG.empty,
    lastName: MSG.empty,
  });
  assert.deepEqual(errorsOf(BasicInfoStep, { ...ok, phoneNum: '416555012' }), {
    phoneNum: MSG.invalidPhone,
  });
  for (
    const bad of [undefined, 'Toronto', { addressFull: 'Toronto' }, {
      ...address,
      coordinates: { lat: 48.85, lng: 2.35 },
    }]
  ) {
    assert.deepEqual(errorsOf(BasicInfoStep, { ...ok, address: bad }), {
      address: MSG.addressRequired,
    }, JSON.stringify(bad));
  }
});

Deno.test('family step 6 is the care pro account form', () => {
  assert.equal(LoginInfoStep, CareProSignupSchema);
  assert.deepEqual(errorsOf(LoginInfoStep, signup({ email: 'nope' })), { email: MSG.invalidEmail });
});

Deno.test('a missing field answers with its own message, as if sent empty', () => {
  assert.deepEqual(errorsOf(CareProSignupSchema, {}), {
    email: MSG.empty,
    password: MSG.empty,
    confirmPassword: MSG.empty,
  });
  assert.deepEqual(errorsOf(CareNeedsStep, {}), {
    serviceStart: MSG.selectOption,
    servicePerWeek: MSG.selectOption,
    serviceLength: MSG.selectOption,
  });
  assert.deepEqual(errorsOf(ServicesStep, {}), { service: MSG.selectService });
  assert.deepEqual(errorsOf(LanguageStep, {}), { languagePref: MSG.selectLanguage });
  assert.deepEqual(errorsOf(BasicInfoStep, {}).address, MSG.addressRequired);
  assert.deepEqual(errorsOf(ForgotPasswordSchema, {}), { email: MSG.empty });
  assert.equal(typeof errorsOf(ResetCodeSchema, {}).code, 'string');
  assert.ok(
    !Object.values(errorsOf(ResetPasswordSchema, {})).some((m) => m.startsWith('Invalid key')),
  );
});

Deno.test('login: the password is trimmed like every new password', () => {
  assert.equal(
    v.parse(LoginSchema, { email: 'a@b.ca', password: ' Tendwell1 ' }).password,
    'Tendwell1',
  );
  assert.deepEqual(errorsOf(LoginSchema, { email: 'a@b.ca', password: '   ' }), {
    password: MSG.empty,
  });
});
