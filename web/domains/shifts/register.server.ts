import { defineDomain } from '../../server/domain.ts';
import { shiftsApi } from './api.server.ts';
import { notifyUnactioned, readShiftIn, readTaskIn } from './actions.server.ts';

// Shifts, tasks, saved tasks and visit records (issue 11); reports filed on a shift are the
// reports domain's. Pages: the schedule panel island, placed by name by the team domain's My Team
// page (also on its deep links).
export const domain = defineDomain({
  name: 'shifts',
  api: { path: '', app: shiftsApi },
  // Both parties' open pages hear a shift or task change, each re-read as them (RLS).
  realtime: { shifts: readShiftIn, tasks: readTaskIn },
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
