// Blocking both ways (spec 001 §2-§4, issue 20 point 16), in two browsers: the caregiver blocks
// and both see it live; the family cannot send; the family blocks too; the caregiver lifts their
// own block and still cannot send until the family lifts theirs. Then /messages passes axe
// (WCAG 2.2 AA) in English and French at 1280 and 390 px, with the block's sentences showing.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import { approveByApi, onboardedCaregiver } from './onboarded-caregiver.ts';

const BY_ME =
  'This person has been blocked. Messages can no longer be sent or recived until unblocked by you.';
const BY_OTHER = 'You have been blocked and are unable to send messages.';

async function menu(page: Page, action: 'Block' | 'Unblock') {
  const summary = page.locator('.chat__menu summary');
  if (!await page.locator('.chat__menu').evaluate((d) => (d as HTMLDetailsElement).open)) {
    await summary.click();
  }
  await page.locator('.chat__menu').getByRole('button', { name: action, exact: true }).click();
}

/** The sentences and the box as one member sees them. */
async function expectBlocked(page: Page, sentences: { byMe: boolean; byOther: boolean }) {
  const notice = page.locator('.chat__blocked');
  await expect(notice.getByText(BY_ME)).toHaveCount(sentences.byMe ? 1 : 0);
  await expect(notice.getByText(BY_OTHER)).toHaveCount(sentences.byOther ? 1 : 0);
  const box = page.getByRole('textbox', { name: 'Write a message' });
  const send = page.getByRole('button', { name: 'Send' });
  if (sentences.byMe || sentences.byOther) {
    await expect(box).toBeDisabled();
    await expect(send).toBeDisabled();
  } else {
    await expect(box).toBeEnabled();
  }
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) =>
    `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
  );
}

test('either member blocks; each lifts only their own block; both see it live', async ({ page, browser, createUser, db }) => {
  test.setTimeout(120_000);
  const { user: caregiver, userIdNumber } = await onboardedCaregiver(createUser, db, 'Béatrice');
  await approveByApi(await createUser({ userType: 'admin' }), userIdNumber);
  const family = await createUser({ userType: 'family', firstName: 'Omar', lastName: 'Haddad' });
  await db`update public.account_statuses set is_initial = false where user_id = ${family.id}`;

  // The family opens the channel and says hello.
  await login(page, family);
  await page.goto(`/caregiver/${userIdNumber}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const channelPath = new URL(page.url()).pathname;
  const familyBox = page.getByRole('textbox', { name: 'Write a message' });
  await familyBox.fill('Hello Béatrice');
  await familyBox.press('Enter');
  await expect(page.locator('.bubble--mine .bubble__body')).toHaveText('Hello Béatrice');

  const caregiverContext = await browser.newContext();
  const other = await caregiverContext.newPage();
  await login(other, caregiver);
  await other.goto(channelPath);
  await expect(other.locator('.bubble .bubble__body')).toHaveText('Hello Béatrice');
  // The live socket is up before anything changes (a change before it would be refetched, but
  // the point here is the push).
  await other.waitForLoadState('networkidle');
  await page.waitForLoadState('networkidle');

  // The caregiver blocks: their sentence; the family's page changes by itself.
  await menu(other, 'Block');
  await expectBlocked(other, { byMe: true, byOther: false });
  await expectBlocked(page, { byMe: false, byOther: true });
  // The family's menu still offers Block (their own), never Unblock of the caregiver's block.
  await page.locator('.chat__menu summary').click();
  await expect(page.locator('.chat__menu').getByRole('button', { name: 'Unblock' })).toHaveCount(0);
  // The family cannot send, even past the disabled box: the server refuses with their sentence.
  const refused = await page.evaluate(async (path) => {
    const res = await fetch(`/api/message/${path.split('/').pop()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Sneaking through' }),
    });
    return { status: res.status, body: await res.json() };
  }, channelPath);
  expect(refused).toEqual({ status: 403, body: { general: BY_OTHER } });

  // The family blocks too: both sentences on both sides.
  await menu(page, 'Block');
  await expectBlocked(page, { byMe: true, byOther: true });
  await expectBlocked(other, { byMe: true, byOther: true });

  // The caregiver lifts their own block: the family's stays, so the caregiver still cannot send.
  await menu(other, 'Unblock');
  await expectBlocked(other, { byMe: false, byOther: true });
  await expectBlocked(page, { byMe: true, byOther: false });
  await expect(other.locator('.chat__menu').getByRole('button', { name: 'Block' })).toBeVisible();

  // The family lifts theirs: both may write again, and the caregiver's reply arrives live.
  await menu(page, 'Unblock');
  await expectBlocked(page, { byMe: false, byOther: false });
  await expectBlocked(other, { byMe: false, byOther: false });
  const reply = other.getByRole('textbox', { name: 'Write a message' });
  await reply.fill('Sorry about that.');
  await reply.press('Enter');
  await expect(page.locator('.bubble:not(.bubble--mine) .bubble__body')).toHaveText(
    'Sorry about that.',
  );
  // Nothing was written while blocked.
  const [{ n }] = await db`select count(*)::int as n from public.messages m
                            join public.message_channels c on c.id = m.channel_id
                           where c.family_id = ${family.id}`;
  expect(n).toBe(2);

  // Blocked again (the caregiver), then /messages in both languages, wide and narrow.
  await menu(other, 'Block');
  await expectBlocked(page, { byMe: false, byOther: true });
  for (const locale of ['en', 'fr'] as const) {
    await page.context().addCookies([{
      name: 'locale',
      value: locale,
      url: test.info().project.use.baseURL!,
    }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(channelPath);
      await expect(page.locator('.chat__blocked')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axe(page), `${locale} ${width}px`).toEqual([]);
    }
  }
  await expect(page.getByText('Vous avez été bloqué et ne pouvez pas envoyer de messages.'))
    .toBeVisible();

  await caregiverContext.close();
});
