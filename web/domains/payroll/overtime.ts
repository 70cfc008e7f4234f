// Overtime for one pay week (Sunday to Saturday in the care location's zone).
//
// Two rules compete and the one that pays the caregiver more for the week wins (issue 12):
// - the spec's daily rule (spec 000 §9): per day, minutes beyond 8 h pay 1.5x, beyond 12 h 2x;
// - the province's employment standard (payroll-2026.md §8.1), expressed in the same terms.
// Every rule is "minutes at 1x, 1.5x or 2x of the caregiver's base rate", so comparing their pay
// needs no rate: weight the minutes and compare. A tie keeps the spec's rule.
//
// NB and NL owe weekly overtime at 1.5x the *minimum* wage, which this model cannot express. We
// pay those minutes at 1.5x the caregiver's base rate instead: the base is never below minimum
// wage, so this always pays at least what the statute requires (ADR 026).
import type { DayMinutes, OvertimeDay, OvertimeRule, OvertimeSplit, Province } from './types.ts';

type Candidate = { rule: OvertimeRule; days: OvertimeDay[] };

const HOUR = 60;

/** Merges repeated dates and sorts the week chronologically; minutes must be whole and >= 0. */
function normalize(days: DayMinutes[]): DayMinutes[] {
  const byDate = new Map<string, number>();
  for (const day of days) {
    if (!Number.isInteger(day.minutes) || day.minutes < 0) {
      throw new RangeError(`minutes must be a non-negative integer (${day.date}: ${day.minutes})`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date)) throw new RangeError(`bad date ${day.date}`);
    byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.minutes);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, minutes]) => ({ date, minutes }));
}

/** Per day: beyond `ot1After` hours at 1.5x, beyond `ot2After` hours (if any) at 2x. */
function daily(days: DayMinutes[], ot1After: number, ot2After: number | null): OvertimeDay[] {
  return days.map(({ date, minutes }) => {
    const regularMinutes = Math.min(minutes, ot1After * HOUR);
    const ot2Minutes = ot2After === null ? 0 : Math.max(0, minutes - ot2After * HOUR);
    return { date, regularMinutes, ot1Minutes: minutes - regularMinutes - ot2Minutes, ot2Minutes };
  });
}

/**
 * Regular minutes beyond `after` hours in the week become 1.5x, latest minutes first in time
 * (the hours that cross the weekly line are the last ones worked). Minutes already paid as daily
 * overtime do not count toward the weekly line (BC ESA s.40(2); same practice in MB and the
 * territories), so this runs on a daily split or on the plain week.
 */
function weeklyOnTop(days: OvertimeDay[], after: number): OvertimeDay[] {
  let regularSoFar = 0;
  return days.map((day) => {
    const room = Math.max(0, after * HOUR - regularSoFar);
    const stays = Math.min(day.regularMinutes, room);
    regularSoFar += day.regularMinutes;
    return {
      ...day,
      regularMinutes: stays,
      ot1Minutes: day.ot1Minutes + day.regularMinutes - stays,
    };
  });
}

function plain(days: DayMinutes[]): OvertimeDay[] {
  return days.map(({ date, minutes }) => ({
    date,
    regularMinutes: minutes,
    ot1Minutes: 0,
    ot2Minutes: 0,
  }));
}

/** Pay in half-minutes of base rate: integer, so comparisons are exact. */
function weight(days: OvertimeDay[]): number {
  return days.reduce(
    (sum, d) => sum + 2 * d.regularMinutes + 3 * d.ot1Minutes + 4 * d.ot2Minutes,
    0,
  );
}

function greater(a: Candidate, b: Candidate): Candidate {
  return weight(b.days) > weight(a.days) ? b : a;
}

/** The province's standard for employees (payroll-2026.md §8.1), as minutes at 1x/1.5x/2x. */
function provincial(days: DayMinutes[], province: Province): Candidate {
  switch (province) {
    case 'ON':
      return { rule: 'ON-weekly-44', days: weeklyOnTop(plain(days), 44) };
    case 'QC':
      return { rule: 'QC-weekly-40', days: weeklyOnTop(plain(days), 40) };
    case 'NS':
      return { rule: 'NS-weekly-48', days: weeklyOnTop(plain(days), 48) };
    case 'PE':
      return { rule: 'PE-weekly-48', days: weeklyOnTop(plain(days), 48) };
    case 'NB':
      return { rule: 'NB-weekly-44', days: weeklyOnTop(plain(days), 44) };
    case 'NL':
      return { rule: 'NL-weekly-40', days: weeklyOnTop(plain(days), 40) };
    case 'BC':
      return { rule: 'BC-daily-8-12-weekly-40', days: weeklyOnTop(daily(days, 8, 12), 40) };
    case 'MB':
      return { rule: 'MB-daily-8-weekly-40', days: weeklyOnTop(daily(days, 8, null), 40) };
    case 'YT':
      return { rule: 'YT-daily-8-weekly-40', days: weeklyOnTop(daily(days, 8, null), 40) };
    case 'NT':
      return { rule: 'NT-daily-8-weekly-40', days: weeklyOnTop(daily(days, 8, null), 40) };
    case 'NU':
      return { rule: 'NU-daily-8-weekly-40', days: weeklyOnTop(daily(days, 8, null), 40) };
    // Alberta and Saskatchewan pay the greater of the daily and the weekly figure, not both.
    case 'AB':
      return greater(
        { rule: 'AB-daily-8', days: daily(days, 8, null) },
        { rule: 'AB-weekly-44', days: weeklyOnTop(plain(days), 44) },
      );
    case 'SK':
      return greater(
        { rule: 'SK-daily-8', days: daily(days, 8, null) },
        { rule: 'SK-weekly-40', days: weeklyOnTop(plain(days), 40) },
      );
  }
}

/**
 * Splits one week's worked minutes per day into regular, 1.5x and 2x minutes under whichever of
 * the spec's daily rule and the province's standard pays more.
 */
export function splitOvertime(days: DayMinutes[], province: Province): OvertimeSplit {
  const week = normalize(days);
  const chosen = greater(
    { rule: 'spec-daily', days: daily(week, 8, 12) },
    provincial(week, province),
  );
  const sum = (key: 'regularMinutes' | 'ot1Minutes' | 'ot2Minutes') =>
    chosen.days.reduce((total, day) => total + day[key], 0);
  return {
    rule: chosen.rule,
    days: chosen.days,
    regularMinutes: sum('regularMinutes'),
    ot1Minutes: sum('ot1Minutes'),
    ot2Minutes: sum('ot2Minutes'),
  };
}
