// The admin trail in the browser (issue 22 point 6, ADR 046): staff close a family's account on
// /admin/accounts, open the trail from the admin home and find the closing there under their
// own name; they filter it by action, are told plainly when a date range ends before it starts,
// and read it in French. A family is sent away from the page.
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
