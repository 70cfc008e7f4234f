// The payroll domain's catalog: the names of the overtime rules and of the parts of a deduction
// that are not verified against an oracle. Other domains show them on invoices by key.
import { defineMessages } from '../../shared/i18n.tsx';

export const payrollMessages = defineMessages({
  en: {
    // Overtime rules (OvertimeSplit.rule)
    'spec-daily': 'Daily overtime: over 8 h at 1.5x, over 12 h at 2x',
    'ON-weekly-44': 'Ontario overtime: over 44 h a week at 1.5x',
    'QC-weekly-40': 'Quebec overtime: over 40 h a week at 1.5x',
    'NS-weekly-48': 'Nova Scotia overtime: over 48 h a week at 1.5x',
    'PE-weekly-48': 'Prince Edward Island overtime: over 48 h a week at 1.5x',
    'NB-weekly-44': 'New Brunswick overtime: over 44 h a week at 1.5x',
    'NL-weekly-40': 'Newfoundland and Labrador overtime: over 40 h a week at 1.5x',
    'BC-daily-8-12-weekly-40':
      'British Columbia overtime: over 8 h a day at 1.5x, over 12 h at 2x, over 40 h a week at 1.5x',
    'MB-daily-8-weekly-40': 'Manitoba overtime: over 8 h a day or 40 h a week at 1.5x',
    'YT-daily-8-weekly-40': 'Yukon overtime: over 8 h a day or 40 h a week at 1.5x',
    'NT-daily-8-weekly-40': 'Northwest Territories overtime: over 8 h a day or 40 h a week at 1.5x',
    'NU-daily-8-weekly-40': 'Nunavut overtime: over 8 h a day or 40 h a week at 1.5x',
    'AB-daily-8': 'Alberta overtime: over 8 h a day at 1.5x',
    'AB-weekly-44': 'Alberta overtime: over 44 h a week at 1.5x',
    'SK-daily-8': 'Saskatchewan overtime: over 8 h a day at 1.5x',
    'SK-weekly-40': 'Saskatchewan overtime: over 40 h a week at 1.5x',
    // Parts of a computation not verified against an oracle (Deductions.unverified)
    unverifiedQuebecTax:
      'Quebec income tax is an estimate from Revenu Québec 2026 rates; not verified against WebRAS',
    unverifiedQuebecFederal:
      'Quebec contributions and federal tax follow the T4127 formulas; no PDOC result checks them yet',
    unverifiedBcJulyReduction:
      "BC's July 2026 tax reduction phase-out is not verified against a PDOC result",
    workersCompNotRegistered:
      "No workers' compensation rate is on file for this family, so none is charged",
    provisionalEdition:
      "This pay date's T4127 edition is not loaded yet: deductions use the latest edition we have",
  },
  fr: {
    'spec-daily': 'Heures supplémentaires par jour : au-delà de 8 h à 1,5x, au-delà de 12 h à 2x',
    'ON-weekly-44': 'Heures supplémentaires en Ontario : au-delà de 44 h par semaine à 1,5x',
    'QC-weekly-40': 'Heures supplémentaires au Québec : au-delà de 40 h par semaine à 1,5x',
    'NS-weekly-48':
      'Heures supplémentaires en Nouvelle-Écosse : au-delà de 48 h par semaine à 1,5x',
    'PE-weekly-48':
      "Heures supplémentaires à l'Île-du-Prince-Édouard : au-delà de 48 h par semaine à 1,5x",
    'NB-weekly-44':
      'Heures supplémentaires au Nouveau-Brunswick : au-delà de 44 h par semaine à 1,5x',
    'NL-weekly-40':
      'Heures supplémentaires à Terre-Neuve-et-Labrador : au-delà de 40 h par semaine à 1,5x',
    'BC-daily-8-12-weekly-40':
      'Heures supplémentaires en Colombie-Britannique : au-delà de 8 h par jour à 1,5x, au-delà de 12 h à 2x, au-delà de 40 h par semaine à 1,5x',
    'MB-daily-8-weekly-40':
      'Heures supplémentaires au Manitoba : au-delà de 8 h par jour ou de 40 h par semaine à 1,5x',
    'YT-daily-8-weekly-40':
      'Heures supplémentaires au Yukon : au-delà de 8 h par jour ou de 40 h par semaine à 1,5x',
    'NT-daily-8-weekly-40':
      'Heures supplémentaires aux Territoires du Nord-Ouest : au-delà de 8 h par jour ou de 40 h par semaine à 1,5x',
    'NU-daily-8-weekly-40':
      'Heures supplémentaires au Nunavut : au-delà de 8 h par jour ou de 40 h par semaine à 1,5x',
    'AB-daily-8': 'Heures supplémentaires en Alberta : au-delà de 8 h par jour à 1,5x',
    'AB-weekly-44': 'Heures supplémentaires en Alberta : au-delà de 44 h par semaine à 1,5x',
    'SK-daily-8': 'Heures supplémentaires en Saskatchewan : au-delà de 8 h par jour à 1,5x',
    'SK-weekly-40': 'Heures supplémentaires en Saskatchewan : au-delà de 40 h par semaine à 1,5x',
    unverifiedQuebecTax:
      "L'impôt du Québec est une estimation selon les taux 2026 de Revenu Québec ; il n'est pas vérifié avec WebRAS",
    unverifiedQuebecFederal:
      "Les cotisations du Québec et l'impôt fédéral suivent les formules du T4127 ; aucun résultat du CDRP ne les vérifie encore",
    unverifiedBcJulyReduction:
      "La réduction progressive de la réduction d'impôt de la Colombie-Britannique de juillet 2026 n'est pas vérifiée avec un résultat du CDRP",
    workersCompNotRegistered:
      "Aucun taux d'indemnisation des accidents du travail n'est enregistré pour cette famille ; aucune prime n'est donc facturée",
    provisionalEdition:
      "L'édition du T4127 pour cette date de paie n'est pas encore chargée : les retenues suivent la plus récente que nous ayons",
  },
});

export type PayrollMessageKey = keyof typeof payrollMessages.en;
