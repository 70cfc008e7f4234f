// /profile/jobs/new (spec 002 §2, §5, §8): five pages (needs, services, conditions, language,
// finishing touches), then a review page from which any section can be edited. Posting shows
// 'Job successfully posted!' with View Posting; a failure shows the spec's message.
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { defaultJobDescription } from '../description.ts';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { SERVICE_LENGTH, SERVICE_PER_WEEK, SERVICE_START } from '../model.ts';
import { NewJobSchema } from '../schemas.ts';
import { RadioChoices, ToggleChoices } from '../ui/choices.tsx';
import { labelOf, optionsOf } from '../ui/job-format.ts';
import { useLabels } from '../ui/materials.ts';
import {
  back,
  editFromReview,
  initialPostingValues,
  initialWizard,
  next,
  pageErrors,
  pageOfField,
  POSTING_PAGES,
  postingPayload,
  type PostingValues,
  REVIEW,
  toggleKeep,
} from '../ui/posting-state.ts';
import { jobsUi, type JobsUiKey } from '../ui-messages.ts';

export type PostingWizardProps = Record<string, never>;

export default function PostingWizard(_props: PostingWizardProps) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const locale = useLocale();
  const { labels, ready } = useLabels();
  const [wizard, setWizard] = useState(initialWizard);
  const [values, setValues] = useState<PostingValues>(initialPostingValues);
  const [address, setAddress] = useState<Address | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [postedId, setPostedId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewRef = useRef<HTMLAnchorElement>(null);
  const moved = useRef(false);

  // The generated description follows the choices until the family types its own.
  const generated = defaultJobDescription(
    { services: values.services, conditions: values.conditions, labels: labels.conditions },
    locale,
  );
  const description = values.descriptionEdited ? values.description : generated;
  const current = { ...values, description };

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [wizard.step]);
  useEffect(() => {
    if (postedId) viewRef.current?.focus();
  }, [postedId]);

  const set = <K extends keyof PostingValues>(key: K, value: PostingValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => {
      const { [key]: _, ...rest } = old;
      return rest;
    });
  };
  const toggle = (key: 'services' | 'conditions' | 'languagePref', value: string) => {
    // The last selected option cannot be removed (spec 002 §5).
    set(key, toggleKeep(values[key], value));
  };

  const showErrors = (page: number) => {
    const found = pageErrors(page, current, address !== null);
    const texts = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, jm(key as JobMessageKey)]),
    );
    setErrors(texts);
    return Object.keys(texts).length === 0;
  };

  const onNext = () => {
    if (!showErrors(wizard.step)) return;
    setWizard(next(wizard));
  };

  const post = async () => {
    setFailed(null);
    const payload = postingPayload(current, address);
    const checked = v.safeParse(NewJobSchema, payload);
    if (!checked.success) {
      const issue = checked.issues[0];
      const field = String(issue.path?.[0]?.key ?? '');
      const page = pageOfField(field);
      if (page !== null) {
        setErrors({
          [field === 'service' ? 'services' : field]:
            errorText(jobMessages, locale, issue.message) ?? issue.message,
        });
        setWizard(editFromReview(wizard, page));
        return;
      }
    }
    setBusy(true);
    const res = await api<{ jobId: string }>('POST', '/api/job', payload);
    setBusy(false);
    if (!res.ok) {
      console.error('Posting the job failed', res.status, res.errors);
      setFailed(jm('postFailed'));
      return;
    }
    setPostedId(res.data.jobId);
  };

  const step = wizard.step;
  const pageName = step === REVIEW ? 'review' : POSTING_PAGES[step];
  const err = (field: string) => errors[field];
  const enumOptions = (prefix: string, list: readonly string[]) =>
    list.map((value) => ({ value, label: jm(`${prefix}.${value}` as JobMessageKey) }));

  const section = (page: number, title: string, body: string) => (
    <div className='jb-review__section' key={page}>
      <div>
        <h2 className='jb-review__title'>{title}</h2>
        <p className='jb-review__body'>{body}</p>
      </div>
      <button
        type='button'
        className='button button--outline jb-small'
        aria-label={t('editSection', { section: title })}
        onClick={() =>
          setWizard(editFromReview(wizard, page))}
      >
        {t('edit')}
      </button>
    </div>
  );

  return (
    <div className='jb-wizard'>
      {step < REVIEW && (
        <ol className='jb-steps' aria-label={t('stepOf', { n: step + 1, total: 5 })}>
          {POSTING_PAGES.map((page, i) => (
            <li
              key={page}
              className={`jb-steps__item${i === step ? ' jb-steps__item--current' : ''}${
                wizard.done[i] ? ' jb-steps__item--done' : ''
              }`}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className='visually-hidden'>
                {t('stepOf', { n: i + 1, total: 5 })}
                {wizard.done[i] ? ` (${t('done')})` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      {step < REVIEW && (
        <p className='jb-muted'>{t('stepOf', { n: step + 1, total: POSTING_PAGES.length })}</p>
      )}
      <h1 ref={headingRef} tabIndex={-1} className='jb-title'>
        {t(`page.${pageName}` as JobsUiKey)}
      </h1>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === REVIEW) void post();
          else onNext();
        }}
      >
        {step === 0 && (
          <>
            <RadioChoices
              legend={t('serviceStartLabel')}
              name='serviceStart'
              options={enumOptions('serviceStart', SERVICE_START)}
              value={values.serviceStart}
              onChange={(value) => set('serviceStart', value)}
              error={err('serviceStart')}
            />
            <RadioChoices
              legend={t('servicePerWeekLabel')}
              name='servicePerWeek'
              options={enumOptions('servicePerWeek', SERVICE_PER_WEEK)}
              value={values.servicePerWeek}
              onChange={(value) => set('servicePerWeek', value)}
              error={err('servicePerWeek')}
            />
            <RadioChoices
              legend={t('serviceLengthLabel')}
              name='serviceLength'
              options={enumOptions('serviceLength', SERVICE_LENGTH)}
              value={values.serviceLength}
              onChange={(value) => set('serviceLength', value)}
              error={err('serviceLength')}
            />
          </>
        )}
        {!ready && step > 0 && step < 4 && <p className='jb-muted' role='status'>{t('loading')}</p>}
        {step === 1 && (
          <ToggleChoices
            legend={t('services')}
            options={optionsOf(labels.service)}
            selected={values.services}
            onToggle={(value) => toggle('services', value)}
            error={err('services')}
          />
        )}
        {step === 2 && (
          <ToggleChoices
            legend={t('conditions')}
            hint={t('keepOne')}
            options={optionsOf(labels.conditions)}
            selected={values.conditions}
            onToggle={(value) => toggle('conditions', value)}
            error={err('conditions')}
          />
        )}
        {step === 3 && (
          <ToggleChoices
            legend={t('languages')}
            hint={t('keepOne')}
            options={optionsOf(labels.language)}
            selected={values.languagePref}
            onToggle={(value) => toggle('languagePref', value)}
            error={err('languagePref')}
          />
        )}
        {step === 4 && (
          <>
            <AddressInput
              id='job-city'
              label={t('cityLabel')}
              mode='city'
              value={address}
              onChange={(a) => {
                setAddress(a);
                if (a) setErrors(({ address: _, ...rest }) => rest);
              }}
              error={err('address')}
            />
            <TextAreaField
              label={t('descriptionLabel')}
              hint={t('descriptionHint')}
              value={description}
              rows={6}
              error={err('description')}
              onChange={(e) => {
                setValues((old) => ({
                  ...old,
                  description: e.target.value,
                  descriptionEdited: true,
                }));
                setErrors(({ description: _, ...rest }) => rest);
              }}
            />
          </>
        )}
        {step === REVIEW && (
          <div className='jb-review'>
            {section(
              0,
              t('needs'),
              [
                values.serviceStart && jm(`serviceStart.${values.serviceStart}` as JobMessageKey),
                values.servicePerWeek &&
                jm(`servicePerWeek.${values.servicePerWeek}` as JobMessageKey),
                values.serviceLength &&
                jm(`serviceLength.${values.serviceLength}` as JobMessageKey),
              ].filter(Boolean).join(' · '),
            )}
            {section(
              1,
              t('services'),
              values.services.map((k) => labelOf(labels.service, k)).join(', '),
            )}
            {section(
              2,
              t('conditions'),
              values.conditions.map((k) => labelOf(labels.conditions, k)).join(', '),
            )}
            {section(
              3,
              t('languages'),
              values.languagePref.map((k) => labelOf(labels.language, k)).join(', '),
            )}
            {section(4, t('location'), address?.addressFull ?? '')}
            {section(4, t('description'), description)}
          </div>
        )}

        {failed && <p className='jb-alert jb-alert--error' role='alert'>{failed}</p>}

        <div className='jb-actions'>
          {step > 0 && step !== REVIEW && !wizard.editingFromReview && (
            <button
              type='button'
              className='button button--outline'
              onClick={() => {
                setErrors({});
                setWizard(back(wizard));
              }}
            >
              {t('back')}
            </button>
          )}
          {step === REVIEW && (
            <button
              type='button'
              className='button button--outline'
              onClick={() => setWizard(editFromReview(wizard, 4))}
            >
              {t('back')}
            </button>
          )}
          {step === REVIEW
            ? (
              <SubmitButton busy={busy || !!postedId} busyLabel={t('posting')}>
                {t('postJob')}
              </SubmitButton>
            )
            : (
              <button type='submit' className='button button--primary'>
                {wizard.editingFromReview ? t('backToReview') : t('next')}
              </button>
            )}
        </div>
      </form>

      {postedId && (
        <div className='jb-overlay' role='dialog' aria-modal='true' aria-labelledby='jb-posted'>
          <div className='jb-overlay__card'>
            <p id='jb-posted' className='jb-overlay__title'>{t('posted')}</p>
            <a ref={viewRef} className='button button--primary' href={`/profile/jobs/${postedId}`}>
              {t('viewPosting')}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
