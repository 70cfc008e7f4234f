// Caregiver search (spec 002 §2, §9; issue 9): a family searches caregivers by city with two
// filters and pages through the results; the address bar's path follows the filters; a card's
// Favourite toggle is kept. The caregivers are made through the API (signup, basic info,
// services, background check, finish) around Timmins, a city no other test uses, and approved
// on the test database as staff would (the admin approval is covered by caregiver-profile).
import { request as playwrightRequest } from '@playwright/test';
import type postgres from 'postgres';
import { expect, login, test, type TestUser } from './fixtures.ts';

const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8100}`;
const origin = new URL(baseURL).origin;

/** Timmins, ON, as the gazetteer has it. */
const TIMMINS = { lat: 48.46686, lng: -81.33312 };

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// Geohash of precision 9 (the address field sends one; the server recomputes it anyway).
function geohash(lat: number, lng: number): string {
  const base32 = '0123456789bcdefghjkmnpqrstuvwxyz';
  let [latMin, latMax, lngMin, lngMax] = [-90, 90, -180, 180];
  let hash = '';
  let bits = 0;
  let count = 0;
  let even = true;
  while (hash.length < 9) {
    if (even) {
      const mid = (lngMin + lngMax) / 2;
      bits = (bits << 1) | (lng >= mid ? 1 : 0);
      if (lng >= mid) lngMin = mid;
      else lngMax = mid;
    } else {
      const mid = (latMin + latMax) / 2;
      bits = (bits << 1) | (lat >= mid ? 1 : 0);
      if (lat >= mid) latMin = mid;
      else latMax = mid;
    }
    even = !even;
    if (++count === 5) {
      hash += base32[bits];
      bits = 0;
      count = 0;
    }
  }
  return hash;
}

async function ok(
  res: { ok(): boolean; status(): number; text(): Promise<string>; url(): string },
) {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
}

/** A background-checked caregiver `i` hundred metres north of Timmins' centre. */
async function timminsCaregiver(
  user: TestUser,
  db: postgres.Sql,
  i: number,
  p: { gender: 'male' | 'female'; jobType: string; wageExp: number },
) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  try {
    await ok(
      await api.post('/api/login', { data: { email: user.email, password: user.password } }),
    );
    const lat = TIMMINS.lat + (i * 0.1) / 111.2;
    await ok(
      await api.post('/api/user/caregiver/basic-info', {
        data: {
          firstName: `Pro${String(i).padStart(2, '0')}`,
          lastName: 'Timmins',
          dob: '1985-03-02',
          phoneNum: '7055550100',
          gender: p.gender,
          address: {
            addressFull: `${i + 1} Algonquin Blvd, Timmins, ON P4N 1A1, Canada`,
            addressParams: {
              streetNumber: String(i + 1),
              streetRoute: 'algonquin blvd',
              locality: 'timmins',
              adminAreaLevel1: 'on',
              country: 'canada',
              postalCode: 'p4n 1a1',
            },
            coordinates: { lat, lng: TIMMINS.lng },
            geohash: geohash(lat, TIMMINS.lng),
          },
          workRadius: 25,
        },
      }),
    );
    await ok(
      await api.post('/api/user/caregiver/service-info', {
        data: {
          service: { companionship: true },
          conditions: { dementia: true },
          jobType: { [p.jobType]: true },
          languagePref: ['english'],
          yearsExp: 4,
          wageExp: p.wageExp,
          bio: 'Kind and punctual, with years of home care in Timmins.',
        },
      }),
    );
    await ok(await api.post('/api/user/caregiver/edu-accred/finish', { data: {} }));
    await ok(
      await api.post('/api/user/caregiver/background-check', {
        multipart: {
          file: { name: 'check.pdf', mimeType: 'application/pdf', buffer: PDF },
          issuedOn: daysAgo(30),
        },
      }),
    );
    await ok(await api.post('/api/user/caregiver/finish', { data: {} }));
  } finally {
    await api.dispose();
  }
  // Staff's approval, as the factories' approveOnServicePath writes it.
  await db`update public.background_checks set status = 'approved' where user_id = ${user.id}`;
  await db`update public.account_statuses set is_bg_check = true where user_id = ${user.id}`;
}

test('a family searches caregivers by city with two filters and pages through results; the path follows', async ({ page, createUser, db }) => {
  test.setTimeout(240_000);
  // 22 women working part time (wages 18 and 19), 2 men full time: 24 in Timmins.
  const specs = Array.from(
    { length: 24 },
    (_, i) =>
      i < 22
        ? { gender: 'female' as const, jobType: 'partTime', wageExp: i % 2 ? 19 : 18 }
        : { gender: 'male' as const, jobType: 'fullTime', wageExp: 30 },
  );
  // In batches, with the rate-limit counters cleared between them (as the fixtures do between
  // tests): two dozen signups and logins from one address are otherwise refused, as they should.
  for (let i = 0; i < specs.length; i += 4) {
    await db`delete from private.rate_limits`;
    await Promise.all(
      specs.slice(i, i + 4).map(async (s, j) =>
        timminsCaregiver(await createUser({ userType: 'caregiver' }), db, i + j, s)
      ),
    );
  }
  await db`delete from private.rate_limits`;
  const family = await createUser({ userType: 'family' });
  await login(page, family);

  // /caregivers starts at the family's own city.
  await page.goto('/caregivers');
  await expect(page).toHaveTitle(/Caregivers/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Searching Caregivers in Toronto, ON',
  );

  // Search by city: a suggestion re-queries the server, the path names the place.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Timmins');
  await page.getByRole('option', { name: /Timmins/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Searching Caregivers in Timmins, ON',
  );
  await expect(page).toHaveURL(/\/caregivers\/search\/locality=timmins&region=on$/);
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText('Showing 20 of 24 caregiver(s) found.');
  // (11 × 18 + 11 × 19 + 2 × 30) / 24
  await expect(page.getByTestId('search-average')).toHaveText('Average rate: $19.46/hr');
  await expect(page.getByTestId('caregiver-card')).toHaveCount(20);

  // Two filters; each one is in the path.
  await page.getByLabel('Gender').selectOption('female');
  await expect(page).toHaveURL(/\/caregivers\/search\/locality=timmins&region=on&gender=female$/);
  await expect(count).toHaveText('Showing 20 of 22 caregiver(s) found.');
  await page.getByLabel('Job Type').selectOption('partTime');
  await expect(page).toHaveURL(
    /\/caregivers\/search\/locality=timmins&region=on&gender=female&job-type=partTime$/,
  );
  await expect(count).toHaveText('Showing 20 of 22 caregiver(s) found.');
  await expect(page.getByTestId('search-average')).toHaveText('Average rate: $18.50/hr');

  // Page 2 of ceil(22 / 20) = 2.
  const pager = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pager.getByRole('button', { name: /^Page / })).toHaveCount(2);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/&job-type=partTime&page=2$/);
  await expect(count).toHaveText('Showing 2 of 22 caregiver(s) found.');
  await expect(page.getByTestId('caregiver-card')).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The path alone gives the same page (the server reads it).
  await page.reload();
  await expect(count).toHaveText('Showing 2 of 22 caregiver(s) found.');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
  await expect(page.getByLabel('Job Type')).toHaveValue('partTime');

  // Back to page 1, then a card's Favourite is kept.
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/&job-type=partTime$/);
  const first = page.getByTestId('caregiver-card').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/caregiver\/\d+$/);
  const favourite = first.getByRole('button', { name: /^Favourite / });
  await favourite.click();
  await expect(first.getByRole('button', { name: /^Favourited / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => {
    const [row] = await db`select count(*)::int as n from public.favourites
                            where family_id = ${family.id}`;
    return row.n;
  }).toBe(1);

  // Clear resets the filters (the place stays).
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/caregivers\/search\/locality=timmins&region=on$/);
  await expect(count).toHaveText('Showing 20 of 24 caregiver(s) found.');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();

  // No street, postal code or coordinates anywhere on the page.
  const html = await page.content();
  expect(html.toLowerCase()).not.toContain('algonquin');
  expect(html.toLowerCase()).not.toContain('p4n');
});

test('a city with nobody gives the no-result sentence and its link; caregivers are sent away', async ({ page, createUser }) => {
  const family = await createUser({ userType: 'family' });
  await login(page, family);
  await page.goto('/caregivers/search/locality=kapuskasing&region=on&gender=male&rating=5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Searching Caregivers in Kapuskasing, ON',
  );
  await expect(page.getByTestId('search-empty')).toContainText(
    'Oops... It seems we can not find any caregivers based on your search criteria at the moment. To view all Tendwell Caregivers, click here',
  );
  await expect(page.getByRole('link', { name: 'click here' })).toHaveAttribute(
    'href',
    '/caregivers',
  );
  await expect(page.getByLabel('Rating')).toHaveValue('5');

  const caregiver = await createUser({ userType: 'caregiver', stage: 'background-checked' });
  await page.context().clearCookies();
  await login(page, caregiver);
  await page.goto('/caregivers');
  await expect(page).not.toHaveURL(/\/caregivers/);
});
