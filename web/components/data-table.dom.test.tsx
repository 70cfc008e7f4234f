// The shared DataTable as a keyboard and screen-reader user meets it: sortable headers are
// buttons inside the column headers with aria-sort on the sorted one; without an island they
// submit the table's own GET form, and in a live island a press sorts or pages in place, keeps
// focus, and a polite live region says what changed, in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { type Locale, LocaleContext } from '../shared/i18n.tsx';
import { type DataColumn, DataTable } from './data-table.tsx';
import { pageOffset, sortRows, type TableQuery, type TableSpec } from './data-table-state.ts';

afterEach(cleanup);

type Person = { id: string; name: string; joined: string };
type Column = 'name' | 'joined';

const people: Person[] = [
  { id: '1', name: 'Carla', joined: '2026-01-03' },
  { id: '2', name: 'Ada', joined: '2026-01-05' },
  { id: '3', name: 'Erin', joined: '2026-01-01' },
  { id: '4', name: 'Bea', joined: '2026-01-04' },
  { id: '5', name: 'Dan', joined: '2026-01-02' },
];
const keys = { name: (p: Person) => p.name, joined: (p: Person) => p.joined };
const spec: TableSpec<Column> = {
  sortable: { name: 'asc', joined: 'desc' },
  defaultSort: { column: 'joined', direction: 'desc' },
  pageSize: 2,
};
const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, rowHeader: true },
  { id: 'joined', header: 'Joined', cell: (p) => p.joined },
  { id: 'note', header: 'Note', cell: () => '–' },
];

/** What a page loader and its island do together: the query is the state, rows come sorted. */
function Harness(
  { live = true, locale = 'en', start = spec.defaultSort, rows = people }: {
    live?: boolean;
    locale?: Locale;
    start?: TableQuery<Column>['sort'];
    rows?: Person[];
  },
) {
  const [query, setQuery] = useState<TableQuery<string>>({ sort: start, page: 1 });
  const sorted = sortRows(rows, query.sort as TableQuery<Column>['sort'], keys);
  const page = sorted.slice(
    pageOffset(query.page, spec.pageSize),
    pageOffset(query.page + 1, spec.pageSize),
  );
  return (
    <LocaleContext.Provider value={locale}>
      <DataTable
        id='people'
        caption='People, newest first'
        emptyText='Nobody yet.'
        className='people'
        columns={columns}
        rows={page}
        rowKey={(p) => p.id}
        query={{
          spec,
          state: query,
          total: rows.length,
          path: '/people',
          keep: { team: 'north' },
        }}
        onQueryChange={live ? (next) => setQuery(next) : undefined}
      />
    </LocaleContext.Provider>
  );
}

const bodyNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const status = () => screen.getByRole('status');

describe('DataTable', () => {
  it('is a scrolling region named by its hidden caption, sorted headers say how', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'People, newest first' });
    expect(screen.getByRole('region', { name: 'People, newest first' }).tabIndex).toBe(0);
    const joined = within(table).getByRole('columnheader', { name: /Joined/ });
    expect(joined.getAttribute('aria-sort')).toBe('descending');
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    expect(name.hasAttribute('aria-sort')).toBe(false);
    // A column that does not sort has no button.
    const note = within(table).getByRole('columnheader', { name: 'Note' });
    expect(within(note).queryByRole('button')).toBeNull();
    expect(bodyNames()).toEqual(['Ada', 'Bea']);
  });

  it('without an island, a header submits the table form with the sort it asks for', () => {
    const { container } = render(<Harness live={false} />);
    const name = screen.getByRole('button', { name: 'Name' }) as HTMLButtonElement;
    expect(name.type).toBe('submit');
    expect(name.name).toBe('sort');
    expect(name.value).toBe('name');
    expect(screen.getByRole('button', { name: 'Joined' }).getAttribute('value')).toBe('joined');
    const form = container.querySelector('form#people-sort') as HTMLFormElement;
    expect(name.getAttribute('form')).toBe(form.id);
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/people');
    expect(new FormData(form).get('team')).toBe('north');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/people?team=north&page=2',
    );
  });

  it('sorts in place by keyboard, keeps focus on the header, and says so politely', async () => {
    render(<Harness />);
    expect(status().textContent).toBe('');
    expect(status().getAttribute('aria-live')).toBe('polite');
    const name = screen.getByRole('button', { name: 'Name' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Joined/ }).hasAttribute('aria-sort'))
      .toBe(false);
    expect(bodyNames()).toEqual(['Ada', 'Bea']);
    expect(status().textContent).toBe('Sorted by Name, ascending');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Name' }));
    await userEvent.keyboard(' ');
    expect(bodyNames()).toEqual(['Erin', 'Dan']);
    expect(status().textContent).toBe('Sorted by Name, descending');
  });

  it('pages by keyboard, tells the page and its rows, and keeps focus in the pager', async () => {
    render(<Harness />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3').getAttribute('aria-current')).toBe('page');
    screen.getByRole('link', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(status().textContent).toBe('Page 2 of 3, 2 rows');
    expect(bodyNames()).toEqual(['Carla', 'Dan']);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next page' }));
    await userEvent.keyboard('{Enter}');
    expect(status().textContent).toBe('Page 3 of 3, 1 row');
    // The last page has no Next: focus goes to Previous rather than being lost.
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Previous page' }));
    // A new sort starts again from the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(status().textContent).toBe('Sorted by Name, ascending');
  });

  it('speaks French on a French page', async () => {
    render(<Harness locale='fr' />);
    await userEvent.click(screen.getByRole('button', { name: 'Joined' }));
    expect(status().textContent).toBe('Trié par Joined, ordre croissant');
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante' }));
    expect(status().textContent).toBe('Page 2 sur 3, 2 lignes');
  });

  it('with no rows is a card saying so, and no table', () => {
    render(<Harness rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
