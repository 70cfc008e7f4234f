// The addresses domain's catalog: the suggestion API's error messages (its schema carries these
// keys) and its notice for a postal code it cannot place. The address value's own message is in web/shared/address/messages.ts.
import { defineMessages } from '../../shared/i18n.tsx';

export const addressDomainMessages = defineMessages({
  en: {
    queryTooLong: 'The search text must be 200 characters or fewer.',
    mode: 'The mode must be "city" or "full".',
    limit: 'The limit must be a whole number from 1 to 5.',
    postalUnknown:
      'We can’t place postal code {code} yet. Please type your city or town instead, for example “Kingston”.',
  },
  fr: {
    queryTooLong: 'Le texte recherché doit compter 200 caractères ou moins.',
    mode: 'Le mode doit être « city » ou « full ».',
    limit: 'La limite doit être un nombre entier de 1 à 5.',
    postalUnknown:
      'Nous ne pouvons pas encore situer le code postal {code}. Tapez plutôt votre ville ou municipalité, par exemple « Rimouski ».',
  },
});
