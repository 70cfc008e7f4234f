// A caregiver's own /profile as the caregiver uses it: About Me is edited in a dialog that Escape
// does not close, refuses an empty bio, sends only what changed and shows it; an entry is deleted
// once confirmed; Account Status changes when the live channel says the check was approved. The
// network is what is replaced: fetch, answering as the server does, and the live channel's socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse as json, queueFetch as server } from '../../../../tests/fakes/dom-network.ts';
import type { OwnCaregiverCredentials, WorkExperience } from '../model.ts';
import ProfileEditor, { type ProfileEditorProps } from './profile-editor.tsx';

afterEach(cleanup);

/** vi.waitFor's patience: timers and answers run late on a busy machine. */
const SLOW = { timeout: 5000 };

const call = (fetch: ReturnType<typeof server>, n: number) =>
  fetch.mock.calls[n] as unknown as [string, RequestInit];

/** The live channel's socket: the test says what the server pushes. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});

function pressEscape(dialog: HTMLElement) {
  const key = fireEvent.keyDown(dialog, { key: 'Escape' });
  const cancel = new Event('cancel', { cancelable: true });
  if (key && dialog.dispatchEvent(cancel)) (dialog as HTMLDialogElement).close();
}
const isOpen = (dialog: HTMLElement) => (dialog as HTMLDialogElement).open;

const credentials: OwnCaregiverCredentials = {
  userIdNumber: '1001',
  firstName: 'Noémie',
  lastName: 'Tremblay',
  imgUrl: null,
  imgUrlThumb: null,
  gender: null,
  reviewScore: 0,
  reviews: 0,
  bio: 'Twelve years with seniors at home.',
  wageExp: 22,
  yearsExp: 12,
  languagePref: ['english'],
  // The first choice: happy-dom shows a registered select on its first option whatever the form
  // says (Chromium does not), which would read as a change.
  workRadius: '10',
  jobType: { partTime: true },
  service: { companionship: true },
  conditions: { homeHealthCare: true },
  poyoJobs: 0,
  myAvail: [],
  location: { locality: 'toronto', adminAreaLevel1: 'on' },
  h3Cell: null,
  isBgCheck: false,
  email: 'noemie@example.com',
  phoneNum: '(416) 555-0100',
  dob: '1985-04-12',
  address: null,
};

const psw: WorkExperience = {
  workExpId: 'w1',
  title: 'Personal support worker',
  company: 'Bayshore',
  employType: null,
  startDate: '2019-03-01',
  endDate: 'Present',
  description: '',
};

const props: ProfileEditorProps = {
  credentials,
  workExp: [psw],
  eduAccred: [],
  bgCheckState: 'submitted',
  isBanking: false,
  isAvailComplete: true,
  province: 'ON',
  vocabulary: {
    language: [{ key: 'english', label: 'English' }, { key: 'french', label: 'French' }],
    service: { companionship: 'Companionship' },
    jobType: { partTime: 'Part-time' },
    conditions: { homeHealthCare: 'Home health care' },
  },
};

// Typing takes a while on a busy machine: more than Vitest's default 5 s per test.
describe('profile editor', { timeout: 20_000 }, () => {
  it('edits About Me in a dialog Escape does not close, sending only what changed', async () => {
    const fetch = server(json(200, { message: 'ok' }));
    render(<ProfileEditor {...props} />);
    const edit = screen.getByRole('button', { name: 'Edit About Me' });
    await userEvent.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit About Me' });
    pressEscape(dialog);
    expect(isOpen(dialog)).toBe(true);

    const bio = within(dialog).getByLabelText('About me');
    await userEvent.clear(bio);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be empty')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(bio, 'Gentle and punctual.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(isOpen(dialog)).toBe(false), SLOW);
    const [url, init] = call(fetch, 0);
    expect([url, init.method]).toEqual(['/api/user', 'POST']);
    expect(JSON.parse(String(init.body))).toEqual({ bio: 'Gentle and punctual.' });
    expect(screen.getByTestId('about-me').textContent).toContain('Gentle and punctual.');
    expect(screen.getByTestId('about-me').textContent).toContain('$22.00/hr');
  });

  it('the close button closes My Info without sending and gives focus back', async () => {
    const fetch = server();
    render(<ProfileEditor {...props} />);
    const edit = screen.getByRole('button', { name: 'Edit My Info' });
    await userEvent.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit My Info' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(isOpen(dialog)).toBe(false);
    expect(document.activeElement).toBe(edit);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes an entry once confirmed', async () => {
    const fetch = server(json(200, {}));
    render(<ProfileEditor {...props} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete Personal support worker' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete this entry?' });
    expect(confirm.textContent).toContain('Personal support worker');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(isOpen(confirm)).toBe(false), SLOW);
    expect(call(fetch, 0)[0]).toBe('/api/user/work-exp/w1');
    expect(call(fetch, 0)[1].method).toBe('DELETE');
    expect(screen.queryByText('Personal support worker')).toBeNull();
    expect(screen.getByText('Add your work experience so families know your background.'))
      .toBeTruthy();
  });

  it('Account Status follows the live channel: a check approved elsewhere shows at once', () => {
    server(json(200, { bgCheck: { state: 'submitted' }, bankingDetails: null }));
    render(<ProfileEditor {...props} />);
    expect(screen.getByTestId('status-bg-check').textContent).toBe('Pending');
    const socket = FakeSocket.last!;
    socket.push({ type: 'ready' });
    socket.push({
      type: 'change',
      table: 'account_statuses',
      op: 'update',
      id: 'u1',
      row: { isBgCheck: true, isBanking: true },
    });
    expect(screen.getByTestId('status-bg-check').textContent).toBe('Completed');
    expect(screen.getByTestId('status-banking').textContent).toBe('Completed');
  });
});
