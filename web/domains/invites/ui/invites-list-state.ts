// /invites' rules as pure functions (spec 002 §2, §5, §9), for the island and its parts: which
// invites show (one asked for, or all under the sort), which a caregiver marks read, the empty
// line, the other party as a card shows it, and the respond dialog's check. Tested in
// invites-list-state.test.ts.
import { fieldIssues } from '../../../shared/valibot-fields.ts';
import type { InviteMessageKey } from '../messages.ts';
import {
  initialsOf,
  type InviteSort,
  isFilterSort,
  sortInvites,
  type TeamInvite,
} from '../model.ts';
import { RespondDialogSchema } from '../schemas.ts';

export type Viewer = 'family' | 'caregiver';

/** /invites/{inviteId} shows that invite alone; /invites all of them under the sort. */
export function shownInvites(
  invites: readonly TeamInvite[],
  selected: string | null,
  sort: InviteSort,
  viewer: Viewer,
): TeamInvite[] {
  return selected ? invites.filter((i) => i.id === selected) : sortInvites(invites, sort, viewer);
}

/** The shown invites a caregiver marks read by viewing them: unread and not asked already. */
export function toMarkRead(
  shown: readonly TeamInvite[],
  asked: ReadonlySet<string>,
  viewer: Viewer,
): string[] {
  if (viewer !== 'caregiver') return [];
  return shown.filter((i) => !i.isRead && !asked.has(i.id)).map((i) => i.id);
}

/** An invite the server answered with takes its place in the list. */
export const replaceInvite = (all: readonly TeamInvite[], updated: TeamInvite) =>
  all.map((x) => (x.id === updated.id ? updated : x));

/** Nothing to show: 'no {sort} invites' under a status filter when there are others, else none. */
export function emptyLine(
  sort: InviteSort,
  total: number,
): { key: 'emptySort'; sort: InviteSort } | { key: 'empty' } {
  return isFilterSort(sort) && total > 0 ? { key: 'emptySort', sort } : { key: 'empty' };
}

/** Whom a card is about: a family sees the caregiver, a caregiver the client. */
export function cardParty(i: TeamInvite, viewer: Viewer) {
  const [first, last, img] = viewer === 'family'
    ? [i.caregiverInfo.firstName, i.caregiverInfo.lastName, i.caregiverInfo.imgUrlThumb]
    : [i.familyInfo.clientFirstName, i.familyInfo.clientLastName, i.familyInfo.imgUrlThumb];
  return { name: `${first} ${last}`, initials: initialsOf(first, last), img };
}

/** The posting as a card links it: the family's own posting page, or the public one. */
export const jobHref = (i: Pick<TeamInvite, 'jobId'>, viewer: Viewer) =>
  viewer === 'family' ? `/profile/jobs/${i.jobId}` : `/job/${i.jobId}`;

/** The job number a card shows: the posting id's first 8 characters, uppercased. */
export const jobNumber = (jobId: string) => jobId.slice(0, 8).toUpperCase();

export type RespondAction = 'accept' | 'decline';

/** The respond dialog's answer checked as the server will: both an action and a message. */
export function respondErrors(
  action: RespondAction | '',
  returnMessage: string,
): Partial<Record<string, InviteMessageKey | string>> {
  return fieldIssues(RespondDialogSchema, { action, returnMessage });
}

/** The overlay after an answer (spec 002 §9: it stays 5 s). */
export const overlayAfter = (action: RespondAction) =>
  action === 'accept' ? 'accepted' as const : 'declined' as const;
