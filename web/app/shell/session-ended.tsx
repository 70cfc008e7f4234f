// When the session ends while a page is open (signed out in another tab, expired, or the account
// closed by staff), the live channel is closed by the server with 4401 and the page says so:
// a dialog asks the person to sign in again, back to this page (issue 20 point 28).
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n.tsx';
import { onSignedOut, subscribe } from '../../shared/realtime-client.ts';
import { shellMessages } from './messages.ts';

export function SessionEnded() {
  const t = useT(shellMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    // Listening to the account's own flags keeps the channel open on every signed-in page, so
    // the server's word that the session ended always has somewhere to arrive.
    const off = subscribe('account_statuses', () => {});
    const offSignedOut = onSignedOut(() => setEnded(true));
    return () => {
      off();
      offSignedOut();
    };
  }, []);
  useEffect(() => {
    if (ended && !dialog.current?.open) dialog.current?.showModal();
  }, [ended]);
  return (
    <dialog
      ref={dialog}
      className='dialog'
      role='alertdialog'
      aria-labelledby='session-ended-title'
      aria-describedby='session-ended-body'
    >
      <div className='dialog__body'>
        <h2 id='session-ended-title'>{t('sessionEndedTitle')}</h2>
        <p id='session-ended-body'>{t('sessionEndedBody')}</p>
        {ended && (
          <a
            className='button button--primary'
            href={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('signInAgain')}
          </a>
        )}
      </div>
    </dialog>
  );
}
