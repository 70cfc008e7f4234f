// The background-checks domain's pages (spec 002 §2): the caregiver's standalone upload page and
// the staff queue.
import { route } from '../../server/page.ts';

export const routes = [
  route('/profile/background-check', 'signedIn', () => import('./ui/background-check-page.tsx')),
  route(
    '/admin/background-checks',
    'adminOnly',
    () => import('./ui/admin-background-checks-page.tsx'),
  ),
];
