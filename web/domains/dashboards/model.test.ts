import assert from 'node:assert/strict';
import type { AccountStatus, Viewer } from '../../server/viewer.server.ts';
import { type DashboardReaders, loadDashboard } from './actions.server.ts';
import {
  chipsOf,
  choosePane,
  EMPTY_SWIPE,
  firstPaneState,
  initialSwipePane,
  missingAccountItems,
  monthlyEarningsCents,
  paneAfterUpdate,
  roundHalfKm,
  sectionsForChange,
  stepsFromFlags,
  sundayWeeks,
  upcomingWindow,
  weekChangePercent,
  whatNextState,
  ytdEarningsCents,
  ZERO_COUNTS,
} from './model.ts';

const steps = (profile: boolean, message: boolean, apply: boolean, shift: boolean, all = false) =>
  whatNextState({ profile, message, apply, shift, completedAll: all });

Deno.test('What Next?: each step is done when its records say so, the first not done is current', () => {
  assert.deepEqual(steps(false, false, false, false).steps, ['current', 'todo', 'todo', 'todo']);
  assert.deepEqual(steps(true, false, false, false).steps, ['done', 'current', 'todo', 'todo']);
  assert.deepEqual(steps(true, true, true, false).steps, ['done', 'done', 'done', 'current']);
  // Hired through an invite: shifts completed, no application and no message yet. The completed
  // shift shows done; the first message is the step to take (never 'send a first message' as
  // though nothing had happened after it).
  assert.deepEqual(steps(true, false, false, true).steps, ['done', 'current', 'todo', 'done']);
  assert.deepEqual(steps(true, true, true, true).steps, ['done', 'done', 'done', 'done']);
});

Deno.test('What Next?: asks completed_all once the first shift is done, gone for good after', () => {
  assert.equal(steps(true, true, true, false).checkCompletedAll, false);
  assert.equal(steps(true, false, false, true).checkCompletedAll, true);
  assert.equal(steps(true, true, true, true).checkCompletedAll, true);
  assert.equal(steps(true, true, true, true).show, true);
  const done = steps(true, true, true, true, true);
  assert.equal(done.show, false);
  assert.equal(done.checkCompletedAll, false);
  // Without the records, the status flags stand in (the spec's isBgCheck for the profile).
  assert.deepEqual(
    stepsFromFlags({
      isProfileCompleted: true,
      isBgCheck: false,
      isMessage: true,
      isApply: false,
      isCompletedFirstShift: true,
      isCompletedAll: false,
    }),
    { profile: false, message: true, apply: false, shift: true, completedAll: false },
  );
});

Deno.test('weeks: Sunday midnight in the user zone, this week and last', () => {
  // Saturday 28 Nov 2026, 23:30 in Toronto is already Sunday 29 Nov in UTC.
  const sat = new Date('2026-11-29T04:30:00Z');
  const toronto = sundayWeeks(sat, 'America/Toronto');
  assert.equal(toronto.thisWeek.toISOString(), '2026-11-22T05:00:00.000Z');
  assert.equal(toronto.lastWeek.toISOString(), '2026-11-15T05:00:00.000Z');
  // The same instant in Halifax is Sunday 00:30: a new week there.
  const halifax = sundayWeeks(sat, 'America/Halifax');
  assert.equal(halifax.thisWeek.toISOString(), '2026-11-29T04:00:00.000Z');
  assert.equal(halifax.lastWeek.toISOString(), '2026-11-22T04:00:00.000Z');
  // Across the change to standard time (1 Nov 2026): last week began at EDT midnight.
  const after = sundayWeeks(new Date('2026-11-03T12:00:00Z'), 'America/Toronto');
  assert.equal(after.thisWeek.toISOString(), '2026-11-01T04:00:00.000Z');
  assert.equal(after.lastWeek.toISOString(), '2026-10-25T04:00:00.000Z');
  // A Sunday is the first day of its own week, not the last of the one before.
  const sunday = sundayWeeks(new Date('2026-11-22T15:00:00Z'), 'America/Vancouver');
  assert.equal(sunday.thisWeek.toISOString(), '2026-11-22T08:00:00.000Z');
});

Deno.test('weeks: the trend compares them, one decimal; none last week: 100 × this week', () => {
  assert.equal(weekChangePercent(4, 3), 33.3);
  assert.equal(weekChangePercent(1, 3), -66.7);
  assert.equal(weekChangePercent(3, 0), 300);
  assert.equal(weekChangePercent(0, 0), 0);
  assert.equal(weekChangePercent(5, 5), 0);
});

Deno.test('upcoming shifts: from the start of today to the end of next week, in the zone', () => {
  // Wednesday 25 Nov 2026, 10:00 in Toronto: today began at 05:00Z; next week ends Sat 5 Dec,
  // so the window closes at Sunday 6 Dec 00:00 local.
  const w = upcomingWindow(new Date('2026-11-25T15:00:00Z'), 'America/Toronto');
  assert.equal(w.from.toISOString(), '2026-11-25T05:00:00.000Z');
  assert.equal(w.to.toISOString(), '2026-12-06T05:00:00.000Z');
  // On a Saturday night, next week is still the one after tomorrow's.
  const sat = upcomingWindow(new Date('2026-11-29T04:30:00Z'), 'America/Toronto');
  assert.equal(sat.from.toISOString(), '2026-11-28T05:00:00.000Z');
  assert.equal(sat.to.toISOString(), '2026-12-06T05:00:00.000Z');
});

Deno.test("a caregiver's year to date sums this year's monthly earnings", () => {
  const m = (month: string, gross: number) => ({
    month,
    grossCents: gross,
    employeeDeductionsCents: 100,
    incomeTaxCents: 50,
  });
  const months = [m('2025-12', 9_999), m('2026-01', 1_000), m('2026-11', 2_000)];
  assert.equal(ytdEarningsCents(months, new Date('2026-11-28T12:00:00Z')), 3_100);
  assert.equal(ytdEarningsCents([], new Date('2026-11-28T12:00:00Z')), 0);
});

Deno.test('account status counts availability, check, banking, education, work experience', () => {
  const all = {
    isAvailComplete: true,
    isBgCheck: true,
    isBanking: true,
    educationCount: 1,
    workExpCount: 2,
  };
  assert.deepEqual(missingAccountItems(all), []);
  assert.deepEqual(
    missingAccountItems({
      isAvailComplete: false,
      isBgCheck: false,
      isBanking: false,
      educationCount: 0,
      workExpCount: 0,
    }),
    ['availability', 'backgroundCheck', 'banking', 'education', 'workExperience'],
  );
  assert.deepEqual(missingAccountItems({ ...all, isBanking: false, workExpCount: 0 }), [
    'banking',
    'workExperience',
  ]);
});

function viewer(userType: Viewer['userType'], flags: Partial<AccountStatus> = {}): Viewer {
  return {
    id: 'u1',
    loginEmail: 'a@example.com',
    userIdNumber: 'U1',
    userType,
    email: 'a@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    imgUrlThumb: null,
    locale: 'en',
    status: {
      isProfileCompleted: true,
      isBasicCompleted: true,
      isServiceCompleted: true,
      isEduAccredCompleted: true,
      isUserImgCompleted: false,
      isInitial: false,
      isApply: false,
      isMessage: false,
      isBgCheckSubmitted: false,
      isBgCheck: false,
      isCompletedFirstShift: false,
      isCompletedAll: false,
      isPaymentMethod: false,
      isBanking: false,
      isAvailComplete: false,
      ...flags,
    },
  };
}

const readers: DashboardReaders = {
  caregiverHistory: () => Promise.resolve({ educationCount: 0, workExpCount: 3 }),
  counts: () =>
    Promise.resolve({
      jobViews: 4,
      jobViewsChange: 33.3,
      apps: 2,
      invoices: 1,
      ytdCostCents: 12_345,
      monthlyEarningsCents: null,
    }),
  messages: (v) => Promise.resolve({ channels: [], viewerUserIdNumber: v.userIdNumber }),
};

Deno.test('a caregiver gets the stepper and highlights with what is missing', async () => {
  const data = await loadDashboard(
    viewer('caregiver', { isMessage: true, isBanking: true }),
    readers,
  );
  assert.equal(data.userType, 'caregiver');
  if (data.userType !== 'caregiver') return;
  // No steps reader: the flags stand in (the profile's check is not approved yet).
  assert.deepEqual(data.whatNext.steps, ['current', 'done', 'todo', 'todo']);
  assert.equal(data.whatNext.show, true);
  assert.deepEqual(data.highlights.missing, ['availability', 'backgroundCheck', 'education']);
  assert.equal(data.highlights.counts.ytdCostCents, 12_345);
});

Deno.test('a family gets the welcome flag and highlights without account status', async () => {
  const data = await loadDashboard(viewer('family', { isInitial: true }), readers);
  assert.equal(data.userType, 'family');
  if (data.userType !== 'family') return;
  assert.equal(data.isInitial, true);
  assert.equal(data.highlights.missing, null);
  assert.equal(data.highlights.counts.apps, 2);
  assert.deepEqual(await loadDashboard(viewer('admin'), readers), { userType: 'other' });
});

Deno.test('a section that fails to load shows loaded and empty, never an error', async () => {
  const failing: DashboardReaders = {
    caregiverHistory: () => Promise.reject(new Error('boom')),
    counts: () => Promise.reject(new Error('boom')),
    messages: () => Promise.reject(new Error('boom')),
  };
  const error = console.error;
  console.error = () => {};
  try {
    const data = await loadDashboard(viewer('caregiver', { isCompletedAll: true }), failing);
    if (data.userType !== 'caregiver') throw new Error('caregiver expected');
    assert.deepEqual(data.highlights.counts, ZERO_COUNTS);
    assert.equal(data.whatNext.show, false);
    // Unknown history is not reported as missing.
    assert.deepEqual(data.highlights.missing, ['availability', 'backgroundCheck', 'banking']);
    // The Messages card: loaded and empty.
    assert.deepEqual(data.messages.channels, []);
  } finally {
    console.error = error;
  }
});

Deno.test('the swipe card opens on shifts with a team, else invites, else applications', () => {
  const item = (status: 'unread' | 'read' | 'accepted' | 'declined') => ({
    id: status,
    name: 'n',
    message: 'm',
    status,
  });
  assert.equal(initialSwipePane({ hasMembers: true, invites: [] }), 0);
  assert.equal(initialSwipePane({ hasMembers: false, invites: [item('read')] }), 1);
  assert.equal(initialSwipePane({ hasMembers: false, invites: [item('unread')] }), 1);
  assert.equal(initialSwipePane({ hasMembers: false, invites: [item('accepted')] }), 2);
  assert.equal(initialSwipePane({ hasMembers: false, invites: [] }), 2);
});

Deno.test('without swipe and team readers the dashboard shows them empty', async () => {
  const data = await loadDashboard(viewer('family'), readers);
  if (data.userType !== 'family') throw new Error('family expected');
  assert.deepEqual(data.swipe, EMPTY_SWIPE);
  assert.deepEqual(data.team, []);
});

Deno.test('weekly views: percent change to one decimal, or 100 × count after an empty week', () => {
  assert.equal(weekChangePercent(4, 3), 33.3);
  assert.equal(weekChangePercent(2, 3), -33.3);
  assert.equal(weekChangePercent(3, 3), 0);
  assert.equal(weekChangePercent(1, 8), -87.5);
  assert.equal(weekChangePercent(0, 5), -100);
  assert.equal(weekChangePercent(7, 0), 700);
  assert.equal(weekChangePercent(0, 0), 0);
  // 2/3 → 66.666…: rounded, not truncated.
  assert.equal(weekChangePercent(5, 3), 66.7);
});

Deno.test('monthly earnings: gross income plus employee deductions minus gross income tax', () => {
  assert.equal(
    monthlyEarningsCents({
      grossCents: 100_000,
      employeeDeductionsCents: 12_345,
      incomeTaxCents: 9_876,
    }),
    102_469,
  );
  assert.equal(
    monthlyEarningsCents({ grossCents: 0, employeeDeductionsCents: 0, incomeTaxCents: 0 }),
    0,
  );
});

Deno.test('the swipe card stops choosing once the user changes pane, also across live updates', () => {
  const item = (status: 'unread' | 'accepted') => ({ id: status, name: 'n', message: 'm', status });
  const none = { hasMembers: false, invites: [] };
  let state = firstPaneState(none);
  assert.deepEqual(state, { pane: 2, manual: false });
  // An invite arrives live: the rule applies again (the user has not chosen).
  state = paneAfterUpdate(state, { hasMembers: false, invites: [item('unread')] });
  assert.deepEqual(state, { pane: 1, manual: false });
  // Accepted: a team exists, pane 0.
  state = paneAfterUpdate(state, { hasMembers: true, invites: [item('accepted')] });
  assert.deepEqual(state, { pane: 0, manual: false });
  // The user picks applications; later updates keep it.
  state = choosePane(2);
  state = paneAfterUpdate(state, { hasMembers: false, invites: [item('unread')] });
  assert.deepEqual(state, { pane: 2, manual: true });
  state = paneAfterUpdate(state, { hasMembers: true, invites: [] });
  assert.deepEqual(state, { pane: 2, manual: true });
});

Deno.test('a change re-reads only the sections it affects', () => {
  const note = (cls: string) => ({ class: cls });
  assert.deepEqual(sectionsForChange('notifications', 'insert', note('Invite')), ['swipe', 'team']);
  assert.deepEqual(sectionsForChange('notifications', 'insert', note('Job Application')), [
    'counts',
    'swipe',
  ]);
  assert.deepEqual(sectionsForChange('notifications', 'insert', note('Shift')), ['swipe']);
  assert.deepEqual(sectionsForChange('notifications', 'insert', note('Invoice')), ['counts']);
  assert.deepEqual(sectionsForChange('notifications', 'insert', note('Review')), []);
  // Marking a notification read changes nothing on the dashboard.
  assert.deepEqual(sectionsForChange('notifications', 'update', note('Invite')), []);
  assert.deepEqual(sectionsForChange('job_applications', 'update', null), ['counts', 'swipe']);
  assert.deepEqual(sectionsForChange('shifts', 'delete', null), ['swipe']);
  assert.deepEqual(sectionsForChange('messages', 'insert', {}), []);
});

Deno.test('job cards: at most 2 service chips then ...etc; distance to the nearest 0.5 km', () => {
  assert.deepEqual(chipsOf(['a']), { chips: ['a'], etc: false });
  assert.deepEqual(chipsOf(['a', 'b']), { chips: ['a', 'b'], etc: false });
  assert.deepEqual(chipsOf(['a', 'b', 'c']), { chips: ['a', 'b'], etc: true });
  // The jobs domain already cut the list and says more exist.
  assert.deepEqual(chipsOf(['a', 'b'], true), { chips: ['a', 'b'], etc: true });
  assert.equal(roundHalfKm(3.2), 3);
  assert.equal(roundHalfKm(3.26), 3.5);
  assert.equal(roundHalfKm(3.74), 3.5);
  assert.equal(roundHalfKm(3.75), 4);
  assert.equal(roundHalfKm(0.1), 0);
});
