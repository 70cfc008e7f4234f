// Row-level security, privileges and triggers of reviews and the review prompt
// (supabase/migrations/20261123000500_reviews.sql): only the member's family writes, edits and
// deletes; the caregiver and readers of the caregiver's profile read; eligibility and one review
// per member hold in the database whatever the API does; each policy refuses another user.
import assert from 'node:assert/strict';
import { asAnon, sql } from '../../web/server/db.server.ts';
import { completeShifts, writeReview } from '../factories/reviews.ts';
import { shiftTeam } from '../factories/shifts.ts';
import { asUserOf, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

const DENIED = { code: '42501' };

async function withReview(
  completed: number,
  fn: (a: {
    familyId: string;
    caregiverId: string;
    memberId: string;
    reviewId: string | null;
    otherFamily: string;
    otherCaregiver: string;
  }) => Promise<void>,
) {
  const team = await shiftTeam();
  const [otherFamily, otherCaregiver] = await Promise.all([signedInFamily(), signedInCaregiver()]);
  try {
    await completeShifts(team.memberId, completed);
    const reviewId = completed >= 3 ? (await writeReview(team.family, team.memberId)).id : null;
    await fn({
      familyId: team.family.id,
      caregiverId: team.caregiver.id,
      memberId: team.memberId,
      reviewId,
      otherFamily: otherFamily.id,
      otherCaregiver: otherCaregiver.id,
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id, otherFamily.id, otherCaregiver.id);
  }
}

const insertAs = (userId: string, memberId: string) =>
  asUserOf(userId, (tx) =>
    tx`insert into public.reviews
         (member_id, empathy, punctuality, knowledge, helpfulness, title, message)
       values (${memberId}, 5, 5, 5, 5, 'Great', 'Very good care.') returning id`);

test('reviews RLS: the family and the caregiver read; a family viewing the profile reads; another caregiver and anon read nothing', async () => {
  await withReview(3, async ({ familyId, caregiverId, reviewId, otherFamily, otherCaregiver }) => {
    const read = (userId: string) =>
      asUserOf(userId, (tx) => tx`select id from public.reviews where id = ${reviewId}`);
    assert.equal((await read(familyId)).length, 1);
    assert.equal((await read(caregiverId)).length, 1);
    // The caregiver's profile is searchable (background-checked): families read their reviews.
    assert.equal((await read(otherFamily)).length, 1);
    assert.equal((await read(otherCaregiver)).length, 0);
    await assert.rejects(asAnon((tx) => tx`select id from public.reviews`), DENIED);
  });
});

test("review_scores (reviews' published view): read as reviews are; another caregiver and visitors read nothing", async () => {
  await withReview(3, async ({ familyId, caregiverId, reviewId, otherCaregiver }) => {
    const read = (userId: string) =>
      asUserOf(
        userId,
        (tx) => tx`select id, score from public.review_scores where id = ${reviewId}`,
      );
    assert.equal((await read(familyId)).length, 1);
    assert.equal((await read(caregiverId)).length, 1);
    assert.equal((await read(otherCaregiver)).length, 0);
    await assert.rejects(asAnon((tx) => tx`select id from public.review_scores`), DENIED);
  });
});

test('reviews RLS: a family reads no review of a caregiver whose profile it may not read', async () => {
  await withReview(3, async ({ caregiverId, reviewId, otherFamily }) => {
    await sql`update public.caregiver_profiles set is_searchable = false
               where user_id = ${caregiverId}`;
    const rows = await asUserOf(
      otherFamily,
      (tx) => tx`select id from public.reviews where id = ${reviewId}`,
    );
    assert.equal(rows.length, 0);
  });
});

test('reviews RLS: insert: another family finds no member, the caregiver is refused, below 3 shifts refused', async () => {
  await withReview(2, async ({ familyId, caregiverId, memberId, otherFamily }) => {
    // Below 3 completed shifts, even the family is refused by the trigger.
    await assert.rejects(insertAs(familyId, memberId), { code: '23514' });
    await completeShifts(memberId, 1, new Date(Date.now() - 30 * 86_400_000));
    // Another family cannot read the member: the trigger finds nothing.
    await assert.rejects(insertAs(otherFamily, memberId), { code: 'P0002' });
    // The caregiver reads the member, but the row is the family's: the policy refuses.
    await assert.rejects(insertAs(caregiverId, memberId), DENIED);
    // The parties come from the member, never from the writer (no column privilege either).
    await assert.rejects(
      asUserOf(familyId, (tx) =>
        tx`insert into public.reviews
             (member_id, family_id, empathy, punctuality, knowledge, helpfulness, title, message)
           values (${memberId}, ${otherFamily}, 5, 5, 5, 5, 'x', 'y')`),
      DENIED,
    );
    const [row] = await insertAs(familyId, memberId);
    const [saved] = await sql`select family_id, caregiver_id, score from public.reviews
                               where id = ${row.id}`;
    assert.equal(saved.familyId, familyId);
    assert.equal(saved.caregiverId, caregiverId);
    assert.equal(Number(saved.score), 5);
    // One per member, in the database.
    await assert.rejects(insertAs(familyId, memberId), { code: '23505' });
  });
});

test('reviews: blockReview refuses a review in the database', async () => {
  await withReview(3, async ({ familyId, memberId, reviewId }) => {
    await sql`delete from public.reviews where id = ${reviewId}`;
    await sql`update public.team_members set block_review = true where id = ${memberId}`;
    await assert.rejects(insertAs(familyId, memberId), { code: '23514' });
    const [m] = await sql`select should_inquire from public.team_members where id = ${memberId}`;
    assert.equal(m.shouldInquire, false);
  });
});

test('reviews RLS: two concurrent inserts for one member: the second waits, then fails on the unique constraint', async () => {
  await withReview(3, async ({ familyId, memberId, reviewId }) => {
    await sql`delete from public.reviews where id = ${reviewId}`;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const firstInserted = new Promise<void>((r) => (inserted = r));
    const first = asUserOf(familyId, async (tx) => {
      await tx`insert into public.reviews
                 (member_id, empathy, punctuality, knowledge, helpfulness, title, message)
               values (${memberId}, 4, 4, 4, 4, 'First', 'First one.')`;
      inserted();
      await held;
    });
    await firstInserted;
    // The expectation is attached at once: the second fails the moment the first commits, which
    // can be before `await first` below resumes (an unhandled rejection would fail the module).
    const second = assert.rejects(insertAs(familyId, memberId), { code: '23505' });
    // Release the first only once the second is waiting on it (the unique index's lock).
    for (let i = 0; i < 250; i++) {
      const [{ waiting }] = await sql`
        select count(*)::int as waiting from pg_stat_activity
         where wait_event_type = 'Lock' and query like '%insert into public.reviews%'`;
      if (waiting > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    release();
    await first;
    await second;
    const [{ n }] = await sql`select count(*)::int as n from public.reviews
                               where member_id = ${memberId}`;
    assert.equal(n, 1);
  });
});

test('reviews RLS: update and delete: only the family; nobody changes the parties or the score', async () => {
  await withReview(3, async ({ familyId, caregiverId, reviewId, otherFamily, otherCaregiver }) => {
    for (const who of [caregiverId, otherFamily, otherCaregiver]) {
      const upd = await asUserOf(
        who,
        (tx) => tx`update public.reviews set title = 'Hacked' where id = ${reviewId} returning id`,
      );
      assert.equal(upd.length, 0, `update by ${who}`);
      const del = await asUserOf(
        who,
        (tx) => tx`delete from public.reviews where id = ${reviewId} returning id`,
      );
      assert.equal(del.length, 0, `delete by ${who}`);
    }
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) =>
          tx`update public.reviews set caregiver_id = ${otherCaregiver} where id = ${reviewId}`,
      ),
      DENIED,
    );
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) =>
          tx`update public.reviews set created_at = now() - interval '1 year' where id = ${reviewId}`,
      ),
      DENIED,
    );
    const upd = await asUserOf(
      familyId,
      (tx) =>
        tx`update public.reviews set empathy = 1, punctuality = 1, knowledge = 2, helpfulness = 2
          where id = ${reviewId} returning score, edited_at`,
    );
    assert.equal(Number(upd[0].score), 1.5);
    assert.ok(upd[0].editedAt);
    const [p] = await sql`select review_score, review_count from public.caregiver_profiles
                           where user_id = ${caregiverId}`;
    assert.equal(Number(p.reviewScore), 1.5);
    assert.equal(p.reviewCount, 1);
    const del = await asUserOf(
      familyId,
      (tx) => tx`delete from public.reviews where id = ${reviewId} returning id`,
    );
    assert.equal(del.length, 1);
  });
});

test('reviews: the caregiver score averages every review they received, to 2 decimals', async () => {
  const first = await shiftTeam();
  const second = await shiftTeam();
  try {
    // The second family hires the first team's caregiver too.
    await sql`update public.team_members set caregiver_id = ${first.caregiver.id},
                     caregiver_user_id_number = ${first.caregiver.userIdNumber}
               where id = ${second.memberId}`;
    await completeShifts(first.memberId, 3);
    await completeShifts(second.memberId, 3);
    await writeReview(first.family, first.memberId, {
      empathy: 5,
      punctuality: 5,
      knowledge: 4,
      helpfulness: 4,
    });
    await writeReview(second.family, second.memberId, {
      empathy: 3,
      punctuality: 4,
      knowledge: 4,
      helpfulness: 4,
    });
    // (4.5 + 3.75) / 2 = 4.125 → 4.13
    const [p] = await sql`select review_score, review_count from public.caregiver_profiles
                           where user_id = ${first.caregiver.id}`;
    assert.equal(Number(p.reviewScore), 4.13);
    assert.equal(p.reviewCount, 2);
    // A member that goes away takes its review and the score follows.
    await sql`delete from public.team_members where id = ${second.memberId}`;
    const [after] = await sql`select review_score, review_count from public.caregiver_profiles
                               where user_id = ${first.caregiver.id}`;
    assert.equal(Number(after.reviewScore), 4.5);
    assert.equal(after.reviewCount, 1);
  } finally {
    await deleteUsers(
      first.family.id,
      first.caregiver.id,
      second.family.id,
      second.caregiver.id,
    );
  }
});

test('review prompt RLS: only the family moves its period; nobody else writes the review state', async () => {
  await withReview(3, async ({ familyId, caregiverId, memberId, otherFamily }) => {
    for (const who of [caregiverId, otherFamily]) {
      const rows = await asUserOf(
        who,
        (tx) =>
          tx`update public.team_members set review_period_ends_at = now() + interval '1 year'
            where id = ${memberId} returning id`,
      );
      assert.equal(rows.length, 0, `period by ${who}`);
    }
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) => tx`update public.team_members set is_reviewed = false where id = ${memberId}`,
      ),
      DENIED,
    );
    await assert.rejects(
      asUserOf(
        familyId,
        (tx) => tx`update public.team_members set should_inquire = true where id = ${memberId}`,
      ),
      DENIED,
    );
    const rows = await asUserOf(
      familyId,
      (tx) =>
        tx`update public.team_members set review_period_ends_at = now() + interval '14 days'
          where id = ${memberId} returning should_inquire`,
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].shouldInquire, false);
  });
});
