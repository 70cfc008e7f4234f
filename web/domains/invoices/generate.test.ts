import assert from 'node:assert/strict';
import { TZDate } from '@date-fns/tz';
import { computeDeductions, EMPTY_YTD } from '../payroll/model.ts';
import {
  computeWeek,
  expandDay,
  localDateOf,
  payDateOf,
  storedDay,
  type WeekInput,
  weekStartOf,
} from './generate.ts';

const at = (y: number, m: number, d: number, h: number, min = 0, zone = 'America/Toronto') =>
  new Date(new TZDate(y, m - 1, d, h, min, zone).getTime());

const week = (shifts: WeekInput['shifts'], overrides: Partial<WeekInput> = {}): WeekInput => ({
  weekStart: '2026-11-01',
  province: 'ON',
  wageCents: 2080,
  periodsPerYear: 52,
  td1: { federalClaimCents: null, provincialClaimCents: null },
  ytd: EMPTY_YTD,
  workersCompRatePer100: null,
  shifts,
  ...overrides,
});
const shift = (id: string, startsAt: Date, hours: number) => ({
  id,
  startsAt,
  endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
  timeZone: 'America/Toronto',
  tasks: [],
});

Deno.test('weeks start on Sunday; the pay date is the Tuesday after', () => {
  assert.equal(weekStartOf('2026-11-01'), '2026-11-01');
  assert.equal(weekStartOf('2026-11-07'), '2026-11-01');
  assert.equal(weekStartOf('2026-11-08'), '2026-11-08');
  assert.equal(payDateOf('2026-11-01'), '2026-11-10');
});

Deno.test('a night across the DST change belongs to the day it starts and pays its real hours', () => {
  // 2026-11-01 02:00 EDT → 01:00 EST. Saturday Oct 31 23:00 for 4 real hours.
  const night = shift('a', at(2026, 10, 31, 23), 4);
  assert.equal(localDateOf(night.startsAt, 'America/Toronto'), '2026-10-31');
  const r = computeWeek(week([night], { weekStart: '2026-10-25' }), computeDeductions)!;
  assert.deepEqual(r.days.map((d) => d.date), ['2026-10-31']);
  assert.equal(r.totalMinutes, 240);
  // Outside its week: nothing.
  assert.equal(computeWeek(week([night]), computeDeductions), null);
});

Deno.test('incomes at the base rate, vacation 4%, gross = wage × hours for regular time', () => {
  const r = computeWeek(
    week([1, 2, 3, 4, 5].map((d) => shift(String(d), at(2026, 11, 1 + d, 9), 8))),
    computeDeductions,
  )!;
  assert.equal(r.regularIncomeCents, 80000);
  assert.equal(r.vacationCents, 3200);
  assert.equal(r.grossCents, 83200);
  assert.equal(r.deductions.netCents, r.grossCents - r.deductions.employee.totalCents);
  assert.equal(r.payable.totalPayable, Math.round(83200 * 1.2966));
  assert.equal(r.days.length, 5);
  assert.equal(r.days[0].breakdown.regularHours, 8);
  assert.equal(r.days[0].breakdown.isOt, false);
});

Deno.test('daily overtime: 13 h in a day is 8 regular, 4 at 1.5x, 1 at 2x (spec 000 §9)', () => {
  const r = computeWeek(
    week([shift('a', at(2026, 11, 2, 7), 13)], { province: 'BC' }),
    computeDeductions,
  )!;
  const b = r.days[0].breakdown;
  assert.equal(b.regularMinutes, 480);
  assert.equal(b.ot1Minutes, 240);
  assert.equal(b.ot2Minutes, 60);
  assert.equal(b.isOt, true);
  // base 20.00: 8 h 160.00 + 4 h 120.00 + 1 h 40.00.
  assert.equal(b.dailyOperatingIncome, 16000 + 12000 + 4000);
});

Deno.test('a stored day keeps minutes and cents only, and expands back to the same breakdown', () => {
  const r = computeWeek(
    week([shift('a', at(2026, 11, 2, 7), 13)], { province: 'BC' }),
    computeDeductions,
  )!;
  const stored = storedDay(r.days[0]);
  assert.deepEqual(Object.keys(stored.breakdown).sort(), [
    'dailyOt1Income',
    'dailyOt2Income',
    'dailyRegularIncome',
    'ot1Minutes',
    'ot2Minutes',
    'regularMinutes',
  ]);
  assert.deepEqual(expandDay(JSON.parse(JSON.stringify(stored)), 2080), r.days[0]);
});
