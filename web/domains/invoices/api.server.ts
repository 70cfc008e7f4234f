// The invoices API (spec 002 §7 and the money contract), mounted at /api: /invoice…,
// /admin/invoices/run. Parse with the schema, call an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  ApiError,
  parseWith,
  readJson,
  renderErrors,
  validating,
} from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { renderText, text } from '../../shared/i18n.tsx';
import * as actions from './actions.server.ts';
import { invoicesMessages } from './messages.ts';
import {
  InvoiceAnswerSchema,
  InvoiceDashAnswerSchema,
  ListQuerySchema,
  RunWeekSchema,
  Td1Schema,
  WcbRateSchema,
} from './schemas.ts';

export const invoicesApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Invoices');
const Invoices = v.object({ invoices: v.array(InvoiceAnswerSchema) });
const InvoicePage = v.object({
  invoices: v.array(InvoiceAnswerSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

function listQuery(c: Context<AppEnv>, schema: typeof ListQuerySchema) {
  const raw = Object.fromEntries(
    ['filter', 'page', 'memberId', 'pageSize']
      .map((key) => [key, c.req.query(key)])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  return parseWith(validating(c, 'query', schema), raw, invoicesMessages);
}

/** GET /invoice: the viewer's current (unpaid) invoices, newest first. */
invoicesApi.get(
  '/invoice',
  describe({
    summary: "The caller's unpaid invoices, newest first.",
    answers: { 200: Invoices },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ invoices: await actions.currentInvoices(viewer) });
  },
);

/** GET /invoice/list?filter=&page=&pageSize=&memberId=: every invoice, ordered by the filter. */
const list = describe({
  summary: "The caller's invoices, a page at a time, in the filter's order.",
  query: ListQuerySchema,
  answers: { 200: InvoicePage },
  errors: [422],
});
invoicesApi.get('/invoice/list', list, async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const query = listQuery(c, list.query);
  return c.json(await actions.listInvoices(viewer, query));
});

const paid = describe({
  summary: "The caller's paid invoices, a page at a time.",
  query: ListQuerySchema,
  answers: { 200: InvoicePage },
  errors: [422],
});
invoicesApi.get('/invoice/get_all/paid', paid, async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const query = listQuery(c, paid.query);
  return c.json(await actions.listInvoices(viewer, { ...query, paidOnly: true }));
});

invoicesApi.get(
  '/invoice/get_all/dash',
  describe({
    summary: "The dashboards' invoice tiles, the last 12 months and the unpaid invoices.",
    answers: { 200: InvoiceDashAnswerSchema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    const [dash, invoices] = await Promise.all([
      actions.invoiceDashboard(viewer),
      actions.currentInvoices(viewer),
    ]);
    return c.json({ ...dash, invoices });
  },
);

invoicesApi.get(
  '/invoice/get/:invoiceId',
  describe({
    summary: 'An invoice, to its family and its Care Pro.',
    answers: { 200: InvoiceAnswerSchema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.getInvoice(viewer, c.req.param('invoiceId')));
  },
);

/** Spec 002 §7: success 'Invoice successfull approved'; a failure carries an `error` field. */
invoicesApi.get(
  '/invoice/approve/:invoiceId',
  describe({
    summary: 'The family approves an invoice.',
    description: 'A refusal also repeats its first message under `error` (spec 002 §7).',
    answers: { 200: v.object({ message: v.string(), invoice: InvoiceAnswerSchema }) },
    errors: [409],
  }),
  async (c) => {
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
  },
);

invoicesApi.get(
  '/invoice/td1',
  describe({
    summary: "The Care Pro's TD1 claim amounts (null: the basic amount).",
    answers: { 200: Td1Schema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.getTd1(viewer));
  },
);

const saveTd1 = describe({
  summary: "Saves the Care Pro's TD1 claim amounts.",
  body: Td1Schema,
  answers: { 200: Td1Schema },
});
invoicesApi.post('/invoice/td1', saveTd1, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, saveTd1.body, invoicesMessages);
  return c.json(await actions.saveTd1(viewer, input));
});

invoicesApi.get(
  '/invoice/wcb',
  describe({
    summary: "The family's workers' compensation rate per $100 (null: not registered).",
    answers: { 200: WcbRateSchema },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.getWcbRate(viewer));
  },
);

const saveWcb = describe({
  summary: "Saves the family's workers' compensation rate.",
  body: WcbRateSchema,
  answers: { 200: WcbRateSchema },
});
invoicesApi.post('/invoice/wcb', saveWcb, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, saveWcb.body, invoicesMessages);
  return c.json(await actions.saveWcbRate(viewer, input));
});

/** Operations: generate (idempotently) the invoices of the week containing `weekOf`. */
const runWeek = describe({
  summary: 'Generates the invoices of the week holding `weekOf` (idempotent).',
  body: RunWeekSchema,
  answers: {
    200: v.object({ created: v.number(), skipped: v.number(), weekStart: v.string() }),
  },
});
invoicesApi.post('/admin/invoices/run', runWeek, async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'admin') {
    return c.json(
      renderErrors({ general: text(invoicesMessages, 'adminsOnly') }, c.get('locale') ?? 'en'),
      403,
    );
  }
  const { weekOf } = await readJson(c, runWeek.body, invoicesMessages);
  return c.json(await actions.runWeekAsAdmin(viewer, weekOf));
});
