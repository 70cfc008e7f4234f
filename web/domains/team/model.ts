// My Team (spec 001 §2-§5, §9; issue 10): types and constants safe for the browser.

export const RELATIONSHIPS = [
  'Parent',
  'Sibling',
  'Children',
  'Grandchildren',
  'Relative',
  'Friend',
  'Other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
/** Relationships that need specifyRelationship (spec 001 §5). */
export const SPECIFIED_RELATIONSHIPS: readonly Relationship[] = ['Relative', 'Other'];

export const MIN_EMERGENCY_CONTACTS = 2;
export const MAX_EMERGENCY_CONTACTS = 20;
export const PINNED_NOTE_LINES = 5;
export const PINNED_NOTE_MAX = 5000;
export const CARE_PLAN_ITEM_MAX = 200;
export const TEAM_CARD_HEIGHT = 169;

export type EmergencyContact = {
  name: string;
  relationship: Relationship;
  specifyRelationship: string;
  phoneNum: string;
  primary: boolean;
};

/** One team member as the API answers it (spec 001 §3 Team member). */
export type TeamMember = {
  id: string;
  /** The family's team: its public user number (the same teamId as on shifts and tasks). */
  teamId: string;
  createdAt: string;
  startDate: string;
  /** Hourly, dollars, including 4% vacation pay. */
  wage: number;
  service: string[];
  pinnedNote: string;
  numShifts: number;
  jobId: string | null;
  review: {
    isReviewed: boolean;
    id: string | null;
    /** The review's overall score (the average of the four ratings), null until reviewed. */
    score: number | null;
    shouldInquire: boolean;
    blockReview: boolean;
  };
  caregiverInfo: {
    firstName: string;
    lastName: string;
    imgUrlThumb: string | null;
    userIdNumber: string;
  };
  familyInfo: {
    firstName: string;
    lastName: string;
    clientFirstName: string;
    clientLastName: string;
    imgUrlThumb: string | null;
    userIdNumber: string;
    emergencyContacts: EmergencyContact[];
  };
  address: { addressFull: string };
};

/** The other party's name: a family sees the caregiver, a caregiver the client (spec 001 §2). */
export function memberName(m: TeamMember, viewer: 'family' | 'caregiver' | 'admin') {
  return viewer === 'caregiver'
    ? `${m.familyInfo.clientFirstName} ${m.familyInfo.clientLastName}`.trim()
    : `${m.caregiverInfo.firstName} ${m.caregiverInfo.lastName}`.trim();
}

/** A member id as shown: first 6 characters, uppercased (spec 002 §9). */
export const displayMemberId = (id: string) => id.slice(0, 6).toUpperCase();

/** A care-plan key split into words: 'mealPrep' → 'Meal Prep'. */
export function carePlanLabel(item: string): string {
  const spaced = item.replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A typed care-plan item stored camel-case: 'meal prep' → 'mealPrep'. */
export function carePlanKey(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  return words.map((w, i) =>
    i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1)
  ).join('');
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Which member a /myteam path shows (spec 001 §2): no members → /myteam; no id → /myteam/all;
 * an unknown id → the first member.
 */
export function resolveMemberPath(
  memberIds: readonly string[],
  requested: string | null,
): { redirect: string | null; memberId: string | null; showAll: boolean } {
  if (memberIds.length === 0) {
    return { redirect: requested === null ? null : '/myteam', memberId: null, showAll: false };
  }
  if (requested === null) return { redirect: '/myteam/all', memberId: null, showAll: true };
  if (requested === 'all') return { redirect: null, memberId: null, showAll: true };
  if (memberIds.includes(requested)) return { redirect: null, memberId: requested, showAll: false };
  return { redirect: null, memberId: memberIds[0], showAll: false };
}

/**
 * Whether the right side (member, or every member's schedule) shows first: on narrow screens the
 * list and it alternate, and /myteam/all and /myteam/{id} open on the schedule (spec 001 §2).
 */
export const panelShownFirst = (memberId: string | null, showAll: boolean) =>
  memberId !== null || showAll;

/** The care plan's update path: with the family's yes, the unstarted shifts follow (§7). */
export const carePlanPath = (includeShifts: boolean) =>
  includeShifts ? 'update/include-shifts' : 'update';

/** The Sunday that starts the week of `date` (YYYY-MM-DD, UTC calendar arithmetic). */
export function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
