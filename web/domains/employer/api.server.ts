// The employer API, mounted at /api: /employer/details, /employer/sin,
// /employer/remittances. Parse with the schema, call an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import { readJson } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { employerMessages } from './messages.ts';
import { EmployerDetailsSchema, RemittedSchema, SinSchema } from './schemas.ts';

export const employerApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

employerApi.get('/employer/details', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ details: await actions.getEmployerDetails(viewer) });
});

employerApi.post('/employer/details', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireFamily(viewer);
  const input = await readJson(c, EmployerDetailsSchema, employerMessages);
  return c.json({ details: await actions.saveEmployerDetails(viewer, input) });
});

/** The caregiver's own SIN, masked ('*** *** 544'); never the number. */
employerApi.get('/employer/sin', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readOwnSin(viewer));
});

employerApi.post('/employer/sin', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireCaregiver(viewer);
  const input = await readJson(c, SinSchema, employerMessages);
  return c.json(await actions.saveSin(viewer, input));
});

employerApi.get('/employer/remittances', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const raw = c.req.query('year');
  const year = raw && /^\d{4}$/.test(raw) ? Number(raw) : new Date().getUTCFullYear();
  return c.json(await actions.employerOverview(viewer, year));
});

/** { month: 'YYYY-MM', remittedOn: 'YYYY-MM-DD' } marks the month remitted; null unmarks it. */
employerApi.post('/employer/remittances', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireFamily(viewer);
  const input = await readJson(c, RemittedSchema, employerMessages);
  return c.json({
    remittance: await actions.markRemitted(viewer, input.month, input.remittedOn),
  });
});
