// "Signed-in devices" in Sign-in and security: this device first, then the others by last
// activity, each of which can be signed out, or all of them at once.
import { useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { relativeTime } from '../../../shared/relative-time.ts';
import { securityMessages } from '../messages.ts';
import { type SectionProps, SecurityBlock } from './security-parts.tsx';
import {
  browserZone,
  deviceLabel,
  firstError,
  orderSessions,
  placeLabel,
} from './security-settings-state.ts';

export function SessionsSection({ overview, reload, announce }: SectionProps) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const [general, setGeneral] = useState<string>();
  // Which sign-out is under way (a session's id, or 'others'); every button waits for it.
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = orderSessions(overview.sessions);
  const others = sessions.filter((s) => !s.current).length;

  const end = async (path: string, key: string, done: string) => {
    setGeneral(undefined);
    setBusy(key);
    const res = await api('POST', path, {});
    setBusy(null);
    if (!res.ok) return setGeneral(firstError(res.errors));
    announce(done);
    await reload();
  };

  return (
    <SecurityBlock title={t('sessionsTitle')} intro={t('sessionsIntro')}>
      <ul className='security-list' data-testid='sessions'>
        {sessions.map((s) => {
          const device = deviceLabel(s, t);
          return (
            <li key={s.id} className='security-list__item' data-current={s.current || undefined}>
              <div className='security-list__row'>
                <div>
                  <strong>{device}</strong>
                  {s.current && (
                    <span className='security-badge security-badge--on'>{t('thisDevice')}</span>
                  )}
                  <div className='security-muted'>{placeLabel(s.place, t)}</div>
                  <div className='security-muted'>
                    {t('signedInAt', {
                      date: formatInstantDate(s.signedInAt, locale, browserZone()),
                    })}
                    {' · '}
                    {t('lastSeen', { time: relativeTime(s.lastSeenAt, Date.now(), locale) })}
                  </div>
                </div>
                {!s.current && (
                  <button
                    type='button'
                    className='button button--ghost'
                    aria-label={t('sessionEndLabel', { device })}
                    disabled={busy !== null}
                    onClick={() =>
                      end(
                        `/api/security/sessions/${encodeURIComponent(s.id)}/end`,
                        s.id,
                        t('sessionEnded'),
                      )}
                  >
                    {t('sessionEnd')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {others > 0
        ? (
          <div className='security-actions'>
            <button
              type='button'
              className='button button--outline'
              disabled={busy !== null}
              onClick={() =>
                end('/api/security/sessions/end-others', 'others', t('sessionsEndedOthers'))}
            >
              {t('sessionsEndOthers')}
            </button>
          </div>
        )
        : <p>{t('sessionsOnlyThis')}</p>}
      {general && <p className='form-error' role='alert'>{general}</p>}
    </SecurityBlock>
  );
}
