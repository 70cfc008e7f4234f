// The contact domain's catalog: the Contact Us page and form, and the validation and API messages
// (the schemas carry these keys). The English entries are the spec's text. The staff inquiries
// page's words are ./inquiries-messages.ts.
import { defineMessages } from '../../shared/i18n.tsx';

export const contactMessages = defineMessages({
  en: {
    pageTitle: 'Contact Us',
    metaDescription:
      'Questions about home care or your Tendwell account? Send us a message; we reply within 1 to 3 business days.',
    heading: 'Contact Us',
    intro:
      'Questions about care, your account or working with Tendwell? Send us a message and our team will get back to you within 1 to 3 business days.',
    formTitle: 'Send us a message',
    allRequired: 'All fields are required.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    submittedTitle: 'Inqury Submitted!',
    submittedBody: "We'll get back to you shortly.",
    dismiss: 'Close',
    otherWays: 'Other ways to reach us',
    phoneLabel: 'Phone',
    phone: '1-844-836-3935',
    emailLabel: 'Email',
    emailAddress: 'hello@tendwell.ca',
    hoursLabel: 'Hours',
    hours: 'Monday to Friday, 9 a.m. to 6 p.m. ET',
    replyPromise: 'We answer every message within 1 to 3 business days.',
    urgent: 'If someone is in danger or needs urgent medical help, call 911.',
    jobsQuestion: 'Looking to join our team? <careers>See open positions</careers>',
    // Validation and API answers (spec 000 §5).
    errorEmpty: 'Must not be empty',
    errorInvalidEmail: 'Must be a valid email',
    errorNameTooLong: 'Must be 120 characters or fewer',
    errorSubjectTooLong: 'Must be 200 characters or fewer',
    errorMessageTooLong: 'Must be 5000 characters or fewer',
    rateLimited:
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
  },
  fr: {
    pageTitle: 'Nous joindre',
    metaDescription:
      'Des questions sur les soins à domicile ou votre compte Tendwell? Écrivez-nous; nous répondons en 1 à 3 jours ouvrables.',
    heading: 'Nous joindre',
    intro:
      'Des questions sur les soins, votre compte ou le travail avec Tendwell? Envoyez-nous un message et notre équipe vous répondra dans un délai de 1 à 3 jours ouvrables.',
    formTitle: 'Envoyez-nous un message',
    allRequired: 'Tous les champs sont obligatoires.',
    name: 'Nom',
    email: 'Courriel',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoi…',
    submittedTitle: 'Demande envoyée!',
    submittedBody: 'Nous vous répondrons sous peu.',
    dismiss: 'Fermer',
    otherWays: 'Autres façons de nous joindre',
    phoneLabel: 'Téléphone',
    phone: '1-844-836-3935',
    emailLabel: 'Courriel',
    emailAddress: 'hello@tendwell.ca',
    hoursLabel: 'Heures',
    hours: 'Du lundi au vendredi, de 9 h à 18 h (HE)',
    replyPromise: 'Nous répondons à chaque message dans un délai de 1 à 3 jours ouvrables.',
    urgent: 'Si une personne est en danger ou a besoin de soins médicaux urgents, composez le 911.',
    jobsQuestion:
      'Vous aimeriez vous joindre à notre équipe? <careers>Voir les postes ouverts</careers>',
    errorEmpty: 'Ne doit pas être vide',
    errorInvalidEmail: 'Doit être un courriel valide',
    errorNameTooLong: 'Doit compter 120 caractères ou moins',
    errorSubjectTooLong: 'Doit compter 200 caractères ou moins',
    errorMessageTooLong: 'Doit compter 5000 caractères ou moins',
    rateLimited:
      'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes et réessayer.',
  },
});

export type ContactMessageKey = keyof typeof contactMessages.en;
