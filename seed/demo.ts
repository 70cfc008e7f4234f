// Demo data for `npm start`: realistic Canadian families and caregivers, an admin, and what
// they would see on day one. Idempotent: an account that exists is left as it is.
// Runs through the same code paths as real signups, so demo rows obey every rule real ones do.
import { createAccount, emailIsRegistered } from '../web/domains/accounts/accounts.server.ts';
import { createFamilyProfile } from '../web/domains/accounts/family-signup.server.ts';
import type { FamilySignup } from '../web/domains/accounts/schemas.ts';
import { getGeocoder } from '../web/domains/addresses/api.server.ts';
import type { Address } from '../web/domains/addresses/address-schema.ts';
import { sql } from '../web/server/db.server.ts';
import { careers } from './careers.ts';

export const DEMO_PASSWORD = 'Tendwell2026';

export type DemoLogin = { role: string; email: string; password: string };

async function city(query: string): Promise<Address> {
  const [address] = await getGeocoder().suggest(query, { mode: 'city', limit: 1 });
  if (!address) throw new Error(`The gazetteer does not know ${query}`);
  return address;
}

async function setStatus(userId: string, flags: Record<string, boolean>) {
  for (const [column, value] of Object.entries(flags)) {
    await sql`update public.account_statuses set ${sql(column)} = ${value} where user_id = ${userId}`;
  }
}

async function idOf(email: string) {
  const [row] = await sql`select id from better_auth.users where lower(email) = lower(${email})`;
  return row?.id as string;
}

type DemoFamily = Omit<FamilySignup, 'email' | 'password' | 'confirmPassword' | 'address'> & {
  email: string;
  city: string;
};

const FAMILIES: DemoFamily[] = [
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

type DemoCaregiver = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNum: string;
  city: string;
  complete: boolean;
};

const CAREGIVERS: DemoCaregiver[] = [
  {
    email: 'caregiver@demo.tendwell.ca',
    firstName: 'Amara',
    lastName: 'Okafor',
    phoneNum: '(905) 555-0110',
    city: 'Mississauga, ON',
    complete: true,
  },
  {
    email: 'newcaregiver@demo.tendwell.ca',
    firstName: '',
    lastName: '',
    phoneNum: '',
    city: '',
    complete: false,
  },
];

const COMPLETE_CAREGIVER_FLAGS = {
  is_basic_completed: true,
  is_service_completed: true,
  is_edu_accred_completed: true,
  is_user_img_completed: true,
  is_bg_check_submitted: true,
  is_bg_check: true,
  is_banking: true,
  is_avail_complete: true,
  is_profile_completed: true,
};

async function seedNotifications(recipientId: string, items: { class: string; message: string; ageMinutes: number }[]) {
  const [existing] = await sql`select count(*)::int as n from public.notifications where recipient_id = ${recipientId}`;
  if (existing.n > 0) return;
  for (const item of items) {
    await sql`
      insert into public.notifications (recipient_id, class, ref_id, message, created_at)
      values (${recipientId}, ${item.class}, null, ${item.message}, now() - ${`${item.ageMinutes} minutes`}::interval)`;
  }
}

export async function seedDemo(log = console.log): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];

  for (const family of FAMILIES) {
    if (!(await emailIsRegistered(family.email))) {
      const { city: cityName, email, ...rest } = family;
      const body: FamilySignup = {
        ...rest,
        email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        address: await city(cityName),
      };
      await createAccount(
        {
          email,
          password: DEMO_PASSWORD,
          userType: 'family',
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNum: body.phoneNum,
          address: body.address,
          locale: family.languagePref[0] === 'french' ? 'fr' : 'en',
        },
        (tx, userId) => createFamilyProfile(tx, userId, body),
      );
      log(`  created family ${email}`);
    }
  }
  logins.push({ role: 'Family', email: FAMILIES[0].email, password: DEMO_PASSWORD });

  for (const cg of CAREGIVERS) {
    if (!(await emailIsRegistered(cg.email))) {
      const { userId } = await createAccount({
        email: cg.email,
        password: DEMO_PASSWORD,
        userType: 'caregiver',
        firstName: cg.firstName,
        lastName: cg.lastName,
        phoneNum: cg.phoneNum || undefined,
        address: cg.city ? await city(cg.city) : undefined,
        locale: 'en',
      });
      if (cg.complete) {
        await sql`update public.users set dob = '1988-04-12', gender = 'female' where id = ${userId}`;
        await setStatus(userId, COMPLETE_CAREGIVER_FLAGS);
      }
      log(`  created caregiver ${cg.email}`);
    }
  }
  logins.push({ role: 'Caregiver (complete profile)', email: CAREGIVERS[0].email, password: DEMO_PASSWORD });
  logins.push({ role: 'Caregiver (incomplete profile)', email: CAREGIVERS[1].email, password: DEMO_PASSWORD });

  const adminEmail = 'admin@demo.tendwell.ca';
  if (!(await emailIsRegistered(adminEmail))) {
    const { userId } = await createAccount({
      email: adminEmail,
      password: DEMO_PASSWORD,
      userType: 'family',
      firstName: 'Priya',
      lastName: 'Sharma',
      locale: 'en',
    });
    // Admins are staff; nobody can sign up as one, so the seed promotes the account.
    await sql`update public.users set user_type = 'admin' where id = ${userId}`;
    log(`  created admin ${adminEmail}`);
  }
  logins.push({ role: 'Admin', email: adminEmail, password: DEMO_PASSWORD });

  const familyId = await idOf(FAMILIES[0].email);
  await seedNotifications(familyId, [
    { class: 'General', message: 'Welcome to <b>Tendwell</b>! Your first job posting is live.', ageMinutes: 60 * 26 },
    { class: 'General', message: 'Tip: add a second emergency contact so your care team can always reach someone.', ageMinutes: 90 },
    { class: 'General', message: '<b>Amara Okafor</b> viewed your job posting.', ageMinutes: 12 },
  ]);
  const caregiverId = await idOf(CAREGIVERS[0].email);
  await seedNotifications(caregiverId, [
    { class: 'General', message: 'Your background check was <b>approved</b>. Families can now find you.', ageMinutes: 60 * 50 },
    { class: 'General', message: 'New job near Mississauga: companionship and meal preparation, 10 - 20 hours a week.', ageMinutes: 30 },
  ]);

  for (const career of careers) {
    await sql`
      insert into public.careers (title, category, locations, summary, description, how_to_apply, is_published, published_at)
      select ${career.title}, ${career.category}, ${career.locations}::text[], ${career.summary},
             ${career.description}, ${career.howToApply}, ${career.isPublished},
             case when ${career.isPublished} then now() end
       where not exists (select 1 from public.careers where title = ${career.title})`;
  }

  return logins;
}
