// My data (issue 22 point 5, ADR 045): a family asks for its data on /profile, opens the link the
// worker mails, and gets a ZIP whose JSON holds its posting and its message; the link works once.
// A caregiver closes their account with their password and cannot sign in again. axe on the
// section, its dialog and the download page, in English and French, wide and narrow.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, linkIn, login, test } from './fixtures.ts';
import { onboardedCaregiver, origin } from './onboarded-caregiver.ts';

test('a family downloads its data by the emailed link, once', async ({ page, createUser, db, readMail }) => {
  const { user: caregiver, userIdNumber } = await onboardedCaregiver(createUser, db, 'Amélie');
  // Approved as the server's own path does it (what staff approve is tested in its own spec).
  await db`update public.background_checks set status = 'approved' where user_id = ${caregiver.id}`;
  await db`update public.account_statuses set is_bg_check = true where user_id = ${caregiver.id}`;
  const family = await createUser({ userType: 'family', firstName: 'Gloria', lastName: 'Nguyen' });
  await db`update public.account_statuses set is_initial = false where user_id = ${family.id}`;
  await db`update public.jobs set description = 'E2E posting 4d1c' where family_id = ${family.id}`;
  await login(page, family);
  const opened = await page.request.post(`/api/message/new/${userIdNumber}`, {
    headers: { origin },
    data: {},
  });
  expect(opened.status()).toBe(200);
  const { channelId } = await opened.json();
  const sent = await page.request.post(`/api/message/${channelId}`, {
    headers: { origin },
    data: { body: 'E2E family message 6a2f' },
  });
  expect(sent.status()).toBe(201);

  const since = new Date();
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status').filter({ hasText: /preparing your data|is ready/ }))
    .toBeVisible();

  const link = linkIn(
    await readMail(family.email, { after: since, timeout: 60_000 }),
    '/my-data/download/',
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tendwell-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(zip['my-data.json']));
  expect(data.postings.map((p: { description: string }) => p.description)).toContain(
    'E2E posting 4d1c',
  );
  expect(data.messagesWritten.map((m: { body: string }) => m.body)).toEqual([
    'E2E family message 6a2f',
  ]);
  await expect(page.getByText('Your download has started. This link no longer works.'))
    .toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(/This link has already been used/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download ZIP' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Your data' }).getByText('You downloaded your data.', {
      exact: false,
    }),
  ).toBeVisible();
});

test('a caregiver closes their account with their password and cannot sign in again', async ({ page, createUser }) => {
  const caregiver = await createUser({ userType: 'caregiver', profileComplete: true });
  await login(page, caregiver);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter your password.' }))
    .toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Not-my-password-9');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'This password is not correct.' }))
    .toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(caregiver.password);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);

  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(caregiver.email);
  await main.getByLabel('Password', { exact: true }).fill(caregiver.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

for (const locale of ['en', 'fr'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: Your data, its dialog and the download page (${locale}, ${width} px)`, async ({ page, context, createUser, db }) => {
      await context.addCookies([{
        name: 'locale',
        value: locale,
        url: test.info().project.use.baseURL!,
      }]);
      await page.setViewportSize({ width, height: 900 });
      const axe = async () => {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        return results.violations.map((v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
        );
      };
      const words = locale === 'fr'
        ? { heading: 'Vos données', close: 'Fermer mon compte', invalid: /n’est pas valide/ }
        : { heading: 'Your data', close: 'Close my account', invalid: /is not valid/ };

      const family = await createUser({ userType: 'family' });
      // Past the first-visit welcome, like any returning family.
      await db`update public.account_statuses set is_initial = false where user_id = ${family.id}`;
      await login(page, family);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: words.heading });
      await expect(section).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axe(), 'Your data').toEqual([]);

      await section.getByRole('button', { name: words.close }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await axe(), 'the close dialog').toEqual([]);

      await page.goto(`/my-data/download/${'A'.repeat(43)}`);
      await expect(page.getByText(words.invalid)).toBeVisible();
      expect(await axe(), 'the download page').toEqual([]);
    });
  }
}
