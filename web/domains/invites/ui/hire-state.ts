// The hire flow's pure rules (spec 002 §2, §4, §5, §9): each posting as Applied, Invited or
// Accepted for this caregiver (an invited or accepted one cannot be chosen again), the posting
// chosen first, the state after a live invite change, the steps of the flow, the offer as typed,
// checked and sent, and its summary with the estimated savings. Browser-safe; hire-state.test.ts
// beside it.
import { fieldIssues } from '../../../shared/valibot-fields.ts';
import { money } from '../../caregivers/model.ts';
import { type TeamInvite, toCents, wageWithVacationCents } from '../model.ts';
import { InvitePayloadSchema } from '../schemas.ts';

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

/** A posting as step 2 lists it: its description's start and its city ('Toronto, ON'). */
export type HireJob = { id: string; description: string; place: string; isAvailable: boolean };

/** A posting chosen before it was invited elsewhere is dropped (''), otherwise kept. */
export function keepChoosable(
  jobId: string,
  invites: InviteStates,
  appliedJobIds: readonly string[],
): string {
  return jobId && !canChoose(jobHireState(jobId, invites, appliedJobIds)) ? '' : jobId;
}

/**
 * Where the flow is (spec 002 §2): hidden for 2 s, the intro, step 1 (the payment method), steps
 * 2 and 3 together ('select': the posting and the offer, two slides on small screens, with the
 * review dialog over them), then the success screen.
 */
export type HirePhase = 'waiting' | 'intro' | 'payment' | 'select' | 'sent';
export type HireFlow = {
  phase: HirePhase;
  /** A card on file when the page was read, one added in step 1 (or another tab), or none. */
  card: 'onFile' | 'added' | 'none';
  slide: 0 | 1;
  reviewing: boolean;
  /** When the invite was sent (ms), for the countdown to /dashboard. */
  sentAt: number;
};

export type HireEvent =
  | { type: 'shown' }
  | { type: 'go'; phase: 'intro' | 'payment' | 'select' }
  | { type: 'cardAdded' }
  /** The moment after step 1 says a card is there: on to the posting. */
  | { type: 'cardReady' }
  | { type: 'slide'; to: 0 | 1 }
  | { type: 'review' }
  | { type: 'closeReview' }
  | { type: 'sent'; at: number };

export const initialHireFlow = (cardOnFile: boolean): HireFlow => ({
  phase: 'waiting',
  card: cardOnFile ? 'onFile' : 'none',
  slide: 0,
  reviewing: false,
  sentAt: 0,
});

export function hireFlow(state: HireFlow, event: HireEvent): HireFlow {
  switch (event.type) {
    case 'shown':
      return state.phase === 'waiting' ? { ...state, phase: 'intro' } : state;
    case 'go':
      return { ...state, phase: event.phase };
    case 'cardAdded':
      return state.card === 'none' ? { ...state, card: 'added' } : state;
    case 'cardReady':
      return state.phase === 'payment' && state.card !== 'none'
        ? { ...state, phase: 'select' }
        : state;
    case 'slide':
      return { ...state, slide: event.to };
    case 'review':
      return { ...state, reviewing: true };
    case 'closeReview':
      return { ...state, reviewing: false };
    case 'sent':
      return { ...state, phase: 'sent', reviewing: false, sentAt: event.at };
  }
}

/** The offer's fields as typed (numbers stay text until sent). */
export type OfferForm = {
  clientFirstName: string;
  clientLastName: string;
  startDate: string;
  estimatedHours: string;
  message: string;
  propWage: string;
  isVacationIncluded: boolean;
  deactivateJobOnHire: boolean;
};

/** The offer before the family types: today, 10 hours a week, the friendly default message. */
export const initialOffer = (today: string, message: string): OfferForm => ({
  clientFirstName: '',
  clientLastName: '',
  startDate: today,
  estimatedHours: '10',
  message,
  propWage: '',
  isVacationIncluded: false,
  deactivateJobOnHire: false,
});

/** A negative wage typed becomes 0 (spec 002 §5); anything else stays as typed. */
export const wageInput = (typed: string) => (Number(typed) < 0 ? '0' : typed);

/** POST /api/team/invite/user/{userIdNumber}'s payload (spec 002 §7). */
export function offerPayload(
  form: OfferForm,
  jobId: string,
  address: unknown,
  caregiver: { firstName: string; lastName: string; imgUrlThumb: string | null },
) {
  return {
    jobId,
    clientFirstName: form.clientFirstName,
    clientLastName: form.clientLastName,
    propWage: Math.max(0, Number(form.propWage) || 0),
    isVacationIncluded: form.isVacationIncluded,
    startDate: form.startDate,
    estimatedHours: Number(form.estimatedHours),
    message: form.message,
    address,
    deactivateJobOnHire: form.deactivateJobOnHire,
    caregiverInfo: {
      firstName: caregiver.firstName,
      lastName: caregiver.lastName,
      imgUrlThumb: caregiver.imgUrlThumb,
    },
  };
}

/** The offer checked as the server will check it: each field's first error, none when it may go. */
export function offerErrors(payload: unknown): Record<string, string> {
  return fieldIssues(InvitePayloadSchema, payload);
}
