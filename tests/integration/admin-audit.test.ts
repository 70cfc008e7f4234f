// The admin trail (issue 22 point 6, docs/decisions/046-admin-audit-trail.md): each admin write
// leaves its line (who, when, what, which record) through the real API; a refused or failed
// write leaves none, because the line is written in the write's own transaction; nobody
// changes or removes a line, not an admin, not the service role, not the owner's connection;
// only admins read the trail, and an admin writes lines only as themselves.
import assert from 'node:assert/strict';
import { readAdminAudit } from '../../web/domains/admin/actions.server.ts';
import { TINY_PDF } from '../../web/domains/caregivers/test-fixtures.ts';
import { recordAdminAction } from '../../web/server/admin-audit.server.ts';
import { asService, sql } from '../../web/server/db.server.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import { placeReport } from '../factories/reports.ts';
import { placeShift, shiftTeam } from '../factories/shifts.ts';
import {
  api,
  asUserOf,
  deleteUsers,
  signedInAdmin,
  signedInFamily,
  signIn,
  test,
} from './helpers.ts';

type Line = {
  id: string;
  actorId: string;
  actorName: string;
  action: string;
  recordKind: string;
  recordId: string;
  details: Record<string, unknown>;
  createdAt: Date;
};

const linesOf = (actorId: string) =>
  sql`select * from public.admin_audit where actor_id = ${actorId} order by created_at, id` as unknown as Promise<
    Line[]
  >;

function bgCheckForm(issuedOn: string) {
  const form = new FormData();
  form.set('file', new File([TINY_PDF], 'check.pdf', { type: 'application/pdf' }));
  form.set('issuedOn', issuedOn);
  return form;
}

const yearsAgo = (n: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  return d.toISOString().slice(0, 10);
};

test('admin trail: each admin write leaves its line; a refused one leaves none', async () => {
  const admin = await signedInAdmin({ firstName: 'Audrey', lastName: 'Staff' });
  const a = await createCaregiverWithProfile({ stage: 'complete' });
  const b = await createCaregiverWithProfile({ stage: 'complete' });
  const team = await shiftTeam();
  const family = await signedInFamily();
  try {
    // Background checks: approve one, reject the other with a reason.
    for (const who of [a, b]) {
      const res = await api('POST', '/api/user/caregiver/background-check', {
        cookie: (await signIn(who)).cookie,
        body: bgCheckForm(yearsAgo(1)),
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    let res = await api('POST', `/api/admin/background-checks/${a.userIdNumber}/approve`, {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // A second approval is refused (409) and writes nothing.
    res = await api('POST', `/api/admin/background-checks/${a.userIdNumber}/approve`, {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 409);
    res = await api('POST', `/api/admin/background-checks/${b.userIdNumber}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'The scan is unreadable' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    // A report: actioned, then its action edited.
    const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
    await sql`update public.shifts set state = 'checked_in' where id = ${shiftId}`;
    const reportId = await placeReport(shiftId, team.caregiver.id);
    for (const action of ['Called the family', 'Called the family and the caregiver']) {
      res = await api('POST', `/api/shift/${shiftId}/report/update/${reportId}/action`, {
        cookie: admin.cookie,
        body: { action },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }

    // An invoice run and an auto-pay run; a run the payroll tables cannot compute is refused.
    res = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '1990-01-07' },
    });
    assert.equal(res.status, 422, JSON.stringify(res.body));
    res = await api('POST', '/api/admin/invoices/run', {
      cookie: admin.cookie,
      body: { weekOf: '2026-02-04' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const weekStart = res.body.weekStart as string;
    res = await api('POST', '/api/admin/autopay/run', {
      cookie: admin.cookie,
      body: { asOf: '2000-01-01T00:00:00.000Z' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    // A career position: created, edited, published, unpublished; an unknown one is a 404.
    const position = {
      title: 'Audit Coordinator',
      category: `audit-${crypto.randomUUID().slice(0, 8)}`,
      locations: 'Toronto, ON',
      summary: 'Keep the books.',
      description: 'Para one.',
      howToApply: 'Email us.',
    };
    res = await api('POST', '/api/admin/careers', { cookie: admin.cookie, body: position });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const careerId = res.body.career.id as string;
    res = await api('POST', `/api/admin/careers/${careerId}`, {
      cookie: admin.cookie,
      body: { ...position, title: 'Audit Lead' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    for (const verb of ['publish', 'unpublish']) {
      res = await api('POST', `/api/admin/careers/${careerId}/${verb}`, { cookie: admin.cookie });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    res = await api('POST', `/api/admin/careers/${crypto.randomUUID()}/publish`, {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 404);

    // Staff close the family's account.
    res = await api('POST', `/api/admin/accounts/${family.id}/close`, {
      cookie: admin.cookie,
      body: { reason: 'Duplicate account' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    const lines = await linesOf(admin.id);
    assert.deepEqual(
      lines.map((l) => [l.action, l.recordKind, l.recordId]),
      [
        ['backgroundCheckApproved', 'backgroundCheck', a.id],
        ['backgroundCheckRejected', 'backgroundCheck', b.id],
        ['reportActioned', 'report', reportId],
        ['reportActionEdited', 'report', reportId],
        ['invoicesRun', 'invoiceWeek', weekStart],
        ['autopayRun', 'autopayRun', '2000-01-01T00:00:00.000Z'],
        ['careerCreated', 'career', careerId],
        ['careerUpdated', 'career', careerId],
        ['careerPublished', 'career', careerId],
        ['careerUnpublished', 'career', careerId],
        ['accountClosed', 'account', family.id],
      ],
    );
    assert.ok(lines.every((l) => l.actorName === 'Audrey Staff'));
    assert.deepEqual(lines[1].details, {
      userIdNumber: b.userIdNumber,
      reason: 'The scan is unreadable',
    });
    assert.equal(lines[3].details.action, 'Called the family and the caregiver');
    assert.deepEqual(lines[4].details, { weekOf: '2026-02-04' });
    assert.equal(lines[8].details.title, 'Audit Lead');
    assert.deepEqual(lines[10].details, { reason: 'Duplicate account' });

    // The admin page's read: filtered by action and paged by keyset.
    const viewer = { id: admin.id, email: admin.email, userType: 'admin' as const };
    const careers = await readAdminAudit(viewer, { actorId: admin.id, recordKind: 'career' });
    assert.deepEqual(careers.lines.map((l) => l.action), [
      'careerUnpublished',
      'careerPublished',
      'careerUpdated',
      'careerCreated',
    ]);
    const older = await readAdminAudit(viewer, {
      actorId: admin.id,
      recordKind: 'career',
      before: careers.lines[1].id,
    });
    assert.deepEqual(older.lines.map((l) => l.action), ['careerUpdated', 'careerCreated']);
    assert.ok(careers.actors.some((x) => x.id === admin.id && x.name === 'Audrey Staff'));
  } finally {
    await deleteUsers(admin.id, a.id, b.id, team.family.id, team.caregiver.id, family.id);
  }
});

test('admin trail: the line is in the write’s own transaction (a write that fails after it leaves none)', async () => {
  const admin = await signedInAdmin();
  const team = await shiftTeam();
  const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
  await sql`update public.shifts set state = 'checked_in' where id = ${shiftId}`;
  const reportId = await placeReport(shiftId, team.caregiver.id);
  // The filer's notification, written after the action and its line, fails: nothing stays.
  const fn = `pg_temp_fail_${crypto.randomUUID().replaceAll('-', '')}`;
  await sql.unsafe(`
    create function public.${fn}() returns trigger language plpgsql set search_path = '' as $$
    begin
      if new.recipient_id = '${team.caregiver.id}' then raise exception 'notification refused'; end if;
      return new;
    end $$`);
  await sql.unsafe(`create trigger ${fn} before insert on public.notifications
                      for each row execute function public.${fn}()`);
  try {
    const res = await api('POST', `/api/shift/${shiftId}/report/update/${reportId}/action`, {
      cookie: admin.cookie,
      body: { action: 'Called the family' },
    });
    assert.equal(res.status, 500);
    assert.equal((await linesOf(admin.id)).length, 0);
    const [report] = await sql`select state from public.reports where id = ${reportId}`;
    assert.equal(report.state, 'pending_review');
  } finally {
    await sql.unsafe(`drop trigger ${fn} on public.notifications`);
    await sql.unsafe(`drop function public.${fn}()`);
    await deleteUsers(admin.id, team.family.id, team.caregiver.id);
  }
});

test('admin trail: no one changes or removes a line, not an admin, the service role or the owner', async () => {
  const admin = await signedInAdmin();
  try {
    await asService((tx) => recordAdminAction(tx, admin, 'autopayRun', 'x', { asOf: 'x' }));
    const [line] = await linesOf(admin.id);
    assert.ok(line);
    const attempts = [
      (tx: typeof sql) =>
        tx`update public.admin_audit set action = 'invoicesRun' where id = ${line.id}`,
      (tx: typeof sql) => tx`delete from public.admin_audit where id = ${line.id}`,
      (tx: typeof sql) => tx`truncate public.admin_audit`,
    ];
    for (const attempt of attempts) {
      await assert.rejects(
        asUserOf(admin.id, (tx) => attempt(tx as unknown as typeof sql)),
        /permission denied/,
        'as the admin',
      );
      await assert.rejects(
        asService((tx) => attempt(tx as unknown as typeof sql)),
        /permission denied/,
        'as the service role',
      );
      // The owner's connection passes the grants; the trigger still refuses.
      await assert.rejects(sql.begin((tx) => attempt(tx as unknown as typeof sql)), /append-only/);
    }
    const [still] = await linesOf(admin.id);
    assert.deepEqual(still, line);
  } finally {
    await deleteUsers(admin.id);
  }
});

test('admin trail: only admins read it, and an admin writes only as themselves', async () => {
  const admin = await signedInAdmin();
  const other = await signedInAdmin();
  const family = await signedInFamily();
  const caregiver = await createCaregiverWithProfile({ stage: 'complete' });
  try {
    await asService((tx) => recordAdminAction(tx, admin, 'autopayRun', 'r1', {}));
    // Another admin reads it; a family or a caregiver reads nothing, even by id.
    const seen = await asUserOf(
      other.id,
      (tx) => tx`select id from public.admin_audit where actor_id = ${admin.id}`,
    );
    assert.equal(seen.length, 1);
    for (const who of [family.id, caregiver.id]) {
      const rows = await asUserOf(who, (tx) => tx`select id from public.admin_audit`);
      assert.equal(rows.length, 0);
    }
    // A non-admin cannot add a line, as themselves or as the admin; nor can the service path
    // name a non-admin as the actor.
    await assert.rejects(
      asUserOf(family.id, (tx) => recordAdminAction(tx, family, 'autopayRun', 'r2')),
      /row-level security|only staff/,
    );
    await assert.rejects(
      asUserOf(family.id, (tx) => recordAdminAction(tx, admin, 'autopayRun', 'r2')),
      /row-level security|only staff/,
    );
    await assert.rejects(
      asService((tx) => recordAdminAction(tx, caregiver, 'autopayRun', 'r2')),
      /only staff/,
    );
    // An admin writes as themselves, never as another admin.
    await assert.rejects(
      asUserOf(other.id, (tx) => recordAdminAction(tx, admin, 'autopayRun', 'r3')),
      /row-level security/,
    );
    // The name and the time are the database's, whatever the insert says.
    await asService((tx) =>
      tx`insert into public.admin_audit (actor_id, actor_name, action, record_kind, record_id, created_at)
         values (${other.id}, 'Somebody Else', 'autopayRun', 'autopayRun', 'r4', '2001-01-01')`
    );
    const [stamped] = await linesOf(other.id);
    assert.notEqual(stamped.actorName, 'Somebody Else');
    assert.ok(Date.now() - new Date(stamped.createdAt).getTime() < 60_000);
    // The read the page uses refuses anyone but staff.
    await assert.rejects(
      readAdminAudit({ id: family.id, email: family.email, userType: 'family' }, {}),
      (err: { status?: number }) => err.status === 403,
    );
    // The page itself sends a family to its dashboard.
    const page = await api('GET', '/admin/audit', { cookie: family.cookie });
    assert.equal(page.status, 302);
    assert.equal(page.headers.get('location'), '/dashboard');
  } finally {
    await deleteUsers(admin.id, other.id, family.id, caregiver.id);
  }
});
