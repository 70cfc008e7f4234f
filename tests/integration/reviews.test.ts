// Reviews through the HTTP API (spec 001 §2, §4, §5, §7; issue 13): eligibility at 3 completed
// shifts counted by the server, one review per member (also under two concurrent adds), the score
// as the average to 2 decimals, the caregiver's overall score and count on the profile and in
// search, edit/delete by the family only, the notifications, the prompt's period, and the pages.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import { completeShifts, reviewPayload } from '../factories/reviews.ts';
import { shiftTeam } from '../factories/shifts.ts';
import { api, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';

async function withTeam(
  completed: number,
  fn: (t: {
    family: { id: string; cookie: string };
    caregiver: { id: string; cookie: string; userIdNumber: string };
    memberId: string;
    care: { lat: number; lng: number };
  }) => Promise<void>,
) {
  const team = await shiftTeam();
  try {
    await completeShifts(team.memberId, completed);
    await fn({
      family: await signIn(team.family),
      caregiver: await signIn(team.caregiver),
      memberId: team.memberId,
      care: team.care,
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
}

const profileOf = async (caregiverId: string) => {
  const [p] = await sql`select review_score, review_count from public.caregiver_profiles
                         where user_id = ${caregiverId}`;
  return { score: Number(p.reviewScore), count: Number(p.reviewCount) };
};

test('reviews: below 3 completed shifts the family is refused (a scheduled shift does not count)', async () => {
  await withTeam(2, async ({ family, memberId }) => {
    // A third shift that is only scheduled is not a completed one.
    await sql`insert into public.shifts (member_id, starts_at, ends_at, time_zone)
              values (${memberId}, now() + interval '2 days', now() + interval '2 days 4 hours',
                      'America/Toronto')`;
    const res = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload(),
    });
    assert.equal(res.status, 403);
    assert.equal(
      res.body.general,
      'At least 3 shifts must be completed before this caregiver can be reviewed.',
    );
    const page = await api('GET', `/reviews/${memberId}`, { cookie: family.cookie });
    assert.equal(page.status, 200);
    assert.match(page.body, /Not Eligible/);
    assert.match(page.body, /At least 3 shifts must be completed before a review can be written\./);
  });
});

test('reviews: every message of spec 001 §5', async () => {
  await withTeam(3, async ({ family, memberId }) => {
    const res = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: { title: '  ', message: '' },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      empathy: 'Missing rating for empathy.',
      punctuality: 'Missing rating for punctuality.',
      knowledge: 'Missing rating for knowledge.',
      helpfulness: 'Missing rating for helpfulness.',
      title: 'Enter a title for your review.',
      message: 'Enter a message with your review.',
    });
    const fr = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload({ empathy: 6 }),
      headers: { 'accept-language': 'fr' },
    });
    assert.equal(fr.status, 422);
    assert.ok(fr.body.empathy);
  });
});

test('reviews: the family writes one; the score is the average to 2 decimals; the profile and search follow', async () => {
  await withTeam(3, async ({ family, caregiver, memberId, care }) => {
    const added = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload({ empathy: 5, punctuality: 4, knowledge: 3, helpfulness: 5 }),
    });
    assert.equal(added.status, 201);
    assert.equal(added.body.message, 'Review added!');
    assert.equal(added.body.review.score, 4.25);
    assert.equal(added.body.review.teamMemberId, memberId);
    assert.deepEqual(await profileOf(caregiver.id), { score: 4.25, count: 1 });

    // The member is reviewed and stores the review id; the prompt no longer asks.
    const team = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(team.body.members[0].review.isReviewed, true);
    assert.equal(team.body.members[0].review.id, added.body.id);
    assert.equal(team.body.members[0].review.shouldInquire, false);

    // A second review of the same member: 409.
    const again = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload(),
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.general, 'You have already reviewed this team member.');

    // The caregiver is told (class Review → /reviews/{memberId}).
    const [note] = await sql`select class, ref_id, message from public.notifications
                              where recipient_id = ${caregiver.id} and class = 'Review'`;
    assert.equal(note.refId, memberId);
    assert.match(note.message as string, /wrote you a review\./);

    // Both parties read it; a family viewing the caregiver's profile reads it too.
    const mine = await api('GET', '/api/review/get_all', { cookie: caregiver.cookie });
    assert.equal(mine.body.reviews.length, 1);
    const one = await api('GET', `/api/review/get/${added.body.id}`, { cookie: family.cookie });
    assert.equal(one.body.title, 'Kind and reliable');
    const other = await signedInFamily();
    try {
      const list = await api('GET', `/api/review/get_all/${caregiver.userIdNumber}`, {
        cookie: other.cookie,
      });
      assert.equal(list.status, 200);
      assert.equal(list.body.length, 1);
      assert.equal(list.body[0].score, 4.25);
      const profile = await api('GET', `/caregiver/${caregiver.userIdNumber}`, {
        cookie: other.cookie,
      });
      assert.equal(profile.status, 200);
      assert.match(profile.body, /Kind and reliable/);
      assert.match(profile.body, /4\.25/);
      // Caregiver search shows the new score and count, and its rating filter keeps them.
      const found = await api('POST', '/api/user/filter', {
        cookie: other.cookie,
        body: { geohash: encodeGeohash(care.lat, care.lng), rating: 4 },
      });
      assert.equal(found.status, 200);
      const card = found.body.caregivers.find((c: { userIdNumber: string }) =>
        c.userIdNumber === caregiver.userIdNumber
      );
      assert.ok(card, 'the reviewed caregiver is found with rating 4');
      assert.equal(card.reviewsScore, 4.25);
      assert.equal(card.reviews, 1);
    } finally {
      await deleteUsers(other.id);
    }

    // The caregiver's own profile lists it too.
    const own = await api('GET', `/api/review/get_all/${caregiver.userIdNumber}`, {
      cookie: caregiver.cookie,
    });
    assert.equal(own.body.length, 1);
  });
});

test('reviews: two concurrent adds for one member: one wins, the other is 409', async () => {
  await withTeam(3, async ({ family, caregiver, memberId }) => {
    const results = await Promise.all(
      [1, 2].map(() =>
        api('POST', `/api/review/add/${memberId}`, { cookie: family.cookie, body: reviewPayload() })
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    const [{ n }] = await sql`select count(*)::int as n from public.reviews
                               where member_id = ${memberId}`;
    assert.equal(n, 1);
    assert.deepEqual(await profileOf(caregiver.id), { score: 4.5, count: 1 });
  });
});

test('reviews: the family edits and deletes; the caregiver and other families cannot', async () => {
  await withTeam(3, async ({ family, caregiver, memberId }) => {
    const added = await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload(),
    });
    const id = added.body.id as string;
    const other = await signedInFamily();
    try {
      for (const who of [caregiver, other]) {
        const edit = await api('POST', `/api/review/edit/${id}`, {
          cookie: who.cookie,
          body: reviewPayload({ empathy: 1 }),
        });
        const del = await api('POST', `/api/review/delete/${id}`, { cookie: who.cookie });
        assert.equal(edit.status, who === caregiver ? 403 : 404);
        assert.equal(del.status, who === caregiver ? 403 : 404);
      }
      const outsider = await api('POST', `/api/review/add/${memberId}`, {
        cookie: other.cookie,
        body: reviewPayload(),
      });
      assert.equal(outsider.status, 404);
    } finally {
      await deleteUsers(other.id);
    }

    const edited = await api('POST', `/api/review/edit/${id}`, {
      cookie: family.cookie,
      body: reviewPayload({ empathy: 1, punctuality: 2, knowledge: 2, helpfulness: 2 }),
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.message, 'Review has been updated.');
    assert.equal(edited.body.review.score, 1.75);
    assert.ok(edited.body.review.editedAt);
    assert.deepEqual(await profileOf(caregiver.id), { score: 1.75, count: 1 });
    const [{ n }] = await sql`select count(*)::int as n from public.notifications
                               where recipient_id = ${caregiver.id} and class = 'Review'`;
    assert.equal(n, 2);

    const deleted = await api('POST', `/api/review/delete/${id}`, { cookie: family.cookie });
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.message, 'Review has been deleted.');
    assert.deepEqual(await profileOf(caregiver.id), { score: 0, count: 0 });
    const team = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(team.body.members[0].review.isReviewed, false);
    assert.equal(team.body.members[0].review.id, null);
    const gone = await api('GET', `/api/review/get/${id}`, { cookie: family.cookie });
    assert.equal(gone.status, 404);
  });
});

test('reviews: a caregiver cannot write one (403), even about their own member', async () => {
  await withTeam(3, async ({ caregiver, memberId }) => {
    const res = await api('POST', `/api/review/add/${memberId}`, {
      cookie: caregiver.cookie,
      body: reviewPayload(),
    });
    assert.equal(res.status, 403);
    assert.equal(res.body.general, 'Only the family can write, edit or delete a review.');
  });
});

test('reviews: the prompt asks at 3 completed shifts; Remind me later moves it 14 days; the period passing asks again', async () => {
  await withTeam(2, async ({ family, memberId }) => {
    const before = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(before.body.members[0].review.shouldInquire, false);
    await completeShifts(memberId, 1, new Date(Date.now() - 10 * 86_400_000));
    const after = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(after.body.members[0].numShifts, 3);
    assert.equal(after.body.members[0].review.shouldInquire, true);

    const ext = await api('GET', `/api/review/extend/${memberId}`, { cookie: family.cookie });
    assert.equal(ext.status, 200);
    assert.equal(ext.body.shouldInquire, false);
    const days = (Date.parse(ext.body.periodEndsAt) - Date.now()) / 86_400_000;
    assert.ok(days > 13.9 && days <= 14, `period ends in ${days} days`);

    // The scheduled job asks again once the period is over, and only then.
    await sql`select private.refresh_review_prompts()`;
    const still = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(still.body.members[0].review.shouldInquire, false);
    await sql`update public.team_members set review_period_ends_at = now() - interval '1 minute'
               where id = ${memberId}`;
    await sql`update public.team_members set should_inquire = false where id = ${memberId}`;
    await sql`select private.refresh_review_prompts()`;
    const again = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(again.body.members[0].review.shouldInquire, true);
  });
});

test('reviews: extend is the family’s: the caregiver 403, another family 404', async () => {
  await withTeam(3, async ({ caregiver, memberId }) => {
    const cg = await api('GET', `/api/review/extend/${memberId}`, { cookie: caregiver.cookie });
    assert.equal(cg.status, 403);
    const other = await signedInFamily();
    try {
      const res = await api('GET', `/api/review/extend/${memberId}`, { cookie: other.cookie });
      assert.equal(res.status, 404);
    } finally {
      await deleteUsers(other.id);
    }
  });
});

test('reviews pages: tiles and empty states per role; the unauthorized-path notice; the reviewed view', async () => {
  await withTeam(3, async ({ family, caregiver, memberId }) => {
    const famEmpty = await api('GET', '/reviews', { cookie: family.cookie });
    assert.equal(famEmpty.status, 200);
    assert.match(famEmpty.body, /My Reviews/);
    assert.match(famEmpty.body, /Completed/);
    assert.match(famEmpty.body, /Latest date/);
    assert.match(famEmpty.body, /You have not written any reviews yet/);
    const cgEmpty = await api('GET', '/reviews', { cookie: caregiver.cookie });
    assert.match(cgEmpty.body, /Avg Rating/);
    assert.match(cgEmpty.body, /Families/);
    assert.match(cgEmpty.body, /You have not received any reviews yet/);

    const form = await api('GET', `/reviews/${memberId}`, { cookie: family.cookie });
    assert.match(form.body, new RegExp(`Member #${memberId.slice(0, 6).toUpperCase()}`));
    assert.match(form.body, /Empathy/);
    assert.match(form.body, /Submit/);

    const cgBefore = await api('GET', `/reviews/${memberId}`, { cookie: caregiver.cookie });
    assert.match(cgBefore.body, /has not reviewed you yet\./);
    assert.doesNotMatch(cgBefore.body, /Write a review/);
    await api('POST', `/api/review/add/${memberId}`, {
      cookie: family.cookie,
      body: reviewPayload(),
    });
    const cg = await api('GET', '/reviews', { cookie: caregiver.cookie });
    assert.match(cg.body, /Kind and reliable/);
    const cgView = await api('GET', `/reviews/${memberId}`, { cookie: caregiver.cookie });
    assert.match(cgView.body, /Kind and reliable/);
    assert.doesNotMatch(cgView.body, />Edit</);
    assert.doesNotMatch(cgView.body, />Delete</);
    const fam = await api('GET', '/reviews', { cookie: family.cookie });
    assert.match(fam.body, new RegExp(`href="/reviews/${memberId}"`));
    const view = await api('GET', `/reviews/${memberId}`, { cookie: family.cookie });
    assert.match(view.body, /Kind and reliable/);
    assert.match(view.body, />Edit</);
    assert.match(view.body, />Delete</);

    const stranger = await signedInFamily();
    try {
      const res = await api('GET', `/reviews/${memberId}`, { cookie: stranger.cookie });
      assert.match(
        res.body,
        /Uh oh! You seem to have wondered into an unauthorized path\. Click the button below to find all reviews!/,
      );
      assert.match(res.body, /BACK TO REVIEWS/);
      const junk = await api('GET', '/reviews/not-a-member', { cookie: family.cookie });
      assert.match(junk.body, /BACK TO REVIEWS/);
    } finally {
      await deleteUsers(stranger.id);
    }
  });
});
