// The background-checks domain's reads and writes: background_checks and
// background_check_reimbursements. The caregiver's names and public number come from caregivers'
// published caregiver_cards, the contact emails and locale from accounts' user_cards (ADR 054).
// Every function takes the caller's transaction and opens none; the action decides who runs it
// (RLS applies to it). Each query declares the row it reads (ADR 059) and maps it here.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { BgCheckState, BgQueueColumn, BgQueueState } from './model.ts';

type CardRow = Row<'public.caregiver_cards'>;
/** count(*)::int: an int4, a number. */
type CountRow = { n: number };

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

// ---------------------------------------------------------------------------------------------
// background_checks

export type BgCheckRow = {
  userId: string;
  status: BgCheckState;
  filePath: string | null;
  fileType: string | null;
  issuedOn: string | null;
  submittedAt: string | null;
  actionedAt: string | null;
  rejectionReason: string | null;
};

/** What a background-check query reads (issued_on through to_char: 'YYYY-MM-DD'). */
type BgCheckColumnsRow =
  & Pick<
    Row<'public.background_checks'>,
    'userId' | 'status' | 'filePath' | 'fileType' | 'submittedAt' | 'actionedAt' | 'rejectionReason'
  >
  & { issuedOn: string | null };

function toBgCheck(row: BgCheckColumnsRow): BgCheckRow {
  return {
    userId: row.userId,
    status: row.status,
    filePath: row.filePath,
    fileType: row.fileType,
    issuedOn: row.issuedOn,
    submittedAt: iso(row.submittedAt),
    actionedAt: iso(row.actionedAt),
    rejectionReason: row.rejectionReason,
  };
}

export async function readBgCheck(tx: Tx, userId: string): Promise<BgCheckRow | null> {
  const [row] = await tx<BgCheckColumnsRow[]>`
    select user_id, status, file_path, file_type, to_char(issued_on, 'YYYY-MM-DD') as issued_on,
           submitted_at, actioned_at, rejection_reason
      from public.background_checks where user_id = ${userId}`;
  return row ? toBgCheck(row) : null;
}

export async function submitBgCheck(
  tx: Tx,
  userId: string,
  f: { filePath: string; fileType: string; issuedOn: string },
) {
  await tx`
    insert into public.background_checks (user_id, status, file_path, file_type, issued_on, submitted_at)
    values (${userId}, 'submitted', ${f.filePath}, ${f.fileType}, ${f.issuedOn}, now())
    on conflict (user_id) do update
      set status = 'submitted', file_path = excluded.file_path, file_type = excluded.file_type,
          issued_on = excluded.issued_on, submitted_at = now()`;
}

/** Moves a submitted check to approved or rejected; false when none was pending. */
export async function actionBgCheck(
  tx: Tx,
  userId: string,
  to: 'approved' | 'rejected',
  reason: string | null,
): Promise<boolean> {
  const rows = await tx<Pick<Row<'public.background_checks'>, 'userId'>[]>`
    update public.background_checks
       set status = ${to}, rejection_reason = ${reason}
     where user_id = ${userId} and status = 'submitted'
    returning user_id`;
  return rows.length > 0;
}

/**
 * A queue row: the check, its caregiver's names (the card's columns are the profile's, not null
 * there; views type every column nullable), the recorded cost (left joined: may be null).
 */
type BgQueueRow =
  & BgCheckColumnsRow
  & { userIdNumber: string; firstName: string; lastName: string }
  & { reimbursementCents: number | null; receiptPath: string | null };

export type BgQueueQuery = {
  state?: BgQueueState;
  sort?: { column: BgQueueColumn; direction: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
};

/**
 * The admin queue: by default submitted first (oldest first), then the rest; or by caregiver,
 * issue or submission date. Every order ends on the user id, so pages never overlap.
 */
export async function listBgCheckQueue(tx: Tx, query: BgQueueQuery = {}) {
  const desc = query.sort?.direction === 'desc';
  const dir = desc ? tx`desc` : tx`asc`;
  const order = query.sort?.column === 'caregiver'
    ? tx`lower(p.last_name) ${dir}, lower(p.first_name) ${dir}, b.user_id ${dir}`
    : query.sort?.column === 'issued'
    ? tx`b.issued_on ${dir} nulls last, b.user_id ${dir}`
    : query.sort?.column === 'submitted'
    ? tx`b.submitted_at ${dir} nulls last, b.user_id ${dir}`
    : desc
    ? tx`(b.status = 'submitted') asc, b.submitted_at desc, b.user_id desc`
    : tx`(b.status = 'submitted') desc, b.submitted_at asc, b.user_id asc`;
  const rows = await tx<BgQueueRow[]>`
    select b.user_id, b.status, b.file_path, b.file_type,
           to_char(b.issued_on, 'YYYY-MM-DD') as issued_on, b.submitted_at, b.actioned_at,
           b.rejection_reason, p.user_id_number, p.first_name, p.last_name,
           r.amount_cents as reimbursement_cents, r.receipt_path
      from public.background_checks b
      join public.caregiver_cards p on p.user_id = b.user_id
      left join public.background_check_reimbursements r on r.user_id = b.user_id
     where b.status <> 'none'
       and ${query.state ? tx`b.status = ${query.state}` : tx`true`}
     order by ${order}
     limit ${query.limit ?? 500} offset ${query.offset ?? 0}`;
  return rows.map((r) => ({
    ...toBgCheck(r),
    userIdNumber: r.userIdNumber,
    firstName: r.firstName,
    lastName: r.lastName,
    reimbursementCents: r.reimbursementCents,
    receiptPath: r.receiptPath,
  }));
}

// ---------------------------------------------------------------------------------------------
// Background-check reimbursement (ADR 034)

export type ReimbursementRow = {
  amountCents: number;
  receiptPath: string;
  receiptType: string;
  recordedAt: string;
  invoiceId: string | null;
  attachedAt: string | null;
};

export async function readReimbursement(tx: Tx, userId: string): Promise<ReimbursementRow | null> {
  const [row] = await tx<
    Pick<
      Row<'public.background_check_reimbursements'>,
      'amountCents' | 'receiptPath' | 'receiptType' | 'recordedAt' | 'invoiceId' | 'attachedAt'
    >[]
  >`
    select amount_cents, receipt_path, receipt_type, recorded_at, invoice_id, attached_at
      from public.background_check_reimbursements where user_id = ${userId}`;
  if (!row) return null;
  return {
    amountCents: row.amountCents,
    receiptPath: row.receiptPath,
    receiptType: row.receiptType,
    recordedAt: row.recordedAt.toISOString(),
    invoiceId: row.invoiceId,
    attachedAt: iso(row.attachedAt),
  };
}

/** Records or corrects the cost and receipt; the trigger refuses it once approved or paid. */
export async function upsertReimbursement(
  tx: Tx,
  userId: string,
  r: { amountCents: number; receiptPath: string; receiptType: string },
) {
  await tx`
    insert into public.background_check_reimbursements (user_id, amount_cents, receipt_path, receipt_type)
    values (${userId}, ${r.amountCents}, ${r.receiptPath}, ${r.receiptType})
    on conflict (user_id) do update
      set amount_cents = excluded.amount_cents, receipt_path = excluded.receipt_path,
          receipt_type = excluded.receipt_type`;
}

/** Contact emails of the given users (service path: admins listing the queue). */
export async function readContactEmails(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  // The view's columns are the table's, not null there (views type every column nullable).
  const rows = await tx<Pick<Row<'public.users'>, 'id' | 'email'>[]>`
    select id, email from public.user_cards where id = any(${userIds})`;
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The user id behind a public number, among profiles the caller may read. */
export async function userIdForNumber(tx: Tx, userIdNumber: string): Promise<string | null> {
  // The view's column is the profile's, not null there (views type every column nullable).
  const [row] = await tx<{ userId: string }[]>`
    select user_id from public.caregiver_cards where user_id_number = ${userIdNumber}`;
  return row?.userId ?? null;
}

/** How many checks the queue holds (in one state, or any but none). */
export async function countBgCheckQueue(tx: Tx, state?: BgQueueState): Promise<number> {
  const [row] = await tx<CountRow[]>`
    select count(*)::int as n
      from public.background_checks b
      join public.caregiver_cards p on p.user_id = b.user_id
     where b.status <> 'none' and ${state ? tx`b.status = ${state}` : tx`true`}`;
  return row.n;
}

/** How many background checks wait for an admin (the admin home's count). */
export async function countSubmittedBgChecks(tx: Tx): Promise<number> {
  const [row] = await tx<CountRow[]>`
    select count(*)::int as n from public.background_checks where status = 'submitted'`;
  return row.n;
}

/** Whether the caregiver has a profile yet (basic info done): their own card, which RLS shows them. */
export async function profileExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx<Pick<CardRow, 'userId'>[]>`
    select user_id from public.caregiver_cards where user_id = ${userId}`;
  return !!row;
}
