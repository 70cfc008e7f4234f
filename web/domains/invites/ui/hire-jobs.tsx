// Step 2 of the hire flow (spec 002 §4): the family's postings, each marked Applied, Invited or
// Accepted for this caregiver; an invited or accepted one cannot be chosen again.
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import { canChoose, type HireJob, type InviteStates, jobHireState } from './hire-state.ts';

export function HireJobs(
  { jobs, inviteStates, appliedJobIds, jobId, error, onChoose, onBack, onNext }: {
    jobs: HireJob[];
    inviteStates: InviteStates;
    appliedJobIds: string[];
    jobId: string;
    error: string | undefined;
    onChoose: (id: string) => void;
    onBack: () => void;
    onNext: () => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  return (
    <div className='hire-select__jobs'>
      <h2>{t('stepJob')}</h2>
      {jobs.length === 0 && <p>{t('noJobs')}</p>}
      <fieldset className='hire-jobs'>
        <legend className='visually-hidden'>{t('stepJob')}</legend>
        {jobs.map((job) => {
          const state = jobHireState(job.id, inviteStates, appliedJobIds);
          return (
            <label key={job.id} className='hire-job' data-testid='hire-job'>
              <input
                type='radio'
                name='jobId'
                value={job.id}
                checked={jobId === job.id}
                disabled={!canChoose(state)}
                onChange={() => onChoose(job.id)}
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
      {error && <p className='field__error'>{errorText(inviteMessages, locale, error)}</p>}
      <div className='hire__actions hire__actions--narrow'>
        <button type='button' className='button button--ghost' onClick={onBack}>
          {t('back')}
        </button>
        <button type='button' className='button button--primary' onClick={onNext}>
          {t('next')}
        </button>
      </div>
    </div>
  );
}
