// Validation messages are written once, in English, exactly as the spec gives them; this table
// gives their French. `translateError` leaves any message it does not know unchanged.
import type { Locale } from './i18n.tsx';

const FRENCH: Record<string, string> = {
  'Must not be empty': 'Ne doit pas être vide',
  'Invalid email address': 'Adresse courriel invalide',
  'Must be a valid email': 'Doit être un courriel valide',
  'Password does not meet safety requirements': 'Le mot de passe ne respecte pas les exigences de sécurité',
  'Passwords must match': 'Les mots de passe doivent correspondre',
  'Please enter a valid phone number': 'Veuillez entrer un numéro de téléphone valide',
  'Please select one of the options below.': 'Veuillez choisir une des options ci-dessous.',
  'Please select at least one service required.': 'Veuillez choisir au moins un service requis.',
  'Please select at least one condition.': 'Veuillez choisir au moins une condition.',
  'Must select at least 1 language': 'Vous devez choisir au moins 1 langue',
  'Invalid email. Please try again.': 'Courriel invalide. Veuillez réessayer.',
  'Please enter a valid address and select from one of the options below.':
    'Veuillez entrer une adresse valide et choisir une des options ci-dessous.',
  'Must be 80 characters or fewer': 'Doit compter 80 caractères ou moins',
  'The email or password you entered is incorrect.': 'Le courriel ou le mot de passe est incorrect.',
  'An account with this email already exists.': 'Un compte existe déjà avec ce courriel.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
  "There's a problem with your connection right now.": 'Il y a un problème avec votre connexion en ce moment.',
  'This password reset link is invalid.': 'Ce lien de réinitialisation est invalide.',
  'This password reset link has expired or was already used. Please ask for a new one.':
    'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
};

export function translateError(message: string | undefined, locale: Locale): string | undefined {
  if (!message || locale === 'en') return message;
  return FRENCH[message] ?? message;
}
