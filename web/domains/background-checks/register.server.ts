import { defineDomain } from '../../server/domain.ts';
import { backgroundChecksApi } from './api.server.ts';
import { routes } from './routes.ts';

// The background-checks API answers under /api (spec 002 §7 paths: /user/caregiver/…,
// /user/private, /admin/background-checks/…); the pages are in routes.ts.
export const domain = defineDomain({
  name: 'background-checks',
  api: { path: '', app: backgroundChecksApi },
  routes,
});
