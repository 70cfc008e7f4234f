// Pay History's paid invoices (spec 002 §2, §9: 10 a page), as a table: newest first, or by the
// other party's name, the amount or the payment date. The server renders it from the address
// (?sort=-amount&page=2, with the family's ?member=), so it works without JavaScript; once used,
// sorting and paging read the next page in place and say what changed (DataTable).
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useTablePages } from '../../../components/data-table-navigation.ts';
import type { TableQuery } from '../../../components/data-table-state.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import type { InvoiceSortColumn } from '../../invoices/model.ts';
import { myPayMessages } from '../messages.ts';
import {
  formatDay,
  HISTORY_PAGE_SIZE,
  HISTORY_TABLE,
  historyPath,
  type Role,
  tabPath,
} from '../model.ts';

/** A paid invoice as the table shows it (the page sends no more of the invoice than this). */
export type HistoryRow = {
  id: string;
  /** 'ABCDEF12'. */
  number: string;
  /** The other party. */
  name: string;
  weekStart: string;
  weekEnd: string;
  /** What the viewer cares about: the family's total payable, the caregiver's net pay. */
  amount: number;
  /** The local day it was paid, 'YYYY-MM-DD'. */
  paidDay: string | null;
};

export type HistoryTableProps = {
  role: Role;
  rows: HistoryRow[];
  total: number;
  query: TableQuery<InvoiceSortColumn>;
  /** The page's other parameters (the family's caregiver, the tax year): kept in every link. */
  keep: Record<string, string>;
};

export default function HistoryTable(initial: HistoryTableProps) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const { props, busy, navigate } = useTablePages('my-pay/history-table', initial);
  const { role, rows, total, query, keep } = props;
  const from = total ? (query.page - 1) * HISTORY_PAGE_SIZE + 1 : 0;
  const to = Math.min(total, query.page * HISTORY_PAGE_SIZE);
  const columns: DataColumn<HistoryRow>[] = [
    {
      id: 'invoice',
      header: t('historyColInvoice'),
      rowHeader: true,
      cell: (row) => <a href={historyPath(row.id)}>{t('invoiceNumber', { number: row.number })}</a>,
    },
    {
      id: 'name',
      header: t(role === 'family' ? 'careProLabel' : 'familyLabel'),
      cell: (row) => row.name,
    },
    {
      id: 'week',
      header: t('week'),
      cell: (row) =>
        t('weekRange', {
          start: formatDay(row.weekStart, locale),
          end: formatDay(row.weekEnd, locale),
        }),
    },
    {
      id: 'amount',
      header: t('historyColAmount'),
      className: 'mp-history__amount',
      cell: (row) => formatCents(row.amount, locale),
    },
    {
      id: 'paid',
      header: t('paidOn'),
      cell: (row) => (row.paidDay ? formatDay(row.paidDay, locale) : ''),
    },
  ];
  return (
    <>
      <p className='mp-muted'>{t('showing', { from, to, total })}</p>
      <DataTable
        id='mp-history'
        caption={t('paidInvoices')}
        emptyText={t('noHistory')}
        className='mp-history__table'
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        query={{
          spec: HISTORY_TABLE,
          state: query,
          total,
          path: tabPath('history'),
          keep,
        }}
        pager={{
          label: t('pagination'),
          previous: t('previousPage'),
          next: t('nextPage'),
          status: (page, pages) => t('pageOf', { page, pages }),
        }}
        onQueryChange={(_, href) => void navigate(href)}
        busy={busy}
        testId='history-list'
      />
    </>
  );
}
