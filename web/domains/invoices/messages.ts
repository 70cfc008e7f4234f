// The invoices domain's catalog: API answers, validation keys, notification text and the status
// labels. English is spec 002's text character for character where the spec gives one (typos
// included: 'successfull', 'outsitanding').
import { defineMessages } from '../../shared/i18n.tsx';

export const invoicesMessages = defineMessages({
  en: {
    // Spec 002 §8
    approved: 'Invoice successfull approved',
    approveFailed: 'Error! {message}',
    notAuthorizedPay:
      'You do not have authorization to view invoice #{id} and have been redirected to your current outsitanding invoices.',
    viewerUnauthorized:
      'Uh oh! It seems you are not authorized to view this invoice. Please verify the Invoice ID or try again.',
    viewerNotFound: 'Uh oh! It seems we can not locate this invoice.',
    loadFailed: 'Oops... There seems to be an error loading invoice #{id}. Please try again later.',
    notApprovedYet: 'This invoice has yet to be approved.',
    // Statuses (spec 002 §4)
    statusPending: 'Pending',
    statusApproved: 'Approved',
    statusPaid: 'Paid',
    payStatusPending: 'Pending Approval',
    payStatusReady: 'Ready for Payment',
    payStatusPaid: 'Paid',
    // Server answers
    invoiceNotFound: 'This invoice could not be found.',
    familiesOnly: 'Only the family can approve this invoice.',
    alreadyApproved: 'This invoice has already been approved.',
    alreadyPaid: 'This invoice has already been paid.',
    adminsOnly: 'Only an administrator can do this.',
    caregiversOnly: 'Only a caregiver files a TD1.',
    familiesOnlyWcb: "Only a family sets a workers' compensation rate.",
    // Validation
    weekOfInvalid: 'Please enter a date as YYYY-MM-DD.',
    noPayrollTables: 'There are no payroll tables yet for the pay date of that week ({payDate}).',
    claimInvalid: 'Please enter an amount between $0 and $1,000,000, or leave it empty.',
    rateInvalid: 'Please enter a rate between 0 and 100 per $100, or leave it empty.',
    filterInvalid: 'Please choose a filter: Newest, Oldest, Unpaid, Paid, First Name or Last Name.',
    pageInvalid: 'Please enter a page number.',
    // Notifications (class Invoice)
    newForCaregiver: 'Your invoice for the week of {week} is ready: {net} net.',
    newForFamily: 'A new invoice for <b>{name}</b> (week of {week}) is ready for your review.',
    approvedForCaregiver: 'Your invoice for the week of {week} was approved.',
    paidForCaregiver: 'Your invoice for the week of {week} was paid.',
    paidForFamily: 'Your invoice for <b>{name}</b> (week of {week}) was paid.',
  },
  fr: {
    approved: 'Facture approuvée avec succès',
    approveFailed: 'Erreur ! {message}',
    notAuthorizedPay:
      "Vous n'avez pas l'autorisation de consulter la facture n° {id} et avez été redirigé vers vos factures en attente.",
    viewerUnauthorized:
      'Oh oh ! Il semble que vous ne soyez pas autorisé à consulter cette facture. Veuillez vérifier le numéro de facture ou réessayer.',
    viewerNotFound: 'Oh oh ! Il semble que nous ne trouvions pas cette facture.',
    loadFailed:
      'Oups... Une erreur est survenue lors du chargement de la facture n° {id}. Veuillez réessayer plus tard.',
    notApprovedYet: "Cette facture n'a pas encore été approuvée.",
    statusPending: 'En attente',
    statusApproved: 'Approuvée',
    statusPaid: 'Payée',
    payStatusPending: "En attente d'approbation",
    payStatusReady: 'Prête pour le paiement',
    payStatusPaid: 'Payée',
    invoiceNotFound: 'Cette facture est introuvable.',
    familiesOnly: 'Seule la famille peut approuver cette facture.',
    alreadyApproved: 'Cette facture a déjà été approuvée.',
    alreadyPaid: 'Cette facture a déjà été payée.',
    adminsOnly: 'Seul un administrateur peut faire ceci.',
    caregiversOnly: 'Seul un aidant remplit un TD1.',
    familiesOnlyWcb: "Seule une famille fixe un taux d'indemnisation des accidentés du travail.",
    weekOfInvalid: 'Veuillez saisir une date au format AAAA-MM-JJ.',
    noPayrollTables:
      "Il n'y a pas encore de tables de paie pour la date de paie de cette semaine ({payDate}).",
    claimInvalid: 'Veuillez saisir un montant entre 0 $ et 1 000 000 $, ou laisser vide.',
    rateInvalid: 'Veuillez saisir un taux entre 0 et 100 par tranche de 100 $, ou laisser vide.',
    filterInvalid:
      'Veuillez choisir un filtre : Plus récentes, Plus anciennes, Impayées, Payées, Prénom ou Nom.',
    pageInvalid: 'Veuillez saisir un numéro de page.',
    newForCaregiver: 'Votre facture de la semaine du {week} est prête : {net} net.',
    newForFamily:
      'Une nouvelle facture pour <b>{name}</b> (semaine du {week}) est prête pour votre révision.',
    approvedForCaregiver: 'Votre facture de la semaine du {week} a été approuvée.',
    paidForCaregiver: 'Votre facture de la semaine du {week} a été payée.',
    paidForFamily: 'Votre facture pour <b>{name}</b> (semaine du {week}) a été payée.',
  },
});

export type InvoicesMessageKey = keyof typeof invoicesMessages.en;
