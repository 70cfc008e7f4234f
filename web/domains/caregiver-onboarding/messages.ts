// The caregiver-onboarding domain's catalog of API errors (the sign-up steps' refusals). The
// steps' forms are validated with caregivers' schemas, whose keys caregivers' catalog renders;
// the pages' and islands' text is in ui/messages-onboarding.ts.
import { defineMessages } from '../../shared/i18n.tsx';

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
