// /mypay/invoice/{invoiceId} (spec 002 §2, §4, §8): the current invoice. Newer/older arrows step
// through the invoices under the chosen filter (Newest, Oldest, Unpaid, Paid, First Name, Last
// Name), Help leads to /resources, and the family's button goes Approve Invoice → Pay Invoice →
// Paid (disabled). Live: a change to the invoice (approved, paid, by anyone or by the auto-pay)
// reaches the page over the WebSocket and the invoice is read again.
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { type Invoice, INVOICE_FILTERS, type InvoiceFilter } from '../../invoices/model.ts';
import { myPayMessages } from '../messages.ts';
import {
  DEFAULT_INVOICE_FILTER,
  displayStatus,
  familyAction,
  formatDay,
  invoiceNumber,
  invoicePath,
  localDay,
  neighbours,
  payPath,
  type Role,
} from '../model.ts';
import { InvoiceBody, InvoiceFacts } from '../ui/invoice-sheet.tsx';

export type InvoiceViewerProps = {
  role: Role;
  invoice: Invoice;
  /** Invoice ids in the order of the filter (the arrows step through them). */
  order: string[];
  filter: InvoiceFilter;
  /** Set after a redirect from an invoice the viewer may not see: its number for the message. */
  denied: string | null;
};

const withFilter = (path: string, filter: InvoiceFilter) =>
  filter === DEFAULT_INVOICE_FILTER ? path : `${path}?filter=${filter}`;

/** GET /api/invoice/get/{id} answers the invoice (or `{ invoice }`). */
async function readInvoice(id: string): Promise<Invoice | null> {
  const res = await api<Invoice | { invoice: Invoice }>('GET', `/api/invoice/get/${id}`);
  if (!res.ok) return null;
  return 'invoice' in res.data ? res.data.invoice : res.data;
}

export default function InvoiceViewer(
  { role, invoice: initial, order, filter, denied }: InvoiceViewerProps,
) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const [invoice, setInvoice] = useState(initial);
  const [approving, setApproving] = useState(false);
  const id = invoice.id;

  useEffect(() => {
    const refresh = () =>
      readInvoice(id).then((fresh) => {
        if (fresh) setInvoice(fresh);
      });
    const off = subscribe('invoices', (change) => {
      if (change.id === id) refresh();
    });
    const offLive = onLive(refresh);
    return () => {
      off();
      offLive();
    };
  }, [id]);

  const approve = async () => {
    setApproving(true);
    const res = await api<unknown>('GET', `/api/invoice/approve/${id}`);
    if (res.ok) {
      showAlert({ type: 'success', message: t('approvedAlert') });
      const fresh = await readInvoice(id);
      setInvoice((current) =>
        fresh ?? { ...current, status: { ...current.status, isApproved: true } }
      );
    } else {
      const message = res.errors.error ?? res.errors.general ?? Object.values(res.errors)[0];
      showAlert({ type: 'error', message: t('approveError', { message }) });
      // Refused because it changed meanwhile (approved elsewhere, paid): show it as it is now.
      const fresh = await readInvoice(id);
      if (fresh) setInvoice(fresh);
    }
    setApproving(false);
  };

  const nav = neighbours(order, id);
  const action = familyAction(invoice);
  const autoDay = formatDay(localDay(invoice.dueAt, invoice.timeZone), locale);
  return (
    <div className='mp-viewer'>
      {denied && (
        <p className='alert alert--warning mp-notice' role='alert'>
          {t('notAuthorized', { id: denied })}
        </p>
      )}
      <div className='mp-toolbar'>
        <div className='mp-arrows'>
          {nav.newer
            ? (
              <a
                className='icon-button mp-arrow'
                href={withFilter(invoicePath(nav.newer), filter)}
                aria-label={t('newer')}
                title={t('newer')}
              >
                <span aria-hidden='true'>‹</span>
              </a>
            )
            : (
              <span className='icon-button mp-arrow' aria-disabled='true' title={t('newer')}>
                <span aria-hidden='true'>‹</span>
                <span className='visually-hidden'>{t('newer')}</span>
              </span>
            )}
          {nav.position > 0 && (
            <span className='mp-position'>
              {t('position', { n: nav.position, count: nav.count })}
            </span>
          )}
          {nav.older
            ? (
              <a
                className='icon-button mp-arrow'
                href={withFilter(invoicePath(nav.older), filter)}
                aria-label={t('older')}
                title={t('older')}
              >
                <span aria-hidden='true'>›</span>
              </a>
            )
            : (
              <span className='icon-button mp-arrow' aria-disabled='true' title={t('older')}>
                <span aria-hidden='true'>›</span>
                <span className='visually-hidden'>{t('older')}</span>
              </span>
            )}
        </div>
        <form className='mp-filter' method='get' action={invoicePath(id)}>
          <label>
            <span>{t('filter')}</span>
            <select
              name='filter'
              defaultValue={filter}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              {INVOICE_FILTERS.map((f) => <option key={f} value={f}>{t(`filter.${f}`)}</option>)}
            </select>
          </label>
          <noscript>
            <button type='submit' className='button button--outline'>{t('apply')}</button>
          </noscript>
        </form>
        <a className='button button--ghost mp-help' href='/resources'>{t('help')}</a>
      </div>

      <article className='card mp-invoice' aria-labelledby='mp-invoice-title'>
        <header className='mp-invoice__head'>
          <h2 id='mp-invoice-title' className='mp-invoice__title'>
            {t('invoiceNumber', { number: invoiceNumber(id) })}
          </h2>
          {role === 'family' && (
            action === 'approve'
              ? (
                <button
                  type='button'
                  className='button button--primary'
                  onClick={approve}
                  disabled={approving}
                  aria-busy={approving}
                >
                  {approving ? t('approving') : t('approveInvoice')}
                </button>
              )
              : action === 'pay'
              ? <a className='button button--primary' href={payPath(id)}>{t('payInvoice')}</a>
              : (
                <button type='button' className='button button--primary' disabled>
                  {t('paid')}
                </button>
              )
          )}
        </header>
        <InvoiceFacts invoice={invoice} role={role} />
        {displayStatus(invoice) === 'pending' && (
          <p className='mp-muted'>
            {role === 'family'
              ? t('autoPay', { date: autoDay })
              : t('autoPayCaregiver', { date: autoDay })}
          </p>
        )}
        <InvoiceBody invoice={invoice} role={role} />
      </article>
    </div>
  );
}
