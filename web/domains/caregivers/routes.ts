// The caregivers domain's pages (spec 002 §2). The four sign-up steps are caregiver-onboarding's.
import { route } from '../../server/page.ts';

export const routes = [
  // Profile, banking, background check (spec 002 §2); a family's view of a caregiver; the staff
  // queue. /caregiver/{userIdNumber}/hire stays pending (the hire flow's issue).
  route('/profile', 'signedIn', () => import('./ui/profile-page.tsx')),
  route('/profile/banking', 'signedIn', () => import('./ui/banking-page.tsx')),
  route('/profile/background-check', 'signedIn', () => import('./ui/background-check-page.tsx')),
  route('/caregiver/:userIdNumber', 'signedIn', () => import('./ui/caregiver-view-page.tsx')),
  route(
    '/admin/background-checks',
    'adminOnly',
    () => import('./ui/admin-background-checks-page.tsx'),
  ),
];
