// The shapes the shifts API answers (spec 001 §3) and the constants of spec 001 §9.
import type { ShiftState, TaskState } from './lifecycle.ts';

/** One request of POST /shift/new-shift adds at most a year of daily shifts. */
export const MAX_SHIFTS_PER_REQUEST = 366;
export const SHIFT_PAGE_SIZE = 12;
/** Visit records farther than this from the care address are flagged (not refused). */
export const VISIT_FLAG_METRES = 500;
export const SHIFT_NOTIFICATION_CLASS = 'Shift';

export type PartyInfo = { firstName: string; lastName: string; userIdNumber: string };

export type VisitRecord = {
  kind: 'check-in' | 'completion';
  recordedAt: string;
  distanceM: number | null;
  flagged: boolean;
  accuracy: number | null;
};

export type Shift = {
  id: string;
  memberId: string;
  /** The family's team: its public user number (the same on shifts, tasks and members). */
  teamId: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  note: string;
  createdAt: string;
  address: { addressFull: string };
  service: string[];
  /** The client's conditions and preferred languages (keys), copied when the shift was made. */
  conditions: string[];
  languagePref: string[];
  caregiverInfo: PartyInfo;
  familyInfo: PartyInfo & { imgUrlThumb: string | null };
  /** The ids of the reports filed on the shift that the reader may read, oldest first. */
  reports: string[];
  numTasks: number;
  numTasksActioned: number;
  checkedInAt: string | null;
  completedAt: string | null;
  shiftNote: string;
  state: ShiftState;
  isUnactioned: boolean;
  status: {
    isCheckedIn: boolean;
    isCompleted: boolean;
    isPaid: boolean;
    isSubmitted: boolean;
    isApproved: boolean;
  };
  visits: VisitRecord[];
};

export type Task = {
  id: string;
  shiftId: string;
  memberId: string;
  /** The family's team, as on Shift. */
  teamId: string;
  title: string;
  body: string;
  time: string | null;
  note: string;
  state: TaskState;
  isCompleted: boolean;
  isDeclined: boolean;
  actionedAt: string | null;
  createdAt: string;
};

export type SavedTask = { title: string; body: string; time: string };

/** Spec 001 §4, §9: the first 'All Shifts' load reaches back to the start of the month 3 months ago. */
export const ALL_SHIFTS_MONTHS_BACK = 3;
/** Each 'Load More' reaches another 2 months further back. */
export const LOAD_MORE_MONTHS = 2;
/** Spec 001 §4, §9: the update check runs 250 ms after a shift action. */
export const UPDATE_CHECK_MS = 250;
/** Spec 001 §7, §9: the location lookup for check-in and completion. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 10000,
} as const;
/** The time picker's step (spec 001 §5, §9), in seconds for `<input type=time step>`. */
export const TIME_STEP_SECONDS = 5 * 60;

/** Labels of the reference keys a shift carries (conditions, languages), in both languages. */
export type CareVocabulary = {
  conditions: Record<string, { en: string; fr: string }>;
  languages: Record<string, { en: string; fr: string }>;
};

/** A key's label in `locale`, or the key made readable ('homeCare' → 'Home care') if unknown. */
export function vocabularyLabel(
  map: CareVocabulary[keyof CareVocabulary],
  key: string,
  locale: string,
): string {
  const found = map[key];
  if (found) return locale === 'fr' ? found.fr : found.en;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the My Team pages hand the schedule panel island ('shifts/schedule-panel'). */
export type SchedulePanelProps = {
  viewerType: 'family' | 'caregiver';
  /** The member shown, or null on /myteam/all: every member's shifts. */
  memberId: string | null;
  /** The caregiver's first name, for 'Successfully added {n} shifts for {name}!'. */
  caregiverName: string;
  /** The care location's IANA zone: the week and its days are reckoned in it (on /myteam/all,
   * the first member's); each shift's own times are shown in its own zone. */
  zone: string;
  /** The server's clock when the page was rendered (ISO). */
  now: string;
  /** The Sunday of the week shown first (the deep-linked shift's week, else this week). */
  weekStart: string;
  /** That week's shifts. */
  shifts: Shift[];
  /** The deep-linked shift (`/myteam/{memberId}/shift/{shiftId}`), shown expanded. */
  openShiftId: string | null;
  /** `/myteam/{memberId}/schedule-shift` opens the Add Shifts dialog at once (family). */
  openDialog: boolean;
  /** The family's saved tasks (credentials.savedTasks). */
  savedTasks: SavedTask[];
  /** Labels of the client's conditions and languages shown on each shift. */
  vocabulary: CareVocabulary;
};
