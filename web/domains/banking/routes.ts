// The banking domain's page (spec 002 §2): 'Manage banking info'.
import { route } from '../../server/page.ts';

export const routes = [
  route('/profile/banking', 'signedIn', () => import('./ui/banking-page.tsx')),
];
