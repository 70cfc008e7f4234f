// A field error in the reader's language: a catalog key from the schema (translated) or a server
// answer (already translated, passed through). An empty message is no error.
import { errorText, useLocale } from '../../../shared/i18n.tsx';
import { bankingMessages } from '../messages.ts';

export function useFieldError() {
  const locale = useLocale();
  return (message: string | undefined): string | undefined =>
    message === '' ? undefined : errorText(bankingMessages, locale, message);
}
