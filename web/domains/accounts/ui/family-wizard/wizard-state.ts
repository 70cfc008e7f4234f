// The family signup wizard's data (spec 000 §2.5, §4, §5): its values, its six steps with the
// shared step schemas that gate Next, and the payload POST /api/signup-family expects.
import type * as v from 'valibot';
import type { Address } from '../../../../shared/address/address-schema.ts';
import {
  BasicInfoStep,
  CareNeedsStep,
  ConditionsStep,
  DEFAULT_LANGUAGE,
  formatPhone,
  LanguageStep,
  LoginInfoStep,
  ServicesStep,
} from '../../schemas.ts';

export type WizardValues = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  service: Record<string, boolean>;
  conditions: Record<string, boolean>;
  languagePref: string[];
  firstName: string;
  lastName: string;
  phoneNum: string;
  address: Address | null;
  email: string;
  password: string;
  confirmPassword: string;
};

export type WizardField = keyof WizardValues;

type StepMessage = `step${1 | 2 | 3 | 4 | 5 | 6}${'Title' | 'Intro'}`;

export type WizardStep = {
  schema: v.GenericSchema;
  fields: readonly WizardField[];
  title: StepMessage;
  intro: StepMessage;
  /** Shows service, condition or language labels, which come from the signup materials. */
  needsMaterials: boolean;
};

export const STEPS: readonly WizardStep[] = [
  {
    schema: CareNeedsStep,
    fields: ['serviceStart', 'servicePerWeek', 'serviceLength'],
    title: 'step1Title',
    intro: 'step1Intro',
    needsMaterials: false,
  },
  {
    schema: ServicesStep,
    fields: ['service'],
    title: 'step2Title',
    intro: 'step2Intro',
    needsMaterials: true,
  },
  {
    schema: ConditionsStep,
    fields: ['conditions'],
    title: 'step3Title',
    intro: 'step3Intro',
    needsMaterials: true,
  },
  {
    schema: LanguageStep,
    fields: ['languagePref'],
    title: 'step4Title',
    intro: 'step4Intro',
    needsMaterials: true,
  },
  {
    schema: BasicInfoStep,
    fields: ['firstName', 'lastName', 'phoneNum', 'address'],
    title: 'step5Title',
    intro: 'step5Intro',
    needsMaterials: false,
  },
  {
    schema: LoginInfoStep,
    fields: ['email', 'password', 'confirmPassword'],
    title: 'step6Title',
    intro: 'step6Intro',
    needsMaterials: false,
  },
];
export const TOTAL_STEPS = STEPS.length;

/** Leave closes the dialog, then everything is reset after this long (spec 000 §9). */
export const LEAVE_RESET_DELAY_MS = 500;

export function initialValues(): WizardValues {
  return {
    serviceStart: '',
    servicePerWeek: '',
    serviceLength: '',
    service: {},
    conditions: {},
    languagePref: [DEFAULT_LANGUAGE],
    firstName: '',
    lastName: '',
    phoneNum: '',
    address: null,
    email: '',
    password: '',
    confirmPassword: '',
  };
}

/** 1-based step that holds a field; null for fields no step shows (such as `general`). */
export function stepOfField(field: string): number | null {
  const i = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i === -1 ? null : i + 1;
}

/** The earliest step holding one of these server errors, or null when none belongs to a step. */
export function firstStepWithError(errors: Record<string, string>): number | null {
  const steps = Object.keys(errors).map(stepOfField).filter((s): s is number => s !== null);
  return steps.length ? Math.min(...steps) : null;
}

// A phone number as typed: digits only and a leading + (spec 000 §5), formatted (###) ###-####
// at ten digits. The longest valid number has 3 + 3 + 6 digits; more are cut so a paste cannot
// grow without end.
const MAX_PHONE_DIGITS = 12;
export function formatPhoneAsTyped(input: string): string {
  const plus = input.trim().startsWith('+') ? '+' : '';
  return formatPhone(plus + input.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS)) || plus;
}

/** Toggles a key in a `{ key: true }` map; removed keys are dropped, never sent as false. */
export function toggleKey(map: Record<string, boolean>, key: string): Record<string, boolean> {
  const next = { ...map };
  if (next[key]) delete next[key];
  else next[key] = true;
  return next;
}

export function toggleItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** POST /api/signup-family body, with the spec's field names. */
export function toPayload(values: WizardValues) {
  return {
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNum: values.phoneNum,
    address: values.address,
    languagePref: [...values.languagePref],
    service: { ...values.service },
    serviceStart: values.serviceStart,
    servicePerWeek: values.servicePerWeek,
    serviceLength: values.serviceLength,
    conditions: { ...values.conditions },
  };
}
