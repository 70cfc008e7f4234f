import { defineDomain } from '../../server/domain.ts';
import { roeApi } from './api.server.ts';
import { INTERRUPTIONS_JOB, prepareInterruptedRecords } from './actions.server.ts';
import { routes } from './routes.ts';

// Records of employment (issue 23 point 5): the API, the pages, and the daily look for
// interruptions of earnings (no pay for seven days), which asks the family for the reason.
export const domain = defineDomain({
  name: 'records-of-employment',
  api: { path: '/records-of-employment', app: roeApi },
  routes,
  jobs: {
    [INTERRUPTIONS_JOB]: async (payload) => {
      const today = typeof payload.today === 'string'
        ? payload.today
        : new Date().toISOString().slice(0, 10);
      await prepareInterruptedRecords(today);
    },
  },
  cron: [{
    name: 'records-of-employment-interruptions',
    schedule: '0 11 * * *',
    command: `insert into private.jobs (kind, payload, dedupe_key)
      values ('${INTERRUPTIONS_JOB}', '{}', '${INTERRUPTIONS_JOB}:' || current_date)
      on conflict (dedupe_key) do nothing`,
  }],
});
