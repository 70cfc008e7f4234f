// The caregiver-onboarding domain's catalogs: the sign-up steps' API refusals, and the pages' and
// islands' words. The steps' forms are validated with caregivers' schemas, whose keys caregivers'
// catalog renders; the words the steps share with caregivers' education/experience editor are
// caregivers' (onboardingMessages, through its model.ts), spread into stepMessages below.
import { defineMessages } from '../../shared/i18n.tsx';
import { onboardingMessages } from '../caregivers/model.ts';

export const signupMessages = defineMessages({
  en: {
    notCaregiver: 'Only caregivers can do this.',
    basicInfoFirst: 'Please complete your basic info first.',
    servicesFirst: 'Please complete your services first.',
    educationFirst: 'Please complete your education and experience first.',
    profileFinished: 'Your profile is already completed.',
  },
  fr: {
    notCaregiver: 'Seuls les soignants peuvent faire cela.',
    basicInfoFirst: 'Veuillez d’abord remplir vos informations de base.',
    servicesFirst: 'Veuillez d’abord remplir vos services.',
    educationFirst: 'Veuillez d’abord remplir votre formation et votre expérience.',
    profileFinished: 'Votre profil est déjà complété.',
  },
});

export type SignupMessageKey = keyof typeof signupMessages.en;

/** The sign-up pages' and islands' words, with the ones caregivers' history editor shares. */
export const stepMessages = defineMessages({
  en: {
    ...onboardingMessages.en,
    // Page titles
    titleBasicInfo: 'Basic Info',
    titleServices: 'Services',
    titleEducation: 'Education & Experience',
    titleFinish: 'Finish Your Profile',
    // Progress (5 steps)
    progressLabel: 'Sign-up progress',
    stepOf: 'Step {step} of {total}',
    stepCurrent: 'current step',
    stepDone: 'completed',
    step1: 'Basic Info',
    step2: 'Services',
    step3: 'Education & Experience',
    step4: 'Profile Image',
    step5: 'Background Check',
    // Common
    submit: 'Submit',
    submitting: 'Submitting…',
    loading: 'Loading…',
    retry: 'Try again',
    optionsUnavailable: 'We could not load the options. Please try again.',
    // Basic info
    basicIntro: 'Tell families a little about yourself. Your address is never shown to them.',
    firstName: 'First Name',
    lastName: 'Last Name',
    dob: 'Date of Birth',
    phoneNum: 'Phone Number',
    phonePlaceholder: '(555) 555-5555',
    gender: 'Gender',
    workRadius: 'Work Radius',
    workRadiusHint: 'How far from home you are willing to travel for work.',
    radiusKm: '{km} km',
    address: 'Home Address',
    basicSaved: 'Saved! Taking you to your services…',
    // Services
    introTitle: 'Let’s set up your services',
    introBody: 'A few quick questions about what you offer, so families can find you.',
    panelOf: 'Part {panel} of {total}',
    panel1Title: 'Services',
    panel1Intro: 'Which services can you provide?',
    panel2Title: 'Conditions',
    panel2Intro: 'Which conditions are you trained in or knowledgeable about?',
    panel3Title: 'Jobs and Languages',
    panel3Intro: 'What types of jobs are you interested in, and which languages do you speak?',
    panel4Title: 'Wage, Experience and Bio',
    panel4Intro: 'Set your hourly wage and tell families about yourself.',
    servicesLegend: 'Services',
    conditionsLegend: 'Conditions',
    jobTypeLegend: 'Job types',
    languageLegend: 'Languages',
    wageExp: 'Hourly Wage ($/hr)',
    wageHint: '{province} minimum wage: ${amount}/hr. Your wage includes 4% vacation pay.',
    wageHintNone: 'Your wage includes 4% vacation pay.',
    yearsExp: 'Years of Experience',
    yearsValue: '{years} years',
    yearsValueOne: '1 year',
    bio: 'About Me',
    bioHint: 'Families read this first: your experience, what you enjoy, how you work.',
    servicesSaved: 'Saved! Taking you to education and experience…',
    // Education and experience
    educationIntro:
      'Add your work experience, education and accreditations. Families trust Care Pros with a complete history.',
    // Finish: profile image
    imageIntro:
      'Add a friendly, clear photo of yourself. Families are more likely to contact Care Pros with a photo.',
    imageChoose: 'Choose Image',
    imageChange: 'Choose Another Image',
    imageUploading: 'Uploading…',
    imageUploaded: 'Your profile image was uploaded.',
    imageAlt: 'Your profile image',
    imageHint: 'JPEG or PNG, up to 5 MB.',
    // Finish: background check
    bgIntro:
      'A clean background check (a valid RCMP/CPIC check, no criminal record, not older than 5 years) is required before your profile is searchable and before you can message families.',
    bgFile: 'Background check file',
    bgFileHint: 'PDF, JPEG or PNG, up to 10 MB.',
    bgIssuedOn: 'Date Issued',
    bgUpload: 'Upload',
    bgUploading: 'Uploading…',
    bgSubmittedAlready: 'Your background check has been submitted and is awaiting review.',
    finishing: 'Finishing…',
    bgWarningTitle: 'No background check submitted',
    bgWarningBody:
      'You can finish now and submit your background check later from your profile, but until it is approved your profile will not be searchable and you will not be able to message families.',
  },
  fr: {
    ...onboardingMessages.fr,
    titleBasicInfo: 'Informations de base',
    titleServices: 'Services',
    titleEducation: 'Formation et expérience',
    titleFinish: 'Terminez votre profil',
    progressLabel: 'Progression de l’inscription',
    stepOf: 'Étape {step} de {total}',
    stepCurrent: 'étape en cours',
    stepDone: 'terminée',
    step1: 'Informations de base',
    step2: 'Services',
    step3: 'Formation et expérience',
    step4: 'Photo de profil',
    step5: 'Vérification des antécédents',
    submit: 'Soumettre',
    submitting: 'Envoi…',
    loading: 'Chargement…',
    retry: 'Réessayer',
    optionsUnavailable: 'Nous n’avons pas pu charger les options. Veuillez réessayer.',
    basicIntro: 'Parlez un peu de vous aux familles. Votre adresse ne leur est jamais montrée.',
    firstName: 'Prénom',
    lastName: 'Nom',
    dob: 'Date de naissance',
    phoneNum: 'Numéro de téléphone',
    phonePlaceholder: '(555) 555-5555',
    gender: 'Genre',
    workRadius: 'Rayon de travail',
    workRadiusHint:
      'La distance que vous êtes prêt·e à parcourir depuis votre domicile pour travailler.',
    radiusKm: '{km} km',
    address: 'Adresse du domicile',
    basicSaved: 'Enregistré! Passons à vos services…',
    introTitle: 'Configurons vos services',
    introBody: 'Quelques questions sur ce que vous offrez, pour que les familles vous trouvent.',
    panelOf: 'Partie {panel} de {total}',
    panel1Title: 'Services',
    panel1Intro: 'Quels services pouvez-vous offrir?',
    panel2Title: 'Conditions',
    panel2Intro: 'Pour quelles conditions êtes-vous formé·e ou compétent·e?',
    panel3Title: 'Emplois et langues',
    panel3Intro: 'Quels types d’emploi vous intéressent, et quelles langues parlez-vous?',
    panel4Title: 'Salaire, expérience et biographie',
    panel4Intro: 'Indiquez votre salaire horaire et présentez-vous aux familles.',
    servicesLegend: 'Services',
    conditionsLegend: 'Conditions',
    jobTypeLegend: 'Types d’emploi',
    languageLegend: 'Langues',
    wageExp: 'Salaire horaire ($/h)',
    wageHint:
      'Salaire minimum ({province}) : {amount} $/h. Votre salaire comprend 4 % d’indemnité de vacances.',
    wageHintNone: 'Votre salaire comprend 4 % d’indemnité de vacances.',
    yearsExp: 'Années d’expérience',
    yearsValue: '{years} ans',
    yearsValueOne: '1 an',
    bio: 'À propos de moi',
    bioHint:
      'Les familles lisent ceci en premier : votre expérience, ce que vous aimez, votre façon de travailler.',
    servicesSaved: 'Enregistré! Passons à la formation et à l’expérience…',
    educationIntro:
      'Ajoutez votre expérience de travail, votre formation et vos accréditations. Les familles font confiance aux Care Pros dont l’historique est complet.',
    imageIntro:
      'Ajoutez une photo claire et souriante de vous. Les familles contactent plus volontiers les Care Pros qui ont une photo.',
    imageChoose: 'Choisir une image',
    imageChange: 'Choisir une autre image',
    imageUploading: 'Téléversement…',
    imageUploaded: 'Votre photo de profil a été téléversée.',
    imageAlt: 'Votre photo de profil',
    imageHint: 'JPEG ou PNG, 5 Mo au maximum.',
    bgIntro:
      'Une vérification des antécédents sans faute (vérification GRC/CIPC valide, aucun casier judiciaire, datant de moins de 5 ans) est requise avant que votre profil soit visible et que vous puissiez écrire aux familles.',
    bgFile: 'Fichier de vérification des antécédents',
    bgFileHint: 'PDF, JPEG ou PNG, 10 Mo au maximum.',
    bgIssuedOn: 'Date de délivrance',
    bgUpload: 'Téléverser',
    bgUploading: 'Téléversement…',
    bgSubmittedAlready:
      'Votre vérification des antécédents a été soumise et attend d’être examinée.',
    finishing: 'Finalisation…',
    bgWarningTitle: 'Aucune vérification des antécédents soumise',
    bgWarningBody:
      'Vous pouvez terminer maintenant et soumettre votre vérification plus tard depuis votre profil, mais tant qu’elle n’est pas approuvée, votre profil ne sera pas visible et vous ne pourrez pas écrire aux familles.',
  },
});
