// The pay page's island (spec 002 §2 "Pay page", §4 invoice and payment status, §5 payment
// form): Invoice Details at left, Payment Details at right; on narrow screens one at a time,
// switched by View Payment Details / View Invoice Details with a 150 ms slide. The payment
// status is read live from the stored payment (realtime), so a webhook that settles it after
// the answer (or before) shows as soon as it is recorded.
import { useCallback, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { paymentMessages } from '../messages.ts';
import { expiryLabel, type InvoicePayment, paymentLine, type PaymentMethod } from '../model.ts';
import { ReceiptEmailSchema } from '../schemas.ts';
import { type ChallengeProcessor, completeChallenge } from '../ui/three-d-secure.ts';

export type PayInvoiceView = {
  id: string;
  state: 'pending' | 'approved' | 'paid';
  caregiverName: string;
  /** Cents: the invoice's total payable (what is charged). */
  totalPayable: number;
  /** 'MMM DD, YYYY' in the care zone: created while unapproved, then approved (spec 002 §4). */
  dueDate: string;
  approvedDueDate: string;
  weekStart: string;
  weekEnd: string;
};

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

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export default function PayInvoice(props: PayInvoiceProps) {
  const t = useT(paymentMessages);
  const locale = useLocale();
  const ids = useId();
  const [invoice, setInvoice] = useState(props.invoice);
  const [panel, setPanel] = useState<'invoice' | 'payment'>(
    props.invoice.state === 'pending' ? 'invoice' : 'payment',
  );
  const preferred = props.methods.find((m) => m.isPreferred) ?? props.methods[0] ?? null;
  const [cardId, setCardId] = useState<string>(preferred?.id ?? '');
  const [email, setEmail] = useState(props.email);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [payment, setPayment] = useState<InvoicePayment | null>(props.payment);
  const [clientSecret, setClientSecret] = useState<string | null>(props.clientSecret);
  const [challenging, setChallenging] = useState(false);

  const amount = formatCents(invoice.totalPayable, locale);
  const paid = invoice.state === 'paid' || payment?.status === 'succeeded';

  const take = useCallback((next: InvoicePayment | null) => {
    if (!next || next.invoiceId !== props.invoice.id) return;
    setPayment((current) => current && current.attempt > next.attempt ? current : next);
    if (next.status === 'succeeded') setInvoice((i) => ({ ...i, state: 'paid' }));
  }, [props.invoice.id]);

  const refresh = useCallback(async () => {
    const res = await api<{ payment: InvoicePayment | null }>(
      'GET',
      `/api/payment/invoice/${props.invoice.id}`,
    );
    if (res.ok) take(res.data.payment);
  }, [props.invoice.id, take]);

  useEffect(() => {
    const off = subscribe('invoice_payments', (change) => {
      take(change.row as InvoicePayment | null);
    });
    const offLive = onLive(() => void refresh());
    return () => {
      off();
      offLive();
    };
  }, [refresh, take]);

  async function approve() {
    setApproving(true);
    const res = await api<unknown>('GET', `/api/invoice/approve/${invoice.id}`);
    setApproving(false);
    if (res.ok) {
      setInvoice((i) => ({ ...i, state: 'approved', dueDate: i.approvedDueDate }));
      setErrors((e) => ({ ...e, general: '' }));
      showAlert({ type: 'success', message: t('approveSuccess') });
      setPanel('payment');
    } else {
      const message = res.errors.error ?? res.errors.general ?? '';
      showAlert({ type: 'error', message: t('approveError', { message }) });
    }
  }

  function pickCard(id: string) {
    setCardId(id);
    // Spec 002 §5: the card's billing email, or blank.
    setEmail(props.methods.find((m) => m.id === id)?.billingEmail ?? '');
    setErrors((e) => ({ ...e, payment_method: '' }));
  }

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    const checked = v.safeParse(ReceiptEmailSchema, email);
    if (!checked.success) {
      next.receipt_email = errorText(paymentMessages, locale, checked.issues[0].message) ?? '';
    }
    if (!cardId) next.payment_method = ' ';
    if (invoice.state === 'pending') next.general = t('notApproved');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    const res = await api<PayAnswer>('POST', '/api/payment/add/payment', {
      amount: invoice.totalPayable,
      currency: 'cad',
      payment_method: cardId,
      description: invoice.id,
      receipt_email: checked.success ? checked.output : email,
      status: 'new',
    });
    setSubmitting(false);
    if (!res.ok) {
      setErrors(res.errors);
      if (res.status === 409) void refresh();
      return;
    }
    take(res.data.payment);
    setClientSecret(res.data.clientSecret);
  }

  async function challenge(outcome: 'complete' | 'fail') {
    if (!props.processor || !clientSecret || !payment) return;
    setChallenging(true);
    const result = await completeChallenge(props.processor, clientSecret, outcome);
    const synced = await api<{ payment: InvoicePayment }>(
      'POST',
      `/api/payment/payments/${payment.id}/sync`,
    );
    setChallenging(false);
    if (synced.ok) take(synced.data.payment);
    if (!result.ok && result.message) setErrors((e) => ({ ...e, general: result.message }));
    setClientSecret(null);
  }

  const line = payment ? paymentLine(payment) : null;
  const lineText = !payment || !line
    ? ''
    : line.key === 'error'
    ? (payment.errorCode && payment.errorCode in paymentMessages.en
      ? t(payment.errorCode as keyof typeof paymentMessages.en)
      : payment.error ?? '')
    : line.key === 'statusOther'
    ? t('statusOther', { amount, status: payment.status })
    : t(line.key, { amount });
  // A payment still being made keeps the button disabled; an error re-enables it (spec 002 §4).
  const busy = !!payment && !payment.error &&
    ['new', 'requires_confirmation', 'processing', 'requires_action'].includes(payment.status);
  const statusKey = invoice.state === 'paid'
    ? 'payStatusPaid'
    : invoice.state === 'approved'
    ? 'payStatusReady'
    : 'payStatusPending';

  return (
    <div className={`pay-invoice pay-invoice--${panel}`}>
      <section className='pay-invoice__panel pay-invoice__details' aria-labelledby={`${ids}-inv`}>
        <h2 id={`${ids}-inv`}>{t('invoiceDetails')}</h2>
        <p>
          <span className={`pay-chip pay-chip--${invoice.state}`}>{t(statusKey)}</span>
        </p>
        <dl className='pay-facts'>
          <dt>{t('invoiceNumber')}</dt>
          <dd>
            <a href={`/mypay/invoice/${invoice.id}`}>{invoice.id.slice(0, 8).toUpperCase()}</a>
          </dd>
          <dt>{t('caregiver')}</dt>
          <dd>{invoice.caregiverName}</dd>
          <dt>{t('amountPayable')}</dt>
          <dd className='pay-facts__amount'>{amount}</dd>
          <dt>{t('dueDate')}</dt>
          <dd>{invoice.dueDate}</dd>
          <dt>{t('weekOf')}</dt>
          <dd>{t('weekRange', { start: invoice.weekStart, end: invoice.weekEnd })}</dd>
        </dl>
        <button
          type='button'
          className='button button--primary'
          disabled={invoice.state !== 'pending' || approving}
          onClick={() => void approve()}
        >
          {approving ? t('approving') : t('approveInvoice')}
        </button>
        <button
          type='button'
          className='button button--ghost pay-invoice__switch'
          onClick={() => setPanel('payment')}
        >
          {t('viewPaymentDetails')}
        </button>
      </section>

      <section className='pay-invoice__panel pay-invoice__payment' aria-labelledby={`${ids}-pay`}>
        <h2 id={`${ids}-pay`}>{t('paymentDetails')}</h2>
        <form onSubmit={(e) => void pay(e)} noValidate>
          {props.methods.length === 0
            ? (
              <p className='pay-muted'>
                {t('noCards')} <a href='/mypay/detail'>{t('addPaymentMethod')}</a>
              </p>
            )
            : (
              <div className='field'>
                <label htmlFor={`${ids}-card`}>{t('card')}</label>
                <select
                  id={`${ids}-card`}
                  value={cardId}
                  aria-invalid={errors.payment_method ? true : undefined}
                  className={errors.payment_method ? 'is-invalid' : undefined}
                  onChange={(e) => pickCard(e.target.value)}
                  disabled={paid}
                >
                  <option value=''>{t('chooseCard')}</option>
                  {props.methods.map((m) => (
                    <option key={m.id} value={m.id}>
                      {t('cardLabel', { brand: BRANDS[m.brand] ?? m.brand, last4: m.last4 })} ·{' '}
                      {expiryLabel(m)}
                    </option>
                  ))}
                </select>
                {errors.payment_method?.trim() && (
                  <p className='field__error'>{errors.payment_method}</p>
                )}
              </div>
            )}
          <div className='field'>
            <label htmlFor={`${ids}-email`}>{t('receiptEmail')}</label>
            <input
              id={`${ids}-email`}
              type='email'
              value={email}
              disabled={paid}
              aria-invalid={errors.receipt_email ? true : undefined}
              aria-describedby={errors.receipt_email ? `${ids}-email-error` : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((x) => ({ ...x, receipt_email: '' }));
              }}
            />
            {errors.receipt_email && (
              <p id={`${ids}-email-error`} className='field__error'>{errors.receipt_email}</p>
            )}
          </div>
          {(errors.general || errors.amount) && (
            <p className='pay-status pay-status--error' role='alert'>
              {errors.general || errors.amount}
            </p>
          )}
          <button
            type='submit'
            className='button button--primary pay-invoice__pay'
            disabled={submitting || paid || busy}
          >
            {paid ? t('invoicePaid') : t('payAmount', { amount })}
          </button>
        </form>
        {line && (
          <p className={`pay-status pay-status--${line.tone}`} role='status' aria-live='polite'>
            {lineText}
          </p>
        )}
        {payment?.status === 'requires_action' && !payment.error && (
          <div className='pay-challenge'>
            <p>{t('requiresActionNote')}</p>
            {props.processor?.mode === 'fake' && clientSecret && (
              <>
                <p className='pay-muted'>{t('testAuthNote')}</p>
                <button
                  type='button'
                  className='button button--primary'
                  disabled={challenging}
                  onClick={() => void challenge('complete')}
                >
                  {t('testAuthComplete')}
                </button>{' '}
                <button
                  type='button'
                  className='button button--outline'
                  disabled={challenging}
                  onClick={() => void challenge('fail')}
                >
                  {t('testAuthFail')}
                </button>
              </>
            )}
            {props.processor?.mode === 'stripe' && clientSecret && (
              <button
                type='button'
                className='button button--primary'
                disabled={challenging}
                onClick={() => void challenge('complete')}
              >
                {t('confirmPayment')}
              </button>
            )}
          </div>
        )}
        {paid && (
          <p>
            <a className='button button--outline' href='/mypay/history'>{t('viewHistory')}</a>
          </p>
        )}
        <button
          type='button'
          className='button button--ghost pay-invoice__switch'
          onClick={() => setPanel('invoice')}
        >
          {t('viewInvoiceDetails')}
        </button>
      </section>
    </div>
  );
}
