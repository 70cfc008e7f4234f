// Shift time, done in the care location's zone (issue 11; docs/decisions/025-shifts-and-time.md).
//
// A shift is stored as two UTC instants plus the IANA zone of its care location. Every
// calendar notion — "the scheduled date", "today", the week that begins on Sunday, the daily
// totals, the recurrence — is computed in that zone with @date-fns/tz, never in the zone of
// the server or the browser. Pure: no I/O, `now` is always passed in.
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  format,
  getDay,
  startOfWeek,
} from 'date-fns';

/** A calendar date in the care zone, `yyyy-MM-dd`. */
export type LocalDate = string;
/** A wall-clock time in the care zone, `HH:mm` (5-minute steps in the dialog). */
export type WallTime = string;

// The province → zone table is shared with the dashboard (web/shared/time-zones.ts).
export { DEFAULT_CARE_ZONE, zoneForProvince } from '../../shared/time-zones.ts';
/** Spec 001 §9: a shift is Unactioned 2 hours after its end without completion. */
export const UNACTIONED_AFTER_MS = 2 * 60 * 60 * 1000;

/** The calendar date of an instant in a zone. */
export function localDate(instant: Date | string, zone: string): LocalDate {
  return format(new TZDate(new Date(instant).getTime(), zone), 'yyyy-MM-dd');
}

/** The wall-clock time of an instant in a zone (`HH:mm`). */
export function localTime(instant: Date | string, zone: string): WallTime {
  return format(new TZDate(new Date(instant).getTime(), zone), 'HH:mm');
}

/** Today in the care zone. */
export function today(zone: string, now: Date): LocalDate {
  return localDate(now, zone);
}

function parseDate(date: LocalDate): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

function parseTime(time: WallTime): [number, number] {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new RangeError(`not a time: ${time}`);
  return [Number(m[1]), Number(m[2])];
}

/** True for a well-formed `yyyy-MM-dd` that names a real day. */
export function isLocalDate(value: string): boolean {
  try {
    const [y, mo, d] = parseDate(value);
    const probe = new Date(Date.UTC(y, mo, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo && probe.getUTCDate() === d;
  } catch {
    return false;
  }
}

/** True for a well-formed `HH:mm`. */
export function isWallTime(value: string): boolean {
  try {
    parseTime(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC instant of a wall-clock time on a date in a zone. A time that does not exist (the
 * hour skipped by spring-forward) moves forward by the gap, as clocks do; an ambiguous time
 * (the hour repeated at fall-back) is its first occurrence.
 */
export function wallClockToInstant(date: LocalDate, time: WallTime, zone: string): Date {
  const [y, mo, d] = parseDate(date);
  const [h, mi] = parseTime(time);
  return new Date(new TZDate(y, mo, d, h, mi, zone).getTime());
}

/** The instant a local date begins (its midnight in the zone). */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  return wallClockToInstant(date, '00:00', zone);
}

/** A calendar date plus n days (pure date arithmetic, no zone involved). */
export function addLocalDays(date: LocalDate, n: number): LocalDate {
  const [y, mo, d] = parseDate(date);
  return format(addDays(new Date(y, mo, d, 12), n), 'yyyy-MM-dd');
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: LocalDate): number {
  const [y, mo, d] = parseDate(date);
  return getDay(new Date(y, mo, d, 12));
}

/** The Sunday that begins the week holding `date` (spec 001 §2: the week begins on Sunday). */
export function weekStart(date: LocalDate): LocalDate {
  const [y, mo, d] = parseDate(date);
  return format(startOfWeek(new Date(y, mo, d, 12), { weekStartsOn: 0 }), 'yyyy-MM-dd');
}

/** The instants bounding the Sunday-to-Sunday week of an instant, in the care zone. */
export function weekRange(instant: Date, zone: string): { from: Date; to: Date } {
  const sunday = weekStart(localDate(instant, zone));
  return {
    from: startOfLocalDay(sunday, zone),
    to: startOfLocalDay(addLocalDays(sunday, 7), zone),
  };
}

/**
 * A shift's two instants from a start date and two wall-clock times. An end at or before the
 * start crosses midnight into the next day; 00:00 to 00:00 is the whole day (24:00).
 */
export function shiftInstants(
  date: LocalDate,
  startTime: WallTime,
  endTime: WallTime,
  zone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = wallClockToInstant(date, startTime, zone);
  const endDate = toMinutes(endTime) <= toMinutes(startTime) ? addLocalDays(date, 1) : date;
  return { startsAt, endsAt: wallClockToInstant(endDate, endTime, zone) };
}

function toMinutes(time: WallTime): number {
  const [h, m] = parseTime(time);
  return h * 60 + m;
}

export type Recurrence = {
  startDate: LocalDate;
  /** Required when repeating; ignored otherwise. */
  endDate?: LocalDate;
  repeat: boolean;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  startTime: WallTime;
  endTime: WallTime;
  zone: string;
};

/**
 * Every occurrence of a (possibly weekly repeating) shift, as UTC instants. Each occurrence
 * keeps the local wall-clock time, so a 9:00 shift is 9:00 on both sides of a DST change
 * (13:00Z one week, 14:00Z the next in Toronto). Without repeat: the start date alone.
 * With repeat: every date from start to end (inclusive) whose weekday is chosen; `limit` stops
 * the generator early (the caller refuses more than it allows).
 */
export function occurrences(
  r: Recurrence,
  limit = Number.POSITIVE_INFINITY,
): { startsAt: Date; endsAt: Date; date: LocalDate }[] {
  const out: { startsAt: Date; endsAt: Date; date: LocalDate }[] = [];
  if (!r.repeat) {
    return [{ ...shiftInstants(r.startDate, r.startTime, r.endTime, r.zone), date: r.startDate }];
  }
  if (!r.endDate) return out;
  const days = new Set(r.weekdays);
  const span = daysBetween(r.startDate, r.endDate);
  for (let i = 0; i <= span && out.length < limit; i++) {
    const date = addLocalDays(r.startDate, i);
    if (!days.has(weekdayOf(date))) continue;
    out.push({ ...shiftInstants(date, r.startTime, r.endTime, r.zone), date });
  }
  return out;
}

/** Whole calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  const [ya, ma, da] = parseDate(a);
  const [yb, mb, db] = parseDate(b);
  return differenceInCalendarDays(new Date(yb, mb, db, 12), new Date(ya, ma, da, 12));
}

/** Check-in is allowed only on the shift's scheduled date, in the care zone (spec 001 §5). */
export function isScheduledDate(startsAt: Date | string, zone: string, now: Date): boolean {
  return localDate(startsAt, zone) === today(zone, now);
}

/** A report may be filed on the scheduled date or later (or while checked in; spec 001 §5). */
export function isOnOrAfterScheduledDate(
  startsAt: Date | string,
  zone: string,
  now: Date,
): boolean {
  return localDate(startsAt, zone) <= today(zone, now);
}

/** Spec 001 §4: more than 2 hours after the end and not completed. */
export function isUnactioned(
  shift: { endsAt: Date | string; completedAt?: Date | string | null },
  now: Date,
): boolean {
  return !shift.completedAt &&
    now.getTime() > new Date(shift.endsAt).getTime() + UNACTIONED_AFTER_MS;
}

/** Hours of a shift (end − start, real elapsed time), to 2 decimals. */
export function shiftHours(startsAt: Date | string, endsAt: Date | string): number {
  const ms = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  return Math.round((ms / 3_600_000) * 100) / 100;
}

/** The first day of the month holding `date`, `n` months later (negative: earlier). */
export function monthStartPlus(date: LocalDate, n: number): LocalDate {
  const [y, mo] = parseDate(date);
  return format(addMonths(new Date(y, mo, 1, 12), n), 'yyyy-MM-dd');
}
