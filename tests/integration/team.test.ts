// My Team through the HTTP API (spec 001 §2-§5, §7; issue 10): members as each side sees them,
// the care plan and the pinned note (families edit, caregivers read, others 404), and the
// emergency contacts with every message of spec 001 §5.
import assert from 'node:assert/strict';
import { completeShifts, writeReview } from '../factories/reviews.ts';
import { acceptOffer, hireParties, sendOffer } from '../factories/team.ts';
import { api, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';

async function withTeam(
  fn: (
    t: {
      family: { id: string; email: string; cookie: string };
      caregiver: { id: string; cookie: string; userIdNumber: string };
      memberId: string;
    },
  ) => Promise<void>,
) {
  const { family, caregiver, base } = await hireParties();
  try {
    const invite = await sendOffer(family, caregiver, {}, base);
    const { memberId } = await acceptOffer(caregiver, invite.id);
    await fn({ family: await signIn(family), caregiver: await signIn(caregiver), memberId });
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marie Tremblay',
  phoneNum: '4165550101',
  relationship: 'Sibling',
  specifyRelationship: '',
  primary: true,
  ...overrides,
});

test('team: each side lists the member and sees the other’s name; the caregiver gets the street now', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const fam = await api('GET', '/api/team', { cookie: family.cookie });
    assert.equal(fam.status, 200);
    assert.equal(fam.body.members.length, 1);
    const m = fam.body.members[0];
    assert.equal(m.id, memberId);
    assert.equal(m.caregiverInfo.firstName, 'Carla');
    assert.equal(m.caregiverInfo.userIdNumber, caregiver.userIdNumber);
    assert.equal(m.wage, 21.32);
    assert.deepEqual(m.service, []);
    assert.equal(m.pinnedNote, '');
    assert.equal(m.numShifts, 0);
    assert.deepEqual(m.familyInfo.emergencyContacts, []);

    const cg = await api('GET', '/api/team', { cookie: caregiver.cookie });
    assert.equal(cg.body.members.length, 1);
    assert.equal(cg.body.members[0].familyInfo.clientFirstName, 'Rose');
    assert.match(cg.body.members[0].address.addressFull, /^42 Test Rd/);

    const outsider = await signedInFamily();
    try {
      const none = await api('GET', '/api/team', { cookie: outsider.cookie });
      assert.deepEqual(none.body.members, []);
      const update = await api('POST', `/api/team/member/${memberId}/update`, {
        cookie: outsider.cookie,
        body: { service: ['bathing'] },
      });
      assert.equal(update.status, 404);
    } finally {
      await deleteUsers(outsider.id);
    }
    const anon = await api('GET', '/api/team');
    assert.equal(anon.status, 401);
  });
});

test('team: the family edits the care plan and the pinned note; the caregiver reads them and is refused', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const plan = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: { service: ['mealPrep', 'companionship'] },
    });
    assert.equal(plan.status, 200);
    assert.deepEqual(plan.body.service, ['mealPrep', 'companionship']);
    const suffix = await api('POST', `/api/team/member/${memberId}/update/include-shifts`, {
      cookie: family.cookie,
      body: { service: ['mealPrep'] },
    });
    assert.deepEqual(suffix.body.service, ['mealPrep']);

    const note = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: { pinnedNote: 'Key under the mat.\nDog is friendly.' },
    });
    assert.equal(note.body.pinnedNote, 'Key under the mat.\nDog is friendly.');

    const empty = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: {},
    });
    assert.equal(empty.status, 422);
    const blank = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: family.cookie,
      body: { service: [' '] },
    });
    assert.equal(blank.status, 422);
    assert.equal(blank.body.service, 'Please enter a care plan item');

    const byCaregiver = await api('POST', `/api/team/member/${memberId}/update`, {
      cookie: caregiver.cookie,
      body: { service: ['bathing'] },
    });
    assert.equal(byCaregiver.status, 403);
    const read = await api('GET', `/api/team/member/${memberId}`, { cookie: caregiver.cookie });
    assert.deepEqual(read.body.service, ['mealPrep']);
    assert.equal(read.body.pinnedNote, 'Key under the mat.\nDog is friendly.');
  });
});

test('team: emergency contacts: at least 2, every message of spec 001 §5, primary first', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const save = (emergencyContacts: unknown[]) =>
      api('POST', `/api/team/member/${memberId}/update/emergency-contact`, {
        cookie: family.cookie,
        body: { emergencyContacts },
      });
    const none = await save([]);
    assert.equal(none.status, 422);
    assert.equal(none.body.emergencyContacts, 'Missing Emergency Contact 1');
    const one = await save([contact()]);
    assert.equal(one.body.emergencyContacts, 'Missing Emergency Contact 2');

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'Please input a valid name'],
      [{ phoneNum: '' }, 'phoneNum', 'Must not be empty'],
      [{ phoneNum: '41655501' }, 'phoneNum', 'Please input a valid phone number'],
      [{ relationship: '' }, 'relationship', 'Please select a relationship'],
      [{ relationship: 'Other' }, 'specifyRelationship', 'Must specify a valid relationship'],
      [{ relationship: 'Relative' }, 'specifyRelationship', 'Must specify a valid relationship'],
    ];
    for (const [overrides, field, message] of cases) {
      const r = await save([contact(), contact(overrides)]);
      assert.equal(r.status, 422, JSON.stringify(overrides));
      assert.equal(r.body[`emergencyContacts.1.${field}`], message, JSON.stringify(r.body));
    }

    const ok = await save([
      contact({ primary: false }),
      contact({
        name: 'Luc Tremblay',
        relationship: 'Other',
        specifyRelationship: 'Neighbour',
        primary: true,
      }),
    ]);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const list = ok.body.familyInfo.emergencyContacts;
    assert.deepEqual(list.map((c: { primary: boolean }) => c.primary), [true, false]);
    assert.equal(list[0].phoneNum, '(416) 555-0101');
    assert.equal(list[1].specifyRelationship, 'Neighbour');

    const seen = await api('GET', '/api/team', { cookie: caregiver.cookie });
    assert.equal(seen.body.members[0].familyInfo.emergencyContacts.length, 2);
    const byCaregiver = await api('POST', `/api/team/member/${memberId}/update/emergency-contact`, {
      cookie: caregiver.cookie,
      body: { emergencyContacts: [contact(), contact()] },
    });
    assert.equal(byCaregiver.status, 403);
  });
});

test('team pages: /myteam path rules, the list titles, the invites page and the hire page', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const root = await api('GET', '/myteam', { cookie: family.cookie });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/myteam/all');
    const all = await api('GET', '/myteam/all', { cookie: family.cookie });
    assert.equal(all.status, 200);
    assert.match(all.body, /My Team Members/);
    assert.match(all.body, /Show All Caregivers/);
    const one = await api('GET', `/myteam/${memberId}`, { cookie: caregiver.cookie });
    assert.equal(one.status, 200);
    assert.match(one.body, /My Families/);
    assert.match(one.body, /Show All Clients/);
    assert.match(one.body, /calls? emergency services|emergency services \(911\) first/);

    const invites = await api('GET', '/invites', { cookie: caregiver.cookie });
    assert.equal(invites.status, 200);
    assert.match(invites.body, /My Team Invites/);
    const missing = await api('GET', '/invites/00000000-0000-4000-8000-000000000000', {
      cookie: caregiver.cookie,
    });
    assert.match(
      missing.body,
      /Hmm\.\.\. It seems we are unable to locate this invite\. Please try again\./,
    );
    assert.match(missing.body, /View All Invites/);

    const dash = await api('GET', '/dashboard', { cookie: caregiver.cookie });
    assert.equal(dash.status, 200);
    assert.match(dash.body, /My Team Invites/);
    assert.match(dash.body, /Rose Tremblay/);

    const hire = await api('GET', `/caregiver/${caregiver.userIdNumber}/hire`, {
      cookie: family.cookie,
    });
    assert.equal(hire.status, 200);
    const hireByCaregiver = await api('GET', `/caregiver/${caregiver.userIdNumber}/hire`, {
      cookie: caregiver.cookie,
    });
    assert.notEqual(hireByCaregiver.status, 200);
  });
});

test('team pages: no members → /myteam, shown empty', async () => {
  const family = await signedInFamily();
  try {
    const r = await api('GET', `/myteam/${crypto.randomUUID()}`, { cookie: family.cookie });
    assert.equal(r.status, 302);
    assert.equal(r.headers.get('location'), '/myteam');
    const root = await api('GET', '/myteam', { cookie: family.cookie });
    assert.equal(root.status, 200);
    assert.match(root.body, /You do not have any team members yet/);
  } finally {
    await deleteUsers(family.id);
  }
});

test('team: the summary card’s review button follows eligibility (spec 001 §4)', async () => {
  await withTeam(async ({ family, caregiver, memberId }) => {
    const page = async (who: { cookie: string }) =>
      String((await api('GET', `/myteam/${memberId}`, { cookie: who.cookie })).body);
    // Below 3 completed shifts: not eligible, with the hint; the caregiver has nothing to view.
    assert.match(await page(family), /Not Eligible/);
    assert.doesNotMatch(await page(family), new RegExp(`href="/reviews/${memberId}"`));
    await completeShifts(memberId, 3);
    assert.match(await page(family), new RegExp(`href="/reviews/${memberId}"[^>]*>Submit<`));
    await writeReview(family, memberId);
    assert.match(await page(family), new RegExp(`href="/reviews/${memberId}"[^>]*>Edit<`));
    assert.match(await page(caregiver), new RegExp(`href="/reviews/${memberId}"[^>]*>View<`));
  });
});
