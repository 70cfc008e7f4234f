// One member's review (spec 001 §2 /reviews/{memberId}, §4, §5): for the family, the write form
// once the member is eligible ('Not Eligible' with the hint before 3 completed shifts, unless
// reviews are blocked), then the saved review with Edit (Cancel restores the saved values) and
// Delete; for the caregiver, the review they received, read-only. The rules are
// ui/review-editor-state.ts; the form is ui/review-form.tsx.
import { useReducer } from 'react';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import { isEligible, type Review, type ReviewMember } from '../model.ts';
import {
  checkReview,
  editorReducer,
  initialEditor,
  type ReviewErrors,
  splitServerErrors,
} from '../ui/review-editor-state.ts';
import { ReviewForm } from '../ui/review-form.tsx';
import { ReviewCard } from '../ui/review-parts.tsx';

export type ReviewEditorProps = {
  role: 'family' | 'caregiver';
  member: ReviewMember;
  review: Review | null;
};

const familyName = (r: Review) => `${r.familyInfo.firstName} ${r.familyInfo.lastName}`.trim();

export default function ReviewEditor({ role, member, review: initial }: ReviewEditorProps) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditor);
  const { saved, busy } = state;

  if (role === 'caregiver') {
    return saved
      ? <ReviewCard review={saved} byline={t('reviewBy', { name: familyName(saved) })} />
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

  const submit = async () => {
    const checked = checkReview(state.values);
    if (!checked.ok) {
      // The schema's refusals are catalog keys: shown in the family's language.
      const errors: ReviewErrors = {};
      for (const [field, key] of Object.entries(checked.errors)) {
        errors[field as keyof ReviewErrors] = errorText(reviewsMessages, locale, key);
      }
      dispatch({ type: 'invalid', errors });
      return;
    }
    dispatch({ type: 'busy' });
    const path = saved
      ? `/api/review/edit/${encodeURIComponent(saved.id)}`
      : `/api/review/add/${encodeURIComponent(member.id)}`;
    const res = await api<{ review: Review; message: string }>('POST', path, checked.input);
    if (!res.ok) {
      const { fields, general } = splitServerErrors(res.errors);
      dispatch({ type: 'failed', errors: fields });
      if (general || Object.keys(fields).length === 0) {
        showAlert({ type: 'error', message: general ?? t(saved ? 'editFailed' : 'addFailed') });
      }
      return;
    }
    dispatch({ type: 'saved', review: res.data.review });
    showAlert({ type: 'success', message: res.data.message });
  };

  const remove = async () => {
    if (!saved || !globalThis.confirm(t('confirmDelete'))) return;
    dispatch({ type: 'busy' });
    const res = await api<{ message: string }>(
      'POST',
      `/api/review/delete/${encodeURIComponent(saved.id)}`,
    );
    if (!res.ok) {
      dispatch({ type: 'idle' });
      showAlert({ type: 'error', message: res.errors.general ?? t('editFailed') });
      return;
    }
    dispatch({ type: 'deleted' });
    showAlert({ type: 'success', message: res.data.message });
  };

  if (saved && !state.editing) {
    return (
      <div className='review-saved'>
        <ReviewCard review={saved} byline={t('reviewBy', { name: familyName(saved) })} />
        <div className='review-actions'>
          <button
            type='button'
            className='button button--primary'
            onClick={() => dispatch({ type: 'edit' })}
          >
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
    <ReviewForm
      name={member.name}
      values={state.values}
      errors={state.errors}
      busy={busy}
      editingSaved={!!saved}
      onSet={(field, value) => dispatch({ type: 'set', field, value })}
      onSubmit={() => void submit()}
      onCancel={() => dispatch({ type: 'cancel' })}
    />
  );
}
