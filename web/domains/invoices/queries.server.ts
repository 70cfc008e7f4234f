// The invoices domain's SQL: functions taking the caller's transaction (they never open one) and
// mapping rows to model types. Reads run as the viewer (RLS decides what they see: a caregiver's
// join to invoice_employer_costs finds nothing); writes run on the service path only.
import type { Row } from '../../server/db-schema.ts';
import type { Tx } from '../../server/db.server.ts';
import type { OvertimeRule, PayrollYtd, Province } from '../payroll/model.ts';
import { expandDay, type StoredDay } from './generate.ts';
import {
  hoursOf,
  type Invoice,
  type InvoiceAdjustment,
  type InvoiceFilter,
  type InvoiceSort,
  type InvoiceTask,
} from './model.ts';

/** A left join's columns: null when no row matched. */
export type Joined<T> = { [K in keyof T]: T[K] | null };

type EmployerCostRow = Pick<
  Row<'public.invoice_employer_costs'>,
  | 'cppEmployerCents'
  | 'cpp2EmployerCents'
  | 'eiEmployerCents'
  | 'qpipEmployerCents'
  | 'workersCompCents'
  | 'workersCompRatePer100'
  | 'employerContributionsCents'
  | 'baseCents'
  | 'poyoFeeCents'
  | 'salesTaxCents'
  | 'totalPayableCents'
>;

/** A row of INVOICE_COLUMNS: the invoice, its employer side (RLS: the family's only), the rest. */
export type InvoiceRow =
  & Omit<Row<'public.invoices'>, 'weekStart' | 'payDate' | 'sortedShifts' | 'overtimeRule'>
  & Joined<EmployerCostRow>
  & {
    weekStart: string;
    weekEnd: string;
    payDate: string;
    sortedShifts: StoredDay[];
    // Generation writes only the rule computeWeek chose (a text column, no check of its values).
    overtimeRule: OvertimeRule;
    employerInvoiceId: string | null;
    reimbursementCents: Row<'public.background_check_refunds'>['amountCents'];
    adjustments: InvoiceAdjustment[];
  };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const num = (x: number | string | null | undefined) => Number(x ?? 0);

// Dates come back as text (no timezone games with `date` columns).
const INVOICE_COLUMNS = `
  i.id, i.member_id, i.family_id, i.caregiver_id, i.job_id, i.week_start::text as week_start,
  (i.week_start + 6)::text as week_end, i.time_zone, i.province, i.pay_date::text as pay_date,
  i.status, i.created_at, i.due_at, i.approved_at, i.paid_at, i.payment_id,
  i.caregiver_user_id_number, i.caregiver_first_name, i.caregiver_last_name,
  i.caregiver_img_url_thumb, i.family_user_id_number, i.family_first_name, i.family_last_name,
  i.client_first_name, i.client_last_name, i.address_full, i.wage_cents, i.overtime_rule,
  i.sorted_shifts, i.total_minutes, i.regular_minutes, i.ot1_minutes, i.ot2_minutes,
  i.regular_income_cents, i.ot1_income_cents, i.ot2_income_cents, i.operating_income_cents,
  i.vacation_cents, i.gross_cents, i.cpp_employee_cents, i.cpp2_employee_cents,
  i.ei_employee_cents, i.qpip_employee_cents, i.federal_tax_cents, i.provincial_tax_cents,
  i.employee_deductions_cents, i.net_cents, i.tax_edition, i.pension_plan, i.unverified,
  e.invoice_id as employer_invoice_id, e.cpp_employer_cents, e.cpp2_employer_cents,
  e.ei_employer_cents, e.qpip_employer_cents, e.workers_comp_cents, e.workers_comp_rate_per_100,
  e.employer_contributions_cents, e.base_cents, e.poyo_fee_cents, e.sales_tax_cents,
  e.total_payable_cents, br.amount_cents as reimbursement_cents,
  (select coalesce(json_agg(json_build_object(
            'id', a.id, 'correctedInvoiceId', a.corrects_invoice_id,
            'correctedPayDate', a.corrected_pay_date::text, 'edition', a.edition,
            'provisionalEdition', a.provisional_edition,
            'employee', json_build_object(
              'cpp', a.cpp_employee_cents, 'cpp2', a.cpp2_employee_cents,
              'ei', a.ei_employee_cents, 'qpip', a.qpip_employee_cents,
              'federalTax', a.federal_tax_cents, 'provincialTax', a.provincial_tax_cents,
              'total', a.employee_total_cents),
            'employer', case when ae.adjustment_id is null then null else json_build_object(
              'cpp', ae.cpp_employer_cents, 'cpp2', ae.cpp2_employer_cents,
              'ei', ae.ei_employer_cents, 'qpip', ae.qpip_employer_cents,
              'total', ae.employer_total_cents) end
          ) order by a.corrected_pay_date, a.id), '[]'::json)
     from public.invoice_adjustments a
     left join public.invoice_adjustment_employer_costs ae on ae.adjustment_id = a.id
    where a.invoice_id = i.id) as adjustments`;

// The reimbursement an invoice pays (ADR 034): both parties read it through its table's policy
// (the view the background checks' owner publishes applies it).
const FROM = `public.invoices i left join public.invoice_employer_costs e on e.invoice_id = i.id
  left join public.background_check_refunds br on br.invoice_id = i.id`;

export function toInvoice(r: InvoiceRow): Invoice {
  const family = r.employerInvoiceId != null;
  const state = r.status;
  const fed = r.federalTaxCents;
  const prov = r.provincialTaxCents;
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    paidOn: iso(r.paidAt),
    status: { isApproved: state !== 'pending', isPaid: state === 'paid' },
    paymentInfo: { paidOn: iso(r.paidAt), paymentId: r.paymentId },
    sortedShifts: r.sortedShifts.map((d) => expandDay(d, r.wageCents)),
    caregiverInfo: {
      userIdNumber: r.caregiverUserIdNumber,
      firstName: r.caregiverFirstName,
      lastName: r.caregiverLastName,
      imgUrlThumb: r.caregiverImgUrlThumb,
    },
    familyInfo: {
      userIdNumber: r.familyUserIdNumber,
      firstName: r.familyFirstName,
      lastName: r.familyLastName,
      clientFirstName: r.clientFirstName,
      clientLastName: r.clientLastName,
    },
    memberInfo: {
      jobId: r.jobId,
      memberId: r.memberId,
      address: { addressFull: r.addressFull },
    },
    invoiceBreakdown: {
      grossIncome: r.grossCents,
      netIncome: r.netCents,
      totalVacation: r.vacationCents,
      totalHours: hoursOf(r.totalMinutes),
      totalOtHours: hoursOf(r.ot1Minutes + r.ot2Minutes),
      totalOt1Hours: hoursOf(r.ot1Minutes),
      totalOt2Hours: hoursOf(r.ot2Minutes),
      totalRegularIncome: r.regularIncomeCents,
      totalOt1Income: r.ot1IncomeCents,
      totalOt2Income: r.ot2IncomeCents,
      totalOperatingIncome: r.operatingIncomeCents,
      currWage: r.wageCents,
      totalMinutes: r.totalMinutes,
      regularMinutes: r.regularMinutes,
      ot1Minutes: r.ot1Minutes,
      ot2Minutes: r.ot2Minutes,
      taxes: {
        fedTax: { total: fed },
        provTax: { total: prov },
        taxProv: r.province,
        taxCountry: 'CA',
        grossIncomeTax: fed + prov,
      },
      payrollTaxes: {
        cppEmployee: r.cppEmployeeCents,
        cpp2Employee: r.cpp2EmployeeCents,
        eiEmployee: r.eiEmployeeCents,
        qpipEmployee: r.qpipEmployeeCents,
        wcb: family ? num(r.workersCompCents) : null,
      },
      employeeDeductions: r.employeeDeductionsCents,
      employerContributions: family
        ? {
          cpp: num(r.cppEmployerCents),
          cpp2: num(r.cpp2EmployerCents),
          ei: num(r.eiEmployerCents),
          qpip: num(r.qpipEmployerCents),
          workersComp: num(r.workersCompCents),
          workersCompRatePer100: r.workersCompRatePer100 == null
            ? null
            : Number(r.workersCompRatePer100),
          total: num(r.employerContributionsCents),
        }
        : null,
      payableBreakdown: family
        ? {
          base: num(r.baseCents),
          poyoFee: num(r.poyoFeeCents),
          salesTax: num(r.salesTaxCents),
          totalPayable: num(r.totalPayableCents),
        }
        : null,
      edition: r.taxEdition,
      pensionPlan: r.pensionPlan,
      unverified: r.unverified,
      overtimeRule: r.overtimeRule,
    },
    // Corrections of earlier provisional pays it carries (ADR 049); RLS hides the employer side.
    adjustments: r.adjustments,
    reimbursement: r.reimbursementCents == null ? null : {
      kind: 'backgroundCheck',
      amount: r.reimbursementCents,
      paidBy: 'platform',
    },
    state,
    familyId: r.familyId,
    caregiverId: r.caregiverId,
    weekStart: r.weekStart,
    weekEnd: r.weekEnd,
    timeZone: r.timeZone,
    province: r.province,
    payDate: r.payDate,
    dueAt: r.dueAt.toISOString(),
  };
}

/** The invoice as the transaction's user may read it (RLS), or undefined. */
export async function selectInvoice(tx: Tx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.unsafe<InvoiceRow[]>(
    `select ${INVOICE_COLUMNS} from ${FROM} where i.id = $1`,
    [id],
  );
  return row;
}

/** Whether an invoice exists at all (service path: tells 403 from 404). */
export async function invoiceExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx`select 1 from public.invoices where id = ${id}`;
  return !!row;
}

const ORDER: Record<InvoiceFilter, string> = {
  newest: 'i.created_at desc, i.id desc',
  oldest: 'i.created_at asc, i.id asc',
  unpaid: 'i.created_at desc, i.id desc',
  paid: 'i.created_at desc, i.id desc',
  firstName: 'lower(PARTY_FIRST) asc, i.created_at desc, i.id desc',
  lastName: 'lower(PARTY_LAST) asc, i.created_at desc, i.id desc',
};

/** A table's sort (pay history) as SQL: every value comes from this closed set. */
function sortOrder(sort: InvoiceSort, viewerIsFamily: boolean): string {
  const dir = sort.direction === 'asc' ? 'asc' : 'desc';
  const party = viewerIsFamily ? 'i.caregiver' : 'i.family';
  const ties = 'i.created_at desc, i.id desc';
  switch (sort.column) {
    case 'name':
      return `lower(${party}_first_name) ${dir}, lower(${party}_last_name) ${dir}, ${ties}`;
    case 'amount':
      return `${
        viewerIsFamily ? 'coalesce(e.total_payable_cents, i.gross_cents)' : 'i.net_cents'
      } ${dir}, ${ties}`;
    case 'paid':
      return `i.paid_at ${dir} nulls last, ${ties}`;
    case 'invoice':
      return `i.created_at ${dir}, i.id ${dir}`;
  }
}

/**
 * The viewer's invoices under RLS, ordered by `filter` (spec 002 §9) or a table's `sort`,
 * optionally only paid or only unpaid, one member's, a page of `limit` from `offset`; with the
 * total.
 */
export async function selectInvoices(
  tx: Tx,
  opts: {
    viewerIsFamily: boolean;
    filter: InvoiceFilter;
    paidOnly: boolean;
    unpaidOnly: boolean;
    memberId: string | null;
    sort?: InvoiceSort;
    limit: number;
    offset: number;
  },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const paid = opts.paidOnly || opts.filter === 'paid';
  const unpaid = opts.unpaidOnly || opts.filter === 'unpaid';
  const where = [
    paid ? `i.status = 'paid'` : '',
    unpaid ? `i.status <> 'paid'` : '',
    opts.memberId ? `i.member_id = $1` : '',
  ].filter(Boolean);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  // First/Last Name sort by the OTHER party's name (the family sorts by caregiver).
  const order = opts.sort ? sortOrder(opts.sort, opts.viewerIsFamily) : ORDER[opts.filter]
    .replace('PARTY_FIRST', opts.viewerIsFamily ? 'i.caregiver_first_name' : 'i.family_first_name')
    .replace('PARTY_LAST', opts.viewerIsFamily ? 'i.caregiver_last_name' : 'i.family_last_name');
  const params = opts.memberId ? [opts.memberId] : [];
  const rows = await tx.unsafe<(InvoiceRow & { fullCount: string })[]>(
    `select ${INVOICE_COLUMNS}, count(*) over () as full_count from ${FROM} ${whereSql}
      order by ${order} limit ${Math.trunc(opts.limit)} offset ${Math.trunc(opts.offset)}`,
    params,
  );
  let total = rows.length ? num(rows[0].fullCount) : 0;
  if (!rows.length && opts.offset > 0) {
    const [c] = await tx.unsafe<{ n: string }[]>(
      `select count(*) as n from ${FROM} ${whereSql}`,
      params,
    );
    total = num(c.n);
  }
  return { rows: [...rows], total };
}

/** One month of selectMonthlyPaid (postgres.js answers bigint sums in strings). */
export type MonthlyPaidRow = {
  month: string;
  invoices: number;
  grossCents: string;
  netCents: string;
  employeeDeductionsCents: string;
  incomeTaxCents: string;
  /** Null for a caregiver (RLS hides the employer side). */
  totalPayableCents: string | null;
};

/** Per-month sums of the viewer's paid invoices since `from` (by paid date, in UTC months). */
export async function selectMonthlyPaid(tx: Tx, from: Date): Promise<MonthlyPaidRow[]> {
  return [
    ...(await tx<MonthlyPaidRow[]>`
    select to_char(date_trunc('month', i.paid_at at time zone 'UTC'), 'YYYY-MM') as month,
           count(*)::int as invoices, sum(i.gross_cents)::bigint as gross_cents,
           sum(i.net_cents)::bigint as net_cents,
           sum(i.employee_deductions_cents)::bigint as employee_deductions_cents,
           sum(i.federal_tax_cents + i.provincial_tax_cents)::bigint as income_tax_cents,
           sum(e.total_payable_cents)::bigint as total_payable_cents
      from public.invoices i
      left join public.invoice_employer_costs e on e.invoice_id = i.id
     where i.status = 'paid' and i.paid_at >= ${from}
     group by 1 order by 1`),
  ];
}

/** Unpaid count and the sum payable of unpaid invoices created since `yearStart` (family). */
export async function selectUnpaidSummary(
  tx: Tx,
  yearStart: Date,
): Promise<{ unpaidCount: number; ytdCostCents: string }> {
  const [row] = await tx<{ unpaidCount: number; ytdCostCents: string }[]>`
    select count(*) filter (where i.status <> 'paid')::int as unpaid_count,
           coalesce(sum(e.total_payable_cents) filter (
             where i.status <> 'paid' and i.created_at >= ${yearStart}), 0)::bigint as ytd_cost_cents
      from public.invoices i
      left join public.invoice_employer_costs e on e.invoice_id = i.id`;
  return row;
}

// ------------------------------------------------------------------------------- lifecycle

/**
 * Approves a pending invoice; the trigger refuses anything else (55000). Its shifts follow
 * (the shifts domain's markShiftsApprovedIn, in the same transaction).
 */
export async function approve(tx: Tx, id: string, at: Date | null): Promise<void> {
  await tx`
    update public.invoices set status = 'approved', approved_at = ${at}
     where id = ${id}`;
}

/** Marks an approved invoice paid (its shifts follow: the shifts domain's markShiftsPaidIn). */
export async function markPaid(tx: Tx, id: string, at: Date, paymentId: string): Promise<void> {
  await tx`
    update public.invoices set status = 'paid', paid_at = ${at}, payment_id = ${paymentId}
     where id = ${id}`;
}

/** What the lifecycle verbs read of an invoice (lockInvoice, selectForPayment). */
type InvoiceHead = Pick<
  Row<'public.invoices'>,
  'id' | 'familyId' | 'caregiverId' | 'memberId' | 'status' | 'dueAt' | 'timeZone'
>;

export type LockedInvoiceRow =
  & InvoiceHead
  & Pick<Row<'public.invoices'>, 'caregiverFirstName' | 'familyFirstName' | 'paymentId'>
  & Joined<Pick<EmployerCostRow, 'totalPayableCents'>>;

export async function lockInvoice(tx: Tx, id: string): Promise<LockedInvoiceRow | undefined> {
  const [row] = await tx<LockedInvoiceRow[]>`
    select i.id, i.family_id, i.caregiver_id, i.member_id, i.status, i.due_at, i.time_zone,
           i.caregiver_first_name, i.family_first_name, i.payment_id, e.total_payable_cents
      from public.invoices i
      left join public.invoice_employer_costs e on e.invoice_id = i.id
     where i.id = ${id}
       for update of i`;
  return row;
}

export type PaymentInvoiceRow = InvoiceHead & Pick<EmployerCostRow, 'totalPayableCents'>;

export async function selectForPayment(
  tx: Tx,
  id: string,
): Promise<PaymentInvoiceRow | undefined> {
  const [row] = await tx<PaymentInvoiceRow[]>`
    select i.id, i.family_id, i.caregiver_id, i.member_id, i.status, i.due_at, i.time_zone,
           e.total_payable_cents
      from public.invoices i
      join public.invoice_employer_costs e on e.invoice_id = i.id
     where i.id = ${id}`;
  return row;
}

export async function selectDueUnpaidIds(tx: Tx, asOf: Date): Promise<string[]> {
  const rows = await tx<Pick<Row<'public.invoices'>, 'id'>[]>`
    select id from public.invoices
     where status <> 'paid' and due_at <= ${asOf}
     order by due_at, id`;
  return rows.map((r) => r.id);
}

// -------------------------------------------------------------------------- TD1 and WCB

type Td1Row = Pick<
  Row<'public.payroll_td1'>,
  'federalClaimCents' | 'provincialClaimCents' | 'updatedAt'
>;

export async function selectTd1(tx: Tx, caregiverId: string): Promise<Td1Row | undefined> {
  const [row] = await tx<Td1Row[]>`
    select federal_claim_cents, provincial_claim_cents, updated_at
      from public.payroll_td1 where caregiver_id = ${caregiverId}`;
  return row;
}

export async function upsertTd1(
  tx: Tx,
  caregiverId: string,
  td1: { federalClaimCents: number | null; provincialClaimCents: number | null },
): Promise<void> {
  await tx`
    insert into public.payroll_td1 (caregiver_id, federal_claim_cents, provincial_claim_cents)
    values (${caregiverId}, ${td1.federalClaimCents}, ${td1.provincialClaimCents})
    on conflict (caregiver_id) do update
      set federal_claim_cents = excluded.federal_claim_cents,
          provincial_claim_cents = excluded.provincial_claim_cents,
          updated_at = now()`;
}

type WcbRow = Pick<Row<'public.workers_comp_accounts'>, 'ratePer100' | 'updatedAt'>;

export async function selectWcb(tx: Tx, familyId: string): Promise<WcbRow | undefined> {
  const [row] = await tx<WcbRow[]>`
    select rate_per_100, updated_at from public.workers_comp_accounts where family_id = ${familyId}`;
  return row;
}

export async function upsertWcb(tx: Tx, familyId: string, rate: number | null): Promise<void> {
  await tx`
    insert into public.workers_comp_accounts (family_id, rate_per_100)
    values (${familyId}, ${rate})
    on conflict (family_id) do update set rate_per_100 = excluded.rate_per_100, updated_at = now()`;
}

// ----------------------------------------------------------------------------- generation

/** Members with completed, uninvoiced shifts starting in the week and no invoice for it yet. */
export async function selectMembersToInvoice(
  tx: Tx,
  weekStart: string,
): Promise<{ memberId: string; pair: string }[]> {
  const rows = await tx<{ memberId: string; pair: string }[]>`
    select s.member_id, m.caregiver_id::text || ':' || m.family_id::text as pair
      from public.shift_times s
      join public.team_parties m on m.id = s.member_id
     where s.state = 'completed'
       and s.starts_at >= (${weekStart}::date - 2)::timestamptz
       and s.starts_at < (${weekStart}::date + 9)::timestamptz
       and (s.starts_at at time zone s.time_zone)::date between ${weekStart}::date and ${weekStart}::date + 6
       and not exists (select 1 from public.invoice_shifts x where x.shift_id = s.id)
       and not exists (
         select 1 from public.invoices i where i.member_id = s.member_id and i.week_start = ${weekStart}::date
       )
     group by s.member_id, m.caregiver_id, m.family_id
     order by m.caregiver_id, m.family_id, s.member_id`;
  return rows.map((r) => ({ memberId: r.memberId, pair: r.pair }));
}

type Face = Row<'public.team_faces'>;

/** A member as generation reads it: the team member, the invite's province, TD1, WCB, YTD. */
export type MemberForWeekRow =
  // team_faces' columns, not null as team_members' are (a view's all read as nullable) but the
  // job and the thumbnail.
  & {
    [
      K in
        | 'id'
        | 'familyId'
        | 'caregiverId'
        | 'wageCents'
        | 'addressFull'
        | 'caregiverUserIdNumber'
        | 'caregiverFirstName'
        | 'caregiverLastName'
        | 'familyUserIdNumber'
        | 'familyFirstName'
        | 'familyLastName'
        | 'clientFirstName'
        | 'clientLastName'
    ]: NonNullable<Face[K]>;
  }
  & Pick<Face, 'jobId' | 'caregiverImgUrlThumb'>
  & Pick<Row<'public.invite_places'>, 'adminAreaLevel1'>
  & Joined<Pick<Row<'public.payroll_td1'>, 'federalClaimCents' | 'provincialClaimCents'>>
  & Joined<Pick<Row<'public.workers_comp_accounts'>, 'ratePer100'>>
  & Joined<
    Pick<
      Row<'public.payroll_ytd'>,
      'pensionableCents' | 'cppCents' | 'cpp2Cents' | 'insurableCents' | 'eiCents' | 'qpipCents'
    >
  >;

/** What generation needs of each member: wage, names, province, TD1, WCB rate, YTD. */
export async function selectMembersForWeek(
  tx: Tx,
  memberIds: string[],
  weekStart: string,
  year: number,
): Promise<MemberForWeekRow[]> {
  return [
    ...(await tx<MemberForWeekRow[]>`
    select m.id, m.family_id, m.caregiver_id, m.job_id, m.wage_cents, m.address_full,
           m.caregiver_user_id_number, m.caregiver_first_name, m.caregiver_last_name,
           m.caregiver_img_url_thumb, m.family_user_id_number, m.family_first_name,
           m.family_last_name, m.client_first_name, m.client_last_name,
           iv.admin_area_level1,
           td.federal_claim_cents, td.provincial_claim_cents, w.rate_per_100,
           y.pensionable_cents, y.cpp_cents, y.cpp2_cents, y.insurable_cents, y.ei_cents, y.qpip_cents
      from public.team_faces m
      left join public.invite_places iv on iv.id = m.invite_id
      left join public.payroll_td1 td on td.caregiver_id = m.caregiver_id
      left join public.workers_comp_accounts w on w.family_id = m.family_id
      left join public.payroll_ytd y
        on y.caregiver_id = m.caregiver_id and y.family_id = m.family_id and y.year = ${year}
     where m.id = any(${memberIds}::uuid[])
       and not exists (
         select 1 from public.invoices i where i.member_id = m.id and i.week_start = ${weekStart}::date
       )`),
  ];
}

type ShiftTimes = Row<'public.shift_times'>;

export type WeekShiftRow =
  // shift_times' columns, not null as shifts' are (a view's all read as nullable).
  & { [K in 'id' | 'memberId' | 'startsAt' | 'endsAt' | 'timeZone']: NonNullable<ShiftTimes[K]> }
  & { localDate: string; tasks: InvoiceTask[] };

/** The members' completed, uninvoiced shifts starting in the week (local dates), with tasks. */
export async function selectWeekShifts(
  tx: Tx,
  memberIds: string[],
  weekStart: string,
): Promise<WeekShiftRow[]> {
  return [
    ...(await tx<WeekShiftRow[]>`
    select s.id, s.member_id, s.starts_at, s.ends_at, s.time_zone,
           (s.starts_at at time zone s.time_zone)::date::text as local_date,
           coalesce((
             select json_agg(json_build_object(
                      'title', t.title, 'body', t.body, 'note', t.note,
                      'isDeclined', t.state = 'declined') order by t.created_at)
               from public.task_cards t where t.shift_id = s.id), '[]'::json) as tasks
      from public.shift_times s
     where s.member_id = any(${memberIds}::uuid[])
       and s.state = 'completed'
       and s.starts_at >= (${weekStart}::date - 2)::timestamptz
       and s.starts_at < (${weekStart}::date + 9)::timestamptz
       and (s.starts_at at time zone s.time_zone)::date between ${weekStart}::date and ${weekStart}::date + 6
       and not exists (select 1 from public.invoice_shifts x where x.shift_id = s.id)
     order by s.member_id, s.starts_at`),
  ];
}

/** An invoice to insert (insertInvoices), snake_case as jsonb_to_recordset reads it. */
export type NewInvoiceRow = {
  member_id: string;
  family_id: string;
  caregiver_id: string;
  job_id: string | null;
  week_start: string;
  time_zone: string;
  province: Province;
  pay_date: string;
  caregiver_user_id_number: string;
  caregiver_first_name: string;
  caregiver_last_name: string;
  caregiver_img_url_thumb: string | null;
  family_user_id_number: string;
  family_first_name: string;
  family_last_name: string;
  client_first_name: string;
  client_last_name: string;
  address_full: string;
  wage_cents: number;
  overtime_rule: string;
  sorted_shifts: StoredDay[];
  total_minutes: number;
  regular_minutes: number;
  ot1_minutes: number;
  ot2_minutes: number;
  regular_income_cents: number;
  ot1_income_cents: number;
  ot2_income_cents: number;
  operating_income_cents: number;
  vacation_cents: number;
  gross_cents: number;
  cpp_employee_cents: number;
  cpp2_employee_cents: number;
  ei_employee_cents: number;
  qpip_employee_cents: number;
  federal_tax_cents: number;
  provincial_tax_cents: number;
  employee_deductions_cents: number;
  net_cents: number;
  tax_edition: string;
  pension_plan: 'CPP' | 'QPP';
  unverified: string[];
};

/** An invoice's employer side to insert (insertInvoiceParts), snake_case likewise. */
export type NewEmployerCostsRow = {
  invoice_id: string;
  family_id: string;
  cpp_employer_cents: number;
  cpp2_employer_cents: number;
  ei_employer_cents: number;
  qpip_employer_cents: number;
  workers_comp_cents: number;
  workers_comp_rate_per_100: number | null;
  employer_contributions_cents: number;
  base_cents: number;
  poyo_fee_cents: number;
  sales_tax_cents: number;
  total_payable_cents: number;
};

/**
 * Inserts a batch of invoices in one statement (a JSON array, so the batch size is not bound by
 * the parameter limit); a member that already has the week's invoice is skipped (ON CONFLICT).
 * Answers the created ids by member.
 */
export async function insertInvoices(tx: Tx, rows: NewInvoiceRow[]): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const created = await tx<Pick<Row<'public.invoices'>, 'id' | 'memberId'>[]>`
    insert into public.invoices (
      member_id, family_id, caregiver_id, job_id, week_start, time_zone, province, pay_date,
      due_at, caregiver_user_id_number, caregiver_first_name, caregiver_last_name,
      caregiver_img_url_thumb, family_user_id_number, family_first_name, family_last_name,
      client_first_name, client_last_name, address_full, wage_cents, overtime_rule, sorted_shifts,
      total_minutes, regular_minutes, ot1_minutes, ot2_minutes, regular_income_cents,
      ot1_income_cents, ot2_income_cents, operating_income_cents, vacation_cents, gross_cents,
      cpp_employee_cents, cpp2_employee_cents, ei_employee_cents, qpip_employee_cents,
      federal_tax_cents, provincial_tax_cents, employee_deductions_cents, net_cents, tax_edition,
      pension_plan, unverified)
    select r.member_id, r.family_id, r.caregiver_id, r.job_id, r.week_start, r.time_zone,
           r.province, r.pay_date, now(), r.caregiver_user_id_number, r.caregiver_first_name,
           r.caregiver_last_name, r.caregiver_img_url_thumb, r.family_user_id_number,
           r.family_first_name, r.family_last_name, r.client_first_name, r.client_last_name,
           r.address_full, r.wage_cents, r.overtime_rule, r.sorted_shifts, r.total_minutes,
           r.regular_minutes, r.ot1_minutes, r.ot2_minutes, r.regular_income_cents,
           r.ot1_income_cents, r.ot2_income_cents, r.operating_income_cents, r.vacation_cents,
           r.gross_cents, r.cpp_employee_cents, r.cpp2_employee_cents, r.ei_employee_cents,
           r.qpip_employee_cents, r.federal_tax_cents, r.provincial_tax_cents,
           r.employee_deductions_cents, r.net_cents, r.tax_edition, r.pension_plan, r.unverified
      from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(
        member_id uuid, family_id uuid, caregiver_id uuid, job_id uuid, week_start date,
        time_zone text, province text, pay_date date, caregiver_user_id_number text,
        caregiver_first_name text, caregiver_last_name text, caregiver_img_url_thumb text,
        family_user_id_number text, family_first_name text, family_last_name text,
        client_first_name text, client_last_name text, address_full text, wage_cents integer,
        overtime_rule text, sorted_shifts jsonb, total_minutes integer, regular_minutes integer,
        ot1_minutes integer, ot2_minutes integer, regular_income_cents integer,
        ot1_income_cents integer, ot2_income_cents integer, operating_income_cents integer,
        vacation_cents integer, gross_cents integer, cpp_employee_cents integer,
        cpp2_employee_cents integer, ei_employee_cents integer, qpip_employee_cents integer,
        federal_tax_cents integer, provincial_tax_cents integer, employee_deductions_cents integer,
        net_cents integer, tax_edition text, pension_plan text, unverified text[])
    on conflict (member_id, week_start) do nothing
    returning id, member_id`;
  return new Map(created.map((r) => [r.memberId, r.id]));
}

/** The employer side, the shift links and the YTD of new invoices. */
export async function insertInvoiceParts(
  tx: Tx,
  employer: NewEmployerCostsRow[],
  links: { shift_id: string; invoice_id: string; family_id: string; caregiver_id: string }[],
  ytd: (PayrollYtd & { caregiverId: string; familyId: string; year: number; payDate: string })[],
): Promise<void> {
  if (employer.length) {
    await tx`
      insert into public.invoice_employer_costs (
        invoice_id, family_id, cpp_employer_cents, cpp2_employer_cents, ei_employer_cents,
        qpip_employer_cents, workers_comp_cents, workers_comp_rate_per_100,
        employer_contributions_cents, base_cents, poyo_fee_cents, sales_tax_cents,
        total_payable_cents)
      select * from jsonb_to_recordset(${tx.json(employer)}::jsonb) as r(
        invoice_id uuid, family_id uuid, cpp_employer_cents integer, cpp2_employer_cents integer,
        ei_employer_cents integer, qpip_employer_cents integer, workers_comp_cents integer,
        workers_comp_rate_per_100 numeric, employer_contributions_cents integer,
        base_cents integer, poyo_fee_cents integer, sales_tax_cents integer,
        total_payable_cents integer)`;
  }
  if (links.length) {
    // Four uuid arrays: far less to send and parse than a JSON object per link.
    await tx`
      insert into public.invoice_shifts (shift_id, invoice_id, family_id, caregiver_id)
      select * from unnest(${links.map((l) => l.shift_id)}::uuid[],
                           ${links.map((l) => l.invoice_id)}::uuid[],
                           ${links.map((l) => l.family_id)}::uuid[],
                           ${links.map((l) => l.caregiver_id)}::uuid[])`;
  }
  if (ytd.length) {
    const rows = ytd.map((y) => ({
      caregiver_id: y.caregiverId,
      family_id: y.familyId,
      year: y.year,
      pensionable_cents: y.pensionableCents,
      cpp_cents: y.cppCents,
      cpp2_cents: y.cpp2Cents,
      insurable_cents: y.insurableCents,
      ei_cents: y.eiCents,
      qpip_cents: y.qpipCents,
      last_pay_date: y.payDate,
    }));
    await tx`
      insert into public.payroll_ytd as y (
        caregiver_id, family_id, year, pensionable_cents, cpp_cents, cpp2_cents,
        insurable_cents, ei_cents, qpip_cents, last_pay_date)
      select * from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(
        caregiver_id uuid, family_id uuid, year smallint, pensionable_cents bigint,
        cpp_cents bigint, cpp2_cents bigint, insurable_cents bigint, ei_cents bigint,
        qpip_cents bigint, last_pay_date date)
      on conflict (caregiver_id, family_id, year) do update
        set pensionable_cents = excluded.pensionable_cents, cpp_cents = excluded.cpp_cents,
            cpp2_cents = excluded.cpp2_cents, insurable_cents = excluded.insurable_cents,
            ei_cents = excluded.ei_cents, qpip_cents = excluded.qpip_cents,
            last_pay_date = greatest(y.last_pay_date, excluded.last_pay_date), updated_at = now()`;
  }
}

/** What the new-invoice notifications say. */
export type NewInvoiceNoticeRow =
  & Pick<
    Row<'public.invoices'>,
    'id' | 'familyId' | 'caregiverId' | 'caregiverFirstName' | 'netCents'
  >
  & { weekStart: string };

export async function selectNewInvoiceNotices(
  tx: Tx,
  invoiceIds: string[],
): Promise<NewInvoiceNoticeRow[]> {
  return [
    ...(await tx<NewInvoiceNoticeRow[]>`
    select id, family_id, caregiver_id, caregiver_first_name, net_cents, week_start::text as week_start
      from public.invoices where id = any(${invoiceIds}::uuid[])
     order by created_at, id`),
  ];
}
