// The employer domain's catalog: employer details, the SIN, monthly remittances, reminders
// (notifications and email) and every validation and API message. Messages follow the spec's
// style ('Please enter a valid …', 'Must not be empty').
import { defineMessages } from '../../shared/i18n.tsx';

export const employerMessages = defineMessages({
  en: {
    // Validation and API answers
    required: 'Must not be empty',
    tooLong: 'Please keep this under {max} characters',
    provinceInvalid: 'Please select a province',
    postalCodeInvalid: 'Please enter a valid postal code (e.g. M5V 2T6)',
    payrollAccountFormat:
      'Please enter a valid payroll account number: 9 digits, RP, 4 digits (e.g. 123456782RP0001)',
    payrollAccountCheckDigit:
      'Please enter a valid payroll account number: the first 9 digits are not a valid business number',
    sinFormat: 'Please enter a valid social insurance number (9 digits)',
    sinPrefix:
      'Please enter a valid social insurance number: a SIN starting with 0 or 8 cannot be used on a T4 slip',
    sinCheckDigit: 'Please enter a valid social insurance number: the check digit does not match',
    monthInvalid: 'Please choose a month',
    remittedOnInvalid: 'Please enter a valid date',
    remittedOnFuture: 'The remittance date cannot be in the future',
    remittedOnBeforeMonthEnd: 'The remittance date cannot be before the end of the month',
    familiesOnly: 'Only a family (the employer) can do this.',
    caregiversOnly: 'Only a Care Pro can do this.',
    // Employer details (family)
    tabLabel: 'Employer',
    pageTitle: 'Employer details and remittances',
    detailsTitle: 'Employer details',
    detailsIntro:
      'When you hire a Care Pro, you are their employer in the eyes of the Canada Revenue Agency (CRA). Your monthly remittances and year-end T4 slips need your legal name, your mailing address and your payroll program account number.',
    howToGetTitle: 'No payroll account number yet?',
    howToGet:
      'Register for a business number with a payroll (RP) program account through the CRA’s Business Registration Online, or call the CRA at 1-800-959-5525. It is free and takes a few days.',
    untilThen:
      'Until you have it, nothing is blocked: pay continues as usual and your remittances are worked out below. Leave the number empty and add it before your first remittance is due (the 15th of the month after your first pay).',
    legalName: 'Legal name (as the CRA knows you)',
    addressLine1: 'Mailing address',
    addressLine2: 'Apartment, suite, unit (optional)',
    city: 'City',
    province: 'Province or territory',
    provincePlaceholder: 'Select…',
    postalCode: 'Postal code',
    payrollAccount: 'Payroll program account number (optional until you have it)',
    payrollAccountHint: '15 characters: your 9-digit business number, RP, then 4 digits.',
    save: 'Save employer details',
    saving: 'Saving…',
    saved: 'Employer details saved.',
    missingBanner:
      'Your employer details are incomplete: your remittances and T4 slips need your payroll account number. <link>Add your employer details</link>',
    // Remittances (family)
    remittancesTitle: 'Monthly remittances {year}',
    remittancesIntro:
      'Each month, the deductions withheld from your Care Pros’ pay and your own employer contributions must reach the CRA by the 15th of the following month (form PD7A). When the 15th falls on a weekend or a public holiday, a payment on the next business day is on time.',
    remittancesQuebec:
      'For work in Quebec, QPP, QPIP and Quebec income tax are remitted to Revenu Québec; federal income tax and EI to the CRA.',
    noRemittances: 'No paid pay yet this year: there is nothing to remit.',
    monthCaption: '{month}',
    dueOn: 'Due {date}',
    dueMoved: 'The 15th is a weekend or holiday: due the next business day, {date}.',
    remittedOnLabel: 'Remitted on {date}',
    notRemitted: 'Not remitted yet',
    lineColumn: 'Line',
    amountColumn: 'Amount',
    grossPayroll: 'Gross payroll',
    employees: 'Number of employees',
    cppEmployee: 'CPP, employees',
    cppEmployer: 'CPP, employer',
    cpp2Employee: 'CPP2, employees',
    cpp2Employer: 'CPP2, employer',
    eiEmployee: 'EI premiums, employees',
    eiEmployer: 'EI premiums, employer (1.4×)',
    federalTax: 'Federal income tax',
    provincialTax: 'Provincial income tax',
    qppEmployee: 'QPP, employees',
    qppEmployer: 'QPP, employer',
    qpp2Employee: 'QPP2, employees',
    qpp2Employer: 'QPP2, employer',
    qpipEmployee: 'QPIP premiums, employees',
    qpipEmployer: 'QPIP premiums, employer',
    quebecTax: 'Quebec income tax',
    totalCra: 'Total to the CRA',
    totalRq: 'Total to Revenu Québec',
    markRemitted: 'Mark as remitted',
    remittedDate: 'Date remitted',
    marking: 'Saving…',
    markedRemitted: 'Marked as remitted.',
    changeDate: 'Change',
    unmark: 'Not remitted',
    // SIN (caregiver)
    sinTitle: 'Social insurance number',
    sinIntro:
      'Your employer needs your SIN for your T4 slip (and your RL-1 in Quebec). It is encrypted, shown masked, and written in full only on your slips and on the returns your employer must file.',
    sinLabel: 'Social insurance number',
    sinOnFile: 'SIN on file: {masked}',
    sinMissing:
      'Your SIN is missing: your employer needs it for your T4 slip, due by the end of February.',
    sinSave: 'Save SIN',
    sinSaving: 'Saving…',
    sinSaved: 'Your SIN is saved.',
    sinChange: 'To change it, enter the new number.',
    // Reminders (notification text and email)
    remittanceNotification:
      'Your remittance for <b>{month}</b> ({amount}) is due on <b>{date}</b>. Mark it as remitted on My Pay once paid.',
    detailsNotification:
      'You are now an employer: add your employer details and payroll account number before your first remittance is due.',
    emailSubject: 'Your {month} remittance is due on {date}',
    emailHello: 'Hello {name},',
    emailHelloNoName: 'Hello,',
    emailBody:
      'The source deductions and employer contributions for the pay of {month} ({amount}) must reach the CRA (and Revenu Québec for work in Quebec) by {date}. The month’s figures are on My Pay.',
    emailButton: 'See the remittance',
    emailSignoff: 'The Tendwell team',
  },
  fr: {
    required: 'Ne doit pas être vide',
    tooLong: 'Veuillez ne pas dépasser {max} caractères',
    provinceInvalid: 'Veuillez choisir une province',
    postalCodeInvalid: 'Veuillez entrer un code postal valide (p. ex. M5V 2T6)',
    payrollAccountFormat:
      'Veuillez entrer un numéro de compte de retenues sur la paie valide : 9 chiffres, RP, 4 chiffres (p. ex. 123456782RP0001)',
    payrollAccountCheckDigit:
      'Veuillez entrer un numéro de compte de retenues sur la paie valide : les 9 premiers chiffres ne forment pas un numéro d’entreprise valide',
    sinFormat: 'Veuillez entrer un numéro d’assurance sociale valide (9 chiffres)',
    sinPrefix:
      'Veuillez entrer un numéro d’assurance sociale valide : un NAS commençant par 0 ou 8 ne peut pas figurer sur un feuillet T4',
    sinCheckDigit:
      'Veuillez entrer un numéro d’assurance sociale valide : le chiffre de contrôle ne correspond pas',
    monthInvalid: 'Veuillez choisir un mois',
    remittedOnInvalid: 'Veuillez entrer une date valide',
    remittedOnFuture: 'La date du versement ne peut pas être dans le futur',
    remittedOnBeforeMonthEnd: 'La date du versement ne peut pas précéder la fin du mois',
    familiesOnly: 'Seule une famille (l’employeur) peut faire cela.',
    caregiversOnly: 'Seul un Care Pro peut faire cela.',
    tabLabel: 'Employeur',
    pageTitle: 'Renseignements d’employeur et versements',
    detailsTitle: 'Renseignements d’employeur',
    detailsIntro:
      'Lorsque vous embauchez un Care Pro, vous êtes son employeur aux yeux de l’Agence du revenu du Canada (ARC). Vos versements mensuels et vos feuillets T4 de fin d’année exigent votre nom légal, votre adresse postale et votre numéro de compte de programme de retenues sur la paie.',
    howToGetTitle: 'Pas encore de numéro de compte de retenues sur la paie?',
    howToGet:
      'Inscrivez-vous pour obtenir un numéro d’entreprise avec un compte de programme de retenues sur la paie (RP) au moyen du service Inscription en direct des entreprises de l’ARC, ou appelez l’ARC au 1-800-959-7775. C’est gratuit et prend quelques jours.',
    untilThen:
      'D’ici là, rien n’est bloqué : la paie continue normalement et vos versements sont calculés ci-dessous. Laissez le numéro vide et ajoutez-le avant l’échéance de votre premier versement (le 15 du mois suivant votre première paie).',
    legalName: 'Nom légal (tel que l’ARC vous connaît)',
    addressLine1: 'Adresse postale',
    addressLine2: 'Appartement, bureau, unité (facultatif)',
    city: 'Ville',
    province: 'Province ou territoire',
    provincePlaceholder: 'Choisir…',
    postalCode: 'Code postal',
    payrollAccount:
      'Numéro de compte de programme de retenues sur la paie (facultatif en attendant de l’avoir)',
    payrollAccountHint:
      '15 caractères : votre numéro d’entreprise à 9 chiffres, RP, puis 4 chiffres.',
    save: 'Enregistrer les renseignements d’employeur',
    saving: 'Enregistrement…',
    saved: 'Renseignements d’employeur enregistrés.',
    missingBanner:
      'Vos renseignements d’employeur sont incomplets : vos versements et vos feuillets T4 exigent votre numéro de compte de retenues sur la paie. <link>Ajouter vos renseignements d’employeur</link>',
    remittancesTitle: 'Versements mensuels {year}',
    remittancesIntro:
      'Chaque mois, les retenues faites sur la paie de vos Care Pros et vos propres cotisations d’employeur doivent parvenir à l’ARC au plus tard le 15 du mois suivant (formulaire PD7A). Lorsque le 15 tombe un week-end ou un jour férié, un paiement le jour ouvrable suivant est à temps.',
    remittancesQuebec:
      'Pour le travail au Québec, le RRQ, le RQAP et l’impôt du Québec sont versés à Revenu Québec; l’impôt fédéral et l’assurance-emploi à l’ARC.',
    noRemittances: 'Aucune paie versée cette année : il n’y a rien à verser.',
    monthCaption: '{month}',
    dueOn: 'Échéance : {date}',
    dueMoved:
      'Le 15 tombe un week-end ou un jour férié : échéance le jour ouvrable suivant, {date}.',
    remittedOnLabel: 'Versé le {date}',
    notRemitted: 'Pas encore versé',
    lineColumn: 'Ligne',
    amountColumn: 'Montant',
    grossPayroll: 'Rémunération brute',
    employees: 'Nombre d’employés',
    cppEmployee: 'RPC, employés',
    cppEmployer: 'RPC, employeur',
    cpp2Employee: 'RPC2, employés',
    cpp2Employer: 'RPC2, employeur',
    eiEmployee: 'Cotisations d’AE, employés',
    eiEmployer: 'Cotisations d’AE, employeur (1,4 ×)',
    federalTax: 'Impôt fédéral',
    provincialTax: 'Impôt provincial',
    qppEmployee: 'RRQ, employés',
    qppEmployer: 'RRQ, employeur',
    qpp2Employee: 'RRQ2, employés',
    qpp2Employer: 'RRQ2, employeur',
    qpipEmployee: 'Cotisations au RQAP, employés',
    qpipEmployer: 'Cotisations au RQAP, employeur',
    quebecTax: 'Impôt du Québec',
    totalCra: 'Total à l’ARC',
    totalRq: 'Total à Revenu Québec',
    markRemitted: 'Marquer comme versé',
    remittedDate: 'Date du versement',
    marking: 'Enregistrement…',
    markedRemitted: 'Marqué comme versé.',
    changeDate: 'Modifier',
    unmark: 'Non versé',
    sinTitle: 'Numéro d’assurance sociale',
    sinIntro:
      'Votre employeur a besoin de votre NAS pour votre feuillet T4 (et votre relevé 1 au Québec). Il est chiffré, affiché masqué et écrit en entier seulement sur vos feuillets et sur les déclarations que votre employeur doit produire.',
    sinLabel: 'Numéro d’assurance sociale',
    sinOnFile: 'NAS au dossier : {masked}',
    sinMissing:
      'Votre NAS est manquant : votre employeur en a besoin pour votre feuillet T4, dû d’ici la fin de février.',
    sinSave: 'Enregistrer le NAS',
    sinSaving: 'Enregistrement…',
    sinSaved: 'Votre NAS est enregistré.',
    sinChange: 'Pour le modifier, entrez le nouveau numéro.',
    remittanceNotification:
      'Votre versement de <b>{month}</b> ({amount}) est dû le <b>{date}</b>. Marquez-le comme versé dans Ma paie une fois payé.',
    detailsNotification:
      'Vous êtes maintenant employeur : ajoutez vos renseignements d’employeur et votre numéro de compte de retenues sur la paie avant l’échéance de votre premier versement.',
    emailSubject: 'Votre versement de {month} est dû le {date}',
    emailHello: 'Bonjour {name},',
    emailHelloNoName: 'Bonjour,',
    emailBody:
      'Les retenues à la source et les cotisations d’employeur de la paie de {month} ({amount}) doivent parvenir à l’ARC (et à Revenu Québec pour le travail au Québec) au plus tard le {date}. Les montants du mois sont dans Ma paie.',
    emailButton: 'Voir le versement',
    emailSignoff: 'L’équipe Tendwell',
  },
});

export type EmployerMessageKey = keyof typeof employerMessages.en;
