import { defineDomain } from '../../server/domain.ts';
import { adminApi } from './api.server.ts';
import { routes } from './routes.ts';

export const domain = defineDomain({
  name: 'admin',
  api: { path: '', app: adminApi },
  routes,
});
