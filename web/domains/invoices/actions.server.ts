// The invoices domain's verbs (issue 12; the money contract): the only server file other domains
// import. Readers run as the viewer, so row-level security decides what they see (a caregiver's
// read of an invoice never carries the family's cost). Invoices are written only on the service
// path: generation (a job, or an admin's run), the family's approval (checked as the family
// first, then written by the server: nobody writes invoices directly), and the payment verbs that
// join the caller's transaction (payments' webhook and auto-pay run as the service).
import { format as formatDate, parseISO } from 'date-fns';
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { enqueue } from '../../server/queue.server.ts';
import { conflict, forbidden, invalid, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { escapeHtml } from '../../shared/html.ts';
import { format, type Params, text } from '../../shared/i18n.tsx';
import { formatCents } from '../../shared/money.ts';
import { createNotification, SafeHtml } from '../notifications/actions.server.ts';
import {
  markShiftsApprovedIn,
  markShiftsPaidIn,
  markShiftsSubmittedIn,
} from '../shifts/actions.server.ts';
import {
  computeDeductions,
  EDITIONS,
  EMPTY_YTD,
  type PayrollTables,
  type PayrollYtd,
  periodsPerYear,
  type Province,
} from '../payroll/model.ts';
import {
  computeWeek,
  type Deduct,
  PAY_WEEKDAY,
  payDateOf,
  storedDay,
  weekStartOf,
} from './generate.ts';
import type { PayCorrection } from './correction.ts';
import { runProvisionalCorrection } from './correction.server.ts';
import { type InvoicesMessageKey, invoicesMessages } from './messages.ts';
import {
  type Invoice,
  INVOICE_NOTIFICATION_CLASS,
  INVOICE_PAGE_SIZE,
  type InvoiceFilter,
  type InvoiceSort,
  type InvoiceStatus,
  provinceCode,
} from './model.ts';
import * as q from './queries.server.ts';
import type { Td1Input, WcbRateInput } from './schemas.ts';
import { UUID } from '../../shared/ids.ts';
import { pgCode } from '../../server/pg-error.server.ts';

export type InvoiceViewer = Pick<Viewer, 'id' | 'userType' | 'email'>;

const t = (key: InvoicesMessageKey, params?: Params) => text(invoicesMessages, key, params);
const en = (key: InvoicesMessageKey, params?: Params) => format(invoicesMessages.en[key], params);

/** 'Nov 15, 2026' (spec 002 §9 'MMM DD, YYYY'). */
const weekLabel = (weekStart: string) => formatDate(parseISO(weekStart), 'MMM dd, yyyy');

// ------------------------------------------------------------------------------------ reads

/**
 * GET /api/invoice/get/{id}: the invoice as the viewer may see it. 404 for an unknown or
 * malformed id; 403 (with the spec's authorization message) for someone else's invoice.
 */
export async function getInvoice(viewer: InvoiceViewer, invoiceId: string): Promise<Invoice> {
  if (!UUID.test(invoiceId)) throw notFound(t('invoiceNotFound'));
  const row = await asUser(viewer, (tx) => q.selectInvoice(tx, invoiceId));
  if (row) return q.toInvoice(row);
  // Service path only to tell "someone else's" from "none": the answer reveals nothing else.
  const exists = await asService((tx) => q.invoiceExists(tx, invoiceId));
  if (exists) throw forbidden(t('notAuthorizedPay', { id: invoiceId }));
  throw notFound(t('invoiceNotFound'));
}

/** Realtime reader of public.invoices: the row as the receiving user reads it (RLS). */
export async function readInvoiceIn(tx: Tx, id: string): Promise<Invoice | null> {
  const row = await q.selectInvoice(tx, id);
  return row ? q.toInvoice(row) : null;
}

export type ListOptions = {
  filter?: InvoiceFilter;
  page?: number;
  pageSize?: number;
  paidOnly?: boolean;
  unpaidOnly?: boolean;
  memberId?: string | null;
  /** A table's sort (pay history), instead of the filter's order. */
  sort?: InvoiceSort;
};

/** The viewer's invoices (RLS), ordered by the spec's filters, a page at a time (10 by default). */
export async function listInvoices(
  viewer: InvoiceViewer,
  opts: ListOptions = {},
): Promise<{ invoices: Invoice[]; total: number; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(opts.pageSize ?? INVOICE_PAGE_SIZE, 1), 500);
  const page = Math.max(opts.page ?? 1, 1);
  if (opts.memberId && !UUID.test(opts.memberId)) return { invoices: [], total: 0, page, pageSize };
  const { rows, total } = await asUser(viewer, (tx) =>
    q.selectInvoices(tx, {
      viewerIsFamily: viewer.userType === 'family',
      filter: opts.filter ?? 'newest',
      paidOnly: opts.paidOnly ?? false,
      unpaidOnly: opts.unpaidOnly ?? false,
      memberId: opts.memberId ?? null,
      sort: opts.sort,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }));
  return { invoices: rows.map(q.toInvoice), total, page, pageSize };
}

/** GET /api/invoice: the viewer's unpaid invoices, newest first. */
export async function currentInvoices(viewer: InvoiceViewer): Promise<Invoice[]> {
  return (await listInvoices(viewer, { unpaidOnly: true, pageSize: 500 })).invoices;
}

export type MonthFigures = {
  month: string;
  invoices: number;
  grossCents: number;
  netCents: number;
  employeeDeductionsCents: number;
  incomeTaxCents: number;
  /** Family only (null for a caregiver). */
  totalPayableCents: number | null;
};

export type InvoiceDashboard = {
  /** Unpaid invoices (spec 001 §9 Invoices tile). */
  unpaidCount: number;
  /** Family: totalPayable of unpaid invoices created this year (spec 001 §9 YTD Cost). */
  ytdCostCents: number | null;
  /** Caregiver: over invoices paid this month, gross + employee deductions − income tax (spec 001 §9). */
  monthlyEarningsCents: number | null;
  /** The trailing 12 months (oldest first, this month last) of PAID invoices by paid date (UTC). */
  months: MonthFigures[];
};

/** GET /api/invoice/get_all/dash: the dashboards' tiles and the trailing 12 months. */
export async function invoiceDashboard(
  viewer: InvoiceViewer,
  now = new Date(),
): Promise<InvoiceDashboard> {
  return await asUser(viewer, (tx) => invoiceDashboardIn(tx, viewer, now));
}

/**
 * invoiceDashboard in the caller's transaction `tx`, which must already run as the viewer
 * (asUser); it opens none. For the dashboard's one transaction (ADR 031).
 */
export async function invoiceDashboardIn(
  tx: Tx,
  viewer: InvoiceViewer,
  now = new Date(),
): Promise<InvoiceDashboard> {
  const family = viewer.userType === 'family';
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const [rows, summary] = await Promise.all([
    q.selectMonthlyPaid(tx, first),
    q.selectUnpaidSummary(tx, yearStart),
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: MonthFigures[] = [];
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
    const month = d.toISOString().slice(0, 7);
    const r = byMonth.get(month);
    months.push({
      month,
      invoices: Number(r?.invoices ?? 0),
      grossCents: Number(r?.grossCents ?? 0),
      netCents: Number(r?.netCents ?? 0),
      employeeDeductionsCents: Number(r?.employeeDeductionsCents ?? 0),
      incomeTaxCents: Number(r?.incomeTaxCents ?? 0),
      totalPayableCents: family ? Number(r?.totalPayableCents ?? 0) : null,
    });
  }
  const current = months[months.length - 1];
  return {
    unpaidCount: Number(summary.unpaidCount),
    ytdCostCents: family ? Number(summary.ytdCostCents) : null,
    monthlyEarningsCents: family
      ? null
      : current.grossCents + current.employeeDeductionsCents - current.incomeTaxCents,
    months,
  };
}

// ------------------------------------------------------------------------------- lifecycle

async function notifyApproved(tx: Tx, row: q.LockedInvoiceRow, weekStart: string) {
  await createNotification(tx, {
    recipientId: row.caregiverId,
    class: INVOICE_NOTIFICATION_CLASS,
    refId: row.id,
    message: en('approvedForCaregiver', { week: weekLabel(weekStart) }),
  });
}

async function weekStartOfInvoice(tx: Tx, id: string): Promise<string> {
  const [r] = await tx<{ w: string }[]>`
    select week_start::text as w from public.invoices where id = ${id}`;
  return r.w;
}

/**
 * GET /api/invoice/approve/{id}: the family approves a pending invoice. 404 unknown, 403 not
 * theirs or not a family, 409 already approved or paid (also the loser of two racing approvals).
 */
export async function approveInvoice(viewer: InvoiceViewer, invoiceId: string): Promise<Invoice> {
  const seen = await getInvoice(viewer, invoiceId);
  if (viewer.userType !== 'family' || seen.familyId !== viewer.id) {
    throw forbidden(t('familiesOnly'));
  }
  // The viewer is the invoice's family (read under RLS above); the write is the server's.
  await asService(async (tx) => {
    const row = await q.lockInvoice(tx, invoiceId);
    if (!row) throw notFound(t('invoiceNotFound'));
    if (row.status === 'paid') throw conflict(t('alreadyPaid'));
    if (row.status === 'approved') throw conflict(t('alreadyApproved'));
    try {
      await q.approve(tx, invoiceId, null);
      await markShiftsApprovedIn(tx, invoiceId);
    } catch (err) {
      if (pgCode(err) === '55000') throw conflict(t('alreadyApproved'));
      throw err;
    }
    await notifyApproved(tx, row, seen.weekStart);
  });
  return await getInvoice(viewer, invoiceId);
}

export type InvoiceForPayment = {
  id: string;
  familyId: string;
  caregiverId: string;
  memberId: string;
  status: InvoiceStatus;
  totalPayableCents: number;
  dueAt: Date;
  timeZone: string;
};

/** Joins the caller's transaction (payments' webhook and auto-pay run as the service). */
export async function invoiceForPayment(
  tx: Tx,
  invoiceId: string,
): Promise<InvoiceForPayment | null> {
  if (!UUID.test(invoiceId)) return null;
  const row = await q.selectForPayment(tx, invoiceId);
  if (!row) return null;
  return {
    id: row.id,
    familyId: row.familyId,
    caregiverId: row.caregiverId,
    memberId: row.memberId,
    status: row.status,
    totalPayableCents: Number(row.totalPayableCents),
    dueAt: row.dueAt,
    timeZone: row.timeZone,
  };
}

/**
 * The auto-approve path (joins the caller's transaction): a pending invoice becomes approved at
 * `at`; an approved or paid one is left as it is (idempotent). Unknown id: throws.
 */
export async function approveInvoiceAt(tx: Tx, invoiceId: string, at: Date): Promise<void> {
  const row = await q.lockInvoice(tx, invoiceId);
  if (!row) throw notFound(t('invoiceNotFound'));
  if (row.status !== 'pending') return;
  await q.approve(tx, invoiceId, at);
  await markShiftsApprovedIn(tx, invoiceId);
  await notifyApproved(tx, row, await weekStartOfInvoice(tx, invoiceId));
}

/**
 * Joins the caller's transaction: the approved invoice and its shifts become paid and both
 * parties are notified. Already paid: nothing happens (a webhook delivered twice). Pending:
 * 409 'This invoice has yet to be approved.' (auto-pay approves first).
 */
export async function markInvoicePaid(
  tx: Tx,
  invoiceId: string,
  paidAt: Date,
  paymentId: string,
): Promise<void> {
  const row = await q.lockInvoice(tx, invoiceId);
  if (!row) throw notFound(t('invoiceNotFound'));
  if (row.status === 'paid') return;
  if (row.status !== 'approved') throw conflict(t('notApprovedYet'));
  await q.markPaid(tx, invoiceId, paidAt, paymentId);
  await markShiftsPaidIn(tx, invoiceId);
  const week = weekLabel(await weekStartOfInvoice(tx, invoiceId));
  await createNotification(tx, {
    recipientId: row.caregiverId,
    class: INVOICE_NOTIFICATION_CLASS,
    refId: invoiceId,
    message: en('paidForCaregiver', { week }),
  });
  await createNotification(tx, {
    recipientId: row.familyId,
    class: INVOICE_NOTIFICATION_CLASS,
    refId: invoiceId,
    message: new SafeHtml(
      en('paidForFamily', { name: escapeHtml(String(row.caregiverFirstName ?? '')), week }),
    ),
  });
}

/** Unpaid invoices whose due instant (11:59 pm local, created + 2 days) is at or before `asOf`. */
export async function dueUnpaidInvoiceIds(tx: Tx, asOf: Date): Promise<string[]> {
  return await q.selectDueUnpaidIds(tx, asOf);
}

// -------------------------------------------------------------------------------- TD1, WCB

/** GET /api/invoice/td1: the caregiver's TD1 (nulls = basic personal amounts). */
export async function getTd1(viewer: InvoiceViewer): Promise<Td1Input> {
  if (viewer.userType !== 'caregiver') throw forbidden(t('caregiversOnly'));
  const row = await asUser(viewer, (tx) => q.selectTd1(tx, viewer.id));
  return {
    federalClaimCents: row?.federalClaimCents == null ? null : Number(row.federalClaimCents),
    provincialClaimCents: row?.provincialClaimCents == null
      ? null
      : Number(row.provincialClaimCents),
  };
}

/** POST /api/invoice/td1: applies to invoices generated from now on. */
export async function saveTd1(viewer: InvoiceViewer, input: Td1Input): Promise<Td1Input> {
  if (viewer.userType !== 'caregiver') throw forbidden(t('caregiversOnly'));
  await asUser(viewer, (tx) => q.upsertTd1(tx, viewer.id, input));
  return await getTd1(viewer);
}

/** GET /api/invoice/wcb: the family's workers' comp account rate per $100 (null = none). */
export async function getWcbRate(viewer: InvoiceViewer): Promise<WcbRateInput> {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnlyWcb'));
  const row = await asUser(viewer, (tx) => q.selectWcb(tx, viewer.id));
  return { ratePer100: row?.ratePer100 == null ? null : Number(row.ratePer100) };
}

/** POST /api/invoice/wcb. */
export async function saveWcbRate(
  viewer: InvoiceViewer,
  input: WcbRateInput,
): Promise<WcbRateInput> {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnlyWcb'));
  await asUser(viewer, (tx) => q.upsertWcb(tx, viewer.id, input.ratePer100));
  return await getWcbRate(viewer);
}

// ------------------------------------------------------------------------------ generation

export type GenerateOptions = {
  /** Members per transaction. */
  batchSize?: number;
  /** Batches in flight at once (each its own transaction and connection). */
  concurrency?: number;
  deduct?: Deduct;
};

type Ytd = PayrollYtd;

/**
 * Generates the invoices of the week (Sunday to Saturday, care zone) containing `weekOf`, for
 * completed shifts not yet invoiced, one invoice per team member. Idempotent: a member with the
 * week's invoice is skipped (unique (member_id, week_start) + ON CONFLICT), so running it twice,
 * or twice at once, makes nothing twice. Service path: a job or an admin's run, no user acts.
 */
export async function generateWeekInvoices(
  weekOf: string,
  opts: GenerateOptions = {},
): Promise<{ created: number; skipped: number }> {
  const weekStart = weekStartOf(weekOf);
  const payDate = payDateOf(weekStart);
  const year = Number(payDate.slice(0, 4));
  const periods = periodsPerYear(payDate, PAY_WEEKDAY);
  const deduct = opts.deduct ?? computeDeductions;
  const batchSize = opts.batchSize ?? 2000;
  const members = await asService((tx) => q.selectMembersToInvoice(tx, weekStart));
  // Batches never split a caregiver-family pair (ordered by pair): the YTD of a second member of
  // the same pair carries the first's pay, and concurrent batches never write the same YTD row.
  const batches: string[][] = [];
  let current: string[] = [];
  for (let i = 0; i < members.length; i++) {
    current.push(members[i].memberId);
    if (current.length >= batchSize && members[i + 1]?.pair !== members[i].pair) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length) batches.push(current);

  let created = 0;
  let skipped = 0;
  const run = async (batch: string[]) => {
    const r = await asService((tx) =>
      generateBatch(tx, batch, { weekStart, payDate, year, periods, deduct })
    );
    created += r.created;
    skipped += r.skipped;
  };
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, batches.length) }, async () => {
      while (next < batches.length) await run(batches[next++]);
    }),
  );
  return { created, skipped };
}

async function generateBatch(
  tx: Tx,
  memberIds: string[],
  ctx: { weekStart: string; payDate: string; year: number; periods: number; deduct: Deduct },
): Promise<{ created: number; skipped: number }> {
  const members = await q.selectMembersForWeek(tx, memberIds, ctx.weekStart, ctx.year);
  const shiftRows = await q.selectWeekShifts(tx, memberIds, ctx.weekStart);
  const shiftsByMember = new Map<string, q.WeekShiftRow[]>();
  for (const s of shiftRows) {
    const list = shiftsByMember.get(s.memberId) ?? [];
    list.push(s);
    shiftsByMember.set(s.memberId, list);
  }
  const ytdByPair = new Map<string, Ytd>();
  const invoices: q.NewInvoiceRow[] = [];
  const extras = new Map<string, {
    employer: Omit<q.NewEmployerCostsRow, 'invoice_id'>;
    shiftIds: string[];
    ytd: Ytd;
    familyId: string;
    caregiverId: string;
    caregiverName: string;
    netCents: number;
  }>();
  // Stable order: pair, then member (the YTD of a pair accumulates in this order).
  members.sort((a, b) =>
    `${a.caregiverId}${a.familyId}${a.id}` < `${b.caregiverId}${b.familyId}${b.id}` ? -1 : 1
  );
  for (const m of members) {
    const shifts = shiftsByMember.get(m.id) ?? [];
    if (!shifts.length) continue;
    const province: Province = provinceCode(m.adminAreaLevel1) ?? 'ON';
    const pair = `${m.caregiverId}:${m.familyId}`;
    const ytd: Ytd = ytdByPair.get(pair) ?? (m.pensionableCents == null ? EMPTY_YTD : {
      pensionableCents: Number(m.pensionableCents),
      cppCents: Number(m.cppCents),
      cpp2Cents: Number(m.cpp2Cents),
      insurableCents: Number(m.insurableCents),
      eiCents: Number(m.eiCents),
      qpipCents: Number(m.qpipCents),
    });
    const rate = m.ratePer100 == null ? null : Number(m.ratePer100);
    const week = computeWeek({
      weekStart: ctx.weekStart,
      province,
      wageCents: Number(m.wageCents),
      periodsPerYear: ctx.periods,
      td1: {
        federalClaimCents: m.federalClaimCents == null ? null : Number(m.federalClaimCents),
        provincialClaimCents: m.provincialClaimCents == null
          ? null
          : Number(m.provincialClaimCents),
      },
      ytd,
      workersCompRatePer100: rate,
      shifts: shifts.map((s) => ({
        id: s.id,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        timeZone: s.timeZone,
        localDate: s.localDate,
        tasks: s.tasks,
      })),
    }, ctx.deduct);
    if (!week) continue;
    const d = week.deductions;
    ytdByPair.set(pair, d.ytdAfter);
    invoices.push({
      member_id: m.id,
      family_id: m.familyId,
      caregiver_id: m.caregiverId,
      job_id: m.jobId ?? null,
      week_start: ctx.weekStart,
      time_zone: shifts[0].timeZone,
      province,
      pay_date: ctx.payDate,
      caregiver_user_id_number: m.caregiverUserIdNumber,
      caregiver_first_name: m.caregiverFirstName,
      caregiver_last_name: m.caregiverLastName,
      caregiver_img_url_thumb: m.caregiverImgUrlThumb ?? null,
      family_user_id_number: m.familyUserIdNumber,
      family_first_name: m.familyFirstName,
      family_last_name: m.familyLastName,
      client_first_name: m.clientFirstName,
      client_last_name: m.clientLastName,
      address_full: m.addressFull,
      wage_cents: Number(m.wageCents),
      overtime_rule: week.overtimeRule,
      sorted_shifts: week.days.map(storedDay),
      total_minutes: week.totalMinutes,
      regular_minutes: week.regularMinutes,
      ot1_minutes: week.ot1Minutes,
      ot2_minutes: week.ot2Minutes,
      regular_income_cents: week.regularIncomeCents,
      ot1_income_cents: week.ot1IncomeCents,
      ot2_income_cents: week.ot2IncomeCents,
      operating_income_cents: week.operatingIncomeCents,
      vacation_cents: week.vacationCents,
      gross_cents: week.grossCents,
      cpp_employee_cents: d.employee.cppCents,
      cpp2_employee_cents: d.employee.cpp2Cents,
      ei_employee_cents: d.employee.eiCents,
      qpip_employee_cents: d.employee.qpipCents,
      federal_tax_cents: d.employee.federalTaxCents,
      provincial_tax_cents: d.employee.provincialTaxCents,
      employee_deductions_cents: d.employee.totalCents,
      net_cents: d.netCents,
      tax_edition: d.edition,
      pension_plan: d.pensionPlan,
      unverified: d.unverified,
    });
    extras.set(m.id, {
      employer: {
        family_id: m.familyId,
        cpp_employer_cents: d.employer.cppCents,
        cpp2_employer_cents: d.employer.cpp2Cents,
        ei_employer_cents: d.employer.eiCents,
        qpip_employer_cents: d.employer.qpipCents,
        workers_comp_cents: d.employer.workersCompCents,
        workers_comp_rate_per_100: rate,
        employer_contributions_cents: d.employer.totalCents,
        base_cents: week.payable.base,
        poyo_fee_cents: week.payable.poyoFee,
        sales_tax_cents: week.payable.salesTax,
        total_payable_cents: week.payable.totalPayable,
      },
      shiftIds: week.days.flatMap((day) => day.shifts.map((s) => s.id)),
      ytd: d.ytdAfter,
      familyId: m.familyId,
      caregiverId: m.caregiverId,
      caregiverName: `${m.caregiverFirstName ?? ''}`,
      netCents: d.netCents,
    });
  }
  const ids = await q.insertInvoices(tx, invoices);
  const employer: q.NewEmployerCostsRow[] = [];
  const links: { shift_id: string; invoice_id: string; family_id: string; caregiver_id: string }[] =
    [];
  const ytdRows = new Map<
    string,
    Ytd & { caregiverId: string; familyId: string; year: number; payDate: string }
  >();
  for (const [memberId, invoiceId] of ids) {
    const x = extras.get(memberId)!;
    employer.push({ invoice_id: invoiceId, ...x.employer });
    for (const shiftId of x.shiftIds) {
      links.push({
        shift_id: shiftId,
        invoice_id: invoiceId,
        family_id: x.familyId,
        caregiver_id: x.caregiverId,
      });
    }
    // The pair's last figures in this batch (members were processed in pair order).
    ytdRows.set(`${x.caregiverId}:${x.familyId}`, {
      ...x.ytd,
      caregiverId: x.caregiverId,
      familyId: x.familyId,
      year: ctx.year,
      payDate: ctx.payDate,
    });
  }
  await q.insertInvoiceParts(tx, employer, links, [...ytdRows.values()]);
  // The follow-ups (both parties notified, the shifts' Submitted flag) run in a job: row by row,
  // with their realtime triggers, they would take longer than generation itself at scale.
  // Enqueued in this transaction, so the job exists exactly when the invoices do.
  if (ids.size) {
    await enqueue(AFTER_GENERATE_JOB, { invoiceIds: [...ids.values()] }, { tx });
  }
  return { created: ids.size, skipped: memberIds.length - ids.size };
}

export const AFTER_GENERATE_JOB = 'invoices.after-generate';

/**
 * The job after a generation batch (service path: a job, no user acts), in one transaction: the
 * invoiced shifts show Submitted, and the caregiver and the family of each invoice hear of it
 * (class Invoice → /mypay/invoice/{id}). A retried job starts over (the failed one rolled back).
 */
export async function afterGenerate(invoiceIds: string[]): Promise<number> {
  const ids = invoiceIds.filter((id) => UUID.test(id));
  if (!ids.length) return 0;
  return await asService(async (tx) => {
    // invoice_shifts is the truth; the shifts' Submitted chip is their copy, following here.
    await markShiftsSubmittedIn(tx, ids);
    const rows = await q.selectNewInvoiceNotices(tx, ids);
    for (const r of rows) {
      const week = weekLabel(r.weekStart);
      await createNotification(tx, {
        recipientId: r.caregiverId,
        class: INVOICE_NOTIFICATION_CLASS,
        refId: r.id,
        message: en('newForCaregiver', { week, net: formatCents(Number(r.netCents)) }),
      });
      await createNotification(tx, {
        recipientId: r.familyId,
        class: INVOICE_NOTIFICATION_CLASS,
        refId: r.id,
        message: new SafeHtml(
          en('newForFamily', { name: escapeHtml(String(r.caregiverFirstName ?? '')), week }),
        ),
      });
    }
    return rows.length;
  });
}

/** POST /api/admin/invoices/run: an admin generates a week's invoices (idempotent). */
export async function runWeekAsAdmin(
  viewer: InvoiceViewer,
  weekOf: string,
): Promise<{ created: number; skipped: number; weekStart: string }> {
  if (viewer.userType !== 'admin') throw forbidden(t('adminsOnly'));
  const weekStart = weekStartOf(weekOf);
  const payDate = payDateOf(weekStart);
  // Payroll carries tables per edition; a week whose pay date has none cannot be computed.
  try {
    computeDeductions({
      payDate,
      province: 'ON',
      periodsPerYear: periodsPerYear(payDate, PAY_WEEKDAY),
      grossCents: 0,
      td1: { federalClaimCents: null, provincialClaimCents: null },
      ytd: EMPTY_YTD,
      workersCompRatePer100: null,
    });
  } catch (err) {
    if (err instanceof RangeError) throw invalid({ weekOf: t('noPayrollTables', { payDate }) });
    throw err;
  }
  // A run is many transactions (batches); its line commits before the first of them, so no run
  // happens without one (ADR 046). Runs are idempotent: a repeated run is a repeated line.
  await asService((tx) => recordAdminAction(tx, viewer, 'invoicesRun', weekStart, { weekOf }));
  const result = await generateWeekInvoices(weekOf);
  return { ...result, weekStart };
}

// ------------------------------------------------------------------- provisional pay (ADR 049)

export const CORRECT_PROVISIONAL_JOB = 'invoices.correct-provisional';

/**
 * Recomputes every pay computed with a provisional T4127 edition whose own edition is now
 * carried, and records the differences for the pairs' next invoices. Service path: a job (the
 * worker's start and a daily cron), no user acts. `editions` is for tests (a fake next year).
 */
export async function correctProvisionalPay(
  editions?: readonly PayrollTables[],
): Promise<PayCorrection[]> {
  return await asService((tx) => runProvisionalCorrection(tx, editions));
}

/** Queued when the worker starts: once per newest edition carried (a new tables file). */
export async function queueProvisionalCorrection(): Promise<void> {
  const newest = EDITIONS[EDITIONS.length - 1].edition;
  await enqueue(CORRECT_PROVISIONAL_JOB, {}, {
    dedupeKey: `${CORRECT_PROVISIONAL_JOB}:${newest}`,
  });
}
