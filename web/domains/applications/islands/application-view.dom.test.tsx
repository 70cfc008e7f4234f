// One application as each side uses it (spec 002 §4, §5, §8): the family's open marks it read
// once; the response names what is missing and sends nothing, a decline shows at once, an accept
// goes straight to the hire flow; the caregiver edits the message (Update disabled while empty or
// unchanged) and sees the server's refusal beside it. Only the network is replaced (fetch and
// the realtime WebSocket), and the navigation an accept starts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import type { JobApplication } from '../model.ts';
import ApplicationView from './application-view.tsx';

const app: JobApplication = {
  id: 'app-1',
  jobId: 'job-1',
  message: 'Hello Nadia, I have cared for my grandmother for years.',
  returnMessage: null,
  isRead: false,
  isAccepted: false,
  isDeclined: false,
  createdAt: '2026-11-19T15:00:00.000Z',
  editedAt: null,
  actionAt: null,
  inviteId: null,
  caregiverInfo: { userIdNumber: 7, firstName: 'Maya', lastName: 'Okafor', imgUrlThumb: null },
  familyInfo: { userIdNumber: 8, firstName: 'Nadia', lastName: 'Roy', imgUrlThumb: null },
  job: { locality: 'halifax', adminAreaLevel1: 'ns', services: [], isAvailable: true },
};

type Route = (url: string, body: unknown) => [number, unknown] | undefined;
function server(route: Route) {
  return vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const [status, answer] = route(url, body) ?? [200, {}];
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

const posts = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('application view', () => {
  it('the family reads it once, is told what is missing, then declines it', async () => {
    const fetch = server((url, body) => {
      if (url.endsWith('/mark-read')) return [200, { ...app, isRead: true }];
      if (url.endsWith('/decline')) {
        const { returnMessage } = body as { returnMessage: string };
        return [200, { application: { ...app, isRead: true, isDeclined: true, returnMessage } }];
      }
    });
    vi.stubGlobal('fetch', fetch);
    render(<ApplicationView role='family' applicationId='app-1' initial={app} />);
    expect(screen.getByRole('heading', { name: 'Application from Maya Okafor' })).toBeTruthy();
    expect(await screen.findByText('Read', { exact: true })).toBeTruthy();
    const reads = fetch.mock.calls.filter(([url]) => url.endsWith('/mark-read'));
    expect(reads).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select an action')).toBeTruthy();
    expect(screen.getByText('Please enter a return message')).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Decline' }));
    expect(screen.queryByText('Please select an action')).toBeNull();
    await userEvent.type(screen.getByLabelText('Return message'), '  Not this time. ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This application was declined.')).toBeTruthy();
    expect(screen.getByText('Not this time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const [[url, init]] = posts(fetch);
    expect(url).toBe('/api/job-applications/app-1/decline');
    expect(JSON.parse(String(init?.body))).toEqual({ returnMessage: 'Not this time.' });
  });

  it('accepting goes straight to the hire flow for the posting', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    vi.stubGlobal(
      'fetch',
      server((url) => {
        if (url.endsWith('/accept')) {
          return [200, {
            application: { ...app, isAccepted: true },
            hireLink: '/caregiver/7/hire?job=job-1',
          }];
        }
      }),
    );
    render(
      <ApplicationView role='family' applicationId='app-1' initial={{ ...app, isRead: true }} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Accept & Offer' }));
    await userEvent.type(screen.getByLabelText('Return message'), 'We would love to meet you.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/caregiver/7/hire?job=job-1'));
  });

  it('the caregiver edits the message; Update waits for a change; a refusal shows beside it', async () => {
    let refuse = true;
    const fetch = server((url, body) => {
      if (!url.endsWith('/edit')) return;
      if (refuse) return [400, { message: 'Application message can not be empty' }];
      return [200, { ...app, message: (body as { message: string }).message }];
    });
    vi.stubGlobal('fetch', fetch);
    render(<ApplicationView role='caregiver' applicationId='app-1' initial={app} />);
    expect(screen.getByRole('heading', { name: 'Your application to Nadia Roy' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const box = screen.getByLabelText('Message', { exact: false });
    await userEvent.clear(box);
    expect(update.disabled).toBe(true);
    await userEvent.type(box, 'I live nearby.');
    expect(update.disabled).toBe(false);

    await userEvent.click(update);
    expect(await screen.findByText('Application message can not be empty')).toBeTruthy();
    refuse = false;
    await userEvent.click(update);
    const message = await screen.findByText('I live nearby.');
    expect(within(message.closest('section')!).getByRole('button', { name: 'Edit' }))
      .toBeTruthy();
    expect(posts(fetch).map(([url]) => url)).toEqual([
      '/api/job-applications/app-1/edit',
      '/api/job-applications/app-1/edit',
    ]);
  });

  it('says so when the application is missing', () => {
    vi.stubGlobal('fetch', server(() => undefined));
    render(<ApplicationView role='family' applicationId='app-1' initial={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Uh oh! It seems that this application is missing.',
    );
  });
});
