// The one data table (issue 24 point 6; ADR "TanStack Table"): TanStack Table's headless core in
// manual mode, so the rows arrive already sorted and paged (by SQL, or by sortRows for a list held
// whole) and the table only says what state they are in and what a press asks for next.
//
// Rendered on the server it works without JavaScript: a sortable header is a submit button of a
// small GET form of its own (the page's other parameters as hidden fields, the button carrying
// `sort`), the pager is links, and the page loader reads both from the address
// (data-table-state.ts). Inside a live island that passes `onQueryChange`, the same presses change
// the table in place: focus stays on the pressed control and a polite live region says what
// changed ("Sorted by When, descending", "Page 2 of 5, 20 rows").
//
// With no rows it is a card saying so; otherwise a table that scrolls on its own (a focusable
// region named by its hidden caption).
import { type HTMLAttributes, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ColumnDef,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useT } from '../shared/i18n.tsx';
import { dataTableMessages } from './data-table-messages.ts';
import {
  ariaSort,
  describeChange,
  pageCount,
  sortParam,
  type TableChange,
  tableHref,
  type TableQuery,
  type TableSpec,
  type TableView,
} from './data-table-state.ts';

// Sorting and paging are registered for their state and their next-press logic only: without
// their row-model slots, and with manualSorting/manualPagination, TanStack never reorders or
// slices the rows it is given.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

export type DataColumn<R> = {
  id: string;
  header: ReactNode;
  /** The column's name in "Sorted by …"; the header itself when that is text. */
  name?: string;
  cell: (row: R) => ReactNode;
  /** The cell names its row (th scope=row). */
  rowHeader?: boolean;
  className?: string;
};

export type DataTableQuery = {
  spec: TableSpec<string>;
  state: TableQuery<string>;
  /** Every row the list holds (a paged list); a list shown whole leaves it out. */
  total?: number;
  /** The list's path, and the other parameters (its filters) that sorting and paging keep. */
  path: string;
  keep?: Readonly<Record<string, string>>;
};

/** The pager's words, where a page has its own. */
export type PagerText = {
  /** The pager's name (nav aria-label). */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5" as the page says it. */
  status: (page: number, pages: number) => string;
};

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;

export type DataTableProps<R> = {
  /** Names the caption (`${id}-caption`) and the sort form (`${id}-sort`). */
  id: string;
  caption: string;
  emptyText: string;
  /** Added to 'ps-table'. */
  className: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowProps?: (row: R) => RowAttributes;
  /** Sorting and paging as the address carries them; a plain table leaves it out. */
  query?: DataTableQuery;
  pager?: Partial<PagerText>;
  /** Given by a live island: presses change the table in place instead of loading a page. */
  onQueryChange?: (next: TableQuery<string>, href: string) => void;
  /** The rows are being replaced (aria-busy). */
  busy?: boolean;
  testId?: string;
};

const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span className={`data-table__mark data-table__mark--${sorted || 'none'}`} aria-hidden='true'>
      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
    </span>
  );
}

export function DataTable<R extends RowData>(
  {
    id,
    caption,
    emptyText,
    className,
    columns,
    rows,
    rowKey,
    rowProps,
    query,
    pager,
    onQueryChange,
    busy,
    testId,
  }: DataTableProps<R>,
) {
  const t = useT(dataTableMessages);
  const spec = query?.spec;
  const pageSize = spec?.pageSize ?? 0;
  const paged = query !== undefined && pageSize > 0 && query.total !== undefined;
  const page = paged ? query.state.page : 1;
  const pages = paged ? pageCount(query.total!, pageSize) : 1;
  const sort = query?.state.sort;
  const formId = `${id}-sort`;
  const captionId = `${id}-caption`;
  const sortName = spec?.params?.sort ?? 'sort';

  const byId = new Map(columns.map((c) => [c.id, c]));
  const columnIds = columns.map((c) => c.id).join(' ');
  // TanStack's columns carry only what its sorting needs; cells are drawn from `columns` below,
  // so a caller's new column array each render does not rebuild the table's model.
  const defs = useMemo<ColumnDef<typeof features, R>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: () => null,
        enableSorting: spec !== undefined && c.id in spec.sortable,
        sortDescFirst: spec?.sortable[c.id] === 'desc',
      })),
    [columnIds, spec],
  );
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : []),
    [sort?.column, sort?.direction],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize: pageSize || Math.max(rows.length, 1) }),
    [page, pageSize, rows.length],
  );

  const change = (next: TableQuery<string>) => {
    if (!query || !onQueryChange) return;
    onQueryChange(next, tableHref(query.path, query.spec, next, query.keep));
  };

  const table = useTable({
    features,
    columns: defs,
    data: rows as R[],
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: paged ? query.total : rows.length,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      if (!first) return;
      change({ sort: { column: first.id, direction: first.desc ? 'desc' : 'asc' }, page: 1 });
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (sort) change({ sort, page: next.pageIndex + 1 });
    },
  });

  // What changed since the last render, said once in the live region.
  const view: TableView = { sort, page, pages, rows: rows.length };
  const seen = useRef(view);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const news = describeChange(seen.current, view);
    seen.current = view;
    if (query && news) setAnnouncement(say(news));
  }, [sort?.column, sort?.direction, page, pages, rows.length]);

  // A pager link that is gone after its press (on the first or the last page) hands focus to
  // the link that is left, so the keyboard stays in the pager.
  const pagerRef = useRef<HTMLElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const paging = useRef(false);
  useEffect(() => {
    if (!paging.current) return;
    paging.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const link = pagerRef.current?.querySelector<HTMLElement>('a[href]');
    (link ?? regionRef.current)?.focus();
  }, [page]);

  function say(news: NonNullable<TableChange>): string {
    if (news.kind === 'sort') {
      const column = byId.get(news.column);
      const name = column?.name ??
        (typeof column?.header === 'string' ? column.header : news.column);
      return t(news.direction === 'asc' ? 'sortedAscending' : 'sortedDescending', {
        column: name,
      });
    }
    return news.rows === 1
      ? t('pageRow', { page: news.page, pages: news.pages })
      : t('pageRows', { page: news.page, pages: news.pages, rows: news.rows });
  }

  const text: PagerText = {
    label: pager?.label ?? t('pages'),
    previous: pager?.previous ?? t('previousPage'),
    next: pager?.next ?? t('nextPage'),
    status: pager?.status ?? ((p, n) => t('pageOf', { page: p, pages: n })),
  };
  const pageHref = (n: number) =>
    query ? tableHref(query.path, query.spec, { sort: query.state.sort, page: n }, query.keep) : '';
  const live = onQueryChange !== undefined;
  const follow = (go: () => void) => (event: { preventDefault(): void }) => {
    if (!live) return;
    event.preventDefault();
    go();
  };

  const [headers] = table.getHeaderGroups();
  return (
    <div className='data-table'>
      {query && (
        <p className='visually-hidden' role='status' aria-live='polite' aria-atomic='true'>
          {announcement}
        </p>
      )}
      {rows.length === 0 ? <p className='ps-admin-empty card'>{emptyText}</p> : (
        <>
          {query && (
            <form id={formId} method='get' action={query.path} hidden>
              {Object.entries(query.keep ?? {}).map(([name, value]) =>
                value && name !== sortName
                  ? <input key={name} type='hidden' name={name} value={value} />
                  : null
              )}
            </form>
          )}
          <div
            ref={regionRef}
            className='ps-table-scroll'
            role='region'
            aria-labelledby={captionId}
            tabIndex={0}
          >
            <table
              className={`ps-table ${className}`}
              aria-busy={busy || undefined}
              data-testid={testId}
            >
              <caption id={captionId} className='visually-hidden'>
                {caption}
              </caption>
              <thead>
                <tr>
                  {headers.headers.map((header) => {
                    const column = byId.get(header.column.id)!;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope='col'
                        aria-sort={ariaSort(sort, column.id)}
                        className={column.className}
                      >
                        {header.column.getCanSort()
                          ? (
                            <button
                              type='submit'
                              form={formId}
                              name={sortName}
                              value={sortParam({
                                column: column.id,
                                direction: header.column.getNextSortingOrder() || 'asc',
                              })}
                              className='data-table__sort'
                              onClick={follow(() => header.column.toggleSorting())}
                            >
                              {column.header}
                              <SortMark sorted={sorted} />
                            </button>
                          )
                          : column.header}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} {...rowProps?.(row.original)}>
                    {row.getAllCells().map((cell) => {
                      const column = byId.get(cell.column.id)!;
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={cell.id}
                          scope={column.rowHeader ? 'row' : undefined}
                          className={column.className}
                        >
                          {column.cell(row.original)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {paged && pages > 1 && (
        <nav ref={pagerRef} className='ps-pager data-table__pager' aria-label={text.label}>
          {table.getCanPreviousPage()
            ? (
              <a
                className='button button--outline'
                href={pageHref(page - 1)}
                rel='prev'
                onClick={follow(() => {
                  paging.current = true;
                  table.previousPage();
                })}
              >
                {text.previous}
              </a>
            )
            : <span />}
          <span aria-current='page'>{text.status(page, pages)}</span>
          {table.getCanNextPage()
            ? (
              <a
                className='button button--outline'
                href={pageHref(page + 1)}
                rel='next'
                onClick={follow(() => {
                  paging.current = true;
                  table.nextPage();
                })}
              >
                {text.next}
              </a>
            )
            : <span />}
        </nav>
      )}
    </div>
  );
}
