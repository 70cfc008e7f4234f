// Two-step sign-in, passkeys and signed-in devices in the browser (issue 22 points 3 and 4, ADR
// 044): an authenticator app set up on /profile (codes made here from its key, RFC 6238), then
// sign-in with a code, a backup code, and a wrong code refused; a passkey made with Chromium's
// virtual authenticator and used to sign in; staff without a second factor sent to set one up;
// another device signed out from the list. axe checks the new screens in both languages and at
// both widths.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { totpCode } from '../factories/accounts-shared.ts';
import { expect, login, test } from './fixtures.ts';

const origin = new URL(process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8100}`)
  .origin;

async function signOut(page: Page) {
  const res = await page.request.post('/api/logout', { headers: { origin } });
  expect(res.ok()).toBe(true);
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
    ),
  ).toEqual([]);
}

/** A virtual platform authenticator, as a phone's or laptop's built-in one (Chromium CDP). */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('an authenticator app: set up with a code, then sign in with a code or a backup code', async ({ page, createUser }) => {
  test.slow(); // three sign-ins and a setup, each with its page loads
  const user = await createUser({ userType: 'family' });
  await login(page, user);
  await page.goto('/profile');
  const section = page.locator('#security');
  await expect(section.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();

  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByText('That password is not right.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();

  const key = section.getByTestId('totp-secret');
  await expect(key).toBeVisible();
  await expect(section.getByRole('link', { name: 'Open in an authenticator app' }))
    .toHaveAttribute('href', /^otpauth:\/\/totp\/Tendwell:/);
  const secret = (await key.getAttribute('data-secret'))!;
  await section.getByLabel('Code').fill(await totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Backup codes' }).locator('code');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download as text' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tendwell-backup-codes.txt');
  const text = await (await file.createReadStream()).toArray();
  const content = Buffer.concat(text).toString('utf8');
  for (const code of backupCodes) expect(content).toContain(code);
  await section.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(section.getByText('10 unused backup codes left.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code is refused; the right one signs in.
  await signOut(page);
  await passwordStep(page, user);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const right = await totpCode(secret);
  const wrong = String((Number(right) + 123_457) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check it and try again.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // A backup code works once.
  await signOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await expect(page.locator('#security').getByText('9 unused backup codes left.')).toBeVisible();
});

test('a passkey: added on /profile, then signs in alone and as the second step', async ({ page, context, createUser }) => {
  test.slow(); // a setup and three sign-ins, each with its page loads
  const user = await createUser({ userType: 'caregiver', profileComplete: true });
  await virtualAuthenticator(context, page);
  await login(page, user);
  await page.goto('/profile');
  const section = page.locator('#security');
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await section.getByLabel('Name (optional)').fill('Work laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('The passkey was added.')).toBeVisible();
  await expect(section.getByText('Work laptop')).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The passkey is this account's second factor: the password alone opens nothing.
  await signOut(page);
  await passwordStep(page, user);
  await expect(page.getByText('Confirm it is you with your passkey.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Removing it asks for the password.
  await page.goto('/profile');
  await section.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await section.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
});

test('staff without a second factor are sent to set one up before any admin page', async ({ page, createUser }) => {
  const admin = await createUser({ userType: 'admin', secondFactor: false });
  await login(page, admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/profile(#security)?$/);
  await expect(page.getByText(/Staff accounts need two-step sign-in/)).toBeVisible();
  const status = await page.request.get('/api/admin/inquiries');
  expect(status.status()).toBe(403);

  const section = page.locator('#security');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await section.getByTestId('totp-secret').getAttribute('data-secret'))!;
  await section.getByLabel('Code').fill(await totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('signed-in devices: this one marked, another signed out from here', async ({ page, browser, createUser }) => {
  const user = await createUser({ userType: 'family' });
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await login(otherPage, user);
    await login(page, user);
    await page.goto('/profile');
    const list = page.getByTestId('sessions').getByRole('listitem');
    await expect(list).toHaveCount(3); // signup's, the other browser's and this one
    await expect(list.first().getByText('This device')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(page.getByText('Your other devices were signed out.')).toBeVisible();
    await expect(list).toHaveCount(1);
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/login/);
  } finally {
    await other.close();
  }
});

for (const locale of ['en', 'fr'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: /profile security and the second step (${locale}, ${width}px)`, async ({ page, context, createUser }) => {
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: 'locale', value: locale, url: origin }]);
      const admin = await createUser({ userType: 'admin' });
      await login(page, admin);
      await page.goto('/profile');
      await expect(page.locator('#security [data-testid="sessions"]')).toBeVisible();
      await expectNoAxeViolations(page);
      await signOut(page);
      await page.goto('/login');
      await page.locator('input[type="email"]').fill(admin.email);
      await page.locator('input[type="password"]').fill(admin.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
