// My Pay (spec 002 §2 "My Pay and invoices", §4, §8, §9; spec 000 §9): what the pages show and
// the pure rules behind them. Browser-safe: the islands import this file.
//
// The pages render the invoices domain's `Invoice` (invoices/model.ts). A caregiver's invoice
// never carries the family's cost figures: the database gives them null.
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import type { Locale } from '../../shared/i18n.tsx';
import {
  type Invoice,
  INVOICE_FILTERS,
  type InvoiceFilter,
  type InvoiceStatus,
  invoiceStatusOf,
} from '../invoices/model.ts';

export type Role = 'family' | 'caregiver';

/** My Pay is for families and caregivers; anyone else (staff) has none. */
export const roleOf = (userType: string): Role | null =>
  userType === 'family' || userType === 'caregiver' ? userType : null;

/** The tabs of My Pay per role, in order (spec 002 §2). */
export const MY_PAY_TABS = {
  family: ['invoice', 'history', 'detail', 'employer'],
  caregiver: ['invoice', 'history'],
} as const satisfies Record<Role, readonly string[]>;
export type MyPayTab = 'invoice' | 'history' | 'detail' | 'employer';
export const tabPath = (tab: MyPayTab) => `/mypay/${tab}`;

/**
 * Where `/mypay` and `/mypay/{tab}` lead: the initial tab comes from the path, otherwise
 * /mypay/invoice. The spec names `timesheet` in the route table but gives it no screen, so it
 * goes to /mypay/invoice too. Null: render the tab named by the path.
 */
export function tabRedirect(tab: string | undefined): string | null {
  return tab === 'invoice' || tab === 'history' ? null : tabPath('invoice');
}

/** The invoice filters of spec 002 §9, in the dropdown's order; the first is the default. */
export const DEFAULT_INVOICE_FILTER: InvoiceFilter = 'newest';
export const isInvoiceFilter = (value: unknown): value is InvoiceFilter =>
  (INVOICE_FILTERS as readonly unknown[]).includes(value);

/** Pay history: 10 invoices a page (spec 002 §9). */
export const HISTORY_PAGE_SIZE = 10;
/** Pay history as a table: newest invoice first, or by name, amount or payment date. */
export const HISTORY_TABLE = {
  sortable: { invoice: 'desc', name: 'asc', amount: 'desc', paid: 'desc' },
  defaultSort: { column: 'invoice', direction: 'desc' },
  pageSize: HISTORY_PAGE_SIZE,
} as const;
/** The invoice viewer's error countdown before /dashboard (spec 002 §9). */
export const REDIRECT_COUNTDOWN_SECONDS = 10;
/** Charts: the trailing 12 months, 7 colours cycling (spec 002 §9). */
export const CHART_MONTHS = 12;
export const CHART_COLOURS = [
  '#1b7f5b',
  '#2f6fb3',
  '#b3541e',
  '#7a4fb3',
  '#a8326b',
  '#5f7f1b',
  '#1b7a8a',
] as const;

export type DisplayStatus = InvoiceStatus;

/** Pending (not approved), Approved (pending payment), Paid (spec 002 §4). */
export const displayStatus = (i: Pick<Invoice, 'status'>): DisplayStatus =>
  invoiceStatusOf(i.status);

/** The family's button: Approve Invoice, then Pay Invoice once approved, then Paid (disabled). */
export const familyAction = (i: Pick<Invoice, 'status'>) =>
  ({ pending: 'approve', approved: 'pay', paid: 'paid' } as const)[displayStatus(i)];

/** Spec 002 §4: the due date shown is the creation date while unapproved, the approval date once approved. */
export const dueDate = (i: Pick<Invoice, 'createdAt' | 'approvedAt' | 'status'>) =>
  i.status.isApproved && i.approvedAt ? i.approvedAt : i.createdAt;

/** The other party of an invoice: a family sees the caregiver, a caregiver the family. */
export const otherParty = (i: Pick<Invoice, 'caregiverInfo' | 'familyInfo'>, role: Role) =>
  role === 'family' ? i.caregiverInfo : i.familyInfo;

type Filterable = Pick<Invoice, 'createdAt' | 'status' | 'caregiverInfo' | 'familyInfo'>;

/**
 * The list under a filter of spec 002 §9: newest/oldest by creation, Unpaid and Paid keep those
 * (newest first), First Name and Last Name sort A→Z by the other party (newest first on ties).
 */
export function applyInvoiceFilter<T extends Filterable>(
  invoices: readonly T[],
  filter: InvoiceFilter,
  role: Role,
): T[] {
  const newest = [...invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const name = (i: T, part: 'firstName' | 'lastName') => otherParty(i, role)[part].toLowerCase();
  switch (filter) {
    case 'newest':
      return newest;
    case 'oldest':
      return newest.reverse();
    case 'unpaid':
      return newest.filter((i) => !i.status.isPaid);
    case 'paid':
      return newest.filter((i) => i.status.isPaid);
    case 'firstName':
    case 'lastName':
      return newest.sort((a, b) => name(a, filter).localeCompare(name(b, filter)));
  }
}

/**
 * The arrows: in the list's order (newest first by default) "newer" is the one before, "older"
 * the one after. For sorts that are not by date the arrows simply step through the list.
 */
export function neighbours(ids: readonly string[], id: string) {
  const at = ids.indexOf(id);
  if (at < 0) return { newer: null, older: null, position: 0, count: ids.length };
  return {
    newer: at > 0 ? ids[at - 1] : null,
    older: at < ids.length - 1 ? ids[at + 1] : null,
    position: at + 1,
    count: ids.length,
  };
}

/** Spec 002 §9: the week (Sunday to Saturday) containing the first shift's local date. */
export function weekRange(firstDay: string): { start: string; end: string } {
  const [y, m, d] = firstDay.split('-').map(Number);
  const start = startOfWeek(new Date(y, m - 1, d), { weekStartsOn: 0 });
  return { start: format(start, 'yyyy-MM-dd'), end: format(addDays(start, 6), 'yyyy-MM-dd') };
}

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
} as const;

/** A local date 'YYYY-MM-DD' as 'MMM DD, YYYY' (spec 002 §9); French: 'DD MMM YYYY'. */
export function formatDay(day: string, locale: Locale): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  const month = MONTHS[locale][Number(m) - 1] ?? '';
  return locale === 'fr' ? `${d} ${month} ${y}` : `${month} ${d}, ${y}`;
}

/** An instant's local date in the care location's zone, 'YYYY-MM-DD'. */
export const localDay = (instant: string, timeZone: string) =>
  format(new TZDate(instant, timeZone), 'yyyy-MM-dd');

/** An instant's local time in the care location's zone, 'HH:mm'. */
export const localTime = (instant: string, timeZone: string) =>
  format(new TZDate(instant, timeZone), 'HH:mm');

/** Hours with two decimals from minutes. */
export function formatHours(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minutes / 60);
}

/** Job id: first 8 characters upper-cased (spec 002 §2); invoice numbers the same way. */
export const shortJobId = (id: string) => id.slice(0, 8).toUpperCase();
export const invoiceNumber = shortJobId;
/** Member id: first 6 characters upper-cased (spec 002 §9). */
export const shortMemberId = (id: string) => id.slice(0, 6).toUpperCase();

export const invoicePath = (id: string) => `/mypay/invoice/${encodeURIComponent(id)}`;
export const historyPath = (id: string) => `/mypay/history/${encodeURIComponent(id)}`;
export const payPath = (id: string) => `${invoicePath(id)}/pay`;
export const jobPath = (jobId: string, role: Role) =>
  role === 'family'
    ? `/profile/jobs/${encodeURIComponent(jobId)}`
    : `/job/${encodeURIComponent(jobId)}`;
export const memberPath = (memberId: string) => `/myteam/${encodeURIComponent(memberId)}`;

/** One paid invoice as a chart point: when it was paid and the amount the viewer cares about. */
export type ChartPoint = { paidAt: string; cents: number };
export type ChartBar = { month: string; cents: number; colour: string };

/**
 * The trailing 12 months ending with the month of `today` ('YYYY-MM-DD'), oldest first, each the
 * sum of the points paid in it; colours cycle through the 7 (spec 002 §9).
 */
export function chartSeries(points: readonly ChartPoint[], today: string): ChartBar[] {
  const [y, m] = today.split('-').map(Number);
  const months: string[] = [];
  for (let i = CHART_MONTHS - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  const sums = new Map(months.map((month) => [month, 0]));
  for (const p of points) {
    const month = p.paidAt.slice(0, 7);
    if (sums.has(month)) sums.set(month, sums.get(month)! + p.cents);
  }
  return months.map((month, i) => ({
    month,
    cents: sums.get(month)!,
    colour: CHART_COLOURS[i % CHART_COLOURS.length],
  }));
}

/** 'YYYY-MM' as a short month label ('Nov 2026' / 'nov. 2026'). */
export function monthLabel(month: string, locale: Locale): string {
  const [y, m] = month.split('-');
  return `${MONTHS[locale][Number(m) - 1]} ${y}`;
}

/** The page of a 1-based pager, clamped to what exists (at least one page). */
export function pageCount(total: number, size = HISTORY_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / size));
}
export function parsePage(raw: string | null | undefined, total?: number): number {
  const n = Number(raw);
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  return total === undefined ? page : Math.min(page, pageCount(total));
}

/** Ids in URLs are uuids; anything else is unknown without asking the database. */
export { isUuid } from '../../shared/ids.ts';

/**
 * A TD1 claim amount typed in dollars ('16452', '16,452.00', '$16452.5') as cents; blank is null
 * (the basic personal amount); anything else is 'invalid'.
 */
export function parseClaimDollars(input: string): number | null | 'invalid' {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (s === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return 'invalid';
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Cents as the TD1 field shows them ('16452.00'); null as blank. */
export const claimDollars = (cents: number | null) =>
  cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
