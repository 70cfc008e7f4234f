// Every signed-in page passes axe (issue 22 point 7): each route of the route table whose guard
// is signedIn, familyOnly, caregiverOnly or adminOnly, opened by each role that may open it, on
// real records (tests/e2e/signed-in-scene.ts, built with the factories), in English and French,
// 1280 and 390 px wide. WCAG 2.0/2.1/2.2 A and AA rules, plus label-content-name-mismatch (axe
// ships it as experimental, off by default; issue 22 found it on the Favourite buttons). One
// signed-in browser context per role; one page load per (page, role, language, width).
//
// A page is checked where it opens at its own address: a role the guard or the page sends
// elsewhere is not one that "may open it", and the table below says which roles those are. The
// caregiver sign-up steps (guarded by the account's stage, not by one of these four guards) are
// covered by caregiver-onboarding.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, login, test } from './fixtures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

type Role = 'family' | 'caregiver' | 'admin';
type Login = { id: string; email: string; password: string; totpSecret?: string };
type Scene = Record<Role | 'applicant', Login> & {
  caregiverUserIdNumber: string;
  memberId: string;
  shiftId: string;
  reportId: string;
  jobId: string;
  inviteId: string;
  applicationId: string;
  channelId: string;
  paidInvoiceId: string;
  pendingInvoiceId: string;
  recordOfEmploymentId: string | null;
};

const F: Role[] = ['family'];
const C: Role[] = ['caregiver'];
const A: Role[] = ['admin'];
const FC: Role[] = ['family', 'caregiver'];
const FCA: Role[] = ['family', 'caregiver', 'admin'];

type Entry = {
  /** As the route table writes it. */
  route: string;
  /** The address opened. */
  path: (s: Scene) => string;
  /** Who may open it (the others are sent elsewhere by the guard or the page). */
  roles: Role[];
  /** Where the page itself sends `role` on (a list opening its newest item); else `path`. */
  lands?: (s: Scene, role: Role) => string;
};

const PAGES: Entry[] = [
  { route: '/dashboard', path: () => '/dashboard', roles: FC },
  { route: '/profile', path: () => '/profile', roles: FCA },
  { route: '/profile/banking', path: () => '/profile/banking', roles: C },
  { route: '/profile/background-check', path: () => '/profile/background-check', roles: C },
  {
    route: '/caregiver/:userIdNumber',
    path: (s) => `/caregiver/${s.caregiverUserIdNumber}`,
    roles: FCA,
  },
  {
    route: '/caregiver/:userIdNumber/hire',
    path: (s) => `/caregiver/${s.caregiverUserIdNumber}/hire`,
    roles: F,
  },
  { route: '/caregivers', path: () => '/caregivers', roles: F },
  { route: '/caregivers/search', path: () => '/caregivers/search', roles: F },
  {
    route: '/caregivers/search/:cgQuery',
    path: () => '/caregivers/search/locality=toronto&region=on',
    roles: F,
  },
  { route: '/jobs/applications', path: () => '/jobs/applications', roles: FCA },
  {
    route: '/jobs/applications/:jobAppId',
    path: (s) => `/jobs/applications/${s.applicationId}`,
    roles: FCA,
  },
  { route: '/invites', path: () => '/invites', roles: FCA },
  { route: '/invites/:inviteId', path: (s) => `/invites/${s.inviteId}`, roles: FCA },
  { route: '/profile/jobs/new', path: () => '/profile/jobs/new', roles: F },
  {
    route: '/profile/jobs',
    path: () => '/profile/jobs',
    roles: F,
    lands: (s) => `/profile/jobs/${s.jobId}`,
  },
  { route: '/profile/jobs/:jobId', path: (s) => `/profile/jobs/${s.jobId}`, roles: F },
  { route: '/job/:jobId', path: (s) => `/job/${s.jobId}`, roles: FCA },
  { route: '/jobs', path: () => '/jobs', roles: ['caregiver', 'admin'] },
  { route: '/jobs/search', path: () => '/jobs/search', roles: ['caregiver', 'admin'] },
  {
    route: '/jobs/search/:jobQuery',
    path: () => '/jobs/search/locality=toronto&region=on',
    roles: ['caregiver', 'admin'],
  },
  { route: '/messages', path: () => '/messages', roles: FCA },
  { route: '/messages/:chnId', path: (s) => `/messages/${s.channelId}`, roles: FCA },
  ...(['/mypay', '/mypay/timesheet', '/mypay/invoice'].map((route) => ({
    route,
    path: () => route,
    roles: FC,
    // My Pay opens on the newest invoice.
    lands: (s: Scene) => `/mypay/invoice/${s.pendingInvoiceId}`,
  }))),
  { route: '/mypay/history', path: () => '/mypay/history', roles: FC },
  {
    route: '/mypay/invoice/:invoiceId',
    path: (s) => `/mypay/invoice/${s.pendingInvoiceId}`,
    roles: FC,
  },
  {
    route: '/mypay/history/:invoiceId',
    path: (s) => `/mypay/history/${s.paidInvoiceId}`,
    roles: FC,
  },
  { route: '/mypay/detail', path: () => '/mypay/detail', roles: F },
  { route: '/mypay/employer', path: () => '/mypay/employer', roles: F },
  {
    route: '/mypay/records-of-employment',
    path: () => '/mypay/records-of-employment',
    roles: FCA,
  },
  {
    route: '/mypay/records-of-employment/:id',
    path: (s) => `/mypay/records-of-employment/${s.recordOfEmploymentId}`,
    roles: FC,
  },
  {
    // An unknown link: the page says it is not valid (a real one is mailed once, single-use).
    route: '/my-data/download/:token',
    path: () => `/my-data/download/${'x'.repeat(43)}`,
    roles: FCA,
  },
  { route: '/notifications', path: () => '/notifications', roles: FCA },
  { route: '/reports', path: () => '/reports', roles: FCA },
  { route: '/reports/:reportId', path: (s) => `/reports/${s.reportId}`, roles: FCA },
  { route: '/reviews', path: () => '/reviews', roles: FCA },
  { route: '/reviews/:memberId', path: (s) => `/reviews/${s.memberId}`, roles: FCA },
  {
    route: '/myteam',
    path: () => '/myteam',
    roles: FCA,
    // A family or caregiver with a team sees all of it; staff have none.
    lands: (_s, role) => (role === 'admin' ? '/myteam' : '/myteam/all'),
  },
  { route: '/myteam/:memberId', path: (s) => `/myteam/${s.memberId}`, roles: FC },
  {
    route: '/myteam/:memberId/shift/:shiftId',
    path: (s) => `/myteam/${s.memberId}/shift/${s.shiftId}`,
    roles: FC,
  },
  {
    route: '/myteam/:memberId/schedule-shift',
    path: (s) => `/myteam/${s.memberId}/schedule-shift`,
    roles: F,
  },
  { route: '/admin', path: () => '/admin', roles: A },
  { route: '/admin/accounts', path: () => '/admin/accounts?q=a', roles: A },
  { route: '/admin/audit', path: () => '/admin/audit', roles: A },
  { route: '/admin/background-checks', path: () => '/admin/background-checks', roles: A },
  { route: '/admin/careers', path: () => '/admin/careers', roles: A },
  { route: '/admin/inquiries', path: () => '/admin/inquiries', roles: A },
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 390];
const LOCALES = ['en', 'fr'] as const;

let scene: Scene;

test.beforeAll(() => {
  const out = execFileSync(deno, ['run', '-A', 'tests/e2e/signed-in-scene.ts'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  scene = JSON.parse(out.trim().split('\n').at(-1)!);
});

test.afterAll(async ({ db }) => {
  if (!scene) return;
  const ids = [scene.family.id, scene.caregiver.id, scene.applicant.id, scene.admin.id];
  await db`delete from better_auth.users where id in ${db(ids)}`;
});

test('the table lists every signed-in route of the route table', () => {
  // Each domain's routes.ts is the route table's source (web/app/route-table.ts joins them).
  const domains = join(root, 'web/domains');
  const guarded = readdirSync(domains)
    .map((d) => join(domains, d, 'routes.ts'))
    .filter((f) => existsSync(f))
    .flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /route\(\s*'([^']+)',\s*'(signedIn|familyOnly|caregiverOnly|adminOnly)'/g,
        ),
      ].map((m) => m[1])
    );
  expect(guarded.length).toBeGreaterThan(40);
  const listed = new Set(PAGES.map((p) => p.route));
  expect(listed.size).toBe(PAGES.length);
  expect(guarded.filter((r) => !listed.has(r))).toEqual([]);
  expect([...listed].filter((r) => !guarded.includes(r))).toEqual([]);
});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const role of ['family', 'caregiver', 'admin'] as const) {
  test.describe(`as ${role}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      page = await context.newPage();
      // Staff answer the second step with the scene's authenticator key (ADR 044).
      await login(page, scene[role]);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const entry of PAGES.filter((p) => p.roles.includes(role))) {
      test(`axe: ${entry.route} as ${role}, en and fr, 1280 and 390 px`, async () => {
        test.setTimeout(120_000);
        const path = entry.path(scene);
        test.skip(
          path.endsWith('/null'),
          `the scene could not make the record ${entry.route} shows (see the scene's log)`,
        );
        const found: string[] = [];
        for (const locale of LOCALES) {
          await context.addCookies([{
            name: 'locale',
            value: locale,
            url: test.info().project.use.baseURL!,
          }]);
          // One load per language, checked at each width: the layout follows the viewport (CSS
          // media queries), so a resize shows the small screen without loading the page again.
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          const res = await page.goto(path);
          // Islands load their code; a page that keeps fetching (a live list) is checked as it
          // stands after a short wait.
          await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => {});
          expect(res?.status(), `${path} answers`).toBeLessThan(400);
          expect(new URL(page.url()).pathname, `${path} opens where it should`).toBe(
            new URL(entry.lands?.(scene, role) ?? path, 'http://x').pathname,
          );
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) {
              await page.setViewportSize({ width, height: 900 });
              // Let layout and any resize listener settle before axe reads the page.
              await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
            }
            for (const v of await violations(page)) found.push(`${locale} ${width}px ${v}`);
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}
