// A field error in the reader's language, for the profile pages and the onboarding steps alike: a
// catalog key from the schemas (translated, with the province's minimum wage filled in) or a
// server answer (already translated, passed through).
import { useLocale } from '../../../shared/i18n.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { type CaregiverMessageKey, caregiverMessages } from '../messages.ts';
import { wageMinimumParams } from '../schemas.ts';

export function useFieldError(province?: string | null) {
  const locale = useLocale();
  const t = translator(caregiverMessages, locale);
  return (message: string | undefined): string | undefined => {
    if (message === undefined || message === '') return undefined;
    if (!Object.hasOwn(caregiverMessages.en, message)) return message;
    return t(message as CaregiverMessageKey, wageMinimumParams(province));
  };
}

// A react-hook-form field error's own message: web/shared's (banking's form reads it too), named
// here as well for the caregiver forms that import it with useFieldError.
export { fieldMessage } from '../../../shared/form.ts';

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
