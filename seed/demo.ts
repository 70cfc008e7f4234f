// Demo data for `npm start`: realistic Canadian families and caregivers, an admin, and what
// they would see on day one. Idempotent: an account that exists is left as it is.
// Made with the test factories (tests/factories/), which go through the same code paths as real
// signups, so demo rows obey every rule real ones do; here every value is fixed.
import { sql } from '../web/server/db.server.ts';
import { createAdmin, createCaregiver, createFamily } from '../tests/factories/accounts.ts';
import type { CaregiverBasics, FamilyDetails } from '../tests/factories/accounts-shared.ts';
import { createCareer } from '../tests/factories/careers.ts';
import { seedDemoCaregivers } from '../tests/factories/caregivers.ts';
import { createNotification } from '../tests/factories/notifications.ts';
import { demoTeamShifts } from '../tests/factories/shifts.ts';
import { seedDemoInvoices } from '../tests/factories/invoices.ts';
import { seedDemoCard } from '../tests/factories/payments.ts';
import { seedDemoReport } from '../tests/factories/reports.ts';
import { seedDemoReview } from '../tests/factories/reviews.ts';
import { careers } from './careers.ts';

export const DEMO_PASSWORD = 'Tendwell2026';

export type DemoLogin = { role: string; email: string; password: string };

async function idOf(email: string): Promise<string | null> {
  const [row] = await sql`select id from better_auth.users where lower(email) = lower(${email})`;
  return (row?.id as string) ?? null;
}

const FAMILIES: (FamilyDetails & { email: string })[] = [
  {
    email: 'family@demo.tendwell.ca',
    firstName: 'Margaret',
    lastName: 'Chen',
    phoneNum: '(416) 555-0142',
    city: 'Toronto, ON',
    serviceStart: 'immediately',
    servicePerWeek: '10-20',
    serviceLength: 'overSixMonths',
    service: { companionship: true, mealPrep: true, medReminder: true, mobility: true },
    conditions: { dementia: true, arthritis: true },
    languagePref: ['english', 'cantonese'],
  },
  {
    email: 'daniel.tremblay@demo.tendwell.ca',
    firstName: 'Daniel',
    lastName: 'Tremblay',
    phoneNum: '(514) 555-0187',
    city: 'Montréal, QC',
    serviceStart: '1week',
    servicePerWeek: '20+',
    serviceLength: 'underSixMonths',
    service: { bathing: true, grooming: true, transportation: true },
    conditions: { stroke: true },
    languagePref: ['french', 'english'],
  },
];

const COMPLETE_CAREGIVER: CaregiverBasics & { email: string } = {
  email: 'caregiver@demo.tendwell.ca',
  firstName: 'Amara',
  lastName: 'Okafor',
  phoneNum: '(905) 555-0110',
  dob: '1988-04-12',
  gender: 'female',
  city: 'Mississauga, ON',
};
const NEW_CAREGIVER_EMAIL = 'newcaregiver@demo.tendwell.ca';
const ADMIN = { email: 'admin@demo.tendwell.ca', firstName: 'Priya', lastName: 'Sharma' };

type DemoNotification = { message: string; minutesAgo: number };

/** Only for a recipient who has none yet, so a second start does not repeat them. */
async function seedNotifications(recipientId: string, items: DemoNotification[]) {
  const [existing] = await sql`
    select count(*)::int as n from public.notifications where recipient_id = ${recipientId}`;
  if (existing.n > 0) return;
  for (const item of items) await createNotification({ recipientId, class: 'General', ...item });
}

export async function seedDemo(log = console.log): Promise<DemoLogin[]> {
  for (const family of FAMILIES) {
    if (await idOf(family.email)) continue;
    await createFamily({ ...family, password: DEMO_PASSWORD });
    log(`  created family ${family.email}`);
  }

  if (!(await idOf(COMPLETE_CAREGIVER.email))) {
    // Finished signup and passed the background check: searchable, may apply and message.
    await createCaregiver({
      ...COMPLETE_CAREGIVER,
      stage: 'background-checked',
      password: DEMO_PASSWORD,
    });
    log(`  created caregiver ${COMPLETE_CAREGIVER.email}`);
  }
  if (!(await idOf(NEW_CAREGIVER_EMAIL))) {
    await createCaregiver({ email: NEW_CAREGIVER_EMAIL, stage: 'new', password: DEMO_PASSWORD });
    log(`  created caregiver ${NEW_CAREGIVER_EMAIL}`);
  }

  await seedDemoCaregivers(log, {
    password: DEMO_PASSWORD,
    completeEmails: [COMPLETE_CAREGIVER.email],
  });
  if (!(await idOf(ADMIN.email))) {
    // No second factor yet: the demo's staff sets one up on first sign-in, as staff must (ADR 044).
    await createAdmin({ ...ADMIN, password: DEMO_PASSWORD, secondFactor: false });
    log(`  created admin ${ADMIN.email}`);
  }

  await seedNotifications((await idOf(FAMILIES[0].email))!, [
    { message: 'Welcome to <b>Tendwell</b>! Your first job posting is live.', minutesAgo: 60 * 26 },
    {
      message: 'Tip: add a second emergency contact so your care team can always reach someone.',
      minutesAgo: 90,
    },
    { message: '<b>Amara Okafor</b> viewed your job posting.', minutesAgo: 12 },
  ]);
  await seedNotifications((await idOf(COMPLETE_CAREGIVER.email))!, [
    {
      message: 'Your background check was <b>approved</b>. Families can now find you.',
      minutesAgo: 60 * 50,
    },
    {
      message:
        'New job near Mississauga: companionship and meal preparation, 10 - 20 hours a week.',
      minutesAgo: 30,
    },
  ]);

  // The demo family and caregiver are a team with shifts around today (one completed).
  if (await demoTeamShifts(FAMILIES[0].email, COMPLETE_CAREGIVER.email)) {
    log(`  scheduled shifts for ${FAMILIES[0].email} with ${COMPLETE_CAREGIVER.email}`);
  }

  // Two past weeks of Amara's shifts are invoiced: one paid, one pending (/mypay).
  await seedDemoInvoices(FAMILIES[0].email, COMPLETE_CAREGIVER.email, log);
  // Margaret has a saved, preferred Visa 4242 at the local Stripe fake to pay it with.
  await seedDemoCard(FAMILIES[0].email, log);

  // Amara, on Margaret's team, reports on a shift she is checked in to today (/reports).
  await seedDemoReport(FAMILIES[0].email, COMPLETE_CAREGIVER.email, log);

  // Margaret has reviewed Amara (/reviews; the score on her profile and in search).
  await seedDemoReview(FAMILIES[0].email, COMPLETE_CAREGIVER.email, log);

  const [{ titles }] =
    await sql`select coalesce(array_agg(title), '{}') as titles from public.careers`;
  for (const career of careers) {
    if (!(titles as string[]).includes(career.title)) await createCareer(career);
  }

  return [
    { role: 'Family', email: FAMILIES[0].email, password: DEMO_PASSWORD },
    {
      role: 'Caregiver (complete profile)',
      email: COMPLETE_CAREGIVER.email,
      password: DEMO_PASSWORD,
    },
    { role: 'Caregiver (incomplete profile)', email: NEW_CAREGIVER_EMAIL, password: DEMO_PASSWORD },
    { role: 'Admin', email: ADMIN.email, password: DEMO_PASSWORD },
  ];
}
