// The hire flow's pure rules (spec 002 §4, §9): each posting as Applied, Invited or Accepted for
// this caregiver (an invited or accepted one cannot be chosen again), the posting chosen first,
// the state after a live invite change, and the offer's summary with the estimated savings.
// Browser-safe; hire-state.test.ts beside it.
import { money } from '../../caregivers/model.ts';
import { type TeamInvite, toCents, wageWithVacationCents } from '../model.ts';

export type JobHireState = 'applied' | 'invited' | 'accepted' | null;
export type InviteStates = Record<string, 'invited' | 'accepted'>;

/** A posting's state: the invite decides over the application (Accepted > Invited > Applied). */
export function jobHireState(
  jobId: string,
  invites: InviteStates,
  appliedJobIds: readonly string[],
): JobHireState {
  return invites[jobId] ?? (appliedJobIds.includes(jobId) ? 'applied' : null);
}

/** Only a posting without an open invite may be offered. */
export const canChoose = (state: JobHireState) => state === null || state === 'applied';

/** The posting chosen at first: the one asked for (from an accepted application) when choosable. */
export function initialJobId(
  jobIds: readonly string[],
  wanted: string | null,
  invites: InviteStates,
  appliedJobIds: readonly string[],
): string {
  if (!wanted || !jobIds.includes(wanted)) return '';
  return canChoose(jobHireState(wanted, invites, appliedJobIds)) ? wanted : '';
}

/**
 * The states after a live change of one of the family's invites: an invite to this caregiver
 * that is open marks its posting invited (accepted once accepted); a declined one frees it.
 */
export function applyInviteChange(
  invites: InviteStates,
  row: Pick<TeamInvite, 'jobId' | 'isAccepted' | 'isDeclined' | 'caregiverInfo'>,
  caregiverUserIdNumber: string,
): InviteStates {
  if (row.caregiverInfo.userIdNumber !== caregiverUserIdNumber) return invites;
  const next = { ...invites };
  if (row.isDeclined) delete next[row.jobId];
  else next[row.jobId] = row.isAccepted ? 'accepted' : 'invited';
  return next;
}

export type OfferSummary = {
  /** The caregiver's hourly wage including 4% vacation pay, in cents. */
  wageCents: number;
  /** What the family pays per hour (wage × 1.2966), in cents. */
  hourlyCostCents: number;
  /** Per week, at the estimated hours. */
  weeklyCostCents: number;
  /** Against a traditional agency (base ÷ 0.65 − total payable), per week, in cents. */
  weeklySavingsCents: number;
};

/** The offer as the family will pay it (spec 002 §1, §9); null until the wage and hours are set. */
export function offerSummary(
  propWage: number,
  vacationIncluded: boolean,
  estimatedHours: number,
): OfferSummary | null {
  if (!(propWage > 0) || !(estimatedHours > 0)) return null;
  const wageCents = wageWithVacationCents(toCents(propWage), vacationIncluded);
  const hourlyCostCents = money.familyCost(wageCents);
  const weeklyCostCents = Math.round(hourlyCostCents * estimatedHours);
  const weeklyBaseCents = Math.round(money.baseWage(wageCents) * estimatedHours);
  return {
    wageCents,
    hourlyCostCents,
    weeklyCostCents,
    weeklySavingsCents: money.estimatedSavings(weeklyBaseCents, weeklyCostCents),
  };
}
