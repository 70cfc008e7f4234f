// The caregiver's onboarding (spec 000 §2.2, 002 §2): the first unfinished step, from the status
// flags. The background check's lifecycle is web/domains/background-checks/lifecycle.ts.
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
