// The schedule panel's state (spec 001 §2, §4, §9) as one reducer: the view (a week from Sunday,
// or 'All Shifts' since a month), its shifts in start order, the page of 12, the expanded shift
// and the Add Shifts dialog. Every day is the care location's (state.zone), never the browser's.
// Pure, so the island's rules are tested without a browser; the island fetches and dispatches.
import { hoursByDay, zoneDate, zoneDayStart } from '../display.ts';
import {
  ALL_SHIFTS_MONTHS_BACK,
  LOAD_MORE_MONTHS,
  type SavedTask,
  type SchedulePanelProps,
  type Shift,
  SHIFT_PAGE_SIZE,
} from '../model.ts';
import { addLocalDays, type LocalDate, monthStartPlus, shiftHours, weekStart } from '../time.ts';

export type View = { mode: 'week'; week: LocalDate } | { mode: 'all'; from: LocalDate };

export type ScheduleState = {
  /** The care location's zone the days are reckoned in (fixed for the panel). */
  zone: string;
  /** The member shown, or null on /myteam/all (fixed for the panel). */
  memberId: string | null;
  view: View;
  shifts: Shift[];
  loading: boolean;
  openId: string | null;
  page: number;
  dialogOpen: boolean;
  savedTasks: SavedTask[];
};

export type ScheduleAction =
  /** A view was asked for: it shows at once, its shifts follow. */
  | { type: 'show'; view: View }
  /** The shifts of `view` arrived (ignored if another view was asked for meanwhile). */
  | { type: 'shown'; view: View; shifts: Shift[] }
  /** The shown view read again after the live channel (re)connected: the page stays. */
  | { type: 'reread'; view: View; shifts: Shift[] }
  /** Load More started, or a load ended without shifts. */
  | { type: 'loading'; loading: boolean }
  /** Load More's older shifts, from `from` up to where the view began (`before`). */
  | { type: 'more'; before: LocalDate; from: LocalDate; shifts: Shift[] }
  /** A live change: the row as this viewer may read it, or null once gone or unreadable. */
  | { type: 'live'; id: string; row: Shift | null }
  | { type: 'changed'; shift: Shift }
  | { type: 'deleted'; id: string }
  | { type: 'added'; shifts: Shift[] }
  | { type: 'toggle'; id: string }
  | { type: 'page'; page: number }
  | { type: 'dialog'; open: boolean }
  | { type: 'savedTasks'; tasks: SavedTask[] };

export const byStart = (a: Shift, b: Shift) =>
  a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);

const sorted = (list: Shift[]) => [...list].sort(byStart);

/** `list` with `incoming` in place of the shifts of the same id, in start order. */
function merged(list: Shift[], incoming: Shift[]): Shift[] {
  const ids = new Set(incoming.map((s) => s.id));
  return sorted([...list.filter((s) => !ids.has(s.id)), ...incoming]);
}

export const sameView = (a: View, b: View) =>
  a.mode === 'week'
    ? b.mode === 'week' && a.week === b.week
    : b.mode === 'all' && a.from === b.from;

export function initialSchedule(props: SchedulePanelProps): ScheduleState {
  const at = props.shifts.findIndex((s) => s.id === props.openShiftId);
  return {
    zone: props.zone,
    memberId: props.memberId,
    view: { mode: 'week', week: props.weekStart },
    shifts: props.shifts,
    loading: false,
    openId: props.openShiftId,
    // The deep-linked shift's page is the one shown first.
    page: at < 0 ? 0 : Math.floor(at / SHIFT_PAGE_SIZE),
    dialogOpen: props.openDialog,
    savedTasks: props.savedTasks,
  };
}

/** This week (from Sunday) or, for 'All Shifts', from the start of the month 3 months ago. */
export const thisWeek = (today: LocalDate): View => ({ mode: 'week', week: weekStart(today) });
export const allShifts = (today: LocalDate): View => ({
  mode: 'all',
  from: monthStartPlus(today, -ALL_SHIFTS_MONTHS_BACK),
});
export const weekAfter = (week: LocalDate, n: number): View => ({
  mode: 'week',
  week: addLocalDays(week, 7 * n),
});

/** Load More's range: 2 months further back, up to where the view begins. */
export function moreRange(view: View): { from: LocalDate; before: LocalDate } | null {
  if (view.mode !== 'all') return null;
  return { from: monthStartPlus(view.from, -LOAD_MORE_MONTHS), before: view.from };
}

/** The instants from the start of day `from` to the start of day `to` (or on), in the zone. */
export function instants(
  from: LocalDate,
  to: LocalDate | null,
  zone: string,
): { from: string; to: string | null } {
  return {
    from: zoneDayStart(from, zone).toISOString(),
    to: to === null ? null : zoneDayStart(to, zone).toISOString(),
  };
}

/** The instants a view covers, for GET /api/shift: [from, to), or [from, ∞) for All Shifts. */
export const rangeOf = (view: View, zone: string) =>
  view.mode === 'week'
    ? instants(view.week, addLocalDays(view.week, 7), zone)
    : instants(view.from, null, zone);

/** Whether a shift starts within the view, on the care location's calendar. */
export function inView(shift: Shift, view: View, zone: string): boolean {
  const day = zoneDate(shift.startTime, zone);
  return view.mode === 'week'
    ? day >= view.week && day < addLocalDays(view.week, 7)
    : day >= view.from;
}

export function scheduleReducer(state: ScheduleState, action: ScheduleAction): ScheduleState {
  switch (action.type) {
    case 'show':
      return { ...state, view: action.view, loading: true };
    case 'shown':
      if (!sameView(state.view, action.view)) return { ...state, loading: false };
      return { ...state, loading: false, shifts: sorted(action.shifts), page: 0 };
    case 'reread':
      if (!sameView(state.view, action.view)) return state;
      return { ...state, shifts: sorted(action.shifts) };
    case 'loading':
      return { ...state, loading: action.loading };
    case 'more':
      // Only onto the view it was asked from ('All Shifts' switched off meanwhile: dropped).
      if (state.view.mode !== 'all' || state.view.from !== action.before) {
        return { ...state, loading: false };
      }
      return {
        ...state,
        loading: false,
        view: { mode: 'all', from: action.from },
        shifts: merged(action.shifts, state.shifts),
      };
    case 'live': {
      const rest = state.shifts.filter((s) => s.id !== action.id);
      const row = action.row;
      const belongs = row && (!state.memberId || row.memberId === state.memberId) &&
        inView(row, state.view, state.zone);
      return { ...state, shifts: belongs ? sorted([...rest, row]) : rest };
    }
    case 'changed':
      return {
        ...state,
        shifts: state.shifts.map((s) => (s.id === action.shift.id ? action.shift : s)),
      };
    case 'deleted':
      return { ...state, shifts: state.shifts.filter((s) => s.id !== action.id), openId: null };
    case 'added': {
      const fresh = action.shifts.filter((s) => inView(s, state.view, state.zone));
      return { ...state, shifts: merged(state.shifts, fresh) };
    }
    case 'toggle':
      return { ...state, openId: state.openId === action.id ? null : action.id };
    case 'page':
      return { ...state, page: action.page };
    case 'dialog':
      return { ...state, dialogOpen: action.open };
    case 'savedTasks':
      return { ...state, savedTasks: action.tasks };
  }
}

/** The page shown (the stored page, kept within the pages there are) and its shifts. */
export function pageOf(shifts: Shift[], page: number) {
  const pages = Math.max(1, Math.ceil(shifts.length / SHIFT_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  return {
    pages,
    current,
    shown: shifts.slice(current * SHIFT_PAGE_SIZE, (current + 1) * SHIFT_PAGE_SIZE),
  };
}

/** The summary bar: hours per day of the view's week and the total (end − start). */
export function hoursSummary(shifts: Shift[], zone: string) {
  return {
    byDay: hoursByDay(shifts, zone),
    total: shifts.reduce((sum, s) => sum + shiftHours(s.startTime, s.endTime), 0),
  };
}

/** The seven days of a week from its Sunday. */
export const weekDays = (week: LocalDate): LocalDate[] =>
  [0, 1, 2, 3, 4, 5, 6].map((i) => addLocalDays(week, i));

/**
 * The address a panel state answers to. On /myteam/all it stays: a member's deep link would show
 * that member only.
 */
export const panelPath = (memberId: string | null, suffix = '') =>
  memberId ? `/myteam/${memberId}${suffix}` : '/myteam/all';

/** The panel's address for the expanded shift, or none. */
export const openShiftPath = (memberId: string | null, openId: string | null) =>
  panelPath(memberId, openId ? `/shift/${openId}` : '');

/** The other party of a shift, as named on /myteam/all. */
export function partyName(shift: Shift, viewerType: 'family' | 'caregiver'): string {
  const p = viewerType === 'family' ? shift.caregiverInfo : shift.familyInfo;
  return `${p.firstName} ${p.lastName}`.trim();
}
