// The applications domain's browser-safe vocabulary: a caregiver's application to a job (spec 002
// §3 Job application, §4, §9).

/** Unread → read → accepted | declined (spec 002 §4); see lifecycle.ts. */
export const APPLICATION_STATUSES = ['unread', 'read', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Tabs of /jobs/applications (spec 002 §2). */
export const APPLICATION_TABS = ['all', 'pending', 'actioned'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** Filters of /jobs/applications (spec 002 §9). */
export const APPLICATION_FILTERS = [
  'newest',
  'oldest',
  'accepted',
  'declined',
  'unread',
  'read',
  'firstName',
  'lastName',
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/** Applications show the first 10, then View More (spec 002 §9). */
export const APPLICATIONS_FIRST = 10;
/** The prefilled application message uses up to 2 conditions and 3 services (spec 002 §9). */
export const PREFILL_CONDITIONS = 2;
export const PREFILL_SERVICES = 3;
/** 'Application Sent!' shows for 2 seconds (spec 002 §9). */
export const APPLICATION_SENT_MS = 2000;
/** The notification class of every application event; it links to /jobs/applications/{id}. */
export const APPLICATION_NOTIFICATION_CLASS = 'Job Application';
export const MESSAGE_MAX = 2000;

export function applicationPath(id: string): string {
  return `/jobs/applications/${id}`;
}

/**
 * The hire page a family goes to after accepting (spec 002 §4 'Accept leads to the hire page'):
 * with the application's posting, which the hire flow then offers first.
 */
export function hirePath(userIdNumber: string | number, jobId?: string): string {
  const path = `/caregiver/${userIdNumber}/hire`;
  return jobId ? `${path}?job=${encodeURIComponent(jobId)}` : path;
}

/** An application as the API answers it (spec 002 §3). */
export type JobApplication = {
  id: string;
  jobId: string;
  message: string;
  returnMessage: string | null;
  isRead: boolean;
  isAccepted: boolean;
  isDeclined: boolean;
  createdAt: string;
  editedAt: string | null;
  actionAt: string | null;
  inviteId: string | null;
  caregiverInfo: {
    userIdNumber: number;
    firstName: string;
    lastName: string;
    imgUrlThumb: string | null;
  };
  familyInfo: {
    userIdNumber: number;
    firstName: string;
    lastName: string;
    imgUrlThumb: string | null;
  };
  job: {
    locality: string;
    adminAreaLevel1: string;
    services: string[];
    isAvailable: boolean;
  };
};

export function applicationStatus(
  a: Pick<JobApplication, 'isRead' | 'isAccepted' | 'isDeclined'>,
): ApplicationStatus {
  return a.isAccepted ? 'accepted' : a.isDeclined ? 'declined' : a.isRead ? 'read' : 'unread';
}

/** Pending: not yet accepted or declined; actioned otherwise. */
export function isActioned(a: Pick<JobApplication, 'isAccepted' | 'isDeclined'>): boolean {
  return a.isAccepted || a.isDeclined;
}
