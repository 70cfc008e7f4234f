// The new-posting wizard as a family goes through it: each page refuses Next until it is
// answered, the last chosen service cannot be removed, a section edited from the review page comes
// back to it, and Post Job sends what the review shows and opens the success dialog. Only fetch is
// replaced, answering as the server does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import PostingWizard from './posting-wizard.tsx';

afterEach(cleanup);

// No pause between keys: a machine shared with browser tests keeps each test well in its time.
const userEvent = events.setup({ delay: null });

const materials = {
  language: [{ key: 'english', label: 'English' }, { key: 'french', label: 'French' }],
  service: { bathing: 'Bathing', companionship: 'Companionship' },
  conditions: { homeHealthCare: 'Home Health Care', dementia: 'Dementia' },
};

const HALIFAX = {
  addressFull: 'Halifax, NS, Canada',
  addressParams: { locality: 'halifax', adminAreaLevel1: 'ns', country: 'canada' },
  coordinates: { lat: 44.6488, lng: -63.5752 },
  geohash: 'dxfy121fn',
};

function server(post: [number, unknown]) {
  const fetch = vi.fn((url: string) => {
    const [status, answer] = url === '/api/signup-material'
      ? [200, materials]
      : url.startsWith('/api/address/suggest')
      ? [200, { suggestions: [HALIFAX] }]
      : post;
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const next = (name = 'Next') => userEvent.click(screen.getByRole('button', { name }));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** p1 to p5 answered (Bathing, the default condition and language, Halifax), on the review. */
async function throughThePages() {
  await next();
  expect(screen.getAllByText('Please make a selection')).toHaveLength(3);
  await userEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
  await userEvent.click(screen.getByRole('radio', { name: '10 - 20 hrs' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Under 3 Months' }));
  await next();
  await heading('Which services do you need?');
  await next();
  expect(screen.getByText('Must select at least 1')).toBeTruthy();
  const bathing = await screen.findByRole('button', { name: 'Bathing' });
  await userEvent.click(bathing);
  await userEvent.click(bathing);
  expect(bathing.getAttribute('aria-pressed')).toBe('true');
  await next();
  await heading(/Which conditions/);
  await next();
  await heading(/Which languages/);
  await next();
  await heading('Finishing touches');
  const description = screen.getByRole('textbox', { name: /Job description/ });
  expect((description as HTMLTextAreaElement).value).toMatch(/bathing/);
  await next();
  expect(
    screen.getByText('Please enter a valid address and select from one of the options below.'),
  ).toBeTruthy();
  await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'halif');
  await userEvent.click(await screen.findByRole('option', { name: 'Halifax, NS, Canada' }));
  await next();
  await heading('Review your job posting');
}

// Six pages walked click by click: more than the default five seconds on a busy machine.
describe('posting wizard', { timeout: 20_000 }, () => {
  it('goes page by page, edits a section from the review and posts what it shows', async () => {
    const fetch = server([200, { jobId: 'job-42' }]);
    render(<PostingWizard />);
    await throughThePages();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Services' }));
    await heading('Which services do you need?');
    await userEvent.click(screen.getByRole('button', { name: 'Companionship' }));
    await next('Back to Review');
    await heading('Review your job posting');
    expect(screen.getByText('Bathing, Companionship')).toBeTruthy();
    expect(screen.getByText('Halifax, NS, Canada')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job successfully posted!' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('link', { name: 'View Posting' }).getAttribute('href')).toBe(
      '/profile/jobs/job-42',
    );
    const [url, init] = fetch.mock.calls.find(([u]) => u === '/api/job') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/job');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      serviceStart: 'immediately',
      servicePerWeek: '10-20',
      serviceLength: 'underThreeMonths',
      languagePref: ['english'],
      service: { bathing: true, companionship: true },
      conditions: { homeHealthCare: true },
      address: HALIFAX,
    });
    expect(body.description).toMatch(/bathing/);
  });

  it("says so when the post fails, and the family's own description is the one sent", async () => {
    const fetch = server([500, {}]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PostingWizard />);
    await throughThePages();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Description' }));
    const description = await screen.findByRole('textbox', { name: /Job description/ });
    await userEvent.clear(description);
    await next('Back to Review');
    expect(screen.getByText('Job description must not be empty')).toBeTruthy();
    await userEvent.type(description, 'Help with baths, twice a week.');
    await next('Back to Review');
    await userEvent.click(await screen.findByRole('button', { name: 'Post Job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error has occured, please try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/job') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body)).description).toBe('Help with baths, twice a week.');
  });
});
