// The my-data domain's SQL: export requests (public.data_exports) and what an export holds.
// Functions take the caller's transaction and never open one. Each query declares the row it
// reads (ADR 059: the tables' columns from db-schema.ts, computed ones by hand).
import type { Tx } from '../../server/db.server.ts';
import type { UserType } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { ExportStatus, LinkState } from './model.ts';

type ExportRow = Row<'public.data_exports'>;
type UserRow = Row<'public.users'>;

// ---------------------------------------------------------------- requests

/** A new request; null when one is already pending (the one-pending unique index). */
export async function insertExport(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx<Pick<ExportRow, 'id'>[]>`
    insert into public.data_exports (user_id) values (${userId})
    on conflict (user_id) where ready_at is null and failed_at is null do nothing
    returning id`;
  return row?.id ?? null;
}

/** The newest request's state, as the person reads it (columns granted to them, RLS). */
export async function latestExport(tx: Tx, userId: string): Promise<ExportStatus> {
  const [row] = await tx<
    Pick<ExportRow, 'requestedAt' | 'readyAt' | 'failedAt' | 'expiresAt' | 'downloadedAt'>[]
  >`
    select requested_at, ready_at, failed_at, expires_at, downloaded_at
      from public.data_exports
     where user_id = ${userId}
     order by requested_at desc
     limit 1`;
  if (!row) return { state: 'none' };
  const requestedAt = row.requestedAt.toISOString();
  if (row.failedAt) return { state: 'failed', requestedAt };
  // Ready and its expiry are set together (the table's check), so either stands for both.
  const expiresAt = row.expiresAt;
  if (!row.readyAt || !expiresAt) return { state: 'pending', requestedAt };
  if (row.downloadedAt) return { state: 'used', requestedAt };
  if (expiresAt.getTime() <= Date.now()) return { state: 'expired', requestedAt };
  return { state: 'ready', requestedAt, expiresAt: expiresAt.toISOString() };
}

export type ExportRequest = {
  id: string;
  userId: string;
  userType: UserType;
  email: string;
  firstName: string;
  locale: 'en' | 'fr';
  done: boolean;
};

/** The request the worker builds, with whom it is for (service connection). */
export async function readExportRequest(tx: Tx, exportId: string): Promise<ExportRequest | null> {
  const [row] = await tx<
    (
      & Pick<ExportRow, 'id' | 'userId' | 'readyAt' | 'failedAt'>
      & Pick<UserRow, 'userType' | 'email' | 'firstName' | 'locale' | 'closedAt'>
    )[]
  >`
    select e.id, e.user_id, e.ready_at, e.failed_at, u.user_type, u.email, u.first_name, u.locale,
           u.closed_at
      from public.data_exports e
      cross join lateral private.accounts_export_recipient(e.user_id) u
     where e.id = ${exportId}`;
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    locale: row.locale,
    done: row.readyAt !== null || row.failedAt !== null || row.closedAt !== null,
  };
}

/** Stores the built archive and the link's hash; false when another run got there first. */
export async function storeArchive(
  tx: Tx,
  exportId: string,
  archive: Uint8Array,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await tx<Pick<ExportRow, 'id'>[]>`
    update public.data_exports
       set archive = ${archive}, archive_bytes = ${archive.length}, token_hash = ${tokenHash},
           expires_at = ${expiresAt}, ready_at = now()
     where id = ${exportId} and ready_at is null and failed_at is null
    returning id`;
  return rows.length === 1;
}

export async function markExportFailed(tx: Tx, exportId: string): Promise<void> {
  await tx`
    update public.data_exports set failed_at = now()
     where id = ${exportId} and ready_at is null and failed_at is null`;
}

/** What a link's token finds, for this person (another person's link is not valid here). */
export async function linkStateOf(tx: Tx, tokenHash: string, userId: string): Promise<LinkState> {
  // Found by its token, so built: its expiry is set with the token (the table's check).
  const [row] = await tx<(Pick<ExportRow, 'downloadedAt'> & { expiresAt: Date })[]>`
    select downloaded_at, expires_at from public.data_exports
     where token_hash = ${tokenHash} and user_id = ${userId}`;
  if (!row) return 'invalid';
  if (row.downloadedAt) return 'used';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'ready';
}

/**
 * Takes the archive once: marks the link used and drops the archive in the same statement, so
 * two clicks at once get it once. Null when the link is used, expired or not this person's.
 */
export async function takeArchive(
  tx: Tx,
  tokenHash: string,
  userId: string,
): Promise<Uint8Array | null> {
  // `archive is not null` is in the condition, so what is returned is an archive.
  const [row] = await tx<{ archive: Uint8Array }[]>`
    with taken as (
      select id, archive from public.data_exports
       where token_hash = ${tokenHash} and user_id = ${userId}
         and downloaded_at is null and expires_at > now() and archive is not null
         for update
    )
    update public.data_exports e
       set downloaded_at = now(), archive = null
      from taken
     where e.id = taken.id
    returning taken.archive`;
  return row?.archive ?? null;
}

// ---------------------------------------------------------------- what an export holds

/** A record as the export writes it: the row as JSON (to_jsonb / jsonb_build_object). */
type Json = Record<string, unknown>;

/**
 * The keys of my-data.json that the person's own data fills, in the order the export has always
 * written them: the owners' functions give them by owner, and JSON keeps the order it is given.
 */
const OWN_DATA_KEYS = [
  'profile',
  'accountStatus',
  'addresses',
  'careNeeds',
  'caregiverProfile',
  'availability',
  'workExperiences',
  'educationAccreditations',
  'backgroundCheck',
  'backgroundCheckReimbursement',
  'banking',
  'paymentMethods',
  'postings',
  'applications',
  'favouriteCaregivers',
  'favouriteJobs',
  'invites',
  'team',
  'emergencyContacts',
  'messagesWritten',
  'shifts',
  'tasks',
  'savedTasks',
  'visitRecords',
  'reports',
  'reviews',
  'invoices',
  'invoiceEmployerCosts',
  'invoicePayments',
  'payrollYearToDate',
  'td1',
  'workersCompensation',
  'notifications',
  'profileViews',
  'jobViews',
  'presence',
] as const;

/** One jsonb object per owner (private.<owner>_own_data), keyed by the export's keys. */
type OwnDataRow = Record<
  | 'accounts'
  | 'addresses'
  | 'caregivers'
  | 'backgroundChecks'
  | 'banking'
  | 'payments'
  | 'jobs'
  | 'applications'
  | 'caregiverSearch'
  | 'invites'
  | 'team'
  | 'messages'
  | 'shifts'
  | 'reports'
  | 'reviews'
  | 'invoices'
  | 'notifications',
  Json
>;

/**
 * Everything about the person that they may read themselves, read AS them: row-level security
 * decides, so nothing of another person's beyond what their own pages already show can come
 * out. Each owning domain gives its part (supabase/migrations/20261128003000_own_data_by_owners.sql);
 * columns that are secrets or internal (sealed banking numbers, processor ids, stored file
 * paths, map points) are left out there; the files themselves travel in the ZIP.
 */
export async function readOwnData(tx: Tx, userId: string): Promise<Json> {
  const [row] = await tx<OwnDataRow[]>`
    select private.accounts_own_data(me.id) as accounts,
           private.addresses_own_data(me.id) as addresses,
           private.caregivers_own_data(me.id) as caregivers,
           private.background_checks_own_data(me.id) as background_checks,
           private.banking_own_data(me.id) as banking,
           private.payments_own_data(me.id) as payments,
           private.jobs_own_data(me.id) as jobs,
           private.applications_own_data(me.id) as applications,
           private.caregiver_search_own_data(me.id) as caregiver_search,
           private.invites_own_data(me.id) as invites,
           private.team_own_data(me.id) as team,
           private.messages_own_data(me.id) as messages,
           private.shifts_own_data(me.id) as shifts,
           private.reports_own_data(me.id) as reports,
           private.reviews_own_data(me.id) as reviews,
           private.invoices_own_data(me.id) as invoices,
           private.notifications_own_data(me.id) as notifications
      from (select ${userId}::uuid as id) me`;
  const parts: Json = Object.assign({}, ...Object.values(row));
  // A key an owner stopped giving would silently vanish from the export (JSON drops undefined).
  const missing = OWN_DATA_KEYS.filter((key) => !(key in parts));
  if (missing.length) throw new Error(`the export lacks ${missing.join(', ')}`);
  return Object.fromEntries(OWN_DATA_KEYS.map((key) => [key, parts[key]]));
}

/**
 * The contact inquiries the person sent: staff alone read them under RLS, so they come from the
 * service connection, the person's own only.
 */
export async function readOwnContactInquiries(tx: Tx, userId: string): Promise<Json[]> {
  const [row] = await tx<{ contact: { contactInquiries: Json[] } }[]>`
    select private.contact_own_data(${userId}::uuid) as contact`;
  return row.contact.contactInquiries;
}

/** The person's stored files: profile pictures, background check and its receipt. */
export async function readOwnFiles(tx: Tx, userId: string) {
  // background_checks_own_files gives one row, nulls when there is nothing.
  const [row] = await tx<
    (Pick<UserRow, 'imgUrl' | 'imgUrlThumb'> & { bg: string | null; receipt: string | null })[]
  >`
    select u.img_url, u.img_url_thumb, f.file_path as bg, f.receipt_path as receipt
      from private.accounts_own_files(${userId}::uuid) u
      cross join private.background_checks_own_files(${userId}::uuid) f`;
  return {
    imgUrl: row?.imgUrl ?? null,
    imgUrlThumb: row?.imgUrlThumb ?? null,
    backgroundCheck: row?.bg ?? null,
    receipt: row?.receipt ?? null,
  };
}
