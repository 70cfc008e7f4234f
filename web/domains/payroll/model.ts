// The payroll domain's public face: the pure Canadian payroll engine that the invoices, payments
// and my-pay domains build on (the money contract of issue 12). Nothing here touches the database
// or the server, so the same figures can be shown in the browser. Implementations live in the
// sibling files (one concern each; the types in types.ts); this file is what others import.

export type {
  DayMinutes,
  Deductions,
  DeductionsInput,
  OvertimeDay,
  OvertimeRule,
  OvertimeSplit,
  PayrollYtd,
  Province,
  Td1,
} from './types.ts';
export { EMPTY_YTD, PROVINCES } from './types.ts';

/** Spec 000 §9: the wage includes 4% vacation pay, so base = wage / 1.04. */
export const VACATION_RATE = 0.04;

export { splitOvertime } from './overtime.ts';
export { periodsPerYear } from './periods.ts';
export { computeDeductions } from './deductions.ts';
// The editions carried, for the provisional-pay correction (ADR 049).
export { EDITIONS, type PayrollTables, tablesForPay } from './tables.ts';

// Invoices and My Pay show `OvertimeSplit.rule` and `Deductions.unverified` by key. Another domain
// may import only this file (ADR 015), so the catalog is re-exported here:
// `translator(payrollMessages, locale)(split.rule)` or `text(payrollMessages, key)`.
export { type PayrollMessageKey, payrollMessages } from './messages.ts';

// The year's T4 / RL-1 boxes and maximums (issue 23): slips sum paid pay with these helpers.
export {
  type EmployerLine,
  employerShare,
  type PayLine,
  type Rl1Boxes,
  rl1Boxes,
  type T4Boxes,
  t4Boxes,
  type YearMaximums,
  yearMaximums,
} from './year-maximums.ts';
