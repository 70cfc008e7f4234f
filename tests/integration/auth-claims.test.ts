// auth.uid(), auth.role() and auth.jwt() read the request's claims as a Supabase project's do
// (GoTrue's definitions; issue 21): the semantics below are GoTrue's, written as cases rather
// than as its SQL, and the local bootstrap must give the same answer for every one. The cases
// that matter most are the ones a pooled connection produces: a setting emptied by an earlier
// transaction ('' rather than missing) must read as no claim, never fail as JSON.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { sql } from '../../web/server/db.server.ts';
import { test } from './helpers.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

type Settings = { sub?: string; role?: string; claim?: string; claims?: string };
type Expected = { uid: string | null; role: string | null; jwt: unknown };

const cases: Array<[string, Settings, Expected]> = [
  ['nothing set', {}, { uid: null, role: null, jwt: null }],
  ['claims emptied by an earlier transaction', { claims: '' }, {
    uid: null,
    role: null,
    jwt: null,
  }],
  ['claims JSON', { claims: JSON.stringify({ sub: alice, role: 'authenticated' }) }, {
    uid: alice,
    role: 'authenticated',
    jwt: { sub: alice, role: 'authenticated' },
  }],
  ['claims without sub', { claims: JSON.stringify({ role: 'anon' }) }, {
    uid: null,
    role: 'anon',
    jwt: { role: 'anon' },
  }],
  ['the legacy per-claim setting comes first', {
    sub: bob,
    role: 'service_role',
    claims: JSON.stringify({ sub: alice, role: 'authenticated' }),
  }, { uid: bob, role: 'service_role', jwt: { sub: alice, role: 'authenticated' } }],
  ['an emptied legacy setting falls through to the claims', {
    sub: '',
    role: '',
    claims: JSON.stringify({ sub: alice, role: 'authenticated' }),
  }, { uid: alice, role: 'authenticated', jwt: { sub: alice, role: 'authenticated' } }],
  ['both emptied', { sub: '', role: '', claim: '', claims: '' }, {
    uid: null,
    role: null,
    jwt: null,
  }],
  ['request.jwt.claim comes before request.jwt.claims for auth.jwt()', {
    claim: JSON.stringify({ sub: bob }),
    claims: JSON.stringify({ sub: alice }),
  }, { uid: alice, role: null, jwt: { sub: bob } }],
];

test('auth.uid(), auth.role() and auth.jwt() answer every case as GoTrue does', async () => {
  for (const [name, settings, expected] of cases) {
    const [row] = await sql.begin(async (tx) => {
      const set = (key: string, value: string | undefined) =>
        value === undefined ? null : tx`select set_config(${key}, ${value}, true)`;
      await set('request.jwt.claim.sub', settings.sub);
      await set('request.jwt.claim.role', settings.role);
      await set('request.jwt.claim', settings.claim);
      await set('request.jwt.claims', settings.claims);
      return await tx`select auth.uid()::text as uid, auth.role() as role, auth.jwt() as jwt`;
    });
    assert.deepEqual(
      { uid: row.uid, role: row.role, jwt: row.jwt },
      expected,
      `case: ${name}`,
    );
  }
});

test('on a Supabase project (a supabase_admin role exists) the bootstrap changes nothing', async () => {
  // A database is made and dropped over the direct route: a pooler lists only its own.
  const databaseUrl = Deno.env.get('DATABASE_DIRECT_URL') ?? Deno.env.get('DATABASE_URL') ??
    'postgres://postgres:postgres@127.0.0.1:54322/tendwell';
  const name = `tendwell_bootstrap_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const bootstrap = Deno.readTextFileSync(
      new URL('../../sql/bootstrap/001-supabase-compat.sql', import.meta.url),
    );
    // The role is created and dropped with the transaction: the cluster's other databases
    // never see it.
    await db.begin(async (tx) => {
      const [{ exists }] = await tx`select exists (select from pg_roles
                                    where rolname = 'supabase_admin') as exists`;
      if (!exists) await tx`create role supabase_admin nologin`;
      await tx.unsafe(bootstrap);
      const [after] = await tx`
        select (select count(*) from pg_namespace where nspname in ('auth', 'extensions'))::int
                 as schemas,
               (select count(*) from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
                 where d.datname = current_database())::int as settings`;
      assert.deepEqual(after, { schemas: 0, settings: 0 });
      throw new Rollback();
    }).catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
    // Without the role, the same file sets a plain database up.
    await db.unsafe(bootstrap);
    const [plain] = await db`
      select (select count(*) from pg_namespace where nspname in ('auth', 'extensions'))::int
               as schemas,
             (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               where n.nspname = 'auth' and p.proname in ('uid', 'role', 'jwt'))::int
               as functions`;
    assert.deepEqual(plain, { schemas: 2, functions: 3 });
  } finally {
    await db.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

class Rollback extends Error {}
