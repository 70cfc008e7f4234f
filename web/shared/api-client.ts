// Browser-side calls to our /api. Never throws for an answered request: callers get the
// field errors the server sent (already in the user's language), or a general message when
// the network failed.
import { commonMessages } from './common-messages.ts';
import { type Locale, translator } from './i18n.tsx';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: Record<string, string> };

const pageLocale = (): Locale =>
  typeof document !== 'undefined' && document.documentElement.lang === 'fr' ? 'fr' : 'en';

export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const t = translator(commonMessages, pageLocale());
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, errors: { general: t('network') } };
  }
  const data = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const errors = data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, string>)
    : {};
  if (!Object.keys(errors).length) errors.general = t('httpStatus', { status: res.status });
  return { ok: false, status: res.status, errors };
}

/** The first message of an API failure: a field's, else the general one. */
export function firstError(errors: Record<string, string>, field?: string): string {
  return (field && errors[field]) || errors.general || Object.values(errors)[0] || '';
}
