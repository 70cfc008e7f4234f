// The dashboard for both roles on a seeded team (issue 13, spec 001 §2): the data shapes of every
// section, the live sections' endpoint, the swipe card's first pane for a family without a team,
// and a failing section arriving loaded and empty. Real Postgres, real RLS.
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
import { EMPTY_SWIPE } from '../../web/domains/dashboards/model.ts';
import { createApplication } from '../factories/applications.ts';
import { invoicedWeek, localInstant } from '../factories/invoices.ts';
import { placeShift, shiftTeam } from '../factories/shifts.ts';
import { hireParties, sendOffer } from '../factories/team.ts';
import { api, signedInFamily, signIn, test } from './helpers.ts';

const ZONE = 'America/Toronto';

async function viewerOf(cookie: string): Promise<Viewer> {
  const viewer = await loadViewer(new Headers({ cookie }));
  if (!viewer) throw new Error('no viewer for that cookie');
  return viewer;
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

test('a caregiver’s Job Views tile: every profile view, and this week against last', async () => {
  const team = await hireParties();
  const caregiver = await signIn(team.caregiver);
  const viewers = [team.family, (await hireParties()).family, (await hireParties()).family];
  // Views written directly to date them (one per family and day): two this week, one last week, one
  // a month ago (counted in the total only).
  await sql`
    insert into public.profile_views (viewer_id, caregiver_id, viewed_on, viewed_at)
    select v.viewer_id, ${team.caregiver.id}, (v.at at time zone 'UTC')::date, v.at
      from (values
        (${viewers[0].id}::uuid, date_trunc('week', now()) + interval '1 hour'),
        (${viewers[1].id}::uuid, date_trunc('week', now()) + interval '2 hours'),
        (${viewers[2].id}::uuid, date_trunc('week', now()) - interval '3 days'),
        (${viewers[0].id}::uuid, date_trunc('week', now()) - interval '30 days')
      ) v(viewer_id, at)`;
  const sections = await loadSections(await viewerOf(caregiver.cookie), ['counts']);
  assert.equal(sections.counts?.jobViews, 4);
  // 2 this week against 1 last week: +100 %.
  assert.equal(sections.counts?.jobViewsChange, 100);
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
