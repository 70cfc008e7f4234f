// A data table's sorting and paging as the address carries them (ADR "TanStack Table"): the URL
// is the state, so a sorted second page is a link, the server renders it without JavaScript, and
// an island that is live changes it in place. Pure and browser-safe: page loaders parse with it,
// DataTable builds its buttons and links with it, islands and tests call it directly.
//
//   ?sort=when      sorted by `when`, ascending;   ?sort=-when  descending (JSON:API's spelling,
//                   one value, so a header's submit button can carry it);
//   ?page=2         the second page (1-based); absent is the first.
// A value the table does not know falls back to the default sort or the first page: a mistyped
// or stale address shows the list, never an error.
import * as v from 'valibot';

export type SortDirection = 'asc' | 'desc';
export type TableSort<C extends string = string> = { column: C; direction: SortDirection };
export type TableQuery<C extends string = string> = { sort: TableSort<C>; page: number };

export type TableSpec<C extends string = string> = {
  /** The sortable columns, each with the direction its first press sorts in. */
  sortable: Readonly<Record<C, SortDirection>>;
  defaultSort: TableSort<C>;
  /** Rows a page; 0 for a list shown whole. */
  pageSize: number;
  /** The query parameters' names (a page with two tables gives the second its own). */
  params?: { sort: string; page: string };
};

/** The highest page an address may name (a larger number is a bad value, not a query). */
export const MAX_PAGE = 100_000;

const DEFAULT_PARAMS = { sort: 'sort', page: 'page' } as const;
const paramsOf = (spec: TableSpec<string>) => spec.params ?? DEFAULT_PARAMS;

/** `when` or `-when`. */
export function sortParam(sort: TableSort<string>): string {
  return sort.direction === 'desc' ? `-${sort.column}` : sort.column;
}

/** The valibot schema of a table's query parameters; what it refuses becomes the default. */
export function tableQuerySchema<C extends string>(spec: TableSpec<C>) {
  const columns = Object.keys(spec.sortable) as C[];
  return v.object({
    sort: v.fallback(
      v.pipe(
        v.string(),
        v.maxLength(64),
        v.check((raw) => columns.includes(raw.replace(/^-/, '') as C)),
        v.transform((raw): TableSort<C> => ({
          column: raw.replace(/^-/, '') as C,
          direction: raw.startsWith('-') ? 'desc' : 'asc',
        })),
      ),
      spec.defaultSort,
    ),
    page: v.fallback(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,6}$/),
        v.transform(Number),
        v.integer(),
        v.minValue(1),
        v.maxValue(MAX_PAGE),
      ),
      1,
    ),
  });
}

/** Reads a table's sort and page from an address's query; never throws. */
export function parseTableQuery<C extends string>(
  search: URLSearchParams,
  spec: TableSpec<C>,
): TableQuery<C> {
  const names = paramsOf(spec);
  const input = {
    sort: search.get(names.sort) ?? undefined,
    page: spec.pageSize > 0 ? search.get(names.page) ?? undefined : undefined,
  };
  const { sort, page } = v.parse(tableQuerySchema(spec), input);
  return { sort: { ...sort }, page };
}

export const isDefaultSort = (spec: TableSpec<string>, sort: TableSort<string>) =>
  sort.column === spec.defaultSort.column && sort.direction === spec.defaultSort.direction;

/**
 * The address of `query` on `path`, keeping the page's other parameters (its filters) first.
 * The default sort and the first page are left out, so the plain address stays plain.
 */
export function tableHref(
  path: string,
  spec: TableSpec<string>,
  query: TableQuery<string>,
  keep: Readonly<Record<string, string>> = {},
): string {
  const names = paramsOf(spec);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) {
    if (value && name !== names.sort && name !== names.page) params.set(name, value);
  }
  if (!isDefaultSort(spec, query.sort)) params.set(names.sort, sortParam(query.sort));
  if (spec.pageSize > 0 && query.page > 1) params.set(names.page, String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What a press on `column`'s header sorts by: the other way round, or the column's first way. */
export function nextSort<C extends string>(
  spec: TableSpec<C>,
  current: TableSort<C>,
  column: C,
): TableSort<C> {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: spec.sortable[column] };
}

/** The header's aria-sort: only the sorted column says how; the others say nothing. */
export function ariaSort(
  current: TableSort<string> | undefined,
  column: string,
): 'ascending' | 'descending' | undefined {
  if (!current || current.column !== column) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** Pages of `size` rows holding `total` (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
}

/** The first row of `page` for SQL's offset. */
export const pageOffset = (page: number, size: number) => (Math.max(page, 1) - 1) * size;

/** Whether `page` is past the end of the list (the loader then answers the first page). */
export const pastTheEnd = (page: number, total: number, size: number) =>
  page > pageCount(total, size);

type SortKey = string | number | boolean | Date | null | undefined;

/**
 * Sorts a list held whole (a bounded list: a search's 25, a trail's last 50) the way SQL would:
 * text by the locale's collation, numbers and dates by value, empty values last either way, and
 * ties in the list's own order.
 */
export function sortRows<R, C extends string>(
  rows: readonly R[],
  sort: TableSort<C>,
  keys: Readonly<Record<C, (row: R) => SortKey>>,
  locale = 'en',
): R[] {
  const key = keys[sort.column];
  const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    sensitivity: 'base',
    numeric: true,
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const empty = (x: SortKey) => x === null || x === undefined || x === '';
      if (empty(a.value) || empty(b.value)) {
        if (empty(a.value) && empty(b.value)) return a.index - b.index;
        return empty(a.value) ? 1 : -1;
      }
      const x = a.value instanceof Date ? a.value.getTime() : a.value;
      const y = b.value instanceof Date ? b.value.getTime() : b.value;
      const order = typeof x === 'string' && typeof y === 'string'
        ? collator.compare(x, y)
        : x! < y!
        ? -1
        : x! > y!
        ? 1
        : 0;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((x) => x.row);
}

/** What a table shows, as far as a change to it is news. */
export type TableView = {
  sort?: TableSort<string>;
  page: number;
  pages: number;
  /** Rows on the page shown. */
  rows: number;
};

/** The change worth announcing between two views of a table, or null. */
export type TableChange =
  | { kind: 'sort'; column: string; direction: SortDirection }
  | { kind: 'page'; page: number; pages: number; rows: number }
  | null;

/**
 * A new sort is told as the sort (the first page that comes with it goes without saying); a new
 * page, or a page whose rows changed (a filter, a row gone), as "page n of m, r rows".
 */
export function describeChange(before: TableView, after: TableView): TableChange {
  const sortChanged = after.sort !== undefined && (before.sort?.column !== after.sort.column ||
    before.sort?.direction !== after.sort.direction);
  if (sortChanged) {
    return { kind: 'sort', column: after.sort!.column, direction: after.sort!.direction };
  }
  if (before.page !== after.page || before.pages !== after.pages || before.rows !== after.rows) {
    return { kind: 'page', page: after.page, pages: after.pages, rows: after.rows };
  }
  return null;
}
