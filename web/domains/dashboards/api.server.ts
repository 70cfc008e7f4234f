// The dashboard's API, mounted at /api/dashboard: the live sections re-read after a change
// reached the page (islands/live.ts). No SQL here.
import { Hono } from 'hono';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { loadSections } from './actions.server.ts';
import { LIVE_SECTIONS, type LiveSection } from './model.ts';
import { LiveSectionsSchema, SectionsQuerySchema } from './schemas.ts';

export const dashboardsApi = new Hono<AppEnv>();
const describe = describeRoutes('Dashboards');

/** GET /api/dashboard/sections?only=counts,swipe,team (unknown names are ignored; none: all). */
const sections = describe({
  summary: "Re-reads the dashboard's live sections (after a change reached the page).",
  query: SectionsQuerySchema,
  answers: { 200: LiveSectionsSchema },
});
dashboardsApi.get('/sections', sections, async (c) => {
  const viewer = requireViewer(c);
  c.header('Cache-Control', 'private, no-store');
  const asked = (c.req.query('only') ?? '').split(',').filter((s): s is LiveSection =>
    (LIVE_SECTIONS as readonly string[]).includes(s)
  );
  return c.json(await loadSections(viewer, asked.length ? asked : [...LIVE_SECTIONS]));
});
