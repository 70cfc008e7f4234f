// The Care Pro's sign-up (spec 000 §2.2, 002 §2): four steps, each finished step a status flag
// of the account (public.account_statuses). The first unfinished step is where the caregiver
// goes next; a step's API call runs only once every earlier step is done. The pages' guards
// (caregiverSignupStep, web/server/guards.server.ts) send the caregiver the same way.

export type OnboardingFlags = {
  isBasicCompleted: boolean;
  isServiceCompleted: boolean;
  isEduAccredCompleted: boolean;
  isProfileCompleted: boolean;
};

export type OnboardingStep = 'basic-info' | 'services' | 'education-experience' | 'finish' | 'done';

export const ONBOARDING_PATHS: Record<OnboardingStep, string> = {
  'basic-info': '/caregiver/signup/basic-info',
  services: '/caregiver/signup/services',
  'education-experience': '/caregiver/signup/education-experience',
  finish: '/caregiver/signup/finish',
  done: '/dashboard',
};

export function onboardingStep(flags: OnboardingFlags): OnboardingStep {
  if (flags.isProfileCompleted) return 'done';
  if (!flags.isBasicCompleted) return 'basic-info';
  if (!flags.isServiceCompleted) return 'services';
  if (!flags.isEduAccredCompleted) return 'education-experience';
  return 'finish';
}

const ORDER: OnboardingStep[] = [
  'basic-info',
  'services',
  'education-experience',
  'finish',
  'done',
];

/** Whether the API call of `step` may run now: only once every earlier step is done. */
export function stepAllowed(
  flags: OnboardingFlags,
  step: Exclude<OnboardingStep, 'done'>,
): boolean {
  return ORDER.indexOf(onboardingStep(flags)) >= ORDER.indexOf(step);
}
