// The browser's side of a passkey ceremony (ADR 044): our API hands out the options and a
// challenge cookie, the browser asks the authenticator (through @simplewebauthn/browser, which
// the passkey plugin ships for this), and our API checks the answer. Used by the sign-in form and
// by "Sign-in and security".
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { api, type ApiResult } from '../../../shared/api-client.ts';
import { passkeyWasCancelled } from './second-factor-state.ts';

export type PasskeyOutcome =
  | { ok: true }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled: false; errors: Record<string, string> };

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

async function ceremony(
  optionsPath: string,
  answerPath: string,
  ask: (optionsJSON: never) => Promise<unknown>,
  extra: Record<string, unknown> = {},
): Promise<PasskeyOutcome> {
  const options = await api<unknown>('POST', optionsPath, {});
  if (!options.ok) return { ok: false, cancelled: false, errors: options.errors };
  let response: unknown;
  try {
    response = await ask(options.data as never);
  } catch (err) {
    if (passkeyWasCancelled(err)) return { ok: false, cancelled: true };
    // The browser's own words are not in the reader's language: the caller says it in theirs.
    return { ok: false, cancelled: false, errors: {} };
  }
  const answer: ApiResult<unknown> = await api('POST', answerPath, { response, ...extra });
  return answer.ok ? { ok: true } : { ok: false, cancelled: false, errors: answer.errors };
}

/** Signs in with a passkey (directly, or as the second step after the password). */
export function signInWithPasskey(): Promise<PasskeyOutcome> {
  return ceremony(
    '/api/login/passkey/options',
    '/api/login/passkey',
    (optionsJSON) => startAuthentication({ optionsJSON }),
  );
}

/** Adds a passkey to the signed-in account. */
export function registerPasskey(name: string): Promise<PasskeyOutcome> {
  return ceremony(
    '/api/security/passkeys/options',
    '/api/security/passkeys',
    (optionsJSON) => startRegistration({ optionsJSON }),
    name.trim() ? { name: name.trim() } : {},
  );
}
