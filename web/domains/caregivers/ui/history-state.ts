// Work experience and education lists as the onboarding step and /profile edit them (spec 002
// §2, §7): what the add/edit dialogs' answers do to a list, which address deletes an entry, and
// the list without it. Pure; unit-tested beside it.
import type { EduAccred, WorkExperience } from '../model.ts';

/** An existing entry of either list. */
export type HistoryEntry =
  | { kind: 'work'; entry: WorkExperience }
  | { kind: 'edu'; entry: EduAccred };

/** The entry an add/edit dialog is open for (null adds one). */
export type HistoryEditing =
  | { kind: 'work'; entry: WorkExperience | null }
  | { kind: 'edu'; entry: EduAccred | null };

export type HistoryLists = { workExp: WorkExperience[]; eduAccred: EduAccred[] };

/** DELETE's address for an entry. */
export function historyEntryPath(target: HistoryEntry): string {
  return target.kind === 'work'
    ? `/api/user/work-exp/${encodeURIComponent(target.entry.workExpId)}`
    : `/api/user/edu-accred/${encodeURIComponent(target.entry.eduAccredId)}`;
}

/** The lists once an entry is deleted. */
export function withoutEntry(lists: HistoryLists, target: HistoryEntry): HistoryLists {
  if (target.kind === 'work') {
    const id = target.entry.workExpId;
    return { ...lists, workExp: lists.workExp.filter((w) => w.workExpId !== id) };
  }
  const id = target.entry.eduAccredId;
  return { ...lists, eduAccred: lists.eduAccred.filter((e) => e.eduAccredId !== id) };
}

/** After a save the API answers the whole list ({ workExp }); a lone entry is merged in. */
export function workExpAfterSave(list: WorkExperience[], answer: unknown): WorkExperience[] {
  if (!answer || typeof answer !== 'object') return list;
  if ('workExp' in answer && Array.isArray(answer.workExp)) return answer.workExp;
  if ('workExpId' in answer) {
    const got = answer as WorkExperience;
    return [...list.filter((w) => w.workExpId !== got.workExpId), got];
  }
  return list;
}

/** The same for education and accreditation ({ eduAccred }). */
export function eduAccredAfterSave(list: EduAccred[], answer: unknown): EduAccred[] {
  if (!answer || typeof answer !== 'object') return list;
  if ('eduAccred' in answer && Array.isArray(answer.eduAccred)) return answer.eduAccred;
  if ('eduAccredId' in answer) {
    const got = answer as EduAccred;
    return [...list.filter((e) => e.eduAccredId !== got.eduAccredId), got];
  }
  return list;
}
