// The caregiver-onboarding domain's verbs: the four sign-up steps (spec 002 §2, §7). This domain
// owns no table: the profile rows are caregivers', the user row and the status flags accounts',
// the address addresses' (ADR 054), so each step writes them through their owners' functions.
//
// Each step runs as the signed-in caregiver (asUser): row-level security decides. The status
// flags of public.account_statuses are server-owned (no write policy for users): they are set on
// the service path, after the caregiver's own change committed.
import { asService, asUser } from '../../server/db.server.ts';
import { conflict, forbidden } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import {
  markAccountStatusIn,
  readAccountStatusIn,
  type StatusFlag,
  updateBasicInfoIn,
} from '../accounts/actions.server.ts';
import { insertAddress, normalizeAddress } from '../addresses/actions.server.ts';
import { saveServiceProfile, setWorkAreaIn } from '../caregivers/actions.server.ts';
import type { BasicInfo, ServiceInfo } from '../caregivers/schemas.ts';
import { type OnboardingFlags, stepAllowed } from './lifecycle.ts';
import { type SignupMessageKey, signupMessages } from './messages.ts';

const t = (key: SignupMessageKey) => text(signupMessages, key);

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { status?: Viewer['status'] };

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
}

async function flagsOf(viewer: Actor): Promise<OnboardingFlags & Record<string, boolean>> {
  const flags = await asUser(viewer, (tx) => readAccountStatusIn(tx, viewer.id));
  return (flags ?? {}) as OnboardingFlags & Record<string, boolean>;
}

/** Service path: the flags are server-owned (see above). */
function setFlags(userId: string, flags: Partial<Record<StatusFlag, boolean>>) {
  return asService((tx) => markAccountStatusIn(tx, userId, flags));
}

/** POST /user/caregiver/basic-info */
export async function saveBasicInfo(viewer: Actor, input: BasicInfo) {
  requireCaregiver(viewer);
  const flags = await flagsOf(viewer);
  if (flags.isProfileCompleted) throw conflict(t('profileFinished'));
  const address = normalizeAddress(input.address);
  await asUser(viewer, async (tx) => {
    const addressId = await insertAddress(tx, viewer.id, address);
    await updateBasicInfoIn(tx, viewer.id, {
      first_name: input.firstName,
      last_name: input.lastName,
      phone_num: input.phoneNum,
      dob: input.dob,
      gender: input.gender,
      address_id: addressId,
    });
    await setWorkAreaIn(tx, viewer.id, input.workRadius, address);
  });
  await setFlags(viewer.id, { is_basic_completed: true });
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNum: input.phoneNum,
    status: await flagsOf(viewer),
  };
}

/** POST /user/caregiver/service-info */
export async function saveServiceInfo(viewer: Actor, input: ServiceInfo) {
  requireCaregiver(viewer);
  const flags = await flagsOf(viewer);
  if (flags.isProfileCompleted) throw conflict(t('profileFinished'));
  if (!stepAllowed(flags, 'services')) throw conflict(t('basicInfoFirst'));
  await saveServiceProfile(viewer, input);
  await setFlags(viewer.id, { is_service_completed: true });
  return { status: await flagsOf(viewer) };
}

/** POST /user/caregiver/edu-accred/finish */
export async function finishEduAccred(viewer: Actor) {
  requireCaregiver(viewer);
  const flags = await flagsOf(viewer);
  if (!flags.isProfileCompleted && !stepAllowed(flags, 'education-experience')) {
    throw conflict(t(flags.isBasicCompleted ? 'servicesFirst' : 'basicInfoFirst'));
  }
  await setFlags(viewer.id, { is_edu_accred_completed: true });
  return { status: await flagsOf(viewer) };
}

/** POST /user/caregiver/finish: the profile is complete (searchable only once approved). */
export async function finishSignup(viewer: Actor) {
  requireCaregiver(viewer);
  const flags = await flagsOf(viewer);
  if (!flags.isProfileCompleted && !stepAllowed(flags, 'finish')) {
    throw conflict(
      t(
        !flags.isBasicCompleted
          ? 'basicInfoFirst'
          : !flags.isServiceCompleted
          ? 'servicesFirst'
          : 'educationFirst',
      ),
    );
  }
  await setFlags(viewer.id, { is_profile_completed: true });
  return { status: await flagsOf(viewer) };
}
