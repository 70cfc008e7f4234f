// /mypay/invoice/{invoiceId} (spec 002 §2, §4, §6, §8): one invoice, read on the server as the
// viewer (RLS), then kept live by the island. An unknown id leads to the first current invoice;
// another family's invoice leads to /mypay/invoice with the spec's authorization message.
import { definePage } from '../../../server/page.ts';
import { ApiError } from '../../../server/http.server.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { currentInvoices, getInvoice, listInvoices } from '../../invoices/actions.server.ts';
import InvoiceViewer, { type InvoiceViewerProps } from '../islands/invoice-viewer.tsx';
import { myPayMessages } from '../messages.ts';
import {
  DEFAULT_INVOICE_FILTER,
  invoicePath,
  isInvoiceFilter,
  isUuid,
  roleOf,
  tabPath,
} from '../model.ts';
import { MyPayFrame } from './my-pay-frame.tsx';
import { tabLabelKey } from './my-pay-frame.tsx';

/** The arrows step through at most this many invoices (about ten years of one member). */
const ORDER_LIMIT = 500;

export const page = definePage<InvoiceViewerProps>({
  title: (ctx) =>
    translator(myPayMessages, ctx.locale)(
      tabLabelKey('invoice', ctx.viewer?.userType === 'caregiver' ? 'caregiver' : 'family'),
    ),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    const role = roleOf(viewer.userType);
    if (!role) return ctx.c.redirect('/dashboard', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const id = ctx.params.invoiceId;
    const query = ctx.url.searchParams;
    const raw = query.get('filter');
    const filter = isInvoiceFilter(raw) ? raw : DEFAULT_INVOICE_FILTER;
    const deniedRaw = query.get('denied');
    const denied = deniedRaw && isUuid(deniedRaw) ? deniedRaw : null;
    let invoice;
    try {
      invoice = await getInvoice(viewer, id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 403) {
        return ctx.c.redirect(`${tabPath('invoice')}?denied=${encodeURIComponent(id)}`, 302);
      }
      // Unknown: the first current invoice, or the tab's empty state.
      const [first] = await currentInvoices(viewer);
      return ctx.c.redirect(first ? invoicePath(first.id) : tabPath('invoice'), 302);
    }
    const { invoices } = await listInvoices(viewer, { filter, pageSize: ORDER_LIMIT });
    return { role, invoice, order: invoices.map((i) => i.id), filter, denied };
  },
  Page: ({ data }) => (
    <MyPayFrame role={data.role} tab='invoice'>
      <Island name='my-pay/invoice-viewer' component={InvoiceViewer} props={data} />
    </MyPayFrame>
  ),
});
