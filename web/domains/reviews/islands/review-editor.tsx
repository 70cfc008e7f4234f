// One member's review (spec 001 §2 /reviews/{memberId}, §4, §5): for the family, the write form
// once the member is eligible ('Not Eligible' with the hint before 3 completed shifts, unless
// reviews are blocked), then the saved review with Edit (Cancel restores the saved values) and
// Delete; for the caregiver, the review they received, read-only.
import { useState } from 'react';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import {
  CRITERIA,
  type Criterion,
  isEligible,
  MESSAGE_ROWS_MAX,
  MESSAGE_ROWS_MIN,
  RATING_MAX,
  type Review,
  type ReviewMember,
} from '../model.ts';
import { ReviewSchema } from '../schemas.ts';
import { ReviewCard } from '../ui/review-parts.tsx';

export type ReviewEditorProps = {
  role: 'family' | 'caregiver';
  member: ReviewMember;
  review: Review | null;
};

type Values = { [C in Criterion]: number | null } & { title: string; message: string };
type Errors = Partial<Record<Criterion | 'title' | 'message' | 'general', string>>;

const blank: Values = {
  empathy: null,
  punctuality: null,
  knowledge: null,
  helpfulness: null,
  title: '',
  message: '',
};
const valuesOf = (r: Review): Values => ({ ...r.breakdown, title: r.title, message: r.message });

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

export default function ReviewEditor({ role, member, review: initial }: ReviewEditorProps) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const [saved, setSaved] = useState<Review | null>(initial);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(initial ? valuesOf(initial) : blank);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  if (role === 'caregiver') {
    return saved
      ? (
        <ReviewCard
          review={saved}
          byline={t('reviewBy', {
            name: `${saved.familyInfo.firstName} ${saved.familyInfo.lastName}`.trim(),
          })}
        />
      )
      : <p className='review-muted'>{t('notReviewedYet', { name: member.name })}</p>;
  }

  if (!saved && !isEligible(member)) {
    return (
      <div className='card review-not-eligible' data-testid='not-eligible'>
        <p className='review-not-eligible__label'>{t('notEligibleLabel')}</p>
        {!member.review.blockReview && <p className='review-muted'>{t('notEligibleHint')}</p>}
      </div>
    );
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(ReviewSchema, values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as keyof Errors | undefined;
        if (key && !next[key]) next[key] = errorText(reviewsMessages, locale, issue.message);
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    const res = saved
      ? await api<{ review: Review; message: string }>(
        'POST',
        `/api/review/edit/${encodeURIComponent(saved.id)}`,
        parsed.output,
      )
      : await api<{ review: Review; message: string }>(
        'POST',
        `/api/review/add/${encodeURIComponent(member.id)}`,
        parsed.output,
      );
    setBusy(false);
    if (!res.ok) {
      const fieldErrors: Errors = {};
      let general: string | undefined;
      for (const [field, message] of Object.entries(res.errors)) {
        if (
          (CRITERIA as readonly string[]).includes(field) || field === 'title' ||
          field === 'message'
        ) {
          fieldErrors[field as keyof Errors] = message;
        } else general ??= message;
      }
      setErrors(fieldErrors);
      if (general || Object.keys(fieldErrors).length === 0) {
        showAlert({ type: 'error', message: general ?? t(saved ? 'editFailed' : 'addFailed') });
      }
      return;
    }
    setSaved(res.data.review);
    setValues(valuesOf(res.data.review));
    setEditing(false);
    showAlert({ type: 'success', message: res.data.message });
  };

  const remove = async () => {
    if (!saved || !globalThis.confirm(t('confirmDelete'))) return;
    setBusy(true);
    const res = await api<{ message: string }>(
      'POST',
      `/api/review/delete/${encodeURIComponent(saved.id)}`,
    );
    setBusy(false);
    if (!res.ok) {
      showAlert({ type: 'error', message: res.errors.general ?? t('editFailed') });
      return;
    }
    setSaved(null);
    setValues(blank);
    setEditing(false);
    setErrors({});
    showAlert({ type: 'success', message: res.data.message });
  };

  if (saved && !editing) {
    return (
      <div className='review-saved'>
        <ReviewCard
          review={saved}
          byline={t('reviewBy', {
            name: `${saved.familyInfo.firstName} ${saved.familyInfo.lastName}`.trim(),
          })}
        />
        <div className='review-actions'>
          <button type='button' className='button button--primary' onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
          <button type='button' className='button button--outline' onClick={remove} disabled={busy}>
            {t('delete')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className='card review-form' onSubmit={submit} noValidate>
      <h2 className='review-form__title'>{t('writeReview', { name: member.name })}</h2>
      <div className='review-form__ratings'>
        {CRITERIA.map((c) => (
          <RatingInput
            key={c}
            criterion={c}
            value={values[c]}
            error={errors[c]}
            onChange={(n) => set(c, n)}
          />
        ))}
      </div>
      <TextField
        label={t('title')}
        name='title'
        value={values.title}
        error={errors.title}
        maxLength={120}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <TextAreaField
        label={t('message')}
        name='message'
        value={values.message}
        error={errors.message}
        minRows={MESSAGE_ROWS_MIN}
        maxRows={MESSAGE_ROWS_MAX}
        rows={MESSAGE_ROWS_MIN}
        onChange={(e) => set('message', e.currentTarget.value)}
      />
      <div className='review-actions'>
        <button type='submit' className='button button--primary' disabled={busy}>
          {saved ? t('save') : t('submit')}
        </button>
        {saved && (
          <button
            type='button'
            className='button button--outline'
            onClick={() => {
              // Cancel restores the saved values (spec 001 §4).
              setValues(valuesOf(saved));
              setErrors({});
              setEditing(false);
            }}
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
