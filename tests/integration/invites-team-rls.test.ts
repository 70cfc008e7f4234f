// Row-level security and privileges of team_invites, team_members and emergency_contacts
// (supabase/migrations/20261122000800_invites_team.sql): one refusal per policy.
import assert from 'node:assert/strict';
import { asAnon } from '../../web/server/db.server.ts';
import { acceptOffer, hireParties, sendOffer } from '../factories/team.ts';
import { asUserOf, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

const DENIED = { code: '42501' };

async function withInvite(
  fn: (
    a: {
      familyId: string;
      caregiverId: string;
      inviteId: string;
      jobId: string;
      outsiders: string[];
    },
  ) => Promise<void>,
) {
  const { family, caregiver, base } = await hireParties();
  const [otherFamily, otherCaregiver] = await Promise.all([signedInFamily(), signedInCaregiver()]);
  try {
    const invite = await sendOffer(family, caregiver, {}, base);
    await fn({
      familyId: family.id,
      caregiverId: caregiver.id,
      inviteId: invite.id,
      jobId: family.jobId,
      outsiders: [otherFamily.id, otherCaregiver.id],
    });
  } finally {
    await deleteUsers(family.id, caregiver.id, otherFamily.id, otherCaregiver.id);
  }
}

test('team_invites: both parties read; outsiders and visitors read nothing', async () => {
  await withInvite(async ({ familyId, caregiverId, inviteId, outsiders }) => {
    for (const id of [familyId, caregiverId]) {
      const rows = await asUserOf(id, (tx) => tx`select id from public.team_invites`);
      assert.deepEqual(rows.map((r) => r.id), [inviteId]);
    }
    for (const id of outsiders) {
      const rows = await asUserOf(id, (tx) => tx`select id from public.team_invites`);
      assert.equal(rows.length, 0);
    }
    await assert.rejects(asAnon((tx) => tx`select id from public.team_invites`), DENIED);
    // invite_places, the view invites publishes (the province of a member's care): as the table.
    for (const id of [familyId, caregiverId]) {
      const rows = await asUserOf(
        id,
        (tx) => tx`select id, admin_area_level1 from public.invite_places`,
      );
      assert.deepEqual(rows.map((r) => r.id), [inviteId]);
    }
    for (const id of outsiders) {
      const rows = await asUserOf(id, (tx) => tx`select id from public.invite_places`);
      assert.equal(rows.length, 0);
    }
    await assert.rejects(asAnon((tx) => tx`select id from public.invite_places`), DENIED);
  });
});

test('team_invites: the caregiver cannot accept directly; only the family inserts, for its own job', async () => {
  await withInvite(async ({ caregiverId, familyId, inviteId, jobId, outsiders }) => {
    await assert.rejects(
      asUserOf(
        caregiverId,
        (tx) =>
          tx`update public.team_invites set is_accepted = true, return_message = 'x' where id = ${inviteId}`,
      ),
      DENIED,
    );
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) => tx`update public.team_invites set is_read = true where id = ${inviteId}`,
      ),
      DENIED,
    );
    // Another family cannot invite to this family's job.
    await assert.rejects(
      asUserOf(
        outsiders[0],
        (tx) =>
          tx`insert into public.team_invites (job_id, family_id, caregiver_id, client_first_name,
             client_last_name, prop_wage_cents, estimated_hours, start_date, message)
           values (${jobId}, ${
            outsiders[0]
          }, ${caregiverId}, 'A', 'B', 2000, 10, current_date, 'Hi')`,
      ),
      { code: '42501', message: /row-level security/ },
    );
    // Nor under the minimum wage, even for its own job.
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) =>
          tx`insert into public.team_invites (job_id, family_id, caregiver_id, client_first_name,
             client_last_name, prop_wage_cents, estimated_hours, start_date, message)
           values (${jobId}, ${familyId}, ${caregiverId}, 'A', 'B', 1500, 10, current_date, 'Hi')`,
      ),
      { code: '23514' },
    );
  });
});

test('team_invites: the family’s street is not readable by the invited caregiver before acceptance', async () => {
  await withInvite(async ({ caregiverId, familyId, inviteId }) => {
    const [own] = await asUserOf(
      familyId,
      (tx) =>
        tx`select a.address_full from public.team_invites i join public.addresses a on a.id = i.address_id where i.id = ${inviteId}`,
    );
    assert.match(own.addressFull, /^42 Test Rd/);
    const theirs = await asUserOf(
      caregiverId,
      (tx) =>
        tx`select a.address_full from public.team_invites i join public.addresses a on a.id = i.address_id where i.id = ${inviteId}`,
    );
    assert.equal(theirs.length, 0);
    const members = await asUserOf(caregiverId, (tx) => tx`select id from public.team_members`);
    assert.equal(members.length, 0);
  });
});

test('team_members and emergency_contacts: the family writes, the caregiver reads only, outsiders nothing', async () => {
  const { family, caregiver, base } = await hireParties();
  const outsider = await signedInCaregiver();
  try {
    const invite = await sendOffer(family, caregiver, {}, base);
    const { memberId } = await acceptOffer(caregiver, invite.id);

    // The caregiver cannot edit a care plan (the policy is the family's): no row changes.
    const changed = await asUserOf(
      caregiver.id,
      (tx) =>
        tx`update public.team_members set services = '{bathing}' where id = ${memberId} returning id`,
    );
    assert.equal(changed.length, 0);
    // Server-owned columns are out of the family's reach too.
    await assert.rejects(
      asUserOf(
        family.id,
        (tx) => tx`update public.team_members set wage_cents = 1 where id = ${memberId}`,
      ),
      DENIED,
    );
    // Nobody inserts a member directly.
    await assert.rejects(
      asUserOf(
        family.id,
        (tx) =>
          tx`insert into public.team_members (family_id, caregiver_id, invite_id, start_date, wage_cents)
           values (${family.id}, ${caregiver.id}, ${invite.id}, current_date, 2000)`,
      ),
      DENIED,
    );
    const planned = await asUserOf(
      family.id,
      (tx) =>
        tx`update public.team_members set services = '{bathing}' where id = ${memberId} returning id`,
    );
    assert.equal(planned.length, 1);

    await asUserOf(
      family.id,
      (tx) =>
        tx`insert into public.emergency_contacts (member_id, name, relationship, phone_num, position)
         values (${memberId}, 'Marie', 'Sibling', '(416) 555-0101', 0)`,
    );
    // The caregiver reads the contact and cannot add one.
    const seen = await asUserOf(
      caregiver.id,
      (tx) => tx`select name from public.emergency_contacts`,
    );
    assert.deepEqual(seen.map((r) => r.name), ['Marie']);
    await assert.rejects(
      asUserOf(
        caregiver.id,
        (tx) =>
          tx`insert into public.emergency_contacts (member_id, name, relationship, phone_num, position)
           values (${memberId}, 'Eve', 'Friend', '(416) 555-0102', 1)`,
      ),
      { code: '42501', message: /row-level security/ },
    );
    const removed = await asUserOf(
      caregiver.id,
      (tx) => tx`delete from public.emergency_contacts where member_id = ${memberId} returning id`,
    );
    assert.equal(removed.length, 0);

    // An outsider reads neither the member nor its contacts.
    const m = await asUserOf(outsider.id, (tx) => tx`select id from public.team_members`);
    assert.equal(m.length, 0);
    // Nor through team_faces, the view team publishes (its wage and invite columns included),
    // which both parties read as the table.
    const faces = await asUserOf(
      outsider.id,
      (tx) => tx`select id, wage_cents, invite_id from public.team_faces`,
    );
    assert.equal(faces.length, 0);
    for (const id of [family.id, caregiver.id]) {
      const own = await asUserOf(id, (tx) => tx`select id, invite_id from public.team_faces`);
      assert.deepEqual(own.map((r) => [r.id, r.inviteId]), [[memberId, invite.id]]);
    }
    await assert.rejects(asAnon((tx) => tx`select id from public.team_faces`), DENIED);
    const c = await asUserOf(outsider.id, (tx) => tx`select id from public.emergency_contacts`);
    assert.equal(c.length, 0);
    await assert.rejects(asAnon((tx) => tx`select id from public.team_members`), DENIED);
  } finally {
    await deleteUsers(family.id, caregiver.id, outsider.id);
  }
});

test("team_review_states (team's published view): both parties read the member's review state; outsiders and visitors nothing", async () => {
  const { family, caregiver, base } = await hireParties();
  const outsiders = await Promise.all([signedInFamily(), signedInCaregiver()]);
  try {
    const invite = await sendOffer(family, caregiver, {}, base);
    const { memberId } = await acceptOffer(caregiver, invite.id);
    const read = (id: string) =>
      asUserOf(id, (tx) => tx`select id, num_shifts, is_reviewed from public.team_review_states`);
    for (const id of [family.id, caregiver.id]) {
      assert.deepEqual((await read(id)).map((r) => r.id), [memberId]);
    }
    for (const o of outsiders) assert.equal((await read(o.id)).length, 0);
    await assert.rejects(asAnon((tx) => tx`select id from public.team_review_states`), DENIED);
    // A view, not a way in: nobody writes through it.
    await assert.rejects(
      asUserOf(
        family.id,
        (tx) => tx`update public.team_review_states set num_shifts = 9 where id = ${memberId}`,
      ),
      DENIED,
    );
  } finally {
    await deleteUsers(family.id, caregiver.id, ...outsiders.map((o) => o.id));
  }
});
