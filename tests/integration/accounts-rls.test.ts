// Row-level security and column privileges of the accounts tables (supabase/migrations/*_accounts.sql),
// exercised the way requests run: as the signed-in user (asUser) or as a visitor (asAnon). Every
// policy is shown refusing someone else; the owner's own access is the positive control.
import assert from 'node:assert/strict';
import { asAnon, asUser, sql, type Tx } from '../../web/server/db.server.ts';
import {
  api,
  asUserOf,
  deleteUsers,
  signedInCaregiver,
  signedInFamily,
  test,
  type TestAccount,
} from './helpers.ts';

type Who = { id: string; email: string; userType: 'family' | 'caregiver' };

let fixtures:
  | Promise<{ carePro: TestAccount; otherPro: TestAccount; family: TestAccount; addressId: string }>
  | null = null;

/** Two caregivers and a family (with address, care needs and presence), made once for the file. */
function setup() {
  fixtures ??= (async () => {
    const [carePro, otherPro, family] = await Promise.all([
      signedInCaregiver(),
      signedInCaregiver(),
      signedInFamily(),
    ]);
    for (const who of [carePro, otherPro, family]) {
      assert.equal((await api('GET', '/api/login/online', { cookie: who.cookie })).status, 200);
    }
    const [row] = await sql`select address_id from public.users where id = ${family.id}`;
    assert.ok(row.addressId, 'the family has an address');
    return { carePro, otherPro, family, addressId: row.addressId as string };
  })();
  return fixtures;
}

const as = (who: TestAccount, type: Who['userType']) => (fn: (tx: Tx) => Promise<unknown>) =>
  asUser({ id: who.id, email: who.email, userType: type }, fn);

/** The statement either changed nothing or was refused outright (permission denied). */
async function changesNothing(run: () => Promise<unknown>): Promise<'refused' | 'no rows'> {
  try {
    const result = await run() as { count?: number };
    assert.equal(result.count, 0, 'no row may be changed');
    return 'no rows';
  } catch (err) {
    if (err instanceof assert.AssertionError) throw err;
    assert.equal(
      (err as { code?: string }).code,
      '42501',
      `expected permission denied, got ${err}`,
    );
    return 'refused';
  }
}

async function refused(run: () => Promise<unknown>, code = '42501') {
  await assert.rejects(run, (err: { code?: string }) => {
    assert.equal(err.code, code, String(err));
    return true;
  });
}

const PRIVATE_TABLES = [
  'users',
  'addresses',
  'care_needs',
  'account_statuses',
  'presence',
] as const;
const OWNER_COLUMN: Record<(typeof PRIVATE_TABLES)[number], string> = {
  users: 'id',
  addresses: 'user_id',
  care_needs: 'user_id',
  account_statuses: 'user_id',
  presence: 'user_id',
};

test('owners can read their own rows (the positive control)', async () => {
  const { carePro, family } = await setup();
  await as(family, 'family')(async (tx) => {
    for (const table of PRIVATE_TABLES) {
      const rows = await tx`select 1 from ${tx('public.' + table)} where ${
        tx(OWNER_COLUMN[table])
      } = ${family.id}`;
      assert.equal(rows.length, 1, `family reads its own ${table}`);
    }
  });
  await as(carePro, 'caregiver')(async (tx) => {
    const rows = await tx`select 1 from public.account_statuses where user_id = ${carePro.id}`;
    assert.equal(rows.length, 1);
  });
});

test("a caregiver cannot change another caregiver's status flags", async () => {
  const { carePro, otherPro } = await setup();
  await changesNothing(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`update public.account_statuses set is_profile_completed = true, is_bg_check = true where user_id = ${otherPro.id}`
    )
  );
  const [row] =
    await sql`select is_profile_completed, is_bg_check from public.account_statuses where user_id = ${otherPro.id}`;
  assert.deepEqual({ ...row }, { isProfileCompleted: false, isBgCheck: false });
});

test('a caregiver cannot change their own status flags either', async () => {
  const { carePro } = await setup();
  await changesNothing(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`update public.account_statuses set is_profile_completed = true where user_id = ${carePro.id}`
    )
  );
  await changesNothing(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`delete from public.account_statuses where user_id = ${carePro.id}`
    )
  );
  await refused(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`insert into public.account_statuses (user_id) values (${crypto.randomUUID()})`
    )
  );
  const [row] =
    await sql`select is_profile_completed from public.account_statuses where user_id = ${carePro.id}`;
  assert.equal(row.isProfileCompleted, false);
});

test("a user cannot read another's profile, addresses, care needs, flags or presence", async () => {
  const { carePro, family } = await setup();
  await as(carePro, 'caregiver')(async (tx) => {
    for (const table of PRIVATE_TABLES) {
      const rows = await tx`select * from ${tx('public.' + table)} where ${
        tx(OWNER_COLUMN[table])
      } = ${family.id}`;
      assert.equal(rows.length, 0, `caregiver reads the family's ${table}`);
    }
    // Not even by scanning: only their own rows are visible at all.
    const users = await tx`select id from public.users`;
    assert.deepEqual(users.map((u) => u.id), [carePro.id]);
    assert.equal((await tx`select 1 from public.addresses`).length, 0);
    assert.equal((await tx`select 1 from public.care_needs`).length, 0);
  });
  await as(family, 'family')(async (tx) => {
    const rows = await tx`select 1 from public.presence where user_id = ${carePro.id}`;
    assert.equal(rows.length, 0, "family reads the caregiver's presence");
  });
});

test("a user cannot change another's profile, address, care needs or presence", async () => {
  const { carePro, family, addressId } = await setup();
  const asPro = as(carePro, 'caregiver');
  await changesNothing(() =>
    asPro((tx) => tx`update public.users set first_name = 'Mallory' where id = ${family.id}`)
  );
  await changesNothing(() =>
    asPro((tx) => tx`update public.addresses set address_full = 'Nowhere' where id = ${addressId}`)
  );
  await changesNothing(() =>
    asPro((tx) => tx`delete from public.addresses where id = ${addressId}`)
  );
  await changesNothing(() =>
    asPro((tx) =>
      tx`update public.care_needs set services = ${['bathing']} where user_id = ${family.id}`
    )
  );
  await changesNothing(() =>
    asPro((tx) => tx`update public.presence set is_online = false where user_id = ${family.id}`)
  );
  // Nor plant rows in their name.
  await refused(() =>
    asPro((tx) =>
      tx`insert into public.addresses (user_id, address_full, location, geohash)
         values (${family.id}, 'Planted', extensions.st_makepoint(-79.4, 43.7)::extensions.geography, 'dpz88g6gd')`
    )
  );
  await refused(() =>
    asPro((tx) => tx`insert into public.presence (user_id, is_online) values (${family.id}, true)`)
  );

  const [user] = await sql`select first_name from public.users where id = ${family.id}`;
  assert.equal(user.firstName, 'Erin');
  const [address] = await sql`select address_full from public.addresses where id = ${addressId}`;
  assert.equal(address.addressFull, 'Toronto, ON, Canada');
  const [needs] = await sql`select services from public.care_needs where user_id = ${family.id}`;
  assert.deepEqual(needs.services, ['companionship']);
});

test("address_places (addresses' published view, with the parts): the owner reads their address, another user and visitors none", async () => {
  const { carePro, family, addressId } = await setup();
  const read = (tx: Tx) =>
    tx`select address_full, address_params from public.address_places where id = ${addressId}`;
  const own = await as(family, 'family')(read) as { addressParams: unknown }[];
  assert.equal(own.length, 1);
  assert.ok(own[0].addressParams, 'the owner reads the parts');
  assert.equal((await as(carePro, 'caregiver')(read) as unknown[]).length, 0);
  await refused(() => asAnon(read));
});

test('users edit their own contact fields but never their user type or public number', async () => {
  const { family, carePro } = await setup();
  const changed = await as(family, 'family')((tx) =>
    tx`update public.users set first_name = 'Erin', phone_num = '(416) 555-0123' where id = ${family.id}`
  ) as { count: number };
  assert.equal(changed.count, 1, 'own contact fields are editable');

  await refused(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`update public.users set user_type = 'admin' where id = ${carePro.id}`
    )
  );
  await refused(() =>
    as(family, 'family')((tx) =>
      tx`update public.users set user_type = 'caregiver' where id = ${family.id}`
    )
  );
  await refused(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`update public.users set user_id_number = '123456789' where id = ${carePro.id}`
    )
  );
  await refused(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`update public.users set img_url_thumb = 'https://evil.example/x.png' where id = ${carePro.id}`
    )
  );
  await refused(() =>
    as(carePro, 'caregiver')((tx) =>
      tx`insert into public.users (id, user_type, email) values (${crypto.randomUUID()}, 'admin', 'x@test.tendwell.ca')`
    )
  );
  const [row] = await sql`select user_type from public.users where id = ${carePro.id}`;
  assert.equal(row.userType, 'caregiver');
});

test('a visitor reads nothing private', async () => {
  await setup();
  await asAnon(async (tx) => {
    for (const table of PRIVATE_TABLES) {
      const rows = await tx`select 1 from ${tx('public.' + table)}`;
      assert.equal(rows.length, 0, `anon reads ${table}`);
    }
  });
  await asAnon(async (tx) => {
    // Writes are refused or reach nothing.
    await changesNothing(() =>
      tx.savepoint((sp) => sp`update public.users set first_name = 'Anon'`)
    );
    await changesNothing(() =>
      tx.savepoint((sp) => sp`update public.account_statuses set is_profile_completed = true`)
    );
  });
});

test('the reference tables are readable by visitors', async () => {
  await asAnon(async (tx) => {
    const [languages, services, conditions, jobTypes] = await Promise.all([
      tx`select key from public.languages`,
      tx`select key from public.services`,
      tx`select key from public.conditions`,
      tx`select key from public.job_types`,
    ]);
    assert.equal(languages.length, 11);
    assert.equal(services.length, 12);
    assert.ok(conditions.length > 0);
    assert.ok(jobTypes.length > 0);
  });
});

test('signed-in users cannot read the login tables or the jobs queue', async () => {
  const { carePro } = await setup();
  for (
    const table of [
      'better_auth.users',
      'better_auth.accounts',
      'better_auth.sessions',
      'private.jobs',
    ]
  ) {
    await refused(() => as(carePro, 'caregiver')((tx) => tx`select * from ${tx(table)}`));
    await refused(() => asAnon((tx) => tx`select * from ${tx(table)}`));
  }
});

test('clean up the accounts of this file', async () => {
  const { carePro, otherPro, family } = await setup();
  await deleteUsers(carePro.id, otherPro.id, family.id);
  // asUserOf is the helper other suites use; it must agree with asUser on a deleted user: no rows.
  assert.equal((await asUserOf(carePro.id, (tx) => tx`select 1 from public.users`)).length, 0);
});
