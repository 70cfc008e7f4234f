// The family's postings page's logic (spec 002 §2, §5, §8, §9): the posting's edit form (its
// values, the payload, what the schema refuses, the list once saved), the applications listed
// under it (the first 10, then View More), Activate / Deactivate after a confirmation, and the
// small-screen panel. One reducer, pure, so it is tested without a browser.
import type { Address } from '../../../shared/address/address-schema.ts';
import { keyMap } from '../../../shared/key-map.ts';
import { fieldIssues } from '../../../shared/valibot-fields.ts';
import type { FamilyJob } from '../model.ts';
import { EditJobSchema } from '../schemas.ts';
import { keysOf } from './job-format.ts';
import { formField } from './posting-state.ts';

/** What this page reads of an application (GET /api/job-applications/get, spec 002 §3). */
export type ApplicationSummary = {
  id: string;
  jobId: string;
  createdAt: string;
  isRead: boolean;
  isAccepted: boolean;
  isDeclined: boolean;
  caregiverInfo: { firstName: string; lastName: string; imgUrlThumb: string | null };
};

/** Applications: the first 10, then View More (spec 002 §9). */
export const APPLICATIONS_STEP = 10;

/** The family's applications (a list, or { applications }) that answer this posting. */
export function applicationsOf(data: unknown, jobId: string): ApplicationSummary[] {
  const list = Array.isArray(data)
    ? data
    : (data as { applications?: unknown } | null)?.applications;
  return Array.isArray(list) ? (list as ApplicationSummary[]).filter((a) => a.jobId === jobId) : [];
}

export type ApplicationStatus = 'accepted' | 'declined' | 'read' | 'unread';

export const applicationStatus = (a: ApplicationSummary): ApplicationStatus =>
  a.isAccepted ? 'accepted' : a.isDeclined ? 'declined' : a.isRead ? 'read' : 'unread';

export type EditValues = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
  description: string;
  /** A new place picked from the suggestions; null keeps the posting's place. */
  address: Address | null;
};

export const editValuesOf = (job: FamilyJob): EditValues => ({
  serviceStart: job.serviceStart,
  servicePerWeek: job.servicePerWeek,
  serviceLength: job.serviceLength,
  services: keysOf(job.service),
  conditions: keysOf(job.conditions),
  languagePref: job.languagePref,
  description: job.description,
  address: null,
});

/** POST /api/job/{jobId}/edit's payload; the place only when a new one was picked. */
export function editPayload(values: EditValues) {
  return {
    serviceStart: values.serviceStart,
    servicePerWeek: values.servicePerWeek,
    serviceLength: values.serviceLength,
    languagePref: values.languagePref,
    service: keyMap(values.services),
    conditions: keyMap(values.conditions),
    description: values.description,
    ...(values.address ? { address: values.address } : {}),
  };
}

/** The schema's refusals, the first per field, as catalog keys under the form's names. */
export function editRefusals(payload: ReturnType<typeof editPayload>): Record<string, string> {
  return formErrors(fieldIssues(EditJobSchema, payload));
}

/** The server's field errors (already in the reader's language) under the form's names. */
export const formErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, m]) => [formField(k), m]));

/** The list once a posting is saved: as the server answered it (a new place brings its city). */
export function withSaved(
  jobs: FamilyJob[],
  jobId: string,
  values: EditValues,
  saved: FamilyJob | undefined,
): FamilyJob[] {
  return jobs.map((j) => {
    if (j.id !== jobId) return j;
    if (saved?.id === jobId) return saved;
    // The radios offer only the enumerations' values, which the schema checked before saving.
    return {
      ...j,
      serviceStart: values.serviceStart as FamilyJob['serviceStart'],
      servicePerWeek: values.servicePerWeek as FamilyJob['servicePerWeek'],
      serviceLength: values.serviceLength as FamilyJob['serviceLength'],
      languagePref: values.languagePref,
      service: keyMap(values.services),
      conditions: keyMap(values.conditions),
      description: values.description.trim(),
    };
  });
}

export type MyJobsState = {
  jobs: FamilyJob[];
  apps: ApplicationSummary[];
  shownApps: number;
  /** Small screens show the list or the posting. */
  panel: 'list' | 'detail';
  /** The edit form's values while it is open; null shows the posting. */
  edit: EditValues | null;
  /** Field → a catalog key of jobMessages (the schema's) or the server's text. */
  errors: Record<string, string>;
  saving: boolean;
  /** The Activate / Deactivate confirmation is open. */
  confirming: boolean;
  toggling: boolean;
};

export const initialMyJobs = (
  { jobId, jobs }: { jobId: string | null; jobs: FamilyJob[] },
): MyJobsState => ({
  jobs,
  apps: [],
  shownApps: APPLICATIONS_STEP,
  panel: jobId ? 'detail' : 'list',
  edit: null,
  errors: {},
  saving: false,
  confirming: false,
  toggling: false,
});

export type MyJobsAction =
  | { type: 'applications'; apps: ApplicationSummary[] }
  | { type: 'moreApplications' }
  | { type: 'showList' }
  | { type: 'edit'; job: FamilyJob }
  | { type: 'cancelEdit' }
  | { type: 'field'; values: Partial<EditValues> }
  | { type: 'refused'; errors: Record<string, string> }
  | { type: 'saving' }
  | { type: 'saved'; jobId: string; values: EditValues; saved: FamilyJob | undefined }
  | { type: 'confirm' }
  | { type: 'closeConfirm' }
  | { type: 'toggling' }
  /** The answer to Activate / Deactivate: the new availability, or null when it failed. */
  | { type: 'toggled'; jobId: string; isAvailable: boolean | null };

export function myJobsReducer(state: MyJobsState, action: MyJobsAction): MyJobsState {
  switch (action.type) {
    case 'applications':
      return { ...state, apps: action.apps };
    case 'moreApplications':
      return { ...state, shownApps: state.shownApps + APPLICATIONS_STEP };
    case 'showList':
      return { ...state, panel: 'list' };
    case 'edit':
      return { ...state, edit: editValuesOf(action.job), errors: {} };
    case 'cancelEdit':
      return { ...state, edit: null };
    case 'field': {
      if (!state.edit) return state;
      const errors = { ...state.errors };
      for (const key of Object.keys(action.values)) delete errors[key];
      return { ...state, edit: { ...state.edit, ...action.values }, errors };
    }
    case 'refused':
      return { ...state, saving: false, errors: action.errors };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return {
        ...state,
        saving: false,
        edit: null,
        jobs: withSaved(state.jobs, action.jobId, action.values, action.saved),
      };
    case 'confirm':
      return { ...state, confirming: true };
    case 'closeConfirm':
      return { ...state, confirming: false };
    case 'toggling':
      return { ...state, confirming: false, toggling: true };
    case 'toggled': {
      const { jobId, isAvailable } = action;
      if (isAvailable === null) return { ...state, toggling: false };
      return {
        ...state,
        toggling: false,
        jobs: state.jobs.map((j) => (j.id === jobId ? { ...j, isAvailable } : j)),
      };
    }
  }
}
