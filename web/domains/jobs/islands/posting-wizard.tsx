// /profile/jobs/new (spec 002 §2, §5, §8): five pages (needs, services, conditions, language,
// finishing touches), then a review page from which any section can be edited. Posting shows
// 'Job successfully posted!' with View Posting; a failure shows the spec's message. The flow is
// posting-state.ts' reducer; the pages are ui/posting-pages.tsx'.
import { useEffect, useReducer, useRef } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { defaultJobDescription } from '../description.ts';
import { jobMessages } from '../messages.ts';
import { useLabels } from '../ui/materials.ts';
import { PostingFields, PostingProgress, PostingReview } from '../ui/posting-pages.tsx';
import {
  initialPosting,
  POSTING_PAGES,
  postingPayload,
  postingReducer,
  postingRefusal,
  REVIEW,
} from '../ui/posting-state.ts';
import { jobsUi, type JobsUiKey } from '../ui-messages.ts';

export type PostingWizardProps = Record<string, never>;

export default function PostingWizard(_props: PostingWizardProps) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const locale = useLocale();
  const { labels, ready } = useLabels();
  const [state, dispatch] = useReducer(postingReducer, undefined, initialPosting);
  const { wizard, values, postedId } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The generated description follows the choices until the family types its own.
  const generated = defaultJobDescription(
    { services: values.services, conditions: values.conditions, labels: labels.conditions },
    locale,
  );
  const description = values.descriptionEdited ? values.description : generated;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [wizard.step]);

  const post = async () => {
    const payload = postingPayload({ ...values, description }, state.address);
    const refusal = postingRefusal(payload);
    if (refusal) return dispatch({ type: 'refused', ...refusal });
    dispatch({ type: 'posting' });
    const res = await api<{ jobId: string }>('POST', '/api/job', payload);
    if (!res.ok) {
      console.error('Posting the job failed', res.status, res.errors);
      return dispatch({ type: 'postFailed' });
    }
    dispatch({ type: 'posted', jobId: res.data.jobId });
  };

  const step = wizard.step;
  const pageName = step === REVIEW ? 'review' : POSTING_PAGES[step];

  return (
    <div className='jb-wizard'>
      {step < REVIEW && <PostingProgress step={step} done={wizard.done} />}
      <h1 ref={headingRef} tabIndex={-1} className='jb-title'>
        {t(`page.${pageName}` as JobsUiKey)}
      </h1>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === REVIEW) void post();
          else dispatch({ type: 'next', description });
        }}
      >
        {step === REVIEW
          ? (
            <PostingReview
              state={state}
              description={description}
              labels={labels}
              onEdit={(page) => dispatch({ type: 'editSection', page })}
            />
          )
          : (
            <PostingFields
              state={state}
              description={description}
              labels={labels}
              ready={ready}
              dispatch={dispatch}
            />
          )}

        {state.failed && <p className='jb-alert jb-alert--error' role='alert'>{jm(state.failed)}
        </p>}

        <div className='jb-actions'>
          {step > 0 && !wizard.editingFromReview && (
            <button
              type='button'
              className='button button--outline'
              onClick={() =>
                dispatch(step === REVIEW ? { type: 'editSection', page: 4 } : { type: 'back' })}
            >
              {t('back')}
            </button>
          )}
          {step === REVIEW
            ? (
              <SubmitButton busy={state.busy || !!postedId} busyLabel={t('posting')}>
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

      {/* Only View Posting leaves it: the posting is made, there is nothing to go back to. */}
      <Dialog
        open={!!postedId}
        dismiss='never'
        onClose={() => {}}
        title={t('posted')}
        className='jb-posted'
      >
        <a className='button button--primary' href={`/profile/jobs/${postedId}`}>
          {t('viewPosting')}
        </a>
      </Dialog>
    </div>
  );
}
