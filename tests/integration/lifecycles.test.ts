// One rule, two places, held together (issue 24 point 3): each lifecycle's TypeScript table
// (web/domains/*/lifecycle.ts: the buttons and the server's checks) and its database trigger (the
// guard a race cannot pass) must agree on every move. For each lifecycle and every ordered pair of
// distinct states, a real row is put in the first state with triggers off (as the factories do),
// then moved to the second with them on: the trigger's verdict must be the table's. A refusal must
// be the trigger's own (its SQLSTATE and condition name), not a table constraint tripping over a
// move the trigger let through. Moves to the same state are updates of other columns, covered by
// each domain's own tests.
import assert from 'node:assert/strict';
import type { TransactionSql } from 'postgres';
import { sql } from '../../web/server/db.server.ts';
import { shiftLifecycle, taskLifecycle } from '../../web/domains/shifts/lifecycle.ts';
import { reportLifecycle } from '../../web/domains/reports/lifecycle.ts';
import { invoiceLifecycle } from '../../web/domains/invoices/lifecycle.ts';
import { canMove, PAYMENT_STATUSES } from '../../web/domains/payments/lifecycle.ts';
import { bgCheckLifecycle } from '../../web/domains/background-checks/lifecycle.ts';
import { inviteLifecycle } from '../../web/domains/invites/lifecycle.ts';
import { applicationLifecycle } from '../../web/domains/applications/lifecycle.ts';
import { createApplication } from '../factories/applications.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { placeReport } from '../factories/reports.ts';
import { placeShift, placeTask, shiftTeam } from '../factories/shifts.ts';
import { hireParties, sendOffer } from '../factories/team.ts';
import { test } from './helpers.ts';

type Tx = TransactionSql<Record<string, never>>;

/**
 * What the trigger says a refusal is: SQLSTATE and the condition it names, in the error's
 * constraint field where the trigger sets it (what the server reads), else in its message.
 */
type Refusal = { code: string; condition: RegExp; in?: 'constraint' | 'message' };

type Lifecycle<S extends string> = {
  name: string;
  states: readonly S[];
  allowed: (from: S, to: S) => boolean;
  refusal: Refusal;
  /** Puts the row in `state` (triggers are off). */
  force: (tx: Tx, state: S) => Promise<unknown>;
  /** The move under test (triggers are on). */
  attempt: (tx: Tx, to: S) => Promise<unknown>;
};

class Rollback extends Error {}

type Verdict = {
  allowed: boolean;
  error?: { code?: string; message?: string; constraint?: string };
};

async function verdict<S extends string>(life: Lifecycle<S>, from: S, to: S): Promise<Verdict> {
  let result: Verdict | null = null;
  try {
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await life.force(tx as unknown as Tx, from);
      await tx`set local session_replication_role = origin`;
      try {
        await tx.savepoint((sp) => life.attempt(sp as unknown as Tx, to));
        result = { allowed: true };
      } catch (err) {
        const e = err as { code?: string; message?: string; constraint_name?: string };
        result = {
          allowed: false,
          error: { code: e.code, message: e.message, constraint: e.constraint_name },
        };
      }
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return result!;
}

async function holdsTogether<S extends string>(life: Lifecycle<S>) {
  const disagreements: string[] = [];
  let pairs = 0;
  for (const from of life.states) {
    for (const to of life.states) {
      if (from === to) continue;
      pairs++;
      const expected = life.allowed(from, to);
      const got = await verdict(life, from, to);
      if (got.allowed !== expected) {
        disagreements.push(
          `${from} → ${to}: the table says ${expected ? 'allowed' : 'refused'}, the database ${
            got.allowed ? 'allowed it' : `refused it (${got.error?.code} ${got.error?.message})`
          }`,
        );
      } else if (!got.allowed) {
        const { code, message, constraint } = got.error ?? {};
        const named = life.refusal.in === 'constraint' ? constraint : message;
        if (code !== life.refusal.code || !life.refusal.condition.test(named ?? '')) {
          disagreements.push(
            `${from} → ${to}: refused, but not by the lifecycle trigger (${code} ${message})`,
          );
        }
      }
    }
  }
  assert.deepEqual(disagreements, [], `${life.name}: ${disagreements.join('; ')}`);
  assert.ok(pairs >= 2, `${life.name}: too few states to compare`);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

test('lifecycles: shifts, tasks and reports move as their lifecycle.ts says, and only so', async () => {
  const team = await shiftTeam();
  const shiftId = await placeShift(team.memberId, inDays(3));
  const stamp = (state: string) => ({
    checkedIn: state === 'scheduled' ? null : new Date(),
    completed: state === 'completed' ? new Date() : null,
  });
  await holdsTogether({
    name: 'shift',
    states: shiftLifecycle.states,
    allowed: shiftLifecycle.allows,
    refusal: { code: '55000', condition: /^shift_transition$/, in: 'constraint' },
    force: (tx, state) => {
      const s = stamp(state);
      return tx`update public.shifts set state = ${state}, checked_in_at = ${s.checkedIn},
                  completed_at = ${s.completed} where id = ${shiftId}`;
    },
    attempt: (tx, to) => tx`update public.shifts set state = ${to} where id = ${shiftId}`,
  });

  const taskShift = await placeShift(team.memberId, inDays(4));
  const taskId = await placeTask(taskShift);
  await holdsTogether({
    name: 'task',
    states: taskLifecycle.states,
    allowed: taskLifecycle.allows,
    refusal: { code: '55000', condition: /^task_(actioned|transition)$/, in: 'constraint' },
    force: async (tx, state) => {
      // Tasks are actioned only while their shift is checked in.
      await tx`update public.shifts set state = 'checked_in', checked_in_at = now()
                where id = ${taskShift}`;
      await tx`update public.tasks set state = ${state},
                  actioned_at = ${state === 'pending' ? null : new Date()} where id = ${taskId}`;
    },
    attempt: (tx, to) => tx`update public.tasks set state = ${to} where id = ${taskId}`,
  });

  const reportId = await placeReport(shiftId, team.caregiver.id);
  await holdsTogether({
    name: 'report',
    states: reportLifecycle.states,
    allowed: reportLifecycle.allows,
    refusal: { code: '55000', condition: /^report_transition$/, in: 'constraint' },
    force: (tx, state) =>
      tx`update public.reports set state = ${state},
           action = ${state === 'actioned' ? 'Called the family' : null},
           read_at = ${state === 'pending_review' ? null : new Date()},
           actioned_at = ${state === 'actioned' ? new Date() : null}
          where id = ${reportId}`,
    // Actioning carries its action (the admin's words), as the admin's form sends it.
    attempt: (tx, to) =>
      tx`update public.reports set state = ${to},
           action = ${to === 'actioned' ? 'Called the family again' : null}
          where id = ${reportId}`,
  });
});

test('lifecycles: invoices and their card payments move as their tables say, and only so', async () => {
  const week = await invoicedWeek('2026-10-04');
  const invoiceId = week.invoiceId;
  assert.ok(invoiceId, 'the factory made an invoice');
  await holdsTogether({
    name: 'invoice',
    states: invoiceLifecycle.states,
    allowed: invoiceLifecycle.allows,
    refusal: { code: '55000', condition: /^invoice_transition$/ },
    force: (tx, state) =>
      tx`update public.invoices set status = ${state},
           approved_at = ${state === 'pending' ? null : new Date()},
           paid_at = ${state === 'paid' ? new Date() : null}
          where id = ${invoiceId}`,
    attempt: (tx, to) => tx`update public.invoices set status = ${to} where id = ${invoiceId}`,
  });

  const [payment] = await sql`
    insert into public.invoice_payments
      (invoice_id, user_id, attempt, amount_cents, payment_method, description, receipt_email,
       idempotency_key)
    values (${invoiceId}, ${week.family.id}, 1, 1000, 'pm_lifecycle_test', ${invoiceId},
            ${week.family.email}, ${`lifecycle-${invoiceId}`})
    returning id`;
  await holdsTogether({
    name: 'invoice payment',
    states: PAYMENT_STATUSES,
    allowed: canMove,
    refusal: { code: '55000', condition: /^invoice_payment_transition / },
    force: (tx, state) =>
      tx`update public.invoice_payments set status = ${state} where id = ${payment.id}`,
    attempt: (tx, to) =>
      tx`update public.invoice_payments set status = ${to} where id = ${payment.id}`,
  });
});

test('lifecycles: background checks, invites and applications move as their tables say, and only so', async () => {
  const { family, caregiver } = await hireParties();

  // The factory's caregiver is approved; every state is forced from there.
  await holdsTogether({
    name: 'background check',
    states: bgCheckLifecycle.states,
    allowed: bgCheckLifecycle.allows,
    refusal: { code: '23514', condition: /^Illegal background check transition/ },
    force: (tx, state) =>
      tx`update public.background_checks set status = ${state},
           actioned_at = ${state === 'approved' || state === 'rejected' ? new Date() : null},
           rejection_reason = ${state === 'rejected' ? 'The scan is unreadable.' : null}
          where user_id = ${caregiver.id}`,
    attempt: (tx, to) =>
      tx`update public.background_checks set status = ${to},
           rejection_reason = ${to === 'rejected' ? 'The scan is unreadable.' : null},
           submitted_at = now()
          where user_id = ${caregiver.id}`,
  });

  // Invites and applications keep their state as flags: each state is a set of flags.
  const flags = (state: string) => ({
    read: state !== 'unread',
    accepted: state === 'accepted',
    declined: state === 'declined',
    returnMessage: state === 'accepted' || state === 'declined' ? 'Thank you.' : null,
  });

  const invite = await sendOffer(family, caregiver);
  await holdsTogether({
    name: 'invite',
    states: inviteLifecycle.states,
    allowed: inviteLifecycle.allows,
    refusal: { code: '55000', condition: /^team_invite_(actioned|unread)$/ },
    force: (tx, state) => {
      const f = flags(state);
      return tx`update public.team_invites set is_read = ${f.read}, is_accepted = ${f.accepted},
                  is_declined = ${f.declined}, return_message = ${f.returnMessage},
                  action_at = ${f.returnMessage ? new Date() : null}
                 where id = ${invite.id}`;
    },
    attempt: (tx, to) => {
      const f = flags(to);
      return tx`update public.team_invites set is_read = ${f.read}, is_accepted = ${f.accepted},
                  is_declined = ${f.declined}, return_message = ${f.returnMessage}
                 where id = ${invite.id}`;
    },
  });

  const application = await createApplication(caregiver, family, family.jobId);
  await holdsTogether({
    name: 'application',
    states: applicationLifecycle.states,
    allowed: applicationLifecycle.allows,
    refusal: { code: '55000', condition: /^job_application_(actioned|unread)$/ },
    force: (tx, state) => {
      const f = flags(state);
      return tx`update public.job_applications set is_read = ${f.read},
                  is_accepted = ${f.accepted}, is_declined = ${f.declined},
                  return_message = ${f.returnMessage},
                  action_at = ${f.returnMessage ? new Date() : null}
                 where id = ${application.id}`;
    },
    attempt: (tx, to) => {
      const f = flags(to);
      return tx`update public.job_applications set is_read = ${f.read},
                  is_accepted = ${f.accepted}, is_declined = ${f.declined},
                  return_message = ${f.returnMessage},
                  action_at = ${f.returnMessage ? new Date() : null}
                 where id = ${application.id}`;
    },
  });
});
