// The employer API, mounted at /api: /employer/details, /employer/sin,
// /employer/remittances. Parse with the schema, call an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { employerMessages } from './messages.ts';
import { EmployerDetailsSchema, RemittedSchema, SinSchema } from './schemas.ts';

export const employerApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Employer');

const Details = v.object({
  details: v.nullable(record('EmployerDetails', 'employer/model.ts', {})),
});
const Sin = v.object({
  masked: v.pipe(v.nullable(v.string()), v.description("'*** *** 544'; null: none on file.")),
});

employerApi.get(
  '/employer/details',
  describe({
    summary: "The family's details as an employer (payroll account, address); null: none yet.",
    answers: { 200: Details },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ details: await actions.getEmployerDetails(viewer) });
  },
);

const saveDetails = describe({
  summary: "Saves the family's details as an employer.",
  body: EmployerDetailsSchema,
  answers: { 200: Details },
});
employerApi.post('/employer/details', saveDetails, async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireFamily(viewer);
  const input = await readJson(c, saveDetails.body, employerMessages);
  return c.json({ details: await actions.saveEmployerDetails(viewer, input) });
});

/** The caregiver's own SIN, masked ('*** *** 544'); never the number. */
employerApi.get(
  '/employer/sin',
  describe({
    summary: "The Care Pro's own SIN, masked; never the number.",
    answers: { 200: Sin },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readOwnSin(viewer));
  },
);

const saveSin = describe({
  summary: "Saves the Care Pro's SIN (sealed at rest); answered masked.",
  body: SinSchema,
  answers: { 200: Sin },
});
employerApi.post('/employer/sin', saveSin, async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireCaregiver(viewer);
  const input = await readJson(c, saveSin.body, employerMessages);
  return c.json(await actions.saveSin(viewer, input));
});

employerApi.get(
  '/employer/remittances',
  describe({
    summary: "The family's payroll remittances of a year, month by month.",
    query: v.object({
      year: v.optional(v.pipe(v.string(), v.description('yyyy; another value: this year.'))),
    }),
    answers: {
      200: v.looseObject({
        year: v.number(),
        details: v.nullable(v.looseObject({})),
        remittances: v.array(record('Remittance', 'employer/model.ts', {
          month: v.string(),
          dueDate: v.string(),
          remittedOn: v.nullable(v.string()),
          craCents: v.number(),
          rqCents: v.number(),
        })),
        today: v.string(),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    const raw = c.req.query('year');
    const year = raw && /^\d{4}$/.test(raw) ? Number(raw) : new Date().getUTCFullYear();
    return c.json(await actions.employerOverview(viewer, year));
  },
);

/** { month: 'YYYY-MM', remittedOn: 'YYYY-MM-DD' } marks the month remitted; null unmarks it. */
const remitted = describe({
  summary: 'Marks a month remitted on a date (null unmarks it).',
  body: RemittedSchema,
  answers: { 200: v.object({ remittance: v.looseObject({ month: v.string() }) }) },
});
employerApi.post('/employer/remittances', remitted, async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  actions.requireFamily(viewer);
  const input = await readJson(c, remitted.body, employerMessages);
  return c.json({
    remittance: await actions.markRemitted(viewer, input.month, input.remittedOn),
  });
});
