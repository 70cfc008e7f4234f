// A family's posting on /profile/jobs/{jobId} as they use it: Deactivate asks first and Cancel
// changes nothing; Edit Job refuses an empty description without asking the server, then saves
// what was typed; the applications come ten at a time. Only fetch is replaced, answering as the
// server does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent as events } from '@testing-library/user-event';
import type { FamilyJob } from '../model.ts';
import MyJobs from './my-jobs.tsx';

afterEach(cleanup);

// No pause between keys: a machine shared with browser tests keeps each test well in its time.
const userEvent = events.setup({ delay: null });

const job: FamilyJob = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  description: 'Evening companionship.',
  service: { companionship: true },
  conditions: { dementia: true },
  languagePref: ['english'],
  serviceStart: 'immediately',
  servicePerWeek: '10-20',
  serviceLength: 'underThreeMonths',
  address: {
    addressFull: 'Moncton, NB, Canada',
    addressParams: { locality: 'moncton', adminAreaLevel1: 'nb' },
  },
  isAvailable: true,
  numApply: 12,
  newApply: 0,
  cgViews: 3,
  newViews: 0,
};

const applications = Array.from({ length: 12 }, (_, i) => ({
  id: `app-${i}`,
  jobId: job.id,
  createdAt: '2026-03-03T15:00:00.000Z',
  isRead: i > 0,
  isAccepted: false,
  isDeclined: false,
  caregiverInfo: { firstName: 'Maya', lastName: `Okafor${i}`, imgUrlThumb: null },
}));

const materials = {
  language: [{ key: 'english', label: 'English' }, { key: 'french', label: 'French' }],
  service: { bathing: 'Bathing', companionship: 'Companionship' },
  conditions: { dementia: 'Dementia', parkinsons: "Parkinson's" },
};

/** The server as this page meets it; `edit` answers the edit and availability posts. */
function server(edit: (url: string, body: unknown) => [number, unknown] = () => [200, {}]) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const [status, answer] = url === '/api/signup-material'
      ? [200, materials]
      : url === '/api/job-applications/get'
      ? [200, { applications }]
      : edit(url, body);
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

const posts = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init!.body))]);

// The edit form is long (three radio groups, three multi-selects): over 5 s on a busy machine.
describe('my jobs', { timeout: 20_000 }, () => {
  it('Deactivate asks first: Cancel changes nothing, the confirmation deactivates', async () => {
    const fetch = server();
    render(<MyJobs jobId={job.id} jobs={[job]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = screen.getByRole('alertdialog', { name: /^Deactivate this posting\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((confirm as HTMLDialogElement).open).toBe(false);
    expect(posts(fetch)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findAllByText('Inactive Posting')).toHaveLength(2);
    expect(posts(fetch)).toEqual([[`/api/job/${job.id}/edit/avail`, { isAvailable: false }]]);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('a refused availability change leaves the posting active', async () => {
    server(() => [500, { general: 'Server error' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MyJobs jobId={job.id} jobs={[job]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.getAllByText('Active Posting')).toHaveLength(2);
  });

  it('Edit Job refuses an empty description without asking, then saves what was typed', async () => {
    const fetch = server(() => [200, {}]);
    render(<MyJobs jobId={job.id} jobs={[job]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Job' }));
    const description = screen.getByRole('textbox', { name: 'Job description' });
    await userEvent.clear(description);
    await userEvent.type(description, ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must not be empty')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);

    await userEvent.clear(description);
    await userEvent.type(description, 'Mornings and evenings.');
    expect(screen.queryByText('Must not be empty')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Bathing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mornings and evenings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Job' })).toBeTruthy();
    expect(posts(fetch)).toEqual([[`/api/job/${job.id}/edit`, {
      serviceStart: 'immediately',
      servicePerWeek: '10-20',
      serviceLength: 'underThreeMonths',
      languagePref: ['english'],
      service: { companionship: true, bathing: true },
      conditions: { dementia: true },
      description: 'Mornings and evenings.',
    }]]);
  });

  it("shows the server's refusal beside its field and keeps the form", async () => {
    server(() => [400, { description: 'Too long, please shorten it.' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MyJobs jobId={job.id} jobs={[job]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long, please shorten it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('lists the first 10 applications, then the rest with View More', async () => {
    server();
    render(<MyJobs jobId={job.id} jobs={[job]} />);
    const section = screen.getByRole('region', { name: 'Applications' });
    expect(await within(section).findAllByRole('link')).toHaveLength(10);
    expect(within(section).getByRole('link', { name: /Maya Okafor0/ }).textContent).toContain(
      'Unread',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'View More' }));
    expect(within(section).getAllByRole('link')).toHaveLength(12);
    expect(within(section).queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('says so when the posting is missing, and offers Add Posting without any', () => {
    server();
    const { unmount } = render(<MyJobs jobId={job.id} jobs={[]} />);
    expect(screen.getByRole('alert').textContent).toMatch(/missing/);
    unmount();
    render(<MyJobs jobId={null} jobs={[]} />);
    expect(screen.getByRole('link', { name: 'Add Posting' }).getAttribute('href')).toBe(
      '/profile/jobs/new',
    );
  });
});
