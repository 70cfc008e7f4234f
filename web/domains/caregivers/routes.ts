// The caregivers domain's pages (spec 002 §2). The four sign-up steps are caregiver-onboarding's.
import { route } from '../../server/page.ts';

export const routes = [
  // Profile (spec 002 §2); a family's view of a caregiver. The sign-up steps are
  // web/domains/caregiver-onboarding's, the banking page web/domains/banking's, the
  // background-check page and the staff queue web/domains/background-checks'.
  // /caregiver/{userIdNumber}/hire stays pending (the hire flow's issue).
  route('/profile', 'signedIn', () => import('./ui/profile-page.tsx')),
  route('/caregiver/:userIdNumber', 'signedIn', () => import('./ui/caregiver-view-page.tsx')),
];
