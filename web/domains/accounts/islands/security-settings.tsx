// "Sign-in and security" on every kind of /profile page (issue 22 points 3 and 4, ADR 044): an
// authenticator app with backup codes, passkeys, the password, and the signed-in devices. What it
// shows is read from GET /api/security once the page is live (only the signed-in person's own).
// The setup key is shown as text with the otpauth link: no QR library is installed. Each block is
// in ui/security-*.tsx; their rules in ui/security-settings-state.ts.
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import type { SecurityOverview } from '../model.ts';
import { PasskeysSection } from '../ui/security-passkeys.tsx';
import { PasswordSection } from '../ui/security-password.tsx';
import { SessionsSection } from '../ui/security-sessions.tsx';
import { TotpSection } from '../ui/security-totp.tsx';

export default function SecuritySettings() {
  const t = useT(securityMessages);
  const headingId = useId();
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const reload = useCallback(async () => {
    const res = await api<SecurityOverview>('GET', '/api/security');
    if (res.ok) {
      setOverview(res.data);
      setFailed(null);
    } else setFailed(res.errors.general ?? t('loadFailed'));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section id='security' className='card security stack' aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sectionTitle')}</h2>
      <p className='security-muted'>{t('sectionIntro')}</p>
      {overview?.staff && !overview.secondFactor && (
        <p className='security-notice' role='note'>{t('staffRequired')}</p>
      )}
      <p className={status ? 'security-done' : 'visually-hidden'} role='status'>{status}</p>
      {failed
        ? (
          <div className='stack'>
            <p className='form-error' role='alert'>{failed}</p>
            <button type='button' className='button button--outline' onClick={() => reload()}>
              {t('retry')}
            </button>
          </div>
        )
        : !overview
        ? <p aria-busy='true'>{t('loading')}</p>
        : (
          <>
            <TotpSection overview={overview} reload={reload} announce={setStatus} />
            <PasskeysSection overview={overview} reload={reload} announce={setStatus} />
            <PasswordSection reload={reload} announce={setStatus} />
            <SessionsSection overview={overview} reload={reload} announce={setStatus} />
          </>
        )}
    </section>
  );
}
