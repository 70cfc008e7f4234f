// The admin domain's page: the staff's home (issue 13).
import { route } from '../../server/page.ts';

export const routes = [
  route('/admin', 'adminOnly', () => import('./ui/admin-home-page.tsx')),
];
