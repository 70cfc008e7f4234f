// The caregivers domain's pages (spec 002 §2). The sign-up steps are guarded by the account's
// status flags (spec 000 §2.2, web/server/guards.server.ts): a finished step moves forward, a
// missing earlier one moves back, a finished profile goes to /dashboard.
import { route } from '../../server/page.ts';

export const routes = [
  route(
    '/caregiver/signup/basic-info',
    { caregiverSignupStep: 'basic-info' },
    () => import('./ui/basic-info-page.tsx'),
  ),
  route(
    '/caregiver/signup/services',
    { caregiverSignupStep: 'services' },
    () => import('./ui/services-page.tsx'),
  ),
  route(
    '/caregiver/signup/education-experience',
    { caregiverSignupStep: 'education-experience' },
    () => import('./ui/education-page.tsx'),
  ),
  route(
    '/caregiver/signup/finish',
    { caregiverSignupStep: 'finish' },
    () => import('./ui/finish-page.tsx'),
  ),
  // Profile (spec 002 §2); a family's view of a caregiver. The banking page is
  // web/domains/banking's, the background-check page and the staff queue
  // web/domains/background-checks'. /caregiver/{userIdNumber}/hire stays pending (the hire flow's
  // issue).
  route('/profile', 'signedIn', () => import('./ui/profile-page.tsx')),
  route('/caregiver/:userIdNumber', 'signedIn', () => import('./ui/caregiver-view-page.tsx')),
];
