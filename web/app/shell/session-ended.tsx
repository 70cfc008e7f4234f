// When the session ends while a page is open (signed out in another tab, expired, or the account
// closed by staff), the live channel is closed by the server with 4401 and the page says so:
// a dialog asks the person to sign in again, back to this page (issue 20 point 28).
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../shared/i18n.tsx';
import { onSignedOut, subscribe } from '../../shared/realtime-client.ts';
import { shellMessages } from './messages.ts';

export function SessionEnded() {
  const t = useT(shellMessages);
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
  // Nothing on the page works any more, so nothing but signing in again moves on: the dialog
  // cannot be dismissed.
  return (
    <Dialog
      open={ended}
      dismiss='never'
      role='alertdialog'
      onClose={() => {}}
      title={t('sessionEndedTitle')}
      description={t('sessionEndedBody')}
    >
      {
        // Only in the browser, once the session ended: the server has no location to read.
        ended && (
          <a
            className='button button--primary'
            href={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('signInAgain')}
          </a>
        )
      }
    </Dialog>
  );
}
