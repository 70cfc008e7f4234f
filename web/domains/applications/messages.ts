// The applications domain's catalog: the validation messages of spec 002 §5 and §8 (English
// character for character) and the API's own errors. Schemas carry these keys; the server answers
// them in the request's locale.
import { defineMessages } from '../../shared/i18n.tsx';

export const applicationMessages = defineMessages({
  en: {
    // Apply (spec 002 §5)
    applyMessageEmpty: 'Must not be empty. Please include a brief message with your application.',
    profileIncomplete:
      'Your profile is not completed. Ensure your account is completed prior to applying.',
    // Response (family)
    selectAction: 'Please select an action',
    returnMessageEmpty: 'Please enter a return message',
    // Edit (caregiver)
    editMessageEmpty: 'Application message can not be empty',
    editMessagePrompt: 'Please enter a message with your application',
    messageTooLong: 'Must be 2000 characters or fewer',
    // API errors
    alreadyApplied: 'You have already applied to this job.',
    alreadyActioned: 'This application has already been actioned.',
    alreadyRead: 'This application has already been read.',
    jobInactive: 'This job posting is no longer active.',
    notCaregiver: 'Only caregivers can apply to jobs.',
    applicationMissing: 'Uh oh! It seems that this application is missing.',
    jobMissing: 'Oops! It seems this job posting is missing or has been deleted.',
    // Screens (spec 002 §2, §4, §9)
    applicationSent: 'Application Sent!',
    viewApplication: 'View Application',
    apply: 'Apply',
    acceptAndOffer: 'Accept & Offer',
    decline: 'Decline',
    update: 'Update',
    'tab.all': 'All',
    'tab.pending': 'Pending',
    'tab.actioned': 'Actioned',
    'filter.newest': 'Newest',
    'filter.oldest': 'Oldest',
    'filter.accepted': 'Accepted',
    'filter.declined': 'Declined',
    'filter.unread': 'Unread',
    'filter.read': 'Read',
    'filter.firstName': 'First Name',
    'filter.lastName': 'Last Name',
    // Notifications (class 'Job Application')
    'notify.applied': '{name} applied to your job posting.',
    'notify.edited': '{name} updated their application.',
    'notify.read': '{name} read your application.',
    'notify.accepted': '{name} accepted your application.',
    'notify.declined': '{name} declined your application.',
  },
  fr: {
    applyMessageEmpty:
      'Ne doit pas être vide. Veuillez inclure un bref message avec votre candidature.',
    profileIncomplete:
      'Votre profil n’est pas complété. Assurez-vous que votre compte est complété avant de postuler.',
    selectAction: 'Veuillez choisir une action',
    returnMessageEmpty: 'Veuillez entrer un message de réponse',
    editMessageEmpty: 'Le message de candidature ne peut pas être vide',
    editMessagePrompt: 'Veuillez entrer un message avec votre candidature',
    messageTooLong: 'Doit contenir au plus 2000 caractères',
    alreadyApplied: 'Vous avez déjà postulé à cette offre.',
    alreadyActioned: 'Cette candidature a déjà été traitée.',
    alreadyRead: 'Cette candidature a déjà été lue.',
    jobInactive: 'Cette offre d’emploi n’est plus active.',
    notCaregiver: 'Seules les personnes soignantes peuvent postuler.',
    applicationMissing: 'Oh non ! Il semble que cette candidature soit introuvable.',
    jobMissing: 'Oups ! Il semble que cette offre d’emploi soit introuvable ou ait été supprimée.',
    applicationSent: 'Candidature envoyée !',
    viewApplication: 'Voir la candidature',
    apply: 'Postuler',
    acceptAndOffer: 'Accepter et faire une offre',
    decline: 'Refuser',
    update: 'Mettre à jour',
    'tab.all': 'Toutes',
    'tab.pending': 'En attente',
    'tab.actioned': 'Traitées',
    'filter.newest': 'Plus récentes',
    'filter.oldest': 'Plus anciennes',
    'filter.accepted': 'Acceptées',
    'filter.declined': 'Refusées',
    'filter.unread': 'Non lues',
    'filter.read': 'Lues',
    'filter.firstName': 'Prénom',
    'filter.lastName': 'Nom',
    'notify.applied': '{name} a postulé à votre offre d’emploi.',
    'notify.edited': '{name} a modifié sa candidature.',
    'notify.read': '{name} a lu votre candidature.',
    'notify.accepted': '{name} a accepté votre candidature.',
    'notify.declined': '{name} a refusé votre candidature.',
  },
});
export type ApplicationMessageKey = keyof (typeof applicationMessages)['en'];
