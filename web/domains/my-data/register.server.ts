import { defineDomain } from '../../server/domain.ts';
import { myDataApi } from './api.server.ts';
import { buildExport, EXPORT_JOB } from './actions.server.ts';
import { routes } from './routes.ts';

// My data (issue 22 point 5, ADR 045): the API, the download page, the export build (worker)
// and the retention purges (pg_cron).
export const domain = defineDomain({
  name: 'my-data',
  api: { path: '', app: myDataApi },
  routes,
  jobs: {
    [EXPORT_JOB]: async (payload, ctx) => {
      await buildExport(String(payload.exportId), ctx);
    },
  },
  cron: [
    // Used and expired archives are dropped within the hour.
    {
      name: 'my-data-exports-purge',
      schedule: '17 * * * *',
      command: 'select private.purge_data_exports()',
    },
    // Records kept after an account closed go once the law no longer asks for them (ADR 045).
    {
      name: 'retained-records-purge',
      schedule: '40 3 * * *',
      command: 'select private.purge_retained_records()',
    },
  ],
});
