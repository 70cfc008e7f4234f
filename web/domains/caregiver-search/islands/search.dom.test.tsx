// The caregiver search as a family uses it: a filter re-filters the cards at once, rewrites the
// path and asks the server for the exact answer; the pager pushes a page; Favourite shows at once
// and flips back when refused; a city with nobody gives the no-result sentence. Only fetch is
// replaced, answering as the server does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import { type CaregiverResult, EMPTY_FILTERS, type SearchAnswer } from '../model.ts';
import SearchIsland from './search.tsx';

afterEach(cleanup);

// No pause between keys: a machine shared with browser tests keeps each test well in its time.
const userEvent = events.setup({ delay: null });
beforeEach(() => {
  history.replaceState(null, '', '/caregivers/search/locality=timmins&region=on');
  // happy-dom lays nothing out; the pager scrolls the results into view.
  Element.prototype.scrollIntoView = () => {};
});

const TIMMINS = { locality: 'timmins', adminAreaLevel1: 'on', geohash: 'f0w5tpp5b' };

const caregiver = (i: number, facts: Partial<CaregiverResult> = {}): CaregiverResult => ({
  userIdNumber: String(1000 + i),
  firstName: `Pro${i}`,
  lastName: 'Timmins',
  imgUrlThumb: null,
  gender: 'female',
  wageExp: 18,
  yearsExp: 4,
  reviews: 0,
  reviewsScore: 0,
  jobType: { partTime: true },
  languagePref: ['english'],
  service: { companionship: true },
  conditions: {},
  location: { locality: 'timmins', adminAreaLevel1: 'on' },
  distanceKm: 0.5,
  isFavourite: false,
  ...facts,
});

const answer: SearchAnswer = {
  caregivers: [caregiver(1), caregiver(2, { gender: 'male', wageExp: 30 }), caregiver(3)],
  total: 24,
  averageWage: 19.46,
};

/** The server: `reply` answers the filter and favourite calls. */
function server(reply: (url: string, body: unknown) => [number, unknown]) {
  let release: () => void = () => {};
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const [status, data] = reply(url, body);
    await new Promise<void>((resolve) => (release = resolve));
    return new Response(JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  /** Lets the pending answer arrive. */
  return { fetch, answer: () => release() };
}

const props = { place: TIMMINS, filters: EMPTY_FILTERS, answer, vocabulary: null };
const count = () => screen.getByTestId('search-count').textContent;

describe('caregiver search', () => {
  it('a filter re-filters at once, rewrites the path and takes the exact answer', async () => {
    const { fetch, answer: arrive } = server(() => [
      200,
      { caregivers: [caregiver(1), caregiver(3)], total: 22, averageWage: 18.5 },
    ]);
    render(<SearchIsland {...props} />);
    expect(count()).toBe('Showing 3 of 24 caregiver(s) found.');

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
    expect(location.pathname).toBe('/caregivers/search/locality=timmins&region=on&gender=female');
    expect(count()).toBe('Showing 2 of 23 caregiver(s) found.');
    expect(screen.getAllByTestId('caregiver-card')).toHaveLength(2);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/user/filter');
    expect(JSON.parse(String(init!.body))).toEqual({
      geohash: TIMMINS.geohash,
      ...EMPTY_FILTERS,
      gender: 'female',
    });
    arrive();
    await screen.findByText('Showing 2 of 22 caregiver(s) found.');
    expect(screen.getByTestId('search-average').textContent).toBe('Average rate: $18.50/hr');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location.pathname).toBe('/caregivers/search/locality=timmins&region=on');
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('the pager pushes the page and shows placeholders until it arrives', async () => {
    const { fetch, answer: arrive } = server(() => [
      200,
      { caregivers: [caregiver(21), caregiver(22)], total: 24, averageWage: 19.46 },
    ]);
    render(<SearchIsland {...props} />);
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(location.pathname).toBe('/caregivers/search/locality=timmins&region=on&page=2');
    expect(screen.getAllByTestId('caregiver-skeleton')).toHaveLength(12);
    expect(JSON.parse(String(fetch.mock.calls[0][1]!.body)).pageNum).toBe(2);
    arrive();
    expect(await screen.findByText('Showing 2 of 24 caregiver(s) found.')).toBeTruthy();
    expect(
      (within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('Favourite shows at once and flips back when the server refuses', async () => {
    const { fetch, answer: arrive } = server(() => [500, {}]);
    render(<SearchIsland {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Pro1 Timmins' }));
    const on = screen.getByRole('button', { name: 'Favourited Pro1 Timmins' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect((on as HTMLButtonElement).disabled).toBe(true);
    expect(fetch.mock.calls[0][0]).toBe('/api/user/favourite/1001');
    expect(fetch.mock.calls[0][1]!.method).toBe('POST');
    arrive();
    const off = await screen.findByRole('button', { name: 'Favourite Pro1 Timmins' });
    expect(off.getAttribute('aria-pressed')).toBe('false');
  });

  it('a city with nobody gives the no-result sentence and its link; no city asks for one', () => {
    server(() => [200, {}]);
    const empty = { caregivers: [], total: 0, averageWage: 0 };
    const { unmount } = render(<SearchIsland {...props} answer={empty} />);
    expect(screen.getByTestId('search-empty').textContent).toMatch(/^Oops\.\.\. It seems/);
    expect(screen.getByRole('link', { name: 'click here' }).getAttribute('href')).toBe(
      '/caregivers',
    );
    expect(screen.queryByTestId('search-average')).toBeNull();
    unmount();
    render(<SearchIsland {...props} place={null} answer={null} />);
    expect(screen.getByText('Choose a city to see the caregivers who work there.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });
});
