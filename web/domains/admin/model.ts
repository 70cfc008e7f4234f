// What the admin home shows: one tile per queue staff work through, with what waits in it.

export type AdminQueue = 'reports' | 'backgroundChecks' | 'inquiries' | 'careers';

export type AdminHome = {
  /** How many items wait in each queue; null when that count could not be read. */
  waiting: Record<AdminQueue, number | null>;
};

export const ADMIN_QUEUE_LINKS: Record<AdminQueue, string> = {
  reports: '/reports',
  backgroundChecks: '/admin/background-checks',
  inquiries: '/admin/inquiries',
  careers: '/admin/careers',
};

/** Dates on staff pages are read in Toronto, where the team works. */
export const STAFF_TIME_ZONE = 'America/Toronto';

/** The catalog key naming each kind of account on /admin/accounts. */
export const USER_TYPE_KEYS = {
  family: 'typeFamily',
  caregiver: 'typeCaregiver',
  admin: 'typeAdmin',
} as const;
