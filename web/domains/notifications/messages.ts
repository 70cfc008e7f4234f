import { defineMessages } from '../../shared/i18n.tsx';

export const notificationMessages = defineMessages({
  en: {
    title: 'Notifications',
    listLabel: 'Your notifications, newest first',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking as read…',
    allMarkedRead: 'All notifications are marked as read.',
    markAllFailed: 'We could not mark your notifications as read. Please try again.',
    markReadFailed: 'We could not mark this notification as read. Please try again.',
    openAnyway: 'Open anyway',
    unread: 'Unread',
    loadMore: 'Load more',
    loadingMore: 'Loading more notifications…',
    loadedMore: '{count} more notifications loaded.',
    loadFailed: 'We could not load more notifications. Please try again.',
    endOfList: "You're all caught up.",
    emptyTitle: 'No notifications yet',
    emptyBody: 'When something happens with your jobs, team, shifts or pay, you will see it here.',
    newNotification: 'New notification: {text}',
  },
  fr: {
    title: 'Notifications',
    listLabel: 'Vos notifications, les plus récentes d’abord',
    markAllRead: 'Tout marquer comme lu',
    markingAllRead: 'Marquage en cours…',
    allMarkedRead: 'Toutes les notifications sont marquées comme lues.',
    markAllFailed: 'Nous n’avons pas pu marquer vos notifications comme lues. Veuillez réessayer.',
    markReadFailed: 'Nous n’avons pas pu marquer cette notification comme lue. Veuillez réessayer.',
    openAnyway: 'Ouvrir quand même',
    unread: 'Non lue',
    loadMore: 'Afficher plus',
    loadingMore: 'Chargement d’autres notifications…',
    loadedMore: '{count} notifications de plus chargées.',
    loadFailed: 'Nous n’avons pas pu charger plus de notifications. Veuillez réessayer.',
    endOfList: 'Vous êtes à jour.',
    emptyTitle: 'Aucune notification pour l’instant',
    emptyBody:
      'Quand il se passe quelque chose avec vos emplois, votre équipe, vos quarts ou votre paie, vous le verrez ici.',
    newNotification: 'Nouvelle notification : {text}',
  },
});

/** The API's error messages (its field errors carry these, in the caller's language). */
export const notificationApiMessages = defineMessages({
  en: {
    limit: 'The limit must be a whole number from 1 to 25.',
    cursor: 'The page cursor is not valid.',
    invalidJson: 'The request body must be valid JSON.',
    idsShape: 'Send the notification ids as a JSON array.',
    idsEmpty: 'Choose at least one notification.',
    idsTooMany: 'You can mark at most 100 notifications at once.',
    idInvalid: 'Each notification id must be a valid id.',
  },
  fr: {
    limit: 'La limite doit être un nombre entier de 1 à 25.',
    cursor: 'Le curseur de page n’est pas valide.',
    invalidJson: 'Le corps de la requête doit être du JSON valide.',
    idsShape: 'Envoyez les identifiants des notifications dans un tableau JSON.',
    idsEmpty: 'Choisissez au moins une notification.',
    idsTooMany: 'Vous pouvez marquer au plus 100 notifications à la fois.',
    idInvalid: 'Chaque identifiant de notification doit être valide.',
  },
});
