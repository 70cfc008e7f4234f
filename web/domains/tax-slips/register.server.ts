import { defineDomain } from '../../server/domain.ts';
import { taxSlipsApi } from './api.server.ts';

// T4 and RL-1 slips (issue 23; ADR 048): the API, and the retention rule: issued slips and
// summaries are kept seven years after their tax year, then removed with the runs left empty
// (the table's trigger lets a row go only once its keep_until has passed; ADR 045, 048).
export const domain = defineDomain({
  name: 'tax-slips',
  api: { path: '', app: taxSlipsApi },
  cron: [{
    name: 'tax-slips-retention',
    schedule: '15 7 2 1 *',
    command: 'select private.purge_expired_tax_records()',
  }],
});
