// The caregiver side of spec 002 as the API sends it (§3), and the constants of §9. No
// dependencies beyond shared browser-safe modules, so islands can import it freely.
import type { ProvinceCode } from '../../shared/address/provinces.ts';
import type { BgCheck, BgCheckReimbursement } from '../background-checks/model.ts';
import type { BankingDetails } from '../banking/model.ts';

// ---------------------------------------------------------------------------------------------
// Constants (spec 002 §9)

export const SIGNUP_STEPS = 5;
export const WORK_RADII_KM = [10, 15, 25, 50] as const;
export type WorkRadius = (typeof WORK_RADII_KM)[number];
export const YEARS_EXP_MIN = 0;
export const YEARS_EXP_MAX = 30;
/** Earliest date any experience, education or accreditation date may take. */
export const DATE_MIN = '1960-01-05';
export const DATE_MIN_YEAR = 1960;
/** Education end years go up to 2030 (studies still in progress). */
export const EDUCATION_END_YEAR_MAX = 2030;
export const PHONE_DIGITS = 10;
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
// Other domains may import only this file (ADR 015), so the labels are re-exported here, and the
// catalog that renders the keys schemas.ts carries (the sign-up steps validate with those schemas).
export { type CaregiverMessageKey, caregiverMessages, genderMessages } from './messages.ts';
// The sign-up steps' words (caregiver-onboarding) share keys with this domain's history dialogs.
export { onboardingMessages } from './ui/messages-onboarding.ts';

export const EMPLOY_TYPES = [
  'Full-time',
  'Part-time',
  'Casual / On Call',
  'Self-employed',
  'Internship',
] as const;
export type EmployType = (typeof EMPLOY_TYPES)[number];
/** The literal end date of a current position. */
export const PRESENT = 'Present';

/** dayId: 0 Monday … 6 Sunday. */
export const DAY_IDS = [0, 1, 2, 3, 4, 5, 6] as const;
export type DayId = (typeof DAY_IDS)[number];
/** Catalog keys of the day names, indexed by dayId (messages.ts). */
export const DAY_KEYS = [
  'dayMonday',
  'dayTuesday',
  'dayWednesday',
  'dayThursday',
  'dayFriday',
  'daySaturday',
  'daySunday',
] as const;

/** Provincial minimum wage per hour (spec 002 §9), in dollars exactly as the spec lists them. */
export const PROVINCIAL_MINIMUM_WAGES: Record<ProvinceCode, number> = {
  AB: 15,
  BC: 15.2,
  MB: 11.95,
  NB: 11.75,
  NL: 12.75,
  NT: 12.75,
  NS: 12.95,
  NU: 16,
  ON: 14.36,
  PE: 13,
  QC: 13.5,
  SK: 11.81,
  YT: 15.2,
};

/** A province without a known minimum uses 0 (spec 002 §5). */
export function minimumWageFor(province: string | null | undefined): number {
  const code = (province ?? '').toUpperCase();
  return Object.hasOwn(PROVINCIAL_MINIMUM_WAGES, code)
    ? PROVINCIAL_MINIMUM_WAGES[code as ProvinceCode]
    : 0;
}

/** Vacation pay 4 %: base wage = wage ÷ 1.04. */
export const VACATION_FACTOR = 1.04;
/** Fees and payroll tax 29.66 %: 'You Pay' = wage × 1.2966. */
export const FAMILY_COST_FACTOR = 1.2966;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Money: integer cents everywhere; dollars only at the edges (the API's wageExp is a decimal).

export const money = {
  /** 18.5 → 1850 (rounded half away from zero to the cent). */
  toCents(dollars: number): number {
    return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + Number.EPSILON);
  },
  fromCents(cents: number): number {
    return cents / 100;
  },
  /** 1850 → '18.50' */
  format(cents: number): string {
    return (cents / 100).toFixed(2);
  },
  /** Base wage (vacation pay removed): wage ÷ 1.04, in cents. */
  baseWage(cents: number): number {
    return Math.round(cents / VACATION_FACTOR);
  },
  /** What the family pays per hour: wage × 1.2966, in cents. */
  familyCost(cents: number): number {
    return Math.round(cents * FAMILY_COST_FACTOR);
  },
  /**
   * Estimated savings against a traditional agency (spec 000 §9, spec 002 §9): an agency is
   * assumed to pay the caregiver 65% of what it charges, so it would charge base ÷ 0.65; we
   * charge the total payable. Either argument may be an hour's figure or a whole booking's.
   */
  estimatedSavings(baseCents: number, totalPayableCents: number): number {
    return Math.round(baseCents / AGENCY_CAREGIVER_SHARE) - totalPayableCents;
  },
};

/** Spec 002 §9: a traditional agency pays its caregiver 65% of what it charges. */
export const AGENCY_CAREGIVER_SHARE = 0.65;

/** Distance shown to a family: kilometres rounded to the nearest 0.5 km. */
export function roundToHalfKm(km: number): number {
  return Math.round(km * 2) / 2;
}

// ---------------------------------------------------------------------------------------------
// API types (spec 002 §3)

export type AvailabilityEntry = {
  id: string;
  dayId: DayId;
  /** 'HH:mm', 24-hour. */
  startTime: string;
  endTime: string;
  /** ISO 8601 local times ('HH:mm:ss'); kept because the spec names them. */
  startTimeISO: string;
  endTimeISO: string;
  /** Decimal hours (9:30 → 9.5). */
  startTimeComp: number;
  endTimeComp: number;
};

export type WorkExperience = {
  workExpId: string;
  title: string;
  company: string;
  employType: EmployType | null;
  /** YYYY-MM-DD (the first of the month). */
  startDate: string;
  /** YYYY-MM-DD or the literal 'Present'. */
  endDate: string;
  description: string;
};

export type Education = {
  eduAccredId: string;
  type: 'education';
  school: string;
  degree: string;
  fieldOfStudy: string;
  /** YYYY-MM-DD or null. */
  startDate: string | null;
  endDate: string;
  description: string;
};

export type Accreditation = {
  eduAccredId: string;
  type: 'accreditation';
  accredName: string;
  /** YYYY-MM-DD */
  accredDate: string;
  accredDescription: string;
};

export type EduAccred = Education | Accreditation;

export type KeyMap = Record<string, true>;

/** The public part of an address: city and region only. */
export type CoarseLocation = { locality: string | null; adminAreaLevel1: string | null };

/** Caregiver credentials/profile (spec 002 §3) as a reader may see it. */
export type CaregiverCredentials = {
  userIdNumber: string;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
  imgUrlThumb: string | null;
  gender: Gender | null;
  reviewScore: number;
  reviews: number;
  bio: string;
  /** Dollars per hour, decimal. */
  wageExp: number | null;
  yearsExp: number;
  languagePref: string[];
  /** km, as a string (spec 002 §3). */
  workRadius: string | null;
  jobType: KeyMap;
  service: KeyMap;
  conditions: KeyMap;
  /** Jobs completed through the platform. */
  poyoJobs: number;
  myAvail: AvailabilityEntry[];
  /** City and region, never the street. */
  location: CoarseLocation;
  /** H3 cell (resolution 7) of the home address, for coarse search. */
  h3Cell: string | null;
  isBgCheck: boolean;
  /** Only for a viewing family with an address: rounded to 0.5 km. */
  distanceKm?: number | null;
};

/** The owner's own view adds contact details and the full address. */
export type OwnCaregiverCredentials = CaregiverCredentials & {
  email: string | null;
  phoneNum: string | null;
  dob: string | null;
  address: unknown;
};

export type CaregiverProfileAnswer = {
  credentials: CaregiverCredentials | OwnCaregiverCredentials;
  eduAccred: EduAccred[];
  workExp: WorkExperience[];
};

/** A card for lists (search, dashboards). */
export type CaregiverCard = {
  userIdNumber: string;
  firstName: string;
  lastName: string;
  imgUrlThumb: string | null;
  gender: Gender | null;
  wageExp: number | null;
  yearsExp: number;
  reviewScore: number;
  reviews: number;
  languagePref: string[];
  jobType: KeyMap;
  service: KeyMap;
  conditions: KeyMap;
  location: CoarseLocation;
  h3Cell: string | null;
};

/** GET /user/private: the owner's background check, banking (masked) and reimbursement. */
export type PrivateRecord = {
  bgCheck: BgCheck;
  bankingDetails: BankingDetails | null;
  reimbursement: BgCheckReimbursement | null;
};

export type ImageAnswer = { imgUrl: string; imgUrlThumb: string };

export type Review = {
  id: string;
  title: string;
  message: string;
  score: number;
  createdAt: string;
  familyInfo: { firstName: string; lastName: string; imgUrlThumb: string | null };
};

// The sign-up steps' addresses and pace, and the phone as it is typed (spec 002 §2, §9): the
// onboarding steps and this domain's education/experience editor and profile forms share them.

/** After basic info, services; after education/experience, finish. */
export const STEP_NAV_DELAY_MS = 500;

/** The four pages, in order (the same as the server's guard, web/server/guards.server.ts). */
export type CaregiverSignupStep = 'basic-info' | 'services' | 'education-experience' | 'finish';

export const signupPath = (step: CaregiverSignupStep) => `/caregiver/signup/${step}`;

/**
 * The phone number as the caregiver types it: digits only (at most 10), shown progressively as
 * (###) ###-####. '4165' → '(416) 5', '4165551234' → '(416) 555-1234'.
 */
export function formatPhoneAsTyped(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Keeps an edit that only deleted a formatting character meaningful: backspacing over ')' or '-'
 * removes the digit before it instead of being re-added at once.
 */
export function phoneAfterEdit(previous: string, typed: string): string {
  const prevDigits = previous.replace(/\D/g, '');
  const digits = typed.replace(/\D/g, '');
  if (typed.length < previous.length && digits === prevDigits && digits.length > 0) {
    return formatPhoneAsTyped(digits.slice(0, -1));
  }
  return formatPhoneAsTyped(typed);
}
