// Issue 20 points 22, 23 and 24 in the browser. The background-check reimbursement (ADR 034): a
// hired caregiver whose check waits for review records the partner check's cost with its receipt,
// an admin approves the check (the queue shows the cost beside it), and the first invoice shows
// the line to the caregiver (outside the pay) and to the family (paid by the platform). The
// postal-code search box: a code finds its city, an unknown one says the box takes a city. The
// pages pass axe in English and French at 1280 and 390 px.
//
// The hired team and its invoice come from the Deno factories (run with `deno eval`, as in
// my-pay.spec.ts), because Playwright's Node cannot load them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import { PDF } from './onboarded-caregiver.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };

function denoEval<T>(code: string): T {
  const out = execFileSync(deno, ['eval', '--ext=ts', `${code}\nDeno.exit(0);`], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as T;
}

/** A hired team with a completed week; the caregiver's check is back to 'submitted'. */
function teamAwaitingApproval(accounts: string[], weekStart: string) {
  const team = denoEval<{ family: Login; caregiver: Login; memberId: string; number: string }>(`
    import { completedShifts, invoiceTeam } from '${root}tests/factories/invoices.ts';
    import { sql } from '${root}web/server/db.server.ts';
    const t = await invoiceTeam({ wageCents: 2600 });
    const path = t.caregiver.id + '/' + crypto.randomUUID() + '.pdf';
    await sql\`delete from public.background_checks where user_id = \${t.caregiver.id}\`;
    await sql\`insert into public.background_checks (user_id, status, file_path, file_type, issued_on)
               values (\${t.caregiver.id}, 'submitted', \${path}, 'application/pdf', current_date - 30)\`;
    const monday = Date.parse('${weekStart}T12:00:00Z') + 86_400_000;
    await completedShifts(t.memberId, [0, 1, 2].map((d) => ({
      date: new Date(monday + d * 86_400_000).toISOString().slice(0, 10), start: '09:00', hours: 8,
    })));
    const [p] = await sql\`select user_id_number from public.caregiver_profiles
                           where user_id = \${t.caregiver.id}\`;
    const login = (u) => ({ id: u.id, email: u.email, password: u.password });
    console.log(JSON.stringify({ family: login(t.family), caregiver: login(t.caregiver),
      memberId: t.memberId, number: p.userIdNumber }));`);
  accounts.push(team.family.email, team.caregiver.email);
  return team;
}

function generateWeek(weekStart: string, memberId: string): string {
  return denoEval<{ id: string }>(`
    import { generateWeekInvoices } from '${root}tests/factories/invoices.ts';
    import { sql } from '${root}web/server/db.server.ts';
    await generateWeekInvoices('${weekStart}');
    const [row] = await sql\`select id from public.invoices
                             where member_id = \${'${memberId}'} and week_start = \${'${weekStart}'}\`;
    console.log(JSON.stringify({ id: row.id }));`).id;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** axe in English and French at 1280 and 390 px on `path`. */
async function axeEverywhere(page: Page, path: string) {
  for (const locale of ['en', 'fr'] as const) {
    await page.context().addCookies([{
      name: 'locale',
      value: locale,
      url: test.info().project.use.baseURL!,
    }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axe(page), `${path} ${locale} ${width}px`).toEqual([]);
    }
  }
  await page.context().addCookies([{
    name: 'locale',
    value: 'en',
    url: test.info().project.use.baseURL!,
  }]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a partner check: the caregiver records its cost with the receipt, an admin approves, the first invoice pays it back', async ({ browser, page, accounts, createUser }) => {
  test.setTimeout(180_000);
  const week = '2027-04-04';
  const team = teamAwaitingApproval(accounts, week);

  // The caregiver records the cost and the receipt.
  await login(page, team.caregiver);
  await page.goto('/profile/background-check');
  const section = page.getByRole('region', { name: 'Reimbursement of a partner check' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Record cost' }).click();
  await expect(section.getByText('Enter the amount you paid, from $0.01 to $500.00')).toBeVisible();
  await expect(section.getByText('Please choose the receipt to upload.')).toBeVisible();
  await section.getByLabel('Amount paid ($)').fill('45.50');
  await section.getByLabel('Receipt').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await section.getByRole('button', { name: 'Record cost' }).click();
  await expect(section.getByTestId('reimbursement-state')).toContainText('Recorded: $45.50');
  await expect(section.getByTestId('reimbursement-state')).toHaveAttribute(
    'data-stage',
    'recorded',
  );
  await expect(section.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', /.+/);
  await axeEverywhere(page, '/profile/background-check');

  // An admin sees the cost beside the check and approves it.
  const admin = await createUser({ userType: 'admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  try {
    await login(adminPage, admin);
    await adminPage.goto('/admin/background-checks');
    const row = adminPage.locator(`tr[data-user-id-number="${team.number}"]`);
    await expect(row.getByTestId('queue-reimbursement')).toContainText('$45.50');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Approve this background check?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByTestId('queue-state')).toHaveText('Approved');
  } finally {
    await adminContext.close();
  }

  // Now final: the page says so and offers no form.
  await page.goto('/profile/background-check');
  await expect(page.getByTestId('reimbursement-state')).toHaveAttribute('data-stage', 'toBePaid');
  await expect(page.getByRole('button', { name: /Record cost|Update cost/ })).toHaveCount(0);

  // The week's invoice carries it: the caregiver beside the net pay, the family as paid by us.
  const invoiceId = generateWeek(week, team.memberId);
  await page.goto(`/mypay/invoice/${invoiceId}`);
  const pay = page.getByTestId('caregiver-pay');
  await expect(pay.getByTestId('pay-reimbursement')).toContainText(
    'Background check reimbursement (not taxable)',
  );
  await expect(pay.getByTestId('pay-reimbursement')).toContainText('$45.50');
  await expect(pay.getByTestId('pay-deposit')).toContainText('Total deposited');
  await page.goto('/profile/background-check');
  await expect(page.getByTestId('reimbursement-state')).toHaveAttribute('data-stage', 'paid');
  await axeEverywhere(page, '/profile');

  const familyContext = await browser.newContext();
  const familyPage = await familyContext.newPage();
  try {
    await login(familyPage, team.family);
    await familyPage.goto(`/mypay/invoice/${invoiceId}`);
    await expect(familyPage.getByTestId('family-reimbursement')).toContainText(
      'paid by Tendwell, not charged to your card',
    );
    // The rate breakdown on the caregiver's profile shows the estimated savings; the profile
    // passes axe too.
    await familyPage.goto(`/caregiver/${team.number}`);
    // base ÷ 0.65 − You Pay, from the figures the same table shows.
    const cents = async (id: string) =>
      Math.round(
        Number((await familyPage.getByTestId(id).innerText()).replace(/[^\d.]/g, '')) * 100,
      );
    const savings = Math.round((await cents('rate-base')) / 0.65) - (await cents('rate-you-pay'));
    expect(savings).toBeGreaterThan(0);
    await expect(familyPage.getByTestId('rate-savings')).toHaveText(
      `$${(savings / 100).toFixed(2)}/hr`,
    );
    await axeEverywhere(familyPage, `/caregiver/${team.number}`);
  } finally {
    await familyContext.close();
  }
});

test('the city or postal code box: a code finds its city, an unknown one asks for a city', async ({ page, createUser }) => {
  const pro = await createUser({ userType: 'caregiver', profileComplete: true });
  await login(page, pro);
  await page.goto('/jobs');
  const box = page.getByRole('combobox', { name: 'City or postal code' });
  await box.fill('M5V 2T6');
  await expect(page.getByRole('option', { name: 'Toronto, ON, Canada' })).toBeVisible();
  await box.fill('t2p');
  await expect(page.getByRole('option', { name: 'Calgary, AB, Canada' })).toBeVisible();
  await box.fill('K0A 1A0');
  const said =
    'We can’t place postal code K0A 1A0 yet. Please type your city or town instead, for example “Kingston”.';
  // Shown under the box and announced by its status region.
  await expect(page.locator('.address-input__empty')).toHaveText(said);
  await expect(page.getByRole('status').filter({ hasText: said })).toHaveCount(1);
  await expect(page.locator('#job-search-place-listbox [role=option]')).toHaveCount(0);

  // The same box on a family's caregiver search.
  const family = await createUser({ userType: 'family' });
  await page.context().clearCookies();
  await login(page, family);
  await page.goto('/caregivers');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('H2X');
  await expect(page.getByRole('option', { name: 'Montréal, QC, Canada' })).toBeVisible();
  await city.fill('g5l 1a1');
  await expect(page.locator('.address-input__empty')).toContainText('postal code G5L 1A1');
});
