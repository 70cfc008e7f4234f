// The new-posting wizard's flow (spec 002 §2, §5): five pages p1–p5, then a review page. From the
// review page any section can be edited; every page before it is marked done and Next (now
// "Back to Review") returns to the review. Pure, so it is tested without a browser.
import * as v from 'valibot';
import type { Address } from '../../../shared/address/address-schema.ts';
import { keyMap } from '../../../shared/key-map.ts';
import { DEFAULT_LANGUAGE } from '../model.ts';
import { NewJobSchema } from '../schemas.ts';

export const POSTING_PAGES = ['needs', 'services', 'conditions', 'language', 'finish'] as const;
export type PostingPage = (typeof POSTING_PAGES)[number];
export const REVIEW = POSTING_PAGES.length;

export type PostingValues = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
  description: string;
  /** True once the family has typed in the description: the generated one stops following. */
  descriptionEdited: boolean;
};

export function initialPostingValues(): PostingValues {
  return {
    serviceStart: '',
    servicePerWeek: '',
    serviceLength: '',
    services: [],
    conditions: ['homeHealthCare'],
    languagePref: [DEFAULT_LANGUAGE],
    description: '',
    descriptionEdited: false,
  };
}

export type WizardState = {
  /** 0–4 for p1–p5, REVIEW for the review page. */
  step: number;
  /** Pages already completed (shown as done in the progress). */
  done: boolean[];
  /** Set while a section is edited from the review page: Next goes back to the review. */
  editingFromReview: boolean;
};

export const initialWizard = (): WizardState => ({
  step: 0,
  done: POSTING_PAGES.map(() => false),
  editingFromReview: false,
});

/** Next from a valid page: on to the following page, or back to the review when editing. */
export function next(state: WizardState): WizardState {
  const done = [...state.done];
  if (state.step < REVIEW) done[state.step] = true;
  if (state.editingFromReview || state.step >= REVIEW - 1) {
    return { step: REVIEW, done, editingFromReview: false };
  }
  return { ...state, step: state.step + 1, done };
}

export function back(state: WizardState): WizardState {
  if (state.editingFromReview) return { ...state, step: REVIEW, editingFromReview: false };
  return { ...state, step: Math.max(0, state.step - 1) };
}

/** Edit a section from the review page: every page before it is marked done. */
export function editFromReview(state: WizardState, page: number): WizardState {
  const done = state.done.map((d, i) => d || i < page);
  return { step: page, done, editingFromReview: true };
}

/** Toggles a key in a multi-select; the last selected option cannot be removed (spec 002 §5). */
export function toggleKeep(list: readonly string[], key: string): string[] {
  if (list.includes(key)) return list.length === 1 ? [...list] : list.filter((k) => k !== key);
  return [...list, key];
}

export type PageErrorKey =
  | 'selectOption'
  | 'selectAtLeastOne'
  | 'selectLanguage'
  | 'descriptionEmpty'
  | 'addressRequired';

/** The errors of one page, as catalog keys (the spec's messages); empty when it may go on. */
export function pageErrors(
  page: number,
  values: PostingValues,
  hasAddress: boolean,
): Partial<Record<string, PageErrorKey>> {
  const errors: Partial<Record<string, PageErrorKey>> = {};
  if (page === 0) {
    if (!values.serviceStart) errors.serviceStart = 'selectOption';
    if (!values.servicePerWeek) errors.servicePerWeek = 'selectOption';
    if (!values.serviceLength) errors.serviceLength = 'selectOption';
  } else if (page === 1) {
    if (!values.services.length) errors.services = 'selectAtLeastOne';
  } else if (page === 2) {
    if (!values.conditions.length) errors.conditions = 'selectAtLeastOne';
  } else if (page === 3) {
    if (!values.languagePref.length) errors.languagePref = 'selectLanguage';
  } else if (page === 4) {
    if (!hasAddress) errors.address = 'addressRequired';
    if (!values.description.trim()) errors.description = 'descriptionEmpty';
  }
  return errors;
}

/** The first page with an error for a field the server named, if any. */
export function pageOfField(field: string): number | null {
  const map: Record<string, number> = {
    serviceStart: 0,
    servicePerWeek: 0,
    serviceLength: 0,
    service: 1,
    services: 1,
    conditions: 2,
    languagePref: 3,
    address: 4,
    description: 4,
  };
  return field in map ? map[field] : null;
}

/** POST /api/job's payload (spec 002 §7): service and conditions keyed true. */
export function postingPayload(values: PostingValues, address: unknown) {
  return {
    serviceStart: values.serviceStart,
    servicePerWeek: values.servicePerWeek,
    serviceLength: values.serviceLength,
    languagePref: values.languagePref,
    conditions: keyMap(values.conditions),
    service: keyMap(values.services),
    address,
    description: values.description.trim(),
  };
}

/** The form's name of a field the schema or the server names (the API's `service`). */
export const formField = (field: string) => field === 'service' ? 'services' : field;

/**
 * What the schema refuses in a payload the pages let through, and the page that shows it: the
 * wizard goes back there. Null when nothing is refused, or when no page shows the field (the
 * server then answers for it).
 */
export function postingRefusal(
  payload: ReturnType<typeof postingPayload>,
): { field: string; message: string; page: number } | null {
  const checked = v.safeParse(NewJobSchema, payload);
  if (checked.success) return null;
  const issue = checked.issues[0];
  const field = String(issue.path?.[0]?.key ?? '');
  const page = pageOfField(field);
  return page === null ? null : { field: formField(field), message: issue.message, page };
}

// ---------------------------------------------------------------------------------------------
// The whole wizard as one reducer: the island only reads it, sends actions and calls the API.

export type PostingState = {
  wizard: WizardState;
  values: PostingValues;
  /** The city picked from the suggestions; null until one is. */
  address: Address | null;
  /** Field → a catalog key of jobMessages, shown beside the field. */
  errors: Partial<Record<string, string>>;
  busy: boolean;
  /** The post failed: the catalog key of the message shown. */
  failed: 'postFailed' | null;
  /** The new posting's id once posted: the success dialog shows. */
  postedId: string | null;
};

export const initialPosting = (): PostingState => ({
  wizard: initialWizard(),
  values: initialPostingValues(),
  address: null,
  errors: {},
  busy: false,
  failed: null,
  postedId: null,
});

export type NeedKey = 'serviceStart' | 'servicePerWeek' | 'serviceLength';
export type ChosenKey = 'services' | 'conditions' | 'languagePref';

export type PostingAction =
  | { type: 'choose'; key: NeedKey; value: string }
  | { type: 'toggle'; key: ChosenKey; value: string }
  | { type: 'describe'; text: string }
  | { type: 'place'; address: Address | null }
  /** Next (or Back to Review); `description` is the one shown (generated until typed in). */
  | { type: 'next'; description: string }
  | { type: 'back' }
  | { type: 'editSection'; page: number }
  | { type: 'refused'; field: string; message: string; page: number }
  | { type: 'posting' }
  | { type: 'postFailed' }
  | { type: 'posted'; jobId: string };

const without = (errors: PostingState['errors'], field: string) => {
  const { [field]: _, ...rest } = errors;
  return rest;
};

export function postingReducer(state: PostingState, action: PostingAction): PostingState {
  switch (action.type) {
    case 'choose':
      return {
        ...state,
        values: { ...state.values, [action.key]: action.value },
        errors: without(state.errors, action.key),
      };
    case 'toggle':
      return {
        ...state,
        values: {
          ...state.values,
          [action.key]: toggleKeep(state.values[action.key], action.value),
        },
        errors: without(state.errors, action.key),
      };
    case 'describe':
      return {
        ...state,
        values: { ...state.values, description: action.text, descriptionEdited: true },
        errors: without(state.errors, 'description'),
      };
    case 'place':
      return {
        ...state,
        address: action.address,
        errors: action.address ? without(state.errors, 'address') : state.errors,
      };
    case 'next': {
      const values = { ...state.values, description: action.description };
      const errors = pageErrors(state.wizard.step, values, state.address !== null);
      if (Object.keys(errors).length) return { ...state, errors };
      return { ...state, errors: {}, wizard: next(state.wizard) };
    }
    case 'back':
      return { ...state, errors: {}, wizard: back(state.wizard) };
    case 'editSection':
      return { ...state, wizard: editFromReview(state.wizard, action.page) };
    case 'refused':
      return {
        ...state,
        failed: null,
        errors: { [action.field]: action.message },
        wizard: editFromReview(state.wizard, action.page),
      };
    case 'posting':
      return { ...state, failed: null, busy: true };
    case 'postFailed':
      return { ...state, busy: false, failed: 'postFailed' };
    case 'posted':
      return { ...state, busy: false, postedId: action.jobId };
  }
}
