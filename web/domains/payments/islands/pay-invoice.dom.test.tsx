// The pay page as a family uses it: paying before approving is refused on the page, Approve
// Invoice makes it ready, Pay sends the chosen card and receipt email, and the status line
// follows the stored payment as it arrives live; a declined card shows the error and gives the
// button back. Only the network is replaced (fetch, the realtime socket).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerFetch, FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import type { InvoicePayment, PaymentMethod } from '../model.ts';
import PayInvoice, { type PayInvoiceProps } from './pay-invoice.tsx';

afterEach(cleanup);

beforeAll(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});

const card = (id: string, last4: string, patch: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  brand: 'visa',
  last4,
  expMonth: 12,
  expYear: 2030,
  cvcCheck: 'pass',
  billingEmail: null,
  isPreferred: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const props: PayInvoiceProps = {
  invoice: {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    state: 'pending',
    caregiverName: 'Carla Nguyen',
    totalPayable: 12345,
    dueDate: 'Oct 10, 2026',
    approvedDueDate: 'Oct 17, 2026',
    weekStart: 'Oct 04, 2026',
    weekEnd: 'Oct 10, 2026',
  },
  methods: [
    card('pm_1', '4242', { isPreferred: true }),
    card('pm_2', '3155', { billingEmail: 'receipts@example.ca' }),
  ],
  email: 'erin@example.ca',
  payment: null,
  clientSecret: null,
  processor: null,
};

const payment = (patch: Partial<InvoicePayment>): InvoicePayment => ({
  id: 'pay-1',
  invoiceId: props.invoice.id,
  attempt: 1,
  amount: 12345,
  currency: 'cad',
  payment_method: 'pm_1',
  description: props.invoice.id,
  receipt_email: 'erin@example.ca',
  status: 'new',
  error: null,
  errorCode: null,
  offSession: false,
  createdAt: '2026-10-11T00:00:00Z',
  updatedAt: '2026-10-11T00:00:00Z',
  ...patch,
});

const payButton = () => screen.getByRole('button', { name: 'Pay $123.45' }) as HTMLButtonElement;

describe('pay invoice', () => {
  it('refuses to pay before approval, approves, pays and follows the payment live', async () => {
    const calls = answerFetch(({ method, url }) =>
      url.startsWith('/api/invoice/approve/')
        ? [200, {}]
        : method === 'POST' && url === '/api/payment/add/payment'
        ? [200, { id: 'pay-1', payment: payment({ status: 'processing' }), clientSecret: null }]
        : [200, { payment: null }]
    );
    render(<PayInvoice {...props} />);
    expect(screen.getByText('Pending Approval')).toBeTruthy();
    expect((screen.getByLabelText('Card') as HTMLSelectElement).value).toBe('pm_1');
    expect((screen.getByLabelText('Email receipt') as HTMLInputElement).value).toBe(
      'erin@example.ca',
    );

    await userEvent.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe('This invoice has yet to be approved.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve Invoice' }));
    expect(await screen.findByText('Ready for Payment')).toBeTruthy();
    expect(screen.getByText('Oct 17, 2026')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Approve Invoice' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(payButton());
    await waitFor(() => expect(payButton().disabled).toBe(true));
    expect(calls.find((c) => c.url === '/api/payment/add/payment')?.body).toEqual({
      amount: 12345,
      currency: 'cad',
      payment_method: 'pm_1',
      description: props.invoice.id,
      receipt_email: 'erin@example.ca',
      status: 'new',
    });
    expect(screen.getByRole('status').textContent).toBe('Payment for $123.45 processing');

    // The webhook settles it; the stored payment arrives over the socket.
    FakeSocket.last!.change(
      'invoice_payments',
      'update',
      'pay-1',
      payment({ status: 'succeeded' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Payment of $123.45 successful.');
    expect(screen.getByRole('status').className).toContain('pay-status--success');
    expect(
      (screen.getByRole('button', { name: 'Invoiced Paid' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'View Historical Payments' })).toBeTruthy();
  });

  it('a declined card shows the error and gives Pay back; another card brings its email', async () => {
    const calls = answerFetch(({ url }) =>
      url === '/api/payment/add/payment'
        ? [200, {
          id: 'pay-1',
          payment: payment({
            status: 'requires_payment_method',
            error: 'Your card was declined.',
            errorCode: 'card_declined',
          }),
          clientSecret: null,
        }]
        : [200, { payment: null }]
    );
    render(<PayInvoice {...props} invoice={{ ...props.invoice, state: 'approved' }} />);
    await userEvent.click(payButton());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your card was declined.')
    );
    expect(screen.getByRole('status').className).toContain('pay-status--error');
    expect(payButton().disabled).toBe(false);

    // Picking a card fills the receipt email from its billing email; a blank one is refused.
    await userEvent.selectOptions(screen.getByLabelText('Card'), 'pm_2');
    const email = screen.getByLabelText('Email receipt') as HTMLInputElement;
    expect(email.value).toBe('receipts@example.ca');
    await userEvent.clear(email);
    await userEvent.click(payButton());
    expect(screen.getByText('Must not be empty.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.url === '/api/payment/add/payment')).toHaveLength(1);
  });

  it('switches panels on a phone with the buttons at their feet', async () => {
    answerFetch(() => [200, { payment: null }]);
    const { container } = render(<PayInvoice {...props} />);
    const root = container.querySelector('.pay-invoice')!;
    expect(root.className).toContain('pay-invoice--invoice');
    await userEvent.click(screen.getByRole('button', { name: 'View Payment Details' }));
    expect(root.className).toContain('pay-invoice--payment');
    await userEvent.click(screen.getByRole('button', { name: 'View Invoice Details' }));
    expect(root.className).toContain('pay-invoice--invoice');
  });
});
