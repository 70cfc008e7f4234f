// Signup materials (spec 002 §3, §7 GET /signup-material): the service, condition, job type and
// language vocabularies in the reader's language, for the services step and the profile editor.
// Asked once per page; a failed load is only logged (spec 002 §8) and the next request asks again.
// The answer's type is accounts' SignupMaterials: the caller names it (shared imports no domain).
import { api } from './api-client.ts';

let pending: Promise<unknown> | null = null;

export function loadSignupMaterials<T>(): Promise<T> {
  pending ??= api<T>('GET', '/api/signup-material').then((res) => {
    if (!res.ok) throw new Error(`GET /api/signup-material: ${res.status}`);
    return res.data;
  });
  pending.catch(() => {
    pending = null;
  });
  return pending as Promise<T>;
}

/** A `{ key: label }` map as options, in the order the server gave. */
export const mapOptions = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => ({ value, label }));
