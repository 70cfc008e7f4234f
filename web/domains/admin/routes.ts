// The admin domain's pages: the staff's home (issue 13), closing accounts (issue 20 point 32) and
// the admin trail (issue 22 point 6).
import { route } from '../../server/page.ts';

export const routes = [
  route('/admin', 'adminOnly', () => import('./ui/admin-home-page.tsx')),
  route('/admin/accounts', 'adminOnly', () => import('./ui/admin-accounts-page.tsx')),
  route('/admin/audit', 'adminOnly', () => import('./ui/admin-audit-page.tsx')),
];
