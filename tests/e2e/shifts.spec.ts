// Shifts on My Team (issue 11; spec 001 §2-§5): a family schedules a repeating shift with two
// tasks through the Add Shifts dialog; the caregiver, on the day, checks in (a mocked location at
// the care address), is refused completion while tasks are pending, completes one task and
// declines the other, and completes the shift; the family, in its own browser context, sees
// Completed and the matched location live, without reloading. And a refused location shows
// 'Please enable your location'.
//
// The team is built by the Deno factories (tests/factories/shifts.ts, run as a command: Node
// cannot load them). Both browsers run on a fixed clock (page.clock) set to the real instant the
// test starts, because the server checks "the scheduled date" against its own clock: the dialog
// schedules from tomorrow, and the first occurrence is then moved to start now ("on the day").
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;
const ZONE = 'America/Toronto';

type Login = { id: string; email: string; password: string };
type Team = {
  family: Login;
  caregiver: Login;
  memberId: string;
  care: { lat: number; lng: number };
  shiftId: string | null;
};

function shiftTeam(accounts: string[], ...flags: string[]): Team {
  const out = execFileSync(deno, ['run', '-A', 'tests/factories/shifts.ts', 'team', ...flags], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const team = JSON.parse(out.trim().split('\n').pop()!) as Team;
  accounts.push(team.family.email, team.caregiver.email);
  return team;
}

/** A calendar date in the care zone, `days` after the instant's date there. */
function zoneDate(instant: Date, days = 0): { iso: string; weekday: string } {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  const [y, m, d] = local.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days, 12));
  return {
    iso: date.toISOString().slice(0, 10),
    weekday: date.toLocaleDateString('en-CA', { weekday: 'long', timeZone: 'UTC' }),
  };
}

async function onFixedClock(context: BrowserContext, now: Date): Promise<Page> {
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  return page;
}

test('a family schedules a repeating shift with tasks; the caregiver checks in, actions them and completes; the family sees it live', async ({ page, browser, accounts, db }) => {
  test.setTimeout(90_000);
  const team = shiftTeam(accounts);
  const now = new Date();
  await page.clock.setFixedTime(now);
  const first = zoneDate(now, 1);
  const last = zoneDate(now, 8);

  // The family: /myteam/{memberId}/schedule-shift opens the dialog at once.
  await login(page, team.family);
  await page.goto(`/myteam/${team.memberId}/schedule-shift`);
  const dialog = page.getByRole('dialog', { name: 'Add Shifts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Repeat Shift' })).toBeChecked();
  // A chosen weekday that falls nowhere in the range: the spec's message.
  await dialog.getByLabel('Start date').fill(first.iso);
  await dialog.getByLabel('End date').fill(zoneDate(now, 2).iso);
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('13:00');
  await dialog.getByRole('checkbox', { name: zoneDate(now, 4).weekday }).check();
  await dialog.getByRole('button', { name: 'Add Shifts' }).click();
  await expect(
    dialog.getByText(
      'The days of the week you have selected are not within the range of your start and end dates.',
    ),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: zoneDate(now, 4).weekday }).uncheck();
  await dialog.getByLabel('End date').fill(last.iso);
  await dialog.getByRole('checkbox', { name: first.weekday }).check();

  // Two tasks: one new, one saved to the profile first and taken from the saved tasks.
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Title must not be empty')).toBeVisible();
  await dialog.getByLabel('Title').fill('Lunch');
  await dialog.getByLabel('Description').fill('Soup and tea');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await dialog.getByLabel('Title').fill('Walk');
  await dialog.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page.getByText('Task has been saved to your profile')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Walk' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Lunch' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove Walk' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Shifts' }).click();
  await expect(page.getByText('Successfully added 2 shifts for Carla!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const shifts = await db`
    select id, (select count(*) from public.tasks t where t.shift_id = s.id)::int as tasks
      from public.shifts s where member_id = ${team.memberId} order by starts_at`;
  expect(shifts.map((s) => s.tasks)).toEqual([2, 2]);
  const shiftId = shifts[0].id as string;
  // "On the day": the first occurrence starts now (the server's clock decides check-in).
  await db`update public.shifts set starts_at = now(), ends_at = now() + interval '4 hours'
            where id = ${shiftId}`;

  // The family keeps the shift open (deep link: its week, expanded).
  await page.goto(`/myteam/${team.memberId}/shift/${shiftId}`);
  const familyShift = page.locator(`#shift-${shiftId}`);
  await expect(familyShift.getByTestId('shift-status')).toHaveText('Pending');
  await expect(familyShift.getByRole('button', { name: 'Delete shift' })).toBeVisible();
  await expect(familyShift.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  // The caregiver, at the care address.
  const caregiverContext = await browser.newContext();
  await caregiverContext.grantPermissions(['geolocation']);
  await caregiverContext.setGeolocation({
    latitude: team.care.lat,
    longitude: team.care.lng,
    accuracy: 10,
  });
  const cg = await onFixedClock(caregiverContext, now);
  await login(cg, team.caregiver);
  await cg.goto(`/myteam/${team.memberId}/shift/${shiftId}`);
  const shift = cg.locator(`#shift-${shiftId}`);
  // Its time is the care location's (Toronto), whatever the browser's zone.
  const startsAt = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(
    new Date((await db`select starts_at from public.shifts where id = ${shiftId}`)[0].startsAt),
  );
  await expect(shift.getByRole('button', { expanded: true })).toContainText(
    startsAt.replace(/\s/g, ' '),
  );
  await expect(shift.getByRole('button', { name: 'Delete shift' })).toHaveCount(0);
  const lunch = shift.getByRole('listitem').filter({ hasText: 'Lunch' });
  const walk = shift.getByRole('listitem').filter({ hasText: 'Walk' });
  // Not checked in yet: the task cannot be actioned.
  await lunch.getByRole('button', { name: 'Complete' }).click();
  await expect(cg.getByText('Must check in before you can action a task')).toBeVisible();

  await shift.getByRole('button', { name: 'Check in' }).click();
  const action = shift.locator('.shift-detail > .shifts-actions').getByRole('button', {
    name: 'Complete',
  });
  await expect(action).toBeEnabled();
  await expect(shift.getByTestId('shift-status')).toHaveText('Checked In');
  await expect(familyShift.getByTestId('shift-status')).toHaveText('Checked In');

  // The reports domain's Report button, placed by name in the shift: on until completion.
  await expect(shift.getByRole('button', { name: 'Report', exact: true })).toBeEnabled();

  // Tasks pending: completion is refused with the count.
  await action.click();
  await expect(cg.getByText('There is/are still 2 task(s) that need to be actioned')).toBeVisible();

  await lunch.getByLabel('Note for Lunch').fill('Ate all the soup');
  await lunch.getByRole('button', { name: 'Complete' }).click();
  await expect(lunch.getByText('Completed', { exact: true })).toBeVisible();
  // Actioned: the buttons stay, disabled, with the action and the note (issue 20 point 11).
  await expect(lunch.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(lunch.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await expect(lunch.getByTestId('task-outcome')).toContainText(/Completed at .*Ate all the soup/);
  await walk.getByLabel('Note for Walk').fill('Raining');
  await walk.getByRole('button', { name: 'Decline' }).click();
  await expect(walk.getByText('Declined', { exact: true })).toBeVisible();
  await expect(walk.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await expect(walk.getByTestId('task-outcome')).toContainText(/Declined at .*Raining/);

  await action.click();
  const complete = cg.getByRole('dialog', { name: 'Complete shift' });
  await expect(complete).toBeVisible();
  await complete.getByLabel('Shift note').fill('A good visit.');
  await complete.getByRole('button', { name: 'Complete shift' }).click();
  await expect(complete).toBeHidden();
  await expect(shift.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
  await expect(shift.getByRole('button', { name: 'Report', exact: true })).toBeDisabled();

  // The family's page, never reloaded: Completed, the visit times and the matched location.
  await expect(familyShift.getByTestId('shift-status')).toHaveText('Completed');
  await expect(familyShift.getByText(/^Checked in at /)).toBeVisible();
  await expect(familyShift.locator('.shift-visits').getByText(/^Completed at /)).toBeVisible();
  // The family sees each task's action and note too.
  await expect(familyShift.getByTestId('task-outcome')).toHaveCount(2);
  await expect(familyShift.getByText('Location matched')).toHaveCount(2);
  await expect(familyShift.getByText('A good visit.')).toBeVisible();
  await expect(familyShift.getByRole('button', { name: 'Delete shift' })).toHaveCount(0);
  await caregiverContext.close();
});

test('a caregiver who refuses the location is asked to enable it', async ({ page, accounts }) => {
  const team = shiftTeam(accounts, '--shift-now');
  await page.context().clearPermissions();
  await page.clock.setFixedTime(new Date());
  await login(page, team.caregiver);
  await page.goto(`/myteam/${team.memberId}/shift/${team.shiftId}`);
  const shift = page.locator(`#shift-${team.shiftId}`);
  await shift.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Please enable your location')).toBeVisible();
  await expect(shift.getByRole('button', { name: 'Check in' })).toBeEnabled();
  await expect(shift.getByTestId('shift-status')).toHaveText('Pending');
});

test('a completion without the location asks to enable it, in our words (issue 20 point 12)', async ({ page, accounts, db }) => {
  const team = shiftTeam(accounts, '--shift-now');
  await db`update public.shifts set state = 'checked_in' where id = ${team.shiftId}`;
  await page.context().clearPermissions();
  await page.clock.setFixedTime(new Date());
  await login(page, team.caregiver);
  await page.goto(`/myteam/${team.memberId}/shift/${team.shiftId}`);
  const shift = page.locator(`#shift-${team.shiftId}`);
  await shift.locator('.shift-detail > .shifts-actions').getByRole('button', { name: 'Complete' })
    .click();
  const complete = page.getByRole('dialog', { name: 'Complete shift' });
  await complete.getByRole('button', { name: 'Complete shift' }).click();
  await expect(complete.getByRole('alert')).toHaveText('Please enable your location');
  const [row] = await db`select state from public.shifts where id = ${team.shiftId}`;
  expect(row.state).toBe('checked_in');
});

test('checking in on another day than the scheduled one is a warning in the spec\u2019s words (issue 20 point 12)', async ({ page, accounts, db }) => {
  const team = shiftTeam(accounts);
  const [later] = await db`
    insert into public.shifts (member_id, starts_at, ends_at, time_zone)
    values (${team.memberId}, now() + interval '3 days', now() + interval '3 days 4 hours',
            ${ZONE}) returning id`;
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: team.care.lat, longitude: team.care.lng });
  await login(page, team.caregiver);
  await page.goto(`/myteam/${team.memberId}/shift/${later.id}`);
  const shift = page.locator(`#shift-${later.id}`);
  await shift.getByRole('button', { name: 'Check in' }).click();
  const warning = page.locator('.alert--warning');
  await expect(warning).toContainText('You may only check in on the scheduled date.');
  await expect(page.locator('.alert--error')).toHaveCount(0);
  await expect(shift.getByTestId('shift-status')).toHaveText('Pending');
});
