// /profile/jobs and /profile/jobs/{jobId} (spec 002 §2, §5): the family's postings at left (a
// separate panel on small screens) and the chosen one's detail: Activate / Deactivate after a
// confirmation, Edit Job / Cancel / Save, and its applications (the first 10, then View More).
// Without a jobId the page goes to the first posting (the loader redirects), or shows Add Posting.
// The page's state is ui/my-jobs-state.ts' reducer; this island calls the API.
import { useEffect, useReducer } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { jobMessages } from '../messages.ts';
import type { FamilyJob } from '../model.ts';
import { JobEditForm } from '../ui/job-edit-form.tsx';
import { keysOf } from '../ui/job-format.ts';
import { JobFacts } from '../ui/job-parts.tsx';
import { useLabels } from '../ui/materials.ts';
import {
  ApplicationsSection,
  AvailabilityDialog,
  PostingHead,
  PostingsList,
} from '../ui/my-jobs-parts.tsx';
import {
  applicationsOf,
  editPayload,
  editRefusals,
  formErrors,
  initialMyJobs,
  myJobsReducer,
} from '../ui/my-jobs-state.ts';
import { jobsUi } from '../ui-messages.ts';

/** The family's postings are read on the server (POST /api/my-jobs's action). */
export type MyJobsProps = { jobId: string | null; jobs: FamilyJob[] };

export default function MyJobs(props: MyJobsProps) {
  const { jobId } = props;
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const locale = useLocale();
  const { labels } = useLabels();
  const [state, dispatch] = useReducer(myJobsReducer, props, initialMyJobs);
  const { edit } = state;

  useEffect(() => {
    if (!jobId) return;
    api('GET', '/api/job-applications/get').then((res) => {
      if (!res.ok) return console.error('Could not load the applications', res.status);
      dispatch({ type: 'applications', apps: applicationsOf(res.data, jobId) });
    });
  }, []);

  const job = state.jobs.find((j) => j.id === jobId) ?? null;

  const save = async () => {
    if (!job || !edit) return;
    const payload = editPayload(edit);
    const refused = editRefusals(payload);
    if (Object.keys(refused).length) return dispatch({ type: 'refused', errors: refused });
    dispatch({ type: 'saving' });
    const res = await api('POST', `/api/job/${job.id}/edit`, payload);
    if (!res.ok) {
      // Job edit failures are logged only (spec 002 §8); the fields keep what was typed.
      console.error('Job edit failed', res.status, res.errors);
      return dispatch({ type: 'refused', errors: formErrors(res.errors) });
    }
    // The answer is the posting as saved: a new place brings its city and province.
    const saved = res.data as FamilyJob | undefined;
    dispatch({ type: 'saved', jobId: job.id, values: edit, saved });
  };

  const setAvailability = async () => {
    if (!job) return;
    dispatch({ type: 'toggling' });
    const isAvailable = !job.isAvailable;
    const res = await api('POST', `/api/job/${job.id}/edit/avail`, { isAvailable });
    if (!res.ok) console.error('Activate failed', res.status, res.errors);
    dispatch({ type: 'toggled', jobId: job.id, isAvailable: res.ok ? isAvailable : null });
  };

  if (!jobId) {
    return (
      <div className='jb-empty'>
        <h1 className='jb-title'>{t('titleMyJobs')}</h1>
        <p>{t('noPostings')}</p>
        <a className='button button--primary' href='/profile/jobs/new'>{t('addPosting')}</a>
      </div>
    );
  }

  const detail = !job
    ? (
      <div className='jb-mine__detail'>
        <p className='jb-missing' role='alert'>{jm('jobMissingFamily')}</p>
      </div>
    )
    : (
      <div className='jb-mine__detail'>
        <PostingHead
          job={job}
          locale={locale}
          editing={edit !== null}
          toggling={state.toggling}
          onAvailability={() => dispatch({ type: 'confirm' })}
          onEdit={() => dispatch(edit ? { type: 'cancelEdit' } : { type: 'edit', job })}
        />
        {edit
          ? (
            <JobEditForm
              job={job}
              values={edit}
              errors={state.errors}
              saving={state.saving}
              labels={labels}
              onChange={(values) => dispatch({ type: 'field', values })}
              onSubmit={() => void save()}
            />
          )
          : (
            <>
              <p className='jb-description'>{job.description}</p>
              <JobFacts
                job={{
                  ...job,
                  services: keysOf(job.service),
                  conditions: keysOf(job.conditions),
                }}
                labels={labels}
                locale={locale}
              />
              <p className='jb-muted'>
                {t('views', { n: job.cgViews })} · {t('applicationsCount', { n: job.numApply })}
              </p>
            </>
          )}
        <ApplicationsSection
          apps={state.apps}
          shown={state.shownApps}
          locale={locale}
          province={job.address.addressParams.adminAreaLevel1}
          onMore={() => dispatch({ type: 'moreApplications' })}
        />
        <AvailabilityDialog
          open={state.confirming}
          isAvailable={job.isAvailable}
          onConfirm={() => void setAvailability()}
          onClose={() => dispatch({ type: 'closeConfirm' })}
        />
      </div>
    );

  return (
    <div className='jb-mine' data-panel={state.panel}>
      <PostingsList jobs={state.jobs} jobId={jobId} locale={locale} />
      <div className='jb-mine__main'>
        <button
          type='button'
          className='button button--ghost jb-mine__to-list'
          onClick={() => dispatch({ type: 'showList' })}
        >
          ← {t('allPostings')}
        </button>
        {detail}
      </div>
    </div>
  );
}
