// /mypay/history/{invoiceId} (spec 002 §2, §4, §8): a paid invoice. An unpaid one leads to
// /mypay/invoice/{id}; one the viewer may not see, or that does not exist, shows the spec's
// message and counts 10 seconds down to /dashboard. A paid invoice no longer changes, so this
// page needs no script (only the countdown does).
import { definePage } from '../../../server/page.ts';
import { ApiError } from '../../../server/http.server.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { getInvoice } from '../../invoices/actions.server.ts';
import type { Invoice } from '../../invoices/model.ts';
import RedirectCountdown, { type RedirectCountdownProps } from '../islands/redirect-countdown.tsx';
import { myPayMessages } from '../messages.ts';
import { invoicePath, type Role, roleOf, tabPath } from '../model.ts';
import { InvoiceBody, InvoiceFacts, InvoiceTitle } from './invoice-sheet.tsx';
import { MyPayFrame } from './my-pay-frame.tsx';

type Data =
  | { role: Role; invoice: Invoice; error: null }
  | { role: Role; invoice: null; error: RedirectCountdownProps['reason'] };

export const page = definePage<Data>({
  title: (ctx) => translator(myPayMessages, ctx.locale)('tab.history'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    const role = roleOf(viewer.userType);
    if (!role) return ctx.c.redirect('/dashboard', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const id = ctx.params.invoiceId;
    try {
      const invoice = await getInvoice(viewer, id);
      if (!invoice.status.isPaid) return ctx.c.redirect(invoicePath(invoice.id), 302);
      return { role, invoice, error: null };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const reason = err.status === 403 ? 'viewerUnauthorized' : 'viewerNotFound';
      return { role, invoice: null, error: reason };
    }
  },
  Page: ({ data }) => {
    const t = useT(myPayMessages);
    return (
      <MyPayFrame role={data.role} tab='history'>
        <p className='mp-back'>
          <a className='link' href={tabPath('history')}>← {t('backToHistory')}</a>
        </p>
        {data.invoice
          ? (
            <article className='card mp-invoice' aria-labelledby='mp-invoice-title'>
              <header className='mp-invoice__head'>
                <h2 id='mp-invoice-title' className='mp-invoice__title'>
                  <InvoiceTitle invoice={data.invoice} />
                </h2>
              </header>
              <InvoiceFacts invoice={data.invoice} role={data.role} />
              <InvoiceBody invoice={data.invoice} role={data.role} />
            </article>
          )
          : (
            <Island
              name='my-pay/redirect-countdown'
              component={RedirectCountdown}
              props={{ reason: data.error }}
            />
          )}
      </MyPayFrame>
    );
  },
});
