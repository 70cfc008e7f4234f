// The dashboard for both roles on a seeded team (issue 13, spec 001 §2): the data shapes of every
// section, the live sections' endpoint, the swipe card's first pane for a family without a team,
// and a failing section arriving loaded and empty; the caregiver's 'What Next?' steps from their
// records and GET /api/user/status/completed_all (issue 20 point 1), the Sunday weeks of the
// Job Views trend and the caregiver's YTD (point 2), the Upcoming Shifts' window (point 5).
// Real Postgres, real RLS.
import assert from 'node:assert/strict';
import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { sql } from '../../web/server/db.server.ts';
import { loadViewer, type Viewer } from '../../web/server/viewer.server.ts';
import {
  defaultReaders,
  loadDashboard,
  loadSections,
} from '../../web/domains/dashboards/actions.server.ts';
import { EMPTY_SWIPE, sundayWeeks } from '../../web/domains/dashboards/model.ts';
import { selectOnboardingSteps } from '../../web/domains/accounts/queries.server.ts';
import { zoneForProvince } from '../../web/shared/time-zones.ts';
import { createApplication } from '../factories/applications.ts';
import { invoicedWeek, localInstant } from '../factories/invoices.ts';
import { placeShift, shiftTeam } from '../factories/shifts.ts';
import { hireParties, sendOffer } from '../factories/team.ts';
import { api, asUserOf, signedInFamily, signIn, test } from './helpers.ts';

const ZONE = 'America/Toronto';

async function viewerOf(cookie: string): Promise<Viewer> {
  const viewer = await loadViewer(new Headers({ cookie }));
  if (!viewer) throw new Error('no viewer for that cookie');
  return viewer;
}

async function numberOf(id: string): Promise<string> {
  const [row] = await sql`select user_id_number from public.users where id = ${id}`;
  return row.userIdNumber as string;
}

/** Past the family's first-visit welcome screen. */
async function pastWelcome(cookie: string) {
  const res = await api('GET', '/api/user/initial_load/off', { cookie });
  assert.equal(res.status, 200);
}

/** The swipe card's pane as the server rendered it. */
const renderedPane = (html: string) => /data-pane="(\d)"/.exec(html)?.[1];

test('both roles: every section of the dashboard on a seeded team', async () => {
  const team = await shiftTeam();
  const family = await signIn(team.family);
  const caregiver = await signIn(team.caregiver);
  await pastWelcome(family.cookie);
  const today = format(new TZDate(Date.now(), ZONE), 'yyyy-MM-dd');
  const inDays = (n: number) => format(addDays(new Date(`${today}T12:00:00Z`), n), 'yyyy-MM-dd');
  const earlier = await placeShift(team.memberId, localInstant(inDays(-2), '09:00', ZONE), 3);
  const later = await placeShift(team.memberId, localInstant(inDays(2), '09:00', ZONE), 3);
  const tomorrow = await placeShift(team.memberId, localInstant(inDays(1), '09:00', ZONE), 3);

  const fam = await loadDashboard(await viewerOf(family.cookie));
  assert.equal(fam.userType, 'family');
  if (fam.userType !== 'family') return;
  assert.equal(fam.isInitial, false);
  // Upcoming Shifts: from today, ordered by start; the past one is not there.
  assert.deepEqual(fam.swipe.shifts.map((s) => s.id), [tomorrow, later]);
  assert.ok(!fam.swipe.shifts.some((s) => s.id === earlier));
  assert.deepEqual(
    { ...fam.swipe.shifts[0], startTime: undefined, endTime: undefined },
    {
      id: tomorrow,
      memberId: team.memberId,
      name: 'Carla Nguyen',
      startTime: undefined,
      endTime: undefined,
      timeZone: ZONE,
      state: 'scheduled',
    },
  );
  assert.equal(fam.swipe.hasMembers, true);
  assert.deepEqual(fam.swipe.invites.map((i) => i.status), ['accepted']);
  assert.deepEqual(fam.team.map((m) => [m.id, m.name]), [[team.memberId, 'Carla Nguyen']]);
  // The signup posting, its Payment Info (no card yet) and caregiver recommendations.
  assert.equal(fam.postings.total, 1);
  assert.equal(fam.postings.items[0].id, team.family.jobId);
  assert.equal(fam.paymentInfo, 'missing');
  assert.equal(fam.recommendations.kind, 'caregivers');
  assert.deepEqual(fam.highlights.missing, null);
  assert.equal(fam.highlights.counts.apps, 0);
  assert.equal(fam.highlights.counts.invoices, 0);
  assert.equal(fam.highlights.counts.ytdCostCents, 0);
  assert.equal(fam.highlights.counts.monthlyEarningsCents, null);
  assert.equal(fam.highlights.counts.jobViewsChange, 0);

  const cg = await loadDashboard(await viewerOf(caregiver.cookie));
  assert.equal(cg.userType, 'caregiver');
  if (cg.userType !== 'caregiver') return;
  assert.deepEqual(cg.swipe.shifts.map((s) => s.id), [tomorrow, later]);
  assert.equal(cg.swipe.shifts[0].memberId, team.memberId);
  // The caregiver sees the client's name, as on the team card.
  assert.equal(cg.swipe.shifts[0].name, 'Rose Tremblay');
  assert.equal(cg.recommendations.kind, 'jobs');
  assert.deepEqual(cg.team.map((m) => [m.id, m.name]), [[team.memberId, 'Rose Tremblay']]);
  assert.equal(cg.highlights.counts.ytdCostCents, null);
  assert.equal(cg.highlights.counts.monthlyEarningsCents, 0);
  assert.ok(Array.isArray(cg.highlights.missing));

  // The page: shifts pane first (a team exists), View More for both, Add Shift for the family.
  const famPage = await api('GET', '/dashboard', { cookie: family.cookie });
  assert.equal(famPage.status, 200);
  assert.equal(renderedPane(famPage.body), '0');
  assert.ok(famPage.body.includes(`/myteam/${team.memberId}/shift/${tomorrow}`));
  assert.ok(famPage.body.includes(`/myteam/${team.memberId}/schedule-shift`));
  assert.ok(famPage.body.includes('Add Posting'));
  assert.ok(famPage.body.includes('caregivers based on your profile'));
  const cgPage = await api('GET', '/dashboard', { cookie: caregiver.cookie });
  assert.equal(cgPage.status, 200);
  assert.ok(cgPage.body.includes(`/myteam/${team.memberId}/shift/${tomorrow}`));
  assert.ok(!cgPage.body.includes('/schedule-shift'));
  assert.ok(cgPage.body.includes('New jobs based on your profile'));
  assert.ok(cgPage.body.includes('Find more job postings'));

  // The live sections' endpoint answers only what was asked, as the user.
  const live = await api('GET', '/api/dashboard/sections?only=swipe,team', {
    cookie: caregiver.cookie,
  });
  assert.equal(live.status, 200);
  assert.deepEqual(Object.keys(live.body).sort(), ['swipe', 'team']);
  assert.deepEqual(live.body.swipe.shifts.map((s: { id: string }) => s.id), [tomorrow, later]);
  assert.equal((await api('GET', '/api/dashboard/sections')).status, 401);
});

test('the tiles: pending applications, unpaid invoices and this year’s unpaid cost', async () => {
  // Last week (Sunday to Saturday in the care zone) of completed shifts, invoiced and unpaid.
  const now = new TZDate(Date.now(), ZONE);
  const sunday = format(addDays(now, -7 - now.getDay()), 'yyyy-MM-dd');
  const week = await invoicedWeek(sunday, { days: 2, hours: 4 });
  assert.ok(week.invoiceId, 'an invoice was generated');
  const [cost] = await sql`
    select e.total_payable_cents as cents from public.invoice_employer_costs e
     where e.invoice_id = ${week.invoiceId}`;
  const family = await signIn(week.family);
  await pastWelcome(family.cookie);
  // An application to the family's posting (made available again: the hire closed it) from
  // another caregiver, still pending.
  await sql`update public.jobs set is_available = true where id = ${week.family.jobId}`;
  const other = await hireParties();
  await createApplication(other.caregiver, week.family, week.family.jobId);
  const sections = await loadSections(await viewerOf(family.cookie), ['counts']);
  assert.equal(sections.counts?.apps, 1);
  assert.equal(sections.counts?.invoices, 1);
  assert.equal(sections.counts?.ytdCostCents, Number(cost.cents));
  assert.equal(sections.swipe, undefined);
  // Accepted or declined applications are not counted.
  const third = await hireParties();
  await createApplication(third.caregiver, week.family, week.family.jobId, { state: 'declined' });
  const after = await loadSections(await viewerOf(family.cookie), ['counts']);
  assert.equal(after.counts?.apps, 1);
});

test('a caregiver’s Job Views tile: every profile view, and this Sunday week against last', async () => {
  const team = await hireParties();
  const caregiver = await signIn(team.caregiver);
  const viewer = await viewerOf(caregiver.cookie);
  // The caregiver's own zone is their home's; the weeks begin on Sunday there.
  const zone = zoneForProvince(viewer.province);
  const { thisWeek, lastWeek } = sundayWeeks(new Date(), zone);
  const viewers = [
    team.family,
    (await hireParties()).family,
    (await hireParties()).family,
    (await hireParties()).family,
  ];
  const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);
  // Views written directly to date them (one per family and day): this week, Sunday 00:30 and
  // Sunday 01:00 local (before Monday: a Monday-UTC week would call them last week's); last week,
  // Saturday 23:59 local, just before this week; and a month ago (in the total only).
  const rows = [
    [viewers[0].id, at(thisWeek, 30)],
    [viewers[1].id, at(thisWeek, 60)],
    [viewers[2].id, at(thisWeek, -1)],
    [viewers[3].id, at(lastWeek, -30 * 24 * 60)],
  ] as const;
  for (const [viewerId, when] of rows) {
    await sql`
      insert into public.profile_views (viewer_id, caregiver_id, viewed_on, viewed_at)
      values (${viewerId}, ${team.caregiver.id}, (${when}::timestamptz at time zone 'UTC')::date,
              ${when})`;
  }
  const sections = await loadSections(viewer, ['counts']);
  assert.equal(sections.counts?.jobViews, 4);
  // 2 this week against 1 last week: +100 %.
  assert.equal(sections.counts?.jobViewsChange, 100);
  // A caregiver's YTD is their earnings this year (none yet), never '—'.
  assert.equal(sections.counts?.ytdEarningsCents, 0);
  assert.equal(sections.counts?.ytdCostCents, null);
});

test('What Next?: each step from the caregiver’s records; completed_all set once all four are done', async () => {
  const team = await shiftTeam();
  const caregiver = await signIn(team.caregiver);
  const family = await signIn(team.family);
  const steps = async () => {
    const data = await loadDashboard(await viewerOf(caregiver.cookie));
    if (data.userType !== 'caregiver') throw new Error('caregiver expected');
    return data.whatNext;
  };
  // Hired through an invite: the profile is complete and checked, nothing else yet.
  assert.deepEqual((await steps()).steps, ['done', 'current', 'todo', 'todo']);
  assert.equal((await steps()).checkCompletedAll, false);

  // A shift completed through the API (checked in and completed at the care address).
  const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000), 1);
  const here = { coordinates: { ...team.care, accuracy: 12 } };
  const checkIn = await api('POST', `/api/shift/${shiftId}/check-in`, {
    cookie: caregiver.cookie,
    body: here,
  });
  assert.equal(checkIn.status, 200, JSON.stringify(checkIn.body));
  const done = await api('POST', `/api/shift/${shiftId}/complete`, {
    cookie: caregiver.cookie,
    body: { ...here, shiftNote: 'All good' },
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  // The flags are cleared to show the steps come from the records, not from them.
  await sql`update public.account_statuses
               set is_completed_first_shift = false, is_message = false, is_apply = false
             where user_id = ${team.caregiver.id}`;
  // The completed shift is done; the first message is still to send (not the other way round).
  let next = await steps();
  assert.deepEqual(next.steps, ['done', 'current', 'todo', 'done']);
  assert.equal(next.show, true);
  assert.equal(next.checkCompletedAll, true);
  // Not every step is done: completed_all says so and sets nothing.
  const early = await api('GET', '/api/user/status/completed_all', { cookie: caregiver.cookie });
  assert.equal(early.status, 200);
  assert.equal(early.body.isCompletedAll, false);
  assert.deepEqual(
    [early.body.profile, early.body.message, early.body.apply, early.body.shift],
    [true, false, false, true],
  );

  // A message written by the caregiver, and an application to another family's posting.
  const channel = await api('POST', `/api/message/new/${await numberOf(team.family.id)}`, {
    cookie: caregiver.cookie,
    body: {},
  });
  assert.equal(channel.status, 200, JSON.stringify(channel.body));
  const sent = await api('POST', `/api/message/${channel.body.channelId}`, {
    cookie: caregiver.cookie,
    body: { body: 'See you Tuesday' },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const other = await hireParties();
  await createApplication(team.caregiver, other.family, other.family.jobId);
  await sql`update public.account_statuses set is_message = false, is_apply = false
             where user_id = ${team.caregiver.id}`;
  next = await steps();
  assert.deepEqual(next.steps, ['done', 'done', 'done', 'done']);

  // Another user asking changes nothing of theirs, and reads nothing of the caregiver's.
  const famAnswer = await api('GET', '/api/user/status/completed_all', { cookie: family.cookie });
  assert.equal(famAnswer.body.isCompletedAll, false);
  assert.equal(
    await asUserOf(team.family.id, (tx) => selectOnboardingSteps(tx, team.caregiver.id)),
    null,
  );
  const [before] = await sql`
    select is_completed_all from public.account_statuses where user_id = ${team.caregiver.id}`;
  assert.equal(before.isCompletedAll, false);

  // All four: completed_all marks onboarding complete, for good; the stepper no longer shows.
  const yes = await api('GET', '/api/user/status/completed_all', { cookie: caregiver.cookie });
  assert.equal(yes.body.isCompletedAll, true);
  const [after] = await sql`
    select is_completed_all from public.account_statuses where user_id = ${team.caregiver.id}`;
  assert.equal(after.isCompletedAll, true);
  next = await steps();
  assert.equal(next.show, false);
  assert.equal(next.checkCompletedAll, false);
  const page = await api('GET', '/dashboard', { cookie: caregiver.cookie });
  assert.ok(!page.body.includes('What Next?'));
  assert.equal((await api('GET', '/api/user/status/completed_all')).status, 401);
});

test('the caregiver’s Upcoming Shifts run to the end of next week, past 20; the family’s stop at 20', async () => {
  const team = await shiftTeam();
  const family = await signIn(team.family);
  const caregiver = await signIn(team.caregiver);
  await pastWelcome(family.cookie);
  const now = new TZDate(Date.now(), ZONE);
  const today = format(now, 'yyyy-MM-dd');
  // The Sunday that ends next week (exclusive), in the care zone.
  const endSunday = format(addDays(now, 14 - now.getDay()), 'yyyy-MM-dd');
  const day = (date: string, n: number) =>
    format(addDays(new Date(`${date}T12:00:00Z`), n), 'yyyy-MM-dd');
  // Three short shifts a day from tomorrow to the last Saturday of next week (at least 7 days:
  // more than 20 shifts), one on the Sunday after (outside), and one yesterday (outside).
  const inside: string[] = [];
  for (let d = day(today, 1); d < endSunday; d = day(d, 1)) {
    inside.push(await placeShift(team.memberId, localInstant(d, '08:00', ZONE), 1));
    inside.push(await placeShift(team.memberId, localInstant(d, '14:00', ZONE), 1));
    inside.push(await placeShift(team.memberId, localInstant(d, '18:00', ZONE), 1));
  }
  const after = await placeShift(team.memberId, localInstant(endSunday, '08:00', ZONE), 1);
  const before = await placeShift(team.memberId, localInstant(day(today, -1), '08:00', ZONE), 1);
  assert.ok(inside.length > 20);

  const cg = await loadSections(await viewerOf(caregiver.cookie), ['swipe']);
  const cgIds = cg.swipe!.shifts.map((s) => s.id);
  assert.deepEqual(cgIds, inside);
  assert.ok(!cgIds.includes(after) && !cgIds.includes(before));
  const fam = await loadSections(await viewerOf(family.cookie), ['swipe']);
  assert.deepEqual(fam.swipe!.shifts.map((s) => s.id), inside.slice(0, 20));
});

test('a family with no team members opens the swipe card on applications, or on invites', async () => {
  const family = await signedInFamily();
  await pastWelcome(family.cookie);
  const page = await api('GET', '/dashboard', { cookie: family.cookie });
  assert.equal(page.status, 200);
  assert.equal(renderedPane(page.body), '2');

  // An invite not yet actioned: pane 1.
  const { family: inviting, caregiver, base } = await hireParties();
  await sendOffer(inviting, caregiver, {}, base);
  const withInvite = await signIn(inviting);
  await pastWelcome(withInvite.cookie);
  const next = await api('GET', '/dashboard', { cookie: withInvite.cookie });
  assert.equal(renderedPane(next.body), '1');
});

test('a section that fails to load arrives loaded and empty; the others are untouched', async () => {
  const team = await shiftTeam();
  const family = await signIn(team.family);
  const viewer = await viewerOf(family.cookie);
  const error = console.error;
  console.error = () => {};
  try {
    const data = await loadDashboard(viewer, {
      ...defaultReaders,
      swipe: () => Promise.reject(new Error('shifts are down')),
      recommendations: () => Promise.reject(new Error('search is down')),
      postings: () => Promise.reject(new Error('jobs are down')),
    });
    if (data.userType !== 'family') throw new Error('family expected');
    assert.deepEqual(data.swipe, EMPTY_SWIPE);
    assert.deepEqual(data.recommendations, { kind: 'caregivers', all: [], favourites: [] });
    assert.deepEqual(data.postings, { items: [], total: 0 });
    // Untouched: the team carousel and Payment Info still read.
    assert.deepEqual(data.team.map((m) => m.id), [team.memberId]);
    assert.equal(data.paymentInfo, 'missing');
  } finally {
    console.error = error;
  }
});

test('a section whose SQL fails in the shared transaction is read again alone; the others stand', async () => {
  const team = await shiftTeam();
  const family = await signIn(team.family);
  const viewer = await viewerOf(family.cookie);
  const error = console.error;
  const logged: string[] = [];
  console.error = (m: unknown) => logged.push(String(m));
  try {
    const data = await loadDashboard(viewer, {
      ...defaultReaders,
      // A real statement error: it aborts the render's one transaction for every section, so each
      // must be read again in its own; only this one stays empty.
      postings: async (_v, ctx) => {
        if (ctx.tx) await ctx.tx`select 1 / 0`;
        else await sql`select 1 / 0`;
        return { items: [], total: 99 };
      },
    });
    if (data.userType !== 'family') throw new Error('family expected');
    assert.deepEqual(data.postings, { items: [], total: 0 });
    assert.deepEqual(data.team.map((m) => m.id), [team.memberId]);
    assert.equal(data.paymentInfo, 'missing');
    assert.ok(data.swipe.hasMembers);
    assert.deepEqual(logged, ['dashboard: the postings section failed to load']);
  } finally {
    console.error = error;
  }
});

test('more renders at once than the request pool has connections all complete', async () => {
  // Each render holds its shared transaction while some sections read in transactions of their
  // own (the applications' cards on the service path, the recommendations): with the shared
  // transactions taken from the request pool, this many renders at once waited for each other
  // forever (ADR 031).
  const team = await shiftTeam();
  const family = await signIn(team.family);
  const viewer = await viewerOf(family.cookie);
  const renders = await Promise.all(
    Array.from(
      { length: 3 * Number(Deno.env.get('DB_POOL_MAX') ?? 10) },
      () => loadDashboard(viewer),
    ),
  );
  for (const data of renders) {
    if (data.userType !== 'family') throw new Error('family expected');
    assert.deepEqual(data.team.map((m) => m.id), [team.memberId]);
  }
});
