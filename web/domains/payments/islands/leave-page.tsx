// Sends the browser on to `to` once the page has shown its message (spec 002 §6: another
// family's invoice warns, then goes to /mypay/invoice; a caregiver is told the pay page is the
// family's, then goes to /dashboard), with a link for anyone without script.
import { useEffect } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { paymentMessages } from '../messages.ts';

/** How long the warning stays before the redirect. */
export const LEAVE_AFTER_MS = 3000;

export default function LeavePage(
  { to, label = 'tabInvoice' }: { to: string; label?: 'tabInvoice' | 'goToDashboard' },
) {
  const t = useT(paymentMessages);
  useEffect(() => {
    const timer = setTimeout(() => location.replace(to), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [to]);
  return <a href={to}>{t(label)}</a>;
}
