// Sign-up steps 4 and 5 as a new caregiver goes through them: the image may be skipped or sent
// (a wrong type is refused before sending), the check needs a file and a date, and Finish without
// a check asks first, where only Back or Skip answer. fetch is replaced, answering as the server
// does, and so is the page's navigation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse as json, queueFetch as server } from '../../../../tests/fakes/dom-network.ts';
import { todayIso, yearsBefore } from '../../../shared/dates.ts';
import FinishSteps from './finish-steps.tsx';

afterEach(cleanup);

/** What a browser does on Escape: a cancelable `cancel`, then close() unless it was refused. */
function pressEscape(dialog: HTMLElement) {
  const key = fireEvent.keyDown(dialog, { key: 'Escape' });
  const cancel = new Event('cancel', { cancelable: true });
  if (key && dialog.dispatchEvent(cancel)) (dialog as HTMLDialogElement).close();
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', {
    href: 'http://localhost/caregiver/signup/finish',
    pathname: '/caregiver/signup/finish',
    assign,
  });
});

const fresh = { isUserImgCompleted: false, imgUrlThumb: null, isBgCheckSubmitted: false };

// Typing takes a while on a busy machine: more than Vitest's default 5 s per test.
describe('finish steps', { timeout: 20_000 }, () => {
  it('refuses a wrong image at once, then shows the uploaded thumbnail', async () => {
    const fetch = server(json(200, { imgUrl: '/img/me.png', imgUrlThumb: '/img/me-thumb.png' }));
    render(<FinishSteps {...fresh} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Image' })).toBeTruthy();
    const input = screen.getByLabelText('Choose Image');
    await userEvent.upload(input, new File(['x'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please select a valid image format (jpeg or png)',
    );
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    const img = await screen.findByRole('img', { name: 'Your profile image' });
    expect(img.getAttribute('src')).toBe('/img/me-thumb.png');
    expect(fetch.mock.calls[0][0]).toBe('/api/user/image');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Finish without a check asks first: Back stays, Skip finishes and goes to the dashboard', async () => {
    const fetch = server(json(200, {}));
    render(<FinishSteps {...fresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Background Check' })).toBe(
      document.activeElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const warning = screen.getByRole('alertdialog', { name: 'No background check submitted' });
    expect((warning as HTMLDialogElement).open).toBe(true);
    // Escape does not answer the question.
    pressEscape(warning);
    expect((warning as HTMLDialogElement).open).toBe(true);
    await userEvent.click(within(warning).getByRole('button', { name: 'Back' }));
    expect((warning as HTMLDialogElement).open).toBe(false);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(within(warning).getByRole('button', { name: 'Skip' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/user/caregiver/finish');
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it('the check needs a file and a date; once uploaded, Finish does not ask', async () => {
    const fetch = server(json(200, { message: 'File successfully uploaded' }), json(200, {}));
    render(<FinishSteps {...fresh} isUserImgCompleted />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please choose a file to upload.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Background check file'));
    expect(fetch).not.toHaveBeenCalled();

    const issued = yearsBefore(todayIso(), 1);
    await userEvent.upload(
      screen.getByLabelText('Background check file'),
      new File(['%PDF-1.4'], 'check.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByLabelText('Date Issued'), issued);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File successfully uploaded')).toBeTruthy();
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('issuedOn')).toBe(issued);

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(fetch.mock.calls[1][0]).toBe('/api/user/caregiver/finish');
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it("shows the server's refusal of Finish and lets the caregiver try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server(json(409, { general: 'Your profile is not complete yet.' }));
    render(<FinishSteps {...fresh} isUserImgCompleted isBgCheckSubmitted />);
    expect(screen.getByText(/has been submitted and is awaiting review/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your profile is not complete yet.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement).disabled)
      .toBe(false);
  });
});
