// The admin trail in the browser (issue 22 point 6, ADR 046): staff close a family's account on
// /admin/accounts, open the trail from the admin home and find the closing there under their
// own name; they filter it by action, are told plainly when a date range ends before it starts,
// and read it in French. A family is sent away from the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, login, test } from './fixtures.ts';

test('staff find their own action in the admin trail, filter it, and read it in French', async ({ page, browser, createUser, db }) => {
  test.setTimeout(60_000);
  const admin = await createUser({ userType: 'admin', firstName: 'Ada', lastName: 'Lovelace' });
  const family = await createUser({ userType: 'family', firstName: 'Rosa', lastName: 'Trail' });
  // Staff have an authenticator app (the fixture's), answered at login (ADR 044).
  await login(page, admin);

  await page.goto(`/admin/accounts?q=${encodeURIComponent(family.email)}`);
  await page.getByRole('button', { name: /Close account/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close this account?' });
  await dialog.getByLabel(/Reason/).fill('Duplicate of another account');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  // The page comes back with the account closed and the closing in its own list.
  await expect(page.getByRole('table', { name: 'Accounts closed, newest first' })).toContainText(
    'Duplicate of another account',
  );

  await page.goto('/admin');
  await page.getByRole('link', { name: /Admin trail/ }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const table = page.getByRole('table', { name: 'Admin actions, newest first' });
  const row = table.getByRole('row').filter({ hasText: family.id });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText('Account closed');
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('Duplicate of another account');

  // Filter by action: the closing stays; a filter with nothing in it says so.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Account closed' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=accountClosed/);
  await expect(table.getByRole('row').filter({ hasText: family.id })).toHaveCount(1);
  await page.getByLabel('Action', { exact: true }).selectOption({
    label: 'Career position published',
  });
  await page.getByLabel('Staff member').selectOption({ label: 'Ada Lovelace' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No action matches these filters.')).toBeVisible();

  // A range that ends before it starts is named beside its field.
  await page.goto('/admin/audit?from=2026-11-20&to=2026-11-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The end date must be on or after the start date.' }),
  ).toBeVisible();
  await expect(page.getByLabel('To (Toronto time)')).toHaveAttribute('aria-invalid', 'true');

  // French.
  await page.context().addCookies([{
    name: 'locale',
    value: 'fr',
    url: test.info().project.use.baseURL!,
  }]);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal d’administration');
  await expect(
    page.getByRole('table', {
      name: 'Actions d’administration, de la plus récente à la plus ancienne',
    })
      .getByRole('row').filter({ hasText: family.id }).getByRole('rowheader'),
  ).toHaveText('Compte fermé');

  // Anyone but staff is sent to their dashboard.
  const other = await createUser({ userType: 'family' });
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await login(visitorPage, other);
    await visitorPage.goto('/admin/audit');
    await expect(visitorPage).toHaveURL(/\/dashboard$/);
  } finally {
    await visitor.close();
  }
  // The closed account's login no longer carries its address, so the fixture cannot find it.
  await db`delete from better_auth.users where id = ${family.id}`;
});

test('staff sort the trail and page through it by keyboard, and hear what changed', async ({ page, createUser, db }) => {
  test.setTimeout(60_000);
  const admin = await createUser({ userType: 'admin', firstName: 'Paige', lastName: 'Turner' });
  // Sixty lines of their own: two pages of fifty when filtered to them. The database stamps the
  // name and the time.
  await db`insert into public.admin_audit (actor_id, actor_name, action, record_kind, record_id)
           select ${admin.id}, 'x', 'autopayRun', 'autopayRun', 'paging-' || n
             from generate_series(1, 60) n`;
  await login(page, admin);
  await page.goto(`/admin/audit?actor=${admin.id}`);

  const table = page.getByRole('table', { name: /^Admin actions/ });
  const announcer = page.locator('tw-island[data-name="admin/audit-table"]').getByRole('status');
  const when = table.getByRole('columnheader', { name: 'When' });
  const by = table.getByRole('columnheader', { name: 'By' });
  await expect(when).toHaveAttribute('aria-sort', 'descending');
  await expect(by).not.toHaveAttribute('aria-sort');
  await expect(announcer).toHaveText('');

  // Sorting: the header is a button; Enter sorts in place, focus stays, the change is announced.
  const byButton = by.getByRole('button', { name: 'By', exact: true });
  await byButton.focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Sorted by Staff member, ascending');
  await expect(by).toHaveAttribute('aria-sort', 'ascending');
  await expect(when).not.toHaveAttribute('aria-sort');
  await expect(page).toHaveURL(/[?&]sort=actor(&|$)/);
  await expect(byButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Sorted by Staff member, descending');
  await expect(by).toHaveAttribute('aria-sort', 'descending');
  await when.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Sorted by When, descending');
  await expect(when).toHaveAttribute('aria-sort', 'descending');

  // Paging: the pager's Next page by keyboard shows the last ten and says so; focus stays in the
  // pager (Next is gone on the last page, so Previous takes it).
  const pager = page.getByRole('navigation', { name: 'Pages of the trail' });
  await expect(pager.getByText('Page 1 of 2')).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row')).toHaveCount(51);
  await pager.getByRole('link', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Page 2 of 2, 10 rows');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(pager.getByRole('link', { name: 'Previous page' })).toBeFocused();
  const axe = await new AxeBuilder({ page: page as never }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    .toEqual([]);

  // Back returns to the first page of the list.
  await page.goBack();
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(51);

  // The address is the state: loaded directly (as without JavaScript) it shows the same view,
  // and a value the table does not know is the first page, newest first, never an error.
  await page.goto(`/admin/audit?actor=${admin.id}&sort=-actor&page=2`);
  await expect(by).toHaveAttribute('aria-sort', 'descending');
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  const bad = await page.goto(`/admin/audit?actor=${admin.id}&sort=drop%20table&page=-3`);
  expect(bad?.status()).toBe(200);
  await expect(when).toHaveAttribute('aria-sort', 'descending');
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  const past = await page.goto(`/admin/audit?actor=${admin.id}&page=9`);
  expect(past?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?actor=${admin.id}$`));
});
