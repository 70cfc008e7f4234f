import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import type { SchedulePanelProps, Shift } from '../model.ts';
import {
  allShifts,
  hoursSummary,
  initialSchedule,
  inView,
  moreRange,
  openShiftPath,
  pageOf,
  panelPath,
  partyName,
  rangeOf,
  scheduleReducer,
  type ScheduleState,
  thisWeek,
  weekAfter,
} from './schedule-state.ts';

const ZONE = 'America/Toronto';
const MEMBER = 'member-1';

function shift(id: string, startTime: string, hours = 4, over: Partial<Shift> = {}): Shift {
  const end = new Date(Date.parse(startTime) + hours * 3_600_000).toISOString();
  return {
    id,
    memberId: MEMBER,
    teamId: '1001',
    startTime,
    endTime: end,
    timeZone: ZONE,
    note: '',
    createdAt: '2026-11-01T12:00:00.000Z',
    address: { addressFull: '' },
    service: [],
    conditions: [],
    languagePref: [],
    caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen', userIdNumber: '7' },
    familyInfo: { firstName: 'Erin', lastName: 'Tester', userIdNumber: '8', imgUrlThumb: null },
    reports: [],
    numTasks: 0,
    numTasksActioned: 0,
    checkedInAt: null,
    completedAt: null,
    shiftNote: '',
    state: 'scheduled',
    isUnactioned: false,
    status: {
      isCheckedIn: false,
      isCompleted: false,
      isPaid: false,
      isSubmitted: false,
      isApproved: false,
    },
    visits: [],
    ...over,
  };
}

function props(over: Partial<SchedulePanelProps> = {}): SchedulePanelProps {
  return {
    viewerType: 'family',
    memberId: MEMBER,
    caregiverName: 'Carla',
    zone: ZONE,
    now: '2026-11-24T15:00:00.000Z',
    weekStart: '2026-11-22',
    shifts: [],
    openShiftId: null,
    openDialog: false,
    savedTasks: [],
    vocabulary: { conditions: {}, languages: {} },
    ...over,
  };
}

const ids = (s: ScheduleState) => s.shifts.map((x) => x.id);

// Monday Nov 23, 2026 in Toronto (UTC−5); Sunday Nov 29 22:30 there is Monday 03:30 UTC.
const monday = shift('b', '2026-11-23T14:00:00.000Z');
const sunday = shift('a', '2026-11-22T14:00:00.000Z');
const nextSundayLate = shift('c', '2026-11-30T03:30:00.000Z');

Deno.test('schedule: a deep-linked shift opens on its own page of 12', () => {
  const many = Array.from(
    { length: 30 },
    (_, i) =>
      shift(
        `s${String(i).padStart(2, '0')}`,
        `2026-11-23T${String(i % 24).padStart(2, '0')}:00:00.000Z`,
        0.5,
      ),
  );
  const s = initialSchedule(props({ shifts: many, openShiftId: 's14' }));
  assertEquals(s.page, 1);
  assertEquals(s.openId, 's14');
  assertEquals(initialSchedule(props({ shifts: many, openShiftId: 'gone' })).page, 0);
  assertEquals(initialSchedule(props({ openDialog: true })).dialogOpen, true);
});

Deno.test('schedule: pages of 12, the stored page kept within the pages there are', () => {
  const list = Array.from({ length: 13 }, (_, i) => shift(`s${i}`, '2026-11-23T14:00:00.000Z'));
  assertEquals(pageOf(list, 0).pages, 2);
  assertEquals(pageOf(list, 1).shown.length, 1);
  assertEquals(pageOf(list.slice(0, 3), 1).current, 0);
  assertEquals(pageOf([], 0), { pages: 1, current: 0, shown: [] });
});

Deno.test('schedule: a week is Sunday to Saturday on the care zone’s calendar', () => {
  const week = thisWeek('2026-11-25');
  assertEquals(week, { mode: 'week', week: '2026-11-22' });
  assertEquals(weekAfter('2026-11-22', -1), { mode: 'week', week: '2026-11-15' });
  assertEquals(rangeOf(week, ZONE), {
    from: '2026-11-22T05:00:00.000Z',
    to: '2026-11-29T05:00:00.000Z',
  });
  assertEquals(inView(sunday, week, ZONE), true);
  // 22:30 on Sunday the 29th in Toronto is next week there, whatever UTC says.
  assertEquals(inView(nextSundayLate, week, ZONE), false);
  assertEquals(inView(nextSundayLate, weekAfter('2026-11-22', 1), ZONE), true);
});

Deno.test('schedule: All Shifts reaches back to the start of the month 3 months ago, then 2 more', () => {
  const all = allShifts('2026-11-25');
  assertEquals(all, { mode: 'all', from: '2026-08-01' });
  assertEquals(rangeOf(all, ZONE), { from: '2026-08-01T04:00:00.000Z', to: null });
  assertEquals(moreRange(all), { from: '2026-06-01', before: '2026-08-01' });
  assertEquals(moreRange(thisWeek('2026-11-25')), null);
});

Deno.test('schedule: a view’s shifts replace the list in start order; a late answer is dropped', () => {
  let s = initialSchedule(props({ shifts: [monday] }));
  s = scheduleReducer({ ...s, page: 3 }, { type: 'show', view: weekAfter('2026-11-22', 1) });
  assertEquals(s.loading, true);
  // The answer for the week asked before arrives after another week was asked: not shown.
  const stale = scheduleReducer(s, {
    type: 'shown',
    view: thisWeek('2026-11-25'),
    shifts: [sunday],
  });
  assertEquals([ids(stale), stale.loading], [['b'], false]);
  s = scheduleReducer(s, {
    type: 'shown',
    view: weekAfter('2026-11-22', 1),
    shifts: [nextSundayLate, monday],
  });
  assertEquals([ids(s), s.page, s.loading], [['b', 'c'], 0, false]);
});

Deno.test('schedule: Load More puts older shifts first, once each', () => {
  let s = scheduleReducer(initialSchedule(props({ shifts: [] })), {
    type: 'show',
    view: allShifts('2026-11-25'),
  });
  s = scheduleReducer(s, { type: 'shown', view: allShifts('2026-11-25'), shifts: [monday] });
  const older = shift('z', '2026-07-02T14:00:00.000Z');
  s = scheduleReducer(s, {
    type: 'more',
    from: '2026-06-01',
    before: '2026-08-01',
    shifts: [monday, older],
  });
  assertEquals(ids(s), ['z', 'b']);
  assertEquals(s.view, { mode: 'all', from: '2026-06-01' });
  // More that arrives once 'All Shifts' was switched off is dropped.
  const off = scheduleReducer({ ...s, view: thisWeek('2026-11-25') }, {
    type: 'more',
    from: '2026-04-01',
    before: '2026-06-01',
    shifts: [shift('y', '2026-05-02T14:00:00.000Z')],
  });
  assertEquals(ids(off), ['z', 'b']);
});

Deno.test('schedule: live rows join, move and leave the view', () => {
  let s = initialSchedule(props({ shifts: [monday] }));
  s = scheduleReducer(s, { type: 'live', id: 'a', row: sunday });
  assertEquals(ids(s), ['a', 'b']);
  // Moved to next week: gone from this one.
  s = scheduleReducer(s, {
    type: 'live',
    id: 'a',
    row: { ...sunday, startTime: '2026-11-30T14:00:00.000Z' },
  });
  assertEquals(ids(s), ['b']);
  // Another member's shift, on a member's page: not shown.
  s = scheduleReducer(s, {
    type: 'live',
    id: 'x',
    row: shift('x', monday.startTime, 1, { memberId: 'other' }),
  });
  assertEquals(ids(s), ['b']);
  // On /myteam/all every member's is.
  const all = initialSchedule(props({ memberId: null, shifts: [monday] }));
  assertEquals(
    ids(
      scheduleReducer(all, {
        type: 'live',
        id: 'x',
        row: shift('x', monday.startTime, 1, { memberId: 'other' }),
      }),
    ),
    ['b', 'x'],
  );
  // Deleted, or no longer readable.
  assertEquals(ids(scheduleReducer(s, { type: 'live', id: 'b', row: null })), []);
});

Deno.test('schedule: expanding, deleting, adding and reading again', () => {
  let s = initialSchedule(props({ shifts: [monday] }));
  s = scheduleReducer(s, { type: 'toggle', id: 'b' });
  assertEquals(s.openId, 'b');
  assertEquals(scheduleReducer(s, { type: 'toggle', id: 'b' }).openId, null);
  const checkedIn = { ...monday, state: 'checked_in' as const };
  assertEquals(
    scheduleReducer(s, { type: 'changed', shift: checkedIn }).shifts[0].state,
    'checked_in',
  );
  const deleted = scheduleReducer(s, { type: 'deleted', id: 'b' });
  assertEquals([ids(deleted), deleted.openId], [[], null]);
  // New shifts outside the week shown are not listed; the ones in it are, in order.
  s = scheduleReducer(s, { type: 'added', shifts: [nextSundayLate, sunday] });
  assertEquals(ids(s), ['a', 'b']);
  // Read again after reconnecting: the page stays where it was.
  s = scheduleReducer({ ...s, page: 1 }, { type: 'reread', view: s.view, shifts: [monday] });
  assertEquals([ids(s), s.page], [['b'], 1]);
  s = scheduleReducer(s, { type: 'dialog', open: true });
  assertEquals(s.dialogOpen, true);
});

Deno.test('schedule: the summary, the names and the addresses', () => {
  const summary = hoursSummary([monday, shift('d', '2026-11-23T19:00:00.000Z', 1.5)], ZONE);
  assertEquals(summary.byDay['2026-11-23'], 5.5);
  assertEquals(summary.total, 5.5);
  assertEquals(partyName(monday, 'family'), 'Carla Nguyen');
  assertEquals(partyName(monday, 'caregiver'), 'Erin Tester');
  assertEquals(panelPath(null, '/shift/b'), '/myteam/all');
  assertEquals(panelPath(MEMBER, '/schedule-shift'), '/myteam/member-1/schedule-shift');
  assertEquals(openShiftPath(MEMBER, 'b'), '/myteam/member-1/shift/b');
  assertEquals(openShiftPath(MEMBER, null), '/myteam/member-1');
});
