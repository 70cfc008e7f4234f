// The one way a line reaches the admin trail (public.admin_audit, ADR 046). It lives here, in the
// infrastructure, and not in the admin domain that shows the trail: the admin domain reads every
// domain it staffs (its home's counts, account closing), so those domains importing it back
// would be a cycle. Each admin write calls it with the transaction of the write itself, as
// createNotification is called, so a write never commits without its line and a refused write
// leaves none.
import type { Tx } from './db.server.ts';

/** Each action (a key of the admin catalog) and the kind of record it acts on. */
export const ADMIN_ACTIONS = {
  backgroundCheckApproved: 'backgroundCheck',
  backgroundCheckRejected: 'backgroundCheck',
  reportActioned: 'report',
  reportActionEdited: 'report',
  invoicesRun: 'invoiceWeek',
  autopayRun: 'autopayRun',
  accountClosed: 'account',
  careerCreated: 'career',
  careerUpdated: 'career',
  careerPublished: 'career',
  careerUnpublished: 'career',
} as const;

export type AdminAction = keyof typeof ADMIN_ACTIONS;
export type AdminRecordKind = (typeof ADMIN_ACTIONS)[AdminAction];

export const ADMIN_RECORD_KINDS = [...new Set(Object.values(ADMIN_ACTIONS))] as AdminRecordKind[];

/**
 * Adds the line for `action` on `recordId`, done by `actor`, inside `tx`. The database stamps the
 * actor's name and the time and refuses an actor who is not open staff (the write then fails
 * with it). `details` is small: what a reader of the trail needs beside the record's id.
 */
export async function recordAdminAction(
  tx: Tx,
  actor: { id: string },
  action: AdminAction,
  recordId: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await tx`
    insert into public.admin_audit (actor_id, actor_name, action, record_kind, record_id, details)
    values (${actor.id}, '-', ${action}, ${ADMIN_ACTIONS[action]}, ${recordId},
            ${tx.json(details)})`;
}
