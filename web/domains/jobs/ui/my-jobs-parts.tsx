// The parts of /profile/jobs/{jobId} (spec 002 §2, §9): the family's postings at left, the chosen
// posting's head with its menu, its applications (the first 10, then View More) and the
// confirmation Activate and Deactivate ask for.
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { applicationStatusMessages } from '../../../shared/enumeration-messages.ts';
import { type Locale, useT } from '../../../shared/i18n.tsx';
import { displayJobId, type FamilyJob } from '../model.ts';
import { jobsUi } from '../ui-messages.ts';
import { formatDate, placeLabel } from './job-format.ts';
import { PostingChip } from './job-parts.tsx';
import { applicationStatus, type ApplicationSummary } from './my-jobs-state.ts';

const placeOf = (job: FamilyJob) =>
  placeLabel(job.address.addressParams.locality, job.address.addressParams.adminAreaLevel1);

export function PostingsList({ jobs, jobId, locale }: {
  jobs: FamilyJob[];
  jobId: string;
  locale: Locale;
}) {
  const t = useT(jobsUi);
  return (
    <nav className='jb-mine__list' aria-label={t('yourPostings')}>
      <div className='jb-mine__list-head'>
        <h2 className='jb-subtitle'>{t('yourPostings')}</h2>
        <a className='button button--primary jb-small' href='/profile/jobs/new'>
          {t('addPosting')}
        </a>
      </div>
      <ul role='list' className='jb-mine__items'>
        {jobs.map((j) => (
          <li key={j.id}>
            <a
              className='jb-mine__item'
              href={`/profile/jobs/${j.id}`}
              aria-current={j.id === jobId ? 'page' : undefined}
            >
              <span className='jb-mine__id'>{displayJobId(j.id)}</span>
              <span>{placeOf(j)}</span>
              <PostingChip isAvailable={j.isAvailable} locale={locale} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The posting's place, id, date and chip, and its menu: Activate/Deactivate, Edit Job/Cancel. */
export function PostingHead({ job, locale, editing, toggling, onAvailability, onEdit }: {
  job: FamilyJob;
  locale: Locale;
  editing: boolean;
  toggling: boolean;
  onAvailability: () => void;
  onEdit: () => void;
}) {
  const t = useT(jobsUi);
  const province = job.address.addressParams.adminAreaLevel1;
  return (
    <div className='jb-detail__head'>
      <div>
        <h1 className='jb-title'>{placeOf(job)}</h1>
        <p className='jb-muted'>
          {t('jobId', { id: displayJobId(job.id) })} · {t('postedOn', {
            date: formatDate(job.createdAt, locale, province),
          })}
        </p>
        <PostingChip isAvailable={job.isAvailable} locale={locale} />
      </div>
      <div className='jb-detail__menu' role='group' aria-label={t('postingMenu')}>
        <button
          type='button'
          className='button button--outline jb-small'
          disabled={toggling}
          onClick={onAvailability}
        >
          {job.isAvailable ? t('deactivate') : t('activate')}
        </button>
        <button type='button' className='button button--outline jb-small' onClick={onEdit}>
          {editing ? t('cancel') : t('editJob')}
        </button>
      </div>
    </div>
  );
}

export function ApplicationsSection({ apps, shown, locale, province, onMore }: {
  apps: ApplicationSummary[];
  shown: number;
  locale: Locale;
  province: string;
  onMore: () => void;
}) {
  const t = useT(jobsUi);
  const st = useT(applicationStatusMessages);
  let list: ReactNode = <p className='jb-muted'>{t('noApplications')}</p>;
  if (apps.length) {
    list = (
      <ul role='list' className='jb-apps__list'>
        {apps.slice(0, shown).map((a) => {
          const status = applicationStatus(a);
          return (
            <li key={a.id}>
              <a className='jb-apps__item' href={`/jobs/applications/${a.id}`}>
                <span className='jb-apps__name'>
                  {a.caregiverInfo.firstName} {a.caregiverInfo.lastName}
                </span>
                <span className={`jb-status jb-status--${status}`}>{st(status)}</span>
                <span className='jb-muted'>{formatDate(a.createdAt, locale, province)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className='jb-apps' aria-labelledby='jb-apps-title'>
      <h2 id='jb-apps-title' className='jb-subtitle'>{t('applications')}</h2>
      {list}
      {apps.length > shown && (
        <button type='button' className='button button--outline' onClick={onMore}>
          {t('viewMore')}
        </button>
      )}
    </section>
  );
}

// Cancel, the answer that changes nothing, has the focus when the question opens: showModal
// honours the autofocus attribute, while React's autoFocus would focus it before the modal dialog
// is shown (and so not at all).
const focusFirst = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/** Activate / Deactivate asks first (spec 002 §2); Escape and Cancel leave the posting be. */
export function AvailabilityDialog({ open, isAvailable, onConfirm, onClose }: {
  open: boolean;
  isAvailable: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(jobsUi);
  return (
    <Dialog
      open={open}
      role='alertdialog'
      title={isAvailable ? t('confirmDeactivate') : t('confirmActivate')}
      onClose={onClose}
      className='jb-confirm'
      titleClassName='jb-confirm__title'
    >
      <div className='jb-actions'>
        <button type='button' className='button button--primary' onClick={onConfirm}>
          {isAvailable ? t('deactivate') : t('activate')}
        </button>
        <button type='button' className='button button--outline' ref={focusFirst} onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}
