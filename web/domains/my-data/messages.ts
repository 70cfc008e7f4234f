// The my-data domain's catalog: the "Your data" section of /profile, the download page, the mail
// and every error the API answers (issue 22 point 5, ADR 045).
import { defineMessages } from '../../shared/i18n.tsx';

export const myDataMessages = defineMessages({
  en: {
    heading: 'Your data',
    intro:
      'Download a copy of everything we hold about you, or close your account. Our <privacy>Privacy Policy</privacy> says what we keep after closing, and for how long.',
    downloadHeading: 'Download my data',
    downloadWhat:
      'A ZIP file with your profile, addresses, postings, applications, messages you wrote, shifts, tasks, reports, reviews, invoices, tax slips, remittances, records of employment, your SIN (masked), cards (brand and last 4 digits only) and your photos and documents.',
    downloadButton: 'Download my data',
    requesting: 'Asking…',
    pending:
      'We are preparing your data. We will email you a link within a few minutes; it works once, for 7 days.',
    ready:
      'Your data is ready: we emailed you a link. It works once, for 7 days. Lost the email? Ask again for a new link.',
    failed: 'We could not prepare your data. Please ask again; if it happens again, contact us.',
    used: 'You downloaded your data. You can ask for a new copy at any time.',
    expired: 'Your last download link expired. You can ask for a new copy.',
    exportPending:
      'Your data is already being prepared. We will email you a link as soon as it is ready.',
    exportTooMany: 'You have asked for your data several times today. Please try again tomorrow.',
    closeHeading: 'Close my account',
    closeWhat:
      'Your profile, photos, addresses, postings nobody was hired from, applications, cards and banking details are deleted, and you are signed out everywhere. Payroll records and invoices are kept six years after the year they concern, as Canadian tax law requires; messages you sent stay with the other person under the name “Former member”.',
    closeButton: 'Close my account',
    closeDialogTitle: 'Close your account?',
    closeDialogBody:
      'This cannot be undone. Enter your password to confirm. You may want to download your data first.',
    passwordLabel: 'Password',
    codeLabel: 'Code from your authenticator app, or a backup code',
    codeHint: 'Your account has two-step verification.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    cancel: 'Cancel',
    confirmClose: 'Close my account',
    closing: 'Closing…',
    passwordRequired: 'Please enter your password.',
    passwordWrong: 'This password is not correct.',
    codeRequired: 'Please enter the code from your authenticator app.',
    codeWrong: 'This code is not correct.',
    passkeySignInAgain:
      'For your safety, sign out and sign in again with your passkey, then close your account within 15 minutes.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    accountAlreadyClosed: 'This account is already closed.',
    pageTitle: 'Download your data',
    pageReady:
      'Your data is ready. The download is a ZIP file; this link works once, so keep the file somewhere safe.',
    pageDownload: 'Download ZIP',
    pageDownloading: 'Downloading…',
    pageDone: 'Your download has started. This link no longer works.',
    pageUsed:
      'This link has already been used. For your safety a link works only once; you can ask for a new copy on your profile.',
    pageExpired:
      'This link has expired. Links work for 7 days; you can ask for a new copy on your profile.',
    pageInvalid:
      'This link is not valid. Open the newest link we emailed you, signed in to the same account, or ask for a new copy on your profile.',
    toProfile: 'Go to my profile',
    linkUsed: 'This link has already been used.',
    linkExpired: 'This link has expired.',
    linkInvalid: 'This link is not valid.',
    mailSubject: 'Your Tendwell data is ready',
    mailHello: 'Hello {name},',
    mailHelloNoName: 'Hello,',
    mailBody: 'You asked for a copy of the data Tendwell holds about you. It is ready to download:',
    mailButton: 'Download my data',
    mailExpiry:
      'The link works once, for 7 days, when you are signed in to your account. If you did not ask for it, change your password.',
    mailSignoff: 'The Tendwell team',
  },
  fr: {
    heading: 'Vos données',
    intro:
      'Téléchargez une copie de tout ce que nous détenons à votre sujet, ou fermez votre compte. Notre <privacy>politique de confidentialité</privacy> indique ce que nous conservons après la fermeture, et pendant combien de temps.',
    downloadHeading: 'Télécharger mes données',
    downloadWhat:
      'Un fichier ZIP avec votre profil, vos adresses, offres, candidatures, les messages que vous avez écrits, quarts, tâches, rapports, évaluations, factures, feuillets fiscaux, versements et relevés d’emploi, votre NAS (masqué), cartes (marque et 4 derniers chiffres seulement) ainsi que vos photos et documents.',
    downloadButton: 'Télécharger mes données',
    requesting: 'Demande en cours…',
    pending:
      'Nous préparons vos données. Nous vous enverrons un lien par courriel d’ici quelques minutes; il fonctionne une fois, pendant 7 jours.',
    ready:
      'Vos données sont prêtes : nous vous avons envoyé un lien par courriel. Il fonctionne une fois, pendant 7 jours. Courriel introuvable? Refaites la demande pour obtenir un nouveau lien.',
    failed:
      'Nous n’avons pas pu préparer vos données. Veuillez refaire la demande; si cela se reproduit, écrivez-nous.',
    used:
      'Vous avez téléchargé vos données. Vous pouvez demander une nouvelle copie à tout moment.',
    expired:
      'Votre dernier lien de téléchargement a expiré. Vous pouvez demander une nouvelle copie.',
    exportPending:
      'Vos données sont déjà en préparation. Nous vous enverrons un lien par courriel dès qu’elles seront prêtes.',
    exportTooMany:
      'Vous avez demandé vos données plusieurs fois aujourd’hui. Veuillez réessayer demain.',
    closeHeading: 'Fermer mon compte',
    closeWhat:
      'Votre profil, vos photos, adresses, les offres pour lesquelles personne n’a été embauché, vos candidatures, cartes et coordonnées bancaires sont supprimés, et vous êtes déconnecté partout. Les dossiers de paie et les factures sont conservés six ans après l’année qu’ils concernent, comme l’exige la législation fiscale canadienne; les messages que vous avez envoyés restent chez l’autre personne sous le nom « Former member » (ancien membre).',
    closeButton: 'Fermer mon compte',
    closeDialogTitle: 'Fermer votre compte?',
    closeDialogBody:
      'Cette action est irréversible. Entrez votre mot de passe pour confirmer. Vous voudrez peut-être d’abord télécharger vos données.',
    passwordLabel: 'Mot de passe',
    codeLabel: 'Code de votre application d’authentification, ou un code de secours',
    codeHint: 'Votre compte utilise la vérification en deux étapes.',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    cancel: 'Annuler',
    confirmClose: 'Fermer mon compte',
    closing: 'Fermeture…',
    passwordRequired: 'Veuillez entrer votre mot de passe.',
    passwordWrong: 'Ce mot de passe n’est pas correct.',
    codeRequired: 'Veuillez entrer le code de votre application d’authentification.',
    codeWrong: 'Ce code n’est pas correct.',
    passkeySignInAgain:
      'Par sécurité, déconnectez-vous puis reconnectez-vous avec votre clé d’accès, et fermez votre compte dans les 15 minutes.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    accountAlreadyClosed: 'Ce compte est déjà fermé.',
    pageTitle: 'Télécharger vos données',
    pageReady:
      'Vos données sont prêtes. Le téléchargement est un fichier ZIP; ce lien ne fonctionne qu’une fois, conservez donc le fichier en lieu sûr.',
    pageDownload: 'Télécharger le ZIP',
    pageDownloading: 'Téléchargement…',
    pageDone: 'Votre téléchargement a commencé. Ce lien ne fonctionne plus.',
    pageUsed:
      'Ce lien a déjà été utilisé. Pour votre sécurité, un lien ne fonctionne qu’une fois; vous pouvez demander une nouvelle copie sur votre profil.',
    pageExpired:
      'Ce lien a expiré. Les liens fonctionnent 7 jours; vous pouvez demander une nouvelle copie sur votre profil.',
    pageInvalid:
      'Ce lien n’est pas valide. Ouvrez le plus récent lien que nous vous avons envoyé, connecté au même compte, ou demandez une nouvelle copie sur votre profil.',
    toProfile: 'Aller à mon profil',
    linkUsed: 'Ce lien a déjà été utilisé.',
    linkExpired: 'Ce lien a expiré.',
    linkInvalid: 'Ce lien n’est pas valide.',
    mailSubject: 'Vos données Tendwell sont prêtes',
    mailHello: 'Bonjour {name},',
    mailHelloNoName: 'Bonjour,',
    mailBody:
      'Vous avez demandé une copie des données que Tendwell détient à votre sujet. Elle est prête à être téléchargée :',
    mailButton: 'Télécharger mes données',
    mailExpiry:
      'Le lien fonctionne une fois, pendant 7 jours, lorsque vous êtes connecté à votre compte. Si vous n’avez pas fait cette demande, changez votre mot de passe.',
    mailSignoff: 'L’équipe Tendwell',
  },
});

export type MyDataMessageKey = keyof (typeof myDataMessages)['en'];
