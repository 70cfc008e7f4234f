// The caregiver payloads of spec 002 §5 and §7, defined once: the islands validate with these and
// the server validates the same payload again. Every message is a key of caregiverMessages
// (messages.ts), never English. The wage minimum depends on the caregiver's province, so the
// services and profile schemas are built for one (servicesSchemaFor, profileUpdateSchemaFor).
import * as v from 'valibot';
import { AddressSchema } from '../../shared/address/address-schema.ts';
import { formatPhone } from '../accounts/schemas.ts';
import type { CaregiverMessageKey } from './messages.ts';
import {
  DATE_MIN,
  DATE_MIN_YEAR,
  DAY_IDS,
  EDUCATION_END_YEAR_MAX,
  EMPLOY_TYPES,
  GENDERS,
  IMAGE_MAX_BYTES,
  minimumWageFor,
  PRESENT,
  WORK_RADII_KM,
  YEARS_EXP_MAX,
  YEARS_EXP_MIN,
} from './model.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';
import { fileIssue, type FileLike, IMAGE_ACCEPT } from '../../shared/uploads.ts';
import { isRealDate, todayIso, yearsBefore } from '../../shared/dates.ts';

type Key = CaregiverMessageKey;
const k = (key: Key) => key;

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('empty'));

// ---------------------------------------------------------------------------------------------
// Dates (all YYYY-MM-DD strings; "today" is the UTC date, which is never behind Canada's)

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (or a year number) → 'YYYY-MM-DD'; anything else → ''. */
export function normalizeDate(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
  if (typeof value !== 'string') return '';
  const s = value.trim().slice(0, 10);
  if (/^\d{4}$/.test(s)) return `${s}-01-01`;
  if (/^\d{4}-\d{2}$/.test(s)) return isRealDate(`${s}-01`) ? `${s}-01` : '';
  return isRealDate(s) ? s : '';
}

const requiredDate = (emptyKey: Key) =>
  v.pipe(
    v.union([v.string(), v.number()], k(emptyKey)),
    v.transform((x) => String(x).trim()),
    v.nonEmpty(k(emptyKey)),
    v.transform((x: string) => normalizeDate(x)),
    v.nonEmpty(k('invalidDate')),
  );

const optionalText = (max = 2000) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(k('textTooLong'))),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(max, k('textTooLong')),
    ),
    '',
  );

const requiredText = (emptyKey: Key, max = 200) =>
  v.pipe(
    v.string(k(emptyKey)),
    v.trim(),
    v.nonEmpty(k(emptyKey)),
    v.maxLength(max, k(max <= 80 ? 'nameTooLong' : 'textTooLong')),
  );

// ---------------------------------------------------------------------------------------------
// Building blocks

const NameSchema = requiredText('empty', 80);

export const PhoneSchema = v.pipe(
  v.string(k('empty')),
  v.trim(),
  v.nonEmpty(k('empty')),
  v.transform(formatPhone),
  v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, k('invalidPhone')),
);

/**
 * Date of birth: a real date, not in the future, at least 18 years ago, and not before the
 * spec's minimum date (spec 002 §9: dates minimum 1960-01-05).
 */
export const DobSchema = v.pipe(
  v.string(k('empty')),
  v.trim(),
  v.nonEmpty(k('empty')),
  v.check(isRealDate, k('invalidDate')),
  v.check((d) => d <= todayIso(), k('dobFuture')),
  v.check((d) => d >= DATE_MIN, k('dobTooEarly')),
  v.check((d) => d <= yearsBefore(todayIso(), 18), k('dobUnder18')),
);

export const GenderSchema = v.picklist(GENDERS, k('makeSelection'));

/** 10, 15, 25 or 50, as a number or the spec's string. */
export const WorkRadiusSchema = v.pipe(
  v.union([v.number(), v.string()], k('makeSelection')),
  v.transform((x) => Number(String(x).replace(/\s*km$/i, ''))),
  v.picklist(WORK_RADII_KM, k('makeSelection')),
);

/** An address picked from the suggestions (the shared schema), with this domain's message. */
export const addressField = (message: Key) =>
  v.pipe(
    v.unknown(),
    v.check((x) => v.is(AddressSchema, x), k(message)),
    v.transform((x) => v.parse(AddressSchema, x)),
  );

const KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

/**
 * A selection, sent as the spec's `{ key: true }` map or as a list of keys; answers the chosen keys
 * (unique, at most 40). Whether each key exists is reference data the server checks.
 */
export const keySelection = (message: Key) =>
  v.pipe(
    v.union([v.array(v.string(k(message))), v.record(v.string(), v.boolean())], k(message)),
    v.transform((x) =>
      Array.isArray(x)
        ? [...new Set(x)]
        : Object.entries(x).filter(([, on]) => on).map(([key]) => key)
    ),
    v.minLength(1, k(message)),
    v.maxLength(40, k('unknownKey')),
    v.check((keys) => keys.every((key) => KEY_PATTERN.test(key)), k('unknownKey')),
  );

export const YearsExpSchema = v.pipe(
  v.union([v.number(), v.string()], k('yearsExpRange')),
  v.transform(Number),
  v.integer(k('yearsExpRange')),
  v.minValue(YEARS_EXP_MIN, k('yearsExpRange')),
  v.maxValue(YEARS_EXP_MAX, k('yearsExpRange')),
);

/** The params of 'wageBelowMinimum' for a province: { PROVINCE: 'ON', amount: '14.36' }. */
export function wageMinimumParams(province: string | null | undefined) {
  return {
    PROVINCE: (province ?? '').toUpperCase(),
    amount: minimumWageFor(province).toFixed(2),
  };
}

/** wageExp in dollars (decimal): not empty or 0, not negative, at least the province's minimum. */
export function wageSchemaFor(province: string | null | undefined) {
  const minimum = minimumWageFor(province);
  return v.pipe(
    v.union([v.number(), v.string(), v.null()], k('wageEmpty')),
    v.transform((
      x,
    ) => (x === null || (typeof x === 'string' && x.trim() === '') ? NaN : Number(x))),
    v.check((n) => !Number.isNaN(n), k('wageEmpty')),
    v.check((n) => n >= 0, k('wageNegative')),
    v.check((n) => n !== 0, k('wageEmpty')),
    v.check((n) => n >= minimum, k('wageBelowMinimum')),
    v.maxValue(1000, k('wageTooHigh')),
    v.transform((n) => Math.round(n * 100) / 100),
  );
}

// ---------------------------------------------------------------------------------------------
// Sign-up steps

/** POST /user/caregiver/basic-info */
export const BasicInfoSchema = fields({
  firstName: NameSchema,
  lastName: NameSchema,
  dob: DobSchema,
  phoneNum: PhoneSchema,
  gender: GenderSchema,
  address: addressField('addressRequired'),
  workRadius: WorkRadiusSchema,
});
export type BasicInfo = v.InferOutput<typeof BasicInfoSchema>;

/** Services panels (spec 002 §2: each Next validates its panel). */
export const ServicesPanelSchema = fields({ service: keySelection('selectService') });
export const ConditionsPanelSchema = fields({ conditions: keySelection('selectCondition') });
export const JobTypeLanguagePanelSchema = fields({
  jobType: keySelection('selectJobType'),
  languagePref: keySelection('selectLanguage'),
});
export const BioSchema = requiredText('bioEmpty', 2000);
export function wagePanelSchemaFor(province: string | null | undefined) {
  return fields({ wageExp: wageSchemaFor(province), yearsExp: YearsExpSchema, bio: BioSchema });
}

/** POST /user/caregiver/service-info, for a caregiver living in `province`. */
export function servicesSchemaFor(province: string | null | undefined) {
  return fields({
    ...ServicesPanelSchema.entries,
    ...ConditionsPanelSchema.entries,
    ...JobTypeLanguagePanelSchema.entries,
    ...wagePanelSchemaFor(province).entries,
  });
}
export type ServiceInfo = v.InferOutput<ReturnType<typeof servicesSchemaFor>>;

/** Defaults of the services step: english and homeHealthCare preselected. */
export const SERVICE_DEFAULTS = {
  languagePref: ['english'],
  conditions: ['homeHealthCare'],
} as const;

// ---------------------------------------------------------------------------------------------
// Profile edit: POST /user (any subset; only the fields sent are changed)

export function profileUpdateSchemaFor(province: string | null | undefined) {
  return v.partial(
    v.object({
      bio: requiredText('empty', 2000),
      wageExp: wageSchemaFor(province),
      yearsExp: YearsExpSchema,
      languagePref: keySelection('selectLanguageProfile'),
      workRadius: WorkRadiusSchema,
      firstName: NameSchema,
      lastName: NameSchema,
      email: v.pipe(
        v.string(k('empty')),
        v.trim(),
        v.nonEmpty(k('empty')),
        v.maxLength(254, k('invalidEmail')),
        v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, k('invalidEmail')),
        v.toLowerCase(),
      ),
      phoneNum: PhoneSchema,
      dob: DobSchema,
      gender: GenderSchema,
      address: addressField('addressRequired'),
      jobType: keySelection('selectJobTypeProfile'),
      service: keySelection('selectServiceProfile'),
      conditions: keySelection('selectConditionProfile'),
    }, k('empty')),
  );
}
export type ProfileUpdate = v.InferOutput<ReturnType<typeof profileUpdateSchemaFor>>;

// ---------------------------------------------------------------------------------------------
// Availability: POST /user/avail/set (an array of entries)

/** 'HH:mm' (24-hour), 'h:mm AM' or an ISO date-time/time → 'HH:mm'; anything else → ''. */
export function normalizeTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const s = value.trim();
  let m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(s) ??
    /T(\d{2}):(\d{2})/.exec(s);
  if (m) {
    const h = +m[1], min = +m[2];
    return h <= 23 && min <= 59 ? `${String(h).padStart(2, '0')}:${m[2]}` : '';
  }
  m = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?$/.exec(s);
  if (m) {
    const h = +m[1], min = +m[2];
    if (h < 1 || h > 12 || min > 59) return '';
    const h24 = (h % 12) + (/[Pp]/.test(m[3]) ? 12 : 0);
    return `${String(h24).padStart(2, '0')}:${m[2]}`;
  }
  return '';
}

/** 'HH:mm' → decimal hours (9:30 → 9.5). */
export function timeToHours(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h + m / 60;
}

/** Daily hours = end minus start, floored at 0. */
export function dailyHours(start: string, end: string): number {
  return Math.max(0, timeToHours(end) - timeToHours(start));
}

const TimeSchema = v.pipe(
  v.string(k('emptyDot')),
  v.trim(),
  v.nonEmpty(k('emptyDot')),
  v.transform((x: string) => normalizeTime(x)),
  v.nonEmpty(k('invalidTime')),
);

export const AvailabilityEntrySchema = v.pipe(
  fields({
    dayId: v.pipe(
      v.union([v.number(), v.string()], k('selectDay')),
      v.transform(Number),
      v.picklist(DAY_IDS, k('selectDay')),
    ),
    startTime: TimeSchema,
    endTime: TimeSchema,
    startTimeISO: v.optional(v.string()),
    endTimeISO: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['startTime'], ['endTime']],
      (x) => x.startTime < x.endTime,
      k('startBeforeEnd'),
    ),
    ['startTime'],
  ),
  v.forward(
    v.partialCheck(
      [['startTime'], ['endTime']],
      (x) => x.startTime < x.endTime,
      k('endAfterStart'),
    ),
    ['endTime'],
  ),
);

export const AvailabilitySetSchema = v.pipe(
  v.array(AvailabilityEntrySchema, k('selectDay')),
  v.minLength(1, k('selectDay')),
  v.maxLength(50, k('selectDay')),
);
export type AvailabilityInput = v.InferOutput<typeof AvailabilityEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Work experience: POST /user/work-exp, POST /user/work-exp/{workExpId}

const monthOf = (iso: string) => iso.slice(0, 7);
const withinExperienceRange = (iso: string) =>
  iso >= `${DATE_MIN_YEAR}-01-01` && monthOf(iso) <= monthOf(todayIso());

export const WorkExpSchema = v.pipe(
  fields({
    title: requiredText('enterTitle'),
    company: requiredText('enterCompany'),
    employType: v.optional(v.nullable(v.picklist(EMPLOY_TYPES, k('makeSelection'))), null),
    startDate: v.pipe(
      requiredDate('enterStartDate'),
      v.check(withinExperienceRange, k('dateOutOfRange')),
    ),
    endDate: v.pipe(
      v.union([v.string(), v.number()], k('enterEndDate')),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(k('enterEndDate')),
      v.transform((x) => (x.toLowerCase() === PRESENT.toLowerCase() ? PRESENT : normalizeDate(x))),
      v.nonEmpty(k('invalidDate')),
      v.check((x) => x === PRESENT || withinExperienceRange(x), k('dateOutOfRange')),
    ),
    description: optionalText(),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (x) => x.endDate === PRESENT || x.startDate <= x.endDate,
      k('lessThanEnd'),
    ),
    ['startDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (x) => x.endDate === PRESENT || x.startDate <= x.endDate,
      k('greaterThanStart'),
    ),
    ['endDate'],
  ),
);
export type WorkExpInput = v.InferOutput<typeof WorkExpSchema>;

// ---------------------------------------------------------------------------------------------
// Education / accreditation: POST /user/edu-accred, POST /user/edu-accred/{eduAccredId}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

const EducationSchema = v.pipe(
  fields({
    type: v.literal('education', k('eduTypeRequired')),
    school: requiredText('empty'),
    degree: optionalText(200),
    fieldOfStudy: optionalText(200),
    startDate: v.optional(
      v.pipe(
        v.nullable(v.union([v.string(), v.number()], k('invalidDate'))),
        v.transform((x) => (x === null || String(x).trim() === '' ? null : normalizeDate(x))),
        v.check((x) => x !== '', k('invalidDate')),
        v.check(
          (x) => x === null || (yearOf(x) >= DATE_MIN_YEAR && yearOf(x) <= EDUCATION_END_YEAR_MAX),
          k('eduYearRange'),
        ),
      ),
      null,
    ),
    endDate: v.pipe(
      requiredDate('empty'),
      v.check(
        (x) => yearOf(x) >= DATE_MIN_YEAR && yearOf(x) <= EDUCATION_END_YEAR_MAX,
        k('eduYearRange'),
      ),
    ),
    description: optionalText(),
  }),
  // Spec 002 §5: the start year comes before the end year (a one-year course still spans two).
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (x) => x.startDate === null || yearOf(x.startDate) < yearOf(x.endDate),
      k('lessThanEnd'),
    ),
    ['startDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (x) => x.startDate === null || yearOf(x.startDate) < yearOf(x.endDate),
      k('greaterThanStart'),
    ),
    ['endDate'],
  ),
);

const AccreditationSchema = fields({
  type: v.literal('accreditation', k('eduTypeRequired')),
  accredName: requiredText('empty'),
  accredDate: v.pipe(
    requiredDate('empty'),
    v.check(
      (x) => yearOf(x) >= DATE_MIN_YEAR && yearOf(x) <= yearOf(todayIso()),
      k('accredYearRange'),
    ),
  ),
  accredDescription: optionalText(),
});

export const EduAccredSchema = v.variant(
  'type',
  [EducationSchema, AccreditationSchema],
  k('eduTypeRequired'),
);
export type EduAccredInput = v.InferOutput<typeof EduAccredSchema>;

/** The profile image's message for a refused file (none chosen is no error: nothing happens). */
export function imageFileError(file: FileLike): CaregiverMessageKey | null {
  const issue = fileIssue(file, IMAGE_ACCEPT, IMAGE_MAX_BYTES);
  return issue === 'type' ? 'invalidImage' : issue === 'size' ? 'imageTooLarge' : null;
}
