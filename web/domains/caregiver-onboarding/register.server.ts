import { defineDomain } from '../../server/domain.ts';
import { caregiverOnboardingApi } from './api.server.ts';
import { routes } from './routes.ts';

// The sign-up steps' API answers under /api (spec 002 §7 paths: /user/caregiver/…); their four
// pages are in routes.ts.
export const domain = defineDomain({
  name: 'caregiver-onboarding',
  api: { path: '', app: caregiverOnboardingApi },
  routes,
});
