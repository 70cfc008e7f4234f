// Signed-in devices in the person's hands (issue 22 point 4): the list (browser and system from
// the user agent, the network by its prefix, this device marked), ending one or all others, and a
// password change or reset signing every other device out. Nobody can end another's session.
import assert from 'node:assert/strict';
import { createFamily } from '../factories/accounts.ts';
import { sql } from '../../web/server/db.server.ts';
import { api, deleteUsers, test } from './helpers.ts';

const UA = {
  mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

/** A family with no session yet (the factory's signup signs them in once, with no device). */
async function familyOnNoDevice() {
  const family = await createFamily();
  await sql`delete from better_auth.sessions where user_id = ${family.id}`;
  return family;
}

async function device(
  who: { email: string; password: string },
  ua: string,
  ip: string,
): Promise<string> {
  const res = await api('POST', '/api/login', {
    body: { email: who.email, password: who.password },
    ip,
    headers: { 'user-agent': ua },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.cookie;
}

const works = async (cookie: string) => (await api('GET', '/api/user', { cookie })).status === 200;

test('the list names each device, marks this one and says where honestly', async () => {
  const family = await familyOnNoDevice();
  try {
    const mac = await device(family, UA.mac, '203.0.113.10');
    await device(family, UA.android, '203.0.113.99');
    await device(family, UA.windows, '198.51.100.7');
    const res = await api('GET', '/api/security', {
      cookie: mac,
      ip: '203.0.113.10',
      headers: { 'user-agent': UA.mac },
    });
    assert.equal(res.status, 200);
    const sessions = res.body.sessions as Array<Record<string, any>>;
    assert.equal(sessions.length, 3);
    assert.equal(sessions.filter((s) => s.current).length, 1);
    const current = sessions[0];
    assert.equal(current.current, true);
    assert.equal(current.browser, 'Safari 18');
    assert.equal(current.os, 'macOS');
    assert.deepEqual(current.place, { kind: 'network', prefix: '203.0.113.x', same: true });
    const android = sessions.find((s) => s.os === 'Android')!;
    assert.equal(android.browser, 'Chrome 131');
    assert.deepEqual(android.place, { kind: 'network', prefix: '203.0.113.x', same: true });
    const windows = sessions.find((s) => s.os === 'Windows')!;
    assert.equal(windows.browser, 'Firefox 133');
    assert.deepEqual(windows.place, { kind: 'network', prefix: '198.51.100.x', same: false });
    for (const s of sessions) {
      assert.ok(!('token' in s), 'a session token never leaves the server');
      assert.ok(Date.parse(s.lastSeenAt) >= Date.parse(s.signedInAt));
    }
  } finally {
    await deleteUsers(family.id);
  }
});

test('one device can be signed out, or all the others; this one only with Sign out', async () => {
  const family = await familyOnNoDevice();
  try {
    const mine = await device(family, UA.mac, '203.0.113.10');
    const phone = await device(family, UA.android, '203.0.113.11');
    const pc = await device(family, UA.windows, '203.0.113.12');
    const list = async () =>
      (await api('GET', '/api/security', { cookie: mine })).body.sessions as Array<
        Record<string, any>
      >;
    const sessions = await list();
    const phoneId = sessions.find((s) => s.os === 'Android')!.id;
    const thisId = sessions.find((s) => s.current)!.id;

    const self = await api('POST', `/api/security/sessions/${thisId}/end`, { cookie: mine });
    assert.equal(self.status, 400);
    assert.ok(await works(mine));

    const ended = await api('POST', `/api/security/sessions/${phoneId}/end`, { cookie: mine });
    assert.equal(ended.status, 200);
    assert.equal(await works(phone), false);
    assert.equal(await works(pc), true);
    assert.equal((await list()).length, 2);

    const gone = await api('POST', `/api/security/sessions/${phoneId}/end`, { cookie: mine });
    assert.equal(gone.status, 404);

    const others = await api('POST', '/api/security/sessions/end-others', { cookie: mine });
    assert.equal(others.status, 200);
    assert.equal(others.body.ended, 1);
    assert.equal(await works(pc), false);
    assert.equal(await works(mine), true);
    assert.deepEqual((await list()).map((s) => s.current), [true]);
  } finally {
    await deleteUsers(family.id);
  }
});

test('nobody can see or end another person’s sessions', async () => {
  const me = await createFamily();
  const other = await createFamily();
  try {
    const mine = await device(me, UA.mac, '203.0.113.10');
    const theirs = await device(other, UA.windows, '198.51.100.7');
    const myIds = ((await api('GET', '/api/security', { cookie: mine })).body.sessions as Array<
      { id: string }
    >).map((s) => s.id);
    const theirList = (await api('GET', '/api/security', { cookie: theirs })).body
      .sessions as Array<
        { id: string }
      >;
    assert.ok(theirList.every((s) => !myIds.includes(s.id)));

    const attempt = await api('POST', `/api/security/sessions/${myIds[0]}/end`, {
      cookie: theirs,
    });
    assert.equal(attempt.status, 404);
    const all = await api('POST', '/api/security/sessions/end-others', { cookie: theirs });
    assert.equal(all.status, 200);
    assert.ok(await works(mine));

    assert.equal((await api('GET', '/api/security')).status, 401);
    assert.equal(
      (await api('POST', `/api/security/sessions/${myIds[0]}/end`, { body: {} })).status,
      401,
    );
    assert.ok(await works(mine));
  } finally {
    await deleteUsers(me.id, other.id);
  }
});

test('a password change signs out every other device and keeps this one', async () => {
  const family = await familyOnNoDevice();
  try {
    const mine = await device(family, UA.mac, '203.0.113.10');
    const phone = await device(family, UA.android, '203.0.113.11');
    const wrong = await api('POST', '/api/security/password', {
      cookie: mine,
      body: {
        currentPassword: 'Not-it-123',
        newPassword: 'Brand-new-pass-7',
        confirmNewPassword: 'Brand-new-pass-7',
      },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.currentPassword, 'That password is not right.');
    const weak = await api('POST', '/api/security/password', {
      cookie: mine,
      body: { currentPassword: family.password, newPassword: 'short', confirmNewPassword: 'short' },
    });
    assert.equal(weak.status, 422);
    assert.equal(weak.body.newPassword, 'Password does not meet safety requirements');
    assert.ok(await works(phone));

    const changed = await api('POST', '/api/security/password', {
      cookie: mine,
      body: {
        currentPassword: family.password,
        newPassword: 'Brand-new-pass-7',
        confirmNewPassword: 'Brand-new-pass-7',
      },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(await works(phone), false);
    assert.equal(await works(changed.cookie), true);
    const old = await api('POST', '/api/login', {
      body: { email: family.email, password: family.password },
    });
    assert.equal(old.status, 401);
    const fresh = await api('POST', '/api/login', {
      body: { email: family.email, password: 'Brand-new-pass-7' },
    });
    assert.equal(fresh.status, 200);
  } finally {
    await deleteUsers(family.id);
  }
});

test('a password reset signs out every device', async () => {
  const family = await familyOnNoDevice();
  try {
    const laptop = await device(family, UA.mac, '203.0.113.10');
    const phone = await device(family, UA.android, '203.0.113.11');
    const asked = await api('POST', '/api/forgot_password/reset', {
      body: { email: family.email },
    });
    assert.equal(asked.status, 200);
    const [row] = await sql`
      select identifier from better_auth.verifications
       where identifier like 'reset-password:%' and value = ${family.id}
       order by created_at desc limit 1`;
    const code = (row.identifier as string).slice('reset-password:'.length);
    const reset = await api('POST', '/api/forgot_password/confirm', {
      body: { code, newPassword: 'Reset-pass-88', confirmNewPassword: 'Reset-pass-88' },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal(await works(laptop), false);
    assert.equal(await works(phone), false);
  } finally {
    await deleteUsers(family.id);
  }
});
