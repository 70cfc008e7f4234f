// The shifts pages (spec 001 §2; issue 11): the schedule panel placed on /myteam/{memberId} with
// the week's shifts in the care zone, the deep link /myteam/{memberId}/shift/{shiftId} (that
// week, that shift expanded), /myteam/{memberId}/schedule-shift (families only, the dialog
// open), and the guards: a member not on the viewer's team goes where My Team sends an unknown
// member; another member's shift is not found. Plus the Add Shifts form's schema (one schema for
// the island and the server's occurrences).
import assert from 'node:assert/strict';
import { checkScheduleForm } from '../../web/domains/shifts/schemas.ts';
import { addLocalDays, today, wallClockToInstant } from '../../web/domains/shifts/time.ts';
import { placeShift, shiftTeam } from '../factories/shifts.ts';
import { api, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';

const ZONE = 'America/Toronto';
const propsOf = (body: string, name: string) => {
  const m = new RegExp(`<tw-island data-name="${name}" data-props="([^"]*)"`).exec(body);
  assert.ok(m, `island ${name} on the page`);
  return JSON.parse(
    m[1].replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
};

test('shifts pages: the panel on My Team, the deep link, schedule-shift and their guards', async () => {
  const team = await shiftTeam();
  const other = await shiftTeam();
  const stranger = await signedInFamily();
  try {
    const family = await signIn(team.family);
    const caregiver = await signIn(team.caregiver);
    const inAWeek = addLocalDays(today(ZONE, new Date()), 8);
    const later = await placeShift(team.memberId, wallClockToInstant(inAWeek, '09:00', ZONE), 3);
    const foreign = await placeShift(other.memberId, wallClockToInstant(inAWeek, '09:00', ZONE));

    const panel = await api('GET', `/myteam/${team.memberId}`, { cookie: family.cookie });
    assert.equal(panel.status, 200);
    const props = propsOf(panel.body, 'shifts/schedule-panel');
    assert.equal(props.viewerType, 'family');
    assert.equal(props.zone, ZONE);
    assert.equal(props.openDialog, false);
    assert.match(panel.body, /All Shifts/);
    assert.match(panel.body, /Add Shift/);

    const deep = await api('GET', `/myteam/${team.memberId}/shift/${later}`, {
      cookie: caregiver.cookie,
    });
    assert.equal(deep.status, 200);
    const deepProps = propsOf(deep.body, 'shifts/schedule-panel');
    assert.equal(deepProps.viewerType, 'caregiver');
    assert.equal(deepProps.openShiftId, later);
    assert.ok(deepProps.weekStart <= inAWeek && inAWeek < addLocalDays(deepProps.weekStart, 7));
    assert.deepEqual(deepProps.shifts.map((s: { id: string }) => s.id), [later]);
    // Expanded on the server: its times (9:00 AM to 12:00 PM, Toronto) and the caregiver's button.
    assert.match(deep.body, /9:00 AM – 12:00 PM/);
    assert.match(deep.body, />Check in</);
    assert.doesNotMatch(deep.body, />Add Shift</);

    const dialog = await api('GET', `/myteam/${team.memberId}/schedule-shift`, {
      cookie: family.cookie,
    });
    assert.equal(dialog.status, 200);
    assert.equal(propsOf(dialog.body, 'shifts/schedule-panel').openDialog, true);
    const byCaregiver = await api('GET', `/myteam/${team.memberId}/schedule-shift`, {
      cookie: caregiver.cookie,
    });
    assert.notEqual(byCaregiver.status, 200);

    // Another member's shift under this member: not found. A member not on the team: My Team.
    const wrong = await api('GET', `/myteam/${team.memberId}/shift/${foreign}`, {
      cookie: family.cookie,
    });
    assert.equal(wrong.status, 404);
    const notMine = await api('GET', `/myteam/${other.memberId}/shift/${foreign}`, {
      cookie: stranger.cookie,
    });
    assert.equal(notMine.status, 302);
    assert.equal(notMine.headers.get('location'), `/myteam/${other.memberId}`);
    const signedOut = await api('GET', `/myteam/${team.memberId}/shift/${later}`);
    assert.notEqual(signedOut.status, 200);
  } finally {
    await deleteUsers(
      team.family.id,
      team.caregiver.id,
      other.family.id,
      other.caregiver.id,
      stranger.id,
    );
  }
});

test('Add Shifts form: every message of spec 001 §5, and the occurrences it posts', () => {
  const day = '2026-11-23'; // a Monday
  const base = {
    startDate: day,
    startTime: '09:00',
    endTime: '13:00',
    repeat: true,
    endDate: '2026-12-06',
    weekdays: [1, 3],
    note: '',
  };
  const errors = (patch: Record<string, unknown>, today = day) => {
    const r = checkScheduleForm({ ...base, ...patch }, today, ZONE);
    return r.ok ? {} : r.errors;
  };
  assert.deepEqual(errors({ startTime: '' }).startTime, 'startTimeRequired');
  assert.deepEqual(errors({ endTime: '' }).endTime, 'endTimeRequired');
  assert.deepEqual(errors({ startTime: '14:00' }), {
    startTime: 'startNotBeforeEnd',
    endTime: 'endNotAfterStart',
  });
  assert.deepEqual(errors({ startDate: '' }).startDate, 'startDateRequired');
  assert.deepEqual(errors({ startDate: '2026-11-22' }).startDate, 'startDatePast');
  assert.deepEqual(errors({ endDate: '' }).endDate, 'endDateRequired');
  assert.deepEqual(errors({ weekdays: [] }).weekdays, 'weekdayRequired');
  assert.deepEqual(errors({ endDate: '2026-11-23' }), {
    startDate: 'startDateBeforeEnd',
    endDate: 'endDateAfterStart',
  });
  assert.deepEqual(errors({ endDate: '2026-11-24', weekdays: [5] }), {
    weekdays: 'daysOutOfRange',
  });
  // 00:00 to 00:00 is 24:00; without repeat, the end date and weekdays are not asked for.
  const whole = checkScheduleForm(
    { ...base, startTime: '00:00', endTime: '00:00', repeat: false, endDate: '', weekdays: [] },
    day,
    ZONE,
  );
  assert.ok(whole.ok);
  assert.deepEqual(whole.shifts, [{ date: day, startTime: '00:00', endTime: '00:00', note: '' }]);
  const weekly = checkScheduleForm(base, day, ZONE);
  assert.ok(weekly.ok);
  assert.deepEqual(weekly.shifts.map((s) => s.date), [
    '2026-11-23',
    '2026-11-25',
    '2026-11-30',
    '2026-12-02',
  ]);
  assert.deepEqual(errors({ endDate: '2028-01-01', weekdays: [0, 1, 2, 3, 4, 5, 6] }), {
    form: 'tooManyShifts',
  });
});
