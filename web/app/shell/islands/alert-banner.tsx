// The global alert banner (spec 000 §2.8): shows alerts raised anywhere on the page, closes
// itself after 6 s, and stays up with the connection message while the browser is offline.
import { useEffect, useState } from 'react';
import {
  type Alert,
  ALERT_AUTO_CLOSE_MS,
  ALERT_EVENT,
  takePendingAlert,
} from '../../../shared/alerts.ts';
import { shellMessages } from '../messages.ts';
import { useT } from '../../../shared/i18n.tsx';
import { Icon } from '../../../components/icons.tsx';

export default function AlertBanner({ initial, inset }: { initial: Alert | null; inset: boolean }) {
  const t = useT(shellMessages);
  const [alert, setAlert] = useState<Alert | null>(initial);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const onAlert = (e: Event) => setAlert((e as CustomEvent<Alert>).detail);
    const sync = () => setOffline(!navigator.onLine);
    sync();
    // On a visitor's page the inline loader showed a server-rendered offline notice until now;
    // this banner says it from here on (page-shell.tsx), so there is never two.
    document.querySelectorAll('[data-offline]').forEach((n) => n.remove());
    // An alert raised on the previous page for this one (its url), e.g. a link followed anyway.
    const pending = takePendingAlert();
    if (pending) setAlert(pending);
    addEventListener(ALERT_EVENT, onAlert);
    addEventListener('online', sync);
    addEventListener('offline', sync);
    return () => {
      removeEventListener(ALERT_EVENT, onAlert);
      removeEventListener('online', sync);
      removeEventListener('offline', sync);
    };
  }, []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const shown: Alert | null = offline
    ? { message: t('offline'), type: 'error' }
    : alert?.isAlert === false
    ? null
    : alert;
  return (
    <div className={`alert-region${inset ? ' alert-region--inset' : ''}`} aria-live='assertive'>
      {shown && (
        <div
          className={`alert alert--${shown.type}`}
          role={shown.type === 'error' ? 'alert' : 'status'}
        >
          <span className='alert__message'>{shown.message}</span>
          {shown.link && shown.btnTxt && (
            <a className='alert__action' href={shown.link}>{shown.btnTxt}</a>
          )}
          {!offline && (
            <button
              type='button'
              className='icon-button alert__close'
              onClick={() => setAlert(null)}
            >
              <Icon name='close' size={18} label={t('dismiss')} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
