// Reading a form's errors: a field error in the reader's language (a catalog key from a schema,
// translated with its parameters, or a server answer, already translated, passed through), and
// where a react-hook-form error or an API failure keeps its message. Used by the caregiver's
// profile pages and the onboarding steps alike.
import { type Catalog, type Params, translator, useLocale } from './i18n.tsx';

export function useCatalogError<K extends string>(catalog: Catalog<K>, params?: Params) {
  const locale = useLocale();
  const t = translator(catalog, locale);
  return (message: string | undefined): string | undefined => {
    if (message === undefined || message === '') return undefined;
    if (!Object.hasOwn(catalog.en, message)) return message;
    return t(message as K, params);
  };
}

/** The first message of an API failure: a field's, else the general one. */
export function firstError(errors: Record<string, string>, field?: string): string {
  return (field && errors[field]) || errors.general || Object.values(errors)[0] || '';
}

/** A react-hook-form field error's own message (not one nested inside it). */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** The first message anywhere in a react-hook-form error (an address fails deep inside). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const [key, value] of Object.entries(e)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
