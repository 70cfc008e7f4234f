// What the remittances island shows for a month and how its "mark remitted" form checks a date:
// pure, so the rows and the checks are unit-tested (remittances-state.test.ts).
import { fieldIssues } from '../../../shared/valibot-fields.ts';
import type { EmployerMessageKey } from '../messages.ts';
import {
  type EmployerDetails,
  hasQuebec,
  type RemittanceFigures,
  remittedOnProblem,
} from '../model.ts';
import { EmployerDetailsSchema } from '../schemas.ts';

export type MoneyRow = { key: EmployerMessageKey; cents: number };
export type MonthRows = { cra: MoneyRow[]; rq: MoneyRow[] };

/**
 * The lines of a month, grouped by who receives them. The CRA's group always shows (federal tax
 * and EI are remitted there from every province); CPP and provincial-tax lines show when the
 * month has pay outside Quebec, and Revenu Québec's group when it has pay in Quebec.
 */
export function monthRows(f: RemittanceFigures): MonthRows {
  const outsideQuebec = f.cppEmployeeCents !== 0 || f.cpp2EmployeeCents !== 0 ||
    f.cppEmployerCents !== 0 || f.provincialTaxCents !== 0 || !hasQuebec(f);
  const cpp: MoneyRow[] = outsideQuebec
    ? [
      { key: 'cppEmployee', cents: f.cppEmployeeCents },
      { key: 'cppEmployer', cents: f.cppEmployerCents },
      { key: 'cpp2Employee', cents: f.cpp2EmployeeCents },
      { key: 'cpp2Employer', cents: f.cpp2EmployerCents },
    ]
    : [];
  const provincial: MoneyRow[] = outsideQuebec
    ? [{ key: 'provincialTax', cents: f.provincialTaxCents }]
    : [];
  const cra: MoneyRow[] = [
    ...cpp,
    { key: 'eiEmployee', cents: f.eiEmployeeCents },
    { key: 'eiEmployer', cents: f.eiEmployerCents },
    { key: 'federalTax', cents: f.federalTaxCents },
    ...provincial,
  ];
  const rq: MoneyRow[] = hasQuebec(f)
    ? [
      { key: 'qppEmployee', cents: f.qppEmployeeCents },
      { key: 'qppEmployer', cents: f.qppEmployerCents },
      { key: 'qpp2Employee', cents: f.qpp2EmployeeCents },
      { key: 'qpp2Employer', cents: f.qpp2EmployerCents },
      { key: 'qpipEmployee', cents: f.qpipEmployeeCents },
      { key: 'qpipEmployer', cents: f.qpipEmployerCents },
      { key: 'quebecTax', cents: f.quebecTaxCents },
    ]
    : [];
  return { cra, rq };
}

/** The message key for a remittance date the form would refuse, or null. */
export function remittedOnError(
  month: string,
  value: string,
  today: string,
): EmployerMessageKey | null {
  if (!value) return 'required';
  const problem = remittedOnProblem(month, value, today);
  if (problem === 'format') return 'remittedOnInvalid';
  if (problem === 'future') return 'remittedOnFuture';
  if (problem === 'beforeMonthEnd') return 'remittedOnBeforeMonthEnd';
  return null;
}

/** The date the form suggests: the due date if it has passed, else today (never in the future). */
export const suggestedDate = (dueDate: string, today: string) => dueDate <= today ? dueDate : today;

// -------------------------------------------------------------------- employer details form

export const DETAIL_FIELDS = [
  'legalName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'payrollAccount',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

export function valuesOf(d: EmployerDetails | null): DetailValues {
  return {
    legalName: d?.legalName ?? '',
    addressLine1: d?.address.line1 ?? '',
    addressLine2: d?.address.line2 ?? '',
    city: d?.address.city ?? '',
    province: d?.address.province ?? '',
    postalCode: d?.address.postalCode ?? '',
    payrollAccount: d?.payrollAccount ?? '',
  };
}

/** The first error key per field, as the server would answer (the same schema). */
export function detailErrors(values: DetailValues): Partial<Record<DetailField, string>> {
  return fieldIssues(EmployerDetailsSchema, values, null);
}
