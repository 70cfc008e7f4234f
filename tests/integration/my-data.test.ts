// My data (issue 22 point 5, docs/decisions/045-what-we-keep-and-for-how-long.md): the export
// holds the person's own data and nothing private of anyone else's; its link works once, for the
// account it was made for, for 7 days; one export is built at a time; the person closes their
// own account with their password; records kept after closing are purged once their period ends.
import assert from 'node:assert/strict';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from '../../web/server/db.server.ts';
import { storage } from '../../web/server/storage.server.ts';
import { buildExport } from '../../web/domains/my-data/actions.server.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { createCaregiver, enrollAuthenticator } from '../factories/accounts.ts';
import { totpCode } from '../factories/accounts-shared.ts';
import { auth } from '../../web/server/auth.server.ts';
import { api, asUserOf, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';

const count = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

/** The newest download link mailed to `email` (the send-email job the export queued). */
async function mailedToken(email: string): Promise<string> {
  const [job] = await sql`
    select payload from private.jobs
     where kind = 'send-email' and lower(payload->>'to') = lower(${email})
     order by id desc limit 1`;
  assert.ok(job, `a mail to ${email} was queued`);
  const mail = job.payload as { text: string; subject: string };
  const match = /\/my-data\/download\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  assert.ok(match, mail.text);
  return match[1];
}

async function exportIdOf(userId: string): Promise<string> {
  const [row] = await sql`
    select id from public.data_exports where user_id = ${userId}
     order by requested_at desc limit 1`;
  return row.id as string;
}

test('my data: a family gets its own data once by the mailed link, nothing private of others', async () => {
  const team = await invoicedWeek('2026-03-01', { days: 2 });
  const { family, caregiver, invoiceId } = team;
  const stranger = await signedInFamily();
  try {
    const familyAuth = await signIn(family);
    const caregiverAuth = await signIn(caregiver);
    // What is the family's: a posting, a message, a card, a photo.
    await sql`update public.jobs set description = 'Posting of the family 7f3a'
               where family_id = ${family.id}`;
    await sql`update public.jobs set description = 'Posting of the stranger 9c1e'
               where family_id = ${stranger.id}`;
    const [cg] = await sql`select user_id_number from public.users where id = ${caregiver.id}`;
    const opened = await api('POST', `/api/message/new/${cg.userIdNumber}`, {
      cookie: familyAuth.cookie,
      body: {},
    });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const channelId = opened.body.channelId as string;
    await sql`
      insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
      values (${channelId}, ${family.id}, ${caregiver.id}, ${family.id}, 'Family wrote 51d2'),
             (${channelId}, ${family.id}, ${caregiver.id}, ${caregiver.id}, 'Carer wrote 8e0b')`;
    await sql`
      insert into public.payment_methods
        (user_id, processor_id, brand, last4, exp_month, exp_year, cvc_check, is_preferred)
      values (${family.id}, ${'pm_secret_' + crypto.randomUUID()}, 'visa', '4242', 12, 2030,
              'pass', true)`;
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const photoPath = `${family.id}/${crypto.randomUUID()}.jpg`;
    await storage.from('avatars').upload(photoPath, photo);
    await sql`update public.users set img_url = ${storage.from('avatars').getPublicUrl(photoPath)}
               where id = ${family.id}`;

    // Asking: anonymous refused; one pending at a time.
    assert.equal((await api('POST', '/api/my-data/export')).status, 401);
    assert.deepEqual((await api('GET', '/api/my-data/export', familyAuth)).body, {
      state: 'none',
    });
    const asked = await api('POST', '/api/my-data/export', familyAuth);
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    assert.equal(asked.body.state, 'pending');
    const twice = await api('POST', '/api/my-data/export', familyAuth);
    assert.equal(twice.status, 409);
    assert.match(twice.body.general, /already being prepared/);

    // RLS: the state is the person's alone, and the token's hash is not theirs to read.
    const exportId = await exportIdOf(family.id);
    const own = await asUserOf(
      family.id,
      (tx) => tx`select id from public.data_exports where id = ${exportId}`,
    );
    assert.equal(own.length, 1);
    const seenByStranger = await asUserOf(
      stranger.id,
      (tx) => tx`select id from public.data_exports where id = ${exportId}`,
    );
    assert.equal(seenByStranger.length, 0, 'RLS: another person reads no export of yours');
    await assert.rejects(
      asUserOf(family.id, (tx) => tx`select token_hash from public.data_exports`),
      /permission denied/,
    );
    await assert.rejects(
      asUserOf(family.id, (tx) => tx`update public.data_exports set expires_at = now()`),
      /permission denied/,
    );

    // The worker builds it (twice is harmless: delivery is at least once) and mails the link.
    await buildExport(exportId);
    await buildExport(exportId);
    const status = await api('GET', '/api/my-data/export', familyAuth);
    assert.equal(status.body.state, 'ready');
    const token = await mailedToken(family.email);
    const mails = await count(sql`
      select count(*)::int as n from private.jobs
       where kind = 'send-email' and lower(payload->>'to') = lower(${family.email})`);
    assert.equal(mails, 1, 'one mail for one export');

    // The landing page changes nothing; another account finds the link not valid.
    const page = await api('GET', `/my-data/download/${token}`, familyAuth);
    assert.equal(page.status, 200);
    assert.match(page.body, /Download ZIP/);
    const strangerPage = await api('GET', `/my-data/download/${token}`, stranger);
    assert.match(strangerPage.body, /This link is not valid/);
    assert.doesNotMatch(strangerPage.body, /Download ZIP/);
    const strangerTakes = await api('POST', '/api/my-data/download', {
      ...stranger,
      body: { token },
    });
    assert.equal(strangerTakes.status, 404);
    assert.deepEqual(strangerTakes.body, { general: 'This link is not valid.' });
    const malformed = await api('POST', '/api/my-data/download', {
      ...familyAuth,
      body: { token: 'x' },
    });
    assert.ok([400, 422].includes(malformed.status), String(malformed.status));

    // The owner takes it once.
    const res = await app(familyAuth.cookie, token);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const again = await api('POST', '/api/my-data/download', { ...familyAuth, body: { token } });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { general: 'This link has already been used.' });
    const used = await api('GET', `/my-data/download/${token}`, familyAuth);
    assert.match(used.body, /This link has already been used/);
    const [row] = await sql`select archive, downloaded_at from public.data_exports
                             where id = ${exportId}`;
    assert.equal(row.archive, null, 'the archive is dropped once taken');
    assert.ok(row.downloadedAt instanceof Date);

    // What the ZIP holds.
    assert.deepEqual(zip[`files/photo.jpg`], photo);
    const json = strFromU8(zip['my-data.json']);
    const data = JSON.parse(json);
    assert.equal(data.profile.id, family.id);
    assert.ok(data.postings.some((p: { description: string }) => p.description.includes('7f3a')));
    assert.ok(data.postings[0].address, 'the posting keeps its exact address for its owner');
    assert.deepEqual(
      data.messagesWritten.map((m: { body: string }) => m.body),
      ['Family wrote 51d2'],
    );
    assert.deepEqual(
      data.paymentMethods.map((m: { brand: string; last4: string }) => [m.brand, m.last4]),
      [['visa', '4242']],
    );
    assert.ok(data.invoices.some((i: { id: string }) => i.id === invoiceId));
    assert.equal(data.invoiceEmployerCosts.length, 1);
    assert.ok(data.shifts.length >= 2);
    assert.ok(data.addresses.length >= 1);
    assert.ok(data.careNeeds);
    assert.ok(data.sessions.length >= 1);
    // Nothing private of anyone else's, nor any secret.
    for (
      const secret of [
        'Carer wrote 8e0b',
        'Posting of the stranger',
        stranger.email,
        'pm_secret_',
        'token_hash',
      ]
    ) {
      assert.ok(!json.includes(secret), `the export does not hold ${secret}`);
    }
    assert.ok(!json.includes(caregiver.email), 'not the caregiver’s email');

    // The caregiver's own export: their message, no employer costs, no card, no family's words.
    const cgAsk = await api('POST', '/api/my-data/export', caregiverAuth);
    assert.equal(cgAsk.status, 202);
    await buildExport(await exportIdOf(caregiver.id));
    const cgToken = await mailedToken(caregiver.email);
    const cgZip = unzipSync(
      new Uint8Array(await (await app(caregiverAuth.cookie, cgToken)).arrayBuffer()),
    );
    const cgJson = strFromU8(cgZip['my-data.json']);
    const cgData = JSON.parse(cgJson);
    assert.deepEqual(cgData.messagesWritten.map((m: { body: string }) => m.body), [
      'Carer wrote 8e0b',
    ]);
    assert.equal(cgData.invoiceEmployerCosts.length, 0, 'the employer’s costs are the family’s');
    assert.equal(cgData.paymentMethods.length, 0);
    for (const secret of ['Family wrote 51d2', '4242', family.email, 'encrypted']) {
      assert.ok(!cgJson.includes(secret), `the caregiver's export does not hold ${secret}`);
    }

    // An expired link: refused with its reason, and the hourly purge drops the archive.
    const reAsk = await api('POST', '/api/my-data/export', familyAuth);
    assert.equal(reAsk.status, 202, JSON.stringify(reAsk.body));
    const secondId = await exportIdOf(family.id);
    await buildExport(secondId);
    const secondToken = await mailedToken(family.email);
    assert.notEqual(secondToken, token);
    await sql`update public.data_exports set expires_at = now() - interval '1 minute'
               where id = ${secondId}`;
    const expired = await api('POST', '/api/my-data/download', {
      ...familyAuth,
      body: { token: secondToken },
    });
    assert.equal(expired.status, 409);
    assert.deepEqual(expired.body, { general: 'This link has expired.' });
    assert.equal((await api('GET', '/api/my-data/export', familyAuth)).body.state, 'expired');
    await sql`select private.purge_data_exports()`;
    const [purged] = await sql`select archive from public.data_exports where id = ${secondId}`;
    assert.equal(purged.archive, null);
  } finally {
    await deleteUsers(family.id, caregiver.id, stranger.id);
  }
});

/** POST /api/my-data/download as the raw Response (the ZIP is not JSON). */
async function app(cookie: string, token: string): Promise<Response> {
  const { app: hono, origin } = await import('./helpers.ts');
  return await hono.request(`${origin}/api/my-data/download`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

test('closing my own account: the password decides; what remains, row by row', async () => {
  const team = await invoicedWeek('2026-03-08', { days: 2 });
  const { family, caregiver, memberId, invoiceId } = team;
  try {
    const caregiverAuth = await signIn(caregiver);
    const [cg] = await sql`select user_id_number from public.users where id = ${caregiver.id}`;
    const familyAuth = await signIn(family);
    const opened = await api('POST', `/api/message/new/${cg.userIdNumber}`, {
      cookie: familyAuth.cookie,
      body: {},
    });
    const channelId = opened.body.channelId as string;
    await sql`
      insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
      values (${channelId}, ${family.id}, ${caregiver.id}, ${caregiver.id}, 'Carer wrote 2b7c')`;

    // An export in the making: closing takes it too (it would be the whole of their data).
    assert.equal((await api('POST', '/api/my-data/export', caregiverAuth)).status, 202);

    assert.equal(
      (await api('POST', '/api/my-data/close', { body: { password: 'x' } })).status,
      401,
    );
    const empty = await api('POST', '/api/my-data/close', { ...caregiverAuth, body: {} });
    assert.equal(empty.status, 422);
    assert.deepEqual(empty.body, { password: 'Please enter your password.' });
    const wrong = await api('POST', '/api/my-data/close', {
      ...caregiverAuth,
      body: { password: 'Not-the-password-1' },
    });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body, { password: 'This password is not correct.' });
    assert.equal((await api('GET', '/api/user', caregiverAuth)).status, 200, 'still open');

    const closed = await api('POST', '/api/my-data/close', {
      ...caregiverAuth,
      body: { password: caregiver.password },
    });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    assert.ok(
      closed.headers.getSetCookie().some((c) => /session_token=;/.test(c)),
      'the browser forgets its session cookie',
    );
    assert.equal((await api('GET', '/api/user', caregiverAuth)).status, 401);
    const relogin = await api('POST', '/api/login', {
      body: { email: caregiver.email, password: caregiver.password },
    });
    assert.equal(relogin.status, 401);

    // The trail says the holder closed it.
    const [trail] = await sql`
      select closed_by, closed_as, reason from public.account_closures
       where account_id = ${caregiver.id}`;
    assert.deepEqual([trail.closedBy, trail.closedAs, trail.reason], [
      caregiver.id,
      'self',
      'Closed by the account holder',
    ]);

    // Gone.
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.data_exports where user_id = ${caregiver.id}`,
      ),
      0,
    );
    for (
      const [table, column] of [
        ['caregiver_profiles', 'user_id'],
        ['addresses', 'user_id'],
        ['banking_details', 'user_id'],
        ['background_checks', 'user_id'],
        ['notifications', 'recipient_id'],
        ['presence', 'user_id'],
        ['job_applications', 'caregiver_id'],
      ]
    ) {
      const n = await count(
        sql`select count(*)::int as n from ${sql('public')}.${sql(table)} where ${
          sql(column)
        } = ${caregiver.id}`,
      );
      assert.equal(n, 0, `${table} keeps nothing of the closed caregiver`);
    }
    assert.equal(
      await count(
        sql`select count(*)::int as n from better_auth.accounts where user_id = ${caregiver.id}`,
      ),
      0,
    );
    // Kept: the payroll records, the team's shifts, the message under Former member.
    assert.equal(
      await count(sql`select count(*)::int as n from public.invoices where id = ${invoiceId}`),
      1,
    );
    assert.ok(
      await count(
        sql`select count(*)::int as n from public.payroll_ytd where caregiver_id = ${caregiver.id}`,
      ) >= 1,
    );
    assert.equal(
      await count(sql`select count(*)::int as n from public.shifts where member_id = ${memberId}`),
      2,
    );
    const [channel] = await sql`
      select caregiver_first_name, caregiver_last_name from public.message_channels
       where id = ${channelId}`;
    assert.equal(`${channel.caregiverFirstName} ${channel.caregiverLastName}`, 'Former member');
    assert.equal(
      await count(sql`select count(*)::int as n from public.messages where channel_id = ${channelId}
                       and body = 'Carer wrote 2b7c'`),
      1,
    );

    // Closed twice: refused (the session is gone, so as anyone it is a 401).
    assert.equal(
      (await api('POST', '/api/my-data/close', { ...caregiverAuth, body: { password: 'x' } }))
        .status,
      401,
    );
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});

test('closing my own account with an authenticator app asks for its code too', async () => {
  const caregiver = await createCaregiver();
  try {
    const secret = await enrollAuthenticator(caregiver.email, caregiver.password);
    // Signed in with both steps, as the login page does it.
    const first = await auth.api.signInEmail({
      body: { email: caregiver.email, password: caregiver.password },
      returnHeaders: true,
    });
    const pairs = (h: Headers) => h.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const second = await auth.api.verifyTOTP({
      body: { code: await totpCode(secret) },
      headers: new Headers({ cookie: pairs(first.headers) }),
      returnHeaders: true,
    });
    const session = { cookie: pairs(second.headers) };
    assert.equal((await api('GET', '/api/user', session)).status, 200);

    const noCode = await api('POST', '/api/my-data/close', {
      ...session,
      body: { password: caregiver.password },
    });
    assert.equal(noCode.status, 422);
    assert.deepEqual(noCode.body, {
      code: 'Please enter the code from your authenticator app.',
    });
    const wrongCode = await api('POST', '/api/my-data/close', {
      ...session,
      body: { password: caregiver.password, code: '000000' },
    });
    assert.equal(wrongCode.status, 422);
    assert.deepEqual(wrongCode.body, { code: 'This code is not correct.' });
    assert.equal((await api('GET', '/api/user', session)).status, 200, 'still open');

    const closed = await api('POST', '/api/my-data/close', {
      ...session,
      body: { password: caregiver.password, code: await totpCode(secret) },
    });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    // No way in is left: the authenticator's secret and backup codes went with the password.
    assert.equal(
      await count(sql`select count(*)::int as n from better_auth.two_factors
                       where user_id = ${caregiver.id}`),
      0,
    );
    const [login] = await sql`select two_factor_enabled from better_auth.users
                               where id = ${caregiver.id}`;
    assert.equal(login.twoFactorEnabled, false);
  } finally {
    await deleteUsers(caregiver.id);
  }
});

test('retention: records of a closed account go on January 1 of the seventh year after', async () => {
  // Two teams in 2026: one whose caregiver closes, one where both stay open.
  const closing = await invoicedWeek('2026-03-15', { days: 1 });
  const open = await invoicedWeek('2026-03-22', { days: 1 });
  try {
    const closed = await api('POST', '/api/my-data/close', {
      ...(await signIn(closing.caregiver)),
      body: { password: closing.caregiver.password },
    });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    const remaining = async (team: typeof closing) => ({
      invoices: await count(sql`select count(*)::int as n from public.invoices
                                 where member_id = ${team.memberId}`),
      ytd: await count(sql`select count(*)::int as n from public.payroll_ytd
                            where family_id = ${team.family.id}`),
      shifts: await count(sql`select count(*)::int as n from public.shifts
                               where member_id = ${team.memberId}`),
      team: await count(sql`select count(*)::int as n from public.team_members
                             where id = ${team.memberId}`),
    });
    const before = await remaining(closing);
    assert.deepEqual(before, { invoices: 1, ytd: 1, shifts: 1, team: 1 });

    // Through December 31 of 2032 (six years after 2026), everything is kept.
    await sql`select private.purge_retained_records('2032-12-31')`;
    assert.deepEqual(await remaining(closing), before);

    // From January 1, 2033 the closed caregiver's records go, their team with them.
    const [{ counts }] = await sql`
      select private.purge_retained_records('2033-01-01') as counts`;
    assert.ok(counts.invoices >= 1 && counts.shifts >= 1, JSON.stringify(counts));
    assert.deepEqual(await remaining(closing), { invoices: 0, ytd: 0, shifts: 0, team: 0 });
    // The family (still open) keeps its posting; the closed side keeps nothing under it.
    assert.equal(
      await count(
        sql`select count(*)::int as n from public.jobs where family_id = ${closing.family.id}`,
      ),
      1,
    );
    // Two open accounts: their records are theirs and stay.
    assert.deepEqual(await remaining(open), { invoices: 1, ytd: 1, shifts: 1, team: 1 });
  } finally {
    await deleteUsers(
      closing.family.id,
      closing.caregiver.id,
      open.family.id,
      open.caregiver.id,
    );
  }
});

test('my data: an account whose second factor is a passkey closes only from a fresh passkey sign-in', async () => {
  const family = await signedInFamily();
  try {
    const auth = { cookie: family.cookie };
    // The passkey is registered after this session opened: as a session opened with it would be.
    await sql`
      insert into better_auth.passkeys (user_id, name, public_key, credential_id, counter,
                                        device_type, backed_up)
      values (${family.id}, 'Laptop', 'cHVibGlj', ${crypto.randomUUID()}, 0, 'singleDevice', false)`;
    await sql`update better_auth.sessions set created_at = now() - interval '20 minutes'
               where user_id = ${family.id}`;
    const stale = await api('POST', '/api/my-data/close', {
      ...auth,
      body: { password: family.password },
    });
    assert.equal(stale.status, 403, JSON.stringify(stale.body));
    assert.match(stale.body.general, /sign in again with your passkey/);
    assert.equal((await api('GET', '/api/user', auth)).status, 200, 'still open');

    await sql`update better_auth.sessions set created_at = now() - interval '2 minutes'
               where user_id = ${family.id}`;
    const fresh = await api('POST', '/api/my-data/close', {
      ...auth,
      body: { password: family.password },
    });
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    assert.equal((await api('GET', '/api/user', auth)).status, 401);
  } finally {
    await deleteUsers(family.id);
  }
});
