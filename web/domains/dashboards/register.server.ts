import { defineDomain } from '../../server/domain.ts';
import { dashboardsApi } from './api.server.ts';
import { routes } from './routes.ts';

export const domain = defineDomain({
  name: 'dashboards',
  api: { path: '/dashboard', app: dashboardsApi },
  routes,
});
