// The team API (spec 001 §7), mounted at /api/team: parse with the schema, call an action,
// answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { teamMessages } from './messages.ts';
import { EmergencyContactsSchema, UpdateMemberSchema } from './schemas.ts';

export const teamApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Team');

const Member = record('TeamMember', 'team/model.ts', {
  id: v.string(),
  teamId: v.string(),
  startDate: v.string(),
  wage: v.pipe(v.number(), v.description('Hourly, dollars, with 4% vacation pay.')),
  service: v.array(v.string()),
  pinnedNote: v.string(),
  caregiverInfo: v.looseObject({ firstName: v.string(), lastName: v.string() }),
  familyInfo: v.looseObject({ firstName: v.string(), lastName: v.string() }),
});

teamApi.get(
  '/',
  describe({
    summary: "The caller's team members (a family's Care Pros, a Care Pro's families).",
    answers: { 200: v.object({ members: v.array(Member) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ members: await actions.listMembers(viewer) });
  },
);

teamApi.get(
  '/member/:id',
  describe({
    summary: 'A team member.',
    answers: { 200: Member },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readMember(viewer, c.req.param('id')));
  },
);

// The care plan, with include-shifts, also replaces the services of the member's future,
// unstarted shifts.
const updates = [
  ['/member/:id/update', false, 'The family updates the care plan (`service`) or the pinned note.'],
  [
    '/member/:id/update/include-shifts',
    true,
    "Updates the care plan, and the services of the member's future, unstarted shifts.",
  ],
] as const;
for (const [path, includeShifts, summary] of updates) {
  const update = describe({ summary, body: UpdateMemberSchema, answers: { 200: Member } });
  teamApi.post(path, update, async (c) => {
    const viewer = requireViewer(c);
    const input = await readJson(c, update.body, teamMessages);
    return c.json(await actions.updateMember(viewer, c.req.param('id'), input, { includeShifts }));
  });
}

const contacts = describe({
  summary: "The family sets the member's emergency contacts (at least 2).",
  body: EmergencyContactsSchema,
  answers: { 200: Member },
});
teamApi.post('/member/:id/update/emergency-contact', contacts, async (c) => {
  const viewer = requireViewer(c);
  const { emergencyContacts } = await readJson(c, contacts.body, teamMessages);
  return c.json(
    await actions.setEmergencyContacts(viewer, c.req.param('id'), emergencyContacts),
  );
});
