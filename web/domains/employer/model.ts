// The family as employer (issue 23 points 1 and 2, ADR 047): the employer details the CRA needs,
// the caregiver's SIN (masked everywhere but slips), and the monthly source-deduction
// remittances. Browser-safe: the islands and the other payroll domains import this file.

/** What the CRA needs of an employer; `payrollAccount` null until the family has one. */
export type EmployerDetails = {
  legalName: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    /** Two letters: 'ON'. */
    province: string;
    /** 'M5V 2T6'. */
    postalCode: string;
  };
  /** '123456782RP0001'. */
  payrollAccount: string | null;
};

/** One month's remittance as the tax slips read it (`remittancesOfYear`). */
export type Remittance = {
  /** 'YYYY-MM': the month of the pay dates. */
  month: string;
  /** 'YYYY-MM-DD': the day the CRA must receive it (the 15th, or the next business day). */
  dueDate: string;
  /** To the CRA: employees' and employer's CPP, CPP2, EI, and income tax (federal, and the province's outside Quebec). */
  craCents: number;
  /** To Revenu Québec: QPP, QPP2, QPIP (both shares) and Quebec income tax. */
  rqCents: number;
  remittedOn: string | null;
};

/** The figures of one month, line by line, as My Pay shows them. */
export type RemittanceFigures = {
  grossCents: number;
  employees: number;
  cppEmployeeCents: number;
  cpp2EmployeeCents: number;
  qppEmployeeCents: number;
  qpp2EmployeeCents: number;
  eiEmployeeCents: number;
  qpipEmployeeCents: number;
  federalTaxCents: number;
  /** Provincial income tax outside Quebec (remitted to the CRA). */
  provincialTaxCents: number;
  /** Quebec income tax (remitted to Revenu Québec). */
  quebecTaxCents: number;
  cppEmployerCents: number;
  cpp2EmployerCents: number;
  qppEmployerCents: number;
  qpp2EmployerCents: number;
  eiEmployerCents: number;
  qpipEmployerCents: number;
  craCents: number;
  rqCents: number;
};

export type RemittanceMonth = Remittance & RemittanceFigures & {
  /** True when the 15th falls on a weekend or holiday and the due date moved. */
  dueDateMoved: boolean;
};

/** One row of public.payroll_lines, the amounts a remittance needs (null employer shares = 0). */
export type PayrollLineAmounts = {
  caregiverId: string;
  province: string;
  grossCents: number;
  cppEmployeeCents: number;
  cpp2EmployeeCents: number;
  eiEmployeeCents: number;
  qpipEmployeeCents: number;
  federalTaxCents: number;
  provincialTaxCents: number;
  cppEmployerCents: number | null;
  cpp2EmployerCents: number | null;
  eiEmployerCents: number | null;
  qpipEmployerCents: number | null;
};

export const LEGAL_NAME_MAX = 120;
export const ADDRESS_LINE_MAX = 120;
export const CITY_MAX = 80;

/** How many days before a due date the reminder goes out. */
export const REMINDER_DAYS_BEFORE = 7;

// ------------------------------------------------------------------------------ validators

/** Luhn's mod 10 over nine digits: the SIN's check and the CRA business number's check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = digits.charCodeAt(i) - 48;
    // Every second digit from the left (positions 2, 4, 6, 8) is doubled, its digits added.
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** '123 456 782 rp 0001' → '123456782RP0001' (spaces and dashes people type are dropped). */
export const normalizePayrollAccount = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();

export type PayrollAccountProblem = 'format' | 'checkDigit' | null;

/** Null when valid: 9 digits (valid check digit), 'RP', 4 digits. */
export function payrollAccountProblem(normalized: string): PayrollAccountProblem {
  if (!/^\d{9}RP\d{4}$/.test(normalized)) return 'format';
  return luhnValid(normalized.slice(0, 9)) ? null : 'checkDigit';
}

/** '130 692 544' → '130692544'. */
export const normalizeSin = (raw: string) => raw.replace(/[\s-]/g, '');

export type SinProblem = 'format' | 'prefix' | 'checkDigit' | null;

/** Null when valid: nine digits, not starting with 0 or 8 (never issued to a person), Luhn. */
export function sinProblem(normalized: string): SinProblem {
  if (!/^\d{9}$/.test(normalized)) return 'format';
  if (normalized[0] === '0' || normalized[0] === '8') return 'prefix';
  return luhnValid(normalized) ? null : 'checkDigit';
}

/** The form every screen shows: '*** *** 544'. */
export const maskSin = (lastDigits: string) => `*** *** ${lastDigits}`;

/** 'm5v2t6' → 'M5V 2T6'. */
export function normalizePostalCode(raw: string): string {
  const compact = raw.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

// ------------------------------------------------------------------------------ due dates

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Easter Sunday (Gregorian; the anonymous algorithm). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The n-th (1-based) weekday `dow` (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, dow: number, n: number): Date {
  const first = utc(year, month, 1);
  const offset = (dow - first.getUTCDay() + 7) % 7;
  return utc(year, month, 1 + offset + 7 * (n - 1));
}

/**
 * The public holidays the CRA closes on (its "due dates" page): New Year's Day, Good Friday,
 * Easter Monday, Victoria Day, Canada Day, the August civic holiday, Labour Day, the National Day
 * for Truth and Reconciliation, Thanksgiving, Remembrance Day, Christmas and Boxing Day. A
 * fixed-date holiday on a weekend is observed on the next free weekday.
 */
export function federalHolidays(year: number): Set<string> {
  const out = new Set<string>();
  const gf = addDays(easter(year), -2);
  out.add(iso(gf));
  out.add(iso(addDays(gf, 3)));
  // Victoria Day: the Monday before 25 May.
  const may24 = utc(year, 5, 24);
  out.add(iso(addDays(may24, -((may24.getUTCDay() + 6) % 7))));
  out.add(iso(nthWeekday(year, 8, 1, 1)));
  out.add(iso(nthWeekday(year, 9, 1, 1)));
  out.add(iso(nthWeekday(year, 10, 1, 2)));
  for (const [m, d] of [[1, 1], [7, 1], [9, 30], [11, 11], [12, 25], [12, 26]]) {
    let day = utc(year, m, d);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || out.has(iso(day))) {
      day = addDays(day, 1);
    }
    out.add(iso(day));
  }
  return out;
}

/** The next business day on or after `date` ('YYYY-MM-DD'). */
export function businessDayOnOrAfter(date: string): string {
  let day = new Date(`${date}T00:00:00Z`);
  let holidays = federalHolidays(day.getUTCFullYear());
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || holidays.has(iso(day))) {
    day = addDays(day, 1);
    holidays = federalHolidays(day.getUTCFullYear());
  }
  return iso(day);
}

/**
 * A regular remitter's due date for the pay dates of `month` ('YYYY-MM'): the 15th of the next
 * month; when that is a weekend or a public holiday, a payment the next business day is on time.
 */
export function remittanceDueDate(month: string): { dueDate: string; moved: boolean } {
  const [y, m] = month.split('-').map(Number);
  const fifteenth = iso(utc(y, m + 1, 15));
  const dueDate = businessDayOnOrAfter(fifteenth);
  return { dueDate, moved: dueDate !== fifteenth };
}

/** 'YYYY-MM-DD': the day the reminder is due (a week before the due date). */
export function reminderDay(month: string): string {
  const { dueDate } = remittanceDueDate(month);
  return iso(addDays(new Date(`${dueDate}T00:00:00Z`), -REMINDER_DAYS_BEFORE));
}

/** The last day of a month 'YYYY-MM' as 'YYYY-MM-DD'. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return iso(utc(y, m + 1, 0));
}

export type RemittedOnProblem = 'format' | 'future' | 'beforeMonthEnd' | null;

/** A remittance date: a real date, not after `today`, not before the month's last day. */
export function remittedOnProblem(
  month: string,
  remittedOn: string,
  today: string,
): RemittedOnProblem {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(remittedOn)) return 'format';
  const d = new Date(`${remittedOn}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || iso(d) !== remittedOn) return 'format';
  if (remittedOn > today) return 'future';
  if (remittedOn < monthEnd(month)) return 'beforeMonthEnd';
  return null;
}

// ------------------------------------------------------------------------------ arithmetic

const EMPTY_FIGURES: RemittanceFigures = {
  grossCents: 0,
  employees: 0,
  cppEmployeeCents: 0,
  cpp2EmployeeCents: 0,
  qppEmployeeCents: 0,
  qpp2EmployeeCents: 0,
  eiEmployeeCents: 0,
  qpipEmployeeCents: 0,
  federalTaxCents: 0,
  provincialTaxCents: 0,
  quebecTaxCents: 0,
  cppEmployerCents: 0,
  cpp2EmployerCents: 0,
  qppEmployerCents: 0,
  qpp2EmployerCents: 0,
  eiEmployerCents: 0,
  qpipEmployerCents: 0,
  craCents: 0,
  rqCents: 0,
};

/**
 * One pay's share of a remittance. In Quebec the pension columns hold QPP and go to Revenu
 * Québec with QPIP and Quebec tax; federal tax and EI go to the CRA. Elsewhere everything goes
 * to the CRA. Employer shares come from the invoice (EI already 1.4×); never recomputed here.
 */
export function lineFigures(line: PayrollLineAmounts): RemittanceFigures {
  const quebec = line.province === 'QC';
  const er = (n: number | null) => n ?? 0;
  const f: RemittanceFigures = { ...EMPTY_FIGURES, grossCents: line.grossCents, employees: 0 };
  if (quebec) {
    f.qppEmployeeCents = line.cppEmployeeCents;
    f.qpp2EmployeeCents = line.cpp2EmployeeCents;
    f.qppEmployerCents = er(line.cppEmployerCents);
    f.qpp2EmployerCents = er(line.cpp2EmployerCents);
    f.quebecTaxCents = line.provincialTaxCents;
  } else {
    f.cppEmployeeCents = line.cppEmployeeCents;
    f.cpp2EmployeeCents = line.cpp2EmployeeCents;
    f.cppEmployerCents = er(line.cppEmployerCents);
    f.cpp2EmployerCents = er(line.cpp2EmployerCents);
    f.provincialTaxCents = line.provincialTaxCents;
  }
  f.eiEmployeeCents = line.eiEmployeeCents;
  f.eiEmployerCents = er(line.eiEmployerCents);
  f.qpipEmployeeCents = line.qpipEmployeeCents;
  f.qpipEmployerCents = er(line.qpipEmployerCents);
  f.federalTaxCents = line.federalTaxCents;
  f.craCents = f.cppEmployeeCents + f.cpp2EmployeeCents + f.cppEmployerCents +
    f.cpp2EmployerCents + f.eiEmployeeCents + f.eiEmployerCents + f.federalTaxCents +
    f.provincialTaxCents;
  f.rqCents = f.qppEmployeeCents + f.qpp2EmployeeCents + f.qppEmployerCents +
    f.qpp2EmployerCents + f.qpipEmployeeCents + f.qpipEmployerCents + f.quebecTaxCents;
  return f;
}

/** A month's figures: the sum of every line (corrections included), employees counted once. */
export function monthFigures(lines: readonly PayrollLineAmounts[]): RemittanceFigures {
  const total = { ...EMPTY_FIGURES };
  const keys = Object.keys(EMPTY_FIGURES) as (keyof RemittanceFigures)[];
  for (const line of lines) {
    const f = lineFigures(line);
    for (const k of keys) total[k] += f[k];
  }
  total.employees = new Set(lines.map((l) => l.caregiverId)).size;
  return total;
}

/** True when a month has something to remit to Revenu Québec (a Quebec pay). */
export const hasQuebec = (f: RemittanceFigures) =>
  f.rqCents !== 0 || f.qppEmployeeCents !== 0 || f.quebecTaxCents !== 0;
