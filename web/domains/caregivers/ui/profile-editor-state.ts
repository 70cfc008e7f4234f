// A caregiver's own /profile (spec 002 §2, §7): the credentials as edited in place, the work and
// education lists, the dialog open (About Me, My Info, an entry to add or edit, an entry to
// delete), the reviews once asked for, and the live Account Status. Pure, for
// islands/profile-editor.tsx; unit-tested beside it.
import type { Locale } from '../../../shared/i18n.tsx';
import type { BgCheckState } from '../../background-checks/model.ts';
import type {
  EduAccred,
  OwnCaregiverCredentials,
  PrivateRecord,
  Review,
  WorkExperience,
} from '../model.ts';
import {
  eduAccredAfterSave,
  type HistoryEditing,
  type HistoryEntry,
  withoutEntry,
  workExpAfterSave,
} from './history-state.ts';
import type { Vocabulary } from './profile-parts.tsx';
import { type AccountStatusView, type LiveFlags, statusAfterFlags } from './status-live.ts';

export type ProfileEditorState = {
  cred: OwnCaregiverCredentials;
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  vocabulary: Vocabulary | null;
  /** The About Me or My Info dialog. */
  dialog: 'about' | 'info' | null;
  /** The work or education entry being added or edited. */
  editing: HistoryEditing | null;
  deleting: HistoryEntry | null;
  deleteBusy: boolean;
  reviews: Review[];
  reviewsLoading: boolean;
  status: AccountStatusView;
};

export type ProfileEditorAction =
  /** Changed in place (the picture, availability, a selection): no dialog to close. */
  | { type: 'changed'; changes: Partial<OwnCaregiverCredentials> }
  /** About Me, My Info or a selection saved: any dialog closes. */
  | { type: 'saved'; changes: Partial<OwnCaregiverCredentials> }
  | { type: 'openDialog'; dialog: 'about' | 'info' }
  | { type: 'closeDialog' }
  | { type: 'edit'; editing: HistoryEditing }
  /** The entry dialog closed: the API's answer once saved, or null when cancelled. */
  | { type: 'editDone'; answer: unknown }
  | { type: 'askDelete'; target: HistoryEntry }
  | { type: 'cancelDelete' }
  | { type: 'deleteSent' }
  | { type: 'deleteRefused' }
  | { type: 'deleted' }
  | { type: 'vocabulary'; vocabulary: Vocabulary }
  | { type: 'reviews'; reviews: Review[] | null }
  /** The account's status flags, pushed live. */
  | { type: 'flags'; flags: LiveFlags }
  /** The private record, read again on every (re)connect. */
  | { type: 'record'; record: PrivateRecord };

export type ProfileEditorInit = {
  credentials: OwnCaregiverCredentials;
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  bgCheckState: BgCheckState;
  isBanking: boolean;
  vocabulary: Vocabulary | null;
};

export function initialProfileEditor(init: ProfileEditorInit): ProfileEditorState {
  return {
    cred: init.credentials,
    workExp: init.workExp,
    eduAccred: init.eduAccred,
    vocabulary: init.vocabulary,
    dialog: null,
    editing: null,
    deleting: null,
    deleteBusy: false,
    reviews: [],
    // Reviews are asked for only when there are some (spec 002 §7).
    reviewsLoading: init.credentials.reviews > 0,
    status: { bgCheckState: init.bgCheckState, isBanking: init.isBanking },
  };
}

export function profileEditorReducer(
  state: ProfileEditorState,
  action: ProfileEditorAction,
): ProfileEditorState {
  switch (action.type) {
    case 'changed':
      return { ...state, cred: { ...state.cred, ...action.changes } };
    case 'saved':
      return { ...state, cred: { ...state.cred, ...action.changes }, dialog: null };
    case 'openDialog':
      return { ...state, dialog: action.dialog };
    case 'closeDialog':
      return { ...state, dialog: null };
    case 'edit':
      return { ...state, editing: action.editing };
    case 'editDone': {
      const { editing } = state;
      if (!action.answer || !editing) return { ...state, editing: null };
      return editing.kind === 'work'
        ? { ...state, workExp: workExpAfterSave(state.workExp, action.answer), editing: null }
        : {
          ...state,
          eduAccred: eduAccredAfterSave(state.eduAccred, action.answer),
          editing: null,
        };
    }
    case 'askDelete':
      return { ...state, deleting: action.target };
    case 'cancelDelete':
      return { ...state, deleting: null };
    case 'deleteSent':
      return { ...state, deleteBusy: true };
    case 'deleteRefused':
      return { ...state, deleteBusy: false };
    case 'deleted':
      if (!state.deleting) return state;
      return {
        ...state,
        ...withoutEntry(state, state.deleting),
        deleting: null,
        deleteBusy: false,
      };
    case 'vocabulary':
      return { ...state, vocabulary: action.vocabulary };
    case 'reviews':
      return { ...state, reviews: action.reviews ?? state.reviews, reviewsLoading: false };
    case 'flags':
      return { ...state, status: statusAfterFlags(state.status, action.flags) };
    case 'record':
      return {
        ...state,
        status: {
          bgCheckState: action.record.bgCheck.state,
          // Banking saved on this page stays saved: the record only adds to it.
          isBanking: state.status.isBanking || action.record.bankingDetails !== null,
        },
      };
  }
}

/** GET /api/review/get_all answers a list, or { reviews }. */
export function reviewsFrom(data: Review[] | { reviews?: Review[] }): Review[] {
  return Array.isArray(data) ? data : data.reviews ?? [];
}

/** How /profile names an entry in its buttons and its delete question. */
export function profileEntryName(target: HistoryEntry): string {
  if (target.kind === 'work') return target.entry.title;
  return target.entry.type === 'education' ? target.entry.school : target.entry.accredName;
}

/** The wage as the catalog's '${amount}/hr' wraps it: '24.50', or '24,50' in French. */
export function wageAmount(wageExp: number, locale: Locale): string {
  const text = wageExp.toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}
