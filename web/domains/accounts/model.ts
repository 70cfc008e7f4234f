// The accounts domain's browser-safe types and constants, for its own code and for pages of other
// domains that place its islands by name or open them (docs/decisions/019-javascript-on-demand.md):
//   <button type='submit' data-island={FAMILY_SIGNUP_ISLAND}>Get Started</button>
// opens the one `accounts/family-signup` island the shell places on a visitor's page.

/** The family signup wizard: one per page, opened by any element naming it in data-island. */
export const FAMILY_SIGNUP_ISLAND = 'accounts/family-signup';
/** The top bar's Sign In dialog, opened the same way. */
export const LOGIN_DIALOG_ISLAND = 'accounts/login-dialog';
/** Where a Get Started press goes without JavaScript: the home page opens the wizard for it. */
export const FAMILY_GET_STARTED_HREF = '/?get-started=1';

/** The looks of the family signup buttons on the public pages. */
export type FamilySignupVariant = 'hero' | 'hero-secondary' | 'primary';

export type FamilySignupTriggerProps = { triggerLabel: string; variant: FamilySignupVariant };

const TRIGGER_CLASS: Record<FamilySignupVariant, string> = {
  // Red call to action on the dark hero photo.
  'hero': 'button button--accent pub-button--lg',
  // The quieter second hero button: white outline on the dark photo.
  'hero-secondary': 'button pub-button--on-dark pub-button--lg',
  // Green call to action on light sections.
  'primary': 'button button--primary pub-button--lg',
};

export function familySignupTriggerClass(variant: FamilySignupVariant | 'outline'): string {
  if (variant === 'outline') return 'button button--outline';
  return TRIGGER_CLASS[variant] ?? TRIGGER_CLASS.primary;
}

/** Signup materials (spec 000 §3): the wizard's vocabularies in the reader's language. */
export type SignupMaterials = {
  language: { key: string; code: string; label: string }[];
  /** Service key → label. */
  service: Record<string, string>;
  /** Service key → icon name (an SVG in /static/images/services/). */
  serviceIcons?: Record<string, string>;
  jobType: Record<string, string>;
  /** Condition key → label. */
  conditions: Record<string, string>;
};

/** Props of the `accounts/family-signup` island. */
export type FamilySignupProps = {
  /** The signup materials, when the page already has them; otherwise asked for on open. */
  materials?: SignupMaterials;
  /** Opens the wizard as soon as the page loads (links such as /?get-started=1). */
  autoOpen?: boolean;
};

export type UserType = 'family' | 'caregiver' | 'admin';

/**
 * A caregiver's four onboarding steps (spec 001 §2 'What Next?'), each read from the records that
 * prove it (issue 20 point 1): the profile complete and its background check approved, a message
 * written, an application made, a shift completed; and whether onboarding was marked complete.
 */
export type OnboardingSteps = {
  profile: boolean;
  message: boolean;
  apply: boolean;
  shift: boolean;
  completedAll: boolean;
};

/** A family's own profile, as /profile edits it (issue 20 point 29). */
export type FamilyProfile = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNum: string;
  imgUrl: string | null;
  imgUrlThumb: string | null;
  address: import('../../shared/address/address-schema.ts').Address | null;
};

/** The family profile editor, placed by name on /profile. */
export const FAMILY_PROFILE_ISLAND = 'accounts/family-profile';

/**
 * Where Get Started takes someone already signed in (issue 20 point 28): a family to a new
 * posting, everyone else to their dashboard (a caregiver still signing up is sent on from there).
 */
export function getStartedPathFor(userType: UserType): string {
  return userType === 'family' ? '/profile/jobs/new' : '/dashboard';
}

// ---------------------------------------------------------------- sign-in and security (ADR 044)

/** The "Sign-in and security" island on every kind of /profile page. */
export const SECURITY_SETTINGS_ISLAND = 'accounts/security-settings';

/** What the second step of a sign-in may take. */
export type SecondFactorMethod = 'totp' | 'backup' | 'passkey';

/** Where a session's address is, said honestly: no geolocation service is asked. */
export type SessionPlace =
  | { kind: 'unknown' }
  | { kind: 'local' }
  | { kind: 'network'; prefix: string; same: boolean };

export type SessionSummary = {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  place: SessionPlace;
  signedInAt: string;
  lastSeenAt: string;
};

export type PasskeySummary = { id: string; name: string | null; createdAt: string };

export type SecurityOverview = {
  /** The login email, the name an authenticator app and the backup codes file show. */
  email: string;
  totpEnabled: boolean;
  /** How many backup codes are still unused, when an app is set up. */
  backupCodesLeft: number | null;
  passkeys: PasskeySummary[];
  sessions: SessionSummary[];
  /** Staff must have a second factor before any admin page or API answers them. */
  staff: boolean;
  secondFactor: boolean;
};
