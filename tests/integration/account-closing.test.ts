// Closing an account (issue 20 point 32, docs/decisions/040-closing-an-account.md): staff close a
// family and a caregiver who worked together, and what remains is checked table by table:
// sign-in, sessions, profile, photo, addresses, postings, applications and favourites are gone;
// payroll records, invoices and incident reports stay; messages stay with the author shown as
// 'Former member'; the admin trail has one append-only entry. A non-admin is refused.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { createApplication } from '../factories/applications.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { createJob } from '../factories/jobs.ts';
import { placeReport } from '../factories/reports.ts';
import { placeShift } from '../factories/shifts.ts';
import { api, asUserOf, deleteUsers, signedInAdmin, signIn, test } from './helpers.ts';

const count = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

test('closing: staff close a family and its caregiver; what remains, row by row', async () => {
  const team = await invoicedWeek('2026-03-01', { days: 2 });
  const { family, caregiver, memberId, shiftIds, invoiceId } = team;
  const admin = await signedInAdmin();
  const other = await createCaregiverWithProfile({ workExp: [], eduAccred: [], availability: [] });
  try {
    assert.ok(invoiceId, 'the week was invoiced');
    // An incident report, filed on a shift under way.
    const current = await placeShift(memberId, new Date(Date.now() - 60_000), 4);
    await sql`update public.shifts set state = 'checked_in' where id = ${current}`;
    const reportId = await placeReport(current, caregiver.id);
    // A second posting nobody was hired from, with an application and a favourite.
    const unhired = await createJob(family);
    await createApplication(other, family, unhired.id);
    await sql`insert into public.favourites (family_id, caregiver_id) values (${family.id}, ${other.id})`;
    await sql`insert into public.job_favourites (caregiver_id, job_id) values (${caregiver.id}, ${unhired.id})`;
    // Messages both ways.
    const familySession = await signIn(family);
    const [cgNumber] =
      await sql`select user_id_number from public.users where id = ${caregiver.id}`;
    const opened = await api('POST', `/api/message/new/${cgNumber.userIdNumber}`, {
      cookie: familySession.cookie,
      body: {},
    });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const channel = { id: opened.body.channelId as string };
    await sql`
      insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
      values (${channel.id}, ${family.id}, ${caregiver.id}, ${family.id}, 'From the family'),
             (${channel.id}, ${family.id}, ${caregiver.id}, ${caregiver.id}, 'From the carer')`;
    await sql`
      update public.users set phone_num = '(416) 555-0123',
             img_url = ${`/storage/v1/object/public/avatars/${family.id}/a.jpg`},
             img_url_thumb = ${`/storage/v1/object/public/avatars/${family.id}/b.jpg`}
       where id = ${family.id}`;
    const invoicesBefore = await count(
      sql`select count(*)::int as n from public.invoices where member_id = ${memberId}`,
    );
    const ytdBefore = await count(
      sql`select count(*)::int as n from public.payroll_ytd where family_id = ${family.id}`,
    );
    assert.ok(invoicesBefore >= 1 && ytdBefore >= 1);

    // A non-admin is refused, by the API and by the database.
    const refused = await api('POST', `/api/admin/accounts/${family.id}/close`, {
      cookie: (await signIn(caregiver)).cookie,
      body: { reason: 'Duplicate account' },
    });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    await assert.rejects(
      asUserOf(
        caregiver.id,
        (tx) => tx`select private.close_account(${family.id}, ${caregiver.id}, 'self', 'x')`,
      ),
      /permission denied/,
    );
    const stillOpen = await api('GET', '/api/user', { cookie: familySession.cookie });
    assert.equal(stillOpen.status, 200);

    // Staff must say why.
    const noReason = await api('POST', `/api/admin/accounts/${family.id}/close`, {
      cookie: admin.cookie,
      body: { reason: '   ' },
    });
    assert.equal(noReason.status, 422);
    assert.deepEqual(noReason.body, { reason: 'Please give a reason for closing this account.' });

    const closed = await api('POST', `/api/admin/accounts/${family.id}/close`, {
      cookie: admin.cookie,
      body: { reason: 'Duplicate of another family account' },
    });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    const again = await api('POST', `/api/admin/accounts/${family.id}/close`, {
      cookie: admin.cookie,
      body: { reason: 'Twice' },
    });
    assert.equal(again.status, 409);
    const missing = await api('POST', `/api/admin/accounts/${crypto.randomUUID()}/close`, {
      cookie: admin.cookie,
      body: { reason: 'Nobody' },
    });
    assert.equal(missing.status, 404);

    // Sign-in and sessions: gone. The open session no longer works; the password no longer signs in.
    assert.equal(
      await count(
        sql`select count(*)::int as n from better_auth.sessions where user_id = ${family.id}`,
      ),
      0,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from better_auth.accounts where user_id = ${family.id}`,
      ),
      0,
    );
    const [login] = await sql`select name, email from better_auth.users where id = ${family.id}`;
    assert.equal(login.name, 'Former member');
    assert.match(login.email, /^closed-.+@closed\.invalid$/);
    assert.equal((await api('GET', '/api/user', { cookie: familySession.cookie })).status, 401);
    const relogin = await api('POST', '/api/login', {
      body: { email: family.email, password: family.password },
    });
    assert.equal(relogin.status, 401);

    // The profile: anonymised, no phone, photo or address.
    const [profile] = await sql`
      select first_name, last_name, email, phone_num, img_url, img_url_thumb, address_id, closed_at
        from public.users where id = ${family.id}`;
    assert.equal(`${profile.firstName} ${profile.lastName}`, 'Former member');
    assert.match(profile.email, /@closed\.invalid$/);
    assert.equal(profile.phoneNum, null);
    assert.equal(profile.imgUrl, null);
    assert.equal(profile.imgUrlThumb, null);
    assert.equal(profile.addressId, null);
    assert.ok(profile.closedAt instanceof Date);
    for (
      const [table, column] of [
        ['addresses', 'user_id'],
        ['care_needs', 'user_id'],
        ['favourites', 'family_id'],
        ['notifications', 'recipient_id'],
        ['presence', 'user_id'],
        ['job_applications', 'family_id'],
      ]
    ) {
      const n = await count(
        sql`select count(*)::int as n from ${sql('public')}.${sql(table)} where ${
          sql(column)
        } = ${family.id}`,
      );
      assert.equal(n, 0, `${table} keeps nothing of the closed family`);
    }

    // Postings: the unhired one is gone (its application and favourite with it); the one the
    // caregiver was hired from stays, closed, because the team's shifts and invoices hang from it.
    const jobs = await sql`select id, is_available from public.jobs where family_id = ${family.id}`;
    assert.equal(jobs.length, 1);
    assert.notEqual(jobs[0].id, unhired.id);
    assert.equal(jobs[0].isAvailable, false);
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.job_favourites where job_id = ${unhired.id}`,
      ),
      0,
    );

    // Kept for the law: the team, its shifts, invoices (names as invoiced), payroll year-to-date
    // and the incident report.
    const [member] = await sql`
      select family_first_name, family_last_name from public.team_members where id = ${memberId}`;
    assert.equal(`${member.familyFirstName} ${member.familyLastName}`, 'Former member');
    assert.equal(
      await count(sql`select count(*)::int as n from public.shifts where member_id = ${memberId}`),
      shiftIds.length + 1,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.invoices where member_id = ${memberId}`,
      ),
      invoicesBefore,
    );
    const [invoice] = await sql`
      select family_first_name from public.invoices where id = ${invoiceId}`;
    assert.notEqual(
      invoice.familyFirstName,
      'Former',
      'an invoice keeps the names it was issued to',
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.invoice_employer_costs where invoice_id = ${invoiceId}`,
      ),
      1,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.payroll_ytd where family_id = ${family.id}`,
      ),
      ytdBefore,
    );
    assert.equal(
      await count(sql`select count(*)::int as n from public.reports where id = ${reportId}`),
      1,
    );

    // Messages stay for the caregiver, the family's shown as Former member.
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.messages where channel_id = ${channel.id}`,
      ),
      2,
    );
    const [names] = await sql`
      select family_first_name, family_last_name, family_img_url_thumb
        from public.message_channels where id = ${channel.id}`;
    assert.equal(`${names.familyFirstName} ${names.familyLastName}`, 'Former member');
    assert.equal(names.familyImgUrlThumb, null);

    // The caregiver is closed too: the public profile goes, the payroll records stay.
    const closedCaregiver = await api('POST', `/api/admin/accounts/${caregiver.id}/close`, {
      cookie: admin.cookie,
      body: { reason: 'Breach of the Terms of Use' },
    });
    assert.equal(closedCaregiver.status, 200, JSON.stringify(closedCaregiver.body));
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.caregiver_profiles where user_id = ${caregiver.id}`,
      ),
      0,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.job_favourites where caregiver_id = ${caregiver.id}`,
      ),
      0,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.payroll_ytd where caregiver_id = ${caregiver.id}`,
      ),
      ytdBefore,
    );
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.invoices where member_id = ${memberId}`,
      ),
      invoicesBefore,
    );

    // The admin trail: who, when, why, which account; append-only, read by admins only.
    const trail = await sql`
      select account_id, closed_by, closed_as, reason, created_at from public.account_closures
       where account_id in (${family.id}, ${caregiver.id}) order by created_at`;
    assert.deepEqual(
      trail.map((r) => [r.accountId, r.closedBy, r.closedAs, r.reason]),
      [
        [family.id, admin.id, 'admin', 'Duplicate of another family account'],
        [caregiver.id, admin.id, 'admin', 'Breach of the Terms of Use'],
      ],
    );
    const seenByAdmin = await asUserOf(
      admin.id,
      (tx) =>
        tx`select count(*)::int as n from public.account_closures where account_id = ${family.id}`,
    );
    assert.equal(seenByAdmin[0].n, 1);
    const seenByOther = await asUserOf(
      other.id,
      (tx) => tx`select count(*)::int as n from public.account_closures`,
    );
    assert.equal(seenByOther[0].n, 0, 'RLS: a non-admin reads no closures');
    await assert.rejects(
      asUserOf(
        admin.id,
        (tx) =>
          tx`update public.account_closures set reason = 'changed' where account_id = ${family.id}`,
      ),
      /permission denied/,
    );
    await assert.rejects(
      asUserOf(
        admin.id,
        (tx) => tx`delete from public.account_closures where account_id = ${family.id}`,
      ),
      /permission denied/,
    );
    await assert.rejects(
      sql`update public.account_closures set reason = 'changed' where account_id = ${family.id}`,
      /append-only/,
    );
  } finally {
    await deleteUsers(family.id, caregiver.id, admin.id, other.id);
  }
});

test('closing: an admin finds accounts by email; a family reads only its own profile', async () => {
  const admin = await signedInAdmin();
  const team = await invoicedWeek('2026-03-08', { days: 1 });
  try {
    const [row] = await sql`select email from public.users where id = ${team.family.id}`;
    const found = await asUserOf(
      admin.id,
      (tx) => tx`select id from public.users where email = ${row.email}`,
    );
    assert.deepEqual(found.map((r) => r.id), [team.family.id]);
    const byFamily = await asUserOf(
      team.family.id,
      (tx) => tx`select id from public.users where id in (${admin.id}, ${team.caregiver.id})`,
    );
    assert.equal(byFamily.length, 0, 'RLS: a family reads no one else’s profile');
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, admin.id);
  }
});
