// How a live island moves its DataTable to another sort or page without loading the page again
// (ADR "TanStack Table"). The address stays the state, as it is without JavaScript:
//
// - a paged list (useTablePages) asks the server for the page the new address names, the same
//   page a browser without JavaScript would load, and takes its island's props from it; the
//   address is pushed, so Back returns to the previous page of the list;
// - a list held whole (useTableSort) sorts the rows it has with sortRows, as the server did, and
//   replaces the address so a reload or a shared link shows the same order.
// A page that cannot be read that way (offline, a redirect to sign in) is simply loaded.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  sortRows,
  tableHref,
  type TableQuery,
  type TableSort,
  type TableSpec,
} from './data-table-state.ts';

/** The props the server rendered for island `name` in a page's HTML (null: not there). */
export function readIslandProps<P>(html: string, name: string): P | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const island = [...doc.querySelectorAll('tw-island')].find((el) =>
    el.getAttribute('data-name') === name
  );
  const props = island?.getAttribute('data-props');
  if (!props) return null;
  try {
    return JSON.parse(props) as P;
  } catch {
    return null;
  }
}

const here = () => `${location.pathname}${location.search}`;

/**
 * The props of a paged island, replaced by those of the page each new address names. `navigate`
 * is what DataTable's onQueryChange (or a filter form) calls with the new address.
 */
export function useTablePages<P>(name: string, initial: P) {
  const [props, setProps] = useState(initial);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const load = async (href: string, push: boolean) => {
    const ticket = ++latest.current;
    setBusy(true);
    try {
      const res = await fetch(href, {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
      });
      const next = res.ok ? readIslandProps<P>(await res.text(), name) : null;
      if (ticket !== latest.current) return;
      if (next === null) {
        location.assign(href);
        return;
      }
      // The server may have settled the address (a page past the end answers the first).
      const settled = res.redirected ? new URL(res.url) : new URL(href, location.href);
      if (push) history.pushState(null, '', `${settled.pathname}${settled.search}`);
      setProps(next);
    } catch {
      location.assign(href);
    } finally {
      if (ticket === latest.current) setBusy(false);
    }
  };

  useEffect(() => {
    const onPop = () => void load(here(), false);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  return { props, setProps, busy, navigate: (href: string) => load(href, true) };
}

/**
 * A list held whole, sorted in place: the rows in the order `sort` asks for, and the handler
 * DataTable calls. `keys` give each sortable column's value (what the server would sort on).
 * The order is taken when the sort changes; a row that changes afterwards keeps its place (its
 * button keeps focus) and a row that arrives comes first, until the next sort.
 */
export function useTableSort<R, C extends string>(
  rows: readonly R[],
  spec: TableSpec<C>,
  initial: TableSort<C>,
  keys: Readonly<Record<C, (row: R) => string | number | Date | null | undefined>>,
  locale: string,
  rowKey: (row: R) => string,
) {
  const [sort, setSort] = useState<TableSort<C>>(initial);
  const orderOf = (by: TableSort<C>) => sortRows(rows, by, keys, locale).map(rowKey);
  const [order, setOrder] = useState(() => orderOf(initial));
  const sorted = useMemo(() => {
    const at = new Map(order.map((id, index) => [id, index]));
    const place = (row: R) => at.get(rowKey(row)) ?? -1;
    return [...rows].sort((a, b) => place(a) - place(b));
  }, [rows, order]);
  const onQueryChange = (next: TableQuery<string>) => {
    const query = next as TableQuery<C>;
    setSort(query.sort);
    setOrder(orderOf(query.sort));
    const keep = Object.fromEntries(new URLSearchParams(location.search));
    history.replaceState(history.state, '', tableHref(location.pathname, spec, query, keep));
  };
  return { sorted, sort, onQueryChange };
}
