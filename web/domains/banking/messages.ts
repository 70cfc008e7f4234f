// The banking domain's one catalog: the validation messages of the banking details (spec 002
// §5, word for word, the spec's typo included), the API's errors and the words of /profile/banking.
// Schemas carry these keys; the server answers them in the request's locale.
import { defineMessages } from '../../shared/i18n.tsx';

export const bankingMessages = defineMessages({
  en: {
    // Validation and the API's errors
    empty: 'Must not be empty',
    textTooLong: 'Must be 2000 characters or fewer',
    invalidInstNum: 'Please enter a valid insitution number',
    invalidAccNum: 'Please enter a valid account number',
    invalidTransitNum: 'Please enter a valid transit/branch number',
    bankAddressRequired: 'Please input and select a valid address from the options provided',
    notCaregiver: 'Only caregivers can do this.',
    // The page's words
    bankingTitle: 'Manage banking info',
    bankingIntro:
      'Tendwell pays you by direct deposit to a Canadian bank account. Only you and payroll staff can see these details.',
    backToProfile: 'Back to profile',
    savedDetails: 'On file',
    bankName: 'Bank name',
    instNum: 'Institution number',
    transitNum: 'Transit/branch number',
    accNum: 'Account number',
    digitsHint: '{count} digits',
    bankAddress: 'Bank address',
    homeAddress: 'Home address',
    maskedNote: 'Account and transit numbers are shown masked.',
    reenterNote: 'To update, enter your numbers again.',
    submit: 'Submit',
    submitting: 'Submitting…',
    update: 'Update',
    bankingSaved: 'Banking info saved!',
    bankingSavedBody: 'Your direct deposit details are on file.',
  },
  fr: {
    // Validation and the API's errors
    empty: 'Ne doit pas être vide',
    textTooLong: 'Doit comporter 2000 caractères ou moins',
    invalidInstNum: 'Veuillez saisir un numéro d’institution valide',
    invalidAccNum: 'Veuillez saisir un numéro de compte valide',
    invalidTransitNum: 'Veuillez saisir un numéro de transit/succursale valide',
    bankAddressRequired:
      'Veuillez saisir et choisir une adresse valide parmi les options proposées',
    notCaregiver: 'Seuls les soignants peuvent faire cela.',
    // The page's words
    bankingTitle: 'Gérer les renseignements bancaires',
    bankingIntro:
      'Tendwell vous paie par dépôt direct dans un compte bancaire canadien. Seuls vous et le personnel de la paie voyez ces renseignements.',
    backToProfile: 'Retour au profil',
    savedDetails: 'Au dossier',
    bankName: 'Nom de la banque',
    instNum: 'Numéro d’institution',
    transitNum: 'Numéro de transit/succursale',
    accNum: 'Numéro de compte',
    digitsHint: '{count} chiffres',
    bankAddress: 'Adresse de la banque',
    homeAddress: 'Adresse du domicile',
    maskedNote: 'Les numéros de compte et de transit sont masqués.',
    reenterNote: 'Pour les mettre à jour, saisissez vos numéros de nouveau.',
    submit: 'Soumettre',
    submitting: 'Envoi…',
    update: 'Mettre à jour',
    bankingSaved: 'Renseignements bancaires enregistrés!',
    bankingSavedBody: 'Vos renseignements de dépôt direct sont enregistrés.',
  },
});

export type BankingMessageKey = keyof typeof bankingMessages.en;
