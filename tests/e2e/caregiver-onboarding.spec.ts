// Caregiver onboarding (spec 002 §2, §4, §5, §7): a new Care Pro signs up at /signup and goes
// through the five steps (basic info; the services intro and four panels; education and
// experience; a profile image; a background check), then lands on /dashboard with the
// 'What Next?' stepper. The image and the check are small valid files made here.
import AxeBuilder from '@axe-core/playwright';
import { expect, login, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest PDF a reader accepts: a header, one empty page, a cross-reference table. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/caregiver\/signup\/basic-info$/);
}

test('a new caregiver completes every step and lands on the dashboard with the stepper', async ({ page, newEmail }) => {
  test.setTimeout(90_000);
  await signUp(page, newEmail(), 'Caring-4-all');
  const main = page.getByRole('main');
  const progress = main.getByRole('region', { name: 'Sign-up progress' });

  // 1 Basic info: held with the spec's messages, the phone formatted as typed.
  await expect(main.getByRole('heading', { level: 1, name: 'Basic Info' })).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toContainText('Basic Info');
  await expect(progress).toContainText('Step 1 of 5');
  const next = main.getByRole('button', { name: 'Next' });
  await main.getByLabel('First Name').fill('');
  await main.getByLabel('Last Name').fill('');
  await next.click();
  await expect(main.getByText('Must not be empty', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Please make a selection', { exact: true })).toHaveCount(2);
  await expect(main.getByLabel('First Name')).toBeFocused();
  await main.getByLabel('First Name').fill('Casey');
  await main.getByLabel('Last Name').fill('Carer');
  await main.getByLabel('Date of Birth').fill(isoDaysAgo(365 * 10));
  const phone = main.getByLabel('Phone Number');
  await phone.pressSequentially('416555');
  await expect(phone).toHaveValue('(416) 555');
  await phone.pressSequentially('01234');
  await expect(phone).toHaveValue('(416) 555-0123');
  await main.getByRole('radio', { name: 'Female' }).check();
  await main.getByRole('radio', { name: '25 km' }).check();
  await next.click();
  await expect(main.getByText('You must be at least 18 years old')).toBeVisible();
  await main.getByLabel('Date of Birth').fill('1988-04-12');
  const address = main.getByLabel('Home Address');
  await address.fill('123 Main St, Toronto');
  await page.getByRole('option').first().click();
  await expect(address).toHaveValue(/123 Main St, Toronto/);
  await next.click();

  // 2 Services: the 2-second intro, then four panels; each Next holds an empty panel.
  await expect(page).toHaveURL(/\/caregiver\/signup\/services$/);
  await expect(main.getByText('Let’s set up your services')).toBeVisible();
  await expect(main.getByText('Part 1 of 4', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(progress).toContainText('Step 2 of 5');
  await next.click();
  await expect(main.getByRole('alert')).toHaveText(
    'Please select at least 1 service you can provide',
  );
  await main.getByRole('group', { name: 'Services' }).getByRole('button').first().click();
  await next.click();

  await expect(main.getByText('Part 2 of 4', { exact: true })).toBeVisible();
  const conditions = main.getByRole('group', { name: 'Conditions' });
  await expect(conditions.locator('[aria-pressed="true"]')).toHaveCount(1);
  await next.click();

  await expect(main.getByText('Part 3 of 4', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('group', { name: 'Languages' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await expect(main.getByRole('alert')).toHaveText('Please select at least 1 type of job');
  await main.getByRole('group', { name: 'Job types' }).getByRole('button').first().click();
  await next.click();

  await expect(main.getByText('Part 4 of 4', { exact: true })).toBeVisible();
  const submit = main.getByRole('button', { name: 'Submit' });
  const wage = main.getByLabel('Hourly Wage ($/hr)');
  await wage.fill('12');
  await submit.click();
  await expect(main.getByText("Must be higher than ON's minimum wage of $14.36")).toBeVisible();
  await expect(main.getByText('About me section must not be empty')).toBeVisible();
  // Back keeps what was chosen.
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(main.getByText('Part 3 of 4', { exact: true })).toBeVisible();
  await next.click();
  await expect(main.getByText('Part 4 of 4', { exact: true })).toBeVisible();
  await wage.fill('21.50');
  await main.getByLabel('Years of Experience').fill('6');
  await main.getByLabel('About Me').fill('Six years of home care, gentle and punctual.');
  await submit.click();

  // 3 Education and experience: the skip dialog when empty, then one work experience.
  await expect(page).toHaveURL(/\/caregiver\/signup\/education-experience$/);
  await expect(progress).toContainText('Step 3 of 5');
  await next.click();
  const skipDialog = page.getByRole('alertdialog', { name: 'Skip education and experience?' });
  await expect(skipDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(skipDialog).toBeVisible();
  await skipDialog.getByRole('button', { name: 'Back' }).click();
  await expect(skipDialog).toBeHidden();

  await main.getByRole('button', { name: 'Add Work Experience' }).click();
  const work = page.getByRole('dialog', { name: 'Add Work Experience' });
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.getByText('Please enter your title')).toBeVisible();
  await expect(work.getByText('Please enter your company')).toBeVisible();
  await work.getByLabel('Title').fill('Personal Support Worker');
  await work.getByLabel('Company').fill('Helping Hands');
  await work.getByLabel('Start Date').fill('2019-03');
  await work.getByLabel('Currently working here').check();
  await expect(work.getByLabel('End Date')).toHaveValue('Present');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work).toBeHidden();
  await expect(main.getByText('Personal Support Worker')).toBeVisible();
  await expect(main.getByText(/– Present/)).toBeVisible();
  await next.click();

  // 4 Profile image, 5 background check, Finish.
  await expect(page).toHaveURL(/\/caregiver\/signup\/finish$/);
  await expect(progress).toContainText('Step 4 of 5');
  await main.getByLabel('Choose Image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(main.getByRole('img', { name: 'Your profile image' })).toBeVisible();
  await next.click();

  await expect(progress).toContainText('Step 5 of 5');
  await main.getByLabel('Background check file').setInputFiles({
    name: 'check.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await main.getByLabel('Date Issued').fill(isoDaysAgo(30));
  await main.getByRole('button', { name: 'Upload' }).click();
  await expect(main.getByText('File successfully uploaded')).toBeVisible();
  await main.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stepper = main.getByRole('region', { name: 'What Next?' });
  await expect(stepper.locator('[aria-current="step"]')).toHaveText(/Complete your profile/);
  const highlights = main.getByRole('region', { name: 'Account Highlights' });
  await expect(highlights.getByText('Casey Carer')).toBeVisible();
  // A caregiver's Job Views are views of their profile (/profile/jobs is a family's page).
  await expect(highlights.getByRole('link', { name: /Job Views/ })).toHaveAttribute(
    'href',
    '/profile',
  );
});

test('finishing without a background check warns first: Back stays, Skip goes to the dashboard', async ({ page, createUser, db }) => {
  const user = await createUser({ userType: 'caregiver', profileComplete: false });
  await db`update public.account_statuses
              set is_basic_completed = true, is_service_completed = true, is_edu_accred_completed = true
            where user_id = ${user.id}`;
  await login(page, user);
  await page.goto('/caregiver/signup/basic-info');
  // A missing later step is where every earlier one sends the caregiver.
  await expect(page).toHaveURL(/\/caregiver\/signup\/finish$/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Skip' }).click();
  await main.getByRole('button', { name: 'Finish' }).click();
  const warning = page.getByRole('alertdialog', { name: 'No background check submitted' });
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Back' }).click();
  await expect(warning).toBeHidden();
  await main.getByRole('button', { name: 'Finish' }).click();
  await warning.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByRole('region', { name: 'What Next?' })).toBeVisible();
  // The profile is finished: the sign-up pages now lead to the dashboard.
  await page.goto('/caregiver/signup/services');
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const locale of ['en', 'fr'] as const) {
  test(`axe: every onboarding page and the dashboard (${locale})`, async ({ page, context, createUser, db }) => {
    test.setTimeout(60_000);
    await context.addCookies([{
      name: 'locale',
      value: locale,
      url: test.info().project.use.baseURL!,
    }]);
    const user = await createUser({ userType: 'caregiver', profileComplete: false });
    await login(page, user);
    const stages: [string, string][] = [
      ['/caregiver/signup/basic-info', ''],
      ['/caregiver/signup/services', 'is_basic_completed'],
      ['/caregiver/signup/education-experience', 'is_service_completed'],
      ['/caregiver/signup/finish', 'is_edu_accred_completed'],
      ['/dashboard', 'is_profile_completed'],
    ];
    for (const [path, flag] of stages) {
      if (flag) {
        await db.unsafe(`update public.account_statuses set ${flag} = true where user_id = $1`, [
          user.id,
        ]);
      }
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The services step shows its intro for 2 seconds first.
      if (path.endsWith('/services')) {
        await expect(page.locator('.onb-panel')).toBeVisible({ timeout: 5_000 });
      }
      await page.waitForLoadState('networkidle');
      // These pages' own content; the shell (top bar, footer) has its own checks.
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations.filter((v) =>
        v.impact === 'serious' || v.impact === 'critical'
      );
      expect(
        serious.map((v) =>
          `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
        ),
      ).toEqual([]);
    }
  });
}

test('a new family is welcomed once: Dashboard clears the first visit and shows the highlights', async ({ page, createUser }) => {
  const user = await createUser({ userType: 'family' });
  await login(page, user);
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome to Tendwell!' })).toBeVisible();
  await expect(main.getByText(/We made your first job posting/)).toBeVisible();
  await main.getByRole('button', { name: 'Dashboard' }).click();
  const highlights = main.getByRole('region', { name: 'Account Highlights' });
  await expect(highlights).toBeVisible();
  await expect(highlights.getByRole('link', { name: /YTD Cost/ })).toHaveAttribute(
    'href',
    '/mypay/history',
  );
  await expect(main.getByRole('region', { name: 'What Next?' })).toHaveCount(0);
  await page.reload();
  await expect(highlights).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Welcome to Tendwell!' })).toHaveCount(0);
});
