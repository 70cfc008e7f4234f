// What the admin home shows: one tile per queue staff work through, with what waits in it.
import type { TableSpec } from '../../components/data-table-state.ts';
import type { adminMessages } from './messages.ts';

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

/** A key of the admin catalog. */
export type AdminMessageKey = keyof (typeof adminMessages)['en'];

/** One line of the admin trail (/admin/audit, ADR 046). */
export type AuditLine = {
  id: string;
  actorId: string;
  /** The actor's name when they acted. */
  actorName: string;
  action: string;
  recordKind: string;
  recordId: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

/** What /admin/audit narrows the trail to; days are calendar days in STAFF_TIME_ZONE. */
export type AuditFilter = {
  action?: string;
  actorId?: string;
  recordKind?: string;
  fromDay?: string;
  toDay?: string;
  /** Keyset paging: the lines older than this one (the page itself pages by number). */
  before?: string;
};

export const AUDIT_PAGE_SIZE = 50;

/** The trail's sortable columns: when (newest first by default) and who. */
export type AuditColumn = 'when' | 'actor';
export const AUDIT_TABLE: TableSpec<AuditColumn> = {
  sortable: { when: 'desc', actor: 'asc' },
  defaultSort: { column: 'when', direction: 'desc' },
  pageSize: AUDIT_PAGE_SIZE,
};

/** A line of the trail as the page's island receives it (JSON: the instant as text). */
export type AuditRow = Omit<AuditLine, 'createdAt'> & { createdAt: string };
