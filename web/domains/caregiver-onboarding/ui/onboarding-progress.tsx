// The five-step progress indicator of the caregiver sign-up (spec 002 §2, §9): an ordered list
// whose current step carries aria-current; finished steps are ticked and joined by a line.
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { TOTAL_STEPS } from './onboarding-state.ts';
import { stepMessages } from '../messages.ts';

const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

export function OnboardingProgress({ step }: { step: number }) {
  const t = useT(stepMessages);
  return (
    <section className='onb-progress' aria-label={t('progressLabel')}>
      <p className='onb-progress__count'>{t('stepOf', { step, total: TOTAL_STEPS })}</p>
      <ol className='onb-progress__steps'>
        {STEP_KEYS.map((key, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li
              key={key}
              className={`onb-progress__step onb-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className='onb-progress__dot' aria-hidden='true'>
                {state === 'done' ? '✓' : n}
              </span>
              <span className='onb-progress__label'>{t(key)}</span>
              {state === 'done' && <span className='visually-hidden'>({t('stepDone')})</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The frame every onboarding page shares: the progress, then the step's card. */
export function OnboardingFrame(
  { step, children }: { step: number | null; children: ReactNode },
) {
  return (
    <div className='container onboarding'>
      {step !== null && <OnboardingProgress step={step} />}
      <div className='onboarding__card card'>{children}</div>
    </div>
  );
}
