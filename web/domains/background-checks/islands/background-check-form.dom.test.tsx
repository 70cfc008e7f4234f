// /profile/background-check as a caregiver uses it: the upload refuses a missing file and date in
// the caregiver's words and sends nothing; a good one is sent as a form with the date, and the
// page then shows the check as submitted; the server's refusal sits under its field. The partner
// check's cost is recorded the same way. Only fetch is replaced, answering as the server does.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse as json, queueFetch as server } from '../../../../tests/fakes/dom-network.ts';
import { LocaleContext } from '../../../shared/i18n.tsx';
import type { BgCheck, BgCheckReimbursement } from '../model.ts';
import { todayIso, yearsBefore } from '../../../shared/dates.ts';
import BackgroundCheckForm from './background-check-form.tsx';

afterEach(cleanup);

const none: BgCheck = {
  state: 'none',
  status: { isApproved: false },
  bgCheckFile: null,
  bgCheckFileSubmittedAt: null,
  issuedOn: null,
  actionedOn: null,
  rejectionReason: null,
};

const submitted: BgCheck = {
  ...none,
  state: 'submitted',
  bgCheckFile: '/storage/v1/object/sign/background-checks/c.pdf?token=t',
  bgCheckFileSubmittedAt: '2026-11-20T15:00:00.000Z',
  issuedOn: '2026-10-01',
};

/** fetch answering each call in turn. */

const pdf = () => new File(['%PDF-1.4'], 'check.pdf', { type: 'application/pdf' });
const issued = yearsBefore(todayIso(), 1);

// Typing takes a while on a busy machine: more than Vitest's default 5 s per test.
describe('background check form', { timeout: 20_000 }, () => {
  it('names a missing file and date, and sends nothing', async () => {
    const fetch = server();
    render(<BackgroundCheckForm bgCheck={none} reimbursement={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please choose a file to upload.')).toBeTruthy();
    expect(screen.getByText(/Please enter the date your background check was issued/))
      .toBeTruthy();
    expect(screen.getByLabelText('Background check file').getAttribute('aria-invalid'))
      .toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the file and the date, then shows the check as submitted', async () => {
    const fetch = server(
      json(200, { message: 'File successfully uploaded' }),
      json(200, { bgCheck: submitted, bankingDetails: null }),
    );
    render(<BackgroundCheckForm bgCheck={none} reimbursement={null} />);
    await userEvent.upload(screen.getByLabelText('Background check file'), pdf());
    await userEvent.type(screen.getByLabelText('Date issued'), issued);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('link', { name: 'View submitted file' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/caregiver/background-check');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('check.pdf');
    expect(body.get('issuedOn')).toBe(issued);
    expect(fetch.mock.calls[1][0]).toBe('/api/user/private');
    expect(screen.getByTestId('bg-state').dataset.state).toBe('submitted');
    expect(screen.getByRole('heading', { name: 'Replace the submitted file' })).toBeTruthy();
  });

  it("puts the server's refusal under the file field", async () => {
    server(json(400, { file: 'Please select a valid file format (pdf, jpeg or png)' }));
    render(<BackgroundCheckForm bgCheck={none} reimbursement={null} />);
    await userEvent.upload(screen.getByLabelText('Background check file'), pdf());
    await userEvent.type(screen.getByLabelText('Date issued'), issued);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const error = await screen.findByText('Please select a valid file format (pdf, jpeg or png)');
    const input = screen.getByLabelText('Background check file');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByTestId('bg-state').dataset.state).toBe('none');
  });

  it('speaks French to a French caregiver', async () => {
    server();
    render(
      <LocaleContext.Provider value='fr'>
        <BackgroundCheckForm bgCheck={none} reimbursement={null} />
      </LocaleContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Téléverser' }));
    expect(screen.getByText('Veuillez choisir un fichier à téléverser.')).toBeTruthy();
  });

  it("records the partner check's cost with its receipt", async () => {
    const recorded: BgCheckReimbursement = {
      amount: 4550,
      receiptUrl: '/storage/v1/object/sign/background-checks/r.pdf?token=t',
      recordedAt: '2026-11-20T15:00:00.000Z',
      invoiceId: null,
      paidWithInvoiceAt: null,
    };
    const fetch = server(json(200, { message: 'Cost recorded', reimbursement: recorded }));
    render(<BackgroundCheckForm bgCheck={submitted} reimbursement={null} />);
    const section = screen.getByRole('region', { name: 'Reimbursement of a partner check' });
    await userEvent.click(within(section).getByRole('button', { name: 'Record cost' }));
    expect(within(section).getByText('Please choose the receipt to upload.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(within(section).getByLabelText('Amount paid ($)'), '45.50');
    await userEvent.upload(within(section).getByLabelText('Receipt'), pdf());
    await userEvent.click(within(section).getByRole('button', { name: 'Record cost' }));
    const state = await within(section).findByTestId('reimbursement-state');
    expect(state.textContent).toContain('Recorded: $45.50');
    expect(state.dataset.stage).toBe('recorded');
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('amount')).toBe('45.50');
    expect(within(section).getByRole('button', { name: 'Update cost' })).toBeTruthy();
  });
});
