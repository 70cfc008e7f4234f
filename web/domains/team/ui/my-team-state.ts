// My Team's rules as pure functions (spec 001 §2, §4, §5), for the island and its parts: how the
// narrow layout slides, which review button a member's summary shows, and the edits to the care
// plan and the emergency contacts before they are saved. Tested in my-team-state.test.ts.
import { MIN_COMPLETED_SHIFTS } from '../../reviews/model.ts';
import type { TeamMessageKey } from '../messages.ts';
import {
  carePlanKey,
  type EmergencyContact,
  MIN_EMERGENCY_CONTACTS,
  type TeamMember,
} from '../model.ts';
import { checkContacts, formatPhone } from '../schemas.ts';

export type Viewer = 'family' | 'caregiver';

/** The list and the panel; on narrow screens one shows at a time and the last move slides. */
export type Layout = { panelOpen: boolean; slid: 'in' | 'back' | null };

export const openPanel = (open: boolean): Layout => ({
  panelOpen: open,
  slid: open ? 'in' : 'back',
});

export const layoutClass = ({ panelOpen, slid }: Layout) =>
  `team ${panelOpen ? 'team--panel' : 'team--list'}${slid ? ` team--slide-${slid}` : ''}`;

/** A member saved by the server takes its place in the list. */
export const replaceMember = (all: readonly TeamMember[], m: TeamMember) =>
  all.map((x) => (x.id === m.id ? m : x));

/**
 * The summary card's review button (spec 001 §4): a caregiver may view a review once it exists;
 * a family edits its review, or submits one from the third completed shift unless reviews are
 * blocked (then no hint either). The reviews domain's page enforces the same on the server.
 */
export type ReviewButton =
  | { kind: 'view' | 'edit' | 'submit' }
  | { kind: 'viewDisabled' }
  | { kind: 'notEligible'; hint: boolean };

export function reviewButton(
  member: Pick<TeamMember, 'numShifts' | 'review'>,
  viewer: Viewer,
): ReviewButton {
  if (viewer === 'caregiver') {
    return { kind: member.review.isReviewed ? 'view' : 'viewDisabled' };
  }
  if (member.review.isReviewed) return { kind: 'edit' };
  const eligible = member.numShifts >= MIN_COMPLETED_SHIFTS && !member.review.blockReview;
  return eligible ? { kind: 'submit' } : { kind: 'notEligible', hint: !member.review.blockReview };
}

/** The care plan with a typed item added (stored camel-case); a blank one adds nothing. */
export function addCarePlanItem(items: readonly string[], draft: string): string[] {
  return draft.trim() ? [...items, carePlanKey(draft)] : [...items];
}

export const withoutIndex = <T>(list: readonly T[], i: number): T[] =>
  list.filter((_, j) => j !== i);

export const EMPTY_CONTACT: EmergencyContact = {
  name: '',
  // Unchosen until the family picks one: the select shows '—' and the schema refuses it.
  relationship: '' as EmergencyContact['relationship'],
  specifyRelationship: '',
  phoneNum: '',
  primary: false,
};

/** Field errors, keyed by the contact form's field names (or `list` for the whole list). */
export type ContactFormErrors = Record<string, TeamMessageKey | string | undefined>;

/**
 * Adding the contact being typed: refused with its own fields' errors, or added with its phone
 * formatted (the errors of the contacts already listed are not the form's business).
 */
export function addContact(
  contacts: readonly EmergencyContact[],
  draft: EmergencyContact,
): { contacts: EmergencyContact[]; errors: ContactFormErrors } {
  const { errors: found } = checkContacts([...contacts, draft]);
  const prefix = `emergencyContacts.${contacts.length}.`;
  const errors: ContactFormErrors = {};
  for (const [key, message] of Object.entries(found)) {
    if (key.startsWith(prefix)) errors[key.slice(prefix.length)] = message;
  }
  if (Object.keys(errors).length) return { contacts: [...contacts], errors };
  return { contacts: [...contacts, { ...draft, phoneNum: formatPhone(draft.phoneNum) }], errors };
}

/** The form shows while fewer contacts than the minimum are listed. */
export const canAddContact = (contacts: readonly unknown[]) =>
  contacts.length < MIN_EMERGENCY_CONTACTS;

/**
 * Saving the list: refused with 'Missing Emergency Contact 1/2' when too short, otherwise the
 * payload, the first contact primary whatever was shown before.
 */
export function contactsToSave(
  contacts: readonly EmergencyContact[],
):
  | { ok: false; errors: ContactFormErrors }
  | { ok: true; body: { emergencyContacts: EmergencyContact[] } } {
  const { errors } = checkContacts(contacts);
  if (errors.emergencyContacts) return { ok: false, errors: { list: errors.emergencyContacts } };
  return {
    ok: true,
    body: { emergencyContacts: contacts.map((c, i) => ({ ...c, primary: i === 0 })) },
  };
}
