// The family as employer (issue 23 points 1 and 2): a family with a paid week is reminded on My
// Pay, enters its employer details with a bad then a good payroll account number, reads the
// month's remittance and marks it remitted; the caregiver enters a SIN on the banking page and
// sees it masked. axe (WCAG 2.2 AA) in English and French at 1280 and 390 px on both screens.
//
// The paid week comes from the Deno factories (tests/factories/invoices.ts), run with `deno eval`
// because Playwright's Node cannot load them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };

/** A team whose week of `weekStart` is invoiced, approved and paid (pay date the Tuesday after). */
function paidWeek(accounts: string[], weekStart: string): { family: Login; caregiver: Login } {
  const code = `
    import { invoicedWeek } from '${root}tests/factories/invoices.ts';
    import { asService } from '${root}web/server/db.server.ts';
    import { approveInvoiceAt, markInvoicePaid } from '${root}web/domains/invoices/actions.server.ts';
    const w = await invoicedWeek('${weekStart}', { wageCents: 2600, days: 3, hours: 8 });
    await asService(async (tx) => {
      await approveInvoiceAt(tx, w.invoiceId, new Date());
      await markInvoicePaid(tx, w.invoiceId, new Date(), 'pi_e2e_' + w.invoiceId.slice(0, 8));
    });
    const login = (u) => ({ id: u.id, email: u.email, password: u.password });
    console.log(JSON.stringify({ family: login(w.family), caregiver: login(w.caregiver) }));
    Deno.exit(0);`;
  const out = execFileSync(deno, ['eval', '--ext=ts', code], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const week = JSON.parse(out.trim().split('\n').pop()!) as { family: Login; caregiver: Login };
  accounts.push(week.family.email, week.caregiver.email);
  return week;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function setLocale(page: Page, locale: 'en' | 'fr') {
  await page.context().addCookies([{
    name: 'locale',
    value: locale,
    url: test.info().project.use.baseURL!,
  }]);
}

/** axe in English and French at 1280 and 390 px on `path`; `check` runs in French at 1280. */
async function axeEverywhere(page: Page, path: string, check?: () => Promise<void>) {
  for (const locale of ['fr', 'en'] as const) {
    await setLocale(page, locale);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axe(page), `${path} ${locale} ${width}px`).toEqual([]);
      if (locale === 'fr' && width === 1280 && check) await check();
    }
  }
}

// The week of 18 October 2026: paid on 27 October, so October's remittance is on the page (due
// Monday 16 November: the 15th is a Sunday) and can be marked remitted on 10 November.
const WEEK = '2026-10-18';

test('a family gives its employer details, reads a month’s remittance and marks it remitted', async ({ page, accounts }) => {
  test.setTimeout(150_000);
  const week = paidWeek(accounts, WEEK);
  await login(page, week.family);

  // Reminded on My Pay while no payroll account number is given.
  await page.goto('/mypay/history');
  const reminder = page.getByTestId('employer-details-reminder');
  await expect(reminder).toBeVisible();
  await reminder.getByRole('link', { name: 'Add your employer details' }).click();
  await expect(page).toHaveURL(/\/mypay\/employer$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Employer', level: 1 })).toBeVisible();
  await expect(main.getByText('1-800-959-5525')).toBeVisible();

  await main.getByLabel('Legal name (as the CRA knows you)').fill('Ada Lovelace');
  await main.getByLabel('Mailing address').fill('1 King St W');
  await main.getByLabel('City').fill('Toronto');
  await main.getByLabel('Province or territory').selectOption('ON');
  await main.getByLabel('Postal code').fill('m5h1a1');
  const account = main.getByLabel(/Payroll program account number/);
  await account.fill('123456789RP0001');
  await main.getByRole('button', { name: 'Save employer details' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Please enter a valid payroll account number: the first 9 digits are not a valid business number',
  );
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await account.fill('123456782RP0001');
  await main.getByRole('button', { name: 'Save employer details' }).click();
  await expect(main.getByTestId('employer-details-status')).toHaveText('Employer details saved.');
  await page.reload();
  await expect(main.getByLabel('Postal code')).toHaveValue('M5H 1A1');
  await expect(account).toHaveValue('123456782RP0001');
  await page.goto('/mypay/history');
  await expect(page.getByTestId('employer-details-reminder')).toHaveCount(0);

  // October 2026: one employee, due the next business day after the 15th, marked remitted.
  await page.goto('/mypay/employer');
  const month = main.getByTestId('remittance-2026-10');
  await expect(month.getByRole('heading', { name: 'October 2026' })).toBeVisible();
  await expect(month).toContainText('Due Monday, November 16, 2026');
  await expect(month).toContainText('weekend or holiday');
  await expect(month.getByRole('row', { name: /Number of employees\s*1/ })).toBeVisible();
  for (const line of ['CPP, employees', 'CPP, employer', 'EI premiums, employer (1.4×)']) {
    await expect(month.getByRole('rowheader', { name: line, exact: true })).toBeVisible();
  }
  await expect(month.getByTestId('total-cra')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  const date = month.getByLabel('Date remitted');
  await date.fill('2026-10-30');
  await month.getByRole('button', { name: 'Mark as remitted' }).click();
  await expect(month.getByRole('alert')).toHaveText(
    'The remittance date cannot be before the end of the month',
  );
  await date.fill('2026-11-10');
  await month.getByRole('button', { name: 'Mark as remitted' }).click();
  await expect(month.getByTestId('remitted-on')).toHaveText(
    'Remitted on Tuesday, November 10, 2026',
  );
  await page.reload();
  await expect(main.getByTestId('remittance-2026-10').getByTestId('remitted-on')).toBeVisible();

  await axeEverywhere(page, '/mypay/employer', async () => {
    await expect(main.getByRole('heading', { name: 'Employeur', level: 1 })).toBeVisible();
    await expect(main.getByTestId('remittance-2026-10')).toContainText('Total à l’ARC');
  });
});

test('a caregiver enters a SIN and sees it masked', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const week = paidWeek(accounts, WEEK);
  await login(page, week.caregiver);
  await page.goto('/profile/banking');
  const main = page.getByRole('main');
  await expect(main.getByTestId('sin-missing')).toBeVisible();
  const sin = main.getByRole('textbox', { name: 'Social insurance number' });
  await sin.fill('046 454 286');
  await main.getByRole('button', { name: 'Save SIN' }).click();
  await expect(main.getByRole('alert')).toContainText('a SIN starting with 0 or 8');
  await sin.fill('130 692 544');
  await main.getByRole('button', { name: 'Save SIN' }).click();
  await expect(main.getByTestId('sin-status')).toHaveText('Your SIN is saved.');
  await expect(main.getByTestId('sin-masked')).toHaveText('SIN on file: *** *** 544');
  await expect(sin).toHaveValue('');
  await page.reload();
  await expect(main.getByTestId('sin-masked')).toHaveText('SIN on file: *** *** 544');
  expect(await page.content()).not.toContain('130692544');
  await axeEverywhere(page, '/profile/banking', async () => {
    await expect(main.getByTestId('sin-masked')).toHaveText('NAS au dossier : *** *** 544');
  });
});
