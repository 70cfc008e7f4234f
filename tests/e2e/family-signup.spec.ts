// The family signup dialog from the home page (spec 000 §2.4, §2.5, §4, §5): each step refuses
// Next until it is valid, Back keeps values, Cancel asks before leaving, and the last step
// creates the account and lands signed in on the dashboard.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PASSWORD = 'Caring-4-all';

async function openWizard(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Find care now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Find care for your loved one' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'My Care Needs' })).toBeFocused();
  return dialog;
}

async function expectStep(dialog: Locator, n: number, title: string) {
  await expect(dialog.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
}

/** Steps 1 to 5 with valid answers, ending on step 6. */
async function fillToLoginStep(dialog: Locator) {
  const next = dialog.getByRole('button', { name: 'Next' });
  await dialog.getByRole('radio', { name: 'Within 1 Week' }).check();
  await dialog.getByRole('radio', { name: '10 - 20 hours' }).check();
  await dialog.getByRole('radio', { name: 'Under 6 Months' }).check();
  await next.click();
  await dialog.getByRole('button', { name: 'Companionship' }).click();
  await next.click();
  await dialog.getByRole('button', { name: 'Dementia' }).click();
  await next.click();
  await next.click(); // English is chosen already
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Phone').fill('4165550123');
  await pickToronto(dialog);
  await next.click();
  await expectStep(dialog, 6, 'Login Info');
}

async function pickToronto(dialog: Locator) {
  await dialog.getByLabel('City').fill('toron');
  await dialog.page().getByRole('option', { name: 'Toronto, ON, Canada', exact: true }).click();
  await expect(dialog.getByLabel('City')).toHaveValue('Toronto, ON, Canada');
}

test('a family answers the six steps, is held at each empty step, and lands signed in', async ({ page, newEmail }) => {
  test.setTimeout(60_000); // a long journey: about 130 steps
  const dialog = await openWizard(page);
  const next = dialog.getByRole('button', { name: 'Next' });
  const back = dialog.getByRole('button', { name: 'Back' });
  await expectStep(dialog, 1, 'My Care Needs');
  // Every step has Back (spec 000 §2.5); on the first it is the way out, so it asks first.
  await back.click();
  const leaveFirst = page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
  await expect(leaveFirst).toBeVisible();
  await leaveFirst.getByRole('button', { name: 'Return' }).click();
  await expect(leaveFirst).toBeHidden();
  await expect(dialog).toBeVisible();

  // 1 My Care Needs: one message under each unanswered group; answering clears it.
  await next.click();
  const selectOne = dialog.getByText('Please select one of the options below.', { exact: true });
  await expect(selectOne).toHaveCount(3);
  await expect(dialog.getByRole('heading', { name: 'My Care Needs' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Within 1 Week' }).check();
  await expect(selectOne).toHaveCount(2);
  await dialog.getByRole('radio', { name: '10 - 20 hours' }).check();
  await dialog.getByRole('radio', { name: 'Under 6 Months' }).check();
  await expect(selectOne).toHaveCount(0);
  await next.click();

  // 2 Services Required: toggle buttons.
  await expectStep(dialog, 2, 'Services Required');
  await expect(dialog.locator('button[aria-pressed]')).toHaveCount(12);
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please select at least one service required.',
  );
  const companionship = dialog.getByRole('button', { name: 'Companionship' });
  await companionship.click();
  await expect(companionship).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Meal Preparation' }).click();
  await next.click();

  // 3 Special Conditions
  await expectStep(dialog, 3, 'Special Conditions');
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select at least one condition.');
  await dialog.getByRole('button', { name: 'Dementia' }).click();
  await next.click();

  // 4 Language Needs: English is preselected; none at all is refused.
  await expectStep(dialog, 4, 'Language Needs');
  const english = dialog.getByRole('button', { name: 'English' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await english.click();
  await next.click();
  await expect(dialog.getByRole('alert')).toHaveText('Must select at least 1 language');
  await english.click();
  await dialog.getByRole('button', { name: 'French' }).click();
  await next.click();

  // 5 Basic Info
  await expectStep(dialog, 5, 'Basic Info');
  await next.click();
  await expect(dialog.getByText('Must not be empty', { exact: true })).toHaveCount(2);
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a valid address and select from one of the options below.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill('Tester');
  const phone = dialog.getByLabel('Phone');
  await phone.pressSequentially('416555012');
  await expect(phone).toHaveValue('416555012');
  await phone.pressSequentially('3');
  await expect(phone).toHaveValue('(416) 555-0123');
  await pickToronto(dialog);
  await next.click();

  // 6 Login Info
  await expectStep(dialog, 6, 'Login Info');
  const signUp = dialog.getByRole('button', { name: 'Sign up' });
  await expect(dialog.getByRole('link', { name: 'Already have an account? Log in' }))
    .toHaveAttribute('href', '/login');
  // The terms and consent note of the care-pro form (spec 000 §2.6).
  await expect(dialog.getByRole('link', { name: 'Terms of Use' }))
    .toHaveAttribute('href', '/policies/terms-of-use');
  await expect(dialog.getByText(/consent to be contacted by Tendwell by email, phone or SMS/))
    .toBeVisible();
  await signUp.click();
  await expect(dialog.getByText('Must not be empty', { exact: true })).toHaveCount(3);
  const email = dialog.getByLabel('Email');
  const password = dialog.getByLabel('Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm password');
  await email.fill('not-an-email');
  await password.fill('password');
  await signUp.click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Password does not meet safety requirements')).toBeVisible();
  await password.fill(PASSWORD);
  await confirm.fill(`${PASSWORD}!`);
  await signUp.click();
  await expect(dialog.getByText('Passwords must match')).toBeVisible();
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  // Back keeps every answer.
  const address = newEmail();
  await email.fill(address);
  await back.click();
  await expectStep(dialog, 5, 'Basic Info');
  await expect(dialog.getByLabel('First name')).toHaveValue('Erin');
  await expect(phone).toHaveValue('(416) 555-0123');
  await expect(dialog.getByLabel('City')).toHaveValue('Toronto, ON, Canada');
  await back.click();
  await expect(dialog.getByRole('button', { name: 'French' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await back.click();
  await expect(dialog.getByRole('button', { name: 'Dementia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await back.click();
  await expect(dialog.getByRole('button', { name: 'Meal Preparation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await back.click();
  await expectStep(dialog, 1, 'My Care Needs');
  await expect(dialog.getByRole('radio', { name: 'Within 1 Week' })).toBeChecked();
  for (let i = 0; i < 5; i++) await next.click();
  await expectStep(dialog, 6, 'Login Info');
  await expect(email).toHaveValue(address);

  // Cancel (and Escape) ask first; Return keeps the dialog and its answers.
  const leave = page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('You will lose all your saved progress.');
  await leave.getByRole('button', { name: 'Return' }).click();
  await expect(leave).toBeHidden();
  await expect(dialog).toBeVisible();
  await confirm.press('Escape');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Return' }).click();
  await expect(dialog).toBeVisible();
  await expect(email).toHaveValue(address);

  await confirm.fill(PASSWORD);
  await signUp.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('Leave closes the dialog and the next opening starts over', async ({ page }) => {
  const dialog = await openWizard(page);
  await dialog.getByRole('radio', { name: 'Immediately' }).check();
  await dialog.getByRole('radio', { name: 'Under 10 hours' }).check();
  await dialog.getByRole('radio', { name: 'Under 1 Month' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectStep(dialog, 2, 'Services Required');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Find care now' }).first()).toBeFocused();

  await page.waitForTimeout(600); // the reset runs 500 ms after Leave
  await page.getByRole('button', { name: 'Find care now' }).first().click();
  await expectStep(dialog, 1, 'My Care Needs');
  await expect(dialog.getByRole('radio', { name: 'Immediately' })).not.toBeChecked();
});

test('a taken email is shown beside the email field on step 6', async ({ page, createUser }) => {
  const existing = await createUser({ userType: 'family' });
  const dialog = await openWizard(page);
  await fillToLoginStep(dialog);
  await dialog.getByLabel('Email').fill(existing.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up' }).click();

  await expect(dialog.getByText('An account with this email already exists.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(page).toHaveURL(/\/$/);
});
