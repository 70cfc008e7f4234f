// Where a notification leads when clicked (spec 000 §2.10). The reference id is encoded so a
// stored value can never turn the link into another path or another site.
export const NOTIFICATION_CLASSES = {
  'Job Application': '/jobs/applications/',
  // An Emergency alert (jobs domain): the posting that needs care immediately.
  Job: '/job/',
  Invite: '/invites/',
  Shift: '/myteam/',
  Invoice: '/mypay/invoice/',
  Report: '/reports/',
  Review: '/reviews/',
  // refId 'background-check': /profile/background-check (caregivers domain, issue 8).
  'Background Check': '/profile/',
  // refId 'employer': /mypay/employer (employer domain: remittance and details reminders).
  Employer: '/mypay/',
  // refId the record's id: /mypay/records-of-employment/{id} (records-of-employment, issue 23).
  'Record of Employment': '/mypay/records-of-employment/',
} as const;

export type KnownNotificationClass = keyof typeof NOTIFICATION_CLASSES;
/** The classes above lead somewhere; any other class is allowed and leads home. */
// deno-lint-ignore ban-types -- `string & {}` keeps the known names as editor suggestions.
export type NotificationClass = KnownNotificationClass | (string & {});

export function linkForNotification(cls: string, refId: string | null | undefined): string {
  if (!Object.hasOwn(NOTIFICATION_CLASSES, cls)) return '/';
  if (refId === null || refId === undefined || refId === '') return '/';
  return `${NOTIFICATION_CLASSES[cls as KnownNotificationClass]}${encodeURIComponent(refId)}`;
}
