// Enumerations two domains show and neither can read from the other: an application's status is
// the applications domain's, and the family's postings (jobs) list the applications a posting
// received with it, but applications imports jobs, so jobs cannot import applications (no cycle
// between domains, tests/architecture/import-graph.test.ts). Each label lives here, once.
import { defineMessages } from './i18n.tsx';

/** An application's status as its reader sees it (spec 002 §2). */
export const applicationStatusMessages = defineMessages({
  en: {
    unread: 'Unread',
    read: 'Read',
    accepted: 'Accepted',
    declined: 'Declined',
  },
  fr: {
    unread: 'Non lue',
    read: 'Lue',
    accepted: 'Acceptée',
    declined: 'Refusée',
  },
});
export type ApplicationStatusKey = keyof (typeof applicationStatusMessages)['en'];
