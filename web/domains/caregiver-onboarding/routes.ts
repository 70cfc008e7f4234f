// The caregiver sign-up's four pages (spec 002 §2), guarded by the account's status flags
// (spec 000 §2.2, web/server/guards.server.ts): a finished step moves forward, a missing earlier
// one moves back, a finished profile goes to /dashboard.
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
];
