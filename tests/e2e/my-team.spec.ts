// My Team (issue 20 points 8, 9, 14; spec 001 §2, §7): /myteam/all, where the top bar's My Team
// lands, shows every member's shifts beside the list; a care-plan change reaches the member's
// unstarted shifts when the family says yes (started ones keep theirs); on a narrow screen the
// list and the schedule alternate with a back button; axe finds nothing serious on My Team in
// English and French at 1280 and 390 px.
//
// The teams are built by the Deno factories (tests/factories/shifts.ts, run as a command: Node
// cannot load them).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };
type TwoMembers = {
  family: Login;
  caregiver: Login;
  second: Login;
  memberId: string;
  secondMemberId: string;
  shiftId: string;
  secondShiftId: string;
};

function twoMembers(accounts: string[]): TwoMembers {
  const out = execFileSync(deno, ['run', '-A', 'tests/factories/shifts.ts', 'two-members'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const team = JSON.parse(out.trim().split('\n').pop()!) as TwoMembers;
  accounts.push(team.family.email, team.caregiver.email, team.second.email);
  return team;
}

/** Every member's shifts, whatever the week: the 'All Shifts' switch reaches ahead. */
async function allShifts(page: Page) {
  await page.getByRole('switch', { name: 'All Shifts' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

test('/myteam/all shows every member\u2019s shifts, each named; the care plan reaches unstarted shifts on yes', async ({ page, accounts, db }) => {
  const team = twoMembers(accounts);
  await login(page, team.family);
  await page.goto('/myteam');
  await expect(page).toHaveURL(/\/myteam\/all$/);
  const panel = page.locator('.shifts-panel');
  await expect(panel.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await allShifts(page);
  await expect(panel.locator(`#shift-${team.shiftId}`)).toContainText('Carla Nguyen');
  await expect(panel.locator(`#shift-${team.secondShiftId}`)).toContainText('Omar Haddad');
  // No single member here: shifts are added from a member's own schedule.
  await expect(panel.getByRole('button', { name: 'Add Shift' })).toHaveCount(0);

  // The caregiver's view of the same shift carries the client's conditions and languages.
  const [shiftRow] = await db`select conditions, language_pref from public.shifts
                               where id = ${team.shiftId}`;
  expect(shiftRow.conditions.length).toBeGreaterThan(0);

  // The care plan: a started shift and an unstarted one; Save asks, Yes updates the unstarted.
  const [started] = await db`
    insert into public.shifts (member_id, starts_at, ends_at, time_zone)
    values (${team.memberId}, now() - interval '1 hour', now() + interval '1 minute',
            'America/Toronto') returning id, services`;
  await page.goto(`/myteam/${team.memberId}`);
  const plan = page.locator('.team-care-plan');
  await plan.getByLabel('Add a care plan item').fill('evening walk');
  await plan.getByRole('button', { name: 'Add', exact: true }).click();
  await plan.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Update existing shifts?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, update those shifts' }).click();
  await expect(ask).toBeHidden();
  await expect(plan.getByText('Successfully updated care plan')).toBeVisible();
  await expect.poll(async () =>
    (await db`select services from public.shifts where id = ${team.shiftId}`)[0].services
  ).toContain('eveningWalk');
  const [after] = await db`select services from public.shifts where id = ${started.id}`;
  expect(after.services).toEqual(started.services);

  // The shift shows the new plan when opened (the caregiver's side reads the same row).
  await allShifts(page);
  await page.locator(`#shift-${team.shiftId}`).getByRole('button', { expanded: false }).click();
  await expect(page.locator(`#shift-${team.shiftId}-detail`)).toContainText('Evening Walk');

  // The other answer leaves the shifts alone.
  await plan.getByRole('button', { name: /Remove Evening Walk/ }).click();
  await plan.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'No, only the care plan' }).click();
  await expect(plan.getByRole('listitem').filter({ hasText: 'Evening Walk' })).toHaveCount(0);
  await page.waitForTimeout(300);
  const [kept] = await db`select services from public.shifts where id = ${team.shiftId}`;
  expect(kept.services).toContain('eveningWalk');
});

test('the caregiver sees the client\u2019s conditions and languages on the shift', async ({ page, accounts }) => {
  const team = twoMembers(accounts);
  await login(page, team.caregiver);
  await page.goto(`/myteam/${team.memberId}/shift/${team.shiftId}`);
  const detail = page.locator(`#shift-${team.shiftId}-detail`);
  await expect(detail.getByTestId('shift-conditions')).not.toBeEmpty();
  await expect(detail.getByTestId('shift-languages')).toContainText('English');
});

test('narrow screens: the schedule and the list alternate, with a back button', async ({ page, accounts }) => {
  const team = twoMembers(accounts);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, team.family);
  await page.goto('/myteam/all');
  const list = page.locator('.team__list');
  const schedule = page.locator('.shifts-panel');
  await expect(schedule).toBeVisible();
  await expect(list).toBeHidden();
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(list).toBeVisible();
  await expect(schedule).toBeHidden();
  await expect(list).toHaveCSS('animation-name', 'team-slide-back');
  await list.getByRole('link', { name: 'Omar Haddad' }).click();
  await expect(page).toHaveURL(new RegExp(`/myteam/${team.secondMemberId}$`));
  await expect(schedule).toBeVisible();
  await expect(page.locator('.team__panel')).toHaveCSS('animation-name', 'team-slide-in');
});

for (const locale of ['en', 'fr'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: My Team (${locale}, ${width} px)`, async ({ page, context, accounts }) => {
      const team = twoMembers(accounts);
      await context.addCookies([{
        name: 'locale',
        value: locale,
        url: test.info().project.use.baseURL!,
      }]);
      await page.setViewportSize({ width, height: 900 });
      await login(page, team.family);
      for (const path of ['/myteam/all', `/myteam/${team.memberId}/shift/${team.shiftId}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations.filter((v) =>
          v.impact === 'serious' || v.impact === 'critical'
        );
        expect(
          serious.map((v) =>
            `${path}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
          ),
        ).toEqual([]);
      }
    });
  }
}
