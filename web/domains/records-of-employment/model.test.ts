import assert from 'node:assert/strict';
import {
  isInterrupted,
  type RecordOfEmployment,
  roeCsv,
  roeFigures,
  type RoeLine,
} from './model.ts';

const pay = (weekStart: string, minutes: number, grossCents: number, days = [1, 5]): RoeLine => {
  const d = (n: number) =>
    new Date(Date.parse(`${weekStart}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    kind: 'pay',
    weekStart,
    payDate: d(9),
    firstWorkDate: d(days[0]),
    lastWorkDate: d(days[1]),
    totalMinutes: minutes,
    grossCents,
    vacationCents: Math.round(grossCents * 0.04 / 1.04),
  };
};
const noCap = () => Number.MAX_SAFE_INTEGER;

Deno.test('ROE figures: first and last days, final period, 15A in whole hours, 15C per week with zeros', () => {
  const lines = [
    pay('2026-03-01', 2400, 83200, [1, 5]), // Mon 2 Mar .. Fri 6 Mar
    // nothing the week of 8 March
    pay('2026-03-15', 1230, 42640, [1, 3]),
    pay('2026-03-22', 1500, 52000, [1, 2]),
    // A correction carries no earnings and is not a period of its own.
    { ...pay('2026-03-22', 0, 0), kind: 'adjustment' as const },
  ];
  const f = roeFigures(lines, '2026-03-28', null, noCap)!;
  assert.equal(f.firstDayWorked, '2026-03-02');
  assert.equal(f.lastDayPaid, '2026-03-24');
  assert.equal(f.finalPeriodEnd, '2026-03-28');
  assert.equal(f.payPeriodType, 'W');
  assert.deepEqual(f.periods, [
    { number: 1, periodEnd: '2026-03-28', hours: 25, earningsCents: 52000 },
    { number: 2, periodEnd: '2026-03-21', hours: 20.5, earningsCents: 42640 },
    { number: 3, periodEnd: '2026-03-14', hours: 0, earningsCents: 0 },
    { number: 4, periodEnd: '2026-03-07', hours: 40, earningsCents: 83200 },
  ]);
  // 85.5 h rounds to 86 (block 15A is whole hours).
  assert.equal(f.totalHours, 86);
  assert.equal(f.totalEarningsCents, 177840);
  assert.equal(f.vacationPaySeparationCents, 0);
  assert.equal(f.finalPeriodVacationCents, 2000);
});

Deno.test('ROE figures: only the last 53 weekly periods, and pay after the final period is left out', () => {
  const lines: RoeLine[] = [];
  for (let i = 0; i < 60; i++) {
    const start = new Date(Date.parse('2025-01-05T12:00:00Z') + i * 7 * 86_400_000);
    lines.push(pay(start.toISOString().slice(0, 10), 600, 20000 + i));
  }
  const final = '2026-02-28'; // the end of week 60's period (Sunday 2026-02-22 + 6)
  const f = roeFigures(lines, final, null, noCap)!;
  assert.equal(f.periods.length, 53);
  assert.equal(f.periods[0].periodEnd, final);
  assert.equal(f.periods[0].earningsCents, 20059);
  assert.equal(f.periods[52].earningsCents, 20007);
  assert.equal(f.totalHours, 53 * 10);
  assert.equal(f.firstDayWorked, '2025-01-06');
  // A later final period only (an earlier ROE's) stops before the pays after it.
  const earlier = roeFigures(lines, '2025-03-01', null, noCap)!;
  assert.equal(earlier.periods.length, 8);
  assert.equal(earlier.periods[0].periodEnd, '2025-03-01');
});

Deno.test('ROE figures: a new period of employment starts after the previous ROE', () => {
  const lines = [pay('2026-01-04', 600, 20000), pay('2026-04-05', 900, 30000, [2, 3])];
  const f = roeFigures(lines, '2026-04-11', '2026-01-10', noCap)!;
  assert.equal(f.firstDayWorked, '2026-04-07');
  assert.equal(f.periods.length, 1);
  assert.equal(roeFigures(lines, '2026-01-10', '2026-01-10', noCap), null);
});

Deno.test('ROE insurable earnings stop at the year’s maximum, counted from 1 January by pay date', () => {
  const lines = [
    pay('2026-12-13', 2400, 60000), // pay date 2026-12-22
    pay('2026-12-20', 2400, 60000), // pay date 2026-12-29: 50,000 left
    pay('2026-12-27', 2400, 60000), // pay date 2027-01-05: a new year
  ];
  const cap = (year: number) => (year === 2026 ? 6010000 : 6500000);
  const before = 6010000 - 110000; // earlier pays of 2026 used all but 1,100.00
  const f = roeFigures(
    [{ ...pay('2026-01-04', 0, before), totalMinutes: 0 }, ...lines],
    '2027-01-02',
    null,
    cap,
  )!;
  assert.deepEqual(f.periods.slice(0, 3).map((p) => p.earningsCents), [60000, 50000, 60000]);
});

Deno.test('an interruption is seven days without pay after the last period', () => {
  assert.equal(isInterrupted('2026-11-14', '2026-11-20'), false);
  assert.equal(isInterrupted('2026-11-14', '2026-11-21'), true);
});

Deno.test('the CSV has the blocks and 15C, amounts in dollars', () => {
  const figures = roeFigures([pay('2026-03-01', 2400, 83200)], '2026-03-07', null, noCap)!;
  const roe: RecordOfEmployment = {
    id: 'x',
    memberId: 'm',
    familyId: 'f',
    caregiverId: 'c',
    cause: 'ended_by_family',
    reasonCode: 'A',
    reasonGivenAt: null,
    finalPeriodEnd: '2026-03-07',
    createdAt: '2026-03-10T00:00:00Z',
    caregiverName: 'Ana',
    familyName: 'Lee',
    figures,
  };
  const csv = roeCsv(roe).split('\r\n');
  assert.ok(csv.includes('15A,total_insurable_hours,40'));
  assert.ok(csv.includes('15C,total_insurable_earnings,832.00'));
  assert.ok(csv.includes('16,reason_code,A'));
  assert.ok(csv.includes('1,2026-03-07,40.00,832.00'));
});
