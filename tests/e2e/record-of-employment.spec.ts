// Records of employment (issue 23 point 5; ADR 049): a family ends a team member from My Team,
// gives the ROE reason in the dialog, lands on the record with its figures and downloads the PDF
// and the CSV; the caregiver then finds the same record on My Pay, in English and French. Axe
// (WCAG 2.2 AA tags) on the record page at 1280 and 390 px.
//
// The paid weeks are built by the Deno factories, run with `deno eval` (Playwright's Node cannot
// load them), as in my-pay.spec.ts.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, login, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string };
type Team = { family: Login; caregiver: Login; memberId: string };

/** A team with two paid weeks (three 8-hour days each) starting on the given Sundays. */
function paidTeam(accounts: string[], weeks: string[]): Team {
  const code = `
    import { completedShifts, generateWeekInvoices, invoiceTeam } from '${root}tests/factories/invoices.ts';
    import { asService, sql } from '${root}web/server/db.server.ts';
    import { approveInvoiceAt, markInvoicePaid } from '${root}web/domains/invoices/actions.server.ts';
    const team = await invoiceTeam({ wageCents: 2600, province: 'ON' });
    const day = (w, n) => new Date(Date.parse(w + 'T12:00:00Z') + n * 86400000).toISOString().slice(0, 10);
    for (const w of ${JSON.stringify(weeks)}) {
      await completedShifts(team.memberId, [1, 2, 3].map((n) => ({ date: day(w, n), start: '09:00', hours: 8 })));
      await generateWeekInvoices(w);
      const [inv] = await sql\`select id from public.invoices where member_id = \${team.memberId} and week_start = \${w}\`;
      await asService(async (tx) => {
        await approveInvoiceAt(tx, inv.id, new Date());
        await markInvoicePaid(tx, inv.id, new Date(), 'pi_e2e_' + inv.id.slice(0, 8));
      });
    }
    const login = (u) => ({ id: u.id, email: u.email, password: u.password });
    console.log(JSON.stringify({ family: login(team.family), caregiver: login(team.caregiver), memberId: team.memberId }));
    Deno.exit(0);`;
  const out = execFileSync(deno, ['eval', '--ext=ts', code], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const team = JSON.parse(out.trim().split('\n').pop()!) as Team;
  accounts.push(team.family.email, team.caregiver.email);
  return team;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze();
  expect(
    results.violations.map((v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
    ),
  ).toEqual([]);
}

test('a family ends a member with a reason, reads and downloads the ROE; the caregiver sees it', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const team = paidTeam(accounts, ['2026-09-06', '2026-09-13']);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await login(page, team.family);
  await page.goto(`/myteam/${team.memberId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'End employment…' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this employment' });
  await expect(dialog).toBeVisible();
  // No reason: said in words, nothing sent.
  await dialog.getByRole('button', { name: 'End employment and prepare the ROE' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the reason for issuing the ROE.');
  await dialog.getByLabel('Reason for issuing this ROE (block 16)').selectOption('A');
  await dialog.getByRole('button', { name: 'End employment and prepare the ROE' }).click();

  await expect(page).toHaveURL(/\/mypay\/records-of-employment\/[0-9a-f-]{36}$/);
  const recordUrl = page.url();
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Record of employment');
  await expect(main.getByTestId('roe-reason')).toHaveText(
    'A – Shortage of work / end of contract or season',
  );
  await expect(main.getByTestId('roe-first-day')).toHaveText('Sep 7, 2026');
  await expect(main.getByTestId('roe-last-day')).toHaveText('Sep 16, 2026');
  await expect(main.getByTestId('roe-final-period')).toHaveText('Sep 19, 2026');
  await expect(main.getByTestId('roe-total-hours')).toHaveText('48');
  await expect(main.getByTestId('roe-periods').getByRole('row')).toHaveCount(3);
  await expect(main.getByRole('link', { name: 'Open ROE Web on canada.ca' })).toBeVisible();
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Download the PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^roe-.*-2026-09-19\.pdf$/);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Download the CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);

  // The reason can be corrected here.
  await main.getByLabel('Reason for issuing this ROE (block 16)').selectOption('M');
  await main.getByRole('button', { name: 'Save the reason' }).click();
  await expect(main.getByTestId('roe-reason-status')).toHaveText('Reason saved.');

  // The caregiver finds it on My Pay, in French too.
  await page.context().clearCookies();
  await login(page, team.caregiver);
  await page.goto('/mypay/records-of-employment');
  await main.getByRole('link', { name: 'View' }).first().click();
  await expect(page).toHaveURL(recordUrl);
  await expect(main.getByTestId('roe-reason')).toHaveText('M – Dismissal or suspension');
  await expect(main.getByTestId('roe-total-hours')).toHaveText('48');
  await expect(main.getByTestId('roe-howto')).toContainText('Your employer files this ROE');
  await expect(main.getByTestId('roe-reason-form')).toHaveCount(0);
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: recordUrl }]);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Relevé d’emploi');
  await expect(main.getByText('Total des heures assurables (case 15A)')).toBeVisible();
  await axe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await axe(page);
  expect(errors).toEqual([]);
});
