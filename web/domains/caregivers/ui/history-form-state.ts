// The education and experience lists and their add/edit dialogs' logic (spec 002 §2 step 3 and
// /profile): what Next asks, how entries are named and sorted, the dialogs' values and the bodies
// they send. Browser-safe; unit-tested beside it.
import type { EduAccred, EmployType, WorkExperience } from '../model.ts';
import { PRESENT } from '../model.ts';

/** Next with both lists empty asks first (the skip dialog); otherwise it finishes the step. */
export function needsSkipConfirmation(workExp: readonly unknown[], eduAccred: readonly unknown[]) {
  return workExp.length === 0 && eduAccred.length === 0;
}

/** The catalog key (../messages.ts) of each employment type's label. */
export const EMPLOY_TYPE_KEYS = {
  'Full-time': 'employFullTime',
  'Part-time': 'employPartTime',
  'Casual / On Call': 'employCasual',
  'Self-employed': 'employSelf',
  'Internship': 'employInternship',
} as const satisfies Record<EmployType, string>;

/** A work experience's or education's name in lists and dialogs. */
export function entryName(entry: WorkExperience | EduAccred): string {
  if ('workExpId' in entry) return entry.company ? `${entry.title}, ${entry.company}` : entry.title;
  return entry.type === 'education' ? entry.school : entry.accredName;
}

/** 'YYYY-MM-DD' → 'YYYY-MM' for a month input; 'Present' and '' stay as they are. */
export const toMonthInput = (iso: string | null) =>
  !iso ? '' : /^\d{4}-\d{2}/.test(iso) ? iso.slice(0, 7) : iso;

/** 'YYYY-MM-DD' → 'YYYY' for a year input. */
export const toYearInput = (iso: string | null) => (!iso ? '' : iso.slice(0, 4));

// The add/edit dialogs' values and the bodies they send (ui/education-dialogs.tsx)

export type WorkValues = {
  title: string;
  company: string;
  employType: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
};
export const WORK_FIELDS = [
  'title',
  'company',
  'employType',
  'startDate',
  'endDate',
  'description',
] as const;

export function workValues(entry: WorkExperience | null): WorkValues {
  return {
    title: entry?.title ?? '',
    company: entry?.company ?? '',
    employType: entry?.employType ?? '',
    startDate: toMonthInput(entry?.startDate ?? null),
    endDate: entry?.endDate === PRESENT ? PRESENT : toMonthInput(entry?.endDate ?? null),
    current: entry?.endDate === PRESENT,
    description: entry?.description ?? '',
  };
}

/** The API's body for a work experience: 'Present' when current, null for no employment type. */
export function workExpPayload(values: WorkValues) {
  return {
    title: values.title,
    company: values.company,
    employType: values.employType || null,
    startDate: values.startDate,
    endDate: values.current ? PRESENT : values.endDate,
    description: values.description,
  };
}

export type EduValues = {
  type: '' | 'education' | 'accreditation';
  school: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  description: string;
  accredName: string;
  accredDate: string;
  accredDescription: string;
};
export const EDU_FIELDS = [
  'type',
  'school',
  'degree',
  'fieldOfStudy',
  'startDate',
  'endDate',
  'description',
  'accredName',
  'accredDate',
  'accredDescription',
] as const;

export function eduValues(entry: EduAccred | null): EduValues {
  const empty: EduValues = {
    type: '',
    school: '',
    degree: '',
    fieldOfStudy: '',
    startDate: '',
    endDate: '',
    description: '',
    accredName: '',
    accredDate: '',
    accredDescription: '',
  };
  if (!entry) return empty;
  if (entry.type === 'education') {
    return {
      ...empty,
      type: 'education',
      school: entry.school,
      degree: entry.degree,
      fieldOfStudy: entry.fieldOfStudy,
      startDate: toYearInput(entry.startDate),
      endDate: toYearInput(entry.endDate),
      description: entry.description,
    };
  }
  return {
    ...empty,
    type: 'accreditation',
    accredName: entry.accredName,
    accredDate: toYearInput(entry.accredDate),
    accredDescription: entry.accredDescription,
  };
}

/** The API's body: only the chosen type's fields (years as 'YYYY'). */
export function eduAccredPayload(values: EduValues) {
  if (values.type === 'accreditation') {
    return {
      type: values.type,
      accredName: values.accredName,
      accredDate: values.accredDate,
      accredDescription: values.accredDescription,
    };
  }
  return {
    type: values.type,
    school: values.school,
    degree: values.degree,
    fieldOfStudy: values.fieldOfStudy,
    startDate: values.startDate || null,
    endDate: values.endDate,
    description: values.description,
  };
}

/** Work experience newest first (current positions first), as the profile lists them. */
export function sortWorkExp(list: readonly WorkExperience[]): WorkExperience[] {
  const end = (w: WorkExperience) => (w.endDate === 'Present' ? '9999-12-31' : w.endDate);
  return [...list].sort((a, b) =>
    end(b).localeCompare(end(a)) || b.startDate.localeCompare(a.startDate)
  );
}

export function sortEduAccred(list: readonly EduAccred[]): EduAccred[] {
  const end = (e: EduAccred) => (e.type === 'education' ? e.endDate : e.accredDate) ?? '';
  return [...list].sort((a, b) => end(b).localeCompare(end(a)));
}
