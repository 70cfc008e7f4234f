// /mypay/invoice/{invoiceId}/pay (spec 002 §2 "Pay page"; families only: anyone else is told
// why, then sent to /dashboard).
// The invoice is read as the family (RLS, through the invoices domain); another family's invoice
// shows the spec's authorization warning and goes to /mypay/invoice; any other failure shows
// the spec's load error. The cards offered are the family's CVC-checked ones; the receipt email
// starts as the user's own.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { ApiError } from '../../../server/http.server.ts';
import { definePage } from '../../../server/page.ts';
import { stripeBrowserConfig } from '../../../server/stripe.server.ts';
import { Island } from '../../../shared/island.tsx';
import { type Locale, translator, useT } from '../../../shared/i18n.tsx';
import { getInvoice } from '../../invoices/actions.server.ts';
import type { Invoice } from '../../invoices/model.ts';
import {
  latestPaymentForInvoice,
  listPaymentMethods,
  paymentNextAction,
} from '../actions.server.ts';
import PayInvoice, { type PayInvoiceProps } from '../islands/pay-invoice.tsx';
import LeavePage from '../islands/leave-page.tsx';
import { paymentMessages } from '../messages.ts';

type Data =
  | { kind: 'ready'; props: PayInvoiceProps }
  | { kind: 'unauthorized' | 'error'; id: string }
  | { kind: 'familiesOnly' };

/** 'MMM DD, YYYY' (spec 002 §9) in the care zone. */
const day = (iso: string, zone: string, locale: Locale) =>
  format(new TZDate(new Date(iso).getTime(), zone), 'MMM dd, yyyy', {
    ...(locale === 'fr' ? { locale: fr } : {}),
  });
const localDay = (date: string, locale: Locale) =>
  format(new Date(`${date}T12:00:00`), 'MMM dd, yyyy', {
    ...(locale === 'fr' ? { locale: fr } : {}),
  });

function view(invoice: Invoice, locale: Locale): PayInvoiceProps['invoice'] {
  const zone = invoice.timeZone;
  return {
    id: invoice.id,
    state: invoice.state,
    caregiverName: `${invoice.caregiverInfo.firstName} ${invoice.caregiverInfo.lastName}`.trim(),
    totalPayable: invoice.invoiceBreakdown.payableBreakdown?.totalPayable ?? 0,
    // Spec 002 §4: the creation date while unapproved, the approval date once approved.
    dueDate: day(invoice.approvedAt ?? invoice.createdAt, zone, locale),
    approvedDueDate: day(invoice.approvedAt ?? new Date().toISOString(), zone, locale),
    weekStart: localDay(invoice.weekStart, locale),
    weekEnd: localDay(invoice.weekEnd, locale),
  };
}

export const page = definePage<Data>({
  title: (ctx) => translator(paymentMessages, ctx.locale)('payTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    ctx.c.header('Cache-Control', 'private, no-store');
    if (viewer.userType !== 'family') return { kind: 'familiesOnly' };
    const id = ctx.params.invoiceId;
    let invoice: Invoice;
    try {
      invoice = await getInvoice(viewer, id);
      if (invoice.familyId !== viewer.id) return { kind: 'unauthorized', id };
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) return { kind: 'unauthorized', id };
      if (!(err instanceof ApiError)) console.error('pay page: loading invoice failed', err);
      return { kind: 'error', id };
    }
    const payment = await latestPaymentForInvoice(viewer, id);
    return {
      kind: 'ready',
      props: {
        invoice: view(invoice, ctx.locale),
        methods: await listPaymentMethods(viewer),
        email: viewer.email,
        payment,
        clientSecret: await paymentNextAction(viewer, payment).catch(() => null),
        processor: stripeBrowserConfig(),
      },
    };
  },
  Page: ({ data }) => {
    const t = useT(paymentMessages);
    return (
      <div className='container pay-page pay-page--wide'>
        <h1 className='pay-page__title'>{t('payTitle')}</h1>
        {data.kind === 'ready' && (
          <Island name='payments/pay-invoice' component={PayInvoice} props={data.props} />
        )}
        {data.kind === 'unauthorized' && (
          <div className='pay-status pay-status--warning' role='alert'>
            <p>{t('unauthorizedInvoice', { id: data.id })}</p>
            <Island
              name='payments/leave-page'
              component={LeavePage}
              props={{ to: '/mypay/invoice' }}
            />
          </div>
        )}
        {data.kind === 'familiesOnly' && (
          <div className='pay-status pay-status--warning' role='alert'>
            <p>{t('familiesOnlyPay')}</p>
            <Island
              name='payments/leave-page'
              component={LeavePage}
              props={{ to: '/dashboard', label: 'goToDashboard' as const }}
            />
          </div>
        )}
        {data.kind === 'error' && (
          <p className='pay-status pay-status--error' role='alert'>
            {t('invoiceLoadError', { id: data.id })}
          </p>
        )}
      </div>
    );
  },
});
