// The pay page's two panels (islands/pay-invoice.tsx holds the state and the requests): Invoice
// Details with Approve Invoice, and Payment Details with the card, the receipt email, Pay, the
// live status line and the bank's challenge. On a phone one panel shows at a time, switched by
// the buttons at their feet.
import type { FormEvent } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { paymentMessages } from '../messages.ts';
import { brandName, expiryLabel, type PaymentMethod } from '../model.ts';
import {
  invoiceStatusKey,
  type PayErrors,
  type PayInvoiceView,
  type StatusLine,
} from './pay-invoice-state.ts';
import type { ChallengeProcessor } from './three-d-secure.ts';

export function InvoiceDetails(
  { ids, invoice, amount, approving, onApprove, onSwitch }: {
    /** The island's useId(), for the headings and fields' ids. */
    ids: string;
    invoice: PayInvoiceView;
    amount: string;
    approving: boolean;
    onApprove: () => void;
    onSwitch: () => void;
  },
) {
  const t = useT(paymentMessages);
  return (
    <section className='pay-invoice__panel pay-invoice__details' aria-labelledby={`${ids}-inv`}>
      <h2 id={`${ids}-inv`}>{t('invoiceDetails')}</h2>
      <p>
        <span className={`pay-chip pay-chip--${invoice.state}`}>
          {t(invoiceStatusKey(invoice.state))}
        </span>
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
        onClick={onApprove}
      >
        {approving ? t('approving') : t('approveInvoice')}
      </button>
      <button type='button' className='button button--ghost pay-invoice__switch' onClick={onSwitch}>
        {t('viewPaymentDetails')}
      </button>
    </section>
  );
}

/** The card (the family's CVC-checked ones), the receipt email and Pay. */
export function PaymentForm(
  { ids, methods, cardId, email, errors, amount, paid, disabled, onCard, onEmail, onPay }: {
    ids: string;
    methods: PaymentMethod[];
    cardId: string;
    email: string;
    errors: PayErrors;
    amount: string;
    paid: boolean;
    /** Pay is disabled (sending, or a payment still being made). */
    disabled: boolean;
    onCard: (id: string) => void;
    onEmail: (email: string) => void;
    onPay: () => void;
  },
) {
  const t = useT(paymentMessages);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPay();
  };
  return (
    <form onSubmit={submit} noValidate>
      {methods.length === 0
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
              onChange={(e) => onCard(e.target.value)}
              disabled={paid}
            >
              <option value=''>{t('chooseCard')}</option>
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {t('cardLabel', { brand: brandName(m.brand), last4: m.last4 })} · {expiryLabel(m)}
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
          onChange={(e) => onEmail(e.target.value)}
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
        disabled={disabled || paid}
      >
        {paid ? t('invoicePaid') : t('payAmount', { amount })}
      </button>
    </form>
  );
}

/** The live status line, in its tone (spec 002 §4). */
export function PaymentStatus({ line }: { line: StatusLine }) {
  const t = useT(paymentMessages);
  return (
    <p className={`pay-status pay-status--${line.tone}`} role='status' aria-live='polite'>
      {'text' in line ? line.text : t(line.key, line.params)}
    </p>
  );
}

/**
 * The bank waits for the cardholder (requires_action): with Stripe, Confirm payment opens the
 * bank's page; with the local fake, its test page is two buttons (ADR 028).
 */
export function BankChallenge(
  { processor, clientSecret, busy, onAnswer }: {
    processor: ChallengeProcessor | null;
    clientSecret: string | null;
    busy: boolean;
    onAnswer: (outcome: 'complete' | 'fail') => void;
  },
) {
  const t = useT(paymentMessages);
  return (
    <div className='pay-challenge'>
      <p>{t('requiresActionNote')}</p>
      {processor?.mode === 'fake' && clientSecret && (
        <>
          <p className='pay-muted'>{t('testAuthNote')}</p>
          <button
            type='button'
            className='button button--primary'
            disabled={busy}
            onClick={() => onAnswer('complete')}
          >
            {t('testAuthComplete')}
          </button>{' '}
          <button
            type='button'
            className='button button--outline'
            disabled={busy}
            onClick={() => onAnswer('fail')}
          >
            {t('testAuthFail')}
          </button>
        </>
      )}
      {processor?.mode === 'stripe' && clientSecret && (
        <button
          type='button'
          className='button button--primary'
          disabled={busy}
          onClick={() => onAnswer('complete')}
        >
          {t('confirmPayment')}
        </button>
      )}
    </div>
  );
}
