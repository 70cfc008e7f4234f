// The contact API (spec 000 §7: POST /contact-us/submit) and the staff reading of it
// (GET /admin/inquiries), mounted under /api.
import { Hono } from 'hono';
import * as v from 'valibot';
import { clientIp, forbidden, readJson } from '../../server/http.server.ts';
import { describeRoutes, OkAnswer, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { listInquiries, submitInquiry } from './actions.server.ts';
import { contactMessages } from './messages.ts';
import { ContactSchema, pageNumber } from './schemas.ts';

export const contactApi = new Hono<AppEnv>();
const describe = describeRoutes('Contact');

const submit = describe({
  summary: 'Sends a message to the team (anyone).',
  body: ContactSchema,
  answers: { 201: OkAnswer },
  errors: [429],
});
contactApi.post('/contact-us/submit', submit, async (c) => {
  const body = await readJson(c, submit.body, contactMessages);
  await submitInquiry(c.get('viewer'), body, { ip: clientIp(c) });
  return c.json({ ok: true }, 201);
});

contactApi.get(
  '/admin/inquiries',
  describe({
    summary: 'The messages sent to the team, newest first, a page at a time (staff).',
    query: v.object({ page: v.optional(v.pipe(v.string(), v.description('From 1.'))) }),
    answers: {
      200: v.object({
        inquiries: v.array(record('Inquiry', 'contact/model.ts', {
          id: v.string(),
          name: v.string(),
          email: v.string(),
          subject: v.string(),
          message: v.string(),
          createdAt: v.string(),
        })),
        page: v.number(),
        pageSize: v.number(),
        total: v.number(),
        pageCount: v.number(),
      }),
    },
  }),
  async (c) => {
    // Staff only: 401 signed out, 403 for families and caregivers (RLS would show them nothing).
    const viewer = requireViewer(c);
    if (viewer.userType !== 'admin') throw forbidden();
    return c.json(await listInquiries(viewer, pageNumber(c.req.query('page'))));
  },
);
