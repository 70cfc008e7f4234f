// The Report button of a shift as a party uses it (spec 001 §4, §5, §8): the dialog refuses an
// empty report in the person's language and sends nothing, shows the server's refusal above the
// form (and turns the button off when the shift was completed meanwhile), closes on Escape with
// focus back on the button, and once filed says so and links to the report. Only the network is
// replaced (fetch, and the WebSocket the live channel opens).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LocaleContext } from '../../../shared/i18n.tsx';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import FileReport from './file-report.tsx';

afterEach(cleanup);

vi.stubGlobal('WebSocket', FakeSocket);

const SHIFT = '3f0c0000-0000-4000-8000-000000000001';

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

function escape(dialog: HTMLElement) {
  // What a browser does on Escape: a cancelable `cancel`, then close() unless it was refused.
  const cancel = new Event('cancel', { cancelable: true });
  if (fireEvent.keyDown(dialog, { key: 'Escape' }) && dialog.dispatchEvent(cancel)) {
    (dialog as HTMLDialogElement).close();
  }
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.getByRole('dialog', { name: 'File a report' }) as HTMLDialogElement;
}

describe('file report', () => {
  it('refuses an empty report, in French for a French party, and sends nothing', async () => {
    const fetch = answer(201, {});
    vi.stubGlobal('fetch', fetch);
    render(
      <LocaleContext.Provider value='fr'>
        <FileReport shiftId={SHIFT} disabled={false} />
      </LocaleContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rapport' }));
    const dialog = screen.getByRole('dialog', { name: 'Déposer un rapport' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    expect(within(dialog).getByText('Le rapport doit avoir un titre.')).toBeTruthy();
    expect(within(dialog).getByText('Veuillez inclure une brève description des événements.'))
      .toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is described by its intro, and closes on Escape with focus back on the button', async () => {
    vi.stubGlobal('fetch', answer(201, {}));
    render(<FileReport shiftId={SHIFT} disabled={false} />);
    const dialog = await openDialog();
    const described = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(
      'Tell us what happened during this shift. An administrator will review it.',
    );
    escape(dialog);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report' }));
  });

  it("shows the server's refusal above the form and turns the button off on a 409", async () => {
    const refusal = 'A report cannot be filed once the shift is completed.';
    vi.stubGlobal('fetch', answer(409, { report: refusal }));
    render(<FileReport shiftId={SHIFT} disabled={false} />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fall');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'She slipped.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect((screen.getByRole('button', { name: 'Report' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Reports can no longer be filed once the shift is completed.'))
      .toBeTruthy();
  });

  it('files the report it shows, then says so and links to it', async () => {
    const fetch = answer(201, { id: 'b7e10000-0000-4000-8000-000000000009' });
    vi.stubGlobal('fetch', fetch);
    render(<FileReport shiftId={SHIFT} disabled={false} />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Title'), '  Fall  ');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'She slipped.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Your report has been submitted.',
    );
    const [url, init] = fetch.mock.calls[0];
    expect([url, init?.method]).toEqual([`/api/shift/${SHIFT}/report/submit`, 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Fall', note: 'She slipped.' });
    expect(within(dialog).getByRole('link', { name: 'View report' }).getAttribute('href')).toBe(
      '/reports/b7e10000-0000-4000-8000-000000000009',
    );
  });
});
