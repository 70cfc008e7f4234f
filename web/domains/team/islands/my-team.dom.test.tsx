// My Team as a family and a caregiver use it (spec 001 §2, §5, §7): the care plan's Save asks
// whether the unstarted shifts follow and sends the answer to the matching path (Escape sends
// nothing); an emergency contact is checked as it is added and the list needs two before it is
// sent, the first one primary; a caregiver reads it all and edits nothing. Only fetch is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LocaleContext } from '../../../shared/i18n.tsx';
import type { TeamMember } from '../model.ts';
import MyTeam, { type MyTeamProps } from './my-team.tsx';

afterEach(cleanup);

const member: TeamMember = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  teamId: '1001',
  createdAt: '2026-10-01T12:00:00.000Z',
  startDate: '2026-10-01',
  wage: 21.84,
  service: ['bathing'],
  pinnedNote: 'Keys are under the mat.',
  numShifts: 3,
  jobId: null,
  review: { isReviewed: false, id: null, score: null, shouldInquire: false, blockReview: false },
  caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen', imgUrlThumb: null, userIdNumber: '7' },
  familyInfo: {
    firstName: 'Erin',
    lastName: 'Tester',
    clientFirstName: 'Rose',
    clientLastName: 'Tester',
    imgUrlThumb: null,
    userIdNumber: '8',
    emergencyContacts: [],
  },
  address: { addressFull: '1 King St W, Toronto, ON' },
};

const props = (over: Partial<MyTeamProps> = {}): MyTeamProps => ({
  viewerType: 'family',
  members: [member],
  memberId: member.id,
  showAll: false,
  today: '2026-11-20',
  ...over,
});

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  );
}

function sent(fetch: ReturnType<typeof answer>, call = 0) {
  const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
}

function escape(dialog: HTMLElement) {
  // What a browser does on Escape: a cancelable `cancel`, then close() unless it was refused.
  const cancel = new Event('cancel', { cancelable: true });
  if (fireEvent.keyDown(dialog, { key: 'Escape' }) && dialog.dispatchEvent(cancel)) {
    (dialog as HTMLDialogElement).close();
  }
}

const plan = () => screen.getByRole('region', { name: 'Care Plan' });
const contacts = () => screen.getByRole('region', { name: 'Emergency Contacts' });

describe('my team', () => {
  it('asks before saving the care plan and sends the yes to the shifts too', async () => {
    const fetch = answer(200, { ...member, service: ['bathing', 'eveningWalk'] });
    vi.stubGlobal('fetch', fetch);
    render(<MyTeam {...props()} />);
    const save = within(plan()).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(plan()).getByLabelText('Add a care plan item'), 'evening walk');
    await userEvent.click(within(plan()).getByRole('button', { name: 'Add' }));
    expect(within(plan()).getByText('Evening Walk')).toBeTruthy();

    await userEvent.click(save);
    const ask = screen.getByRole('dialog', { name: 'Update existing shifts?' });
    expect(ask.textContent).toContain('Apply this care plan to the shifts of Carla Nguyen');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, update those shifts' }));
    expect(await within(plan()).findByText('Successfully updated care plan')).toBeTruthy();
    expect(sent(fetch)).toEqual({
      url: `/api/team/member/${member.id}/update/include-shifts`,
      method: 'POST',
      body: { service: ['bathing', 'eveningWalk'] },
    });
    expect((ask as HTMLDialogElement).open).toBe(false);
  });

  it('the no answer saves only the plan; Escape saves nothing', async () => {
    const fetch = answer(200, { ...member, service: [] });
    vi.stubGlobal('fetch', fetch);
    render(<MyTeam {...props()} />);
    await userEvent.click(within(plan()).getByRole('button', { name: 'Remove Bathing' }));
    await userEvent.click(within(plan()).getByRole('button', { name: 'Save' }));
    escape(screen.getByRole('dialog', { name: 'Update existing shifts?' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(plan()).getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, only the care plan' }));
    expect(await within(plan()).findByText('Successfully updated care plan')).toBeTruthy();
    expect(sent(fetch).url).toBe(`/api/team/member/${member.id}/update`);
  });

  it('checks each contact as it is added, and sends two with the first primary', async () => {
    const fetch = answer(200, member);
    vi.stubGlobal('fetch', fetch);
    render(<MyTeam {...props()} />);
    const box = contacts();
    await userEvent.click(within(box).getByRole('button', { name: 'Add contact' }));
    expect(within(box).getByText('Please input a valid name')).toBeTruthy();
    expect(within(box).getByText('Must not be empty')).toBeTruthy();
    expect(within(box).getByText('Please select a relationship')).toBeTruthy();

    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(within(box).getByText('Missing Emergency Contact 1')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    for (
      const [name, phone, rel] of [['Marie Nguyen', '4165550101', 'Sibling'], [
        'Paul Nguyen',
        '4165550102',
        'Children',
      ]]
    ) {
      await userEvent.type(within(box).getByLabelText('Name'), name);
      await userEvent.type(within(box).getByLabelText('Phone number'), phone);
      await userEvent.selectOptions(within(box).getByLabelText('Relationship'), rel);
      await userEvent.click(within(box).getByRole('button', { name: 'Add contact' }));
    }
    expect(within(box).getByText('(416) 555-0101', { exact: false })).toBeTruthy();
    // Two listed: the form goes away.
    expect(within(box).queryByRole('button', { name: 'Add contact' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText('Successfully added emergency contacts')).toBeTruthy();
    const { url, body } = sent(fetch);
    expect(url).toBe(`/api/team/member/${member.id}/update/emergency-contact`);
    expect(body.emergencyContacts.map((c: { name: string; primary: boolean }) => c.primary))
      .toEqual([true, false]);
  });

  it('edits the pinned note and says so when the server refuses', async () => {
    vi.stubGlobal('fetch', answer(400, { pinnedNote: 'Too long' }));
    render(<MyTeam {...props()} />);
    const pinned = screen.getByRole('region', { name: 'Pinned Note' });
    await userEvent.click(within(pinned).getByRole('button', { name: 'Edit' }));
    const note = within(pinned).getByRole('textbox', { name: 'Pinned Note' });
    await userEvent.type(note, ' Dog is friendly.');
    await userEvent.click(within(pinned).getByRole('button', { name: 'Save' }));
    expect(
      await within(pinned).findByText('An error has occured while updating your pinned note'),
    ).toBeTruthy();
    // Still editing: what was typed is not lost.
    expect((note as HTMLTextAreaElement).value).toBe('Keys are under the mat. Dog is friendly.');
  });

  it('a caregiver reads the member in French and edits nothing', () => {
    vi.stubGlobal('fetch', answer(200, {}));
    render(
      <LocaleContext.Provider value='fr'>
        <MyTeam {...props({ viewerType: 'caregiver' })} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Mes familles' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rose Tester', current: 'page' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('Back shows the list again on a narrow screen', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const { container } = render(<MyTeam {...props({ memberId: null, showAll: true })} />);
    expect(container.firstElementChild!.className).toBe('team team--panel');
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(container.firstElementChild!.className).toBe('team team--list team--slide-back');
  });
});
