// The reports pages (spec 001 Reports, §4, §6, §9; issue 11): /reports and /reports/{reportId}
// rendered per role behind the signed-in guard; another family's report shows the not-found
// state and never its content; an admin's list spans all users (last 7 days, with shift and
// member ids), opening a report marks it Read, actioning notifies the filer and shows
// '(edited)' once changed; a new report notifies the admins (class Report → /reports/{id}).
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { placeReport } from '../factories/reports.ts';
import { placeShift, shiftTeam } from '../factories/shifts.ts';
import { api, deleteUsers, signedInAdmin, signedInFamily, signIn, test } from './helpers.ts';

const short = (id: string) => id.slice(0, 6).toUpperCase();

async function withReport(
  fn: (t: {
    family: { id: string; cookie: string };
    caregiver: { id: string; cookie: string };
    memberId: string;
    shiftId: string;
    reportId: string;
  }) => Promise<void>,
) {
  const team = await shiftTeam();
  try {
    const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000));
    const reportId = await placeReport(shiftId, team.caregiver.id, {
      title: 'Slipped in the kitchen',
      note: 'Caught her arm on the counter; no injury.',
    });
    await fn({
      family: await signIn(team.family),
      caregiver: await signIn(team.caregiver),
      memberId: team.memberId,
      shiftId,
      reportId,
    });
  } finally {
    await deleteUsers(team.family.id, team.caregiver.id);
  }
}

const page = (path: string, cookie?: string) =>
  api<string>('GET', path, { cookie, headers: { accept: 'text/html' } });

test('reports pages: signed out, both pages send to sign-in', async () => {
  const list = await page('/reports');
  assert.equal(list.status, 302);
  assert.equal(list.headers.get('location'), '/login?next=%2Freports');
  const one = await page('/reports/00000000-0000-4000-8000-000000000000');
  assert.equal(one.status, 302);
  assert.match(one.headers.get('location') ?? '', /^\/login\?next=/);
});

test('reports pages: each party sees its report in the list and opens it', async () => {
  await withReport(async ({ family, caregiver, reportId }) => {
    for (const who of [family, caregiver]) {
      const list = await page('/reports', who.cookie);
      assert.equal(list.status, 200);
      assert.match(list.body, /All Report/);
      assert.match(list.body, /Slipped in the kitchen/);
      assert.match(list.body, new RegExp(`/reports/${reportId}`));
      assert.match(list.body, /Pending Review/);
      assert.equal(list.headers.get('cache-control'), 'private, no-store');
      // Only admins have Reports in the top bar; the parties reach reports from their shifts.
      assert.doesNotMatch(list.body, /href="\/reports"/);

      const one = await page(`/reports/${reportId}`, who.cookie);
      assert.equal(one.status, 200);
      assert.match(one.body, /Caught her arm on the counter; no injury\./);
      assert.match(one.body, /No action has been taken yet\./);
      // The parties see no admin form and no ids.
      assert.doesNotMatch(one.body, /Save action/);
    }
    // A party's reading leaves it Pending Review.
    const [row] = await sql`select state from public.reports where id = ${reportId}`;
    assert.equal(row.state, 'pending_review');
  });
});

test('reports pages: another family gets the not-found state, never the content', async () => {
  await withReport(async ({ reportId }) => {
    const stranger = await signedInFamily();
    try {
      const one = await page(`/reports/${reportId}`, stranger.cookie);
      assert.equal(one.status, 200);
      assert.match(one.body, /This report could not be found\./);
      assert.match(one.body, /href="\/reports"/);
      assert.doesNotMatch(one.body, /Slipped in the kitchen/);
      assert.doesNotMatch(one.body, /Caught her arm/);
      const list = await page('/reports', stranger.cookie);
      assert.match(list.body, /There are no reports yet\./);
      assert.doesNotMatch(list.body, /Slipped in the kitchen/);
      // In French, the server's own message too.
      const fr = await page(`/reports/${reportId}`, `${stranger.cookie}; locale=fr`);
      assert.match(fr.body, /Ce rapport est introuvable\./);
      assert.match(fr.body, />Retour</);
      const junk = await page('/reports/not-an-id', stranger.cookie);
      assert.equal(junk.status, 200);
      assert.match(junk.body, /This report could not be found\./);
    } finally {
      await deleteUsers(stranger.id);
    }
  });
});

test('reports pages: the admin sees all recent reports with ids; opening marks Read; the action notifies the filer and shows (edited)', async () => {
  const admin = await signedInAdmin();
  try {
    await withReport(async ({ caregiver, shiftId, memberId, reportId }) => {
      const old = await placeReport(shiftId, caregiver.id, { title: 'Old news', daysAgo: 8 });
      const list = await page('/reports', admin.cookie);
      assert.equal(list.status, 200);
      assert.match(list.body, /All Report/);
      assert.match(list.body, /Slipped in the kitchen/);
      assert.match(list.body, new RegExp(short(shiftId)));
      assert.match(list.body, new RegExp(short(memberId)));
      assert.doesNotMatch(list.body, /Old news/);
      // The signed-in top bar leads admins here.
      assert.match(list.body, /href="\/reports"/);

      const oldPage = await page(`/reports/${old}`, admin.cookie);
      assert.match(oldPage.body, /This report could not be found\./);
      assert.doesNotMatch(oldPage.body, /Old news/);

      const one = await page(`/reports/${reportId}`, admin.cookie);
      assert.equal(one.status, 200);
      assert.match(one.body, /Caught her arm on the counter/);
      assert.match(one.body, /Save action/);
      assert.match(one.body, new RegExp(short(shiftId)));
      const [read] = await sql`select state from public.reports where id = ${reportId}`;
      assert.equal(read.state, 'read');
      assert.match(one.body, />Read</);

      const path = `/api/shift/${shiftId}/report/update/${reportId}/action`;
      const first = await api('POST', path, { cookie: admin.cookie, body: { action: 'Called' } });
      assert.equal(first.status, 200);
      const [note] = await sql`
        select class, ref_id from public.notifications
         where recipient_id = ${caregiver.id} and ref_id = ${reportId}`;
      assert.equal(note?.class, 'Report');

      const seen = await page(`/reports/${reportId}`, caregiver.cookie);
      assert.match(seen.body, /Called/);
      assert.match(seen.body, /Actioned/);
      assert.doesNotMatch(seen.body, /\(edited\)/);
      // The parties read no staff profile: the team, not a name.
      assert.match(seen.body, /By the Tendwell team, /);

      await api('POST', path, { cookie: admin.cookie, body: { action: 'Called twice' } });
      const edited = await page(`/reports/${reportId}`, caregiver.cookie);
      assert.match(edited.body, /Called twice/);
      assert.match(edited.body, /\(edited\)/);
    });
  } finally {
    await deleteUsers(admin.id);
  }
});

test('reports pages: a report filed through the API notifies every admin (class Report)', async () => {
  const admin = await signedInAdmin();
  try {
    await withReport(async ({ family, shiftId }) => {
      const filed = await api('POST', `/api/shift/${shiftId}/report/submit`, {
        cookie: family.cookie,
        body: { title: 'Door left open', note: 'The back door was open when I arrived.' },
      });
      assert.equal(filed.status, 201, JSON.stringify(filed.body));
      const [note] = await sql`
        select class from public.notifications
         where recipient_id = ${admin.id} and ref_id = ${filed.body.id}`;
      assert.equal(note?.class, 'Report');
    });
  } finally {
    await deleteUsers(admin.id);
  }
});
