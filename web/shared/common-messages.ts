// The answers every part of the API shares (401, 403, 404, 413, 429, refused origin, bad JSON),
// and the client's own network failure. Domain-specific words live in each domain's catalog.
import { defineMessages } from './i18n.tsx';

export const commonMessages = defineMessages({
  en: {
    signIn: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'We could not find that.',
    noSuchEndpoint: 'There is no such API endpoint.',
    tooLarge: 'The request is too large.',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    foreignOrigin: 'This request did not come from Tendwell and was refused.',
    invalidJson: 'The request body must be valid JSON.',
    notAnObject: 'The request body must be a JSON object.',
    invalidValue: 'This value is not valid.',
    serverError: 'Something went wrong on our side. Please try again.',
    network: "There's a problem with your connection right now.",
    httpStatus: 'Something went wrong ({status}). Please try again.',
    websocketOnly: 'This address only accepts WebSocket connections.',
    websocketHandshake: 'This WebSocket handshake is not valid.',
    secondFactorRequired:
      'Staff accounts need two-step sign-in. Set up an authenticator app or a passkey on your profile first.',
  },
  fr: {
    signIn: 'Veuillez vous connecter pour continuer.',
    forbidden: 'Vous n’avez pas la permission de faire cela.',
    notFound: 'Nous n’avons pas trouvé cela.',
    noSuchEndpoint: 'Ce point d’accès de l’API n’existe pas.',
    tooLarge: 'La requête est trop volumineuse.',
    tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    foreignOrigin: 'Cette requête ne provient pas de Tendwell et a été refusée.',
    invalidJson: 'Le corps de la requête doit être du JSON valide.',
    notAnObject: 'Le corps de la requête doit être un objet JSON.',
    invalidValue: 'Cette valeur n’est pas valide.',
    serverError: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    network: 'Il y a un problème avec votre connexion en ce moment.',
    httpStatus: 'Un problème est survenu ({status}). Veuillez réessayer.',
    websocketOnly: 'Cette adresse n’accepte que les connexions WebSocket.',
    websocketHandshake: 'Cette poignée de main WebSocket n’est pas valide.',
    secondFactorRequired:
      'Les comptes du personnel exigent la connexion en deux étapes. Configurez d’abord une application d’authentification ou une clé d’accès dans votre profil.',
  },
});
