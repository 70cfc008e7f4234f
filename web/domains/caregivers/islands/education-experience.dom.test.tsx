// Sign-up step 3 as a new caregiver goes through it: Next with nothing added asks first (Escape
// does not answer), a work experience is refused without its title and company and then saved as
// the API takes it ('Present' for a current one), and a deletion is confirmed first. fetch is
// replaced, answering as the server does, and so is the page's navigation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse as json, queueFetch as server } from '../../../../tests/fakes/dom-network.ts';
import type { WorkExperience } from '../model.ts';
import EducationExperience from './education-experience.tsx';

afterEach(cleanup);

/** vi.waitFor's patience: timers and answers run late on a busy machine. */
const SLOW = { timeout: 5000 };

const call = (fetch: ReturnType<typeof server>, n: number) =>
  fetch.mock.calls[n] as unknown as [string, RequestInit];

function pressEscape(dialog: HTMLElement) {
  const key = fireEvent.keyDown(dialog, { key: 'Escape' });
  const cancel = new Event('cancel', { cancelable: true });
  if (key && dialog.dispatchEvent(cancel)) (dialog as HTMLDialogElement).close();
}

const isOpen = (dialog: HTMLElement) => (dialog as HTMLDialogElement).open;

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', {
    href: 'http://localhost/caregiver/signup/education-experience',
    pathname: '/caregiver/signup/education-experience',
    assign,
  });
});

const psw: WorkExperience = {
  workExpId: 'w1',
  title: 'Personal Support Worker',
  company: 'Helping Hands',
  employType: 'Full-time',
  startDate: '2019-03-01',
  endDate: 'Present',
  description: '',
};

// Typing takes a while on a busy machine: more than Vitest's default 5 s per test.
describe('education and experience', { timeout: 20_000 }, () => {
  it('asks before skipping: Escape and Back keep the step, Skip finishes it', async () => {
    const fetch = server(json(200, {}));
    render(<EducationExperience workExp={[]} eduAccred={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const ask = screen.getByRole('alertdialog', { name: 'Skip education and experience?' });
    expect(ask.getAttribute('aria-describedby')).toBe(
      screen.getByText(/You have not added any work experience/).id,
    );
    pressEscape(ask);
    expect(isOpen(ask)).toBe(true);
    await userEvent.click(within(ask).getByRole('button', { name: 'Back' }));
    expect(isOpen(ask)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(ask).getByRole('button', { name: 'Skip' }));
    expect(call(fetch, 0)[0]).toBe('/api/user/caregiver/edu-accred/finish');
    expect(await screen.findByText('Saved! Taking you to the last step…')).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/caregiver/signup/finish'), SLOW);
  });

  it('adds a current work experience as the API takes it, after naming what is missing', async () => {
    const fetch = server(json(200, { workExp: [psw] }));
    render(<EducationExperience workExp={[]} eduAccred={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Work Experience' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Work Experience' });
    pressEscape(dialog);
    expect(isOpen(dialog)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter your title')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your company')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Personal Support Worker');
    await userEvent.type(within(dialog).getByLabelText('Company'), 'Helping Hands');
    fireEvent.change(within(dialog).getByLabelText('Start Date'), {
      target: { value: '2019-03' },
    });
    await userEvent.click(within(dialog).getByLabelText('Currently working here'));
    expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).value).toBe('Present');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(isOpen(dialog)).toBe(false), SLOW);
    const [url, init] = call(fetch, 0);
    expect(url).toBe('/api/user/work-exp');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Personal Support Worker',
      company: 'Helping Hands',
      employType: null,
      startDate: '2019-03',
      endDate: 'Present',
      description: '',
    });
    expect(screen.getByText('Personal Support Worker')).toBeTruthy();
    expect(screen.getByText(/Mar 2019 – Present/)).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Saved.');
  });

  it('deletes an entry once confirmed; a refusal is shown and keeps it', async () => {
    const fetch = server(json(409, { general: 'Not now.' }), json(200, {}));
    render(<EducationExperience workExp={[psw]} eduAccred={[]} />);
    const name = 'Personal Support Worker, Helping Hands';
    await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this entry?' });
    expect(within(confirm).getByText(`“${name}” will be removed from your profile.`)).toBeTruthy();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Not now.');
    expect(screen.getByText('Personal Support Worker')).toBeTruthy();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(isOpen(confirm)).toBe(false), SLOW);
    const [url, init] = call(fetch, 1);
    expect(url).toBe('/api/user/work-exp/w1');
    expect(init.method).toBe('DELETE');
    expect(screen.queryByText('Personal Support Worker')).toBeNull();
    expect(screen.getByText('No work experience added yet.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Add Work Experience' }),
      ), SLOW);
  });
});
