// The dashboard's swipe card (spec 001 §2, issue 13): a family with no team members and no
// invites opens on 'My Applications'; a caregiver's open dashboard receives an invite live, the
// card moves to 'My Team Invites' by itself and lists it; once the user picks a pane, a later
// change no longer moves it.
import { expect, login, test } from './fixtures.ts';
import { HOME, ok, signedInApi } from './onboarded-caregiver.ts';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

test('a family with no team members opens the swipe card on My Applications', async ({ page, createUser, db }) => {
  const family = await createUser({ userType: 'family' });
  await db`update public.account_statuses set is_initial = false where user_id = ${family.id}`;
  await login(page, family);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'My Applications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('You do not have any applications')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Posting' })).toHaveAttribute(
    'href',
    '/profile/jobs/new',
  );
  await expect(page.locator('.dash-postings__payment')).toContainText('Payment Info: Missing');
});

test('an invite arrives while the caregiver’s dashboard is open', async ({ page, createUser, db }) => {
  test.setTimeout(60_000);
  const caregiver = await createUser({ userType: 'caregiver', stage: 'background-checked' });
  const family = await createUser({ userType: 'family' });
  const [{ userIdNumber }] = await db`
    select user_id_number as "userIdNumber" from public.users where id = ${caregiver.id}`;
  const [{ jobId }] =
    await db`select id as "jobId" from public.jobs where family_id = ${family.id}`;

  await login(page, caregiver);
  await page.goto('/dashboard');
  const invites = page.getByRole('tab', { name: 'My Team Invites' });
  await expect(page.getByRole('tab', { name: 'My Applications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Hydrated and live before the invite is sent (the island marks itself live on `ready`).
  await expect(page.locator('tw-island[data-name="dashboards/swipe-card"][data-live]'))
    .toBeAttached();

  const familyApi = await signedInApi(family);
  try {
    await ok(
      await familyApi.post(`/api/team/invite/user/${userIdNumber}`, {
        data: {
          jobId,
          clientFirstName: 'Rose',
          clientLastName: 'Ouellet',
          propWage: 21,
          isVacationIncluded: false,
          startDate: today(),
          estimatedHours: 12,
          message: 'Would you join our team?',
          address: HOME,
        },
      }),
    );
  } finally {
    await familyApi.dispose();
  }

  // No reload: the card re-reads its sections and, untouched by the user, moves to invites.
  await expect(invites).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('link', { name: /Rose Ouellet/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('Would you join our team?');
});
