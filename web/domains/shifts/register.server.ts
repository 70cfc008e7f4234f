import { defineDomain } from '../../server/domain.ts';
import { shiftsApi } from './api.server.ts';
import { notifyUnactioned, readReportIn, readShiftIn, readTaskIn } from './actions.server.ts';

// Shifts, tasks, saved tasks, visit records and reports (issue 11). Pages: the schedule panel
// island, placed by name by the team domain's My Team page (also on its deep links).
export const domain = defineDomain({
  name: 'shifts',
  api: { path: '', app: shiftsApi },
  // Both parties' open pages hear a shift, task or report change, each re-read as them (RLS).
  realtime: { shifts: readShiftIn, tasks: readTaskIn, reports: readReportIn },
  jobs: {
    'shifts.unactioned': async (payload) => {
      await notifyUnactioned(String(payload.shiftId));
    },
  },
  // Every 5 minutes: shifts 2 hours past their end and not completed are marked once and one
  // deduplicated job per shift notifies both parties (spec 001 §4 Unactioned).
  cron: [{
    name: 'shifts-unactioned',
    schedule: '*/5 * * * *',
    command: 'select private.mark_unactioned_shifts()',
  }],
});
