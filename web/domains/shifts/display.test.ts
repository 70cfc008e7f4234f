import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import {
  calendarDate,
  clockTime,
  hoursByDay,
  shortDate,
  weekdayShort,
  zoneDate,
  zoneDayStart,
} from './display.ts';
import { startOfLocalDay } from './time.ts';

Deno.test('display: the care zone’s wall clock, whatever the process zone', () => {
  const instant = '2026-11-23T03:30:00Z'; // Sunday 22:30 in Toronto, Monday 00:00 in St. John's
  assertEquals(zoneDate(instant, 'America/Toronto'), '2026-11-22');
  assertEquals(zoneDate(instant, 'America/St_Johns'), '2026-11-23');
  assertEquals(clockTime(instant, 'America/Toronto', 'en'), '10:30 PM');
  assertEquals(clockTime(instant, 'America/St_Johns', 'en'), '12:00 AM');
  assertEquals(clockTime(instant, 'America/Toronto', 'fr'), '22 h 30');
  assertEquals(shortDate(instant, 'America/Toronto', 'en'), 'Sun, Nov 22');
  assertEquals(shortDate(instant, 'America/Regina', 'fr'), 'dim. 22 nov.');
  assertEquals(calendarDate('2026-11-22', 'en'), 'Nov 22, 2026');
  assertEquals(weekdayShort('2026-11-22', 'en'), 'Sun');
});

Deno.test('display: the day’s first instant agrees with time.ts, across DST and half-hour zones', () => {
  for (
    const zone of ['America/Toronto', 'America/St_Johns', 'America/Regina', 'America/Vancouver']
  ) {
    for (const day of ['2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02', '2026-07-01']) {
      assertEquals(zoneDayStart(day, zone).toISOString(), startOfLocalDay(day, zone).toISOString());
    }
  }
});

Deno.test('display: hours per day, end − start to 2 decimals, on the start’s date', () => {
  assertEquals(
    hoursByDay([
      { startTime: '2026-11-23T14:00:00Z', endTime: '2026-11-23T18:20:00Z' },
      { startTime: '2026-11-24T03:00:00Z', endTime: '2026-11-24T06:00:00Z' }, // 22:00 → 01:00
    ], 'America/Toronto'),
    { '2026-11-23': 7.33 },
  );
  // Across the change back from daylight time (3.5 h each, on the start's local date) and a
  // night shift on the day it starts.
  assertEquals(
    hoursByDay([
      { startTime: '2026-10-25T13:00:00.000Z', endTime: '2026-10-25T16:30:00.000Z' },
      { startTime: '2026-11-01T14:00:00.000Z', endTime: '2026-11-01T17:30:00.000Z' },
      { startTime: '2026-06-11T00:00:00.000Z', endTime: '2026-06-11T06:00:00.000Z' },
    ], 'America/Toronto'),
    { '2026-10-25': 3.5, '2026-11-01': 3.5, '2026-06-10': 6 },
  );
});
