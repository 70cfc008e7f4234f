// Builders for invites and team tests (and the demo seed): a family and a background-checked
// caregiver, an offer payload that passes every rule, an invite sent through the invites
// domain's own action, and a team member made by accepting it.
//
//   const { family, caregiver } = await hireParties();
//   const invite = await sendOffer(family, caregiver);           // unread invite
//   const { memberId } = await acceptOffer(caregiver, invite.id); // a team member
import { type CreatedFamily, createFamily } from './accounts.ts';
import { addressNorth, type Base, randomBase } from './caregiver-search.ts';
import { createCaregiverWithProfile, type CreatedCaregiverWithProfile } from './caregivers.ts';
import { respondToInvite, sendInvite } from '../../web/domains/invites/actions.server.ts';
import { todayIn } from '../../web/shared/dates.ts';
import { type InvitePayload, InvitePayloadSchema } from '../../web/domains/invites/schemas.ts';
import * as v from 'valibot';

export type HireParties = {
  family: CreatedFamily;
  caregiver: CreatedCaregiverWithProfile;
  /** Where the caregiver lives (3 km north of it); offers made here are ~3 km away. */
  base: Base;
};

/** A family (with its first job posting) and a background-checked caregiver 3 km away. */
export async function hireParties(): Promise<HireParties> {
  const base = randomBase('hireville');
  const [family, caregiver] = await Promise.all([
    createFamily(),
    createCaregiverWithProfile({
      address: addressNorth(base, 3),
      workExp: [],
      eduAccred: [],
      availability: [],
      firstName: 'Carla',
      lastName: 'Nguyen',
    }),
  ]);
  return { family, caregiver, base };
}

/** The invite payload of spec 002 §3 for `jobId`, valid unless overridden. */
export function offerPayload(
  jobId: string,
  overrides: Record<string, unknown> = {},
  base: Base = randomBase('hireville'),
) {
  return {
    jobId,
    clientFirstName: 'Rose',
    clientLastName: 'Tremblay',
    propWage: 20.5,
    isVacationIncluded: false,
    startDate: todayIn(),
    estimatedHours: 12,
    message: 'Hi Carla, we would love to have you on our team.',
    address: addressNorth(base, 0, 42),
    caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen', imgUrlThumb: null },
    deactivateJobOnHire: true,
    ...overrides,
  };
}

const actorOf = (u: { id: string; email: string }, userType: 'family' | 'caregiver') => ({
  id: u.id,
  email: u.email,
  userType,
  firstName: userType === 'family' ? 'Fam' : 'Carla',
});

/** An invite from the family to the caregiver, through the invites domain's action. */
export function sendOffer(
  family: CreatedFamily,
  caregiver: CreatedCaregiverWithProfile,
  overrides: Record<string, unknown> = {},
  base?: Base,
) {
  const input: InvitePayload = v.parse(
    InvitePayloadSchema,
    offerPayload(family.jobId, overrides, base),
  );
  return sendInvite(actorOf(family, 'family'), caregiver.userIdNumber, input);
}

/** The caregiver accepts: the team member exists afterwards. */
export async function acceptOffer(caregiver: CreatedCaregiverWithProfile, inviteId: string) {
  const { memberId } = await respondToInvite(
    actorOf(caregiver, 'caregiver'),
    inviteId,
    'accept',
    'Happy to join!',
  );
  return { memberId: memberId! };
}
