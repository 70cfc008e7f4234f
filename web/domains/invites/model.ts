// Team invites (spec 002 §2-§5, §9; issue 10): types and constants safe for the browser.

export const INVITE_STATUSES = ['unread', 'read', 'accepted', 'declined'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** The sort menu of spec 002 §9, in its order; 'newest' is the default. */
export const INVITE_SORTS = [
  'newest',
  'oldest',
  'startDate',
  'accepted',
  'declined',
  'unread',
  'read',
  'firstName',
  'lastName',
] as const;
export type InviteSort = (typeof INVITE_SORTS)[number];
export const DEFAULT_INVITE_SORT: InviteSort = 'newest';

/** Offer minimums (spec 002 §9), in dollars and in cents. */
export const MIN_WAGE = 15.2;
export const MIN_WAGE_WITH_VACATION = 15.808;
export const MIN_WAGE_CENTS = 1520;
export const MIN_WAGE_WITH_VACATION_CENTS = 1581;
export const VACATION_RATE = 0.04;
export const MIN_ESTIMATED_HOURS = 1;

/** Timers (spec 002 §9), in milliseconds unless named in seconds. */
export const HIRE_SHOW_MS = 2000;
export const CARD_ON_FILE_ADVANCE_MS = 3000;
export const HIRE_SUCCESS_SECONDS = 20;
export const INVITE_OVERLAY_MS = 5000;
export const STEP_DELAY_MS = 500;

export const INVITE_NOTIFICATION_CLASS = 'Invite';
export const MESSAGE_MAX = 2000;

export const invitePath = (id: string) => `/invites/${encodeURIComponent(id)}`;

export type PartyInfo = {
  userIdNumber: string;
  firstName: string;
  lastName: string;
  imgUrlThumb: string | null;
};

/** One invite as the API answers it (spec 002 §3 teamInvite). */
export type TeamInvite = {
  id: string;
  jobId: string;
  createdAt: string;
  startDate: string;
  actionAt: string | null;
  /** Dollars per hour. */
  propWage: number;
  vacation: boolean;
  estimatedHours: number;
  message: string;
  returnMessage: string | null;
  isRead: boolean;
  isAccepted: boolean;
  isDeclined: boolean;
  deactivateJobOnHire: boolean;
  /** City only for the caregiver; the full address for the family that sent it. */
  address: { addressFull: string | null; locality: string; adminAreaLevel1: string };
  /** Kilometres to the caregiver (caregiver only; null for the family). */
  distanceKm: number | null;
  applicationId: string | null;
  familyInfo: PartyInfo & { clientFirstName: string; clientLastName: string };
  caregiverInfo: PartyInfo;
};

export function inviteStatus(i: Pick<TeamInvite, 'isRead' | 'isAccepted' | 'isDeclined'>) {
  if (i.isAccepted) return 'accepted' as const;
  if (i.isDeclined) return 'declined' as const;
  return i.isRead ? 'read' as const : 'unread' as const;
}

export const isActioned = (i: Pick<TeamInvite, 'isAccepted' | 'isDeclined'>) =>
  i.isAccepted || i.isDeclined;

/** The other party's name as a viewer sees it: a family the caregiver, a caregiver the client. */
export function otherName(
  i: Pick<TeamInvite, 'familyInfo' | 'caregiverInfo'>,
  viewer: 'family' | 'caregiver',
): { firstName: string; lastName: string } {
  return viewer === 'family'
    ? { firstName: i.caregiverInfo.firstName, lastName: i.caregiverInfo.lastName }
    : { firstName: i.familyInfo.clientFirstName, lastName: i.familyInfo.clientLastName };
}

/**
 * The list under a sort of spec 002 §9: newest/oldest by sent time, start date latest first,
 * the four statuses as filters (newest first), names A→Z by the other party.
 */
export function sortInvites<T extends TeamInvite>(
  invites: readonly T[],
  sort: InviteSort,
  viewer: 'family' | 'caregiver',
): T[] {
  const byNewest = [...invites].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const name = (i: T, part: 'firstName' | 'lastName') => otherName(i, viewer)[part].toLowerCase();
  switch (sort) {
    case 'newest':
      return byNewest;
    case 'oldest':
      return byNewest.reverse();
    case 'startDate':
      return byNewest.sort((a, b) => b.startDate.localeCompare(a.startDate));
    case 'accepted':
    case 'declined':
    case 'unread':
    case 'read':
      return byNewest.filter((i) => inviteStatus(i) === sort);
    case 'firstName':
    case 'lastName':
      return byNewest.sort((a, b) => name(a, sort).localeCompare(name(b, sort)));
  }
}

export const isFilterSort = (sort: InviteSort) =>
  sort === 'accepted' || sort === 'declined' || sort === 'unread' || sort === 'read';

/** The offer's minimum (dollars) and the catalog key of its message. */
export function wageMinimum(vacation: boolean) {
  return vacation
    ? { min: MIN_WAGE_WITH_VACATION, key: 'wageMinVacation' as const }
    : { min: MIN_WAGE, key: 'wageMin' as const };
}

/** A negative wage becomes 0 (spec 002 §5). */
export const clampWage = (wage: number) => (Number.isFinite(wage) && wage > 0 ? wage : 0);

export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The team member's hourly wage (cents) including 4% vacation pay. */
export function wageWithVacationCents(propWageCents: number, vacationIncluded: boolean) {
  return vacationIncluded ? propWageCents : Math.round(propWageCents * (1 + VACATION_RATE));
}

/** Seconds left of a countdown of `total` seconds started at `startedAt` (never below 0). */
export function secondsLeft(total: number, startedAt: number, now: number): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

/** The element of the hire page holding the payments domain's card form until step 1 shows it. */
export const HIRE_CARD_SLOT_ID = 'hire-card-form';

/** A live invite into the list: replaced where it is, otherwise added (the list sorts later). */
export function upsertInvite<T extends { id: string }>(list: readonly T[], row: T): T[] {
  return list.some((i) => i.id === row.id)
    ? list.map((i) => (i.id === row.id ? row : i))
    : [row, ...list];
}

/** Up to two initials for an avatar without a photo ('Rose Nguyen' → 'RN'). */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase())
    .join('');
}
