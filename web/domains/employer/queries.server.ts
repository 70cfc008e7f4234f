// The employer domain's SQL: (tx, …) → rows. Never opens a transaction; RLS of the caller's
// transaction decides what is seen.
import type { Row } from '../../server/db-schema.ts';
import type { Tx } from '../../server/db.server.ts';
import type { EmployerDetails, PayrollLineAmounts } from './model.ts';

// ------------------------------------------------------------------------- employer_details

export async function selectEmployerDetails(
  tx: Tx,
  familyId: string,
): Promise<EmployerDetails | null> {
  const [r] = await tx<
    Omit<Row<'public.employer_details'>, 'familyId' | 'createdAt' | 'updatedAt'>[]
  >`
    select legal_name, address_line1, address_line2, city, province, postal_code, payroll_account
      from public.employer_details where family_id = ${familyId}`;
  if (!r) return null;
  return {
    legalName: r.legalName,
    address: {
      line1: r.addressLine1,
      line2: r.addressLine2,
      city: r.city,
      province: r.province,
      postalCode: r.postalCode,
    },
    payrollAccount: r.payrollAccount,
  };
}

/** Update, then insert when there was no row (no ON CONFLICT: it would need more privileges). */
export async function saveEmployerDetails(tx: Tx, familyId: string, d: EmployerDetails) {
  const columns = {
    legal_name: d.legalName,
    address_line1: d.address.line1,
    address_line2: d.address.line2,
    city: d.address.city,
    province: d.address.province,
    postal_code: d.address.postalCode,
    payroll_account: d.payrollAccount,
  };
  const updated = await tx`
    update public.employer_details set ${tx(columns)} where family_id = ${familyId}`;
  if (updated.count === 0) {
    await tx`insert into public.employer_details ${tx({ family_id: familyId, ...columns })}`;
  }
}

// ---------------------------------------------------------------------------- employee_sins

export type SealedSin = { sinEncrypted: string; keyId: string; lastDigits: string };

/** The caregiver's own last digits (the only columns an API role may select). */
export async function selectSinDigits(tx: Tx, caregiverId: string) {
  const [r] = await tx<Pick<Row<'public.employee_sins'>, 'lastDigits' | 'updatedAt'>[]>`
    select last_digits, updated_at from public.employee_sins where caregiver_id = ${caregiverId}`;
  return r ? { lastDigits: r.lastDigits, updatedAt: r.updatedAt } : null;
}

export async function saveSin(tx: Tx, caregiverId: string, s: SealedSin) {
  const columns = { sin_encrypted: s.sinEncrypted, key_id: s.keyId, last_digits: s.lastDigits };
  const updated = await tx`
    update public.employee_sins set ${tx(columns)} where caregiver_id = ${caregiverId}`;
  if (updated.count === 0) {
    await tx`insert into public.employee_sins ${tx({ caregiver_id: caregiverId, ...columns })}`;
  }
}

/** Service path only: the ciphertext is granted to no API role. */
export async function selectSealedSin(tx: Tx, caregiverId: string): Promise<SealedSin | null> {
  const [r] = await tx<SealedSin[]>`
    select sin_encrypted, key_id, last_digits from public.employee_sins
     where caregiver_id = ${caregiverId}`;
  return r ?? null;
}

type SealedSinRow = Pick<Row<'public.employee_sins'>, 'caregiverId' | 'sinEncrypted' | 'keyId'>;

/** For key rotation (service path): every row's sealed SIN, locked. */
export async function listSealedSins(tx: Tx): Promise<SealedSinRow[]> {
  return await tx<SealedSinRow[]>`
    select caregiver_id, sin_encrypted, key_id from public.employee_sins
     order by caregiver_id for update`;
}

export async function resealSin(tx: Tx, caregiverId: string, sinEncrypted: string, keyId: string) {
  await tx`
    update public.employee_sins set sin_encrypted = ${sinEncrypted}, key_id = ${keyId}
     where caregiver_id = ${caregiverId}`;
}

/** Service path only: the sealed SINs of these caregivers. */
export async function selectSealedSins(
  tx: Tx,
  caregiverIds: string[],
): Promise<(SealedSin & { caregiverId: string })[]> {
  return await tx<(SealedSin & { caregiverId: string })[]>`
    select caregiver_id, sin_encrypted, key_id, last_digits from public.employee_sins
     where caregiver_id = any(${caregiverIds}::uuid[])`;
}

/** The transaction's user (auth.uid()); null on the service path. */
export async function selectUid(tx: Tx): Promise<string | null> {
  const [r] = await tx<{ uid: string | null }[]>`select auth.uid() as uid`;
  return r.uid;
}

/** Of these caregivers, those whose pay the transaction's user may see (RLS of payroll_lines). */
export async function payVisibleOf(tx: Tx, caregiverIds: string[]): Promise<Set<string>> {
  // Not null: the filter matched it (the view's columns are all nullable to Postgres).
  const rows = await tx<{ caregiverId: string }[]>`
    select distinct caregiver_id from public.payroll_lines
     where caregiver_id = any(${caregiverIds}::uuid[])`;
  return new Set(rows.map((r) => r.caregiverId));
}

/** Whether the transaction's user may see this caregiver's pay (RLS of payroll_lines decides). */
export async function seesPayOf(tx: Tx, caregiverId: string): Promise<boolean> {
  const [r] = await tx<{ ok: boolean }[]>`
    select exists (select 1 from public.payroll_lines where caregiver_id = ${caregiverId}) as ok`;
  return r.ok;
}

// -------------------------------------------------------------------------------- remittances

export type LineOfMonth = PayrollLineAmounts & { month: string };

/** A payroll_lines amount: int4 from the view, int8 when summed (a string); null where none. */
type Cents = number | string | null;

/** The amounts of a payroll_lines row, or of a sum of rows. */
type AmountsRow = Record<
  Exclude<keyof PayrollLineAmounts, 'caregiverId' | 'province'>,
  Cents
>;

/** One payroll line of the month; the filter makes its ids and province not null. */
type LineRow = AmountsRow & { month: string; caregiverId: string; province: string };

/** Every row of payroll_lines of the family whose pay date falls in `year`, whatever its kind. */
export async function selectLinesOfYear(
  tx: Tx,
  familyId: string,
  year: number,
): Promise<LineOfMonth[]> {
  const rows = await tx<LineRow[]>`
    select to_char(pay_date, 'YYYY-MM') as month, caregiver_id, province,
           gross_cents, cpp_employee_cents, cpp2_employee_cents, ei_employee_cents,
           qpip_employee_cents, federal_tax_cents, provincial_tax_cents, cpp_employer_cents,
           cpp2_employer_cents, ei_employer_cents, qpip_employer_cents
      from public.payroll_lines
     where family_id = ${familyId}
       and pay_date >= make_date(${year}::int, 1, 1)
       and pay_date < make_date(${year}::int + 1, 1, 1)`;
  return rows.map(toLine);
}

const num = (v: Cents) => Number(v ?? 0);
const numOrNull = (v: Cents) => (v === null || v === undefined ? null : Number(v));

function toLine(r: LineRow): LineOfMonth {
  return {
    month: r.month,
    caregiverId: r.caregiverId,
    province: r.province,
    grossCents: num(r.grossCents),
    cppEmployeeCents: num(r.cppEmployeeCents),
    cpp2EmployeeCents: num(r.cpp2EmployeeCents),
    eiEmployeeCents: num(r.eiEmployeeCents),
    qpipEmployeeCents: num(r.qpipEmployeeCents),
    federalTaxCents: num(r.federalTaxCents),
    provincialTaxCents: num(r.provincialTaxCents),
    cppEmployerCents: numOrNull(r.cppEmployerCents),
    cpp2EmployerCents: numOrNull(r.cpp2EmployerCents),
    eiEmployerCents: numOrNull(r.eiEmployerCents),
    qpipEmployerCents: numOrNull(r.qpipEmployerCents),
  };
}

/** 'YYYY-MM' → 'YYYY-MM-DD' remitted on, for the family's months of `year`. */
export async function selectRemitted(
  tx: Tx,
  familyId: string,
  year: number,
): Promise<Map<string, string>> {
  const rows = await tx<{ month: string; remittedOn: string }[]>`
    select to_char(month, 'YYYY-MM') as month, remitted_on::text as remitted_on
      from public.employer_remittances
     where family_id = ${familyId}
       and month >= make_date(${year}::int, 1, 1) and month < make_date(${year}::int + 1, 1, 1)`;
  return new Map(rows.map((r) => [r.month, r.remittedOn]));
}

/**
 * The year's pay of the months each family marked remitted, summed per family and per side of
 * the Quebec split (the split is linear, so `lineFigures` of a sum is the sum of the figures).
 * Every row of payroll_lines counts, whatever its kind. `familyIds` null: every family the
 * transaction may see.
 */
export async function selectRemittedSums(
  tx: Tx,
  year: number,
  familyIds: string[] | null,
): Promise<(PayrollLineAmounts & { familyId: string })[]> {
  const rows = await tx<(AmountsRow & { familyId: string; quebec: boolean })[]>`
    select l.family_id, (l.province = 'QC') as quebec,
           sum(l.gross_cents) as gross_cents, sum(l.cpp_employee_cents) as cpp_employee_cents,
           sum(l.cpp2_employee_cents) as cpp2_employee_cents,
           sum(l.ei_employee_cents) as ei_employee_cents,
           sum(l.qpip_employee_cents) as qpip_employee_cents,
           sum(l.federal_tax_cents) as federal_tax_cents,
           sum(l.provincial_tax_cents) as provincial_tax_cents,
           sum(l.cpp_employer_cents) as cpp_employer_cents,
           sum(l.cpp2_employer_cents) as cpp2_employer_cents,
           sum(l.ei_employer_cents) as ei_employer_cents,
           sum(l.qpip_employer_cents) as qpip_employer_cents
      from public.payroll_lines l
      join public.employer_remittances r
        on r.family_id = l.family_id and r.month = date_trunc('month', l.pay_date)::date
     where l.pay_date >= make_date(${year}::int, 1, 1)
       and l.pay_date < make_date(${year}::int + 1, 1, 1)
       and (${familyIds === null} or l.family_id = any(${familyIds ?? []}::uuid[]))
     group by l.family_id, (l.province = 'QC')`;
  return rows.map((r) => ({
    ...toLine({ ...r, month: '', caregiverId: '', province: r.quebec ? 'QC' : 'ON' }),
    familyId: r.familyId,
  }));
}

export async function markRemitted(tx: Tx, familyId: string, month: string, remittedOn: string) {
  const first = `${month}-01`;
  const updated = await tx`
    update public.employer_remittances set remitted_on = ${remittedOn}
     where family_id = ${familyId} and month = ${first}`;
  if (updated.count === 0) {
    await tx`
      insert into public.employer_remittances (family_id, month, remitted_on)
      values (${familyId}, ${first}, ${remittedOn})`;
  }
}

export async function unmarkRemitted(tx: Tx, familyId: string, month: string) {
  await tx`
    delete from public.employer_remittances
     where family_id = ${familyId} and month = ${`${month}-01`}`;
}

// ---------------------------------------------------------------------------------- reminders

/** Families with pay in `month` who have not marked it remitted (service path). */
export async function selectFamiliesToRemind(tx: Tx, month: string): Promise<string[]> {
  const rows = await tx<{ familyId: string }[]>`
    select distinct l.family_id
      from public.payroll_lines l
     where l.pay_date >= ${`${month}-01`}::date
       and l.pay_date < (${`${month}-01`}::date + interval '1 month')
       and not exists (
         select 1 from public.employer_remittances r
          where r.family_id = l.family_id and r.month = ${`${month}-01`}::date
       )`;
  return rows.map((r) => r.familyId);
}

/** Families who hired (a team member) and have no payroll account number yet (service path). */
export async function selectFamiliesMissingDetails(tx: Tx): Promise<string[]> {
  // public.team_parties (team's): the family is not null (as team_members' is).
  const rows = await tx<{ familyId: NonNullable<Row<'public.team_parties'>['familyId']> }[]>`
    select distinct m.family_id
      from public.team_parties m
     where not exists (
       select 1 from public.employer_details d
        where d.family_id = m.family_id and d.payroll_account is not null
     )`;
  return rows.map((r) => r.familyId);
}

/** Whether the family has hired (a team member) and given no payroll account number yet. */
export async function selectNeedsDetails(tx: Tx, familyId: string): Promise<boolean> {
  const [r] = await tx<{ needs: boolean }[]>`
    select exists (select 1 from public.team_parties m where m.family_id = ${familyId})
       and not exists (
         select 1 from public.employer_details d
          where d.family_id = ${familyId} and d.payroll_account is not null
       ) as needs`;
  return r.needs;
}

/** Records a reminder; true the first time only (the job's idempotence). */
export async function claimReminder(
  tx: Tx,
  familyId: string,
  kind: 'details' | 'remittance',
  period: string,
): Promise<boolean> {
  const rows = await tx`
    insert into private.employer_reminders (family_id, kind, period)
    values (${familyId}, ${kind}, ${period})
    on conflict do nothing
    returning family_id`;
  return rows.length > 0;
}

export async function selectEmailOf(tx: Tx, userId: string) {
  // public.user_cards (accounts'): a view's columns are nullable to Postgres; the email is not
  // (as users' is), and the locale is one of two (its check constraint).
  type Contact = Row<'public.user_cards'>;
  const [r] = await tx<
    { email: NonNullable<Contact['email']>; firstName: Contact['firstName']; locale: 'en' | 'fr' }[]
  >`
    select email, first_name, locale from public.user_cards where id = ${userId}`;
  return r ? { email: r.email, firstName: r.firstName ?? '', locale: r.locale } : null;
}
