// The new-posting wizard's parts (spec 002 §2, §5): the progress through p1–p5, the fields of
// each page and the review page, whose sections each have an Edit button. The wizard's state is
// posting-state.ts'; these only show it and send its actions.
import type { Dispatch } from 'react';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { jobsUi } from '../ui-messages.ts';
import { labelOf, type Labels } from './job-format.ts';
import { ChosenField, NeedsFields, useErrorText } from './posting-fields.tsx';
import {
  type ChosenKey,
  POSTING_PAGES,
  type PostingAction,
  type PostingState,
} from './posting-state.ts';

export function PostingProgress({ step, done }: { step: number; done: boolean[] }) {
  const t = useT(jobsUi);
  return (
    <>
      <ol className='jb-steps' aria-label={t('stepOf', { n: step + 1, total: 5 })}>
        {POSTING_PAGES.map((page, i) => (
          <li
            key={page}
            className={`jb-steps__item${i === step ? ' jb-steps__item--current' : ''}${
              done[i] ? ' jb-steps__item--done' : ''
            }`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className='visually-hidden'>
              {t('stepOf', { n: i + 1, total: 5 })}
              {done[i] ? ` (${t('done')})` : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className='jb-muted'>{t('stepOf', { n: step + 1, total: POSTING_PAGES.length })}</p>
    </>
  );
}

/** p2–p4 are each one multi-select. */
const CHOSEN_PAGES: Partial<Record<number, ChosenKey>> = {
  1: 'services',
  2: 'conditions',
  3: 'languagePref',
};

/** The fields of page p1–p5 (`step` 0–4); the description shown is generated until typed in. */
export function PostingFields({ state, description, labels, ready, dispatch }: {
  state: PostingState;
  description: string;
  labels: Labels;
  ready: boolean;
  dispatch: Dispatch<PostingAction>;
}) {
  const t = useT(jobsUi);
  const error = useErrorText(state.errors);
  const { step } = state.wizard;
  const { values, errors } = state;
  const chosen = CHOSEN_PAGES[step];
  return (
    <>
      {step === 0 && (
        <NeedsFields
          values={values}
          errors={errors}
          onChoose={(key, value) => dispatch({ type: 'choose', key, value })}
        />
      )}
      {!ready && step > 0 && step < 4 && <p className='jb-muted' role='status'>{t('loading')}</p>}
      {chosen && (
        <ChosenField
          key={chosen}
          field={chosen}
          hint={chosen === 'services' ? undefined : t('keepOne')}
          labels={labels}
          selected={values[chosen]}
          errors={errors}
          onToggle={(value) => dispatch({ type: 'toggle', key: chosen, value })}
        />
      )}
      {step === 4 && (
        <>
          <AddressInput
            id='job-city'
            label={t('cityLabel')}
            mode='city'
            value={state.address}
            onChange={(address) => dispatch({ type: 'place', address })}
            error={error('address')}
          />
          <TextAreaField
            label={t('descriptionLabel')}
            hint={t('descriptionHint')}
            value={description}
            rows={6}
            error={error('description')}
            onChange={(e) => dispatch({ type: 'describe', text: e.target.value })}
          />
        </>
      )}
    </>
  );
}

export function PostingReview({ state, description, labels, onEdit }: {
  state: PostingState;
  description: string;
  labels: Labels;
  onEdit: (page: number) => void;
}) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const { values } = state;
  const section = (page: number, title: string, body: string) => (
    <div className='jb-review__section' key={`${page}${title}`}>
      <div>
        <h2 className='jb-review__title'>{title}</h2>
        <p className='jb-review__body'>{body}</p>
      </div>
      <button
        type='button'
        className='button button--outline jb-small'
        aria-label={t('editSection', { section: title })}
        onClick={() =>
          onEdit(page)}
      >
        {t('edit')}
      </button>
    </div>
  );
  const needs = (['serviceStart', 'servicePerWeek', 'serviceLength'] as const)
    .filter((key) => values[key])
    .map((key) => jm(`${key}.${values[key]}` as JobMessageKey));
  const list = (keys: string[], names: Record<string, string>) =>
    keys.map((k) => labelOf(names, k)).join(', ');
  return (
    <div className='jb-review'>
      {section(0, t('needs'), needs.join(' · '))}
      {section(1, t('services'), list(values.services, labels.service))}
      {section(2, t('conditions'), list(values.conditions, labels.conditions))}
      {section(3, t('languages'), list(values.languagePref, labels.language))}
      {section(4, t('location'), state.address?.addressFull ?? '')}
      {section(4, t('description'), description)}
    </div>
  );
}
