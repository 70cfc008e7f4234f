// The hire flow to My Team (issue 10, spec 002 §2 hire flow and team invites, spec 001 §2-§5):
// a family adds a card through the test-card field, sends an offer through the hire flow (intro,
// card on file, job, offer, review, sent); the caregiver, in another browser context, accepts on
// /invites; both see each other on My Team; the family adds a care-plan item and two emergency
// contacts, and the caregiver sees them.
//
// The caregiver is built through the real API the way onboarding does it and approved by an
// admin (./onboarded-caregiver.ts).
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import { approveByApi, onboardedCaregiver, STREET } from './onboarded-caregiver.ts';

async function addCard(page: Page) {
  await page.goto('/mypay/detail');
  await page.getByLabel('Address', { exact: true }).fill('1 King St W');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Province', { exact: true }).selectOption('ON');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Credit card added!');
}

test('a family hires a caregiver, who accepts; both see each other on My Team with the care plan and contacts', async ({ page, browser, createUser, db }) => {
  test.setTimeout(120_000);
  const admin = await createUser({ userType: 'admin' });
  const { user: caregiver, userIdNumber } = await onboardedCaregiver(createUser, db, 'Amélie');
  await approveByApi(admin, userIdNumber);
  const family = await createUser({ userType: 'family', firstName: 'Gloria', lastName: 'Nguyen' });
  await db`update public.account_statuses set is_initial = false where user_id = ${family.id}`;

  await login(page, family);
  await addCard(page);

  // The hire flow: shown after 2 s, intro, card on file (moves on after 3 s), job, offer.
  await page.goto(`/caregiver/${userIdNumber}/hire`);
  await expect(
    page.getByRole('heading', {
      name: 'Congratulations on finding your caregiver! Ready to hire Amélie Tremblay?',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We already have a card on file for you!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select a job posting' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByLabel('Client first name').fill('Rose');
  await page.getByLabel('Client last name').fill('Nguyen');
  // Under the minimum: the spec's message, and no review dialog.
  await page.getByLabel('Proposed wage ($/hr)').fill('14');
  await page.getByRole('button', { name: 'Review Offer' }).click();
  await expect(page.getByText('Proposed wage must be greater than minimum wage of $15.20.'))
    .toBeVisible();
  await page.getByLabel('Proposed wage ($/hr)').fill('21');
  await page.getByRole('button', { name: 'Review Offer' }).click();
  const review = page.getByRole('dialog', { name: 'Review your offer' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Send Invite' }).click();
  await expect(
    page.getByRole('heading', { name: 'Congratulations! Your Job Invitation Was Sent.' }),
  )
    .toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to Amélie' }))
    .toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Now' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  // The caregiver accepts on /invites in their own browser context.
  const caregiverContext = await browser.newContext();
  const cg = await caregiverContext.newPage();
  await login(cg, caregiver);
  await cg.goto('/invites');
  await expect(cg.getByRole('heading', { name: /My Team Invites/ })).toBeVisible();
  const card = cg.getByRole('article', { name: 'Rose Nguyen' });
  await expect(card).toContainText('$21.00/hr');
  await expect(card).toContainText(/km/);
  await expect(card).not.toContainText(STREET);
  await card.getByRole('button', { name: 'ACTION' }).click();
  const respond = cg.getByRole('dialog', { name: 'Respond to invite' });
  await respond.getByRole('button', { name: 'Submit' }).click();
  await expect(respond.getByText('Please select an action')).toBeVisible();
  await expect(respond.getByText('Please enter a return message')).toBeVisible();
  await respond.getByLabel('Accept').check();
  await respond.getByLabel('Return message').fill('Happy to join your team!');
  await respond.getByRole('button', { name: 'Submit' }).click();
  await expect(cg.getByText(/Congrats on your new role!/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'ACTIONED' })).toBeDisabled();

  // Both see each other on My Team.
  await cg.goto('/myteam');
  await expect(cg).toHaveURL(/\/myteam\/all$/);
  await expect(cg.getByRole('heading', { name: 'My Families' })).toBeVisible();
  await expect(cg.getByRole('link', { name: 'Rose Nguyen' })).toBeVisible();
  await page.goto('/myteam');
  await expect(page.getByRole('heading', { name: 'My Team Members' })).toBeVisible();
  await page.getByRole('link', { name: 'Amélie Tremblay' }).click();
  await expect(page).toHaveURL(/\/myteam\/[0-9a-f-]{36}$/);
  const memberPath = new URL(page.url()).pathname;

  // The family adds a care-plan item (Add is disabled while empty) and two emergency contacts.
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('Add a care plan item').fill('Meal prep');
  await add.click();
  await page.locator('.team-care-plan').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated care plan')).toBeVisible();

  const contacts = page.locator('.team-contacts');
  for (
    const [name, phone, rel] of [['Marie Nguyen', '4165550101', 'Sibling'], [
      'Paul Nguyen',
      '4165550102',
      'Children',
    ]]
  ) {
    await contacts.getByLabel('Name', { exact: true }).fill(name);
    await contacts.getByLabel('Phone number').fill(phone);
    await contacts.getByLabel('Relationship', { exact: true }).selectOption(rel);
    await contacts.getByRole('button', { name: 'Add contact' }).click();
  }
  await contacts.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully added emergency contacts')).toBeVisible();

  // The caregiver sees them, read-only.
  await cg.goto(memberPath);
  await expect(cg.locator('.team-care-plan')).toContainText('Meal Prep');
  await expect(cg.locator('.team-contacts')).toContainText('Marie Nguyen');
  await expect(cg.locator('.team-contacts')).toContainText('Paul Nguyen');
  await expect(cg.locator('.team-contacts')).toContainText('Primary');
  await expect(cg.getByText(/emergency services \(911\) first/)).toBeVisible();
  await expect(cg.getByLabel('Add a care plan item')).toHaveCount(0);
  await caregiverContext.close();
});
