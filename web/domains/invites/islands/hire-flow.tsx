// /caregiver/{userIdNumber}/hire (spec 002 §2, §4, §5, §9): shown after 2 s; intro; step 1 the
// payment method: a card on file moves on after 3 s; otherwise the card form is added in place
// (the payments domain's island payments/add-card, rendered by the page beside this one and moved
// into step 1 here), and 'Card details added' once the card is registered; step 2 the job
// posting, each shown as Applied, Invited or Accepted (an invited or accepted one cannot be
// chosen again; a posting from an accepted application comes chosen); step 3 the offer with its
// review dialog and summary (You Pay, estimated savings); then the success screen with a
// 20-second countdown to /dashboard. On small screens steps 2 and 3 are two slides. Live: a card
// added in another tab and the caregiver's answer to an invite reach the flow (realtime hub).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { formatCalendarDate, numberFormat } from '../../../shared/dates.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { CARD_ADDED_EVENT } from '../../payments/model.ts';
import { inviteMessages } from '../messages.ts';
import {
  CARD_ON_FILE_ADVANCE_MS,
  HIRE_CARD_SLOT_ID,
  HIRE_SHOW_MS,
  HIRE_SUCCESS_SECONDS,
  secondsLeft,
  type TeamInvite,
  todayIn,
} from '../model.ts';
import { InvitePayloadSchema } from '../schemas.ts';
import {
  applyInviteChange,
  canChoose,
  initialJobId,
  type InviteStates,
  jobHireState,
  offerSummary,
} from '../ui/hire-state.ts';

/** A posting as step 2 lists it: its description's start and its city ('Toronto, ON'). */
export type HireJob = { id: string; description: string; place: string; isAvailable: boolean };

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

type Phase = 'waiting' | 'intro' | 'payment' | 'select' | 'sent';
type Errors = Record<string, string | undefined>;

export default function HireFlow(props: HireFlowProps) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [card, setCard] = useState<'onFile' | 'added' | 'none'>(
    props.cardOnFile ? 'onFile' : 'none',
  );
  const [slide, setSlide] = useState<0 | 1>(0);
  const [inviteStates, setInviteStates] = useState<InviteStates>(props.inviteStates);
  const [jobId, setJobId] = useState<string>(() =>
    initialJobId(
      props.jobs.map((j) => j.id),
      props.preselectedJobId,
      props.inviteStates,
      props.appliedJobIds,
    )
  );
  const cardSlot = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState({
    clientFirstName: '',
    clientLastName: '',
    startDate: todayIn(),
    estimatedHours: '10',
    // The default invite message is a friendly template addressed to the caregiver (spec 002 §9).
    message: t('defaultInviteMessage', {
      caregiver: props.caregiver.firstName,
      family: props.familyFirstName,
    }),
    propWage: '',
    isVacationIncluded: false,
    deactivateJobOnHire: false,
  });
  const [address, setAddress] = useState<Address | null>(props.homeAddress);
  const [errors, setErrors] = useState<Errors>({});
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    const id = setTimeout(() => setPhase('intro'), HIRE_SHOW_MS);
    return () => clearTimeout(id);
  }, []);

  // A card on file: say so and move on after 3 s.
  useEffect(() => {
    if (phase !== 'payment' || card === 'none') return;
    const id = setTimeout(() => setPhase('select'), CARD_ON_FILE_ADVANCE_MS);
    return () => clearTimeout(id);
  }, [phase, card]);

  useEffect(() => {
    if (phase !== 'sent') return;
    const id = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(HIRE_SUCCESS_SECONDS, sentAt, at) === 0) location.assign('/dashboard');
    }, 250);
    return () => clearInterval(id);
  }, [phase, sentAt]);

  // A card registered by the form in step 1 (its island says so at once) or in another tab (the
  // realtime hub pushes the family's own cards only).
  useEffect(() => {
    const added = () => setCard((c) => (c === 'none' ? 'added' : c));
    globalThis.addEventListener(CARD_ADDED_EVENT, added);
    const stopCards = subscribe('payment_methods', (change) => {
      if (change.op !== 'delete' && change.row) added();
    });
    // The caregiver answering an invite (or this family inviting from another tab) moves the
    // posting's state: a declined posting may be offered again, an accepted one not.
    const stopInvites = subscribe('team_invites', (change) => {
      if (!change.row) return;
      setInviteStates((s) =>
        applyInviteChange(s, change.row as unknown as TeamInvite, props.caregiver.userIdNumber)
      );
    });
    return () => {
      globalThis.removeEventListener(CARD_ADDED_EVENT, added);
      stopCards();
      stopInvites();
    };
  }, []);

  // The card form is the payments domain's island, rendered hidden beside this one; step 1 moves
  // it into its place (React leaves foreign children of an empty element alone) and shows it.
  // Kept once found: leaving step 1 takes the form out of the document along with its slot.
  const cardForm = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    cardForm.current ??= document.getElementById(HIRE_CARD_SLOT_ID);
    const form = cardForm.current;
    if (!form) return;
    if (phase === 'payment' && card === 'none' && cardSlot.current) {
      cardSlot.current.appendChild(form);
      form.hidden = false;
    } else form.hidden = true;
  }, [phase, card]);

  // A posting chosen before it was invited elsewhere is dropped.
  useEffect(() => {
    if (jobId && !canChoose(jobHireState(jobId, inviteStates, props.appliedJobIds))) setJobId('');
  }, [inviteStates]);

  const name = `${props.caregiver.firstName} ${props.caregiver.lastName}`.trim();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  function payload() {
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
        firstName: props.caregiver.firstName,
        lastName: props.caregiver.lastName,
        imgUrlThumb: props.caregiver.imgUrlThumb,
      },
    };
  }

  function review() {
    const r = v.safeParse(InvitePayloadSchema, payload());
    if (r.success) {
      setErrors({});
      setReviewing(true);
      return;
    }
    const next: Errors = {};
    for (const issue of r.issues) {
      const key = issue.path?.[0]?.key;
      const field = typeof key === 'string' ? key : 'general';
      next[field] ??= issue.message;
    }
    setErrors(next);
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
    setReviewing(false);
    if (!r.ok) {
      setErrors(r.errors);
      setAlert(t('errorAlert', { message: Object.values(r.errors)[0] ?? '' }));
      return;
    }
    const at = Date.now();
    setSentAt(at);
    setNow(at);
    setPhase('sent');
  }

  const err = (k: string) => errorText(inviteMessages, locale, errors[k]);

  if (phase === 'waiting') return <div className='hire hire--waiting' aria-busy='true' />;

  if (phase === 'intro') {
    return (
      <section className='hire hire-intro' aria-labelledby='hire-intro-title'>
        <h1 id='hire-intro-title'>{t('hireIntro', { name })}</h1>
        <div className='hire__actions'>
          <button type='button' className='button button--ghost' onClick={() => history.back()}>
            {t('cancel')}
          </button>
          <button
            type='button'
            className='button button--primary'
            onClick={() => setPhase('payment')}
          >
            {t('continue')}
          </button>
        </div>
      </section>
    );
  }

  if (phase === 'payment') {
    return (
      <section className='hire hire-payment' aria-labelledby='hire-payment-title'>
        <h1 id='hire-payment-title'>{t('stepPayment')}</h1>
        {card === 'onFile' && <p role='status'>{t('cardOnFile')}</p>}
        {card === 'added' && <p role='status'>{t('cardAdded')}</p>}
        {card === 'none' && (
          <>
            <p>{t('addCardIntro')}</p>
            <div className='hire__card' ref={cardSlot} data-testid='hire-card-slot' />
          </>
        )}
        <div className='hire__actions'>
          <button type='button' className='button button--ghost' onClick={() => setPhase('intro')}>
            {t('back')}
          </button>
        </div>
      </section>
    );
  }

  if (phase === 'sent') {
    return (
      <section className='hire hire-sent' aria-labelledby='hire-sent-title'>
        <p className='alert alert--success' role='status'>
          {t('invitationSent', { name: props.caregiver.firstName })}
        </p>
        <h1 id='hire-sent-title'>{t('sentTitle')}</h1>
        <p role='timer' aria-live='off'>
          {t('redirecting', { seconds: secondsLeft(HIRE_SUCCESS_SECONDS, sentAt, now) })}
        </p>
        <a className='button button--primary' href='/dashboard'>{t('goBackNow')}</a>
      </section>
    );
  }

  const summary = offerSummary(
    Number(form.propWage),
    form.isVacationIncluded,
    Number(form.estimatedHours),
  );
  const dollars = (cents: number) =>
    t('amount', {
      amount: numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        .format(cents / 100),
    });
  return (
    <section className={`hire hire-select hire-select--slide-${slide}`} aria-label={t('stepOffer')}>
      {alert && <p className='alert alert--error' role='alert'>{alert}</p>}
      <div className='hire-select__jobs'>
        <h2>{t('stepJob')}</h2>
        {props.jobs.length === 0 && <p>{t('noJobs')}</p>}
        <fieldset className='hire-jobs'>
          <legend className='visually-hidden'>{t('stepJob')}</legend>
          {props.jobs.map((job) => {
            const state = jobHireState(job.id, inviteStates, props.appliedJobIds);
            return (
              <label key={job.id} className='hire-job' data-testid='hire-job'>
                <input
                  type='radio'
                  name='jobId'
                  value={job.id}
                  checked={jobId === job.id}
                  disabled={!canChoose(state)}
                  onChange={() => setJobId(job.id)}
                />
                <span>
                  {job.place
                    ? t('jobIn', { description: job.description, place: job.place })
                    : job.description}
                  {!job.isAvailable && (
                    <span className='hire-job__inactive'>({t('inactiveJob')})</span>
                  )}
                </span>
                {state && <span className={`chip hire-chip hire-chip--${state}`}>{t(state)}</span>}
              </label>
            );
          })}
        </fieldset>
        {errors.jobId && <p className='field__error'>{err('jobId')}</p>}
        <div className='hire__actions hire__actions--narrow'>
          <button
            type='button'
            className='button button--ghost'
            onClick={() =>
              setPhase('payment')}
          >
            {t('back')}
          </button>
          <button
            type='button'
            className='button button--primary'
            onClick={() =>
              setSlide(1)}
          >
            {t('next')}
          </button>
        </div>
      </div>
      <form
        className='hire-select__offer'
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <h2>{t('stepOffer')}</h2>
        <TextField
          label={t('clientFirstName')}
          name='clientFirstName'
          value={form.clientFirstName}
          onChange={set('clientFirstName')}
          error={err('clientFirstName')}
        />
        <TextField
          label={t('clientLastName')}
          name='clientLastName'
          value={form.clientLastName}
          onChange={set('clientLastName')}
          error={err('clientLastName')}
        />
        <TextField
          label={t('startDate')}
          name='startDate'
          type='date'
          min={todayIn()}
          value={form.startDate}
          onChange={set('startDate')}
          error={err('startDate')}
        />
        <TextField
          label={t('estimatedHours')}
          name='estimatedHours'
          type='number'
          min={1}
          value={form.estimatedHours}
          onChange={set('estimatedHours')}
          error={err('estimatedHours')}
        />
        <TextField
          label={t('propWage')}
          name='propWage'
          type='number'
          step='0.01'
          min={0}
          value={form.propWage}
          onChange={(e) =>
            setForm({ ...form, propWage: Number(e.target.value) < 0 ? '0' : e.target.value })}
          error={err('propWage')}
          hint={<span title={t('vacationTooltip')}>{t('vacationTooltip')}</span>}
        />
        <label className='check'>
          <input
            type='checkbox'
            name='isVacationIncluded'
            checked={form.isVacationIncluded}
            onChange={(e) => setForm({ ...form, isVacationIncluded: e.target.checked })}
          />
          {t('isVacationIncluded')}
        </label>
        <AddressInput
          id='hire-address'
          label={t('address')}
          mode='full'
          value={address}
          onChange={setAddress}
          error={err('address')}
        />
        <TextAreaField
          label={t('message')}
          name='message'
          value={form.message}
          onChange={set('message')}
          error={err('message')}
        />
        <label className='check'>
          <input
            type='checkbox'
            name='deactivateJobOnHire'
            checked={form.deactivateJobOnHire}
            onChange={(e) => setForm({ ...form, deactivateJobOnHire: e.target.checked })}
          />
          {t('deactivateJobOnHire')}
        </label>
        <div className='hire__actions'>
          <button
            type='button'
            className='button button--ghost hire__back-narrow'
            onClick={() => setSlide(0)}
          >
            {t('back')}
          </button>
          <button type='submit' className='button button--primary'>{t('review')}</button>
        </div>
      </form>
      {reviewing && (
        <div className='inv-backdrop'>
          <div
            className='inv-dialog'
            role='dialog'
            aria-modal='true'
            aria-labelledby='hire-review-title'
          >
            <h2 id='hire-review-title'>{t('reviewTitle')}</h2>
            <dl className='hire-review'>
              <dt>{t('clientFirstName')}</dt>
              <dd>{form.clientFirstName} {form.clientLastName}</dd>
              <dt>{t('startDate')}</dt>
              <dd>{formatCalendarDate(form.startDate, locale, 'long')}</dd>
              <dt>{t('estimatedHours')}</dt>
              <dd>{form.estimatedHours}</dd>
              <dt>{t('propWage')}</dt>
              <dd>{dollars(Math.round(Number(form.propWage) * 100))}</dd>
              <dt>{t('address')}</dt>
              <dd>{address?.addressFull}</dd>
            </dl>
            <p className='hire-review__message'>{form.message}</p>
            {summary && (
              <section className='hire-summary' aria-labelledby='hire-summary-title'>
                <h3 id='hire-summary-title'>{t('summaryTitle')}</h3>
                <dl>
                  <dt>{t('summaryWage')}</dt>
                  <dd>{dollars(summary.wageCents)}</dd>
                  <dt>{t('summaryHourly')}</dt>
                  <dd>{dollars(summary.hourlyCostCents)}</dd>
                  <dt>{t('summaryWeekly', { hours: form.estimatedHours })}</dt>
                  <dd>{dollars(summary.weeklyCostCents)}</dd>
                  <dt>{t('summarySavings')}</dt>
                  <dd data-testid='estimated-savings'>{dollars(summary.weeklySavingsCents)}</dd>
                </dl>
                <p className='hire-summary__note'>{t('summarySavingsNote')}</p>
              </section>
            )}
            <div className='hire__actions'>
              <button
                type='button'
                className='button button--ghost'
                onClick={() => setReviewing(false)}
              >
                {t('cancel')}
              </button>
              <button
                type='button'
                className='button button--primary'
                disabled={busy}
                onClick={send}
              >
                {t('send')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
