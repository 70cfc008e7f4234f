// Sign-up step 3 (spec 002 §2, §4, §7): the work experience and education lists, the dialog open
// to add or edit an entry, the entry whose deletion is being confirmed, and Next (which asks
// first when both lists are empty). Pure, for islands/education-experience.tsx; unit-tested.
import type { Locale } from '../../../shared/i18n.tsx';
import { type EduAccred, PRESENT, type WorkExperience } from '../model.ts';
import {
  eduAccredAfterSave,
  type HistoryEditing,
  type HistoryEntry,
  withoutEntry,
  workExpAfterSave,
} from './history-state.ts';
import { needsSkipConfirmation, sortEduAccred, sortWorkExp } from './history-form-state.ts';
import { monthYearText } from './profile-format.ts';
import {
  initialStepFinish,
  type StepFinish,
  type StepFinishAction,
  stepFinishReducer,
} from '../../../shared/step-finish-state.ts';

export type EduExpState = {
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  editing: HistoryEditing | null;
  deleting: HistoryEntry | null;
  deleteBusy: boolean;
  deleteError?: string;
  /** An entry was saved: the page says so to screen readers. */
  announced: boolean;
  finish: StepFinish;
};

export type EduExpAction =
  | { type: 'edit'; editing: HistoryEditing }
  /** The dialog closed: the API's answer once saved, or null when cancelled. */
  | { type: 'editDone'; answer: unknown }
  | { type: 'askDelete'; target: HistoryEntry }
  | { type: 'cancelDelete' }
  | { type: 'deleteSent' }
  | { type: 'deleteRefused'; message: string }
  | { type: 'deleted' }
  | StepFinishAction;

export function initialEduExp(
  { workExp, eduAccred }: { workExp: WorkExperience[]; eduAccred: EduAccred[] },
): EduExpState {
  return {
    workExp: sortWorkExp(workExp),
    eduAccred: sortEduAccred(eduAccred),
    editing: null,
    deleting: null,
    deleteBusy: false,
    announced: false,
    finish: initialStepFinish(),
  };
}

export function eduExpReducer(state: EduExpState, action: EduExpAction): EduExpState {
  switch (action.type) {
    case 'edit':
      return { ...state, editing: action.editing };
    case 'editDone': {
      const { editing } = state;
      if (!action.answer || !editing) return { ...state, editing: null };
      const lists = editing.kind === 'work'
        ? { workExp: sortWorkExp(workExpAfterSave(state.workExp, action.answer)) }
        : { eduAccred: sortEduAccred(eduAccredAfterSave(state.eduAccred, action.answer)) };
      return { ...state, ...lists, editing: null, announced: true };
    }
    case 'askDelete':
      return { ...state, deleting: action.target, deleteError: undefined };
    case 'cancelDelete':
      return { ...state, deleting: null };
    case 'deleteSent':
      return { ...state, deleteBusy: true, deleteError: undefined };
    case 'deleteRefused':
      return { ...state, deleteBusy: false, deleteError: action.message };
    case 'deleted':
      if (!state.deleting) return state;
      return {
        ...state,
        ...withoutEntry(state, state.deleting),
        deleting: null,
        deleteBusy: false,
      };
    default:
      return { ...state, finish: stepFinishReducer(state.finish, action) };
  }
}

/** Next with both lists empty asks first (the skip dialog); otherwise it finishes the step. */
export const onNextPress = (state: EduExpState) =>
  needsSkipConfirmation(state.workExp, state.eduAccred) ? 'ask' : 'send';

/** The add button of a list: where focus goes once one of its entries is deleted. */
export const addButtonId = (kind: HistoryEntry['kind']) =>
  kind === 'work' ? 'onb-add-work' : 'onb-add-edu';

/** 'Mar 2019 – Present' (the catalog's word for Present). */
export function workDateRange(w: WorkExperience, locale: Locale, present: string): string {
  const end = w.endDate === PRESENT ? present : monthYearText(w.endDate, locale);
  return `${monthYearText(w.startDate, locale)} – ${end}`;
}

/** Education as 'start – end' years (the start is optional); an accreditation's year. */
export function eduYears(e: EduAccred): string {
  return e.type === 'education'
    ? [e.startDate?.slice(0, 4), e.endDate.slice(0, 4)].filter(Boolean).join(' – ')
    : e.accredDate.slice(0, 4);
}
