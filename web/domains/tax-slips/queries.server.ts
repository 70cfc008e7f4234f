// The tax-slips domain's SQL: paid pay of a year from public.payroll_lines (every row, whatever
// its kind: corrections are rows too), and the issued slips, summaries and runs. Never opens a
// transaction.
import type { Row } from '../../server/db-schema.ts';
import type { Tx } from '../../server/db.server.ts';
import type { Province } from '../payroll/model.ts';
import type { ReportType, T4Summary, TaxSlip } from './model.ts';
import type { YearLine } from './slips.ts';

/** sum() of int4 is int8 and int8 columns stay int8: postgres.js answers strings. */
type Cents = string | number | null;

const n = (v: Cents) => Number(v ?? 0);
const nn = (v: Cents) => (v === null || v === undefined ? null : Number(v));

/**
 * A summed line of public.payroll_lines. The view's columns are nullable to Postgres; what is
 * grouped by is what the invoices wrote (ids, a province code, 'CPP' or 'QPP').
 */
export type YearLineRow = {
  familyId: string;
  caregiverId: string;
  payDate: string;
  province: Province;
  pensionPlan: 'CPP' | 'QPP';
  grossCents: Cents;
  cppEmployeeCents: Cents;
  cpp2EmployeeCents: Cents;
  eiEmployeeCents: Cents;
  qpipEmployeeCents: Cents;
  federalTaxCents: Cents;
  provincialTaxCents: Cents;
  cppEmployerCents: Cents;
  cpp2EmployerCents: Cents;
  eiEmployerCents: Cents;
  qpipEmployerCents: Cents;
};

/**
 * The year's paid pay (by pay date) the transaction may read, one family's or everyone's, summed
 * in the database per family, caregiver and province: a slip's boxes are sums capped once, so a
 * pre-summed line gives the same boxes as the year's lines one by one, at a fraction of the rows.
 */
export async function selectYearLines(
  tx: Tx,
  year: number,
  opts: { familyId?: string; caregiverId?: string } = {},
): Promise<YearLine[]> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows = await tx<YearLineRow[]>`
    select family_id, caregiver_id, max(pay_date)::text as pay_date, province, pension_plan,
           sum(gross_cents) as gross_cents, sum(cpp_employee_cents) as cpp_employee_cents,
           sum(cpp2_employee_cents) as cpp2_employee_cents,
           sum(ei_employee_cents) as ei_employee_cents,
           sum(qpip_employee_cents) as qpip_employee_cents,
           sum(federal_tax_cents) as federal_tax_cents,
           sum(provincial_tax_cents) as provincial_tax_cents,
           sum(cpp_employer_cents) as cpp_employer_cents,
           sum(cpp2_employer_cents) as cpp2_employer_cents,
           sum(ei_employer_cents) as ei_employer_cents,
           sum(qpip_employer_cents) as qpip_employer_cents
      from public.payroll_lines
     where pay_date between ${from} and ${to}
       ${opts.familyId ? tx`and family_id = ${opts.familyId}` : tx``}
       ${opts.caregiverId ? tx`and caregiver_id = ${opts.caregiverId}` : tx``}
     group by family_id, caregiver_id, province, pension_plan`;
  return rows.map(toLine);
}

export function toLine(r: YearLineRow): YearLine {
  return {
    familyId: r.familyId,
    caregiverId: r.caregiverId,
    payDate: r.payDate,
    province: r.province,
    pensionPlan: r.pensionPlan,
    grossCents: n(r.grossCents),
    cppEmployeeCents: n(r.cppEmployeeCents),
    cpp2EmployeeCents: n(r.cpp2EmployeeCents),
    eiEmployeeCents: n(r.eiEmployeeCents),
    qpipEmployeeCents: n(r.qpipEmployeeCents),
    federalTaxCents: n(r.federalTaxCents),
    provincialTaxCents: n(r.provincialTaxCents),
    cppEmployerCents: nn(r.cppEmployerCents),
    cpp2EmployerCents: nn(r.cpp2EmployerCents),
    eiEmployerCents: nn(r.eiEmployerCents),
    qpipEmployerCents: nn(r.qpipEmployerCents),
  };
}

/** First and last names of users (the service path: a slip names its employee and employer). */
export async function selectNames(
  tx: Tx,
  ids: string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx<Pick<Row<'public.users'>, 'id' | 'firstName' | 'lastName'>[]>`
    select id, first_name, last_name from public.user_cards where id = any(${ids}::uuid[])`;
  return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
}

const SLIP_COLUMNS = (tx: Tx) =>
  tx`id, run_id, family_id, caregiver_id, tax_year, province, report_type, issued_at,
     employer_name, employee_first_name, employee_last_name, box14_cents, box16_cents,
     box16a_cents, box17_cents, box17a_cents, box18_cents, box22_cents, box24_cents, box26_cents,
     box55_cents, box56_cents, box29, quebec_tax_cents`;

/** A row of SLIP_COLUMNS. */
export type SlipRow = Omit<Row<'public.tax_slips'>, 'keepUntil'>;

export function toSlip(r: SlipRow): TaxSlip {
  const province = r.province;
  const t4 = {
    box10: province,
    box14: n(r.box14Cents),
    box16: n(r.box16Cents),
    box16A: n(r.box16aCents),
    box17: n(r.box17Cents),
    box17A: n(r.box17aCents),
    box18: n(r.box18Cents),
    box22: n(r.box22Cents),
    box24: n(r.box24Cents),
    box26: n(r.box26Cents),
    box55: n(r.box55Cents),
    box56: n(r.box56Cents),
    box29: r.box29,
  };
  return {
    id: r.id,
    year: r.taxYear,
    familyId: r.familyId,
    caregiverId: r.caregiverId,
    employerName: r.employerName,
    employeeFirstName: r.employeeFirstName,
    employeeLastName: r.employeeLastName,
    province,
    reportType: r.reportType,
    issuedAt: r.issuedAt.toISOString(),
    t4,
    rl1: province === 'QC'
      ? {
        A: t4.box14,
        B: t4.box17,
        BA: t4.box17A,
        C: t4.box18,
        E: n(r.quebecTaxCents),
        G: t4.box26,
        H: t4.box55,
        I: t4.box56,
      }
      : null,
  };
}

/** The latest issued slip of each family, caregiver and province of the year. */
export async function selectLatestIssued(
  tx: Tx,
  year: number,
  opts: { familyId?: string; caregiverId?: string } = {},
): Promise<TaxSlip[]> {
  const rows = await tx<SlipRow[]>`
    select distinct on (family_id, caregiver_id, province) ${SLIP_COLUMNS(tx)}
      from public.tax_slips
     where tax_year = ${year}
       ${opts.familyId ? tx`and family_id = ${opts.familyId}` : tx``}
       ${opts.caregiverId ? tx`and caregiver_id = ${opts.caregiverId}` : tx``}
     order by family_id, caregiver_id, province, issued_at desc, id`;
  return rows.map(toSlip);
}

export async function selectRunSlips(tx: Tx, runId: string, familyId: string): Promise<TaxSlip[]> {
  const rows = await tx<SlipRow[]>`
    select ${SLIP_COLUMNS(tx)} from public.tax_slips
     where run_id = ${runId} and family_id = ${familyId}
     order by employee_last_name, employee_first_name, caregiver_id, province`;
  return rows.map(toSlip);
}

export type RunRow = {
  id: string;
  reportType: ReportType;
  issuedAt: string;
  slipCount: number;
};

/** The family's issued returns of the year (a summary per run), newest first. */
export async function selectFamilyRuns(tx: Tx, familyId: string, year: number): Promise<RunRow[]> {
  const rows = await tx<
    (Pick<Row<'public.tax_summaries'>, 'runId' | 'reportType' | 'issuedAt'> & { slips: number })[]
  >`
    select s.run_id, s.report_type, s.issued_at,
           (select count(*) from public.tax_slips t
             where t.run_id = s.run_id and t.family_id = s.family_id)::int as slips
      from public.tax_summaries s
     where s.family_id = ${familyId} and s.tax_year = ${year}
     order by s.issued_at desc, s.id`;
  return rows.map((r) => ({
    id: r.runId,
    reportType: r.reportType,
    issuedAt: r.issuedAt.toISOString(),
    slipCount: r.slips,
  }));
}

export async function selectSummary(
  tx: Tx,
  familyId: string,
  year: number,
  runId?: string,
): Promise<T4Summary | null> {
  const [r] = await tx<Row<'public.tax_summaries'>[]>`
    select * from public.tax_summaries
     where family_id = ${familyId} and tax_year = ${year}
       ${runId ? tx`and run_id = ${runId}` : tx``}
     order by issued_at desc, id limit 1`;
  if (!r) return null;
  const box80 = n(r.box16Cents) + n(r.box16aCents) + n(r.box27Cents) + n(r.box27aCents) +
    n(r.box18Cents) + n(r.box19Cents) + n(r.box22Cents);
  return {
    year,
    familyId,
    employerName: r.employerName,
    reportType: r.reportType,
    issuedAt: r.issuedAt.toISOString(),
    slipCount: r.slipCount,
    box14: n(r.box14Cents),
    box16: n(r.box16Cents),
    box16A: n(r.box16aCents),
    box18: n(r.box18Cents),
    box22: n(r.box22Cents),
    box27: n(r.box27Cents),
    box27A: n(r.box27aCents),
    box19: n(r.box19Cents),
    box80,
    box82: n(r.remittedCents),
    differenceCents: box80 - n(r.remittedCents),
  };
}

export async function insertRun(
  tx: Tx,
  run: { year: number; familyId: string | null; runBy: string | null },
): Promise<string> {
  const [row] = await tx<Pick<Row<'public.tax_year_runs'>, 'id'>[]>`
    insert into public.tax_year_runs (tax_year, family_id, run_by)
    values (${run.year}, ${run.familyId}, ${run.runBy}) returning id`;
  return row.id;
}

export async function finishRun(
  tx: Tx,
  runId: string,
  counts: { original: number; amended: number; unchanged: number },
) {
  await tx`
    update public.tax_year_runs
       set slips_original = ${counts.original}, slips_amended = ${counts.amended},
           slips_unchanged = ${counts.unchanged}
     where id = ${runId}`;
}

export async function insertSlips(tx: Tx, runId: string, slips: TaxSlip[]) {
  if (slips.length === 0) return;
  const rows = slips.map((s) => ({
    run_id: runId,
    family_id: s.familyId,
    caregiver_id: s.caregiverId,
    tax_year: s.year,
    province: s.province,
    report_type: s.reportType,
    employer_name: s.employerName.slice(0, 200) || '-',
    employee_first_name: s.employeeFirstName.slice(0, 100),
    employee_last_name: s.employeeLastName.slice(0, 100),
    box14_cents: s.t4.box14,
    box16_cents: s.t4.box16,
    box16a_cents: s.t4.box16A,
    box17_cents: s.t4.box17,
    box17a_cents: s.t4.box17A,
    box18_cents: s.t4.box18,
    box22_cents: s.t4.box22,
    box24_cents: s.t4.box24,
    box26_cents: s.t4.box26,
    box55_cents: s.t4.box55,
    box56_cents: s.t4.box56,
    box29: s.t4.box29,
    quebec_tax_cents: s.rl1?.E ?? 0,
  }));
  // Chunks keep each statement under Postgres's 65,535 parameters (23 columns a row).
  for (let i = 0; i < rows.length; i += 2000) {
    await tx`insert into public.tax_slips ${tx(rows.slice(i, i + 2000))}`;
  }
}

export async function insertSummaries(tx: Tx, runId: string, summaries: T4Summary[]) {
  if (summaries.length === 0) return;
  const rows = summaries.map((s) => ({
    run_id: runId,
    family_id: s.familyId,
    tax_year: s.year,
    report_type: s.reportType,
    employer_name: s.employerName.slice(0, 200) || '-',
    slip_count: s.slipCount,
    box14_cents: s.box14,
    box16_cents: s.box16,
    box16a_cents: s.box16A,
    box18_cents: s.box18,
    box22_cents: s.box22,
    box27_cents: s.box27,
    box27a_cents: s.box27A,
    box19_cents: s.box19,
    remitted_cents: s.box82,
  }));
  for (let i = 0; i < rows.length; i += 3000) {
    await tx`insert into public.tax_summaries ${tx(rows.slice(i, i + 3000))}`;
  }
}
