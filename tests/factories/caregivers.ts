// Factories for caregivers with real profiles: basic info, services, availability, experience,
// education, banking and a background check, built through the domains' own actions (the sign-up
// steps of web/domains/caregiver-onboarding/, the rest web/domains/caregivers/) as the caregiver,
// so every row obeys RLS, the schemas and the database's checks. Used by the integration tests
// and the demo seed.
//
//   const pro = await createCaregiverWithProfile({ stage: 'background-checked' }); // searchable
//   const draft = await createCaregiverWithProfile({ stage: 'services' });         // step 3 next
//   await seedDemoCaregivers(console.log);                                         // 40, idempotent
//
// Only the staff's approval of a background check is not an action a caregiver can take: it is
// written on the service path (approveOnServicePath), exactly what the admin action changes.
import * as v from 'valibot';
import { asService, sql } from '../../web/server/db.server.ts';
import type { Address } from '../../web/shared/address/address-schema.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import * as onboarding from '../../web/domains/caregiver-onboarding/actions.server.ts';
import * as backgroundChecks from '../../web/domains/background-checks/actions.server.ts';
import * as banking from '../../web/domains/banking/actions.server.ts';
import { BankingSchema } from '../../web/domains/banking/schemas.ts';
import * as caregivers from '../../web/domains/caregivers/actions.server.ts';
import { minimumWageFor } from '../../web/domains/caregivers/model.ts';
import * as q from '../../web/domains/caregivers/queries.server.ts';
import {
  AvailabilitySetSchema,
  BasicInfoSchema,
  EduAccredSchema,
  servicesSchemaFor,
  WorkExpSchema,
} from '../../web/domains/caregivers/schemas.ts';
import { todayIso, yearsBefore } from '../../web/shared/dates.ts';
import { TINY_PDF } from '../../web/domains/caregivers/test-fixtures.ts';
import { CAREGIVER_STAGES, type CaregiverStage, createCaregiver } from './accounts.ts';
import { FACTORY_PASSWORD } from './accounts-shared.ts';

export { CAREGIVER_STAGES, type CaregiverStage };

const atLeast = (stage: CaregiverStage, than: CaregiverStage) =>
  CAREGIVER_STAGES.indexOf(stage) >= CAREGIVER_STAGES.indexOf(than);

// ------------------------------------------------------------------ places (13 regions)

type Place = {
  city: string;
  province: string;
  lat: number;
  lng: number;
  postal: string;
  street: string;
};

/** Street addresses across Canada as the address field returns them (lowercased params). */
export const PLACES: Place[] = [
  {
    city: 'Toronto',
    province: 'on',
    lat: 43.6535,
    lng: -79.3839,
    postal: 'M5H 2N2',
    street: 'Queen St W',
  },
  {
    city: 'Ottawa',
    province: 'on',
    lat: 45.4215,
    lng: -75.6972,
    postal: 'K1P 5J2',
    street: 'Elgin St',
  },
  {
    city: 'Mississauga',
    province: 'on',
    lat: 43.5890,
    lng: -79.6441,
    postal: 'L5B 3C2',
    street: 'Hurontario St',
  },
  {
    city: 'Montréal',
    province: 'qc',
    lat: 45.5017,
    lng: -73.5673,
    postal: 'H3B 1A7',
    street: 'Rue Sainte-Catherine O',
  },
  {
    city: 'Québec',
    province: 'qc',
    lat: 46.8139,
    lng: -71.2080,
    postal: 'G1R 4P5',
    street: 'Rue Saint-Jean',
  },
  {
    city: 'Vancouver',
    province: 'bc',
    lat: 49.2827,
    lng: -123.1207,
    postal: 'V6B 1A1',
    street: 'W Hastings St',
  },
  {
    city: 'Victoria',
    province: 'bc',
    lat: 48.4284,
    lng: -123.3656,
    postal: 'V8W 1P6',
    street: 'Government St',
  },
  {
    city: 'Calgary',
    province: 'ab',
    lat: 51.0447,
    lng: -114.0719,
    postal: 'T2P 1J9',
    street: 'Stephen Ave SW',
  },
  {
    city: 'Edmonton',
    province: 'ab',
    lat: 53.5461,
    lng: -113.4938,
    postal: 'T5J 0N3',
    street: 'Jasper Ave',
  },
  {
    city: 'Winnipeg',
    province: 'mb',
    lat: 49.8951,
    lng: -97.1384,
    postal: 'R3C 0V8',
    street: 'Portage Ave',
  },
  {
    city: 'Regina',
    province: 'sk',
    lat: 50.4452,
    lng: -104.6189,
    postal: 'S4P 3Y2',
    street: 'Albert St',
  },
  {
    city: 'Saskatoon',
    province: 'sk',
    lat: 52.1332,
    lng: -106.6700,
    postal: 'S7K 0J5',
    street: '2nd Ave S',
  },
  {
    city: 'Halifax',
    province: 'ns',
    lat: 44.6488,
    lng: -63.5752,
    postal: 'B3J 1S9',
    street: 'Barrington St',
  },
  {
    city: 'Moncton',
    province: 'nb',
    lat: 46.0878,
    lng: -64.7782,
    postal: 'E1C 1E8',
    street: 'Main St',
  },
  {
    city: "St. John's",
    province: 'nl',
    lat: 47.5615,
    lng: -52.7126,
    postal: 'A1C 1A1',
    street: 'Water St',
  },
  {
    city: 'Charlottetown',
    province: 'pe',
    lat: 46.2382,
    lng: -63.1311,
    postal: 'C1A 1L1',
    street: 'Grafton St',
  },
  {
    city: 'Whitehorse',
    province: 'yt',
    lat: 60.7212,
    lng: -135.0568,
    postal: 'Y1A 2C6',
    street: 'Main St',
  },
];

/** An Address as a suggestion gives it, `number` doors along the place's street. */
export function placeAddress(place: Place, number = 100): Address {
  return {
    addressFull:
      `${number} ${place.street}, ${place.city}, ${place.province.toUpperCase()} ${place.postal}, Canada`,
    addressParams: {
      streetNumber: String(number),
      streetRoute: place.street.toLowerCase(),
      locality: place.city.toLowerCase(),
      adminAreaLevel1: place.province,
      country: 'canada',
      postalCode: place.postal.toLowerCase(),
    },
    coordinates: { lat: place.lat, lng: place.lng },
    geohash: encodeGeohash(place.lat, place.lng),
  };
}

// ------------------------------------------------------------------ profile content

export type CaregiverProfileSpec = {
  firstName: string;
  lastName: string;
  phoneNum: string;
  dob: string;
  gender: 'male' | 'female';
  address: Address;
  workRadius: 10 | 15 | 25 | 50;
  service: string[];
  conditions: string[];
  jobType: string[];
  languagePref: string[];
  yearsExp: number;
  /** Dollars per hour; at least the province's minimum. */
  wageExp: number;
  bio: string;
  availability: { dayId: number; startTime: string; endTime: string }[];
  workExp: Record<string, unknown>[];
  eduAccred: Record<string, unknown>[];
  /** Store banking details (sets isBanking). */
  banking: boolean;
};

export const DEFAULT_PROFILE: CaregiverProfileSpec = {
  firstName: 'Amara',
  lastName: 'Okafor',
  phoneNum: '(905) 555-0110',
  dob: '1988-04-12',
  gender: 'female',
  address: placeAddress(PLACES[2], 350),
  workRadius: 25,
  service: ['companionship', 'mealPrep', 'medReminder', 'mobility'],
  conditions: ['homeHealthCare', 'dementia', 'arthritis'],
  jobType: ['partTime', 'respite'],
  languagePref: ['english', 'french'],
  yearsExp: 6,
  wageExp: 22.5,
  bio: 'Personal support worker with six years of home care for seniors living with dementia. ' +
    'Patient, punctual, and happy to cook, walk and chat.',
  availability: [
    { dayId: 0, startTime: '08:00', endTime: '16:00' },
    { dayId: 2, startTime: '08:00', endTime: '16:00' },
    { dayId: 4, startTime: '12:00', endTime: '20:00' },
  ],
  workExp: [
    {
      title: 'Personal Support Worker',
      company: 'Sunrise Home Care',
      employType: 'Full-time',
      startDate: '2021-03',
      endDate: 'Present',
      description: 'Home visits for eight clients: personal care, meals, medication reminders.',
    },
    {
      title: 'Care Aide',
      company: 'Maple Grove Retirement Residence',
      employType: 'Part-time',
      startDate: '2018-06',
      endDate: '2021-02',
      description: '',
    },
  ],
  eduAccred: [
    {
      type: 'education',
      school: 'Sheridan College',
      degree: 'Personal Support Worker Certificate',
      fieldOfStudy: 'Health Care',
      startDate: '2017',
      endDate: '2018',
    },
    { type: 'accreditation', accredName: 'Standard First Aid & CPR Level C', accredDate: '2023' },
  ],
  banking: false,
};

type Actor = { id: string; email: string; userType: 'caregiver' };

/**
 * Approves the caregiver's submitted check as staff would: the row moves to approved (the
 * trigger sets the time and makes the profile searchable) and isBgCheck is set. Service path: no
 * admin account is needed to make demo and test data.
 */
export async function approveOnServicePath(userId: string) {
  await asService(async (tx) => {
    await tx`update public.background_checks set status = 'approved' where user_id = ${userId}`;
    await q.setStatusFlags(tx, userId, { is_bg_check: true });
  });
}

/** Walks the onboarding actions as the caregiver up to `stage`. */
async function buildStages(actor: Actor, stage: CaregiverStage, spec: CaregiverProfileSpec) {
  if (atLeast(stage, 'basic-info')) {
    await onboarding.saveBasicInfo(
      actor,
      v.parse(BasicInfoSchema, {
        firstName: spec.firstName,
        lastName: spec.lastName,
        dob: spec.dob,
        phoneNum: spec.phoneNum,
        gender: spec.gender,
        address: spec.address,
        workRadius: spec.workRadius,
      }),
    );
  }
  if (atLeast(stage, 'services')) {
    const province = spec.address.addressParams.adminAreaLevel1;
    await onboarding.saveServiceInfo(
      actor,
      v.parse(servicesSchemaFor(province), {
        service: spec.service,
        conditions: spec.conditions,
        jobType: spec.jobType,
        languagePref: spec.languagePref,
        yearsExp: spec.yearsExp,
        wageExp: spec.wageExp,
        bio: spec.bio,
      }),
    );
    if (spec.availability.length > 0) {
      await caregivers.addAvailability(actor, v.parse(AvailabilitySetSchema, spec.availability));
    }
  }
  if (atLeast(stage, 'education-experience')) {
    for (const w of spec.workExp) await caregivers.createWorkExp(actor, v.parse(WorkExpSchema, w));
    for (const e of spec.eduAccred) {
      await caregivers.createEduAccred(actor, v.parse(EduAccredSchema, e));
    }
    await onboarding.finishEduAccred(actor);
  }
  if (atLeast(stage, 'complete')) {
    if (spec.banking) {
      await banking.saveBanking(
        actor,
        v.parse(BankingSchema, {
          instNum: '003',
          transitNum: '10012',
          accNum: String(1000000 + (parseInt(actor.id.slice(0, 6), 16) % 8999999)),
          bankName: 'Royal Bank of Canada',
          bankAddress: placeAddress(PLACES[0], 200),
          homeAddress: spec.address,
        }),
      );
    }
    await onboarding.finishSignup(actor);
  }
  if (atLeast(stage, 'background-checked')) {
    await backgroundChecks.submitBackgroundCheck(
      actor,
      TINY_PDF,
      yearsBefore(todayIso(), 1),
      'en',
    );
    await approveOnServicePath(actor.id);
  }
}

export type CaregiverWithProfileOverrides = Partial<CaregiverProfileSpec> & {
  /** Default 'background-checked': searchable. */
  stage?: CaregiverStage;
  email?: string;
  password?: string;
  locale?: 'en' | 'fr';
};

export type CreatedCaregiverWithProfile = {
  id: string;
  email: string;
  password: string;
  userType: 'caregiver';
  stage: CaregiverStage;
  userIdNumber: string;
};

/**
 * A caregiver whose profile data matches `stage`: from 'basic-info' the basic info and address,
 * from 'services' the services, wage, bio and availability, from 'education-experience' the
 * work experience and education, from 'complete' a finished profile (and banking if asked), and
 * 'background-checked' an approved check (searchable by families).
 */
export async function createCaregiverWithProfile(
  overrides: CaregiverWithProfileOverrides = {},
): Promise<CreatedCaregiverWithProfile> {
  const { stage = 'background-checked', email, password, locale, ...given } = overrides;
  const spec: CaregiverProfileSpec = {
    ...DEFAULT_PROFILE,
    ...(Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined)) as Partial<
      CaregiverProfileSpec
    >),
  };
  const account = await createCaregiver({ stage: 'new', email, password, locale });
  await buildStages({ id: account.id, email: account.email, userType: 'caregiver' }, stage, spec);
  const [row] = await sql`select user_id_number from public.users where id = ${account.id}`;
  return {
    id: account.id,
    email: account.email,
    password: account.password,
    userType: 'caregiver',
    stage,
    userIdNumber: row.userIdNumber as string,
  };
}

/**
 * Gives an existing caregiver account without a profile (one made by createCaregiver, whose
 * flags say a stage but whose data does not exist) the profile of `stage`: the flags are reset
 * on the service path and the onboarding actions walked again. Does nothing when a profile exists.
 */
export async function fillCaregiverProfile(
  userId: string,
  stage: CaregiverStage,
  spec: Partial<CaregiverProfileSpec> = {},
): Promise<boolean> {
  const [row] = await sql`
    select u.email, exists (select 1 from public.caregiver_profiles p where p.user_id = u.id) as has
      from public.users u where u.id = ${userId} and u.user_type = 'caregiver'`;
  if (!row || row.has) return false;
  await asService((tx) =>
    q.setStatusFlags(tx, userId, {
      is_basic_completed: false,
      is_service_completed: false,
      is_edu_accred_completed: false,
      is_profile_completed: false,
      is_bg_check_submitted: false,
      is_bg_check: false,
    })
  );
  await buildStages(
    { id: userId, email: row.email as string, userType: 'caregiver' },
    stage,
    { ...DEFAULT_PROFILE, ...spec },
  );
  return true;
}

// ------------------------------------------------------------------ the demo's 40 caregivers

const FIRST = [
  ['Amara', 'female'],
  ['Jean-Luc', 'male'],
  ['Priya', 'female'],
  ['Wei', 'male'],
  ['Sofia', 'female'],
  ['Mateo', 'male'],
  ['Fatima', 'female'],
  ['Liam', 'male'],
  ['Maria', 'female'],
  ['Arjun', 'male'],
  ['Chloé', 'female'],
  ['Daniel', 'male'],
  ['Grace', 'female'],
  ['Tomás', 'male'],
  ['Hana', 'female'],
  ['Noah', 'male'],
  ['Leila', 'female'],
  ['Ethan', 'male'],
  ['Rosa', 'female'],
  ['Gabriel', 'male'],
] as const;
const LAST = [
  'Nguyen',
  'Tremblay',
  'Singh',
  'Chen',
  'Garcia',
  'Martin',
  'Rahimi',
  'MacDonald',
  'Santos',
  'Patel',
  'Gagnon',
  'Kim',
  'Wilson',
  'Reyes',
  'Park',
  'Roy',
  'Haddad',
  'Campbell',
  'Cruz',
  'Bouchard',
  'Ahmed',
  'Fraser',
  'Dela Cruz',
  'Lee',
];
const SERVICES = [
  'bathing',
  'companionship',
  'exercise',
  'grooming',
  'housekeeping',
  'mealPrep',
  'medReminder',
  'mobility',
  'shopping',
  'periCare',
  'toileting',
  'transportation',
];
const CONDITIONS = [
  'alzheimers',
  'dementia',
  'parkinsons',
  'stroke',
  'diabetes',
  'heartDisease',
  'copd',
  'arthritis',
  'cancer',
  'multipleSclerosis',
  'developmentalDisability',
  'mentalHealth',
  'postSurgery',
  'palliative',
];
const JOB_TYPES = ['partTime', 'fullTime', 'overnight', 'liveIn', 'respite', 'emergency'];
const LANGUAGES = [
  'mandarin',
  'cantonese',
  'french',
  'hindi',
  'panjabi',
  'farsi',
  'spanish',
  'german',
  'tagalog',
  'korean',
];
const TITLES = [
  'Personal Support Worker',
  'Home Care Aide',
  'Companion Caregiver',
  'Health Care Aide',
  'Live-in Caregiver',
  'Respite Worker',
  'Palliative Care Aide',
  'Nursing Assistant',
];
const COMPANIES = [
  'Bayshore Home Health',
  'CBI Home Health',
  'ParaMed Home Health Care',
  'SE Health',
  'Closing the Gap Healthcare',
  'VON Canada',
  'Carefor Health',
  'Spectrum Health Care',
];
const SCHOOLS = [
  ['George Brown College', 'Personal Support Worker Certificate'],
  ['Collège de Maisonneuve', 'DEP Assistance à la personne à domicile'],
  ['Vancouver Community College', 'Health Care Assistant Certificate'],
  ['Bow Valley College', 'Health Care Aide Certificate'],
  ['Red River College', 'Health Care Aide Certificate'],
  ['Saskatchewan Polytechnic', 'Continuing Care Assistant Certificate'],
  ['Nova Scotia Community College', 'Continuing Care Assistant Certificate'],
  ['Algonquin College', 'Practical Nursing Diploma'],
] as const;
const ACCREDITATIONS = [
  'Standard First Aid & CPR Level C',
  'Safe Food Handling',
  'Gentle Persuasive Approaches (GPA)',
  'Non-Violent Crisis Intervention',
  'Palliative Care Certificate',
  'Medication Administration',
];
const BIOS = [
  'I have supported seniors at home for {years} years and love helping people stay independent.',
  'Calm, reliable and organised: I help with meals, errands and personal care, and I always leave the home tidy.',
  'Former nursing assistant; I am comfortable with mobility aids, transfers and medication reminders.',
  'I speak several languages and enjoy long conversations, cooking together and short walks outside.',
  'Experienced with dementia care: routines, gentle redirection and lots of patience.',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const pickSome = <T>(
  list: readonly T[],
  i: number,
  n: number,
) => [...new Set(Array.from({ length: n }, (_, k) => list[(i * 7 + k * 5) % list.length]))];

/** The fixed profile of demo caregiver `i` (0-based): the same values on every machine. */
export function demoCaregiverSpec(i: number): CaregiverProfileSpec & { email: string } {
  const [firstName, gender] = pick(FIRST, i);
  const lastName = pick(LAST, i * 5 + 3);
  const place = PLACES[i % PLACES.length];
  const minimum = minimumWageFor(place.province);
  const wageExp = Math.round((Math.max(minimum, 15.5) + 1 + (i * 37 % 1300) / 100) * 4) / 4;
  const yearsExp = (i * 3) % 21 + 1;
  const languages = ['english', ...pickSome(LANGUAGES, i, i % 3)];
  if (place.province === 'qc' && !languages.includes('french')) languages.push('french');
  const start = 2024 - Math.min(yearsExp, 20);
  const [school, degree] = pick(SCHOOLS, i);
  const slug = `${firstName}.${lastName}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
  return {
    email: `${slug}.${i + 1}@demo.tendwell.ca`,
    firstName,
    lastName,
    phoneNum: `(${
      pick(['416', '514', '604', '403', '204', '306', '902', '506', '709', '867'], i)
    }) 555-${String(1000 + i * 37).slice(-4)}`,
    dob: `${1962 + (i * 7) % 38}-${String(1 + i % 12).padStart(2, '0')}-${
      String(1 + (i * 3) % 28).padStart(2, '0')
    }`,
    gender,
    address: placeAddress(place, 10 + i * 13),
    workRadius: pick([10, 15, 25, 50] as const, i),
    service: pickSome(SERVICES, i, 3 + (i % 5)),
    conditions: ['homeHealthCare', ...pickSome(CONDITIONS, i, 1 + (i % 4))],
    jobType: pickSome(JOB_TYPES, i, 1 + (i % 3)),
    languagePref: languages,
    yearsExp,
    wageExp,
    bio: pick(BIOS, i).replace('{years}', String(yearsExp)),
    availability: Array.from({ length: 2 + (i % 4) }, (_, k) => ({
      dayId: (i + k * 2) % 7,
      startTime: pick(['07:00', '08:00', '09:00', '12:00', '16:00'], i + k),
      endTime: pick(['15:00', '16:00', '17:00', '20:00', '23:00'], i + k),
    })).filter((a, k, all) => all.findIndex((b) => b.dayId === a.dayId) === k),
    workExp: [
      {
        title: pick(TITLES, i),
        company: pick(COMPANIES, i),
        employType: pick(['Full-time', 'Part-time', 'Casual / On Call'], i),
        startDate: `${Math.max(start + 2, 2010)}-0${1 + (i % 9)}`,
        endDate: 'Present',
        description: 'Home visits: personal care, meals, companionship and medication reminders.',
      },
      ...(yearsExp > 4
        ? [{
          title: pick(TITLES, i + 3),
          company: pick(COMPANIES, i + 5),
          employType: pick(['Part-time', 'Casual / On Call', 'Self-employed', 'Full-time'], i),
          startDate: `${start}-0${1 + (i % 9)}`,
          endDate: `${Math.max(start + 2, 2010)}-0${1 + (i % 9)}`,
          description: '',
        }]
        : []),
    ],
    eduAccred: [
      {
        type: 'education',
        school,
        degree,
        fieldOfStudy: 'Health Care',
        startDate: String(start - 1),
        endDate: String(start),
      },
      ...(i % 2 === 0
        ? [{
          type: 'accreditation',
          accredName: pick(ACCREDITATIONS, i),
          accredDate: String(2019 + (i % 6)),
        }]
        : []),
    ],
    banking: i % 3 !== 0,
  };
}

export const DEMO_CAREGIVER_COUNT = 40;

/**
 * The demo's searchable caregivers (background-checked, across 13 provinces and territories),
 * and a real profile for an existing demo caregiver account made without one. Idempotent: an
 * account that exists keeps what it has.
 */
export async function seedDemoCaregivers(
  log: (line: string) => void = console.log,
  opts: { password?: string; completeEmails?: string[] } = {},
) {
  const password = opts.password ?? FACTORY_PASSWORD;
  for (const email of opts.completeEmails ?? []) {
    const [row] = await sql`select id from public.users where lower(email) = lower(${email})`;
    if (
      row && (await fillCaregiverProfile(row.id as string, 'background-checked', { banking: true }))
    ) {
      log(`  gave ${email} a caregiver profile`);
    }
  }
  let created = 0;
  for (let i = 0; i < DEMO_CAREGIVER_COUNT; i++) {
    const { email, ...spec } = demoCaregiverSpec(i);
    const [exists] =
      await sql`select 1 from better_auth.users where lower(email) = lower(${email})`;
    if (exists) continue;
    await createCaregiverWithProfile({ ...spec, email, password, stage: 'background-checked' });
    created++;
  }
  if (created > 0) log(`  created ${created} background-checked caregivers`);
}
