import { defineDomain } from '../../server/domain.ts';
import { caregiverOnboardingApi } from './api.server.ts';

// The sign-up steps' API answers under /api (spec 002 §7 paths: /user/caregiver/…).
export const domain = defineDomain({
  name: 'caregiver-onboarding',
  api: { path: '', app: caregiverOnboardingApi },
});
