// Every caregiver rule of spec 002 §5 and its message, word for word (through the catalog), and the
// catalog itself: both languages carry every key, and every key a schema uses exists.
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { englishMessageFor } from '../../../tests/schema-messages.ts';
import { caregiverMessages } from './messages.ts';
import {
  AvailabilityEntrySchema,
  AvailabilitySetSchema,
  BasicInfoSchema,
  ConditionsPanelSchema,
  dailyHours,
  EduAccredSchema,
  JobTypeLanguagePanelSchema,
  normalizeTime,
  profileUpdateSchemaFor,
  ServicesPanelSchema,
  servicesSchemaFor,
  wageMinimumParams,
  wagePanelSchemaFor,
  WorkExpSchema,
} from './schemas.ts';
import { todayIso, yearsBefore } from '../../shared/dates.ts';
import { minimumWageFor, money, PROVINCIAL_MINIMUM_WAGES, roundToHalfKm } from './model.ts';
import { format } from '../../shared/i18n.tsx';

const EN = caregiverMessages.en;

const messageFor = (schema: v.GenericSchema, value: unknown, field?: string) =>
  englishMessageFor(caregiverMessages, schema, value, field);

const address = {
  addressFull: '100 Queen St W, Toronto, ON M5H 2N2',
  addressParams: {
    streetNumber: '100',
    streetRoute: 'queen st w',
    locality: 'toronto',
    adminAreaLevel1: 'on',
    country: 'canada',
    postalCode: 'm5h 2n2',
  },
  coordinates: { lat: 43.6535, lng: -79.3839 },
  geohash: 'dpz83dffm',
};

const basic = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dob: '1990-04-02',
  phoneNum: '4165550123',
  gender: 'female',
  address,
  workRadius: 25,
};

Deno.test('catalog: French has exactly the English keys, none empty', () => {
  assert.deepEqual(Object.keys(caregiverMessages.fr).sort(), Object.keys(EN).sort());
  for (const [key, value] of Object.entries(caregiverMessages.fr)) assert.ok(value.trim(), key);
  for (const [key, value] of Object.entries(EN)) assert.ok(value.trim(), key);
});

Deno.test('catalog: the spec texts, character for character', () => {
  const spec = [
    'Must not be empty',
    'Must not be empty.',
    'Must be a valid phone number',
    'Please make a selection',
    'Please select at least 1 service you can provide',
    'Please select at least 1 option from below',
    'Please select at least 1 type of job',
    'Please select at least 1 language',
    'Wage can not be negative',
    'Wage can not be empty or 0',
    "Must be higher than {PROVINCE}'s minimum wage of ${amount}",
    'About me section must not be empty',
    'Must select at least 1 language.',
    'Please select at least 1 job type you are interested in.',
    'Please select at least 1 service you can provide.',
    'Please select at least 1 condition you are knowledgeable in.',
    'Must select at least 1 day.',
    'Start time must be earlier than end time.',
    'End time must be later than start time.',
    'Please enter your title',
    'Please enter your company',
    'Please enter your start date',
    'Please enter your end date',
    'Must be less than end date',
    'Must be greater than start date',
    'Please enter a valid address and select from one of the options below.',
    'Please select a valid image format (jpeg or png)',
  ];
  const values = new Set(Object.values(EN));
  for (const s of spec) assert.ok(values.has(s), s);
});

Deno.test('basic info: a complete payload passes and the phone is formatted', () => {
  const out = v.parse(BasicInfoSchema, basic);
  assert.equal(out.phoneNum, '(416) 555-0123');
  assert.equal(out.workRadius, 25);
  assert.equal(v.parse(BasicInfoSchema, { ...basic, workRadius: '50' }).workRadius, 50);
});

Deno.test("basic info: names and dob 'Must not be empty'", () => {
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, firstName: ' ' }, 'firstName'),
    'Must not be empty',
  );
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, lastName: '' }, 'lastName'),
    'Must not be empty',
  );
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: '' }, 'dob'), 'Must not be empty');
  const { firstName: _, ...missing } = basic;
  assert.equal(messageFor(BasicInfoSchema, missing, 'firstName'), 'Must not be empty');
});

Deno.test('basic info: dob parseable, not in the future, at least 18 years ago', () => {
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: '1990-02-30' }, 'dob'), EN.invalidDate);
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: '2999-01-01' }, 'dob'), EN.dobFuture);
  const seventeen = yearsBefore(todayIso(), 17);
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: seventeen }, 'dob'), EN.dobUnder18);
  assert.ok(v.is(BasicInfoSchema, { ...basic, dob: yearsBefore(todayIso(), 18) }));
});

Deno.test('basic info: a date of birth before 1960-01-05 is refused (spec 002 §9 minimum date)', () => {
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: '1960-01-04' }, 'dob'), EN.dobTooEarly);
  assert.equal(messageFor(BasicInfoSchema, { ...basic, dob: '1945-06-30' }, 'dob'), EN.dobTooEarly);
  assert.ok(v.is(BasicInfoSchema, { ...basic, dob: '1960-01-05' }));
  assert.equal(EN.dobTooEarly, 'Date of birth must be on or after January 5, 1960');
  assert.ok(caregiverMessages.fr.dobTooEarly.includes('1960'));
});

Deno.test("basic info: phone 'Must not be empty' and 'Must be a valid phone number'", () => {
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, phoneNum: '' }, 'phoneNum'),
    'Must not be empty',
  );
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, phoneNum: '416555' }, 'phoneNum'),
    'Must be a valid phone number',
  );
});

Deno.test("basic info: gender and workRadius 'Please make a selection'", () => {
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, gender: '' }, 'gender'),
    'Please make a selection',
  );
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, workRadius: 20 }, 'workRadius'),
    'Please make a selection',
  );
  const { workRadius: _, ...missing } = basic;
  assert.equal(messageFor(BasicInfoSchema, missing, 'workRadius'), 'Please make a selection');
});

Deno.test('basic info: the address must be picked from suggestions', () => {
  assert.equal(
    messageFor(BasicInfoSchema, { ...basic, address: '100 Queen St' }, 'address'),
    'Please enter a valid address and select from one of the options below.',
  );
});

const services = {
  service: { bathing: true, grooming: true },
  conditions: { homeHealthCare: true },
  jobType: { partTime: true },
  languagePref: ['english'],
  yearsExp: 4,
  wageExp: 18.5,
  bio: 'I have cared for seniors for four years.',
};

Deno.test('services: a complete payload passes; maps become key lists', () => {
  const out = v.parse(servicesSchemaFor('on'), services);
  assert.deepEqual(out.service, ['bathing', 'grooming']);
  assert.deepEqual(out.conditions, ['homeHealthCare']);
  assert.equal(out.wageExp, 18.5);
});

Deno.test('services: one message per panel', () => {
  assert.equal(
    messageFor(ServicesPanelSchema, { service: {} }),
    'Please select at least 1 service you can provide',
  );
  assert.equal(
    messageFor(ServicesPanelSchema, { service: { bathing: false } }),
    'Please select at least 1 service you can provide',
  );
  assert.equal(
    messageFor(ConditionsPanelSchema, { conditions: [] }),
    'Please select at least 1 option from below',
  );
  assert.equal(
    messageFor(JobTypeLanguagePanelSchema, { jobType: {}, languagePref: ['english'] }, 'jobType'),
    'Please select at least 1 type of job',
  );
  assert.equal(
    messageFor(
      JobTypeLanguagePanelSchema,
      { jobType: { partTime: true }, languagePref: [] },
      'languagePref',
    ),
    'Please select at least 1 language',
  );
});

Deno.test('services: the wage messages', () => {
  const wage = (wageExp: unknown, province = 'on') =>
    messageFor(wagePanelSchemaFor(province), { wageExp, yearsExp: 3, bio: 'x' }, 'wageExp');
  assert.equal(wage(-1), 'Wage can not be negative');
  assert.equal(wage(0), 'Wage can not be empty or 0');
  assert.equal(wage(''), 'Wage can not be empty or 0');
  assert.equal(wage(null), 'Wage can not be empty or 0');
  assert.equal(wage(14), "Must be higher than {PROVINCE}'s minimum wage of ${amount}");
  assert.equal(wage(14.36), undefined);
  assert.equal(wage('20'), undefined);
  // A province without a known minimum uses 0.
  assert.equal(wage(1, ''), undefined);
  assert.equal(
    format(EN.wageBelowMinimum, wageMinimumParams('on')),
    "Must be higher than ON's minimum wage of $14.36",
  );
  assert.equal(
    format(EN.wageBelowMinimum, wageMinimumParams('ab')),
    "Must be higher than AB's minimum wage of $15.00",
  );
});

Deno.test("services: bio 'About me section must not be empty' and years 0-30", () => {
  assert.equal(
    messageFor(wagePanelSchemaFor('on'), { wageExp: 20, yearsExp: 3, bio: '  ' }, 'bio'),
    'About me section must not be empty',
  );
  assert.equal(
    messageFor(wagePanelSchemaFor('on'), { wageExp: 20, yearsExp: 31, bio: 'x' }, 'yearsExp'),
    EN.yearsExpRange,
  );
  assert.equal(
    messageFor(wagePanelSchemaFor('on'), { wageExp: 20, yearsExp: -1, bio: 'x' }, 'yearsExp'),
    EN.yearsExpRange,
  );
  assert.equal(
    messageFor(wagePanelSchemaFor('on'), { wageExp: 20, yearsExp: 30, bio: 'x' }, 'yearsExp'),
    undefined,
  );
});

Deno.test('provincial minimum wages: exactly the spec table', () => {
  assert.deepEqual(PROVINCIAL_MINIMUM_WAGES, {
    AB: 15,
    BC: 15.2,
    MB: 11.95,
    NB: 11.75,
    NL: 12.75,
    NT: 12.75,
    NS: 12.95,
    NU: 16,
    ON: 14.36,
    PE: 13,
    QC: 13.5,
    SK: 11.81,
    YT: 15.2,
  });
  assert.equal(minimumWageFor('xx'), 0);
  assert.equal(minimumWageFor(null), 0);
});

Deno.test('About Me and My Info (POST /user): only sent fields, their messages', () => {
  const schema = profileUpdateSchemaFor('on');
  assert.deepEqual(v.parse(schema, { bio: 'Hello' }), { bio: 'Hello' });
  assert.equal(messageFor(schema, { bio: '' }, 'bio'), 'Must not be empty');
  assert.equal(messageFor(schema, { firstName: '' }, 'firstName'), 'Must not be empty');
  assert.equal(messageFor(schema, { email: '' }, 'email'), 'Must not be empty');
  assert.equal(messageFor(schema, { phoneNum: '' }, 'phoneNum'), 'Must not be empty');
  assert.equal(
    messageFor(schema, { languagePref: [] }, 'languagePref'),
    'Must select at least 1 language.',
  );
  assert.equal(messageFor(schema, { workRadius: 12 }, 'workRadius'), 'Please make a selection');
  assert.equal(messageFor(schema, { dob: '2999-01-01' }, 'dob'), EN.dobFuture);
  assert.equal(messageFor(schema, { yearsExp: 40 }, 'yearsExp'), EN.yearsExpRange);
});

Deno.test('profile selections: their own messages', () => {
  const schema = profileUpdateSchemaFor('on');
  assert.equal(
    messageFor(schema, { jobType: {} }, 'jobType'),
    'Please select at least 1 job type you are interested in.',
  );
  assert.equal(
    messageFor(schema, { service: [] }, 'service'),
    'Please select at least 1 service you can provide.',
  );
  assert.equal(
    messageFor(schema, { conditions: {} }, 'conditions'),
    'Please select at least 1 condition you are knowledgeable in.',
  );
});

Deno.test('availability: the four messages; times normalized; daily hours floored at 0', () => {
  const entry = { dayId: 0, startTime: '09:00', endTime: '17:30' };
  assert.deepEqual(v.parse(AvailabilitySetSchema, [entry])[0], { ...entry });
  assert.equal(messageFor(AvailabilitySetSchema, []), 'Must select at least 1 day.');
  assert.equal(
    messageFor(AvailabilityEntrySchema, { ...entry, dayId: 7 }, 'dayId'),
    'Must select at least 1 day.',
  );
  assert.equal(
    messageFor(AvailabilityEntrySchema, { ...entry, startTime: '' }, 'startTime'),
    'Must not be empty.',
  );
  assert.equal(
    messageFor(AvailabilityEntrySchema, { ...entry, endTime: '' }, 'endTime'),
    'Must not be empty.',
  );
  assert.equal(
    messageFor(AvailabilityEntrySchema, { ...entry, startTime: '18:00' }, 'startTime'),
    'Start time must be earlier than end time.',
  );
  assert.equal(
    messageFor(AvailabilityEntrySchema, { ...entry, startTime: '18:00' }, 'endTime'),
    'End time must be later than start time.',
  );
  assert.equal(normalizeTime('9:30 PM'), '21:30');
  assert.equal(normalizeTime('12:00 AM'), '00:00');
  assert.equal(normalizeTime('1970-01-01T08:15:00.000Z'), '08:15');
  assert.equal(normalizeTime('25:00'), '');
  assert.equal(dailyHours('09:00', '17:30'), 8.5);
  assert.equal(dailyHours('17:00', '09:00'), 0);
});

const work = {
  title: 'Personal Support Worker',
  company: 'Sunrise Home Care',
  employType: 'Full-time',
  startDate: '2019-03',
  endDate: 'Present',
  description: '',
};

Deno.test('work experience: the six messages and the date range', () => {
  assert.equal(v.parse(WorkExpSchema, work).startDate, '2019-03-01');
  assert.equal(
    messageFor(WorkExpSchema, { ...work, title: '' }, 'title'),
    'Please enter your title',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, company: '' }, 'company'),
    'Please enter your company',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, startDate: '' }, 'startDate'),
    'Please enter your start date',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, endDate: '' }, 'endDate'),
    'Please enter your end date',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, startDate: '2020-05', endDate: '2019-01' }, 'startDate'),
    'Must be less than end date',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, startDate: '2020-05', endDate: '2019-01' }, 'endDate'),
    'Must be greater than start date',
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, startDate: '1959-12' }, 'startDate'),
    EN.dateOutOfRange,
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, startDate: '2999-01' }, 'startDate'),
    EN.dateOutOfRange,
  );
  assert.equal(
    messageFor(WorkExpSchema, { ...work, employType: 'Gig' }, 'employType'),
    EN.makeSelection,
  );
});

Deno.test('education and accreditation: required fields, years, order', () => {
  const edu = {
    type: 'education',
    school: 'George Brown College',
    degree: 'Diploma',
    startDate: '2015',
    endDate: '2017',
  };
  assert.equal(v.parse(EduAccredSchema, edu).type, 'education');
  assert.equal(messageFor(EduAccredSchema, { ...edu, school: '' }, 'school'), 'Must not be empty');
  assert.equal(
    messageFor(EduAccredSchema, { ...edu, endDate: '' }, 'endDate'),
    'Must not be empty',
  );
  assert.equal(
    messageFor(EduAccredSchema, { ...edu, endDate: '2031' }, 'endDate'),
    EN.eduYearRange,
  );
  assert.ok(v.is(EduAccredSchema, { ...edu, endDate: '2030' }));
  assert.equal(
    messageFor(EduAccredSchema, { ...edu, startDate: '2018' }, 'startDate'),
    'Must be less than end date',
  );
  // Spec 002 §5: the start year before the end year; the same year is refused on both fields.
  assert.equal(
    messageFor(EduAccredSchema, { ...edu, startDate: '2017' }, 'startDate'),
    'Must be less than end date',
  );
  assert.equal(
    messageFor(EduAccredSchema, { ...edu, startDate: '2017-01', endDate: '2017-12' }, 'endDate'),
    'Must be greater than start date',
  );
  assert.ok(v.is(EduAccredSchema, { ...edu, startDate: '2016', endDate: '2017' }));
  assert.ok(v.is(EduAccredSchema, { ...edu, startDate: null })); // no start year: nothing to order
  const acc = { type: 'accreditation', accredName: 'First Aid & CPR', accredDate: '2021' };
  assert.ok(v.is(EduAccredSchema, acc));
  assert.equal(
    messageFor(EduAccredSchema, { ...acc, accredName: '' }, 'accredName'),
    'Must not be empty',
  );
  assert.equal(
    messageFor(EduAccredSchema, { ...acc, accredDate: '1959' }, 'accredDate'),
    EN.accredYearRange,
  );
  assert.equal(
    messageFor(EduAccredSchema, { ...acc, accredDate: '2999' }, 'accredDate'),
    EN.accredYearRange,
  );
  assert.equal(messageFor(EduAccredSchema, { type: 'hobby' }), EN.eduTypeRequired);
});

Deno.test('money in cents and the 0.5 km rounding', () => {
  assert.equal(money.toCents(18.5), 1850);
  assert.equal(money.toCents(15.808), 1581);
  assert.equal(money.format(1850), '18.50');
  assert.equal(money.baseWage(2080), 2000);
  assert.equal(money.familyCost(2000), 2593);
  assert.equal(roundToHalfKm(3.26), 3.5);
  assert.equal(roundToHalfKm(3.24), 3);
  assert.equal(roundToHalfKm(0.2), 0);
});

Deno.test('estimated savings: base ÷ 0.65 minus the total payable', () => {
  // $20.80/hr with vacation pay: base $20.00, an agency would charge $30.77, we charge $26.97.
  assert.equal(money.estimatedSavings(money.baseWage(2080), money.familyCost(2080)), 380);
  // A week of 40 hours at $20.00 base: $1,230.77 at an agency against $1,078.77 payable.
  assert.equal(money.estimatedSavings(80000, 107877), 15200);
});
