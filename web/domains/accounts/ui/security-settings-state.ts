// The rules of "Sign-in and security" and of the sign-in's second step, apart from React (issue 22
// points 3 and 4): how a device and its place read, the setup key grouped for typing, the backup
// codes file, the authenticator app's setup as a reducer, and which way of proving it is you the
// second step offers.
import type { securityMessages } from '../messages.ts';
import type { SessionPlace, SessionSummary } from '../model.ts';

type Say = (
  key: keyof (typeof securityMessages)['en'],
  params?: Record<string, string | number>,
) => string;

/** "Chrome 131 on macOS", or what little the device said about itself. */
export function deviceLabel(s: Pick<SessionSummary, 'browser' | 'os'>, t: Say): string {
  const browser = s.browser ?? t('unknownBrowser');
  return s.os ? t('deviceOn', { browser, os: s.os }) : browser;
}

/** Where a device signed in from, in words that claim no more than the address says. */
export function placeLabel(place: SessionPlace, t: Say): string {
  if (place.kind === 'local') return t('placeLocal');
  if (place.kind === 'network') {
    return t(place.same ? 'placeSame' : 'placeNetwork', { prefix: place.prefix });
  }
  return t('placeUnknown');
}

/** The setup key in groups of four, as authenticator apps show theirs, for typing by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

/** The account name an app lists the key under (the otpauth URI's label, after the issuer). */
export function otpauthAccount(uri: string): string {
  try {
    const label = decodeURIComponent(new URL(uri).pathname.replace(/^\/+/, ''));
    const colon = label.indexOf(':');
    return colon >= 0 ? label.slice(colon + 1) : label;
  } catch {
    return '';
  }
}

/** The downloadable backup codes: a title, who they are for, when, a note and one code a line. */
export function backupCodesFile(
  codes: string[],
  { title, note, account, date }: { title: string; note: string; account: string; date: string },
): string {
  return [title, account, date, '', ...codes, '', note, ''].join('\n');
}

/** The first-shown sessions: this device first, then the others by last activity. */
export function orderSessions(sessions: SessionSummary[]): SessionSummary[] {
  return [...sessions].sort((a, b) =>
    a.current === b.current ? b.lastSeenAt.localeCompare(a.lastSeenAt) : a.current ? -1 : 1
  );
}

/** The zone this browser shows dates in (a device's sign-in, a passkey's date, the codes file). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The first message of a refusal (the server names one field, or `general`). */
export const firstError = (errors: Record<string, string>): string | undefined =>
  Object.values(errors)[0];

/** A password prompt's refusal: under the field when it is about the password, else below. */
export function promptRefusal(
  errors: Record<string, string>,
): { field?: string; general?: string } {
  return errors.password ? { field: errors.password } : { general: firstError(errors) };
}

/** What the password unlocks in the authenticator app's section. */
export type TotpPurpose = 'setup' | 'remove' | 'renew';

/** Where the authenticator app's section is: at rest, asking the password, setting up, or showing new codes. */
export type TotpPhase =
  | { step: 'idle' }
  | { step: 'password'; purpose: TotpPurpose }
  | { step: 'scan'; uri: string; secret: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

export type TotpState = {
  phase: TotpPhase;
  /** The code typed while setting up, its error, and whether it is being checked. */
  code: string;
  codeError?: string;
  busy: boolean;
};

export type TotpEvent =
  | { type: 'ask'; purpose: TotpPurpose }
  | { type: 'started'; uri: string; secret: string; backupCodes: string[] }
  | { type: 'renewed'; backupCodes: string[] }
  | { type: 'typed'; code: string }
  | { type: 'checking' }
  | { type: 'refused'; error?: string }
  | { type: 'confirmed' }
  | { type: 'done' };

export const initialTotp: TotpState = { phase: { step: 'idle' }, code: '', busy: false };

/** The authenticator app's section, one event at a time. */
export function totpReducer(state: TotpState, event: TotpEvent): TotpState {
  switch (event.type) {
    case 'ask':
      return { ...initialTotp, phase: { step: 'password', purpose: event.purpose } };
    case 'started': {
      const { uri, secret, backupCodes } = event;
      return { ...initialTotp, phase: { step: 'scan', uri, secret, backupCodes } };
    }
    case 'renewed':
      return { ...initialTotp, phase: { step: 'codes', backupCodes: event.backupCodes } };
    case 'typed':
      return { ...state, code: event.code };
    case 'checking':
      return { ...state, busy: true };
    case 'refused':
      return { ...state, busy: false, codeError: event.error };
    case 'confirmed':
      // The codes made with the key are shown once the app has proved it holds the key.
      return state.phase.step === 'scan'
        ? { ...initialTotp, phase: { step: 'codes', backupCodes: state.phase.backupCodes } }
        : state;
    case 'done':
      return initialTotp;
  }
}

/** The password prompt's button says what the password is for. */
export function totpPromptLabel(
  purpose: TotpPurpose,
): 'totpSetUp' | 'backupRenew' | 'totpRemoveConfirm' {
  return purpose === 'setup'
    ? 'totpSetUp'
    : purpose === 'renew'
    ? 'backupRenew'
    : 'totpRemoveConfirm';
}

/** The app's code as typed (spaces allowed, as apps show it in two groups): six digits, or null. */
export function totpDigits(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A passkey's name is optional, at most this long (the server says the same). */
export const PASSKEY_NAME_MAX = 80;

export const passkeyNameTooLong = (name: string) => name.trim().length > PASSKEY_NAME_MAX;

/** The change-password form, empty. */
export const emptyPasswordChange = () => ({
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
});

export type PasswordChange = ReturnType<typeof emptyPasswordChange>;
