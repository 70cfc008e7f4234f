// P, the number of pay periods in the year (T4127 ch. 1): for a weekly payroll it is the number
// of paydays that fall in the calendar year, fixed at the start of the year. 2026 has 53
// Thursdays, so a Thursday payroll has P = 53 in 2026 and every other weekday has 52.

/**
 * @param payDate any pay date of the year, YYYY-MM-DD (only its year is used)
 * @param payWeekday the weekday pay is issued on, JavaScript numbering: 0 = Sunday ... 6 = Saturday
 * @returns 52 or 53
 */
export function periodsPerYear(payDate: string, payWeekday: number): number {
  if (!Number.isInteger(payWeekday) || payWeekday < 0 || payWeekday > 6) {
    throw new RangeError(`payWeekday must be 0 (Sunday) to 6 (Saturday), got ${payWeekday}`);
  }
  const year = Number(payDate.slice(0, 4));
  if (!Number.isInteger(year) || year < 1900) throw new RangeError(`bad pay date ${payDate}`);
  // A year has 52 weeks and 1 day (2 in a leap year): the weekday of January 1 (and of January 2
  // in a leap year) occurs 53 times.
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const extra = leap ? [jan1, (jan1 + 1) % 7] : [jan1];
  return extra.includes(payWeekday) ? 53 : 52;
}
