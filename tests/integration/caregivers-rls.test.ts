// One refusal per policy of the caregivers migration (supabase/migrations/20261122000300_…):
// queries run as the user under RLS (asUserOf), and the API and storage routes that sit on them.
import assert from 'node:assert/strict';
import { TINY_PDF } from '../../web/domains/caregivers/test-fixtures.ts';
import { todayIso, yearsBefore } from '../../web/shared/dates.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import {
  api,
  asUserOf,
  deleteUsers,
  signedInAdmin,
  signedInFamily,
  signIn,
  test,
} from './helpers.ts';

const count = async (userId: string, table: string, owner: string) =>
  (await asUserOf(
    userId,
    (tx) => tx`select 1 from ${tx('public.' + table)} where user_id = ${owner}`,
  )).length;

test('another caregiver cannot read banking details (SQL and API)', async () => {
  const owner = await createCaregiverWithProfile({ stage: 'complete', banking: true });
  const other = await signIn(await createCaregiverWithProfile({ stage: 'complete' }));
  const family = await signedInFamily();
  const admin = await signedInAdmin();
  try {
    assert.equal(await count(owner.id, 'banking_details', owner.id), 1);
    assert.equal(await count(other.id, 'banking_details', owner.id), 0);
    assert.equal(await count(family.id, 'banking_details', owner.id), 0);
    // Admins (payroll staff) read them.
    assert.equal(await count(admin.id, 'banking_details', owner.id), 1);
    // Nobody but the owner writes them; the update finds no row.
    const updated = await asUserOf(
      other.id,
      (tx) =>
        tx`update public.banking_details set bank_name = 'x' where user_id = ${owner.id} returning 1`,
    );
    assert.equal(updated.length, 0);
    // The API answers the caller's own record only.
    const res = await api('GET', '/api/user/private?reveal=1', { cookie: other.cookie });
    assert.equal(res.status, 200);
    assert.equal(res.body.bankingDetails, null);
    assert.equal((await api('GET', '/api/user/private', { cookie: family.cookie })).status, 403);
  } finally {
    await deleteUsers(owner.id, other.id, family.id, admin.id);
  }
});

test('a family cannot read a caregiver whose background check is not approved', async () => {
  const pending = await createCaregiverWithProfile({ stage: 'complete' });
  const approved = await createCaregiverWithProfile({ stage: 'background-checked' });
  const family = await signedInFamily();
  const otherCaregiver = await createCaregiverWithProfile({ stage: 'complete' });
  try {
    for (
      const table of [
        'caregiver_profiles',
        'availability',
        'work_experiences',
        'education_accreditations',
      ]
    ) {
      assert.equal(await count(family.id, table, pending.id), 0, table);
      assert.ok((await count(family.id, table, approved.id)) > 0, table);
      // Caregivers do not read each other's profiles.
      assert.equal(await count(otherCaregiver.id, table, approved.id), 0, table);
    }
    assert.equal(
      (await api('GET', `/api/user/getuser/${pending.userIdNumber}`, { cookie: family.cookie }))
        .status,
      404,
    );
    assert.equal(
      (await api('GET', `/api/review/get_all/${pending.userIdNumber}`, { cookie: family.cookie }))
        .status,
      404,
    );
    const otherIn = await signIn(otherCaregiver);
    assert.equal(
      (await api('GET', `/api/user/getuser/${approved.userIdNumber}`, { cookie: otherIn.cookie }))
        .status,
      404,
    );
    assert.equal((await api('GET', `/api/user/getuser/${approved.userIdNumber}`)).status, 401);
    // A family records a view only of a profile it may see.
    await assert.rejects(() =>
      asUserOf(
        family.id,
        (tx) =>
          tx`insert into public.profile_views (viewer_id, caregiver_id) values (${family.id}, ${pending.id})`,
      )
    );
  } finally {
    await deleteUsers(pending.id, approved.id, family.id, otherCaregiver.id);
  }
});

test('only the owner and admins fetch a background-check file (signed URL route and API)', async () => {
  const owner = await signIn(await createCaregiverWithProfile({ stage: 'complete' }));
  const other = await signIn(await createCaregiverWithProfile({ stage: 'complete' }));
  const family = await signedInFamily();
  const admin = await signedInAdmin();
  try {
    const up = await api('POST', '/api/user/caregiver/background-check', {
      cookie: owner.cookie,
      body: (() => {
        const f = new FormData();
        f.append('file', new File([TINY_PDF as BlobPart], 'c.pdf', { type: 'application/pdf' }));
        f.append('issuedOn', yearsBefore(todayIso(), 1));
        return f;
      })(),
    });
    assert.equal(up.status, 200);
    const url: string = up.body.bgCheck.bgCheckFile;
    const path = url.slice(0, url.indexOf('?'));
    const token = url.slice(url.indexOf('token=') + 6);

    // Rows: the owner and admins only.
    assert.equal(await count(owner.id, 'background_checks', owner.id), 1);
    assert.equal(await count(admin.id, 'background_checks', owner.id), 1);
    assert.equal(await count(other.id, 'background_checks', owner.id), 0);
    assert.equal(await count(family.id, 'background_checks', owner.id), 0);

    // Files: no token, a made-up one, another object's token, the public route: refused.
    assert.equal((await api('GET', path, { cookie: other.cookie })).status, 403);
    assert.equal(
      (await api('GET', `${path}?token=abc.def`, { cookie: family.cookie })).status,
      403,
    );
    const otherUp = await api('POST', '/api/user/caregiver/background-check', {
      cookie: other.cookie,
      body: (() => {
        const f = new FormData();
        f.append('file', new File([TINY_PDF as BlobPart], 'c.pdf', { type: 'application/pdf' }));
        f.append('issuedOn', todayIso());
        return f;
      })(),
    });
    const otherToken = otherUp.body.bgCheck.bgCheckFile.split('token=')[1];
    assert.equal(
      (await api('GET', `${path}?token=${otherToken}`, { cookie: other.cookie })).status,
      403,
    );
    const publicPath = path.replace('/object/sign/', '/object/public/');
    assert.equal((await api('GET', publicPath, { cookie: family.cookie })).status, 404);
    // The owner's link works; so does the admin's from the queue.
    assert.equal(
      (await api('GET', `${path}?token=${token}`, { cookie: owner.cookie })).status,
      200,
    );
    const queue = await api('GET', '/api/admin/background-checks', { cookie: admin.cookie });
    const item = queue.body.checks.find((c: any) => c.fileUrl?.startsWith(path));
    assert.ok(item);
    assert.equal((await api('GET', item.fileUrl, { cookie: admin.cookie })).status, 200);

    // Through the API: another caregiver sees their own record, a family none, nobody the queue.
    const theirs = await api('GET', '/api/user/private', { cookie: other.cookie });
    assert.ok(!theirs.body.bgCheck.bgCheckFile.startsWith(path));
    assert.equal((await api('GET', '/api/user/private', { cookie: family.cookie })).status, 403);
    assert.equal(
      (await api('GET', '/api/admin/background-checks', { cookie: other.cookie })).status,
      403,
    );
  } finally {
    await deleteUsers(owner.id, other.id, family.id, admin.id);
  }
});

test("a family cannot write a caregiver's rows", async () => {
  const pro = await createCaregiverWithProfile({ stage: 'background-checked' });
  const family = await signedInFamily();
  try {
    await assert.rejects(() =>
      asUserOf(
        family.id,
        (tx) =>
          tx`insert into public.availability (user_id, day_id, start_time, end_time)
           values (${pro.id}, 1, '09:00', '10:00')`,
      )
    );
    await assert.rejects(() =>
      asUserOf(
        family.id,
        (tx) =>
          tx`insert into public.work_experiences (user_id, title, company, start_date)
           values (${pro.id}, 'x', 'y', '2020-01-01')`,
      )
    );
    await assert.rejects(() =>
      asUserOf(
        family.id,
        (tx) => tx`insert into public.caregiver_profiles (user_id) values (${family.id})`,
      )
    );
    for (const table of ['caregiver_profiles', 'work_experiences', 'education_accreditations']) {
      const column = table === 'caregiver_profiles' ? 'bio' : 'description';
      const changed = await asUserOf(
        family.id,
        (tx) =>
          tx`update ${tx('public.' + table)} set ${
            tx(column)
          } = 'hacked' where user_id = ${pro.id} returning 1`,
      );
      assert.equal(changed.length, 0, table);
    }
    for (const table of ['availability', 'work_experiences', 'education_accreditations']) {
      const removed = await asUserOf(
        family.id,
        (tx) => tx`delete from ${tx('public.' + table)} where user_id = ${pro.id} returning 1`,
      );
      assert.equal(removed.length, 0, table);
    }
    // Caregivers cannot set what the server owns on their own profile either.
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`update public.caregiver_profiles set is_searchable = true where user_id = ${pro.id}`,
      )
    );
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) => tx`update public.caregiver_profiles set review_score = 5 where user_id = ${pro.id}`,
      )
    );
    // Nor a wage under their province's minimum, whatever the client says.
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`update public.caregiver_profiles set wage_exp_cents = 1000 where user_id = ${pro.id}`,
      )
    );
  } finally {
    await deleteUsers(pro.id, family.id);
  }
});

test('a caregiver cannot approve their own check; the lifecycle holds in the database', async () => {
  const pro = await signIn(await createCaregiverWithProfile({ stage: 'complete' }));
  const admin = await signedInAdmin();
  try {
    // Straight to approved on insert: refused.
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`insert into public.background_checks (user_id, status, file_path, issued_on, submitted_at, actioned_at)
           values (${pro.id}, 'approved', ${
            pro.id + '/' + crypto.randomUUID() + '.pdf'
          }, current_date, now(), now())`,
      )
    );
    const f = new FormData();
    f.append('file', new File([TINY_PDF as BlobPart], 'c.pdf', { type: 'application/pdf' }));
    f.append('issuedOn', todayIso());
    assert.equal(
      (await api('POST', '/api/user/caregiver/background-check', { cookie: pro.cookie, body: f }))
        .status,
      200,
    );
    await assert.rejects(
      () =>
        asUserOf(
          pro.id,
          (tx) =>
            tx`update public.background_checks set status = 'approved' where user_id = ${pro.id}`,
        ),
      /Only an admin/,
    );
    assert.equal(
      (await api('POST', `/api/admin/background-checks/${pro.userIdNumber}/approve`, {
        cookie: pro.cookie,
      })).status,
      403,
    );
    // An admin cannot submit on the caregiver's behalf, nor skip from none to rejected.
    await assert.rejects(
      () =>
        asUserOf(
          admin.id,
          (tx) =>
            tx`update public.background_checks set issued_on = current_date - 1, status = 'submitted'
              where user_id = ${pro.id}`,
        ),
      /Only the caregiver/,
    );
    // After approval the owner cannot change the file behind it.
    assert.equal(
      (await api('POST', `/api/admin/background-checks/${pro.userIdNumber}/approve`, {
        cookie: admin.cookie,
      })).status,
      200,
    );
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`update public.background_checks set status = 'submitted' where user_id = ${pro.id}`,
      )
    );
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`update public.background_checks set issued_on = current_date - 2 where user_id = ${pro.id}`,
      )
    );
    // Only the server sets the status flags.
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`update public.account_statuses set is_bg_check = false where user_id = ${pro.id}`,
      )
    );
  } finally {
    await deleteUsers(pro.id, admin.id);
  }
});

test('profile views: the viewed caregiver and the viewing family read them, nobody else writes', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'background-checked' });
  const family = await signedInFamily();
  const otherFamily = await signedInFamily();
  try {
    assert.equal(
      (await api('GET', `/api/user/getuser/${pro.userIdNumber}`, { cookie: family.cookie })).status,
      200,
    );
    const read = (userId: string) =>
      asUserOf(
        userId,
        (tx) => tx`select 1 from public.profile_views where caregiver_id = ${pro.id}`,
      );
    assert.equal((await read(pro.id)).length, 1);
    assert.equal((await read(family.id)).length, 1);
    assert.equal((await read(otherFamily.id)).length, 0);
    // A caregiver cannot invent views, and a family cannot record one in another's name.
    await assert.rejects(() =>
      asUserOf(
        pro.id,
        (tx) =>
          tx`insert into public.profile_views (viewer_id, caregiver_id) values (${pro.id}, ${pro.id})`,
      )
    );
    await assert.rejects(() =>
      asUserOf(
        otherFamily.id,
        (tx) =>
          tx`insert into public.profile_views (viewer_id, caregiver_id) values (${family.id}, ${pro.id})`,
      )
    );
    const removed = await asUserOf(
      family.id,
      (tx) => tx`delete from public.profile_views where caregiver_id = ${pro.id} returning 1`,
    ).catch(() => []);
    assert.equal(removed.length, 0);
  } finally {
    await deleteUsers(pro.id, family.id, otherFamily.id);
  }
});
