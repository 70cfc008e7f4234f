// Two-step sign-in (issue 22 point 3, ADR 044), through the API as a browser calls it: setting up
// an authenticator app (password first, a valid code before it is on), signing in with a code or
// a backup code, five wrong codes answered 429, removing it with the password, a passkey as the
// second step, and staff refused by every admin page and API until they have a second factor.
import assert from 'node:assert/strict';
import { totpCode } from '../factories/accounts-shared.ts';
import { createAdmin, createFamily } from '../factories/accounts.ts';
import { sql } from '../../web/server/db.server.ts';
import { closeAccount } from '../../web/domains/accounts/actions.server.ts';
import { api, app, asUserOf, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';
import { CLOSE_SECOND_FACTOR } from '../../web/server/realtime.server.ts';
import { RealtimeSocket } from './realtime-socket.ts';

const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

async function login(email: string, password: string, opts: { cookie?: string; ip?: string } = {}) {
  return await api('POST', '/api/login', { body: { email, password }, ...opts });
}

/** A family with an authenticator app set up through the API; answers the key and codes. */
async function familyWithApp() {
  const family = await signedInFamily();
  const start = await api('POST', '/api/security/totp/start', {
    cookie: family.cookie,
    body: { password: family.password },
  });
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const confirm = await api('POST', '/api/security/totp/confirm', {
    cookie: start.cookie,
    body: { code: await totpCode(start.body.secret) },
  });
  assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
  return {
    ...family,
    cookie: confirm.cookie,
    secret: start.body.secret as string,
    backupCodes: start.body.backupCodes as string[],
  };
}

test('setting up an app asks for the password and a valid code before it is on', async () => {
  const family = await signedInFamily();
  try {
    const wrongPassword = await api('POST', '/api/security/totp/start', {
      cookie: family.cookie,
      body: { password: 'Not-the-password-1' },
    });
    assert.equal(wrongPassword.status, 400);
    assert.equal(wrongPassword.body.password, 'That password is not right.');

    const start = await api('POST', '/api/security/totp/start', {
      cookie: family.cookie,
      body: { password: family.password },
    });
    assert.equal(start.status, 200);
    assert.match(start.body.totpURI, /^otpauth:\/\/totp\/Tendwell:/);
    assert.match(start.body.secret, /^[A-Z2-7]+$/);
    assert.equal(start.body.backupCodes.length, 10);

    // Not on yet: a password alone still signs in.
    const before = await login(family.email, family.password);
    assert.equal(before.status, 200);
    assert.equal(before.body.secondFactor, undefined);

    const badFormat = await api('POST', '/api/security/totp/confirm', {
      cookie: family.cookie,
      body: { code: '12ab' },
      headers: { 'accept-language': 'fr' },
    });
    assert.equal(badFormat.status, 422);
    assert.ok(badFormat.body.code);
    const wrong = await api('POST', '/api/security/totp/confirm', {
      cookie: family.cookie,
      body: {
        // Another six-digit code (padded: a shifted code below 100000 would be a malformed one).
        code: String((Number(await totpCode(start.body.secret)) + 500_000) % 1_000_000).padStart(
          6,
          '0',
        ),
      },
    });
    assert.equal(wrong.status, 401);
    assert.ok(wrong.body.code);
    let overview = await api('GET', '/api/security', { cookie: family.cookie });
    assert.equal(overview.body.totpEnabled, false);

    const ok = await api('POST', '/api/security/totp/confirm', {
      cookie: family.cookie,
      body: { code: await totpCode(start.body.secret) },
    });
    assert.equal(ok.status, 200);
    overview = await api('GET', '/api/security', { cookie: ok.cookie });
    assert.equal(overview.status, 200);
    assert.equal(overview.body.totpEnabled, true);
    assert.equal(overview.body.backupCodesLeft, 10);
    assert.equal(overview.body.secondFactor, true);

    // Once on, starting again is refused rather than silently replacing the app.
    const again = await api('POST', '/api/security/totp/start', {
      cookie: ok.cookie,
      body: { password: family.password },
    });
    assert.equal(again.status, 409);
  } finally {
    await deleteUsers(family.id);
  }
});

test('a password alone opens no session: a code or a backup code (once) completes it', async () => {
  const family = await familyWithApp();
  try {
    const first = await login(family.email, family.password);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.secondFactor, ['totp', 'backup']);
    assert.equal((await api('GET', '/api/user', { cookie: first.cookie })).status, 401);

    const withCode = await api('POST', '/api/login/second-factor', {
      cookie: first.cookie,
      body: { method: 'totp', code: await totpCode(family.secret) },
    });
    assert.equal(withCode.status, 200, JSON.stringify(withCode.body));
    const me = await api('GET', '/api/user', { cookie: withCode.cookie });
    assert.equal(me.status, 200);
    assert.equal(me.body.uid, family.id);

    const code = family.backupCodes[0];
    const second = await login(family.email, family.password);
    const withBackup = await api('POST', '/api/login/second-factor', {
      cookie: second.cookie,
      body: { method: 'backup', code: code.replace('-', '') },
    });
    assert.equal(withBackup.status, 200, JSON.stringify(withBackup.body));
    assert.equal((await api('GET', '/api/user', { cookie: withBackup.cookie })).status, 200);
    const left = await api('GET', '/api/security', { cookie: withBackup.cookie });
    assert.equal(left.body.backupCodesLeft, 9);

    const third = await login(family.email, family.password);
    const reused = await api('POST', '/api/login/second-factor', {
      cookie: third.cookie,
      body: { method: 'backup', code },
    });
    assert.equal(reused.status, 401);
    assert.equal(reused.body.code, 'That code is not right. Check it and try again.');

    // Without the password step there is nothing to complete.
    const noChallenge = await api('POST', '/api/login/second-factor', {
      body: { method: 'totp', code: await totpCode(family.secret) },
    });
    assert.equal(noChallenge.status, 401);
  } finally {
    await deleteUsers(family.id);
  }
});

test('five wrong codes in a row answer 429, in the reader’s language, even for the right one', async () => {
  const family = await familyWithApp();
  try {
    const from = ip();
    const challenge = await login(family.email, family.password, { ip: from });
    const right = await totpCode(family.secret);
    const wrongCode = String((Number(right) + 111_111) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await api('POST', '/api/login/second-factor', {
        cookie: challenge.cookie,
        ip: from,
        body: { method: 'totp', code: wrongCode },
      });
      assert.equal(res.status, 401, `attempt ${i + 1}: ${JSON.stringify(res.body)}`);
    }
    const locked = await api('POST', '/api/login/second-factor', {
      cookie: challenge.cookie,
      ip: from,
      body: { method: 'totp', code: right },
      headers: { 'accept-language': 'fr-CA' },
    });
    assert.equal(locked.status, 429);
    assert.equal(
      locked.body.general,
      'Trop de codes erronés. Attendez 15 minutes, puis réessayez.',
    );
    // A new challenge does not reset the lock: it is the account's.
    const fresh = await login(family.email, family.password, { ip: ip() });
    const stillLocked = await api('POST', '/api/login/second-factor', {
      cookie: fresh.cookie,
      body: { method: 'backup', code: family.backupCodes[1] },
    });
    assert.equal(stillLocked.status, 429);
    assert.equal((await api('GET', '/api/user', { cookie: stillLocked.cookie })).status, 401);
  } finally {
    await deleteUsers(family.id);
  }
});

test('removing the app asks for the password; then the password alone signs in again', async () => {
  const family = await familyWithApp();
  try {
    const wrong = await api('POST', '/api/security/totp/remove', {
      cookie: family.cookie,
      body: { password: 'Wrong-password-9' },
    });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.password);
    const removed = await api('POST', '/api/security/totp/remove', {
      cookie: family.cookie,
      body: { password: family.password },
    });
    assert.equal(removed.status, 200);
    const overview = await api('GET', '/api/security', { cookie: removed.cookie });
    assert.equal(overview.body.totpEnabled, false);
    const plain = await login(family.email, family.password);
    assert.equal(plain.body.secondFactor, undefined);
    assert.equal((await api('GET', '/api/user', { cookie: plain.cookie })).status, 200);
  } finally {
    await deleteUsers(family.id);
  }
});

test('an account whose second factor is a passkey gets no session from the password', async () => {
  const family = await createFamily();
  try {
    await sql`delete from better_auth.sessions where user_id = ${family.id}`;
    // A registered passkey as Better Auth stores it (the ceremony itself is the e2e test's).
    await sql`
      insert into better_auth.passkeys (user_id, name, public_key, credential_id, counter,
                                        device_type, backed_up)
      values (${family.id}, 'Laptop', 'cHVibGlj', ${crypto.randomUUID()}, 0, 'singleDevice', false)`;
    const res = await login(family.email, family.password);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.secondFactor, ['passkey']);
    assert.equal((await api('GET', '/api/user', { cookie: res.cookie })).status, 401);
    const [{ n }] = await sql`
      select count(*)::int as n from better_auth.sessions where user_id = ${family.id}`;
    assert.equal(n, 0);
  } finally {
    await deleteUsers(family.id);
  }
});

test('staff without a second factor reach no admin page or API until they set one up', async () => {
  const bare = await signIn(await createAdmin({ secondFactor: false }));
  const secured = await signIn(await createAdmin());
  try {
    for (const path of ['/api/admin/background-checks', '/api/admin/inquiries']) {
      const refused = await api('GET', path, { cookie: bare.cookie });
      assert.equal(refused.status, 403, path);
      assert.match(refused.body.general, /Staff accounts need two-step sign-in/);
      assert.equal((await api('GET', path, { cookie: secured.cookie })).status, 200, path);
    }
    const close = await api('POST', `/api/admin/accounts/${crypto.randomUUID()}/close`, {
      cookie: bare.cookie,
      body: { reason: 'test' },
      headers: { 'accept-language': 'fr' },
    });
    assert.equal(close.status, 403);
    assert.match(close.body.general, /deux étapes/);

    for (const path of ['/admin', '/admin/accounts', '/dashboard', '/messages']) {
      const page = await api('GET', path, { cookie: bare.cookie });
      assert.equal(page.status, 302, path);
      assert.equal(page.headers.get('location'), '/profile#security', path);
    }
    const adminHome = await api('GET', '/admin', { cookie: secured.cookie });
    assert.equal(adminHome.status, 200, JSON.stringify(adminHome.body).slice(0, 2000));
    assert.equal((await api('GET', '/profile', { cookie: bare.cookie })).status, 200);

    // What it takes to set one up stays open.
    const overview = await api('GET', '/api/security', { cookie: bare.cookie });
    assert.equal(overview.status, 200);
    assert.equal(overview.body.staff, true);
    assert.equal(overview.body.secondFactor, false);
    const start = await api('POST', '/api/security/totp/start', {
      cookie: bare.cookie,
      body: { password: bare.password },
    });
    assert.equal(start.status, 200);
    const on = await api('POST', '/api/security/totp/confirm', {
      cookie: bare.cookie,
      body: { code: await totpCode(start.body.secret) },
    });
    assert.equal(on.status, 200);
    assert.equal((await api('GET', '/api/admin/inquiries', { cookie: on.cookie })).status, 200);
    assert.equal((await api('GET', '/admin', { cookie: on.cookie })).status, 200);
  } finally {
    await deleteUsers(bare.id, secured.id);
  }
});

test('staff without a second factor get no live updates: the socket closes with 4403 and says nothing', async () => {
  const bare = await signIn(await createAdmin({ secondFactor: false }));
  const secured = await signIn(await createAdmin());
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
  const url = `ws://127.0.0.1:${server.addr.port}/api/realtime`;
  try {
    const refused = new RealtimeSocket(url, { cookie: bare.cookie });
    assert.equal((await refused.closed).code, CLOSE_SECOND_FACTOR);
    assert.deepEqual(refused.messages, []);
    const live = new RealtimeSocket(url, { cookie: secured.cookie });
    await live.next((m) => m.type === 'ready');
    live.close();
    await live.closed;
  } finally {
    await server.shutdown();
    await deleteUsers(bare.id, secured.id);
  }
});

test('no signed-in person can read the second-factor tables (RLS on, no policies)', async () => {
  const family = await familyWithApp();
  try {
    for (const table of ['two_factors', 'passkeys']) {
      await assert.rejects(
        asUserOf(family.id, (tx) => tx.unsafe(`select * from better_auth.${table}`)),
        /permission denied/,
      );
    }
  } finally {
    await deleteUsers(family.id);
  }
});

test('a closed account keeps no second factor: no passkey can open it again', async () => {
  const family = await familyWithApp();
  const admin = await createAdmin();
  try {
    await sql`
      insert into better_auth.passkeys (user_id, name, public_key, credential_id, counter,
                                        device_type, backed_up)
      values (${family.id}, 'Phone', 'cHVibGlj', ${crypto.randomUUID()}, 0, 'singleDevice', false)`;
    await closeAccount(admin, family.id, 'admin', 'Duplicate account');
    const [left] = await sql`
      select (select count(*)::int from better_auth.passkeys where user_id = ${family.id}) as passkeys,
             (select count(*)::int from better_auth.two_factors where user_id = ${family.id}) as apps,
             (select two_factor_enabled from better_auth.users where id = ${family.id}) as enabled`;
    assert.deepEqual(left, { passkeys: 0, apps: 0, enabled: false });
  } finally {
    await deleteUsers(family.id, admin.id);
  }
});
