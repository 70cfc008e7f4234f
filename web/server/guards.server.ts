// Route guards of spec 000 §2.2, decided on the server so a page never flashes before a redirect.
import { needsSecondFactor, SECOND_FACTOR_SETUP_PATH, type Viewer } from './viewer.server.ts';

export type Access =
  | 'public'
  | 'guestOnly' // login, signup, password reset: signed-in users go to /dashboard
  | 'signedIn'
  | 'familyOnly'
  | 'adminOnly'
  | { caregiverSignupStep: CaregiverSignupStep };

export const CAREGIVER_SIGNUP_STEPS = [
  'basic-info',
  'services',
  'education-experience',
  'finish',
] as const;
export type CaregiverSignupStep = (typeof CAREGIVER_SIGNUP_STEPS)[number];

export const caregiverSignupPath = (step: CaregiverSignupStep) => `/caregiver/signup/${step}`;

/** Where a new Care Pro account goes first (POST /api/signup answers it as `next`). */
export const FIRST_CAREGIVER_SIGNUP_PATH = caregiverSignupPath(CAREGIVER_SIGNUP_STEPS[0]);

/** The first step a caregiver has not finished, in the spec's order; null once the profile is complete. */
export function firstUnfinishedStep(viewer: Viewer): CaregiverSignupStep | null {
  if (viewer.userType !== 'caregiver' || viewer.status.isProfileCompleted) return null;
  if (!viewer.status.isBasicCompleted) return 'basic-info';
  if (!viewer.status.isServiceCompleted) return 'services';
  if (!viewer.status.isEduAccredCompleted) return 'education-experience';
  return 'finish';
}

/**
 * The one definition of "profile complete": families and admins always are; a caregiver once
 * every signup step is done. The guards, the page shell and the top bar all ask this.
 */
export function isProfileComplete(viewer: Viewer): boolean {
  return firstUnfinishedStep(viewer) === null;
}

/** Where to send this visitor instead, or null to let them through. */
export function guardRedirect(access: Access, viewer: Viewer | null, path: string): string | null {
  if (access === 'public') return null;
  if (access === 'guestOnly') return viewer ? '/dashboard' : null;
  if (!viewer) return `/login?next=${encodeURIComponent(path)}`;
  if (needsSecondFactor(viewer) && path.split(/[?#]/)[0] !== '/profile') {
    return SECOND_FACTOR_SETUP_PATH;
  }
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
