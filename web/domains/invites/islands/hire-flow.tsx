// /caregiver/{userIdNumber}/hire (spec 002 §2, §4, §5, §9): shown after 2 s; intro; step 1 the
// payment method: a card on file moves on after 3 s; otherwise the card form is added in place
// (the payments domain's island payments/add-card, rendered by the page beside this one and moved
// into step 1 here), and 'Card details added' once the card is registered; step 2 the job
// posting, each shown as Applied, Invited or Accepted (an invited or accepted one cannot be
// chosen again; a posting from an accepted application comes chosen); step 3 the offer with its
// review dialog and summary (You Pay, estimated savings); then the success screen with a
// 20-second countdown to /dashboard. On small screens steps 2 and 3 are two slides. Live: a card
// added in another tab and the caregiver's answer to an invite reach the flow (realtime hub).
import { useEffect, useReducer, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import { todayIn } from '../../../shared/dates.ts';
import {
  useCardFormSlot,
  useHireLive,
  useHireTimers,
  useSentCountdown,
} from '../ui/hire-effects.ts';
import { HireJobs } from '../ui/hire-jobs.tsx';
import { HireOfferForm } from '../ui/hire-offer-form.tsx';
import { HireReviewDialog } from '../ui/hire-review-dialog.tsx';
import {
  hireFlow,
  type HireJob,
  initialHireFlow,
  initialJobId,
  initialOffer,
  type InviteStates,
  keepChoosable,
  offerErrors,
  offerPayload,
} from '../ui/hire-state.ts';
import { HireIntro, HirePayment, HireSent } from '../ui/hire-steps.tsx';

export type HireFlowProps = {
  caregiver: {
    userIdNumber: string;
    firstName: string;
    lastName: string;
    imgUrlThumb: string | null;
  };
  familyFirstName: string;
  cardOnFile: boolean;
  jobs: HireJob[];
  /** The postings with an open invite to this caregiver, by job id. */
  inviteStates: InviteStates;
  /** The postings this caregiver applied to. */
  appliedJobIds: string[];
  /** The posting to offer first (from an accepted application, ?job=…), or null. */
  preselectedJobId: string | null;
  homeAddress: Address | null;
};

type Errors = Record<string, string | undefined>;

export default function HireFlow(props: HireFlowProps) {
  const t = useT(inviteMessages);
  const [flow, dispatch] = useReducer(hireFlow, props.cardOnFile, initialHireFlow);
  const { phase, card } = flow;
  const [inviteStates, setInviteStates] = useState<InviteStates>(props.inviteStates);
  const [jobId, setJobId] = useState<string>(() =>
    initialJobId(
      props.jobs.map((j) => j.id),
      props.preselectedJobId,
      props.inviteStates,
      props.appliedJobIds,
    )
  );
  // The default invite message is a friendly template addressed to the caregiver (spec 002 §9).
  const [form, setForm] = useState(() =>
    initialOffer(
      todayIn(),
      t('defaultInviteMessage', {
        caregiver: props.caregiver.firstName,
        family: props.familyFirstName,
      }),
    )
  );
  const [address, setAddress] = useState<Address | null>(props.homeAddress);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  useHireTimers(flow, dispatch);
  useHireLive(props.caregiver.userIdNumber, dispatch, setInviteStates);
  const cardSlot = useCardFormSlot(flow);
  const seconds = useSentCountdown(phase === 'sent' ? flow.sentAt : null);

  // A posting chosen before it was invited elsewhere is dropped.
  useEffect(() => {
    setJobId((id) => keepChoosable(id, inviteStates, props.appliedJobIds));
  }, [inviteStates]);

  const payload = () => offerPayload(form, jobId, address, props.caregiver);

  function review() {
    const found = offerErrors(payload());
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch({ type: 'review' });
  }

  async function send() {
    setBusy(true);
    setAlert(null);
    const r = await api(
      'POST',
      `/api/team/invite/user/${encodeURIComponent(props.caregiver.userIdNumber)}`,
      payload(),
    );
    setBusy(false);
    if (!r.ok) {
      dispatch({ type: 'closeReview' });
      setErrors(r.errors);
      setAlert(t('errorAlert', { message: Object.values(r.errors)[0] ?? '' }));
      return;
    }
    dispatch({ type: 'sent', at: Date.now() });
  }

  if (phase === 'waiting') return <div className='hire hire--waiting' aria-busy='true' />;
  if (phase === 'intro') {
    const name = `${props.caregiver.firstName} ${props.caregiver.lastName}`.trim();
    return <HireIntro name={name} onContinue={() => dispatch({ type: 'go', phase: 'payment' })} />;
  }
  if (phase === 'payment') {
    return (
      <HirePayment
        card={card}
        cardSlot={cardSlot}
        onBack={() => dispatch({ type: 'go', phase: 'intro' })}
      />
    );
  }
  if (phase === 'sent') {
    return (
      <HireSent
        firstName={props.caregiver.firstName}
        seconds={seconds}
      />
    );
  }
  return (
    <section
      className={`hire hire-select hire-select--slide-${flow.slide}`}
      aria-label={t('stepOffer')}
    >
      {alert && <p className='alert alert--error' role='alert'>{alert}</p>}
      <HireJobs
        jobs={props.jobs}
        inviteStates={inviteStates}
        appliedJobIds={props.appliedJobIds}
        jobId={jobId}
        error={errors.jobId}
        onChoose={setJobId}
        onBack={() => dispatch({ type: 'go', phase: 'payment' })}
        onNext={() => dispatch({ type: 'slide', to: 1 })}
      />
      <HireOfferForm
        form={form}
        onChange={setForm}
        address={address}
        onAddress={setAddress}
        errors={errors}
        onReview={review}
        onBack={() => dispatch({ type: 'slide', to: 0 })}
      />
      <HireReviewDialog
        open={flow.reviewing}
        form={form}
        address={address}
        busy={busy}
        onCancel={() => dispatch({ type: 'closeReview' })}
        onSend={send}
      />
    </section>
  );
}
