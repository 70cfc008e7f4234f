// A field error in the reader's language: a catalog key from the schemas (translated) or a server
// answer (already translated, passed through). An empty message is no error.
import { errorText, useLocale } from '../../../shared/i18n.tsx';
import { bgCheckMessages } from '../messages.ts';

export function useFieldError() {
  const locale = useLocale();
  return (message: string | undefined): string | undefined =>
    message === '' ? undefined : errorText(bgCheckMessages, locale, message);
}
