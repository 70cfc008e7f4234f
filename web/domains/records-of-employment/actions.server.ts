// The records-of-employment verbs (issue 23 point 5; ADR 049): the family ends an employment
// (with the ROE reason), the caregiver leaves, the daily job finds interruptions (no pay for
// seven days), the family gives the reason, and both read the ROE's figures, as a page, a PDF
// and a CSV. Reads and the parties' writes run as the viewer, so RLS decides; only the daily job
// (no user acts) runs on the service path.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { conflict, forbidden, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { format, type Params, text } from '../../shared/i18n.tsx';
import { UUID } from '../../shared/ids.ts';
import { readEmployerDetails } from '../employer/actions.server.ts';
import type { EmployerDetails } from '../employer/model.ts';
import { pgCode, pgConstraint } from '../../server/pg-error.server.ts';
import { createNotification } from '../notifications/actions.server.ts';
import { yearMaximums } from '../payroll/model.ts';
import { type RoeMessageKey, roeMessages } from './messages.ts';
import {
  INTERRUPTION_DAYS,
  isInterrupted,
  type ReasonCode,
  type RecordOfEmployment,
  roeFigures,
  type SeparationPanel,
} from './model.ts';
import * as q from './queries.server.ts';

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'>;

export const ROE_NOTIFICATION_CLASS = 'Record of Employment';
export const INTERRUPTIONS_JOB = 'records-of-employment.interruptions';
/**
 * Days after the last paid period before the job looks: the seven days without earnings, plus
 * the four a worked week's invoice takes to be generated (Sunday) and auto-paid (two days
 * later, 11:59 pm), so a week still being paid is never taken for an interruption.
 */
export const LOOK_AFTER_DAYS = INTERRUPTION_DAYS + 4;

const t = (key: RoeMessageKey, params?: Params) => text(roeMessages, key, params);
const en = (key: RoeMessageKey, params?: Params) => format(roeMessages.en[key], params);

/**
 * A year's maximum insurable earnings (payroll's tables). A year whose tables are not carried yet
 * (its pays are provisional) uses the newest year's, as those pays did.
 */
function maxInsurable(year: number): number {
  for (let y = year; y > year - 3; y--) {
    try {
      return yearMaximums(y).eiMaxInsurableCents;
    } catch {
      // not carried: try the year before
    }
  }
  return Number.MAX_SAFE_INTEGER;
}

async function toRecord(tx: Tx, r: q.RecordRow): Promise<RecordOfEmployment> {
  const { memberId, finalPeriodEnd } = r;
  const since = await q.selectPreviousEnd(tx, memberId, finalPeriodEnd);
  const lines = await q.selectPayLines(tx, memberId);
  return {
    id: r.id,
    memberId,
    familyId: r.familyId,
    caregiverId: r.caregiverId,
    cause: r.cause,
    reasonCode: r.reasonCode,
    reasonGivenAt: r.reasonGivenAt?.toISOString() ?? null,
    finalPeriodEnd,
    createdAt: r.createdAt.toISOString(),
    caregiverName: `${r.caregiverFirstName ?? ''} ${r.caregiverLastName ?? ''}`.trim(),
    familyName: `${r.familyFirstName ?? ''} ${r.familyLastName ?? ''}`.trim(),
    figures: roeFigures(lines, finalPeriodEnd, since, maxInsurable),
  };
}

/** The viewer's ROEs (as employer or employee), newest first, with their figures. */
export async function listRecords(viewer: Actor): Promise<RecordOfEmployment[]> {
  return await asUser(viewer, async (tx) => {
    const rows = await q.selectRecords(tx);
    const out: RecordOfEmployment[] = [];
    for (const r of rows) out.push(await toRecord(tx, r));
    return out;
  });
}

export type RecordView = { record: RecordOfEmployment; employer: EmployerDetails | null };

/** One ROE as its family or caregiver reads it; 404 otherwise (RLS hides the rest). */
export async function readRecord(viewer: Actor, id: string): Promise<RecordView> {
  if (!UUID.test(id)) throw notFound(t('notFound'));
  return await asUser(viewer, async (tx) => {
    const row = await q.selectRecord(tx, id);
    if (!row) throw notFound(t('notFound'));
    const employer = await readEmployerDetails(tx, row.familyId).catch(() => null);
    return { record: await toRecord(tx, row), employer };
  });
}

/** What the team page shows for a member: its ROEs and whether any pay was paid. */
export async function separationPanel(
  viewer: Actor,
  memberId: string,
): Promise<SeparationPanel | null> {
  if (!UUID.test(memberId)) return null;
  return await asUser(viewer, async (tx) => {
    const member = await q.selectMember(tx, memberId);
    if (!member) return null;
    const rows = await q.selectRecords(tx, memberId);
    return {
      memberId,
      viewer: member.familyId === viewer.id ? 'family' : 'caregiver',
      records: rows.map((r) => ({
        id: r.id,
        cause: r.cause,
        reasonCode: r.reasonCode,
        finalPeriodEnd: r.finalPeriodEnd,
      })),
      lastPeriodEnd: await q.memberLastPeriodEnd(tx, memberId),
    };
  });
}

type Notice = {
  recipientId: string;
  refId: string;
  message: string;
  senderImgUrlThumb: string | null;
};

/**
 * Tells the other party, after the party's own transaction committed. Service path: a
 * notification is written for someone else, which no user may do (notifications' RLS).
 */
async function notify({ id, notice }: { id: string; notice: Notice | null }) {
  if (notice) {
    await asService((tx) => createNotification(tx, { class: ROE_NOTIFICATION_CLASS, ...notice }));
  }
  return { id };
}

function databaseRefusal(e: unknown): never {
  if (pgCode(e) === '23514' && pgConstraint(e) === 'roe_no_pay') throw conflict(t('noPay'));
  if (pgCode(e) === '42501') throw forbidden(t('notYours'));
  throw e;
}

/**
 * The family ends the employment and gives the reason: the ROE of the last paid period. If the
 * daily job already prepared one for that period (an interruption), the reason goes on it.
 */
export async function endEmployment(
  viewer: Actor,
  memberId: string,
  reasonCode: ReasonCode,
): Promise<{ id: string }> {
  if (!UUID.test(memberId)) throw notFound(t('memberNotFound'));
  return await asUser(viewer, async (tx) => {
    const member = await q.selectMember(tx, memberId);
    if (!member) throw notFound(t('memberNotFound'));
    if (member.familyId !== viewer.id) throw forbidden(t('familyOnly'));
    const existing = await q.selectRecordForLastPeriod(tx, memberId);
    let id: string;
    if (existing) {
      await q.updateReason(tx, existing.id, reasonCode);
      id = existing.id;
    } else {
      const made = await q.insertRecord(tx, {
        memberId,
        familyId: member.familyId,
        caregiverId: member.caregiverId,
        cause: 'ended_by_family',
        reasonCode,
      }).catch(databaseRefusal);
      if (!made) throw conflict(t('already'));
      id = made;
    }
    return {
      id,
      notice: {
        recipientId: member.caregiverId,
        refId: id,
        message: en('noticeEnded', { name: `${member.familyFirstName ?? ''}`.trim() }),
        senderImgUrlThumb: member.familyImgUrlThumb,
      },
    };
  }).then(notify);
}

/** The caregiver leaves: the ROE is prepared and the family is asked for the reason. */
export async function leaveEmployment(viewer: Actor, memberId: string): Promise<{ id: string }> {
  if (!UUID.test(memberId)) throw notFound(t('memberNotFound'));
  return await asUser(viewer, async (tx) => {
    const member = await q.selectMember(tx, memberId);
    if (!member) throw notFound(t('memberNotFound'));
    if (member.caregiverId !== viewer.id) throw forbidden(t('caregiverOnly'));
    const existing = await q.selectRecordForLastPeriod(tx, memberId);
    if (existing) return { id: existing.id, notice: null };
    const id = await q.insertRecord(tx, {
      memberId,
      familyId: member.familyId,
      caregiverId: member.caregiverId,
      cause: 'caregiver_left',
      reasonCode: null,
    }).catch(databaseRefusal);
    if (!id) throw conflict(t('already'));
    return {
      id,
      notice: {
        recipientId: member.familyId,
        refId: id,
        message: en('noticeLeft', { name: `${member.caregiverFirstName ?? ''}`.trim() }),
        senderImgUrlThumb: member.caregiverImgUrlThumb,
      },
    };
  }).then(notify);
}

/** The family gives (or corrects) the reason of an ROE. */
export async function giveReason(
  viewer: Actor,
  id: string,
  reasonCode: ReasonCode,
): Promise<RecordView> {
  if (!UUID.test(id)) throw notFound(t('notFound'));
  await asUser(viewer, async (tx) => {
    const row = await q.selectRecord(tx, id);
    if (!row) throw notFound(t('notFound'));
    if (row.familyId !== viewer.id) throw forbidden(t('familyOnly'));
    if (!(await q.updateReason(tx, id, reasonCode))) throw forbidden(t('familyOnly'));
  });
  return await readRecord(viewer, id);
}

/**
 * The daily job: each member whose earnings stopped (no pay in the seven days after the last
 * paid period) gets an ROE for that period, and the family is asked for the reason. Idempotent:
 * one ROE per member and final period (unique), so a second run finds nothing. Service path: no
 * user acts.
 */
export async function prepareInterruptedRecords(
  today: string,
  onlyMembers: string[] | null = null,
): Promise<number> {
  return await asService(async (tx) => {
    const rows = (await q.selectInterrupted(tx, today, LOOK_AFTER_DAYS))
      .filter((r) => onlyMembers === null || onlyMembers.includes(r.memberId));
    let made = 0;
    for (const r of rows) {
      if (!isInterrupted(r.periodEnd, today)) continue;
      const id = await q.insertRecord(tx, {
        memberId: r.memberId,
        familyId: r.familyId,
        caregiverId: r.caregiverId,
        cause: 'interruption',
        reasonCode: null,
      });
      if (!id) continue;
      made++;
      await createNotification(tx, {
        recipientId: r.familyId,
        class: ROE_NOTIFICATION_CLASS,
        refId: id,
        message: en('noticeInterrupted', { name: `${r.caregiverFirstName ?? ''}`.trim() }),
        senderImgUrlThumb: r.caregiverImgUrlThumb,
      });
    }
    return made;
  });
}

export { roePdf } from './pdf.server.ts';
