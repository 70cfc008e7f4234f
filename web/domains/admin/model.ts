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
