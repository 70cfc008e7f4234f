// The review editor's form (islands/review-editor.tsx holds the state and the requests): the four
// star ratings, the title and the message; Submit, or Save and Cancel once the review exists.
import type { FormEvent } from 'react';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import {
  CRITERIA,
  type Criterion,
  MESSAGE_ROWS_MAX,
  MESSAGE_ROWS_MIN,
  RATING_MAX,
  TITLE_MAX,
} from '../model.ts';
import type { ReviewErrors, ReviewField, ReviewValues } from './review-editor-state.ts';

/** One criterion's 1–5 stars: a group of radios, named by the criterion. */
function RatingInput(
  { criterion, value, error, onChange }: {
    criterion: Criterion;
    value: number | null;
    error?: string;
    onChange: (n: number) => void;
  },
) {
  const t = useT(reviewsMessages);
  const errorId = `review-${criterion}-error`;
  return (
    <fieldset
      className={`review-rating${error ? ' review-rating--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className='review-rating__label'>{t(criterion)}</legend>
      <div className='review-rating__stars'>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={`review-rating__star${value !== null && n <= value ? ' on' : ''}`}
          >
            <input
              type='radio'
              className='visually-hidden'
              name={`review-${criterion}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span aria-hidden='true'>★</span>
            <span className='visually-hidden'>{t('stars', { n })}</span>
          </label>
        ))}
      </div>
      {error && <p id={errorId} className='field__error' role='alert'>{error}</p>}
    </fieldset>
  );
}

export function ReviewForm(
  { name, values, errors, busy, editingSaved, onSet, onSubmit, onCancel }: {
    /** The reviewed member's name, in the heading. */
    name: string;
    values: ReviewValues;
    /** Errors as text to show. */
    errors: ReviewErrors;
    busy: boolean;
    /** A saved review is being edited: Save and Cancel instead of Submit. */
    editingSaved: boolean;
    onSet: (field: ReviewField, value: number | string) => void;
    onSubmit: () => void;
    onCancel: () => void;
  },
) {
  const t = useT(reviewsMessages);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className='card review-form' onSubmit={submit} noValidate>
      <h2 className='review-form__title'>{t('writeReview', { name })}</h2>
      <div className='review-form__ratings'>
        {CRITERIA.map((c) => (
          <RatingInput
            key={c}
            criterion={c}
            value={values[c]}
            error={errors[c]}
            onChange={(n) => onSet(c, n)}
          />
        ))}
      </div>
      <TextField
        label={t('title')}
        name='title'
        value={values.title}
        error={errors.title}
        maxLength={TITLE_MAX}
        onChange={(e) => onSet('title', e.currentTarget.value)}
      />
      <TextAreaField
        label={t('message')}
        name='message'
        value={values.message}
        error={errors.message}
        minRows={MESSAGE_ROWS_MIN}
        maxRows={MESSAGE_ROWS_MAX}
        rows={MESSAGE_ROWS_MIN}
        onChange={(e) => onSet('message', e.currentTarget.value)}
      />
      <div className='review-actions'>
        <button type='submit' className='button button--primary' disabled={busy}>
          {editingSaved ? t('save') : t('submit')}
        </button>
        {editingSaved && (
          <button type='button' className='button button--outline' onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
