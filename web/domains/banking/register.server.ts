import { defineDomain } from '../../server/domain.ts';
import { bankingApi } from './api.server.ts';
import { routes } from './routes.ts';

// The banking API answers under /api (spec 002 §7: /user/banking); the page is in routes.ts.
export const domain = defineDomain({
  name: 'banking',
  api: { path: '', app: bankingApi },
  routes,
});
