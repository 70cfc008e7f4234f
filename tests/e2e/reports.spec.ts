// Reports (spec 001 Reports, §4, §5, §6, §9; issue 11): a caregiver with a checked-in shift today
// files a report from the shift's page (the reports/file-report island placed there), is refused
// without a title and a description, then sees the report on /reports; an admin, in another
// browser context with /reports open, sees it arrive live, opens it (Read), is refused an empty
// action, actions it and edits the action ('(edited)'); the caregiver, with the report open,
// sees the action arrive live. A second test pages a caregiver's list: 15, then 3 more as the
// end scrolls into view, then 3 more with the Load more button.
//
// The team, the shift and its check-in come from the Deno factories (tests/factories/reports.ts,
// built on tests/factories/shifts.ts), run as a script: Playwright runs in Node and cannot load
// them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Scene = {
  family: { id: string; email: string; password: string };
  caregiver: { id: string; email: string; password: string };
  memberId: string;
  shiftId: string;
};

function checkedInShiftScene(): Scene {
  const out = execFileSync(deno, ['run', '-A', 'tests/factories/reports.ts'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

/** No serious or critical axe violations on what `page` shows now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) =>
    v.impact === 'serious' || v.impact === 'critical'
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function dropScene(db: postgres.Sql, scene: Scene) {
  await db`delete from better_auth.users where id in ${db([scene.family.id, scene.caregiver.id])}`;
}

test('a caregiver files a report on a checked-in shift; an admin sees it arrive, reads and actions it; the caregiver sees the action live', async ({ page, browser, createUser, db }) => {
  test.setTimeout(150_000);
  const scene = checkedInShiftScene();
  const admin = await createUser({ userType: 'admin' });
  const adminContext = await browser.newContext();
  try {
    // The admin waits on /reports in their own browser context.
    const adminPage = await adminContext.newPage();
    // Neither page logs an error (a hydration mismatch of the care-zone times would).
    const consoleErrors: string[] = [];
    for (const p of [page, adminPage]) {
      p.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(`${p === page ? 'cg' : 'admin'}: ${m.text()}`);
      });
    }
    await login(adminPage, admin);
    await adminPage.goto('/reports');
    await expect(adminPage.getByRole('heading', { name: 'All Report' })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    // Spec 001 §4: an admin can always load more, even after a short (or empty) page.
    const more = adminPage.getByRole('button', { name: 'Load more' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(more).toHaveText('Load more');
    await more.click();
    await expect(more).toHaveText('Load more');

    // The caregiver files from the shift's page.
    await login(page, scene.caregiver);
    await page.goto(`/myteam/${scene.memberId}/shift/${scene.shiftId}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'File a report' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Report must include a title.')).toBeVisible();
    await expect(dialog.getByText('Please include a brief description of the events.'))
      .toBeVisible();
    await expectAccessible(page);
    const title = `Slipped in the kitchen ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Caught her arm on the counter; no injury.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your report has been submitted.');
    await dialog.getByRole('link', { name: 'View report' }).click();
    await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
    const reportUrl = page.url();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Pending Review')).toBeVisible();
    await expect(page.getByText('No action has been taken yet.')).toBeVisible();

    // Its list shows it.
    await page.goto('/reports');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expectAccessible(page);
    await page.goto(reportUrl);

    // The admin's list received it live (no reload), with the shift's and member's ids.
    const row = adminPage.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(scene.shiftId.slice(0, 6).toUpperCase());
    await expect(row).toContainText(scene.memberId.slice(0, 6).toUpperCase());
    await expect(row).toContainText('Pending Review');
    await expectAccessible(adminPage);
    await row.getByRole('link', { name: title }).click();
    await expect(adminPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(adminPage.locator('.rp-status')).toHaveText(/Read$/);

    // An empty action is refused; then actioned, then edited.
    const action = adminPage.getByRole('textbox', { name: 'Action' });
    await adminPage.getByRole('button', { name: 'Save action' }).click();
    await expect(adminPage.getByText('Action must not be empty')).toBeVisible();
    await action.fill('Called the family; all is well.');
    await adminPage.getByRole('button', { name: 'Save action' }).click();
    await expect(adminPage.getByText('The action has been saved.')).toBeVisible();
    await expect(adminPage.locator('.rp-status')).toHaveText(/Actioned$/);
    await expectAccessible(adminPage);

    // The caregiver, with the report open, sees the action arrive.
    await expect(page.getByText('Called the family; all is well.')).toBeVisible();
    await expect(page.locator('.rp-status')).toHaveText(/Actioned$/);
    await expect(page.getByText('(edited)')).toHaveCount(0);

    await action.fill('Called the family twice; all is well.');
    await adminPage.getByRole('button', { name: 'Edit action' }).click();
    await expect(adminPage.getByText('(edited)')).toBeVisible();
    await expect(page.getByText('Called the family twice; all is well.')).toBeVisible();
    await expect(page.getByText('(edited)')).toBeVisible();

    // The filer was notified (class Report → /reports/{id}).
    const [note] = await db`
      select class from public.notifications
       where recipient_id = ${scene.caregiver.id} and class = 'Report'`;
    expect(note?.class).toBe('Report');
    expect(consoleErrors).toEqual([]);
  } finally {
    await adminContext.close();
    await page.context().close();
    await dropScene(db, scene);
  }
});

test('a caregiver’s reports page: 15 first, then 3 at a time as the end scrolls into view, or with the Load more button', async ({ page, db }) => {
  test.setTimeout(60_000);
  const scene = checkedInShiftScene();
  try {
    for (let i = 1; i <= 22; i++) {
      await db`
        insert into public.reports (shift_id, filer_id, title, note)
        values (${scene.shiftId}, ${scene.caregiver.id}, ${`Report number ${i}`}, 'Details')`;
    }
    await login(page, scene.caregiver);
    const pages: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/report' && url.searchParams.has('cursor')) pages.push(url.search);
    });
    await page.goto('/reports');
    const cards = page.locator('.rp-cards > li');
    await expect(cards).toHaveCount(15);
    await expect(cards.first()).toContainText('Report number 22');
    // Each time the end scrolls into view, 3 more: 18, 21, then the last one.
    await page.locator('.rp-more').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(18);
    await expect.poll(async () => {
      await page.locator('.rp-more').scrollIntoViewIfNeeded();
      return await cards.count();
    }).toBe(22);
    await expect(cards.last()).toContainText('Report number 1');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(pages).toHaveLength(3);
    for (const search of pages) expect(search).toContain('limit=3');

    // Without IntersectionObserver (and for keyboard users) the button does the same.
    const plain = await page.context().newPage();
    await plain.addInitScript(() => {
      // deno-lint-ignore no-explicit-any
      delete (globalThis as any).IntersectionObserver;
    });
    await plain.goto('/reports');
    const plainCards = plain.locator('.rp-cards > li');
    await expect(plainCards).toHaveCount(15);
    const more = plain.getByRole('button', { name: 'Load more' });
    for (const count of [18, 21, 22]) {
      await more.focus();
      await plain.keyboard.press('Enter');
      await expect(plainCards).toHaveCount(count);
    }
    await expect(more).toHaveCount(0);
  } finally {
    await page.context().close();
    await dropScene(db, scene);
  }
});
