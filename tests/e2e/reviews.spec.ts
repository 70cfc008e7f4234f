// Reviews and the review prompt (issue 13; spec 001 §2, §4, §5): a family whose caregiver has
// completed 3 shifts sees the review prompt on /dashboard (Escape, pressed again and again, does
// not close it), chooses
// Remind me later (it closes and does not come back on reload), then writes a review on
// /reviews/{memberId} (a missing title gets the spec's message; Edit then Cancel restores the
// saved title); the caregiver sees the review on /reviews and the score on their profile.
//
// The team is built by the Deno factories (tests/factories/reviews.ts, run as a command: Node
// cannot load them).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };
type Team = { family: Login; caregiver: Login; caregiverUserIdNumber: string; memberId: string };

function reviewTeam(accounts: string[]): Team {
  const out = execFileSync(deno, ['run', '-A', 'tests/factories/reviews.ts', 'team'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const team = JSON.parse(out.trim().split('\n').pop()!) as Team;
  accounts.push(team.family.email, team.caregiver.email);
  return team;
}

test('a family is asked for a review, reminds later, then writes one; the caregiver sees it and the score', async ({ page, browser, accounts, db }) => {
  test.setTimeout(90_000);
  const team = reviewTeam(accounts);
  await db`update public.account_statuses set is_initial = false where user_id = ${team.family.id}`;

  await login(page, team.family);
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'How is Carla Nguyen doing?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Carla Nguyen has completed 3 shifts with you.')).toBeVisible();
  // Escape is disabled, however often it is pressed (Chromium's close watcher lets a second
  // Escape close a dialog whose `cancel` was prevented once), and nothing is recorded.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await expect(prompt).toHaveJSProperty('open', true);
  }
  await prompt.getByRole('heading').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();

  const extended = page.waitForResponse((r) => r.url().includes('/api/review/extend/'));
  await prompt.getByRole('button', { name: 'Remind me later' }).click();
  expect((await extended).status()).toBe(200);
  await expect(prompt).toBeHidden();

  // On reload the team is read again and nobody is asked for.
  const teamRead = page.waitForResponse((r) => r.url().endsWith('/api/team'));
  await page.reload();
  expect((await teamRead).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Write the review.
  await page.goto(`/reviews/${team.memberId}`);
  await expect(page.getByText(`Member #${team.memberId.slice(0, 6).toUpperCase()}`)).toBeVisible();
  const form = page.locator('form.review-form');
  // Each star is a label around a visually hidden radio named '{n} out of 5'.
  const rate = async (criterion: string, n: number) => {
    const group = form.getByRole('group', { name: criterion });
    await group.locator('label').nth(n - 1).click();
    await expect(group.getByRole('radio', { name: `${n} out of 5` })).toBeChecked();
  };
  await rate('Empathy', 5);
  await rate('Punctuality', 4);
  await rate('Knowledge', 5);
  // Helpfulness and the title are missing: the spec's messages.
  await form.getByLabel('Message').fill('Carla is patient and always on time.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Missing rating for helpfulness.')).toBeVisible();
  await expect(form.getByText('Enter a title for your review.')).toBeVisible();
  await rate('Helpfulness', 4);
  await form.getByLabel('Title').fill('Wonderful with my mother');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review added!')).toBeVisible();
  const card = page.getByTestId('review-card');
  await expect(card.getByRole('heading', { name: 'Wonderful with my mother' })).toBeVisible();
  await expect(card).toContainText('4.50');

  // Edit, change the title, Cancel: the saved title is back.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('heading', { name: 'Wonderful with my mother' })).toBeVisible();

  // The caregiver, in their own browser context.
  const context = await browser.newContext();
  const carer = await context.newPage();
  await login(carer, team.caregiver);
  await carer.goto('/reviews');
  await expect(carer.getByRole('heading', { name: 'My Reviews', level: 1 })).toBeVisible();
  await expect(carer.getByTestId('review-card')).toContainText('Wonderful with my mother');
  await expect(carer.getByTestId('tile-third')).toContainText('4.50');
  await carer.goto(`/caregiver/${team.caregiverUserIdNumber}`);
  await expect(carer.locator('.cg-identity .cg-score__value')).toContainText('4.50');
  await expect(carer.getByRole('region', { name: 'Reviews' })).toContainText(
    'Wonderful with my mother',
  );
  await context.close();
});

test('Submit Review leads to the member’s page; a family deletes its review and the form is back; a stranger gets the unauthorized-path notice', async ({ page, browser, accounts, db, createUser }) => {
  test.setTimeout(90_000);
  const team = reviewTeam(accounts);
  await db`update public.account_statuses set is_initial = false where user_id = ${team.family.id}`;

  await login(page, team.family);
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'How is Carla Nguyen doing?' });
  await prompt.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${team.memberId}$`));

  const form = page.locator('form.review-form');
  for (const criterion of ['Empathy', 'Punctuality', 'Knowledge', 'Helpfulness']) {
    await form.getByRole('group', { name: criterion }).locator('label').nth(2).click();
  }
  await form.getByLabel('Title').fill('Good start');
  await form.getByLabel('Message').fill('Three good visits so far.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Review added!')).toBeVisible();

  // 'My Reviews': the Completed tile opens the carousel with a View link to the member.
  await page.goto('/reviews');
  await page.getByTestId('tile-first').click();
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${team.memberId}$`));

  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review has been deleted.')).toBeVisible();
  await expect(page.locator('form.review-form')).toBeVisible();

  const stranger = await createUser({ userType: 'family' });
  await db`update public.account_statuses set is_initial = false where user_id = ${stranger.id}`;
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, stranger);
  await other.goto(`/reviews/${team.memberId}`);
  await expect(
    other.getByText(
      'Uh oh! You seem to have wondered into an unauthorized path. Click the button below to find all reviews!',
    ),
  ).toBeVisible();
  await other.getByRole('link', { name: 'BACK TO REVIEWS' }).click();
  await expect(other).toHaveURL(/\/reviews$/);
  await expect(other.getByTestId('reviews-empty')).toBeVisible();
  await context.close();
});
