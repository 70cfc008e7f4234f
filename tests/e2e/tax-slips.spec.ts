// Tax slips on My Pay (issue 23 points 3–4, ADR 048): a family with a caregiver paid for two
// weeks of 2026 opens Pay History's tax slips section, downloads the year's (draft) XML return
// for Internet File Transfer and the slips PDF, and reads what they hold: the XML names the
// caregiver with non-zero amounts, the PDF is a PDF. The caregiver opens their own slip on My
// Pay. The section passes axe (WCAG 2.2 AA) in English and French at 1280 and 390 px.
//
// The pay is built by the Deno factories (tests/factories/invoices.ts: a hired team, completed
// shifts, the week's invoices by the domain's own action, approved and paid), the employer
// details and the SIN by the employer domain's own actions, run with `deno eval` because
// Playwright's Node cannot load them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Login = { id: string; email: string; password: string; firstName: string; lastName: string };
type Scene = { family: Login; caregiver: Login };

/** A team paid for the weeks of 9 and 16 August 2026, with employer details and a SIN. */
function paidTeam(accounts: string[]): Scene {
  const code = `
    import { invoiceTeam, completedShifts, generateWeekInvoices, runInvoiceJobs } from '${root}tests/factories/invoices.ts';
    import { asService, sql } from '${root}web/server/db.server.ts';
    import { approveInvoiceAt, markInvoicePaid } from '${root}web/domains/invoices/actions.server.ts';
    import { saveEmployerDetails, saveSin } from '${root}web/domains/employer/actions.server.ts';
    const team = await invoiceTeam({ wageCents: 2600 });
    for (const week of ['2026-08-09', '2026-08-16']) {
      const sunday = Date.parse(week + 'T12:00:00Z');
      await completedShifts(team.memberId, [1, 2, 3].map((d) => ({
        date: new Date(sunday + d * 86400000).toISOString().slice(0, 10), start: '09:00', hours: 8,
      })));
      await generateWeekInvoices(week);
    }
    await runInvoiceJobs();
    for (const { id } of await sql\`select id from public.invoices where member_id = \${team.memberId}\`) {
      await asService(async (tx) => {
        await approveInvoiceAt(tx, id, new Date());
        await markInvoicePaid(tx, id, new Date(), 'pi_e2e_' + id.slice(0, 8));
      });
    }
    const as = (u, userType) => ({ id: u.id, userType, email: u.email });
    const [cg] = await sql\`select first_name, last_name from public.users where id = \${team.caregiver.id}\`;
    const [fam] = await sql\`select first_name, last_name from public.users where id = \${team.family.id}\`;
    await saveEmployerDetails(as(team.family, 'family'), {
      legalName: fam.firstName + ' ' + fam.lastName, addressLine1: '1 King St W',
      addressLine2: null, city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6',
      payrollAccount: '123456782RP0001',
    });
    await saveSin(as(team.caregiver, 'caregiver'), { sin: '130692544' });
    const login = (u, n) => ({ id: u.id, email: u.email, password: u.password,
      firstName: n.firstName, lastName: n.lastName });
    console.log(JSON.stringify({ family: login(team.family, fam), caregiver: login(team.caregiver, cg) }));
    Deno.exit(0);`;
  const out = execFileSync(deno, ['eval', '--ext=ts', code], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  const scene = JSON.parse(out.trim().split('\n').pop()!) as Scene;
  accounts.push(scene.family.email, scene.caregiver.email);
  return scene;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe on the tax slips section, in both languages and both widths. */
async function axeSection(page: Page, path: string, who: string) {
  const found: string[] = [];
  for (const locale of ['en', 'fr'] as const) {
    await page.context().addCookies([{
      name: 'locale',
      value: locale,
      url: test.info().project.use.baseURL!,
    }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('tax-slip').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="tax-slips"]')
        .withTags(TAGS)
        .analyze();
      for (const v of results.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        found.push(
          `${locale} ${width}px ${v.id}: ${v.help} (${
            v.nodes.map((n) => n.target.join(' ')).join(', ')
          })`,
        );
      }
      await page.screenshot({
        path: test.info().outputPath(`tax-slips-${who}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.context().addCookies([{
    name: 'locale',
    value: 'en',
    url: test.info().project.use.baseURL!,
  }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(found).toEqual([]);
}

async function saved(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

/** The decimal amounts of an XML element ('1234.56'), as cents. */
const amounts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([0-9.]+)</${tag}>`, 'g'))].map((m) =>
    Math.round(Number(m[1]) * 100)
  );

test('the family downloads the year’s XML return and slips; the caregiver opens their slip', async ({ page, accounts }) => {
  test.setTimeout(150_000); // the Deno factory and eight axe runs
  const scene = paidTeam(accounts);
  const caregiverName = `${scene.caregiver.firstName} ${scene.caregiver.lastName}`;

  await login(page, scene.family);
  await page.goto('/mypay/history');
  const section = page.getByTestId('tax-slips');
  await expect(section.getByRole('heading', { name: /T4 slips for 2026/, level: 2 })).toBeVisible();
  await expect(section.getByTestId('tax-draft')).toContainText('Slips become final on');
  const slip = section.getByTestId('tax-slip');
  await expect(slip).toHaveCount(1);
  await expect(slip.getByRole('heading', { level: 3 })).toContainText(caregiverName);
  await expect(slip).toContainText('14 Employment income');
  await expect(section.getByTestId('tax-summary')).toContainText('T4 Summary');
  await expect(section.getByTestId('tax-missing')).toHaveCount(0);
  // What the family is to do with them, and why the balance counts only marked remittances.
  await expect(section.getByTestId('tax-family-hint')).toContainText('Internet File Transfer');
  await expect(section.getByRole('link', { name: 'Remittances on the Employer tab' }))
    .toHaveAttribute('href', '/mypay/employer');

  // The XML return: the caregiver named, the SIN written in full (the law's one place), the
  // employment income and the deductions non-zero, the Summary's total equal to the slip's.
  const [xmlDownload] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Draft XML return' }).click(),
  ]);
  expect(xmlDownload.suggestedFilename()).toBe('T4-2026-DRAFT.xml');
  const xml = (await saved(xmlDownload)).toString('latin1');
  expect(xml).toContain('<T4Slip>');
  expect(xml.toLowerCase()).toContain(
    `<snm>${scene.caregiver.lastName.slice(0, 20).toLowerCase()}</snm>`,
  );
  expect(xml).toContain('<sin>130692544</sin>');
  expect(xml).toContain('<bn>123456782RP0001</bn>');
  const [income] = amounts(xml, 'empt_incamt');
  expect(income).toBeGreaterThan(0);
  expect(amounts(xml, 'cpp_cntrb_amt')[0]).toBeGreaterThan(0);
  expect(amounts(xml, 'tot_empt_incamt')).toEqual([income]);

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'All slips (PDF)' }).click(),
  ]);
  const pdf = await saved(pdfDownload);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  // The SIN stays masked on every screen.
  await expect(page.getByText('130692544')).toHaveCount(0);

  await axeSection(page, '/mypay/history', 'family');

  // The caregiver: their own slip, from the family, on My Pay; the PDF is theirs.
  await page.context().clearCookies();
  await login(page, scene.caregiver);
  await page.goto('/mypay/history');
  const own = page.getByTestId('tax-slips');
  await expect(own.getByTestId('tax-slip')).toHaveCount(1);
  await expect(own.getByTestId('tax-summary')).toHaveCount(0);
  await expect(own.getByRole('link', { name: /XML/ })).toHaveCount(0);
  await expect(own.getByTestId('tax-slip').getByRole('heading', { level: 3 })).toContainText(
    `${scene.family.firstName} ${scene.family.lastName} — ON`,
  );
  await expect(own.getByTestId('tax-slip')).toContainText('14 Employment income');
  const ownIncome = await own.getByTestId('tax-slip').locator('dd').nth(1).textContent();
  expect(Math.round(Number(ownIncome!.replace(/[^0-9.]/g, '')) * 100)).toBe(income);
  const [ownPdf] = await Promise.all([
    page.waitForEvent('download'),
    own.getByRole('link', { name: 'Slip (PDF)' }).click(),
  ]);
  expect((await saved(ownPdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(ownPdf.suggestedFilename()).toMatch(/^T4-2026-.+-DRAFT\.pdf$/);

  await axeSection(page, '/mypay/history', 'caregiver');
});
