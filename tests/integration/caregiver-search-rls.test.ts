// Row-level security of caregiver search (issue 9): a family's favourites are its own, and the
// caregivers' home points (private.caregiver_points) are read by the server alone: no signed-in
// user, whoever they are, and no visitor can select them or call the function that fills them.
import assert from 'node:assert/strict';
import { asAnon, sql } from '../../web/server/db.server.ts';
import { caregiverNear, randomBase } from '../factories/caregiver-search.ts';
import { createAdmin, createFamily } from '../factories/accounts.ts';
import { asUserOf, deleteUsers, test } from './helpers.ts';

const denied = async (fn: () => Promise<unknown>, what: string) => {
  await assert.rejects(fn, (err: { code?: string }) => err.code === '42501', what);
};

test("favourites RLS: another family neither reads nor writes a family's favourites", async () => {
  const base = randomBase();
  const [pro, unapproved, owner, other] = await Promise.all([
    caregiverNear(base, 1),
    caregiverNear(base, 2, { stage: 'complete' }),
    createFamily(),
    createFamily(),
  ]);
  try {
    await asUserOf(
      owner.id,
      (tx) =>
        tx`insert into public.favourites (family_id, caregiver_id) values (${owner.id}, ${pro.id})`,
    );
    // The owner reads it; the other family sees nothing.
    const own = await asUserOf(owner.id, (tx) => tx`select caregiver_id from public.favourites`);
    assert.equal(own.length, 1);
    const seen = await asUserOf(
      other.id,
      (tx) => tx`select * from public.favourites where family_id = ${owner.id}`,
    );
    assert.equal(seen.length, 0);
    // Nor deletes it, nor writes rows in the owner's name.
    const removed = await asUserOf(
      other.id,
      (tx) => tx`delete from public.favourites where family_id = ${owner.id} returning 1`,
    );
    assert.equal(removed.length, 0);
    await denied(
      () =>
        asUserOf(
          other.id,
          (tx) =>
            tx`insert into public.favourites (family_id, caregiver_id) values (${owner.id}, ${pro.id})`,
        ),
      "insert in another family's name",
    );
    await denied(
      () =>
        asUserOf(
          other.id,
          (tx) => tx`update public.favourites set created_at = now() where family_id = ${owner.id}`,
        ),
      'update (not granted)',
    );
    // Only caregivers a family can see, and only families.
    await denied(
      () =>
        asUserOf(other.id, (tx) =>
          tx`insert into public.favourites (family_id, caregiver_id)
             values (${other.id}, ${unapproved.id})`),
      'favourite an unapproved caregiver',
    );
    await denied(
      () =>
        asUserOf(
          pro.id,
          (tx) =>
            tx`insert into public.favourites (family_id, caregiver_id) values (${pro.id}, ${pro.id})`,
        ),
      'a caregiver keeping favourites',
    );
    await denied(
      () => asAnon((tx) => tx`select * from public.favourites`),
      'visitors read favourites',
    );
    const [{ count }] = await sql`
      select count(*)::int from public.favourites where family_id = ${owner.id}`;
    assert.equal(count, 1);
  } finally {
    await deleteUsers(pro.id, unapproved.id, owner.id, other.id);
  }
});

test('caregiver points: nobody but the server reads them', async () => {
  const base = randomBase();
  const [pro, family, admin] = await Promise.all([
    caregiverNear(base, 1),
    createFamily(),
    createAdmin(),
  ]);
  try {
    const [{ count }] = await sql`
      select count(*)::int from private.caregiver_points where user_id = ${pro.id}`;
    assert.equal(count, 1, 'the server has the point');
    const [cells] = await sql`
      select count(*)::int as n from private.caregiver_cells c
        join private.caregiver_points pt on pt.user_id = ${pro.id}
       where c.work_radius_km = pt.work_radius_km and c.cell_y = pt.band
         and c.cell_x = floor(pt.x / 2000::float8)::int`;
    assert.equal(cells.n, 1, 'the server has its cell');
    for (
      const [who, id] of [['the caregiver', pro.id], ['a family', family.id], [
        'an admin',
        admin.id,
      ]]
    ) {
      await denied(
        () => asUserOf(id, (tx) => tx`select * from private.caregiver_points`),
        `${who} reads the points`,
      );
      await denied(
        () =>
          asUserOf(
            id,
            (tx) =>
              tx`update private.caregiver_points set work_radius_km = 50 where user_id = ${pro.id}`,
          ),
        `${who} writes the points`,
      );
      await denied(
        () => asUserOf(id, (tx) => tx`select private.refresh_caregiver_point(${pro.id})`),
        `${who} calls the refresh`,
      );
      // The per-cell summaries (counts, wages and bitmaps of the points) are as private.
      await denied(
        () => asUserOf(id, (tx) => tx`select * from private.caregiver_cells`),
        `${who} reads the cells`,
      );
      await denied(
        () => asUserOf(id, (tx) => tx`delete from private.caregiver_cells`),
        `${who} writes the cells`,
      );
      await denied(
        () => asUserOf(id, (tx) => tx`select private.build_caregiver_cells()`),
        `${who} rebuilds the cells`,
      );
      await denied(
        () => asUserOf(id, (tx) => tx`select * from private.caregiver_cell_keys`),
        `${who} reads the predicate positions`,
      );
      await denied(
        () => asUserOf(id, (tx) => tx`insert into private.caregiver_cell_keys (key) values ('x')`),
        `${who} adds a predicate position`,
      );
    }
    await denied(
      () => asAnon((tx) => tx`select * from private.caregiver_points`),
      'visitors read the points',
    );
    await denied(
      () => asAnon((tx) => tx`select * from private.caregiver_cells`),
      'visitors read the cells',
    );
    await denied(
      () => asAnon((tx) => tx`select * from private.caregiver_cell_keys`),
      'visitors read the predicate positions',
    );
  } finally {
    await deleteUsers(pro.id, family.id, admin.id);
  }
});
