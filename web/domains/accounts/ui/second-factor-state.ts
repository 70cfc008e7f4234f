// What the sign-in's second step needs, apart from the security settings' state: the sign-in
// pages load these, and the settings' reducers would ride along in the same chunk if they lived
// in one file (Rolldown puts a module shared by two islands in one chunk, whole).
import type { SecondFactorMethod } from '../model.ts';

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

/** Whether a WebAuthn failure is the person stepping back (cancel, time-out) rather than an error. */
export function passkeyWasCancelled(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
