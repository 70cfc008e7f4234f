// The pay page (issue 12; spec 002 §2 "Pay page", §4 payment status): a family with a saved card
// opens an invoice's pay page, approves it there, pays it with the preferred card and sees
// 'Payment of {amount} successful.' arrive live (the stored payment, over the WebSocket); the
// caregiver then finds it paid in Pay History.
//
// The invoice and the card come from the Deno factories (tests/factories/invoices.ts,
// tests/factories/payments.ts: the card is set up at the same local Stripe fake the server
// uses), run with `deno eval` because Playwright's Node cannot load them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };
type Week = { family: Login; caregiver: Login; invoiceId: string; last4: string };

function invoiceWithCard(
  accounts: string[],
  weekStart: string,
  opts: { cards?: string[]; approved?: boolean } = {},
): Week {
  const cards = opts.cards ?? ['4242424242424242'];
  const code = `
    import { invoicedWeek } from '${root}tests/factories/invoices.ts';
    import { saveCard } from '${root}tests/factories/payments.ts';
    import { asService } from '${root}web/server/db.server.ts';
    import { approveInvoiceAt } from '${root}web/domains/invoices/actions.server.ts';
    const w = await invoicedWeek('${weekStart}', { days: 2, hours: 6 });
    for (const number of ${JSON.stringify(cards)}) await saveCard(w.family.id, number);
    if (${opts.approved === true}) {
      await asService((tx) => approveInvoiceAt(tx, w.invoiceId, new Date()));
    }
    const login = (u) => ({ id: u.id, email: u.email, password: u.password });
    console.log(JSON.stringify({
      family: login(w.family), caregiver: login(w.caregiver), invoiceId: w.invoiceId,
      last4: '4242',
    }));
    Deno.exit(0);`;
  const out = execFileSync(deno, ['eval', '--ext=ts', code], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const week = JSON.parse(out.trim().split('\n').pop()!) as Week;
  accounts.push(week.family.email, week.caregiver.email);
  return week;
}

test('a family approves and pays an invoice with its saved card and sees the payment succeed live', async ({ page, browser, accounts }) => {
  test.setTimeout(90_000); // the Deno factory
  const week = invoiceWithCard(accounts, '2026-10-04');
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await login(page, week.family);
  await page.goto(`/mypay/invoice/${week.invoiceId}/pay`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Pay Invoice', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Invoice Details' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await expect(main.getByText('Pending Approval')).toBeVisible();
  await expect(main.getByRole('link', { name: week.invoiceId.slice(0, 8).toUpperCase() }))
    .toHaveAttribute('href', `/mypay/invoice/${week.invoiceId}`);
  // The preferred card is chosen; the receipt goes to the user's own address.
  await expect(main.getByLabel('Card')).toHaveValue(/^pm_/);
  await expect(main.getByLabel('Card').locator('option:checked')).toContainText(
    `ending in ${week.last4}`,
  );
  await expect(main.getByLabel('Email receipt')).toHaveValue(week.family.email);
  const a11y = await new AxeBuilder({ page }).include('main').analyze();
  expect(a11y.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    .toEqual([]);

  // Paying before approving is refused on the page.
  const payButton = main.getByRole('button', { name: /^Pay \$/ });
  await payButton.click();
  await expect(main.getByText('This invoice has yet to be approved.')).toBeVisible();

  await main.getByRole('button', { name: 'Approve Invoice' }).click();
  await expect(page.getByText('Invoice successfull approved')).toBeVisible();
  await expect(main.getByText('Ready for Payment')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Approve Invoice' })).toBeDisabled();

  // A second tab of the family, open before paying, hears the payment over the WebSocket.
  const other = await page.context().newPage();
  await other.goto(`/mypay/invoice/${week.invoiceId}/pay`);
  await expect(other.getByText('Ready for Payment')).toBeVisible();
  await expect(other.getByRole('status')).toHaveCount(0);

  const label = (await payButton.textContent())!.trim();
  const amount = label.replace(/^Pay /, '');
  expect(amount).toMatch(/^\$[\d,]+\.\d{2}$/);
  await payButton.click();
  await expect(main.getByRole('status')).toHaveText(`Payment of ${amount} successful.`);
  await expect(main.getByRole('status')).toHaveClass(/pay-status--success/);
  await expect(main.getByRole('button', { name: 'Invoiced Paid' })).toBeDisabled();
  await expect(main.getByText('Paid', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Historical Payments' })).toHaveAttribute(
    'href',
    '/mypay/history',
  );

  // The other tab, without a reload: the stored payment arrived live.
  await expect(other.getByRole('status')).toHaveText(`Payment of ${amount} successful.`);
  await expect(other.getByRole('button', { name: 'Invoiced Paid' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);

  // The caregiver finds it paid in Pay History.
  const context = await browser.newContext();
  const caregiverPage = await context.newPage();
  await login(caregiverPage, week.caregiver);
  await caregiverPage.goto(`/mypay/history/${week.invoiceId}`);
  await expect(caregiverPage).toHaveURL(new RegExp(`/mypay/history/${week.invoiceId}$`));
  await expect(caregiverPage.getByRole('main').getByTestId('invoice-status')).toHaveText('Paid');
  await context.close();
});

test('another family is warned and sent to its current invoices', async ({ page, createUser, accounts }) => {
  test.setTimeout(90_000);
  const week = invoiceWithCard(accounts, '2026-10-11');
  const stranger = await createUser({ userType: 'family' });
  await login(page, stranger);
  await page.goto(`/mypay/invoice/${week.invoiceId}/pay`);
  await expect(page.getByText(
    `You do not have authorization to view invoice #${week.invoiceId} and have been redirected to your current outsitanding invoices.`,
  )).toBeVisible();
  await expect(page).toHaveURL(/\/mypay\/invoice(\/[^/]+)?$/, { timeout: 10_000 });
});

test('a declined card shows the error in red and the family pays after 3-D Secure with another', async ({ page, accounts }) => {
  test.setTimeout(90_000);
  const week = invoiceWithCard(accounts, '2026-10-18', {
    cards: ['4000000000000002', '4000002500003155'],
    approved: true,
  });
  await login(page, week.family);
  await page.goto(`/mypay/invoice/${week.invoiceId}/pay`);
  const main = page.getByRole('main');
  await expect(main.getByText('Ready for Payment')).toBeVisible();

  // On a phone one panel at a time: an approved invoice opens on Payment Details.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Invoice Details' })).toBeHidden();
  await main.getByRole('button', { name: 'View Invoice Details' }).click();
  await expect(main.getByRole('heading', { name: 'Invoice Details' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Payment Details' })).toBeHidden();
  await main.getByRole('button', { name: 'View Payment Details' }).click();
  await expect(main.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(main.getByRole('heading', { name: 'Invoice Details' })).toBeVisible();

  const payButton = main.getByRole('button', { name: /^Pay \$/ });
  const amount = (await payButton.textContent())!.trim().replace(/^Pay /, '');

  // The preferred card (the first saved) is declined: the error in red, the button back.
  await payButton.click();
  await expect(main.getByRole('status')).toHaveText('Your card was declined.');
  await expect(main.getByRole('status')).toHaveClass(/pay-status--error/);
  await expect(payButton).toBeEnabled();
  await expect(main.getByText('Ready for Payment')).toBeVisible();

  // The 3-D Secure card: the bank asks (orange), the test page completes it, the payment succeeds.
  const card = main.getByLabel('Card');
  const threeDs = await card.locator('option', { hasText: 'ending in 3155' }).getAttribute('value');
  await card.selectOption(threeDs!);
  // Picking a card fills the receipt email from the card's billing email, or blanks it.
  await expect(main.getByLabel('Email receipt')).toHaveValue('');
  await payButton.click();
  await expect(main.getByText('Must not be empty.')).toBeVisible();
  await main.getByLabel('Email receipt').fill('receipts@example.ca');
  await payButton.click();
  await expect(main.getByRole('status')).toHaveText(`Payment for ${amount} requires_action`);
  await expect(main.getByRole('status')).toHaveClass(/pay-status--warning/);
  await expect(payButton).toBeDisabled();
  await main.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(main.getByRole('status')).toHaveText(`Payment of ${amount} successful.`);
  await expect(main.getByRole('button', { name: 'Invoiced Paid' })).toBeDisabled();
});
