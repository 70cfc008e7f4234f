// One team member's week becomes one invoice: pure arithmetic, no I/O (issue 12; spec 000 §9;
// docs/decisions/027-invoices.md). The server gathers the rows (queries.server.ts), this file
// computes, the server writes. Deductions come from payroll (passed in, so this file stays pure
// and tests can pin the payroll engine's figures).
//
// - A shift belongs to the local date (care zone) on which it starts, so a shift crossing
//   midnight counts on the day it began; its minutes are the real elapsed minutes between its
//   two instants, so a night across a DST change pays the hour it really lasted (7 or 9 h).
// - The week is Sunday to Saturday of local dates; the pay date is the Tuesday after it.
// - Per day, payroll's splitOvertime names the rule applied for the week (spec-daily or the
//   province's standard, whichever pays more). Incomes are at the base rate (wage ÷ 1.04):
//   regular 1×, ot1 1.5×, ot2 2×, each rounded to the cent per day; vacation pay is 4% of the
//   week's earnings; gross = earnings + vacation (so 40 h at a $20.80 wage is exactly $832.00).
import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import type { Deductions, DeductionsInput, PayrollYtd, Province, Td1 } from '../payroll/model.ts';
import { splitOvertime, VACATION_RATE } from '../payroll/model.ts';
import {
  type DailyBreakdown,
  hoursOf,
  type InvoiceDay,
  type InvoiceShift,
  type InvoiceTask,
  type PayableBreakdown,
  payableFor,
} from './model.ts';

export type Deduct = (input: DeductionsInput) => Deductions;

/**
 * A day as stored in `invoices.sorted_shifts`: the shifts and only the figures nothing else
 * derives (minutes and cents); hours, flags and the wage are derived when read (`expandDay`).
 */
export type StoredDay = {
  date: string;
  shifts: InvoiceShift[];
  breakdown: Pick<
    DailyBreakdown,
    | 'regularMinutes'
    | 'ot1Minutes'
    | 'ot2Minutes'
    | 'dailyRegularIncome'
    | 'dailyOt1Income'
    | 'dailyOt2Income'
  >;
};

export function storedDay(day: InvoiceDay): StoredDay {
  const b = day.breakdown;
  return {
    date: day.date,
    shifts: day.shifts,
    breakdown: {
      regularMinutes: b.regularMinutes,
      ot1Minutes: b.ot1Minutes,
      ot2Minutes: b.ot2Minutes,
      dailyRegularIncome: b.dailyRegularIncome,
      dailyOt1Income: b.dailyOt1Income,
      dailyOt2Income: b.dailyOt2Income,
    },
  };
}

/** The spec's daily breakdown of a stored day (wage in cents, including vacation pay). */
export function expandDay(day: StoredDay, wageCents: number): InvoiceDay {
  const b = day.breakdown;
  return {
    date: day.date,
    shifts: day.shifts,
    breakdown: dailyBreakdown(b, wageCents),
  };
}

function dailyBreakdown(b: StoredDay['breakdown'], wageCents: number): DailyBreakdown {
  return {
    isOt: b.ot1Minutes + b.ot2Minutes > 0,
    dailyOtHours: hoursOf(b.ot1Minutes + b.ot2Minutes),
    wage: wageCents,
    regularHours: hoursOf(b.regularMinutes),
    dailyRegularIncome: b.dailyRegularIncome,
    ot1Hours: hoursOf(b.ot1Minutes),
    ot2Hours: hoursOf(b.ot2Minutes),
    dailyOt1Income: b.dailyOt1Income,
    dailyOt2Income: b.dailyOt2Income,
    dailyOperatingIncome: b.dailyRegularIncome + b.dailyOt1Income + b.dailyOt2Income,
    regularMinutes: b.regularMinutes,
    ot1Minutes: b.ot1Minutes,
    ot2Minutes: b.ot2Minutes,
  };
}

/** The Sunday starting the week that contains `date` (YYYY-MM-DD), as YYYY-MM-DD. */
export function weekStartOf(date: string): string {
  const d = parseISO(date);
  return format(addDays(d, -d.getDay()), 'yyyy-MM-dd');
}

export function addLocalDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** The pay date of a week's invoice: the Tuesday after the week (ADR 027). */
export const PAY_WEEKDAY = 2;
export function payDateOf(weekStart: string): string {
  return addLocalDays(weekStart, 7 + PAY_WEEKDAY);
}

/** The local calendar date of an instant in a zone. */
export function localDateOf(instant: Date | string, zone: string): string {
  return format(new TZDate(new Date(instant).getTime(), zone), 'yyyy-MM-dd');
}

export type WeekShift = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The local start date when the caller already has it (SQL computes it faster). */
  localDate?: string;
  tasks: InvoiceTask[];
};

export type WeekInput = {
  weekStart: string;
  province: Province;
  wageCents: number;
  periodsPerYear: number;
  td1: Td1;
  ytd: PayrollYtd;
  workersCompRatePer100: number | null;
  shifts: WeekShift[];
};

export type WeekFigures = {
  days: InvoiceDay[];
  overtimeRule: string;
  totalMinutes: number;
  regularMinutes: number;
  ot1Minutes: number;
  ot2Minutes: number;
  regularIncomeCents: number;
  ot1IncomeCents: number;
  ot2IncomeCents: number;
  operatingIncomeCents: number;
  vacationCents: number;
  grossCents: number;
  payDate: string;
  deductions: Deductions;
  payable: PayableBreakdown;
};

/** The shifts of the week (by local start date), grouped and priced; null when there are none. */
export function computeWeek(input: WeekInput, deduct: Deduct): WeekFigures | null {
  const weekEnd = addLocalDays(input.weekStart, 6);
  const byDate = new Map<string, InvoiceShift[]>();
  for (const s of [...input.shifts].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const date = s.localDate ?? localDateOf(s.startsAt, s.timeZone);
    if (date < input.weekStart || date > weekEnd) continue;
    const minutes = Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);
    if (minutes <= 0) continue;
    const list = byDate.get(date) ?? [];
    list.push({
      id: s.id,
      startTime: s.startsAt.toISOString(),
      endTime: s.endsAt.toISOString(),
      minutes,
      tasks: s.tasks,
    });
    byDate.set(date, list);
  }
  if (byDate.size === 0) return null;

  const split = splitOvertime(
    [...byDate.entries()].map(([date, shifts]) => ({
      date,
      minutes: shifts.reduce((sum, s) => sum + s.minutes, 0),
    })),
    input.province,
  );
  const base = input.wageCents / (1 + VACATION_RATE);
  const days: InvoiceDay[] = split.days.map((d) => {
    const breakdown = dailyBreakdown({
      regularMinutes: d.regularMinutes,
      ot1Minutes: d.ot1Minutes,
      ot2Minutes: d.ot2Minutes,
      dailyRegularIncome: Math.round((base * d.regularMinutes) / 60),
      dailyOt1Income: Math.round((base * 1.5 * d.ot1Minutes) / 60),
      dailyOt2Income: Math.round((base * 2 * d.ot2Minutes) / 60),
    }, input.wageCents);
    return { date: d.date, shifts: byDate.get(d.date) ?? [], breakdown };
  });
  const sum = (f: (b: DailyBreakdown) => number) => days.reduce((s, d) => s + f(d.breakdown), 0);
  const regularIncomeCents = sum((b) => b.dailyRegularIncome);
  const ot1IncomeCents = sum((b) => b.dailyOt1Income);
  const ot2IncomeCents = sum((b) => b.dailyOt2Income);
  const operatingIncomeCents = regularIncomeCents + ot1IncomeCents + ot2IncomeCents;
  const vacationCents = Math.round(operatingIncomeCents * VACATION_RATE);
  const grossCents = operatingIncomeCents + vacationCents;
  const payDate = payDateOf(input.weekStart);
  const deductions = deduct({
    payDate,
    province: input.province,
    periodsPerYear: input.periodsPerYear,
    grossCents,
    td1: input.td1,
    ytd: input.ytd,
    workersCompRatePer100: input.workersCompRatePer100,
  });
  return {
    days,
    overtimeRule: split.rule,
    totalMinutes: split.regularMinutes + split.ot1Minutes + split.ot2Minutes,
    regularMinutes: split.regularMinutes,
    ot1Minutes: split.ot1Minutes,
    ot2Minutes: split.ot2Minutes,
    regularIncomeCents,
    ot1IncomeCents,
    ot2IncomeCents,
    operatingIncomeCents,
    vacationCents,
    grossCents,
    payDate,
    deductions,
    payable: payableFor(grossCents),
  };
}
