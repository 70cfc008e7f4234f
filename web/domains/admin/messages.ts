import { defineMessages } from '../../shared/i18n.tsx';

export const adminMessages = defineMessages({
  en: {
    title: 'Admin',
    heading: 'Admin home',
    intro: 'What waits for the team today.',
    reports: 'Incident reports',
    reportsWaiting: '{count} awaiting review (last 7 days)',
    backgroundChecks: 'Background checks',
    backgroundChecksWaiting: '{count} waiting for a decision',
    inquiries: 'Contact inquiries',
    inquiriesWaiting: '{count} received in the last 7 days',
    careers: 'Careers',
    careersWaiting: '{count} draft positions not published',
    unavailable: 'Count unavailable right now',
    open: 'Open',
  },
  fr: {
    title: 'Administration',
    heading: 'Accueil de l’administration',
    intro: 'Ce qui attend l’équipe aujourd’hui.',
    reports: 'Rapports d’incident',
    reportsWaiting: '{count} à examiner (7 derniers jours)',
    backgroundChecks: 'Vérifications des antécédents',
    backgroundChecksWaiting: '{count} en attente d’une décision',
    inquiries: 'Demandes de contact',
    inquiriesWaiting: '{count} reçues au cours des 7 derniers jours',
    careers: 'Carrières',
    careersWaiting: '{count} postes en brouillon non publiés',
    unavailable: 'Nombre indisponible pour le moment',
    open: 'Ouvrir',
  },
});
