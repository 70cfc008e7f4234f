// The invoices API (spec 002 §7 and the money contract), mounted at /api: /invoice…,
// /admin/invoices/run. Parse with the schema, call an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import { ApiError, parseWith, readJson, renderErrors } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { renderText, text } from '../../shared/i18n.tsx';
import * as actions from './actions.server.ts';
import { invoicesMessages } from './messages.ts';
import { ListQuerySchema, RunWeekSchema, Td1Schema, WcbRateSchema } from './schemas.ts';

export const invoicesApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

function listQuery(c: Context<AppEnv>) {
  const raw = Object.fromEntries(
    ['filter', 'page', 'memberId', 'pageSize']
      .map((key) => [key, c.req.query(key)])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  return parseWith(ListQuerySchema, raw, invoicesMessages);
}

/** GET /invoice: the viewer's current (unpaid) invoices, newest first. */
invoicesApi.get('/invoice', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ invoices: await actions.currentInvoices(viewer) });
});

/** GET /invoice/list?filter=&page=&pageSize=&memberId=: every invoice, ordered by the filter. */
invoicesApi.get('/invoice/list', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const query = listQuery(c);
  return c.json(await actions.listInvoices(viewer, query));
});

invoicesApi.get('/invoice/get_all/paid', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const query = listQuery(c);
  return c.json(await actions.listInvoices(viewer, { ...query, paidOnly: true }));
});

invoicesApi.get('/invoice/get_all/dash', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const [dash, invoices] = await Promise.all([
    actions.invoiceDashboard(viewer),
    actions.currentInvoices(viewer),
  ]);
  return c.json({ ...dash, invoices });
});

invoicesApi.get('/invoice/get/:invoiceId', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.getInvoice(viewer, c.req.param('invoiceId')));
});

/** Spec 002 §7: success 'Invoice successfull approved'; a failure carries an `error` field. */
invoicesApi.get('/invoice/approve/:invoiceId', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const locale = c.get('locale') ?? 'en';
  try {
    const invoice = await actions.approveInvoice(viewer, c.req.param('invoiceId'));
    return c.json({ message: renderText(text(invoicesMessages, 'approved'), locale), invoice });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const errors = renderErrors(err.errors, locale);
    return c.json({ ...errors, error: Object.values(errors)[0] ?? '' }, err.status);
  }
});

invoicesApi.get('/invoice/td1', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.getTd1(viewer));
});

invoicesApi.post('/invoice/td1', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, Td1Schema, invoicesMessages);
  return c.json(await actions.saveTd1(viewer, input));
});

invoicesApi.get('/invoice/wcb', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.getWcbRate(viewer));
});

invoicesApi.post('/invoice/wcb', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, WcbRateSchema, invoicesMessages);
  return c.json(await actions.saveWcbRate(viewer, input));
});

/** Operations: generate (idempotently) the invoices of the week containing `weekOf`. */
invoicesApi.post('/admin/invoices/run', async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'admin') {
    return c.json(
      renderErrors({ general: text(invoicesMessages, 'adminsOnly') }, c.get('locale') ?? 'en'),
      403,
    );
  }
  const { weekOf } = await readJson(c, RunWeekSchema, invoicesMessages);
  return c.json(await actions.runWeekAsAdmin(viewer, weekOf));
});
