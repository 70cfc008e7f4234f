// The pay page's island (spec 002 §2 "Pay page", §4 invoice and payment status, §5 payment
// form): Invoice Details at left, Payment Details at right; on narrow screens one at a time,
// switched by View Payment Details / View Invoice Details with a 150 ms slide. The rules are
// ui/pay-invoice-state.ts, the panels' markup ui/pay-invoice-parts.tsx.
import { useCallback, useEffect, useId, useReducer } from 'react';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { paymentMessages } from '../messages.ts';
import type { InvoicePayment, PaymentMethod } from '../model.ts';
import {
  BankChallenge,
  InvoiceDetails,
  PaymentForm,
  PaymentStatus,
} from '../ui/pay-invoice-parts.tsx';
import {
  checkPayForm,
  initialPayState,
  isPaid,
  payBody,
  type PayErrors,
  type PayInvoiceView,
  paymentInFlight,
  payReducer,
  statusLine,
} from '../ui/pay-invoice-state.ts';
import { type ChallengeProcessor, completeChallenge } from '../ui/three-d-secure.ts';

export type { PayInvoiceView };

export type PayInvoiceProps = {
  invoice: PayInvoiceView;
  methods: PaymentMethod[];
  email: string;
  payment: InvoicePayment | null;
  /** While the bank waits for the cardholder (requires_action): the intent's client secret. */
  clientSecret: string | null;
  processor: ChallengeProcessor | null;
};

type PayAnswer = { id: string; payment: InvoicePayment; clientSecret: string | null };

export default function PayInvoice(props: PayInvoiceProps) {
  const t = useT(paymentMessages);
  const locale = useLocale();
  const ids = useId();
  const [state, dispatch] = useReducer(payReducer, props, initialPayState);
  const { invoice, payment, clientSecret } = state;
  const invoiceId = props.invoice.id;
  const amount = formatCents(invoice.totalPayable, locale);
  const paid = isPaid(state);

  const refresh = useCallback(async () => {
    const res = await api<{ payment: InvoicePayment | null }>(
      'GET',
      `/api/payment/invoice/${invoiceId}`,
    );
    if (res.ok) dispatch({ type: 'payment', payment: res.data.payment });
  }, [invoiceId]);

  // The payment status is read live from the stored payment, so a webhook that settles it after
  // the answer (or before) shows as soon as it is recorded.
  useEffect(() => {
    const off = subscribe('invoice_payments', (change) => {
      dispatch({ type: 'payment', payment: change.row as InvoicePayment | null });
    });
    const offLive = onLive(() => void refresh());
    return () => {
      off();
      offLive();
    };
  }, [refresh]);

  async function approve() {
    dispatch({ type: 'approving' });
    const res = await api<unknown>('GET', `/api/invoice/approve/${invoice.id}`);
    if (res.ok) {
      dispatch({ type: 'approved' });
      showAlert({ type: 'success', message: t('approveSuccess') });
    } else {
      dispatch({ type: 'approveFailed' });
      const message = res.errors.error ?? res.errors.general ?? '';
      showAlert({ type: 'error', message: t('approveError', { message }) });
    }
  }

  async function pay() {
    const { refusal, email } = checkPayForm(state);
    if (refusal) {
      const errors: PayErrors = {};
      if (refusal.receiptEmail) {
        errors.receipt_email = errorText(paymentMessages, locale, refusal.receiptEmail) ?? '';
      }
      if (refusal.noCard) errors.payment_method = ' ';
      if (refusal.notApproved) errors.general = t('notApproved');
      dispatch({ type: 'refused', errors });
      return;
    }
    dispatch({ type: 'submitting' });
    const res = await api<PayAnswer>(
      'POST',
      '/api/payment/add/payment',
      payBody(invoice, state.cardId, email),
    );
    if (!res.ok) {
      dispatch({ type: 'payFailed', errors: res.errors });
      if (res.status === 409) void refresh();
      return;
    }
    dispatch({ type: 'started', payment: res.data.payment, clientSecret: res.data.clientSecret });
  }

  async function challenge(outcome: 'complete' | 'fail') {
    if (!props.processor || !clientSecret || !payment) return;
    dispatch({ type: 'challenging' });
    const result = await completeChallenge(props.processor, clientSecret, outcome);
    const synced = await api<{ payment: InvoicePayment }>(
      'POST',
      `/api/payment/payments/${payment.id}/sync`,
    );
    dispatch({
      type: 'challenged',
      payment: synced.ok ? synced.data.payment : null,
      message: !result.ok && result.message ? result.message : null,
    });
  }

  const line = statusLine(payment, amount);
  return (
    <div className={`pay-invoice pay-invoice--${state.panel}`}>
      <InvoiceDetails
        ids={ids}
        invoice={invoice}
        amount={amount}
        approving={state.approving}
        onApprove={() => void approve()}
        onSwitch={() => dispatch({ type: 'panel', panel: 'payment' })}
      />

      <section className='pay-invoice__panel pay-invoice__payment' aria-labelledby={`${ids}-pay`}>
        <h2 id={`${ids}-pay`}>{t('paymentDetails')}</h2>
        <PaymentForm
          ids={ids}
          methods={props.methods}
          cardId={state.cardId}
          email={state.email}
          errors={state.errors}
          amount={amount}
          paid={paid}
          disabled={state.submitting || paymentInFlight(payment)}
          onCard={(id) =>
            dispatch({
              type: 'card',
              id,
              billingEmail: props.methods.find((m) => m.id === id)?.billingEmail ?? null,
            })}
          onEmail={(email) => dispatch({ type: 'email', email })}
          onPay={() => void pay()}
        />
        {line && <PaymentStatus line={line} />}
        {payment?.status === 'requires_action' && !payment.error && (
          <BankChallenge
            processor={props.processor}
            clientSecret={clientSecret}
            busy={state.challenging}
            onAnswer={(outcome) => void challenge(outcome)}
          />
        )}
        {paid && (
          <p>
            <a className='button button--outline' href='/mypay/history'>{t('viewHistory')}</a>
          </p>
        )}
        <button
          type='button'
          className='button button--ghost pay-invoice__switch'
          onClick={() => dispatch({ type: 'panel', panel: 'invoice' })}
        >
          {t('viewInvoiceDetails')}
        </button>
      </section>
    </div>
  );
}
