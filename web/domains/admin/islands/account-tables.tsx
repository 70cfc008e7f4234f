// /admin/accounts' two lists: the accounts a search found (each open one with its Close button,
// the admin/close-account dialog) and the trail of closed accounts. Both are short (25 results,
// the last 50 closings), so each is held whole and sorted where it is shown: by the server for
// the first render (the address's `sort` and `tsort`), in place once the island is live.
import { DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useTableSort } from '../../../components/data-table-navigation.ts';
import {
  isDefaultSort,
  sortParam,
  type TableSort,
  type TableSpec,
} from '../../../components/data-table-state.ts';
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { adminMessages } from '../messages.ts';
import { STAFF_TIME_ZONE, USER_TYPE_KEYS } from '../model.ts';
import CloseAccount from './close-account.tsx';

/** An account as the island receives it (JSON: instants as text). */
export type AccountItem = {
  id: string;
  userIdNumber: string;
  userType: keyof typeof USER_TYPE_KEYS;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  closedAt: string | null;
};

export type ClosureItem = {
  id: string;
  accountUserIdNumber: string;
  accountUserType: keyof typeof USER_TYPE_KEYS;
  closedAs: 'admin' | 'self';
  reason: string;
  createdAt: string;
  closedByName: string | null;
};

type ResultColumn = 'name' | 'email' | 'number' | 'joined' | 'status';
type TrailColumn = 'when' | 'account' | 'by';

/** The search's own order is open accounts first, then newest: the status column, ascending. */
export const RESULTS_TABLE: TableSpec<ResultColumn> = {
  sortable: { name: 'asc', email: 'asc', number: 'asc', joined: 'desc', status: 'asc' },
  defaultSort: { column: 'status', direction: 'asc' },
  pageSize: 0,
};
export const TRAIL_TABLE: TableSpec<TrailColumn> = {
  sortable: { when: 'desc', account: 'asc', by: 'asc' },
  defaultSort: { column: 'when', direction: 'desc' },
  pageSize: 0,
  params: { sort: 'tsort', page: 'tpage' },
};

const nameOf = (a: AccountItem) => `${a.firstName} ${a.lastName}`.trim() || a.email;
const resultKeys = {
  name: nameOf,
  email: (a: AccountItem) => a.email,
  number: (a: AccountItem) => a.userIdNumber,
  joined: (a: AccountItem) => new Date(a.createdAt),
  // Open (0) before closed, the closed ones in the order they were closed.
  status: (a: AccountItem) => (a.closedAt ? new Date(a.closedAt).getTime() : 0),
};
const trailKeys = {
  when: (c: ClosureItem) => new Date(c.createdAt),
  account: (c: ClosureItem) => c.accountUserIdNumber,
  by: (c: ClosureItem) => (c.closedAs === 'self' ? '' : c.closedByName),
};

export type AccountTablesProps = {
  /** The search as typed; empty: no search yet, so no results table. */
  query: string;
  accounts: AccountItem[];
  closures: ClosureItem[];
  resultsSort: TableSort<ResultColumn>;
  trailSort: TableSort<TrailColumn>;
};

export default function AccountTables(
  { query, accounts, closures, resultsSort, trailSort }: AccountTablesProps,
) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const day = (d: string) => formatInstantDate(d, locale, STAFF_TIME_ZONE);
  const results = useTableSort(
    accounts,
    RESULTS_TABLE,
    resultsSort,
    resultKeys,
    locale,
    (a) => a.id,
  );
  const trail = useTableSort(closures, TRAIL_TABLE, trailSort, trailKeys, locale, (c) => c.id);
  // Each table's sort keeps the search and the other table's sort in the address.
  const resultsParam = isDefaultSort(RESULTS_TABLE, results.sort) ? '' : sortParam(results.sort);
  const trailParam = isDefaultSort(TRAIL_TABLE, trail.sort) ? '' : sortParam(trail.sort);

  const resultColumns: DataColumn<AccountItem>[] = [
    { id: 'name', header: t('colName'), rowHeader: true, cell: nameOf },
    { id: 'email', header: t('colEmail'), cell: (a) => a.email },
    { id: 'type', header: t('colType'), cell: (a) => t(USER_TYPE_KEYS[a.userType]) },
    { id: 'number', header: t('colNumber'), cell: (a) => a.userIdNumber },
    { id: 'joined', header: t('colJoined'), cell: (a) => day(a.createdAt) },
    {
      id: 'status',
      header: t('colStatus'),
      cell: (a) => (a.closedAt ? t('statusClosed', { date: day(a.closedAt) }) : t('statusOpen')),
    },
    {
      id: 'action',
      header: t('colAction'),
      cell: (a) =>
        !a.closedAt && a.userType !== 'admin' && (
          <CloseAccount
            accountId={a.id}
            userIdNumber={a.userIdNumber}
            name={nameOf(a)}
            email={a.email}
          />
        ),
    },
  ];
  const trailColumns: DataColumn<ClosureItem>[] = [
    { id: 'when', header: t('colWhen'), cell: (c) => day(c.createdAt) },
    {
      id: 'account',
      header: t('colAccount'),
      rowHeader: true,
      cell: (c) => `${c.accountUserIdNumber} · ${t(USER_TYPE_KEYS[c.accountUserType])}`,
    },
    {
      id: 'by',
      header: t('colBy'),
      cell: (c) => (c.closedAs === 'self' ? t('closedBySelf') : c.closedByName ?? '–'),
    },
    {
      id: 'reason',
      header: t('colReason'),
      className: 'admin-accounts__reason',
      cell: (c) => c.reason,
    },
  ];
  const newestFirst = trail.sort.column === 'when' && trail.sort.direction === 'desc';
  return (
    <>
      {query && (
        <DataTable
          id='admin-accounts-results'
          caption={t('resultsCaption', { query })}
          emptyText={t('noResults', { query })}
          className='admin-accounts__table'
          columns={resultColumns}
          rows={results.sorted}
          rowKey={(a) => a.id}
          query={{
            spec: RESULTS_TABLE,
            state: { sort: results.sort, page: 1 },
            path: '/admin/accounts',
            keep: { q: query, tsort: trailParam },
          }}
          onQueryChange={results.onQueryChange}
        />
      )}
      <section className='admin-accounts__trail' aria-labelledby='admin-accounts-trail'>
        <h2 id='admin-accounts-trail'>{t('trailTitle')}</h2>
        <DataTable
          id='admin-accounts-trail'
          caption={t(newestFirst ? 'trailCaption' : 'trailCaptionAll')}
          emptyText={t('trailEmpty')}
          className='admin-accounts__table'
          columns={trailColumns}
          rows={trail.sorted}
          rowKey={(c) => c.id}
          query={{
            spec: TRAIL_TABLE,
            state: { sort: trail.sort, page: 1 },
            path: '/admin/accounts',
            keep: { q: query, sort: resultsParam },
          }}
          onQueryChange={trail.onQueryChange}
        />
      </section>
    </>
  );
}
