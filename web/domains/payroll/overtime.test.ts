import assert from 'node:assert/strict';
import { type DayMinutes, PROVINCES, splitOvertime, VACATION_RATE } from './model.ts';
import { periodsPerYear } from './model.ts';
import { payrollMessages } from './messages.ts';

const h = (hours: number) => hours * 60;
/** A week starting Sunday 2026-03-01 with the given hours per day. */
function week(...hours: number[]): DayMinutes[] {
  return hours.map((hh, i) => ({ date: `2026-03-0${i + 1}`, minutes: h(hh) }));
}

Deno.test('payroll overtime: spec daily rule (8 h at 1.5x, 12 h at 2x) per day', () => {
  const split = splitOvertime(week(13, 8, 9), 'ON');
  assert.equal(split.rule, 'spec-daily');
  assert.deepEqual(split.days[0], {
    date: '2026-03-01',
    regularMinutes: h(8),
    ot1Minutes: h(4),
    ot2Minutes: h(1),
  });
  assert.deepEqual(
    [split.regularMinutes, split.ot1Minutes, split.ot2Minutes],
    [h(24), h(5), h(1)],
  );
});

Deno.test('payroll overtime: Ontario 44 h weekly beats the daily rule on long 8-hour weeks', () => {
  // 6 days x 8 h = 48 h: no daily overtime, 4 h over 44 at 1.5x on the last day
  const split = splitOvertime(week(8, 8, 8, 8, 8, 8), 'ON');
  assert.equal(split.rule, 'ON-weekly-44');
  assert.equal(split.ot1Minutes, h(4));
  assert.deepEqual(split.days[5], {
    date: '2026-03-06',
    regularMinutes: h(4),
    ot1Minutes: h(4),
    ot2Minutes: 0,
  });
  // 45 h in 5 x 9 h days: daily gives 5 h at 1.5x, weekly only 1 h -> the spec's rule
  assert.equal(splitOvertime(week(9, 9, 9, 9, 9), 'ON').rule, 'spec-daily');
});

Deno.test('payroll overtime: Quebec over 40 h a week, NS and PE over 48 h', () => {
  const q = splitOvertime(week(8, 8, 8, 8, 8, 2), 'QC');
  assert.equal(q.rule, 'QC-weekly-40');
  assert.equal(q.ot1Minutes, h(2));
  assert.equal(splitOvertime(week(8, 8, 8, 8, 8, 2), 'NS').rule, 'spec-daily');
  const ns = splitOvertime(week(8, 8, 8, 8, 8, 8, 4), 'NS');
  assert.equal(ns.rule, 'NS-weekly-48');
  assert.equal(ns.ot1Minutes, h(4));
  assert.equal(splitOvertime(week(8, 8, 8, 8, 8, 8, 4), 'PE').rule, 'PE-weekly-48');
});

Deno.test('payroll overtime: NB 44 h and NL 40 h weekly, paid at 1.5x the base rate', () => {
  const nb = splitOvertime(week(8, 8, 8, 8, 8, 6), 'NB');
  assert.equal(nb.rule, 'NB-weekly-44');
  assert.equal(nb.ot1Minutes, h(2));
  const nl = splitOvertime(week(8, 8, 8, 8, 8, 6), 'NL');
  assert.equal(nl.rule, 'NL-weekly-40');
  assert.equal(nl.ot1Minutes, h(6));
});

Deno.test('payroll overtime: BC daily 8/12 plus weekly 40 on hours not already overtime', () => {
  // 10+10+10+10+10 = 50 h: daily overtime 10 h; regular 40 h exactly -> no weekly overtime,
  // so BC's rule pays the same as the spec's and the spec's name is kept
  assert.equal(splitOvertime(week(10, 10, 10, 10, 10), 'BC').rule, 'spec-daily');
  // 6 x 8 h = 48 h: 8 h over 40 at 1.5x
  const bc = splitOvertime(week(8, 8, 8, 8, 8, 8), 'BC');
  assert.equal(bc.rule, 'BC-daily-8-12-weekly-40');
  assert.deepEqual([bc.regularMinutes, bc.ot1Minutes, bc.ot2Minutes], [h(40), h(8), 0]);
  // 13 h day + 5 x 8 h: daily 4 h at 1.5x, 1 h at 2x, regular 48 -> 8 of them at 1.5x
  const mixed = splitOvertime(week(13, 8, 8, 8, 8, 8), 'BC');
  assert.deepEqual([mixed.regularMinutes, mixed.ot1Minutes, mixed.ot2Minutes], [
    h(40),
    h(12),
    h(1),
  ]);
});

Deno.test('payroll overtime: AB and SK pay the greater of daily or weekly, not both', () => {
  // AB 6 x 8 h = 48 h: daily 0, weekly 4 h
  assert.equal(splitOvertime(week(8, 8, 8, 8, 8, 8), 'AB').rule, 'AB-weekly-44');
  // SK 6 x 8 h: weekly over 40 = 8 h
  const sk = splitOvertime(week(8, 8, 8, 8, 8, 8), 'SK');
  assert.equal(sk.rule, 'SK-weekly-40');
  assert.equal(sk.ot1Minutes, h(8));
  // SK 5 x 10 h = 50 h: daily 10 h, weekly 10 h: same pay; the daily rule of the spec (which adds
  // nothing here but also pays 10 h at 1.5x) keeps its name on a tie
  assert.equal(splitOvertime(week(10, 10, 10, 10, 10), 'SK').rule, 'spec-daily');
  // SK 4 x 10 h + 2 x 8 h = 56 h: daily 8 h, weekly 16 h -> weekly
  const sk2 = splitOvertime(week(10, 10, 10, 10, 8, 8), 'SK');
  assert.equal(sk2.rule, 'SK-weekly-40');
  assert.equal(sk2.ot1Minutes, h(16));
});

Deno.test('payroll overtime: MB and the territories add weekly 40 to daily 8', () => {
  for (const p of ['MB', 'YT', 'NT', 'NU'] as const) {
    const s = splitOvertime(week(9, 8, 8, 8, 8, 8), p);
    assert.equal(s.rule, `${p}-daily-8-weekly-40`);
    // 49 h: 1 h daily overtime, 48 regular -> 8 more at 1.5x
    assert.deepEqual([s.regularMinutes, s.ot1Minutes, s.ot2Minutes], [h(40), h(9), 0]);
  }
});

Deno.test('payroll overtime: totals add up and the rule never pays less than the spec', () => {
  const weeks = [week(13, 13, 13, 13), week(8, 8, 8, 8, 8, 8, 8), week(4, 12, 2, 16), week()];
  for (const p of PROVINCES) {
    for (const w of weeks) {
      const s = splitOvertime(w, p);
      const total = w.reduce((a, d) => a + d.minutes, 0);
      assert.equal(s.regularMinutes + s.ot1Minutes + s.ot2Minutes, total);
      const spec = splitOvertime(w, p).rule === 'spec-daily';
      const pay = 2 * s.regularMinutes + 3 * s.ot1Minutes + 4 * s.ot2Minutes;
      const specPay = w.reduce(
        (a, d) =>
          a + 2 * Math.min(d.minutes, h(8)) + 3 * Math.max(0, Math.min(d.minutes, h(12)) - h(8)) +
          4 * Math.max(0, d.minutes - h(12)),
        0,
      );
      assert.ok(pay >= specPay, `${p}`);
      if (spec) assert.equal(pay, specPay);
      assert.ok(Object.hasOwn(payrollMessages.en, s.rule), s.rule);
    }
  }
});

Deno.test('payroll overtime: repeated dates merge, order is chronological, bad input refused', () => {
  const s = splitOvertime([
    { date: '2026-03-02', minutes: h(5) },
    { date: '2026-03-01', minutes: h(2) },
    { date: '2026-03-02', minutes: h(5) },
  ], 'ON');
  assert.deepEqual(s.days.map((d) => d.date), ['2026-03-01', '2026-03-02']);
  assert.equal(s.days[1].ot1Minutes, h(2));
  assert.throws(() => splitOvertime([{ date: '2026-03-01', minutes: -1 }], 'ON'));
  assert.throws(() => splitOvertime([{ date: '2026-03-01', minutes: 1.5 }], 'ON'));
});

Deno.test('payroll: every overtime rule has English and French text', () => {
  for (const key of Object.keys(payrollMessages.en) as (keyof typeof payrollMessages.en)[]) {
    assert.ok(payrollMessages.fr[key].length > 0);
  }
  assert.equal(VACATION_RATE, 0.04);
});

Deno.test('payroll: P is 53 for Thursday pay in 2026, 52 otherwise (T4127)', () => {
  assert.equal(periodsPerYear('2026-05-14', 4), 53);
  for (const wd of [0, 1, 2, 3, 5, 6]) assert.equal(periodsPerYear('2026-05-14', wd), 52);
  // 2028 is a leap year starting on a Saturday: Saturday and Sunday occur 53 times
  assert.equal(periodsPerYear('2028-01-07', 6), 53);
  assert.equal(periodsPerYear('2028-01-07', 0), 53);
  assert.equal(periodsPerYear('2028-01-07', 1), 52);
  assert.throws(() => periodsPerYear('2026-01-01', 7));
});
