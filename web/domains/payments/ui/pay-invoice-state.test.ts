import assert from 'node:assert/strict';
import type { InvoicePayment, PaymentMethod } from '../model.ts';
import {
  checkPayForm,
  initialPayState,
  invoiceStatusKey,
  isPaid,
  payBody,
  type PayInvoiceView,
  paymentInFlight,
  payReducer,
  type PayState,
  statusLine,
  takePayment,
} from './pay-invoice-state.ts';

const invoice: PayInvoiceView = {
  id: 'inv-1',
  state: 'pending',
  caregiverName: 'Carla Nguyen',
  totalPayable: 12345,
  dueDate: 'Oct 10, 2026',
  approvedDueDate: 'Oct 17, 2026',
  weekStart: 'Oct 04, 2026',
  weekEnd: 'Oct 10, 2026',
};

const card = (id: string, patch: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  cvcCheck: 'pass',
  billingEmail: null,
  isPreferred: false,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const payment = (patch: Partial<InvoicePayment> = {}): InvoicePayment => ({
  id: 'pay-1',
  invoiceId: 'inv-1',
  attempt: 1,
  amount: 12345,
  currency: 'cad',
  payment_method: 'pm_1',
  description: 'inv-1',
  receipt_email: 'erin@example.ca',
  status: 'new',
  error: null,
  errorCode: null,
  offSession: false,
  createdAt: '2026-10-11T00:00:00Z',
  updatedAt: '2026-10-11T00:00:00Z',
  ...patch,
});

const start = (patch: Partial<PayState> = {}): PayState => ({
  ...initialPayState({
    invoice,
    methods: [card('pm_1'), card('pm_2', { isPreferred: true, billingEmail: 'b@example.ca' })],
    email: 'erin@example.ca',
    payment: null,
    clientSecret: null,
  }),
  ...patch,
});

Deno.test('the preferred card is chosen and a pending invoice opens on its details', () => {
  const s = start();
  assert.equal(s.cardId, 'pm_2');
  assert.equal(s.email, 'erin@example.ca');
  assert.equal(s.panel, 'invoice');
  const approved = initialPayState({
    invoice: { ...invoice, state: 'approved' },
    methods: [card('pm_1')],
    email: '',
    payment: null,
    clientSecret: null,
  });
  assert.equal(approved.panel, 'payment');
  assert.equal(approved.cardId, 'pm_1');
  const none = initialPayState({
    invoice,
    methods: [],
    email: '',
    payment: null,
    clientSecret: null,
  });
  assert.equal(none.cardId, '');
});

Deno.test('approving moves the due date and the panel, and clears the general error', () => {
  const s = payReducer(payReducer(start({ errors: { general: 'x' } }), { type: 'approving' }), {
    type: 'approved',
  });
  assert.equal(s.invoice.state, 'approved');
  assert.equal(s.invoice.dueDate, 'Oct 17, 2026');
  assert.equal(s.panel, 'payment');
  assert.equal(s.approving, false);
  assert.equal(s.errors.general, '');
  assert.equal(payReducer(start({ approving: true }), { type: 'approveFailed' }).approving, false);
});

Deno.test('picking a card takes its billing email, or blanks it (spec 002 §5)', () => {
  const s = start({ errors: { payment_method: ' ' } });
  const b = payReducer(s, { type: 'card', id: 'pm_2', billingEmail: 'b@example.ca' });
  assert.deepEqual([b.cardId, b.email, b.errors.payment_method], ['pm_2', 'b@example.ca', '']);
  assert.equal(payReducer(s, { type: 'card', id: 'pm_1', billingEmail: null }).email, '');
  const typed = payReducer(start({ errors: { receipt_email: 'bad' } }), {
    type: 'email',
    email: 'x@example.ca',
  });
  assert.deepEqual([typed.email, typed.errors.receipt_email], ['x@example.ca', '']);
});

Deno.test('the form refuses a bad email, no card and an unapproved invoice before sending', () => {
  const { refusal } = checkPayForm({ email: '', cardId: '', invoice });
  assert.equal(typeof refusal?.receiptEmail, 'string');
  assert.equal(refusal?.noCard, true);
  assert.equal(refusal?.notApproved, true);
  const ok = checkPayForm({
    email: ' erin@example.ca ',
    cardId: 'pm_1',
    invoice: { ...invoice, state: 'approved' },
  });
  assert.equal(ok.refusal, null);
  assert.equal(ok.email, 'erin@example.ca');
  assert.deepEqual(payBody(invoice, 'pm_1', ok.email), {
    amount: 12345,
    currency: 'cad',
    payment_method: 'pm_1',
    description: 'inv-1',
    receipt_email: 'erin@example.ca',
    status: 'new',
  });
});

Deno.test('a later attempt wins over an older one; another invoice’s payment is ignored', () => {
  const s = start({ payment: payment({ attempt: 2, status: 'processing' }) });
  assert.equal(takePayment(s, payment({ attempt: 1, status: 'canceled' })).payment?.attempt, 2);
  assert.equal(takePayment(s, payment({ attempt: 2, status: 'succeeded' })).invoice.state, 'paid');
  assert.equal(takePayment(s, payment({ invoiceId: 'other', attempt: 9 })), s);
  assert.equal(takePayment(s, null), s);
});

Deno.test('sending, a refusal by the server, and a started payment', () => {
  const sending = payReducer(start({ errors: { general: 'old' } }), { type: 'submitting' });
  assert.deepEqual([sending.submitting, sending.errors], [true, {}]);
  const refused = payReducer(sending, { type: 'payFailed', errors: { amount: 'Too much' } });
  assert.deepEqual([refused.submitting, refused.errors], [false, { amount: 'Too much' }]);
  const started = payReducer(sending, {
    type: 'started',
    payment: payment({ status: 'requires_action' }),
    clientSecret: 'pi_1_secret_x',
  });
  assert.equal(started.submitting, false);
  assert.equal(started.clientSecret, 'pi_1_secret_x');
  assert.equal(started.payment?.status, 'requires_action');
});

Deno.test('the bank challenge ends with the synced payment and the processor’s refusal', () => {
  const waiting = start({
    payment: payment({ status: 'requires_action' }),
    clientSecret: 'pi_1_secret_x',
    challenging: true,
  });
  const done = payReducer(waiting, {
    type: 'challenged',
    payment: payment({ status: 'succeeded' }),
    message: null,
  });
  assert.deepEqual([done.challenging, done.clientSecret, done.invoice.state], [
    false,
    null,
    'paid',
  ]);
  const failed = payReducer(waiting, { type: 'challenged', payment: null, message: 'Refused.' });
  assert.equal(failed.errors.general, 'Refused.');
  assert.equal(failed.payment?.status, 'requires_action');
});

Deno.test('Pay stays disabled while a payment is being made; paid is the invoice or the payment', () => {
  assert.equal(paymentInFlight(null), false);
  assert.equal(paymentInFlight(payment({ status: 'processing' })), true);
  assert.equal(paymentInFlight(payment({ status: 'requires_action' })), true);
  assert.equal(paymentInFlight(payment({ status: 'requires_payment_method', error: 'x' })), false);
  assert.equal(paymentInFlight(payment({ status: 'new', error: 'declined' })), false);
  assert.equal(isPaid({ invoice: { ...invoice, state: 'paid' }, payment: null }), true);
  assert.equal(isPaid({ invoice, payment: payment({ status: 'succeeded' }) }), true);
  assert.equal(isPaid({ invoice, payment: payment() }), false);
  assert.equal(invoiceStatusKey('pending'), 'payStatusPending');
  assert.equal(invoiceStatusKey('approved'), 'payStatusReady');
  assert.equal(invoiceStatusKey('paid'), 'payStatusPaid');
});

Deno.test('the status line: our sentence for a known error code, else the provider’s words', () => {
  assert.equal(statusLine(null, '$1.00'), null);
  assert.deepEqual(statusLine(payment({ status: 'succeeded' }), '$1.00'), {
    tone: 'success',
    key: 'statusSucceeded',
    params: { amount: '$1.00' },
  });
  assert.deepEqual(statusLine(payment({ status: 'requires_action' }), '$1.00'), {
    tone: 'warning',
    key: 'statusOther',
    params: { amount: '$1.00', status: 'requires_action' },
  });
  assert.deepEqual(
    statusLine(payment({ status: 'requires_payment_method', error: 'Nope', errorCode: 'zzz' }), ''),
    { tone: 'error', text: 'Nope' },
  );
  assert.deepEqual(
    statusLine(
      payment({ status: 'requires_payment_method', error: 'Declined', errorCode: 'card_declined' }),
      '',
    ),
    { tone: 'error', key: 'card_declined', params: {} },
  );
  // Not a sentence: a property every object has is not an error code of ours.
  assert.deepEqual(
    statusLine(payment({ status: 'canceled', error: 'Nope', errorCode: 'toString' }), ''),
    { tone: 'error', text: 'Nope' },
  );
});
