// Row-level security and column privileges of public.jobs (supabase/migrations/*_jobs.sql): a
// family owns its postings; caregivers read available ones at city level only; visitors nothing.
import assert from 'node:assert/strict';
import { asAnon, asService, sql } from '../../web/server/db.server.ts';
import { insertAddress } from '../../web/domains/accounts/queries.server.ts';
import {
  asUserOf,
  deleteUsers,
  familySignupBody,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';

const PERMISSION_DENIED = { code: '42501' };
const REFUSED_BY_POLICY = { code: '42501', message: /row-level security/ };

async function firstJobOf(familyId: string) {
  const [job] = await sql`select id, address_id from public.jobs where family_id = ${familyId}`;
  return { id: job.id as string, addressId: job.addressId as string };
}

async function withAccounts(
  fn: (a: { familyA: string; familyB: string; caregiver: string }) => Promise<void>,
) {
  const [a, b, c] = await Promise.all([signedInFamily(), signedInFamily(), signedInCaregiver()]);
  try {
    await fn({ familyA: a.id, familyB: b.id, caregiver: c.id });
  } finally {
    await deleteUsers(a.id, b.id, c.id);
  }
}

test('jobs: a family reads and changes its own jobs, and no one else’s', async () => {
  await withAccounts(async ({ familyA, familyB }) => {
    const jobA = await firstJobOf(familyA);

    const own = await asUserOf(
      familyA,
      (tx) => tx`select id, description, locality, is_available from public.jobs`,
    );
    assert.deepEqual(own.map((r) => r.id), [jobA.id]);
    assert.equal(own[0].locality, 'toronto');

    const changed = await asUserOf(
      familyA,
      (tx) =>
        tx`update public.jobs set description = 'Weekday mornings, please.' where id = ${jobA.id} returning id`,
    );
    assert.equal(changed.length, 1);

    // Family B sees only its own posting, through the table or the view, and cannot touch A's.
    const seenByB = await asUserOf(
      familyB,
      (tx) => tx`select id from public.jobs where id = ${jobA.id}`,
    );
    assert.equal(seenByB.length, 0);
    const viewByB = await asUserOf(
      familyB,
      (tx) => tx`select id from public.job_postings where id = ${jobA.id}`,
    );
    assert.equal(viewByB.length, 0);
    const updatedByB = await asUserOf(
      familyB,
      (tx) =>
        tx`update public.jobs set description = 'Hijacked' where id = ${jobA.id} returning id`,
    );
    assert.equal(updatedByB.length, 0);
    const deactivatedByB = await asUserOf(
      familyB,
      (tx) => tx`update public.jobs set is_available = false where id = ${jobA.id} returning id`,
    );
    assert.equal(deactivatedByB.length, 0);
    const [after] =
      await sql`select description, is_available from public.jobs where id = ${jobA.id}`;
    assert.deepEqual([after.description, after.isAvailable], ['Weekday mornings, please.', true]);

    // B cannot post in A's name (even naming A's own address, so only the policy can refuse).
    await assert.rejects(
      asUserOf(
        familyB,
        (tx) =>
          tx`insert into public.jobs (family_id, address_id, description, services, conditions,
                                    service_start, service_per_week, service_length)
           values (${familyA}, ${jobA.addressId}, 'x', '{bathing}', '{dementia}',
                   'immediately', 'under10', 'underOneMonth')`,
      ),
      REFUSED_BY_POLICY,
    );
  });
});

test('jobs: a family posts with its own address only; the place is copied by the database', async () => {
  await withAccounts(async ({ familyA, familyB }) => {
    const [{ addressId: ownAddress }] =
      await sql`select address_id from public.users where id = ${familyA}`;
    const [{ addressId: otherAddress }] =
      await sql`select address_id from public.users where id = ${familyB}`;
    const insert = (addressId: string) =>
      asUserOf(
        familyA,
        (tx) =>
          tx`insert into public.jobs (family_id, address_id, description, services, conditions,
                                    service_start, service_per_week, service_length)
           values (${familyA}, ${addressId}, 'Evenings in Toronto', '{bathing}', '{dementia}',
                   '1week', '20+', 'overSixMonths')
           returning id`,
      );
    const [posted] = await insert(ownAddress);
    const [row] = await sql`
      select j.locality, j.admin_area_level1, j.geohash, a.geohash as address_geohash
        from public.jobs j join public.addresses a on a.id = j.address_id where j.id = ${posted.id}`;
    assert.deepEqual([row.locality, row.adminAreaLevel1, row.geohash], [
      'toronto',
      'on',
      row.addressGeohash,
    ]);

    await assert.rejects(insert(otherAddress), {
      code: '42501',
      message: /must belong to its family/,
    });
    // The city and the point are not the client's to write.
    await assert.rejects(
      asUserOf(
        familyA,
        (tx) => tx`update public.jobs set locality = 'vancouver' where id = ${posted.id}`,
      ),
      PERMISSION_DENIED,
    );
  });
});

test('jobs: caregivers read available jobs at city level, never the exact address', async () => {
  await withAccounts(async ({ familyA, caregiver }) => {
    const jobA = await firstJobOf(familyA);

    const postings = await asUserOf(
      caregiver,
      (tx) => tx`select * from public.job_postings where id = ${jobA.id}`,
    );
    assert.equal(postings.length, 1);
    assert.equal(postings[0].locality, 'toronto');
    assert.equal(postings[0].adminAreaLevel1, 'on');
    for (const hidden of ['addressId', 'geohash', 'location']) {
      assert.ok(!(hidden in postings[0]), hidden);
    }

    const direct = await asUserOf(
      caregiver,
      (tx) => tx`select id, description, locality from public.jobs where id = ${jobA.id}`,
    );
    assert.equal(direct.length, 1);
    for (const column of ['address_id', 'geohash', 'location', '*']) {
      await assert.rejects(
        asUserOf(caregiver, (tx) => tx.unsafe(`select ${column} from public.jobs`)),
        PERMISSION_DENIED,
        column,
      );
    }
    const address = await asUserOf(
      caregiver,
      (tx) => tx`select id from public.addresses where id = ${jobA.addressId}`,
    );
    assert.equal(address.length, 0);
    const viaFunction = await asUserOf(
      caregiver,
      (tx) => tx`select id from private.job_address(${jobA.id})`,
    );
    assert.equal(viaFunction.length, 0);
    // The owner, and only the owner, gets the exact address.
    const ownerAddress = await asUserOf(
      familyA,
      (tx) => tx`select id from private.job_address(${jobA.id})`,
    );
    assert.deepEqual(ownerAddress.map((r) => r.id), [jobA.addressId]);

    const changed = await asUserOf(
      caregiver,
      (tx) => tx`update public.jobs set is_available = false where id = ${jobA.id} returning id`,
    );
    assert.equal(changed.length, 0);

    await asUserOf(
      familyA,
      (tx) => tx`update public.jobs set is_available = false where id = ${jobA.id}`,
    );
    const hidden = await asUserOf(
      caregiver,
      (tx) => tx`select id from public.jobs where id = ${jobA.id}`,
    );
    assert.equal(hidden.length, 0);
    const hiddenView = await asUserOf(
      caregiver,
      (tx) => tx`select id from public.job_postings where id = ${jobA.id}`,
    );
    assert.equal(hiddenView.length, 0);
  });
});

test('jobs: a caregiver cannot post a job, even with their own id and address', async () => {
  await withAccounts(async ({ familyA, caregiver }) => {
    const ownAddress = await asService((tx) =>
      insertAddress(tx, caregiver, familySignupBody().address)
    );
    const [{ addressId: familyAddress }] =
      await sql`select address_id from public.users where id = ${familyA}`;
    for (const [familyId, addressId] of [[caregiver, ownAddress], [familyA, familyAddress]]) {
      await assert.rejects(
        asUserOf(
          caregiver,
          (tx) =>
            tx`insert into public.jobs (family_id, address_id, description, services, conditions,
                                      service_start, service_per_week, service_length)
             values (${familyId}, ${addressId}, 'x', '{bathing}', '{dementia}',
                     'immediately', 'under10', 'underOneMonth')`,
        ),
        REFUSED_BY_POLICY,
      );
    }
    const [count] =
      await sql`select count(*)::int as n from public.jobs where family_id in (${caregiver}, ${familyA})`;
    assert.equal(count.n, 1);
  });
});

test('jobs: visitors read nothing', async () => {
  await withAccounts(async () => {
    for (const relation of ['public.jobs', 'public.job_postings']) {
      await assert.rejects(
        asAnon((tx) => tx.unsafe(`select id from ${relation}`)),
        PERMISSION_DENIED,
        relation,
      );
    }
    await assert.rejects(
      asAnon((tx) => tx`select * from private.job_address(gen_random_uuid())`),
      PERMISSION_DENIED,
    );
  });
});

test('job cells: the per-cell counts and their predicate positions are the server’s only', async () => {
  await withAccounts(async ({ familyA, caregiver }) => {
    for (const [who, id] of [['a family', familyA], ['a caregiver', caregiver]]) {
      for (const relation of ['private.job_cells', 'private.job_cell_keys']) {
        await assert.rejects(
          asUserOf(id, (tx) => tx.unsafe(`select * from ${relation}`)),
          PERMISSION_DENIED,
          `${who} reads ${relation}`,
        );
      }
      await assert.rejects(
        asUserOf(id, (tx) => tx`delete from private.job_cells`),
        PERMISSION_DENIED,
        `${who} writes the cells`,
      );
      await assert.rejects(
        asUserOf(id, (tx) => tx`select private.build_job_cells()`),
        PERMISSION_DENIED,
        `${who} rebuilds the cells`,
      );
    }
    for (const relation of ['private.job_cells', 'private.job_cell_keys']) {
      await assert.rejects(
        asAnon((tx) => tx.unsafe(`select * from ${relation}`)),
        PERMISSION_DENIED,
        `visitors read ${relation}`,
      );
    }
    // The family's own posting is counted in its cell, written by the trigger, not by the family.
    const [cell] = await sql`
      select c.members from private.job_cells c
        join public.jobs j on j.family_id = ${familyA}
       where c.cell_y = j.band and c.cell_x = floor(j.x / 2000::float8)::int`;
    assert.ok(cell && cell.members >= 1, 'the posting is in its cell');
  });
});
