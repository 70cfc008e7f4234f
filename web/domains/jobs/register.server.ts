import { defineDomain } from '../../server/domain.ts';
import { alertEmergencyCaregivers, EMERGENCY_ALERT_JOB } from './actions.server.ts';
import { jobsApi } from './api.server.ts';
import { routes } from './routes.ts';

// The jobs API answers under /api (spec 002 §7 paths: /job…, /my-jobs, /jobs/search,
// /jobs/dash). Pages (/jobs…, /job/{jobId}, /profile/jobs…) are added with routes.ts.
export const domain = defineDomain({
  name: 'jobs',
  routes,
  api: { path: '', app: jobsApi },
  // A posting needing care immediately alerts the Emergency caregivers near it (ADR 038).
  jobs: {
    [EMERGENCY_ALERT_JOB]: async (payload) => {
      await alertEmergencyCaregivers(String(payload.jobId));
    },
  },
});
