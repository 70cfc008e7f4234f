// The invoice viewer's error (spec 002 §4, §8): the message, then 'Redirecting to dashboard
// in.......{n}.' counting down from 10, then /dashboard. A link goes there at once.
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { myPayMessages } from '../messages.ts';
import { REDIRECT_COUNTDOWN_SECONDS } from '../model.ts';

export type RedirectCountdownProps = { reason: 'viewerUnauthorized' | 'viewerNotFound' };

export default function RedirectCountdown({ reason }: RedirectCountdownProps) {
  const t = useT(myPayMessages);
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      location.assign('/dashboard');
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className='card mp-error' data-testid='viewer-error'>
      <p role='alert' className='mp-error__message'>{t(reason)}</p>
      <p className='mp-muted'>{t('redirecting', { n: left })}</p>
      <a className='link' href='/dashboard'>{t('goToDashboard')}</a>
    </div>
  );
}
