import { defineDomain } from '../../server/domain.ts';
import { employerApi } from './api.server.ts';
import { sendEmployerReminders } from './actions.server.ts';

// The family as employer (issue 23 points 1 and 2): the API and the daily reminders (pg_cron
// marks the day, the worker sends what is due, once per family and period). The pages are My
// Pay's (/mypay/employer) and the caregivers' banking page, which place this domain's islands.
export const domain = defineDomain({
  name: 'employer',
  api: { path: '', app: employerApi },
  jobs: {
    'employer.reminders': async (payload) => {
      await sendEmployerReminders(String(payload.day));
    },
  },
  // 13:00 UTC: morning everywhere in Canada, the day's date the same from St. John's to Victoria.
  cron: [{
    name: 'employer-reminders',
    schedule: '0 13 * * *',
    command: 'select private.mark_employer_reminders()',
  }, {
    // After ADR 045's retained-records-purge (03:40): a closed account's SIN, employer details
    // and remittance marks once no pay or kept slip needs them.
    name: 'employer-retention',
    schedule: '10 4 * * *',
    command: 'select private.purge_retained_employer_records()',
  }],
});
