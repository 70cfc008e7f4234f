// The job page's Apply as a caregiver uses it (spec 002 §4, §5, §8, §9): the dialog opens with a
// message prefilled from the posting, refuses an empty one without sending, keeps what was typed
// when closed and opened again, and after 'Application Sent!' (2 s) the button becomes View
// Application. Only fetch is replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import ApplyPanel, { type ApplyPanelProps } from './apply-panel.tsx';

const props = (over: Partial<ApplyPanelProps> = {}): ApplyPanelProps => ({
  jobId: 'job-1',
  isAvailable: true,
  applicationId: null,
  familyName: 'Nadia',
  services: ['bathing'],
  conditions: ['dementia'],
  isBgCheck: true,
  ...over,
});

function server(apply: [number, unknown] = [201, { application: { id: 'app-9' } }]) {
  return vi.fn((url: string, _init?: RequestInit) => {
    const [status, body] = url === '/api/signup-material'
      ? [200, { service: { bathing: 'Bathing' }, conditions: { dementia: 'Dementia' } }]
      : apply;
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('apply panel', () => {
  it('prefills, refuses an empty message, sends, then offers the application', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const u = user();
    render(<ApplyPanel {...props()} />);
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to this job' });
    const message = within(dialog).getByLabelText('Your message') as HTMLTextAreaElement;
    await vi.waitFor(() =>
      expect(message.value).toMatch(/^Hello Nadia, I would love to help with bathing/)
    );
    expect(message.value).toContain('living with dementia');

    await u.clear(message);
    await u.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(
      within(dialog).getByText(
        'Must not be empty. Please include a brief message with your application.',
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/signup-material']);

    await u.type(message, 'I live nearby.');
    await u.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('Application Sent!')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1];
    expect(url).toBe('/api/job/job-1/apply');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'I live nearby.' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(screen.getByRole('link', { name: 'View Application' }).getAttribute('href')).toBe(
      '/jobs/applications/app-9',
    );
  });

  it('Close keeps the message; without a background check it warns; a refusal shows', async () => {
    const fetch = server([403, { general: 'This job posting is not active.' }]);
    vi.stubGlobal('fetch', fetch);
    const u = user();
    render(<ApplyPanel {...props({ isBgCheck: false })} />);
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to this job' });
    expect(within(dialog).getByRole('link', { name: 'Complete your profile' })).toBeTruthy();
    const message = within(dialog).getByLabelText('Your message');
    await vi.waitFor(() => expect((message as HTMLTextAreaElement).value).not.toBe(''));
    await u.clear(message);
    await u.type(message, 'My own words.');
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Apply' }));
    const again = within(dialog).getByLabelText('Your message') as HTMLTextAreaElement;
    expect(again.value).toBe('My own words.');
    await u.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('This job posting is not active.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Application' })).toBeNull();
  });

  it('an inactive posting cannot be applied to', () => {
    vi.stubGlobal('fetch', server());
    render(<ApplyPanel {...props({ isAvailable: false })} />);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('This job posting is not active.')).toBeTruthy();
  });
});
