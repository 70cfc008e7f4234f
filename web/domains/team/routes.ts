import { route } from '../../server/page.ts';

export const routes = [
  route('/myteam', 'signedIn', () => import('./ui/my-team-page.tsx')),
  route('/myteam/:memberId', 'signedIn', () => import('./ui/my-team-page.tsx')),
  // The schedule panel's deep links (spec 001 §2): the same page, the panel opened accordingly.
  route('/myteam/:memberId/shift/:shiftId', 'signedIn', () => import('./ui/my-team-page.tsx')),
  route('/myteam/:memberId/schedule-shift', 'familyOnly', () => import('./ui/my-team-page.tsx')),
];
