// The viewer of a request is read in one statement when the session cookie is ours and the
// session fresh (web/server/viewer.server.ts); anything else goes through Better Auth. These
// check that the short path refuses what Better Auth refuses and keeps its sliding expiry.
import assert from 'node:assert/strict';
import { SESSION_COOKIE_NAME, signedSessionToken } from '../../web/server/auth.server.ts';
import { sql } from '../../web/server/db.server.ts';
import { api, signedInFamily, test } from './helpers.ts';

function sessionToken(cookie: string) {
  const raw = cookie.split(';').map((p) => p.trim())
    .find((p) => p.startsWith(`${SESSION_COOKIE_NAME}=`))!;
  const value = decodeURIComponent(raw.slice(SESSION_COOKIE_NAME.length + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

test('a fresh session answers as its user, and a profile change shows on the next request', async () => {
  const me = await signedInFamily();
  const first = await api('GET', '/api/user', { cookie: me.cookie });
  assert.equal(first.status, 200);
  const token = sessionToken(me.cookie);
  // The short path recognises the cookie Better Auth set (else every request took the long one).
  assert.equal(await signedSessionToken(me.cookie), token);
  const [s] = await sql`select user_id from better_auth.sessions where token = ${token}`;
  await sql`update public.users set first_name = 'Renamed' where id = ${s.userId}`;
  const again = await api('GET', '/api/user', { cookie: me.cookie });
  assert.equal(again.status, 200);
  assert.equal(JSON.stringify(again.body).includes('Renamed'), true);
});

test('a session cookie whose signature is not ours is refused, token known or not', async () => {
  const me = await signedInFamily();
  const token = sessionToken(me.cookie);
  const forged = `${token}.${btoa('x'.repeat(32))}`;
  assert.equal(
    await signedSessionToken(`${SESSION_COOKIE_NAME}=${encodeURIComponent(forged)}`),
    null,
  );
  const res = await api('GET', '/api/user', {
    cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(forged)}`,
  });
  assert.equal(res.status, 401);
  const bare = await api('GET', '/api/user', { cookie: `${SESSION_COOKIE_NAME}=${token}` });
  assert.equal(bare.status, 401);
  assert.equal(await signedSessionToken(`${SESSION_COOKIE_NAME}=%E0%A4%A`), null);
});

test('an expired session is refused and removed, as Better Auth does', async () => {
  const me = await signedInFamily();
  const token = sessionToken(me.cookie);
  await sql`update better_auth.sessions set expires_at = now() - interval '1 minute'
             where token = ${token}`;
  const res = await api('GET', '/api/user', { cookie: me.cookie });
  assert.equal(res.status, 401);
  const left = await sql`select 1 from better_auth.sessions where token = ${token}`;
  assert.equal(left.length, 0);
});

test('a session used a day after its last refresh slides forward (Better Auth refreshes it)', async () => {
  const me = await signedInFamily();
  const token = sessionToken(me.cookie);
  await sql`update better_auth.sessions set expires_at = now() + interval '2 days'
             where token = ${token}`;
  const res = await api('GET', '/api/user', { cookie: me.cookie });
  assert.equal(res.status, 200);
  const [s] = await sql`select expires_at > now() + interval '29 days' as slid
                          from better_auth.sessions where token = ${token}`;
  assert(s.slid, 'the expiry moved forward to 30 days from now');
});

test('after logout the same cookie is refused', async () => {
  const me = await signedInFamily();
  assert.equal((await api('GET', '/api/user', { cookie: me.cookie })).status, 200);
  assert.equal((await api('POST', '/api/logout', { cookie: me.cookie })).status < 400, true);
  assert.equal((await api('GET', '/api/user', { cookie: me.cookie })).status, 401);
});
