// The caregiver onboarding's pure logic (spec 002 §2, §4, §9): the five-step progress, the
// timers, the services sub-wizard's panels, and what the finish step decides. Browser-safe;
// unit-tested beside it. The phone as typed and the step paths are caregivers' model.ts (the
// profile shares them); the education/experience lists and dialogs are caregivers' too.
import type * as v from 'valibot';
import {
  ConditionsPanelSchema,
  JobTypeLanguagePanelSchema,
  SERVICE_DEFAULTS,
  ServicesPanelSchema,
  wagePanelSchemaFor,
} from '../../caregivers/schemas.ts';
import { type CaregiverSignupStep, SIGNUP_STEPS } from '../../caregivers/model.ts';

// Timers of spec 002 §9
/** The services step's intro screen. */
export const SERVICES_INTRO_MS = 2000;
/** Panel switch delay. */
export const PANEL_SWITCH_MS = 150;

export const TOTAL_STEPS = SIGNUP_STEPS;

/** The progress indicator's step (1–5) of each page; the finish page holds steps 4 and 5. */
export const PROGRESS_STEP: Record<CaregiverSignupStep, number> = {
  'basic-info': 1,
  services: 2,
  'education-experience': 3,
  finish: 4,
};

// ---------------------------------------------------------------------------------------------
// Services sub-wizard (four panels; each Next validates its own)

export type ServicesValues = {
  service: Record<string, boolean>;
  conditions: Record<string, boolean>;
  jobType: Record<string, boolean>;
  languagePref: string[];
  /** As typed: the wage input's text. */
  wageExp: string;
  yearsExp: number;
  bio: string;
};
export type ServicesField = keyof ServicesValues;

export type ServicesPanel = {
  fields: readonly ServicesField[];
  title: 'panel1Title' | 'panel2Title' | 'panel3Title' | 'panel4Title';
  intro: 'panel1Intro' | 'panel2Intro' | 'panel3Intro' | 'panel4Intro';
};

export const SERVICES_PANELS: readonly ServicesPanel[] = [
  { fields: ['service'], title: 'panel1Title', intro: 'panel1Intro' },
  { fields: ['conditions'], title: 'panel2Title', intro: 'panel2Intro' },
  { fields: ['jobType', 'languagePref'], title: 'panel3Title', intro: 'panel3Intro' },
  { fields: ['wageExp', 'yearsExp', 'bio'], title: 'panel4Title', intro: 'panel4Intro' },
];

/** The shared schema that gates each panel's Next (the last one needs the caregiver's province). */
export function panelSchemas(province: string | null): v.GenericSchema[] {
  return [
    ServicesPanelSchema,
    ConditionsPanelSchema,
    JobTypeLanguagePanelSchema,
    wagePanelSchemaFor(province),
  ];
}

export function initialServicesValues(): ServicesValues {
  return {
    service: {},
    conditions: Object.fromEntries(SERVICE_DEFAULTS.conditions.map((key) => [key, true])),
    jobType: {},
    languagePref: [...SERVICE_DEFAULTS.languagePref],
    wageExp: '',
    yearsExp: 0,
    bio: '',
  };
}

/** The panel (0-based) a field belongs to, or null for a field of no panel. */
export function panelOfField(field: string): number | null {
  const index = SERVICES_PANELS.findIndex((p) => (p.fields as readonly string[]).includes(field));
  return index === -1 ? null : index;
}

/** The first panel holding one of these fields' errors (a server answer sends the user there). */
export function firstPanelWithError(errors: Record<string, unknown>): number | null {
  const panels = Object.keys(errors).map(panelOfField).filter((p): p is number => p !== null);
  return panels.length ? Math.min(...panels) : null;
}

/** What POST /api/user/caregiver/service-info receives: maps of chosen keys set to true. */
export function servicesPayload(values: ServicesValues) {
  const chosen = (map: Record<string, boolean>) =>
    Object.fromEntries(Object.entries(map).filter(([, on]) => on).map(([k]) => [k, true]));
  return {
    service: chosen(values.service),
    conditions: chosen(values.conditions),
    jobType: chosen(values.jobType),
    languagePref: [...values.languagePref],
    yearsExp: values.yearsExp,
    wageExp: values.wageExp.trim() === '' ? null : Number(values.wageExp),
    bio: values.bio,
  };
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

// ---------------------------------------------------------------------------------------------
// Finish (steps 4 and 5)

/** The finish page opens on the background check when the image is already done. */
export function initialFinishStep(isUserImgCompleted: boolean): 4 | 5 {
  return isUserImgCompleted ? 5 : 4;
}

/** Finish without a submitted background check asks first (Back or Skip). */
export function finishNeedsWarning(isBgCheckSubmitted: boolean, uploadedNow: boolean): boolean {
  return !isBgCheckSubmitted && !uploadedNow;
}
