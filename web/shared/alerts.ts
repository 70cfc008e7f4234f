// The global alert banner (spec 000 §2.8) listens for these events; any island may raise one.
export type AlertType = 'error' | 'warning' | 'info' | 'success';
// An alert has isAlert, message, type, link, btnTxt, url (spec 000 §2.8). `isAlert` false hides
// it; `url` is the page it is for: one raised for another page (an error about a link being
// followed) waits in the tab's session storage until that page shows it.
export type Alert = {
  isAlert?: boolean;
  message: string;
  type: AlertType;
  link?: string;
  btnTxt?: string;
  url?: string;
};

export const ALERT_EVENT = 'tendwell:alert';
export const ALERT_AUTO_CLOSE_MS = 6000;
const PENDING_KEY = 'tendwell:pending-alert';
/** A waiting alert older than this is dropped: its page was never reached. */
const PENDING_MAX_AGE_MS = 60_000;

const pathOf = (url: string) => new URL(url, globalThis.location.href).pathname;

export function showAlert(alert: Alert) {
  const here = globalThis.location?.pathname ?? '/';
  const detail: Alert = { ...alert, isAlert: alert.isAlert ?? true, url: alert.url ?? here };
  if (pathOf(detail.url!) !== here) {
    try {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ alert: detail, at: Date.now() }));
    } catch { /* storage refused: the alert is lost, the navigation is not */ }
    return;
  }
  globalThis.dispatchEvent(new CustomEvent<Alert>(ALERT_EVENT, { detail }));
}

/** The alert raised on another page for this one, once (the banner asks when it loads). */
export function takePendingAlert(): Alert | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const { alert, at } = JSON.parse(raw) as { alert: Alert; at: number };
    if (Date.now() - at > PENDING_MAX_AGE_MS) sessionStorage.removeItem(PENDING_KEY);
    else if (alert.url && pathOf(alert.url) === globalThis.location.pathname) {
      sessionStorage.removeItem(PENDING_KEY);
      return alert;
    }
  } catch { /* no storage, or not ours: nothing waits */ }
  return null;
}
