// The family's first visit (spec 001 §2): a welcome screen saying a posting was made from the
// sign-up information, with Dashboard and View Posting. Leaving it clears the first-visit flag
// (GET /api/user/initial_load/off); Dashboard then loads the whole dashboard.
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { dashboardMessages } from '../messages.ts';
import type { HighlightsData } from '../model.ts';
import { HighlightsCard } from '../ui/highlights-card.tsx';

export type FamilyWelcomeProps = { highlights: HighlightsData };

export default function FamilyWelcome({ highlights }: FamilyWelcomeProps) {
  const t = useT(dashboardMessages);
  const [dismissed, setDismissed] = useState(false);
  const [leaving, setLeaving] = useState<'dashboard' | 'posting' | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (dismissed) cardRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [dismissed]);

  const leave = async (to: 'dashboard' | 'posting') => {
    setLeaving(to);
    const res = await api('GET', '/api/user/initial_load/off');
    // The flag only decides whether this screen shows again; a failure is logged, not shown.
    if (!res.ok) console.error('initial_load/off failed', res.status, res.errors);
    if (to === 'posting') {
      globalThis.location.assign('/profile/jobs');
      return;
    }
    if (res.ok) {
      // The whole dashboard (swipe card, team, messages, postings, recommendations) is read on
      // the server: load it rather than show the highlights alone.
      globalThis.location.assign('/dashboard');
      return;
    }
    // The flag could not be cleared: show the highlights here; the welcome returns next visit.
    setLeaving(null);
    setDismissed(true);
  };

  if (dismissed) {
    return (
      <div ref={cardRef} className='dash-grid'>
        <HighlightsCard data={highlights} />
      </div>
    );
  }
  return (
    <section className='dash-card dash-welcome' aria-labelledby='dash-welcome-title'>
      <h2 id='dash-welcome-title' className='dash-welcome__title'>{t('welcomeTitle')}</h2>
      <p className='dash-welcome__body'>{t('welcomeBody')}</p>
      <div className='dash-welcome__actions'>
        <button
          type='button'
          className='button button--outline'
          disabled={leaving !== null}
          onClick={() => void leave('dashboard')}
        >
          {leaving === 'dashboard'
            ? <Spinner label={t('welcomeDashboard')} />
            : t('welcomeDashboard')}
        </button>
        <button
          type='button'
          className='button button--primary'
          disabled={leaving !== null}
          onClick={() => void leave('posting')}
        >
          {leaving === 'posting'
            ? <Spinner label={t('welcomeViewPosting')} />
            : t('welcomeViewPosting')}
        </button>
      </div>
    </section>
  );
}
