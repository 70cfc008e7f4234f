// /invites as each side uses it (spec 002 §2, §5, §9): a caregiver's unread invite is marked
// read once on sight; ACTION opens the respond dialog, which names what is missing and sends
// nothing, then sends the answer and shows the overlay; Escape closes it unsent. A family's
// status filter says when nothing matches, and an invite pushed live shows without a reload.
// Only the network is replaced: fetch, and the realtime WebSocket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import type { TeamInvite } from '../model.ts';
import InvitesList, { type InvitesListProps } from './invites-list.tsx';

function invite(id: string, over: Partial<TeamInvite> = {}): TeamInvite {
  return {
    id,
    jobId: '2f1c9a52-8c1e-4d0f-9a53-6b7d2f8e1a01',
    createdAt: '2026-11-19T15:00:00.000Z',
    startDate: '2026-12-01',
    actionAt: null,
    propWage: 21,
    vacation: false,
    estimatedHours: 10,
    message: 'We would love you to join us.',
    returnMessage: null,
    isRead: false,
    isAccepted: false,
    isDeclined: false,
    deactivateJobOnHire: false,
    address: { addressFull: null, locality: 'toronto', adminAreaLevel1: 'on' },
    distanceKm: 4,
    applicationId: null,
    familyInfo: {
      userIdNumber: '1',
      firstName: 'Erin',
      lastName: 'Nguyen',
      imgUrlThumb: null,
      clientFirstName: 'Rose',
      clientLastName: 'Nguyen',
    },
    caregiverInfo: {
      userIdNumber: '2',
      firstName: 'Amélie',
      lastName: 'Tremblay',
      imgUrlThumb: null,
    },
    ...over,
  };
}

const props = (over: Partial<InvitesListProps> = {}): InvitesListProps => ({
  viewerType: 'caregiver',
  invites: [invite('invite-1')],
  selected: null,
  missing: false,
  serverNow: '2026-11-20T15:00:00.000Z',
  ...over,
});

/** The server: mark-read and the answers echo the invite changed; anything else 200 {}. */
function server() {
  return vi.fn((url: string, init?: RequestInit) => {
    const json = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (url.endsWith('/mark-read')) return json(invite('invite-1', { isRead: true }));
    if (url.endsWith('/accept')) {
      const { returnMessage } = JSON.parse(String(init?.body));
      return json({
        invite: invite('invite-1', { isRead: true, isAccepted: true, returnMessage }),
      });
    }
    return json({});
  });
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(cleanup);

describe('invites list', () => {
  it('a caregiver marks an unread invite read once, then answers it', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    render(<InvitesList {...props()} />);
    const card = screen.getByRole('article', { name: 'Rose Nguyen' });
    expect(card.querySelector('.inv-avatar--initials')?.textContent).toBe('RN');
    expect(card.textContent).toContain('$21.00/hr');
    expect(card.textContent).toContain('~4 km away');
    expect(await within(card).findByText('Read')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/team/invite/invite-1/mark-read']);

    await userEvent.click(within(card).getByRole('button', { name: 'ACTION' }));
    const dialog = screen.getByRole('dialog', { name: 'Respond to invite' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please select an action')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a return message')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByLabelText('Accept'));
    await userEvent.type(within(dialog).getByLabelText('Return message'), 'Happy to join!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Congrats on your new role!/)).toBeTruthy();
    const [url, init] = fetch.mock.calls[1];
    expect(url).toBe('/api/team/invite/invite-1/accept');
    expect(JSON.parse(String(init?.body))).toEqual({ returnMessage: 'Happy to join!' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      (within(card).getByRole('button', { name: 'ACTIONED' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(card.textContent).toContain('Happy to join!');
  });

  it('Escape closes the respond dialog and sends nothing; it opens empty again', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    render(<InvitesList {...props({ invites: [invite('invite-1', { isRead: true })] })} />);
    await userEvent.click(screen.getByRole('button', { name: 'ACTION' }));
    const dialog = screen.getByRole('dialog', { name: 'Respond to invite' }) as HTMLDialogElement;
    await userEvent.type(within(dialog).getByLabelText('Return message'), 'Maybe');
    const cancel = new Event('cancel', { cancelable: true });
    if (fireEvent.keyDown(dialog, { key: 'Escape' }) && dialog.dispatchEvent(cancel)) {
      dialog.close();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ACTION' }));
    expect((screen.getByLabelText('Return message') as HTMLTextAreaElement).value).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a family filters by status and sees an invite pushed live', async () => {
    vi.stubGlobal('fetch', server());
    render(
      <InvitesList {...props({ viewerType: 'family', invites: [invite('invite-1')] })} />,
    );
    const card = screen.getByRole('article', { name: 'Amélie Tremblay' });
    expect(within(card).getByRole('link', { name: 'VIEW PROFILE' }).getAttribute('href')).toBe(
      '/caregiver/2',
    );
    expect(within(card).queryByRole('button', { name: 'ACTION' })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'accepted');
    expect(screen.getByText('You do not have any accepted invites')).toBeTruthy();

    FakeSocket.last!.change(
      'team_invites',
      'update',
      'invite-1',
      invite('invite-1', { isRead: true, isAccepted: true, returnMessage: 'Yes!' }),
    );
    expect(screen.getByRole('article', { name: 'Amélie Tremblay' }).textContent).toContain(
      'Yes!',
    );
    expect(screen.queryByText('You do not have any accepted invites')).toBeNull();
  });
});
