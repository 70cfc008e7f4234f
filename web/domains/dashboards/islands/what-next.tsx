// The caregiver's 'What Next?' stepper (spec 001 §2; issue 20 point 1): four steps, each shown
// done when the caregiver's records say so (model.ts whatNextState). Once the first shift is
// completed and onboarding is not marked complete, it asks GET /api/user/status/completed_all
// (spec 001 §7); when every step is done the server marks onboarding complete for good and the
// stepper goes away. A change of the caregiver's status flags (a message, an application, a
// completed shift; pushed by the accounts domain) asks again, so the steps follow live.
import { useEffect, useState } from 'react';
import { LoadingDots } from '../../../components/loading-dots/loading-dots.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { dashboardMessages } from '../messages.ts';
import {
  type OnboardingSteps,
  WHAT_NEXT_STEPS,
  type WhatNextState,
  whatNextState,
} from '../model.ts';

export type WhatNextProps = { initial: WhatNextState };

type Answer = OnboardingSteps & { isCompletedAll: boolean };

export default function WhatNext({ initial }: WhatNextProps) {
  const t = useT(dashboardMessages);
  const [state, setState] = useState(initial);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      setChecking(true);
      const res = await api<Answer>('GET', '/api/user/status/completed_all');
      if (stopped) return;
      setChecking(false);
      // A failed check leaves the steps as they were; the next visit asks again.
      if (res.ok) setState(whatNextState(res.data));
      else console.error('dashboard: completed_all failed', res.status);
    };
    if (initial.checkCompletedAll) void check();
    const off = subscribe('account_statuses', () => void check());
    return () => {
      stopped = true;
      off();
    };
  }, [initial.checkCompletedAll]);

  if (!state.show) return null;
  return (
    <section className='dash-card dash-next' aria-labelledby='dash-next-title'>
      <h2 id='dash-next-title' className='dash-card__title'>{t('whatNext')}</h2>
      <ol className='dash-next__steps'>
        {WHAT_NEXT_STEPS.map((key, i) => {
          const step = state.steps[i];
          return (
            <li
              key={key}
              className={`dash-next__step dash-next__step--${step}`}
              aria-current={step === 'current' ? 'step' : undefined}
              data-step={step}
            >
              <span className='dash-next__dot' aria-hidden='true'>
                {step === 'done' ? '✓' : i + 1}
              </span>
              <span className='dash-next__label'>{t(key)}</span>
              {step === 'done' && <span className='visually-hidden'>({t('stepDone')})</span>}
            </li>
          );
        })}
      </ol>
      {checking && <LoadingDots label={t('checkingSteps')} className='dash-next__checking' />}
    </section>
  );
}
