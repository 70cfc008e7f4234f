// The rules of "Sign-in and security" and of the sign-in's second step, apart from React (issue 22
// points 3 and 4): how a device and its place read, the setup key grouped for typing, the backup
// codes file, and which way of proving it is you the second step offers.
import type { securityMessages } from '../messages.ts';
import type { SecondFactorMethod, SessionPlace, SessionSummary } from '../model.ts';

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

/** The way the second step starts with: the app's code when there is one, else the passkey. */
export function firstMethod(methods: SecondFactorMethod[]): SecondFactorMethod {
  if (methods.includes('totp')) return 'totp';
  if (methods.includes('passkey')) return 'passkey';
  return methods[0] ?? 'totp';
}

/** The other ways offered under the current one, in a stable order. */
export function otherMethods(
  methods: SecondFactorMethod[],
  current: SecondFactorMethod,
): SecondFactorMethod[] {
  return (['totp', 'backup', 'passkey'] as const).filter((m) =>
    m !== current && methods.includes(m)
  );
}

/** The first-shown sessions: this device first, then the others by last activity. */
export function orderSessions(sessions: SessionSummary[]): SessionSummary[] {
  return [...sessions].sort((a, b) =>
    a.current === b.current ? b.lastSeenAt.localeCompare(a.lastSeenAt) : a.current ? -1 : 1
  );
}

/** Whether a WebAuthn failure is the person stepping back (cancel, time-out) rather than an error. */
export function passkeyWasCancelled(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
