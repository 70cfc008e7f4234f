import assert from 'node:assert/strict';
import * as v from 'valibot';
import { FamilySignupSchema } from '../../schemas.ts';
import { accountMessages } from '../../messages.ts';
import {
  firstStepWithError,
  formatPhoneAsTyped,
  initialValues,
  stepOfField,
  STEPS,
  toggleItem,
  toggleKey,
  toPayload,
} from './wizard-state.ts';

Deno.test('every field of the family signup payload belongs to exactly one wizard step', () => {
  const payloadFields = Object.keys(FamilySignupSchema.pipe[0].entries).sort();
  const stepFields = STEPS.flatMap((s) => s.fields).sort();
  assert.deepEqual(stepFields, payloadFields);
  assert.equal(stepOfField('email'), 6);
  assert.equal(stepOfField('conditions'), 3);
  assert.equal(stepOfField('general'), null);
  assert.equal(firstStepWithError({ email: 'x', phoneNum: 'y' }), 5);
  assert.equal(firstStepWithError({ general: 'x' }), null);
});

Deno.test('a fresh wizard has English chosen and nothing else; each step refuses it as the spec says', () => {
  const values = initialValues();
  assert.deepEqual(values.languagePref, ['english']);
  // The first message of each field is the one shown, here in English (the schemas carry keys).
  const messages = STEPS.map((step) => {
    const result = v.safeParse(step.schema, values);
    const first: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      first[String(issue.path?.[0]?.key)] ??=
        accountMessages.en[issue.message as keyof typeof accountMessages.en];
    }
    return first;
  });
  const selectOne = 'Please select one of the options below.';
  assert.deepEqual(messages, [
    { serviceStart: selectOne, servicePerWeek: selectOne, serviceLength: selectOne },
    { service: 'Please select at least one service required.' },
    { conditions: 'Please select at least one condition.' },
    {},
    {
      firstName: 'Must not be empty',
      lastName: 'Must not be empty',
      phoneNum: 'Please enter a valid phone number',
      address: 'Please enter a valid address and select from one of the options below.',
    },
    {
      email: 'Must not be empty',
      password: 'Must not be empty',
      confirmPassword: 'Must not be empty',
    },
  ]);
});

Deno.test('the phone keeps digits only and is formatted at ten', () => {
  assert.equal(formatPhoneAsTyped('416'), '416');
  assert.equal(formatPhoneAsTyped('416-555-012'), '416555012');
  assert.equal(formatPhoneAsTyped('4165550123'), '(416) 555-0123');
  assert.equal(formatPhoneAsTyped('+1 (416) 555-0123'), '(416) 555-0123');
  assert.equal(formatPhoneAsTyped('(416) 555-012'), '416555012');
  assert.equal(formatPhoneAsTyped('41655501234567'), '416555012345');
  assert.equal(formatPhoneAsTyped('+44 207 946 0958'), '+442079460958');
  assert.equal(formatPhoneAsTyped('+'), '+');
});

Deno.test('toggles add and remove; the payload is what the server validates', () => {
  assert.deepEqual(toggleKey({}, 'bathing'), { bathing: true });
  assert.deepEqual(toggleKey({ bathing: true }, 'bathing'), {});
  assert.deepEqual(toggleItem(['english'], 'french'), ['english', 'french']);
  assert.deepEqual(toggleItem(['english', 'french'], 'english'), ['french']);

  const payload = toPayload({
    ...initialValues(),
    serviceStart: '1week',
    servicePerWeek: '10-20',
    serviceLength: 'underSixMonths',
    service: { companionship: true },
    conditions: { dementia: true },
    firstName: ' Erin ',
    lastName: 'Tester',
    phoneNum: '(416) 555-0123',
    address: {
      addressFull: 'Toronto, ON, Canada',
      addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
      coordinates: { lat: 43.70011, lng: -79.4163 },
      geohash: 'dpz88g6gd',
    },
    email: 'erin@example.com',
    password: 'Caring-4-all',
    confirmPassword: 'Caring-4-all',
  });
  assert.equal(payload.firstName, 'Erin');
  const result = v.safeParse(FamilySignupSchema, payload);
  assert.ok(result.success, JSON.stringify(result.issues));
});
