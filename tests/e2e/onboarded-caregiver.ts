// Caregivers built through the real API the way onboarding makes them (basic info with a street
// address, services, the education step, a background-check upload, finish) and approved by an
// admin through the API: shared by the e2e specs that need a searchable, messageable caregiver.
import { request as playwrightRequest } from '@playwright/test';
import type postgres from 'postgres';
import type { TestUser } from './fixtures.ts';
import { totpCode } from '../factories/accounts-shared.ts';

export const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8100}`;
export const origin = new URL(baseURL).origin;

export const STREET = '350 Victoria St';
export const POSTAL = 'M5B 2K3';
export const HOME = {
  addressFull: `${STREET}, Toronto, ON ${POSTAL}, Canada`,
  addressParams: {
    streetNumber: '350',
    streetRoute: 'victoria st',
    locality: 'toronto',
    adminAreaLevel1: 'on',
    country: 'canada',
    postalCode: 'm5b 2k3',
  },
  coordinates: { lat: 43.65781, lng: -79.37886 },
  geohash: 'dpz83dg6v',
};

// A one-page PDF: the server checks the magic bytes, not the name.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const daysAgo = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export type Api = Awaited<ReturnType<typeof playwrightRequest.newContext>>;

export async function signedInApi(user: TestUser): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const res = await api.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`login: ${res.status()} ${await res.text()}`);
  // Staff have a second factor (ADR 044): the fixtures' admin answers it with its app's code.
  const { secondFactor } = (await res.json()) as { secondFactor?: string[] };
  if (secondFactor) {
    if (!user.totpSecret) throw new Error(`login: asks for ${secondFactor.join('/')}, no key`);
    const second = await api.post('/api/login/second-factor', {
      data: { method: 'totp', code: await totpCode(user.totpSecret) },
    });
    if (!second.ok()) throw new Error(`second step: ${second.status()} ${await second.text()}`);
  }
  return api;
}

export async function ok(
  res: { ok(): boolean; status(): number; text(): Promise<string>; url(): string },
) {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
}

/** A caregiver who went through every onboarding step and submitted a background check. */
export async function onboardedCaregiver(
  createUser: (o: { userType: 'caregiver' }) => Promise<TestUser>,
  db: postgres.Sql,
  firstName: string,
  { withCheck = true } = {},
) {
  const user = await createUser({ userType: 'caregiver' });
  const api = await signedInApi(user);
  try {
    const material = await (await api.get('/api/signup-material')).json() as {
      service: Record<string, string>;
      jobType: Record<string, string>;
      conditions: Record<string, string>;
    };
    await ok(
      await api.post('/api/user/caregiver/basic-info', {
        data: {
          firstName,
          lastName: 'Tremblay',
          dob: '1986-05-14',
          phoneNum: '4165550199',
          gender: 'female',
          address: HOME,
          workRadius: 25,
        },
      }),
    );
    await ok(
      await api.post('/api/user/caregiver/service-info', {
        data: {
          service: { [Object.keys(material.service)[0]]: true },
          conditions: { [Object.keys(material.conditions)[0]]: true },
          jobType: { [Object.keys(material.jobType)[0]]: true },
          languagePref: ['english'],
          yearsExp: 6,
          wageExp: 22,
          bio: 'Patient and reliable, with years of home care.',
        },
      }),
    );
    await ok(await api.post('/api/user/caregiver/edu-accred/finish', { data: {} }));
    if (withCheck) {
      await ok(
        await api.post('/api/user/caregiver/background-check', {
          multipart: {
            file: { name: 'check.pdf', mimeType: 'application/pdf', buffer: PDF },
            issuedOn: daysAgo(30),
          },
        }),
      );
    }
    await ok(await api.post('/api/user/caregiver/finish', { data: {} }));
  } finally {
    await api.dispose();
  }
  const [row] = await db`select user_id_number from public.users where id = ${user.id}`;
  return { user, userIdNumber: row.userIdNumber as string };
}

export async function approveByApi(admin: TestUser, userIdNumber: string) {
  const api = await signedInApi(admin);
  try {
    await ok(await api.post(`/api/admin/background-checks/${userIdNumber}/approve`, { data: {} }));
  } finally {
    await api.dispose();
  }
}
