// The hire flow as a family goes through it (spec 002 §2, §4, §5, §9): shown after 2 s, the
// intro, step 1 (a card on file moves on by itself; a card added in place says so), the posting
// (an accepted application's comes chosen, an invited one cannot be chosen), the offer refused
// under the minimum wage without a dialog, the review dialog with the savings, then the sent
// screen, or the server's refusal above the form. Only the network is replaced: fetch, and the
// realtime WebSocket, through which the test pushes what the server would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import { CARD_ADDED_EVENT } from '../../payments/model.ts';
import HireFlow, { type HireFlowProps } from './hire-flow.tsx';

const applied = '2f1c9a52-8c1e-4d0f-9a53-6b7d2f8e1a01';
const invited = '7d3e1b64-1f2a-4c5d-8e9f-0a1b2c3d4e5f';
const toronto = {
  addressFull: '1 King St W, Toronto, ON',
  addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
  coordinates: { lat: 43.70011, lng: -79.4163 },
  geohash: 'dpz88g6gd',
};

const props = (over: Partial<HireFlowProps> = {}): HireFlowProps => ({
  caregiver: { userIdNumber: '1042', firstName: 'Amélie', lastName: 'Tremblay', imgUrlThumb: null },
  familyFirstName: 'Erin',
  cardOnFile: true,
  jobs: [
    { id: applied, description: 'Help for Mum', place: 'Toronto, ON', isAvailable: true },
    { id: invited, description: 'Weekend care', place: '', isAvailable: false },
  ],
  inviteStates: { [invited]: 'invited' },
  appliedJobIds: [applied],
  preselectedJobId: applied,
  homeAddress: toronto,
  ...over,
});

function answer(status: number, body: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function toOffer(u: ReturnType<typeof user>) {
  expect(screen.queryByRole('heading')).toBeNull();
  await wait(2000);
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('heading', { name: 'Add payment method' })).toBeTruthy();
  expect(screen.getByText('We already have a card on file for you!')).toBeTruthy();
  await wait(3000);
  expect(screen.getByRole('heading', { name: 'Select a job posting' })).toBeTruthy();
}

describe('hire flow', () => {
  it('refuses an offer under the minimum, then reviews and sends it', async () => {
    const fetch = answer(200, { invite: { id: 'invite-1' } });
    vi.stubGlobal('fetch', fetch);
    const u = user();
    render(<HireFlow {...props()} />);
    await toOffer(u);

    const [first, second] = screen.getAllByTestId('hire-job');
    expect(first.textContent).toContain('Help for Mum — Toronto, ON');
    expect(first.textContent).toContain('Applied');
    expect((within(first).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(second.textContent).toContain('Invited');
    expect((within(second).getByRole('radio') as HTMLInputElement).disabled).toBe(true);

    await u.type(screen.getByLabelText('Client first name'), 'Rose');
    await u.type(screen.getByLabelText('Client last name'), 'Nguyen');
    await u.type(screen.getByLabelText('Proposed wage ($/hr)'), '14');
    await u.click(screen.getByRole('button', { name: 'Review Offer' }));
    expect(screen.getByText('Proposed wage must be greater than minimum wage of $15.20.'))
      .toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await u.clear(screen.getByLabelText('Proposed wage ($/hr)'));
    await u.type(screen.getByLabelText('Proposed wage ($/hr)'), '21');
    await u.click(screen.getByRole('button', { name: 'Review Offer' }));
    const review = screen.getByRole('dialog', { name: 'Review your offer' });
    // $21.00 + 4% = $21.84/hr; × 1.2966 = $28.32/hr; base $210.00 ÷ 0.65 − $283.20 = $39.88.
    expect(within(review).getByTestId('estimated-savings').textContent).toBe('$39.88');
    expect(fetch).not.toHaveBeenCalled();

    await u.click(within(review).getByRole('button', { name: 'Send Invite' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Congratulations! Your Job Invitation Was Sent.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Invitation sent to Amélie');
    expect(screen.getByRole('timer').textContent).toBe('Going to your dashboard in 20 seconds');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/team/invite/user/1042');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      jobId: applied,
      clientFirstName: 'Rose',
      clientLastName: 'Nguyen',
      propWage: 21,
      estimatedHours: 10,
      isVacationIncluded: false,
      address: toronto,
      message: expect.stringContaining('Amélie'),
    });
  });

  it("shows the server's refusal above the form, with the dialog closed", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { jobId: 'This caregiver already has an invite for this job.' }),
    );
    const u = user();
    render(<HireFlow {...props()} />);
    await toOffer(u);
    await u.type(screen.getByLabelText('Client first name'), 'Rose');
    await u.type(screen.getByLabelText('Client last name'), 'Nguyen');
    await u.type(screen.getByLabelText('Proposed wage ($/hr)'), '21');
    await u.click(screen.getByRole('button', { name: 'Review Offer' }));
    await u.click(screen.getByRole('button', { name: 'Send Invite' }));
    const alert = await screen.findByText(
      'Error: This caregiver already has an invite for this job.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Review Offer' })).toBeTruthy();
  });

  it('without a card, waits for one; a posting invited meanwhile is no longer chosen', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const u = user();
    render(<HireFlow {...props({ cardOnFile: false })} />);
    await wait(2000);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('hire-card-slot')).toBeTruthy();
    await wait(5000);
    expect(screen.getByRole('heading', { name: 'Add payment method' })).toBeTruthy();

    act(() => {
      globalThis.dispatchEvent(new Event(CARD_ADDED_EVENT));
    });
    expect(screen.getByText('Card details added')).toBeTruthy();
    await wait(3000);
    expect(screen.getByRole('heading', { name: 'Select a job posting' })).toBeTruthy();

    // The family invites the caregiver to this posting from another tab.
    FakeSocket.last!.change('team_invites', 'insert', 'invite-2', {
      jobId: applied,
      isAccepted: false,
      isDeclined: false,
      caregiverInfo: { userIdNumber: '1042' },
    });
    const first = screen.getAllByTestId('hire-job')[0];
    expect(first.textContent).toContain('Invited');
    const radio = within(first).getByRole('radio') as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    expect(radio.checked).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Review Offer' }));
    expect(screen.getByText('Please select a job posting')).toBeTruthy();
  });
});
