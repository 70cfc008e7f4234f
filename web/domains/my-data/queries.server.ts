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
      join public.users u on u.id = e.user_id
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
type JsonRow = { row: Json };
const rowsOf = (rows: readonly JsonRow[]) => rows.map((r) => r.row);

/**
 * Everything about the person that they may read themselves, read AS them: row-level security
 * decides, so nothing of another person's beyond what their own pages already show can come
 * out. Columns that are secrets or internal (sealed banking numbers, processor ids, stored file
 * paths, map points) are left out; the files themselves travel in the ZIP.
 */
export async function readOwnData(tx: Tx, userId: string): Promise<Json> {
  const one = async (q: Promise<readonly JsonRow[]>) => (await q)[0]?.row ?? null;
  return {
    profile: await one(tx<JsonRow[]>`
      select to_jsonb(u) - 'address_id' as row from public.users u where u.id = ${userId}`),
    accountStatus: await one(tx<JsonRow[]>`
      select to_jsonb(s) - 'user_id' as row from public.account_statuses s
       where s.user_id = ${userId}`),
    addresses: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(a) - 'location' - 'user_id' as row from public.addresses a
       where a.user_id = ${userId} order by a.created_at`,
    ),
    careNeeds: await one(tx<JsonRow[]>`
      select to_jsonb(c) - 'user_id' as row from public.care_needs c where c.user_id = ${userId}`),
    caregiverProfile: await one(tx<JsonRow[]>`
      select to_jsonb(p) - 'user_id' - 'h3_cell' as row from public.caregiver_profiles p
       where p.user_id = ${userId}`),
    availability: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(a) - 'user_id' as row from public.availability a
       where a.user_id = ${userId} order by a.day_id, a.start_time`,
    ),
    workExperiences: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(w) - 'user_id' as row from public.work_experiences w
       where w.user_id = ${userId} order by w.start_date`,
    ),
    educationAccreditations: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(e) - 'user_id' as row from public.education_accreditations e
       where e.user_id = ${userId}`,
    ),
    backgroundCheck: await one(tx<JsonRow[]>`
      select to_jsonb(b) - 'user_id' - 'file_path' - 'actioned_by' as row
        from public.background_checks b where b.user_id = ${userId}`),
    backgroundCheckReimbursement: await one(tx<JsonRow[]>`
      select to_jsonb(r) - 'user_id' - 'receipt_path' as row
        from public.background_check_reimbursements r where r.user_id = ${userId}`),
    // The account and transit numbers are sealed and never leave the server, even to their owner.
    banking: await one(tx<JsonRow[]>`
      select jsonb_build_object(
               'institution_number', b.inst_num, 'bank_name', b.bank_name,
               'bank_address', b.bank_address, 'home_address', b.home_address,
               'created_at', b.created_at, 'updated_at', b.updated_at) as row
        from public.banking_details b where b.user_id = ${userId}`),
    paymentMethods: rowsOf(
      await tx<JsonRow[]>`
      select jsonb_build_object(
               'brand', m.brand, 'last4', m.last4, 'exp_month', m.exp_month,
               'exp_year', m.exp_year, 'billing_email', m.billing_email,
               'is_preferred', m.is_preferred, 'created_at', m.created_at) as row
        from public.payment_methods m where m.user_id = ${userId} order by m.created_at`,
    ),
    postings: rowsOf(
      await tx<JsonRow[]>`
      select jsonb_build_object(
               'id', j.id, 'description', j.description, 'services', j.services,
               'conditions', j.conditions, 'language_pref', j.language_pref,
               'service_start', j.service_start, 'service_per_week', j.service_per_week,
               'service_length', j.service_length, 'locality', j.locality,
               'province', j.admin_area_level1, 'is_available', j.is_available,
               'created_at', j.created_at, 'updated_at', j.updated_at,
               'address', (select a.address_full from private.job_address(j.id) a limit 1)) as row
        from public.jobs j where j.family_id = ${userId} order by j.created_at`,
    ),
    applications: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(a) as row from public.job_applications a
       where a.caregiver_id = ${userId} or a.family_id = ${userId} order by a.created_at`,
    ),
    favouriteCaregivers: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(f) - 'family_id' as row from public.favourites f
       where f.family_id = ${userId} order by f.created_at`,
    ),
    favouriteJobs: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(f) - 'caregiver_id' as row from public.job_favourites f
       where f.caregiver_id = ${userId} order by f.created_at`,
    ),
    invites: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(i) as row from public.team_invites i
       where i.family_id = ${userId} or i.caregiver_id = ${userId} order by i.created_at`,
    ),
    team: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(m) as row from public.team_members m
       where m.family_id = ${userId} or m.caregiver_id = ${userId} order by m.created_at`,
    ),
    emergencyContacts: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(e) as row from public.emergency_contacts e
       where e.family_id = ${userId} order by e.member_id, e.position`,
    ),
    // Only what the person wrote: the other side's words are theirs.
    messagesWritten: rowsOf(
      await tx<JsonRow[]>`
      select jsonb_build_object('channel_id', m.channel_id, 'body', m.body,
                                'created_at', m.created_at) as row
        from public.messages m where m.author_id = ${userId} order by m.created_at`,
    ),
    shifts: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(s) - 'care_location' as row from public.shifts s
       where s.family_id = ${userId} or s.caregiver_id = ${userId} order by s.starts_at`,
    ),
    tasks: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(t) as row from public.tasks t
       where t.family_id = ${userId} or t.caregiver_id = ${userId} order by t.created_at`,
    ),
    savedTasks: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(t) - 'user_id' as row from public.saved_tasks t
       where t.user_id = ${userId} order by t.created_at`,
    ),
    // A caregiver's own check-in and completion places; a family's copy would be someone else's.
    visitRecords: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(v) - 'prev_hash' - 'hash' as row from public.visit_records v
       where v.caregiver_id = ${userId} order by v.recorded_at`,
    ),
    reports: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(r) - 'actioned_by' as row from public.reports r
       where r.family_id = ${userId} or r.caregiver_id = ${userId} order by r.created_at`,
    ),
    reviews: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(r) as row from public.reviews r
       where r.family_id = ${userId} or r.caregiver_id = ${userId} order by r.created_at`,
    ),
    invoices: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(i) as row from public.invoices i
       where i.family_id = ${userId} or i.caregiver_id = ${userId} order by i.week_start`,
    ),
    invoiceEmployerCosts: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(c) as row from public.invoice_employer_costs c
       where c.family_id = ${userId}`,
    ),
    invoicePayments: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(p) - 'payment_method' - 'idempotency_key' as row
        from public.invoice_payments p where p.user_id = ${userId} order by p.created_at`,
    ),
    payrollYearToDate: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(y) as row from public.payroll_ytd y
       where y.family_id = ${userId} or y.caregiver_id = ${userId} order by y.year`,
    ),
    td1: await one(tx<JsonRow[]>`
      select to_jsonb(t) - 'caregiver_id' as row from public.payroll_td1 t
       where t.caregiver_id = ${userId}`),
    workersCompensation: await one(tx<JsonRow[]>`
      select to_jsonb(w) - 'family_id' as row from public.workers_comp_accounts w
       where w.family_id = ${userId}`),
    notifications: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(n) - 'recipient_id' as row from public.notifications n
       where n.recipient_id = ${userId} order by n.created_at`,
    ),
    profileViews: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(v) - 'viewer_id' as row from public.profile_views v
       where v.viewer_id = ${userId}`,
    ),
    jobViews: rowsOf(
      await tx<JsonRow[]>`
      select to_jsonb(v) - 'caregiver_id' as row from public.job_views v
       where v.caregiver_id = ${userId}`,
    ),
    presence: await one(tx<JsonRow[]>`
      select to_jsonb(p) - 'user_id' as row from public.presence p where p.user_id = ${userId}`),
  };
}

/**
 * The contact inquiries the person sent: staff alone read them under RLS, so they come from the
 * service connection, the person's own only.
 */
export async function readOwnContactInquiries(tx: Tx, userId: string): Promise<Json[]> {
  return rowsOf(
    await tx<JsonRow[]>`
    select to_jsonb(c) - 'user_id' as row from public.contact_inquiries c
     where c.user_id = ${userId} order by c.created_at`,
  );
}

/** The person's stored files: profile pictures, background check and its receipt. */
export async function readOwnFiles(tx: Tx, userId: string) {
  const [row] = await tx<
    (Pick<UserRow, 'imgUrl' | 'imgUrlThumb'> & { bg: string | null; receipt: string | null })[]
  >`
    select u.img_url, u.img_url_thumb,
           (select b.file_path from public.background_checks b where b.user_id = u.id) as bg,
           (select r.receipt_path from public.background_check_reimbursements r
             where r.user_id = u.id) as receipt
      from public.users u where u.id = ${userId}`;
  return {
    imgUrl: row?.imgUrl ?? null,
    imgUrlThumb: row?.imgUrlThumb ?? null,
    backgroundCheck: row?.bg ?? null,
    receipt: row?.receipt ?? null,
  };
}
