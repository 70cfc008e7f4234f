import { handlePasswordResetRequests } from '../../server/auth.server.ts';
import { defineDomain } from '../../server/domain.ts';
import { sendPasswordResetMail, setPresence } from './actions.server.ts';
import { accountsApi } from './api.server.ts';
import { readAccountStatusLive } from './queries.server.ts';
import { routes } from './routes.ts';

// Better Auth's reset requests become our own mail (one handler per process, set when the
// domain is registered).
handlePasswordResetRequests(sendPasswordResetMail);

export const domain = defineDomain({
  name: 'accounts',
  api: { path: '', app: accountsApi },
  routes,
  onPresence: setPresence,
  // The account's status flags reach its owner's open /profile and dashboard (issue 20 point 21).
  realtime: { account_statuses: readAccountStatusLive },
});
