// The job search as a caregiver uses it: the query in the path is searched, a filter rewrites the
// address bar and searches again, Clear is enabled only with a filter, Search needs a city picked
// from the suggestions, a failed search says so, the pager moves pages, and Back reads the path.
// Only fetch is replaced, answering as the server does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import type { JobCard } from '../model.ts';
import JobSearch from './job-search.tsx';

afterEach(cleanup);

// No pause between keys: a machine shared with browser tests keeps each test well in its time.
const userEvent = events.setup({ delay: null });
beforeEach(() => history.replaceState(null, '', '/jobs/search/locality=halifax&region=ns'));

const card = (i: number): JobCard => ({
  id: `job-${i}`,
  createdAt: '2026-03-02T15:00:00.000Z',
  description: 'Evening companionship.',
  services: ['companionship'],
  moreServices: false,
  conditions: [],
  serviceStart: 'immediately',
  servicePerWeek: '10-20',
  serviceLength: 'underThreeMonths',
  languagePref: ['english'],
  locality: 'halifax',
  adminAreaLevel1: 'ns',
  distanceKm: 2.5,
  badge: null,
  isFavourite: false,
  serviceMatch: 100,
});

const materials = { language: [], service: { companionship: 'Companionship' }, conditions: {} };

/** The server: `answer` answers each search URL. */
function server(answer: (url: string) => [number, unknown]) {
  const fetch = vi.fn((url: string) => {
    const [status, body] = url === '/api/signup-material' ? [200, materials] : answer(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const searches = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/jobs/search'));

describe('job search', () => {
  it('searches the query, and a filter rewrites the path and searches again; Clear undoes it', async () => {
    const fetch = server(() => [200, { jobs: [card(1)], total: 1 }]);
    render(<JobSearch query={{ locality: 'halifax', region: 'ns' }} />);
    expect(await screen.findByText('Showing 1 of 1 jobs found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halifax, NS' }).getAttribute('href')).toBe(
      '/job/job-1',
    );
    const clear = screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Posting Date'), '1');
    expect(location.pathname).toBe('/jobs/search/locality=halifax&region=ns&date=1');
    expect(clear.disabled).toBe(false);
    await screen.findByText('Showing 1 of 1 jobs found.');
    await userEvent.click(clear);
    expect(location.pathname).toBe('/jobs/search/locality=halifax&region=ns');
    expect(searches(fetch)).toEqual([
      '/api/jobs/search?locality=halifax&region=ns',
      '/api/jobs/search?locality=halifax&region=ns&date=1',
      '/api/jobs/search?locality=halifax&region=ns',
    ]);
  });

  it('Matches Me locks the multi-selects and says whose services are used', async () => {
    server(() => [200, { jobs: [card(1)], total: 1 }]);
    render(<JobSearch query={{ locality: 'halifax', region: 'ns', services: ['bathing'] }} />);
    const services = screen.getByRole('group', { name: 'Services' }) as HTMLFieldSetElement;
    expect(services.disabled).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Matches Me' }));
    expect(location.pathname).toBe('/jobs/search/locality=halifax&region=ns&matchesMe=true');
    expect(services.disabled).toBe(true);
    expect(screen.getByText('Your own services and conditions are used.')).toBeTruthy();
  });

  it('Search asks for a city picked from the suggestions before searching', async () => {
    const fetch = server(() => [200, { jobs: [], total: 0 }]);
    render(<JobSearch query={{}} />);
    expect(await screen.findByText(/can not find any jobs/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText('Please enter a valid address and select from one of the options below.'),
    ).toBeTruthy();
    expect(searches(fetch)).toHaveLength(1);
  });

  it('says so when the search fails', async () => {
    server(() => [500, {}]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<JobSearch query={{ locality: 'halifax' }} />);
    expect(
      await screen.findByText('The search could not be completed. Please try again.'),
    ).toBeTruthy();
  });

  it('pages through 45 jobs, and Back reads the path again', async () => {
    const fetch = server(() => [200, { jobs: [card(1), card(2)], total: 45 }]);
    render(<JobSearch query={{ locality: 'halifax', region: 'ns' }} />);
    const pager = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(location.pathname).toBe('/jobs/search/locality=halifax&region=ns&page=2');
    expect(
      (await screen.findByRole('button', { name: 'Page 2' })).getAttribute('aria-current'),
    ).toBe('page');

    history.replaceState(null, '', '/jobs/search/locality=halifax&region=ns&date=30');
    act(() => {
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((screen.getByLabelText('Posting Date') as HTMLSelectElement).value).toBe('30');
    await screen.findByText('Showing 2 of 45 jobs found.');
    expect(searches(fetch).at(-1)).toBe('/api/jobs/search?locality=halifax&region=ns&date=30');
  });
});
