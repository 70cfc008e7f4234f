import { defineDomain } from '../../server/domain.ts';
import { reportsApi } from './api.server.ts';
import { readReportIn } from './actions.server.ts';
import { routes } from './routes.ts';

// Reports filed on shifts (issue 11): /reports and /reports/{reportId}, the filing island placed
// by name on a shift, and the reports table's live changes. Filing one is the shifts API's
// (web/domains/shifts/api.server.ts: it reads the shift first), which calls fileReport here.
export const domain = defineDomain({
  name: 'reports',
  api: { path: '', app: reportsApi },
  routes,
  // Both parties' open pages (and the admins' list) hear a report change, re-read as them (RLS).
  realtime: { reports: readReportIn },
});
