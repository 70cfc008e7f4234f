// Route guards of spec 000 §2.2, decided on the server so a page never flashes before a redirect.
import type { Viewer } from './viewer.server.ts';

export type Access =
  | 'public'
  | 'guestOnly' // login, signup, password reset: signed-in users go to /dashboard
  | 'signedIn'
  | 'familyOnly'
  | 'adminOnly'
  | { caregiverSignupStep: CaregiverSignupStep };

export const CAREGIVER_SIGNUP_STEPS = ['basic-info', 'services', 'education-experience', 'finish'] as const;
export type CaregiverSignupStep = (typeof CAREGIVER_SIGNUP_STEPS)[number];

export const caregiverSignupPath = (step: CaregiverSignupStep) => `/caregiver/signup/${step}`;

/** The first step a caregiver has not finished, in the spec's order; null once the profile is complete. */
export function firstUnfinishedStep(viewer: Viewer): CaregiverSignupStep | null {
  if (viewer.userType !== 'caregiver' || viewer.status.isProfileCompleted) return null;
  if (!viewer.status.isBasicCompleted) return 'basic-info';
  if (!viewer.status.isServiceCompleted) return 'services';
  if (!viewer.status.isEduAccredCompleted) return 'education-experience';
  return 'finish';
}

/** Where to send this visitor instead, or null to let them through. */
export function guardRedirect(access: Access, viewer: Viewer | null, path: string): string | null {
  if (access === 'public') return null;
  if (access === 'guestOnly') return viewer ? '/dashboard' : null;
  if (!viewer) return `/login?next=${encodeURIComponent(path)}`;
  const unfinished = firstUnfinishedStep(viewer);
  if (typeof access === 'object') {
    if (!unfinished) return '/dashboard';
    return unfinished === access.caregiverSignupStep ? null : caregiverSignupPath(unfinished);
  }
  if (unfinished) return caregiverSignupPath(unfinished);
  if (access === 'familyOnly' && viewer.userType !== 'family') return '/dashboard';
  if (access === 'adminOnly' && viewer.userType !== 'admin') return '/dashboard';
  return null;
}
