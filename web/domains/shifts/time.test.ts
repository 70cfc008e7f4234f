import assert from 'node:assert/strict';
import {
  addLocalDays,
  isScheduledDate,
  isUnactioned,
  localDate,
  localTime,
  occurrences,
  shiftHours,
  shiftInstants,
  today,
  wallClockToInstant,
  weekRange,
  weekStart,
  zoneForProvince,
} from './time.ts';

const iso = (d: Date) => d.toISOString();

Deno.test('shifts time: province → zone, with the exceptions', () => {
  assert.equal(zoneForProvince('ON'), 'America/Toronto');
  assert.equal(zoneForProvince('quebec'), 'America/Toronto');
  assert.equal(zoneForProvince('SK'), 'America/Regina');
  assert.equal(zoneForProvince('Newfoundland and Labrador'), 'America/St_Johns');
  assert.equal(zoneForProvince('bc'), 'America/Vancouver');
  assert.equal(zoneForProvince('Alberta'), 'America/Edmonton');
  assert.equal(zoneForProvince('mb'), 'America/Winnipeg');
  assert.equal(zoneForProvince('ns'), 'America/Halifax');
  assert.equal(zoneForProvince('PE'), 'America/Halifax');
  assert.equal(zoneForProvince('yt'), 'America/Whitehorse');
  assert.equal(zoneForProvince('NT'), 'America/Yellowknife');
  assert.equal(zoneForProvince('nu'), 'America/Iqaluit');
  assert.equal(zoneForProvince(''), 'America/Toronto');
  assert.equal(zoneForProvince(null), 'America/Toronto');
});

Deno.test('shifts time: Toronto spring forward keeps 9:00 local across the change', () => {
  // DST begins Sunday 2026-03-08 at 02:00 in Toronto.
  const list = occurrences({
    startDate: '2026-03-06',
    endDate: '2026-03-10',
    repeat: true,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '17:00',
    zone: 'America/Toronto',
  });
  assert.deepEqual(list.map((o) => o.date), [
    '2026-03-06',
    '2026-03-07',
    '2026-03-08',
    '2026-03-09',
    '2026-03-10',
  ]);
  assert.equal(iso(list[1].startsAt), '2026-03-07T14:00:00.000Z'); // EST, UTC−5
  assert.equal(iso(list[2].startsAt), '2026-03-08T13:00:00.000Z'); // EDT, UTC−4
  for (const o of list) {
    assert.equal(localTime(o.startsAt, 'America/Toronto'), '09:00');
    assert.equal(localTime(o.endsAt, 'America/Toronto'), '17:00');
    assert.equal(shiftHours(o.startsAt, o.endsAt), 8);
  }
  // An overnight shift spanning the change is one hour shorter in real time.
  const night = shiftInstants('2026-03-07', '22:00', '06:00', 'America/Toronto');
  assert.equal(shiftHours(night.startsAt, night.endsAt), 7);
  // 02:30 does not exist that night: it moves forward by the gap.
  assert.equal(
    localTime(wallClockToInstant('2026-03-08', '02:30', 'America/Toronto'), 'America/Toronto'),
    '03:30',
  );
});

Deno.test('shifts time: Toronto fall back keeps 9:00 local; overnight is an hour longer', () => {
  // DST ends Sunday 2026-11-01 at 02:00 in Toronto.
  const list = occurrences({
    startDate: '2026-10-25',
    endDate: '2026-11-07',
    repeat: true,
    weekdays: [0],
    startTime: '09:00',
    endTime: '12:30',
    zone: 'America/Toronto',
  });
  assert.deepEqual(list.map((o) => iso(o.startsAt)), [
    '2026-10-25T13:00:00.000Z',
    '2026-11-01T14:00:00.000Z',
  ]);
  const night = shiftInstants('2026-10-31', '22:00', '06:00', 'America/Toronto');
  assert.equal(shiftHours(night.startsAt, night.endsAt), 9);
});

Deno.test('shifts time: a shift crossing midnight ends the next day and counts on its start day', () => {
  const s = shiftInstants('2026-06-10', '20:00', '02:00', 'America/Toronto');
  assert.equal(iso(s.startsAt), '2026-06-11T00:00:00.000Z');
  assert.equal(iso(s.endsAt), '2026-06-11T06:00:00.000Z');
  assert.equal(localDate(s.startsAt, 'America/Toronto'), '2026-06-10');
  // 00:00 to midnight is 24:00.
  const day = shiftInstants('2026-06-10', '00:00', '00:00', 'America/Toronto');
  assert.equal(shiftHours(day.startsAt, day.endsAt), 24);
  assert.equal(localDate(day.endsAt, 'America/Toronto'), '2026-06-11');
});

Deno.test('shifts time: Newfoundland is UTC−3:30 (and −2:30 in summer)', () => {
  const winter = shiftInstants('2026-01-15', '09:00', '13:00', 'America/St_Johns');
  assert.equal(iso(winter.startsAt), '2026-01-15T12:30:00.000Z');
  const summer = shiftInstants('2026-07-15', '09:00', '13:00', 'America/St_Johns');
  assert.equal(iso(summer.startsAt), '2026-07-15T11:30:00.000Z');
  // 23:45 St. John's on the 15th is already the 16th in UTC and in Toronto, still the 15th there.
  const late = wallClockToInstant('2026-01-15', '23:45', 'America/St_Johns');
  assert.equal(localDate(late, 'America/St_Johns'), '2026-01-15');
  assert.equal(isScheduledDate(late, 'America/St_Johns', new Date('2026-01-16T03:00:00Z')), true);
  assert.equal(isScheduledDate(late, 'America/St_Johns', new Date('2026-01-16T03:31:00Z')), false);
});

Deno.test('shifts time: Regina keeps CST all year (no DST)', () => {
  const jan = shiftInstants('2026-01-15', '09:00', '17:00', 'America/Regina');
  const jul = shiftInstants('2026-07-15', '09:00', '17:00', 'America/Regina');
  assert.equal(iso(jan.startsAt), '2026-01-15T15:00:00.000Z');
  assert.equal(iso(jul.startsAt), '2026-07-15T15:00:00.000Z');
  const list = occurrences({
    startDate: '2026-03-07',
    endDate: '2026-03-09',
    repeat: true,
    weekdays: [0, 1, 6],
    startTime: '09:00',
    endTime: '10:00',
    zone: 'America/Regina',
  });
  assert.deepEqual(new Set(list.map((o) => iso(o.startsAt).slice(11))), new Set(['15:00:00.000Z']));
});

Deno.test('shifts time: a family in Halifax schedules 9:00 while the server runs in UTC', () => {
  // Nothing here reads the process zone: the instants depend only on the care zone.
  const s = shiftInstants('2026-02-02', '09:00', '11:00', 'America/Halifax');
  assert.equal(iso(s.startsAt), '2026-02-02T13:00:00.000Z');
  const summer = shiftInstants('2026-08-03', '09:00', '11:00', 'America/Halifax');
  assert.equal(iso(summer.startsAt), '2026-08-03T12:00:00.000Z');
  // At 01:00Z on Feb 3 it is still Feb 2 (21:00) in Halifax.
  assert.equal(today('America/Halifax', new Date('2026-02-03T01:00:00Z')), '2026-02-02');
  assert.equal(
    isScheduledDate(s.startsAt, 'America/Halifax', new Date('2026-02-03T01:00:00Z')),
    true,
  );
});

Deno.test('shifts time: the week begins on Sunday in the care zone', () => {
  assert.equal(weekStart('2026-11-22'), '2026-11-22'); // a Sunday
  assert.equal(weekStart('2026-11-28'), '2026-11-22');
  assert.equal(weekStart('2026-11-29'), '2026-11-29');
  // Saturday 22:00 in Vancouver is Sunday in UTC: still the previous week there.
  const r = weekRange(new Date('2026-11-29T06:00:00Z'), 'America/Vancouver');
  assert.equal(iso(r.from), '2026-11-22T08:00:00.000Z');
  assert.equal(iso(r.to), '2026-11-29T08:00:00.000Z');
  // The week of the fall-back change is 7 days and one hour long in Toronto.
  const w = weekRange(new Date('2026-11-03T12:00:00Z'), 'America/Toronto');
  assert.equal(w.to.getTime() - w.from.getTime(), 7 * 86_400_000 + 3_600_000);
  assert.equal(addLocalDays('2026-12-31', 1), '2027-01-01');
});

Deno.test('shifts time: recurrence edge cases', () => {
  const base = {
    startDate: '2026-12-01',
    startTime: '09:00',
    endTime: '10:00',
    zone: 'America/Toronto',
  };
  assert.equal(occurrences({ ...base, repeat: false, weekdays: [] }).length, 1);
  // No chosen weekday in the range → nothing (the dialog's message).
  assert.equal(
    occurrences({ ...base, endDate: '2026-12-02', repeat: true, weekdays: [0] }).length,
    0,
  );
  // A year of every day stops at the limit.
  assert.equal(
    occurrences(
      { ...base, endDate: '2028-12-01', repeat: true, weekdays: [0, 1, 2, 3, 4, 5, 6] },
      367,
    ).length,
    367,
  );
});

Deno.test('shifts time: Unactioned is 2 hours after the end without completion', () => {
  const endsAt = '2026-05-01T20:00:00Z';
  assert.equal(isUnactioned({ endsAt }, new Date('2026-05-01T22:00:00Z')), false);
  assert.equal(isUnactioned({ endsAt }, new Date('2026-05-01T22:00:01Z')), true);
  assert.equal(
    isUnactioned({ endsAt, completedAt: '2026-05-01T20:05:00Z' }, new Date('2026-05-02T00:00Z')),
    false,
  );
});
