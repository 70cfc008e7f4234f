// The employer domain's verbs (issue 23 points 1 and 2, ADR 047): the only server file other
// domains import. The tax-slip and record-of-employment domains call `readEmployerDetails`,
// `readEmployeeSin` and `remittancesOfYear` inside their own transactions.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { env } from '../../server/env.server.ts';
import { conflict, forbidden, invalid } from '../../server/http.server.ts';
import { enqueue } from '../../server/queue.server.ts';
import { bankingKeyRing, open, seal } from '../../server/secrets.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { escapeHtml } from '../../shared/html.ts';
import { text, translator } from '../../shared/i18n.tsx';
import { formatCents } from '../../shared/money.ts';
import { dateFormat, formatCalendarDate } from '../../shared/dates.ts';
import { createNotification, SafeHtml } from '../notifications/actions.server.ts';
import { remittanceEmail } from './emails.server.ts';
import { employerMessages } from './messages.ts';
import {
  type EmployerDetails,
  lineFigures,
  maskSin,
  monthFigures,
  reminderDay,
  remittanceDueDate,
  type RemittanceMonth,
  remittedOnProblem,
} from './model.ts';
import * as q from './queries.server.ts';
import type { EmployerDetailsInput, SinInput } from './schemas.ts';

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'>;

const t = (key: Parameters<typeof text<keyof typeof employerMessages.en>>[1]) =>
  text(employerMessages, key);

/** The notification class of employer reminders: it leads to /mypay/employer. */
export const EMPLOYER_NOTIFICATION_CLASS = 'Employer';

/** The API checks the role before reading the body: a wrong role is a 403, never a 422. */
export function requireFamily(viewer: Actor) {
  if (viewer.userType !== 'family') throw forbidden(t('familiesOnly'));
}

export function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('caregiversOnly'));
}

// ------------------------------------------------------------------------ published (T and R)

/**
 * The family's employer details, as the caller's transaction may see them (the family itself
 * under RLS, or the service path writing slips); null when none were given.
 */
export function readEmployerDetails(tx: Tx, familyId: string): Promise<EmployerDetails | null> {
  return q.selectEmployerDetails(tx, familyId);
}

/** Binds a SIN's ciphertext to its caregiver: copied to another row, it fails to decrypt. */
const sinContext = (caregiverId: string) => `employee_sins:${caregiverId}:sin`;

/**
 * The caregiver's SIN in full (nine digits), for the T4/RL-1 slip and the XML return only; null
 * when not given. Server-only: the ciphertext column is granted to no API role, so it is read on
 * the service path, and only after the caller's transaction `tx` showed that its user may see
 * this caregiver's pay (the caregiver, or a family who employs them; a service transaction sees
 * everyone's). Anyone else gets null.
 */
export async function readEmployeeSin(tx: Tx, caregiverId: string): Promise<string | null> {
  if (!(await q.seesPayOf(tx, caregiverId))) {
    if ((await q.selectUid(tx)) !== caregiverId) return null;
  }
  // Service path: no API role may select sin_encrypted (ADR 047); the check above authorized.
  const sealed = await asService((service) => q.selectSealedSin(service, caregiverId));
  if (!sealed) return null;
  const ring = await bankingKeyRing();
  return await open(
    ring,
    { ciphertext: sealed.sinEncrypted, keyId: sealed.keyId },
    sinContext(caregiverId),
  );
}

/**
 * `readEmployeeSin` for many caregivers at once (a family's slips, the XML return): one check and
 * one read. Caregivers the caller may not see, or without a SIN, map to null.
 */
export async function readEmployeeSins(
  tx: Tx,
  caregiverIds: string[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>(caregiverIds.map((id) => [id, null]));
  if (caregiverIds.length === 0) return out;
  const visible = await q.payVisibleOf(tx, caregiverIds);
  const me = await q.selectUid(tx);
  if (me && caregiverIds.includes(me)) visible.add(me);
  if (visible.size === 0) return out;
  // Service path: no API role may select sin_encrypted (ADR 047); the check above authorized.
  const sealed = await asService((service) => q.selectSealedSins(service, [...visible]));
  const ring = await bankingKeyRing();
  for (const s of sealed) {
    out.set(
      s.caregiverId,
      await open(ring, { ciphertext: s.sinEncrypted, keyId: s.keyId }, sinContext(s.caregiverId)),
    );
  }
  return out;
}

/**
 * The family's months of `year` that have paid pay (by pay date), oldest first: every row of
 * payroll_lines counted (corrections included), split between the CRA and Revenu Québec, with
 * the due date and the date the family marked it remitted.
 */
export async function remittancesOfYear(
  tx: Tx,
  familyId: string,
  year: number,
): Promise<RemittanceMonth[]> {
  const [lines, remitted] = [
    await q.selectLinesOfYear(tx, familyId, year),
    await q.selectRemitted(tx, familyId, year),
  ];
  const byMonth = new Map<string, q.LineOfMonth[]>();
  for (const line of lines) {
    const list = byMonth.get(line.month) ?? [];
    list.push(line);
    byMonth.set(line.month, list);
  }
  return [...byMonth.keys()].sort().map((month) => {
    const due = remittanceDueDate(month);
    return {
      month,
      dueDate: due.dueDate,
      dueDateMoved: due.moved,
      remittedOn: remitted.get(month) ?? null,
      ...monthFigures(byMonth.get(month)!),
    };
  });
}

export type Remitted = { craCents: number; rqCents: number };

/**
 * What each family marked remitted for `year`, to the CRA and to Revenu Québec, in one query
 * for many families (the year-end run's Summaries); the same figures `remittancesOfYear` sums
 * month by month for one family's page. `familyIds` omitted: every family the transaction may
 * see. A family with nothing remitted maps to zeros (when named) or is absent.
 */
export async function remittedOfYear(
  tx: Tx,
  year: number,
  familyIds?: string[],
): Promise<Map<string, Remitted>> {
  const out = new Map<string, Remitted>(
    (familyIds ?? []).map((id) => [id, { craCents: 0, rqCents: 0 }]),
  );
  for (const sums of await q.selectRemittedSums(tx, year, familyIds ?? null)) {
    const f = lineFigures(sums);
    const total = out.get(sums.familyId) ?? { craCents: 0, rqCents: 0 };
    total.craCents += f.craCents;
    total.rqCents += f.rqCents;
    out.set(sums.familyId, total);
  }
  return out;
}

// ------------------------------------------------------------------------ the family's verbs

/** GET /api/employer/details. */
export async function getEmployerDetails(viewer: Actor): Promise<EmployerDetails | null> {
  requireFamily(viewer);
  return await asUser(viewer, (tx) => q.selectEmployerDetails(tx, viewer.id));
}

/** POST /api/employer/details: validated by the schema; the database checks the same rules. */
export async function saveEmployerDetails(
  viewer: Actor,
  input: EmployerDetailsInput,
): Promise<EmployerDetails> {
  requireFamily(viewer);
  const details: EmployerDetails = {
    legalName: input.legalName,
    address: {
      line1: input.addressLine1,
      line2: input.addressLine2,
      city: input.city,
      province: input.province,
      postalCode: input.postalCode,
    },
    payrollAccount: input.payrollAccount,
  };
  await asUser(viewer, (tx) => q.saveEmployerDetails(tx, viewer.id, details));
  return details;
}

/** Today's date where Canada's day starts first (Newfoundland), as the database checks it. */
export function remittanceToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/St_Johns',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type EmployerOverview = {
  year: number;
  details: EmployerDetails | null;
  remittances: RemittanceMonth[];
  today: string;
};

/** What /mypay/employer shows: the details and the year's remittances. */
export async function employerOverview(viewer: Actor, year: number): Promise<EmployerOverview> {
  requireFamily(viewer);
  return await asUser(viewer, async (tx) => {
    // Last year's months not marked remitted stay in view (December's is due in January).
    const earlier = (await remittancesOfYear(tx, viewer.id, year - 1)).filter((m) => !m.remittedOn);
    return {
      year,
      details: await q.selectEmployerDetails(tx, viewer.id),
      remittances: [...earlier, ...(await remittancesOfYear(tx, viewer.id, year))],
      today: remittanceToday(),
    };
  });
}

/** Whether the family should be asked for its employer details: it hired, no payroll account yet. */
export async function employerDetailsMissing(viewer: Actor): Promise<boolean> {
  if (viewer.userType !== 'family') return false;
  return await asUser(viewer, (tx) => q.selectNeedsDetails(tx, viewer.id));
}

/**
 * POST /api/employer/remittances: marks the month remitted on `remittedOn` (not in the
 * future, not before the month's end), or unmarks it with null. Answers the month's figures.
 */
export async function markRemitted(
  viewer: Actor,
  month: string,
  remittedOn: string | null,
): Promise<RemittanceMonth | null> {
  requireFamily(viewer);
  if (remittedOn !== null) {
    const problem = remittedOnProblem(month, remittedOn, remittanceToday());
    if (problem === 'format') throw invalid({ remittedOn: t('remittedOnInvalid') });
    if (problem === 'future') throw invalid({ remittedOn: t('remittedOnFuture') });
    if (problem === 'beforeMonthEnd') throw invalid({ remittedOn: t('remittedOnBeforeMonthEnd') });
  }
  const year = Number(month.slice(0, 4));
  return await asUser(viewer, async (tx) => {
    try {
      if (remittedOn === null) await q.unmarkRemitted(tx, viewer.id, month);
      else await tx.savepoint((sp) => q.markRemitted(sp, viewer.id, month, remittedOn));
    } catch (err) {
      // The database's own checks (a clock a moment ahead of ours, two racing first marks).
      const code = (err as { code?: string }).code;
      if (code === '23514') throw invalid({ remittedOn: t('remittedOnFuture') });
      if (code === '23505') throw conflict({ remittedOn: t('remittedOnInvalid') });
      throw err;
    }
    const months = await remittancesOfYear(tx, viewer.id, year);
    return months.find((m) => m.month === month) ?? null;
  });
}

// ------------------------------------------------------------------------- the caregiver's SIN

export type SinStatus = { masked: string | null };

/** The caregiver's SIN as every screen shows it: '*** *** 544', or null when not given. */
export async function readOwnSin(viewer: Actor): Promise<SinStatus> {
  requireCaregiver(viewer);
  const row = await asUser(viewer, (tx) => q.selectSinDigits(tx, viewer.id));
  return { masked: row ? maskSin(row.lastDigits) : null };
}

/** POST /api/employer/sin: encrypted before it reaches the database; answered masked. */
export async function saveSin(viewer: Actor, input: SinInput): Promise<SinStatus> {
  requireCaregiver(viewer);
  const ring = await bankingKeyRing();
  const sealed = await seal(ring, input.sin, sinContext(viewer.id));
  const lastDigits = input.sin.slice(-3);
  await asUser(viewer, (tx) =>
    q.saveSin(tx, viewer.id, {
      sinEncrypted: sealed.ciphertext,
      keyId: sealed.keyId,
      lastDigits,
    }));
  return { masked: maskSin(lastDigits) };
}

/**
 * Re-seals every SIN with the current key (key rotation, beside the banking rows' ADR 055).
 * Service path: no user acts, and the rotation must see every row. Answers how many changed.
 */
export async function reencryptSins(): Promise<number> {
  const ring = await bankingKeyRing();
  return await asService(async (tx) => {
    let changed = 0;
    for (const row of await q.listSealedSins(tx)) {
      if (row.keyId === ring.currentId) continue;
      const context = sinContext(row.caregiverId);
      const sin = await open(ring, { ciphertext: row.sinEncrypted, keyId: row.keyId }, context);
      const sealed = await seal(ring, sin, context);
      await q.resealSin(tx, row.caregiverId, sealed.ciphertext, sealed.keyId);
      changed++;
    }
    return changed;
  });
}

// ---------------------------------------------------------------------------- the person's data

export type EmployerRecords = {
  /** The family's employer details (null when none were given, or for a caregiver). */
  employerDetails: EmployerDetails | null;
  /** The caregiver's SIN as every screen shows it; never the full number (ADR 045, 047). */
  sin: string | null;
  /** The family's remittances of every year Tendwell paid, oldest first. */
  remittances: RemittanceMonth[];
};

/**
 * What the employer domain holds about the person, for their data export (ADR 045), read as
 * the person so RLS decides. The SIN leaves masked: the export is a copy for its owner, and a
 * file that travels by email is no place for the full number.
 */
export async function employerRecordsOf(
  viewer: Pick<Viewer, 'id' | 'userType'>,
  firstYear: number,
  lastYear: number,
): Promise<EmployerRecords> {
  return await asUser(viewer, async (tx) => {
    if (viewer.userType === 'caregiver') {
      const row = await q.selectSinDigits(tx, viewer.id);
      return {
        employerDetails: null,
        sin: row ? maskSin(row.lastDigits) : null,
        remittances: [],
      };
    }
    if (viewer.userType !== 'family') return { employerDetails: null, sin: null, remittances: [] };
    const remittances: RemittanceMonth[] = [];
    for (let year = firstYear; year <= lastYear; year++) {
      remittances.push(...(await remittancesOfYear(tx, viewer.id, year)));
    }
    return {
      employerDetails: await q.selectEmployerDetails(tx, viewer.id),
      sin: null,
      remittances,
    };
  });
}

// ---------------------------------------------------------------------------------- reminders

const monthLabel = (month: string, locale: 'en' | 'fr') =>
  dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${month}-01T12:00:00Z`));

/** The months whose remittance reminder is due on `day` ('YYYY-MM-DD'): from a week before the due date until it. */
export function monthsToRemind(day: string): string[] {
  const [y, m] = day.split('-').map(Number);
  const out: string[] = [];
  for (const back of [1, 2]) {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    const month = d.toISOString().slice(0, 7);
    if (reminderDay(month) <= day && day <= remittanceDueDate(month).dueDate) out.push(month);
  }
  return out;
}

/**
 * The worker's daily job (pg_cron marks it): a week before each due date, a notification and an
 * email to every family with pay that month not yet marked remitted; and to every family who has
 * hired without giving a payroll account number, one notification. Once per family and period
 * (private.employer_reminders), so a re-run or a second worker sends nothing twice. Service
 * path: no user acts, and the job must see every family. Answers how many reminders went out.
 */
export async function sendEmployerReminders(day: string): Promise<number> {
  let sent = 0;
  for (const month of monthsToRemind(day)) {
    const families = await asService((tx) => q.selectFamiliesToRemind(tx, month));
    for (const familyId of families) {
      const did = await asService(async (tx) => {
        if (!(await q.claimReminder(tx, familyId, 'remittance', month))) return false;
        const who = await q.selectEmailOf(tx, familyId);
        if (!who) return false;
        const months = await remittancesOfYear(tx, familyId, Number(month.slice(0, 4)));
        const figures = months.find((m) => m.month === month);
        if (!figures) return false;
        const say = translator(employerMessages, who.locale);
        const params = {
          month: monthLabel(month, who.locale),
          amount: formatCents(figures.craCents + figures.rqCents, who.locale),
          date: formatCalendarDate(figures.dueDate, who.locale, 'long'),
        };
        await createNotification(tx, {
          recipientId: familyId,
          class: EMPLOYER_NOTIFICATION_CLASS,
          refId: 'employer',
          message: new SafeHtml(
            say('remittanceNotification', {
              month: escapeHtml(params.month),
              amount: escapeHtml(params.amount),
              date: escapeHtml(params.date),
            }),
          ),
        });
        await enqueue(
          'send-email',
          remittanceEmail({
            to: who.email,
            firstName: who.firstName,
            ...params,
            link: `${env.baseUrl}/mypay/employer`,
            locale: who.locale,
          }),
          { tx },
        );
        return true;
      });
      if (did) sent++;
    }
  }
  const missing = await asService((tx) => q.selectFamiliesMissingDetails(tx));
  for (const familyId of missing) {
    const did = await asService(async (tx) => {
      if (!(await q.claimReminder(tx, familyId, 'details', ''))) return false;
      const who = await q.selectEmailOf(tx, familyId);
      if (!who) return false;
      await createNotification(tx, {
        recipientId: familyId,
        class: EMPLOYER_NOTIFICATION_CLASS,
        refId: 'employer',
        message: translator(employerMessages, who.locale)('detailsNotification'),
      });
      return true;
    });
    if (did) sent++;
  }
  return sent;
}
