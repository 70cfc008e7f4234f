// /caregiver/{userIdNumber}/hire (spec 002 §2, §4, §5, §9): shown after 2 s; intro; step 1 the
// payment method (a card on file moves on after 3 s); step 2 the job posting (an invited job
// cannot be chosen again); step 3 the offer with its review dialog; then the success screen with
// a 20-second countdown to /dashboard. On small screens steps 2 and 3 are two slides.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import {
  CARD_ON_FILE_ADVANCE_MS,
  HIRE_SHOW_MS,
  HIRE_SUCCESS_SECONDS,
  secondsLeft,
  todayIn,
} from '../model.ts';
import { InvitePayloadSchema } from '../schemas.ts';

export type HireJob = { id: string; label: string; isAvailable: boolean };

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
  invitedJobIds: string[];
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
  const [jobId, setJobId] = useState<string>('');
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

  async function checkCard() {
    const r = await api<{ paymentMethods: unknown[] }>('GET', '/api/payment/methods');
    if (r.ok && r.data.paymentMethods.length > 0) setCard('added');
  }

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
          <div className='hire__card'>
            <a
              className='button button--primary'
              href='/mypay/detail'
              target='_blank'
              rel='noopener'
            >
              {t('addCard')}
            </a>
            <button type='button' className='button button--outline' onClick={checkCard}>
              {t('checkAgain')}
            </button>
          </div>
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

  const invited = new Set(props.invitedJobIds);
  return (
    <section className={`hire hire-select hire-select--slide-${slide}`} aria-label={t('stepOffer')}>
      {alert && <p className='alert alert--error' role='alert'>{alert}</p>}
      <div className='hire-select__jobs'>
        <h2>{t('stepJob')}</h2>
        {props.jobs.length === 0 && <p>{t('noJobs')}</p>}
        <fieldset className='hire-jobs'>
          <legend className='visually-hidden'>{t('stepJob')}</legend>
          {props.jobs.map((job) => (
            <label key={job.id} className='hire-job'>
              <input
                type='radio'
                name='jobId'
                value={job.id}
                checked={jobId === job.id}
                disabled={invited.has(job.id)}
                onChange={() => setJobId(job.id)}
              />
              <span>{job.label}</span>
              {invited.has(job.id) && <span className='chip'>{t('invited')}</span>}
            </label>
          ))}
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
              <dd>{form.startDate}</dd>
              <dt>{t('estimatedHours')}</dt>
              <dd>{form.estimatedHours}</dd>
              <dt>{t('propWage')}</dt>
              <dd>{Number(form.propWage).toFixed(2)}</dd>
              <dt>{t('address')}</dt>
              <dd>{address?.addressFull}</dd>
            </dl>
            <p className='hire-review__message'>{form.message}</p>
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
