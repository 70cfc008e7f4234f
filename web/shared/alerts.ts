// The global alert banner (spec 000 §2.8) listens for these events; any island may raise one.
export type AlertType = 'error' | 'warning' | 'info' | 'success';
export type Alert = { message: string; type: AlertType; link?: string; btnTxt?: string };

export const ALERT_EVENT = 'tendwell:alert';
export const ALERT_AUTO_CLOSE_MS = 6000;

export function showAlert(alert: Alert) {
  globalThis.dispatchEvent(new CustomEvent<Alert>(ALERT_EVENT, { detail: alert }));
}
