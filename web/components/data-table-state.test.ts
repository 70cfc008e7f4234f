import assert from 'node:assert/strict';
import {
  ariaSort,
  describeChange,
  nextSort,
  pageCount,
  pageOffset,
  parseTableQuery,
  pastTheEnd,
  sortRows,
  tableHref,
  type TableSpec,
} from './data-table-state.ts';

type Column = 'when' | 'name' | 'amount';
const spec: TableSpec<Column> = {
  sortable: { when: 'desc', name: 'asc', amount: 'desc' },
  defaultSort: { column: 'when', direction: 'desc' },
  pageSize: 20,
};
const parse = (query: string, s: TableSpec<Column> = spec) =>
  parseTableQuery(new URLSearchParams(query), s);

Deno.test('table query: nothing given is the default sort on the first page', () => {
  assert.deepEqual(parse(''), { sort: { column: 'when', direction: 'desc' }, page: 1 });
});

Deno.test('table query: a known column sorts ascending, with a minus descending', () => {
  assert.deepEqual(parse('sort=name&page=3'), {
    sort: { column: 'name', direction: 'asc' },
    page: 3,
  });
  assert.deepEqual(parse('sort=-amount').sort, { column: 'amount', direction: 'desc' });
});

Deno.test('table query: bad values fall back to the default sort and the first page', () => {
  for (
    const query of [
      'sort=drop%20table&page=0',
      'sort=--name&page=-2',
      'sort=&page=1.5',
      'sort=constructor&page=abc',
      `sort=${'x'.repeat(100)}&page=9999999`,
      'sort=NAME&page=%00',
      'page=100001',
    ]
  ) {
    assert.deepEqual(parse(query), { sort: spec.defaultSort, page: 1 }, query);
  }
});

Deno.test('table query: a table shown whole ignores page; named parameters are its own', () => {
  assert.equal(parse('page=4', { ...spec, pageSize: 0 }).page, 1);
  const second = { ...spec, params: { sort: 'tsort', page: 'tpage' } };
  assert.deepEqual(parse('sort=name&tsort=-name&tpage=2&page=5', second), {
    sort: { column: 'name', direction: 'desc' },
    page: 2,
  });
});

Deno.test('table href: defaults are left out, the page filters are kept first', () => {
  assert.equal(
    tableHref('/admin/audit', spec, { sort: spec.defaultSort, page: 1 }),
    '/admin/audit',
  );
  assert.equal(
    tableHref('/admin/audit', spec, { sort: { column: 'name', direction: 'asc' }, page: 2 }, {
      action: 'accountClosed',
      actor: '',
      page: '7',
    }),
    '/admin/audit?action=accountClosed&sort=name&page=2',
  );
  assert.equal(
    tableHref('/x', { ...spec, pageSize: 0 }, { sort: spec.defaultSort, page: 3 }),
    '/x',
  );
});

Deno.test('next sort: the sorted column turns round; another starts its own way', () => {
  const byWhen = { column: 'when' as const, direction: 'desc' as const };
  assert.deepEqual(nextSort(spec, byWhen, 'when'), { column: 'when', direction: 'asc' });
  assert.deepEqual(nextSort(spec, byWhen, 'name'), { column: 'name', direction: 'asc' });
  assert.deepEqual(nextSort(spec, byWhen, 'amount'), { column: 'amount', direction: 'desc' });
});

Deno.test('aria-sort: only the sorted column says how', () => {
  const sort = { column: 'name', direction: 'asc' as const };
  assert.equal(ariaSort(sort, 'name'), 'ascending');
  assert.equal(ariaSort({ ...sort, direction: 'desc' }, 'name'), 'descending');
  assert.equal(ariaSort(sort, 'when'), undefined);
  assert.equal(ariaSort(undefined, 'when'), undefined);
});

Deno.test('pages: at least one, offsets from zero, past the end is told', () => {
  assert.equal(pageCount(0, 20), 1);
  assert.equal(pageCount(20, 20), 1);
  assert.equal(pageCount(21, 20), 2);
  assert.equal(pageCount(5, 0), 1);
  assert.equal(pageOffset(1, 20), 0);
  assert.equal(pageOffset(3, 20), 40);
  assert.equal(pastTheEnd(2, 20, 20), true);
  assert.equal(pastTheEnd(1, 0, 20), false);
});

Deno.test('sort rows: by collation, by value, empty last, ties in the given order', () => {
  type Row = { id: number; name: string | null; amount: number; at: Date };
  const rows: Row[] = [
    { id: 1, name: 'émile', amount: 5, at: new Date('2026-01-02') },
    { id: 2, name: null, amount: 10, at: new Date('2026-01-01') },
    { id: 3, name: 'Zoe', amount: 5, at: new Date('2026-01-03') },
    { id: 4, name: 'adam', amount: 1, at: new Date('2026-01-04') },
  ];
  const keys = { name: (r: Row) => r.name, amount: (r: Row) => r.amount, when: (r: Row) => r.at };
  const ids = (sort: { column: Column; direction: 'asc' | 'desc' }) =>
    sortRows(rows, sort, keys).map((r) => r.id);
  assert.deepEqual(ids({ column: 'name', direction: 'asc' }), [4, 1, 3, 2]);
  assert.deepEqual(ids({ column: 'name', direction: 'desc' }), [3, 1, 4, 2]);
  assert.deepEqual(ids({ column: 'amount', direction: 'desc' }), [2, 1, 3, 4]);
  assert.deepEqual(ids({ column: 'amount', direction: 'asc' }), [4, 1, 3, 2]);
  assert.deepEqual(ids({ column: 'when', direction: 'desc' }), [4, 3, 1, 2]);
  // The given list is left as it was.
  assert.deepEqual(rows.map((r) => r.id), [1, 2, 3, 4]);
});

Deno.test('describe change: a new sort is told as the sort, a new page as the page', () => {
  const view = { sort: spec.defaultSort, page: 1, pages: 5, rows: 20 };
  assert.deepEqual(
    describeChange(view, { ...view, sort: { column: 'name', direction: 'asc' } }),
    { kind: 'sort', column: 'name', direction: 'asc' },
  );
  assert.deepEqual(
    describeChange({ ...view, page: 3 }, { ...view, sort: { column: 'when', direction: 'asc' } }),
    { kind: 'sort', column: 'when', direction: 'asc' },
  );
  assert.deepEqual(describeChange(view, { ...view, page: 2 }), {
    kind: 'page',
    page: 2,
    pages: 5,
    rows: 20,
  });
  assert.deepEqual(describeChange(view, { ...view, pages: 1, rows: 3 }), {
    kind: 'page',
    page: 1,
    pages: 1,
    rows: 3,
  });
  assert.equal(describeChange(view, { ...view }), null);
});
