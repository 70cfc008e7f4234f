// /profile/jobs and /profile/jobs/{jobId} (spec 002 §2, §5): the family's postings at left (a
// separate panel on small screens) and the chosen one's detail: Activate / Deactivate after a
// confirmation, Edit Job / Cancel / Save, and its applications (the first 10, then View More).
// Without a jobId the page goes to the first posting (the loader redirects), or shows Add Posting.
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationStatusMessages } from '../../../shared/enumeration-messages.ts';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import {
  displayJobId,
  type FamilyJob,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from '../model.ts';
import { EditJobSchema } from '../schemas.ts';
import { RadioChoices, ToggleChoices } from '../ui/choices.tsx';
import { formatDate, keysOf, optionsOf, placeLabel } from '../ui/job-format.ts';
import { JobFacts, PostingChip } from '../ui/job-parts.tsx';
import { useLabels } from '../ui/materials.ts';
import { toggleKeep } from '../ui/posting-state.ts';
import { jobsUi } from '../ui-messages.ts';

/** The family's postings are read on the server (POST /api/my-jobs's action). */
export type MyJobsProps = { jobId: string | null; jobs: FamilyJob[] };

/** What this page reads of an application (GET /api/job-applications/get, spec 002 §3). */
type ApplicationSummary = {
  id: string;
  jobId: string;
  createdAt: string;
  isRead: boolean;
  isAccepted: boolean;
  isDeclined: boolean;
  caregiverInfo: { firstName: string; lastName: string; imgUrlThumb: string | null };
};

/** Applications: the first 10, then View More (spec 002 §9). */
const APPLICATIONS_STEP = 10;

const listOf = <T,>(data: unknown, key: string): T[] =>
  Array.isArray(data)
    ? data as T[]
    : Array.isArray((data as Record<string, unknown>)?.[key])
    ? (data as Record<string, T[]>)[key]
    : [];

type EditValues = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
  description: string;
  /** A new place picked from the suggestions; null keeps the posting's place. */
  address: Address | null;
};

const editValuesOf = (job: FamilyJob): EditValues => ({
  serviceStart: job.serviceStart,
  servicePerWeek: job.servicePerWeek,
  serviceLength: job.serviceLength,
  services: keysOf(job.service),
  conditions: keysOf(job.conditions),
  languagePref: job.languagePref,
  description: job.description,
  address: null,
});

const keyed = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, true]));

export default function MyJobs({ jobId, jobs: initialJobs }: MyJobsProps) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const st = useT(applicationStatusMessages);
  const locale = useLocale();
  const { labels } = useLabels();
  const [jobs, setJobs] = useState<FamilyJob[]>(initialJobs);
  const [apps, setApps] = useState<ApplicationSummary[]>([]);
  const [shownApps, setShownApps] = useState(APPLICATIONS_STEP);
  const [panel, setPanel] = useState<'list' | 'detail'>(jobId ? 'detail' : 'list');
  const [editing, setEditing] = useState(false);
  const [edit, setEdit] = useState<EditValues | null>(null);
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);
  const confirmRef = useRef<HTMLDialogElement>(null);
  const confirmTitle = useId();

  useEffect(() => {
    if (!jobId) return;
    api('GET', '/api/job-applications/get').then((res) => {
      if (!res.ok) return console.error('Could not load the applications', res.status);
      setApps(
        listOf<ApplicationSummary>(res.data, 'applications').filter((a) => a.jobId === jobId),
      );
    });
  }, []);

  const job = jobs?.find((j) => j.id === jobId) ?? null;

  const startEdit = () => {
    if (!job) return;
    setEdit(editValuesOf(job));
    setEditErrors({});
    setEditing(true);
  };

  const save = async () => {
    if (!job || !edit) return;
    const payload = {
      serviceStart: edit.serviceStart,
      servicePerWeek: edit.servicePerWeek,
      serviceLength: edit.serviceLength,
      languagePref: edit.languagePref,
      service: keyed(edit.services),
      conditions: keyed(edit.conditions),
      description: edit.description,
      ...(edit.address ? { address: edit.address } : {}),
    };
    const checked = v.safeParse(EditJobSchema, payload);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.issues) {
        const field = String(issue.path?.[0]?.key ?? 'general');
        const name = field === 'service' ? 'services' : field;
        found[name] ??= errorText(jobMessages, locale, issue.message) ?? issue.message;
      }
      setEditErrors(found);
      return;
    }
    setSaving(true);
    const res = await api('POST', `/api/job/${job.id}/edit`, payload);
    setSaving(false);
    if (!res.ok) {
      // Job edit failures are logged only (spec 002 §8); the fields keep what was typed.
      console.error('Job edit failed', res.status, res.errors);
      const mapped = Object.fromEntries(
        Object.entries(res.errors).map(([k, m]) => [k === 'service' ? 'services' : k, m]),
      );
      setEditErrors(mapped);
      return;
    }
    // The answer is the posting as saved: a new place brings its city and province.
    const saved = res.data as FamilyJob | undefined;
    setJobs((list) =>
      list.map((j) =>
        j.id === job.id && saved?.id === job.id ? saved : j.id === job.id
          ? {
            ...j,
            ...payload,
            address: j.address,
            serviceStart: edit.serviceStart as FamilyJob['serviceStart'],
            servicePerWeek: edit.servicePerWeek as FamilyJob['servicePerWeek'],
            serviceLength: edit.serviceLength as FamilyJob['serviceLength'],
            service: keyed(edit.services) as Record<string, true>,
            conditions: keyed(edit.conditions) as Record<string, true>,
            description: edit.description.trim(),
          }
          : j
      )
    );
    setEditing(false);
  };

  const setAvailability = async () => {
    if (!job) return;
    confirmRef.current?.close();
    setToggling(true);
    const isAvailable = !job.isAvailable;
    const res = await api('POST', `/api/job/${job.id}/edit/avail`, { isAvailable });
    setToggling(false);
    if (!res.ok) return console.error('Activate failed', res.status, res.errors);
    setJobs((list) => list.map((j) => (j.id === job.id ? { ...j, isAvailable } : j)));
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

  const list = (
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
              <span>
                {placeLabel(
                  j.address.addressParams.locality,
                  j.address.addressParams.adminAreaLevel1,
                )}
              </span>
              <PostingChip isAvailable={j.isAvailable} locale={locale} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  const e = edit;
  const setE = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    setEdit((old) => (old ? { ...old, [key]: value } : old));
    setEditErrors(({ [key]: _, ...rest }) => rest);
  };
  const enumOptions = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: jm(`${prefix}.${value}` as JobMessageKey) }));

  const detail = !job
    ? (
      <div className='jb-mine__detail'>
        <p className='jb-missing' role='alert'>{jm('jobMissingFamily')}</p>
      </div>
    )
    : (
      <div className='jb-mine__detail'>
        <div className='jb-detail__head'>
          <div>
            <h1 className='jb-title'>
              {placeLabel(
                job.address.addressParams.locality,
                job.address.addressParams.adminAreaLevel1,
              )}
            </h1>
            <p className='jb-muted'>
              {t('jobId', { id: displayJobId(job.id) })} · {t('postedOn', {
                date: formatDate(job.createdAt, locale, job.address.addressParams.adminAreaLevel1),
              })}
            </p>
            <PostingChip isAvailable={job.isAvailable} locale={locale} />
          </div>
          <div className='jb-detail__menu' role='group' aria-label={t('postingMenu')}>
            <button
              type='button'
              className='button button--outline jb-small'
              disabled={toggling}
              onClick={() => confirmRef.current?.showModal()}
            >
              {job.isAvailable ? t('deactivate') : t('activate')}
            </button>
            <button
              type='button'
              className='button button--outline jb-small'
              onClick={() => (editing ? setEditing(false) : startEdit())}
            >
              {editing ? t('cancel') : t('editJob')}
            </button>
          </div>
        </div>

        {editing && e
          ? (
            <form
              className='jb-edit'
              noValidate
              onSubmit={(ev) => {
                ev.preventDefault();
                void save();
              }}
            >
              <RadioChoices
                legend={t('serviceStartLabel')}
                name='serviceStart'
                options={enumOptions('serviceStart', SERVICE_START)}
                value={e.serviceStart}
                onChange={(val) => setE('serviceStart', val)}
                error={editErrors.serviceStart}
              />
              <RadioChoices
                legend={t('servicePerWeekLabel')}
                name='servicePerWeek'
                options={enumOptions('servicePerWeek', SERVICE_PER_WEEK)}
                value={e.servicePerWeek}
                onChange={(val) => setE('servicePerWeek', val)}
                error={editErrors.servicePerWeek}
              />
              <RadioChoices
                legend={t('serviceLengthLabel')}
                name='serviceLength'
                options={enumOptions('serviceLength', SERVICE_LENGTH)}
                value={e.serviceLength}
                onChange={(val) => setE('serviceLength', val)}
                error={editErrors.serviceLength}
              />
              <ToggleChoices
                legend={t('services')}
                options={optionsOf(labels.service)}
                selected={e.services}
                onToggle={(val) => setE('services', toggleKeep(e.services, val))}
                error={editErrors.services}
              />
              <ToggleChoices
                legend={t('conditions')}
                options={optionsOf(labels.conditions)}
                selected={e.conditions}
                onToggle={(val) => setE('conditions', toggleKeep(e.conditions, val))}
                error={editErrors.conditions}
              />
              <ToggleChoices
                legend={t('languages')}
                options={optionsOf(labels.language)}
                selected={e.languagePref}
                onToggle={(val) => setE('languagePref', toggleKeep(e.languagePref, val))}
                error={editErrors.languagePref}
              />
              <div className='jb-edit__place'>
                <p className='jb-muted' id='job-edit-place-now'>
                  {t('currentPlace', {
                    place: placeLabel(
                      job.address.addressParams.locality,
                      job.address.addressParams.adminAreaLevel1,
                    ),
                  })}
                </p>
                <AddressInput
                  id='job-edit-place'
                  label={t('changePlace')}
                  mode='city'
                  value={e.address}
                  onChange={(a) => setE('address', a)}
                  error={editErrors.address}
                />
              </div>
              <TextAreaField
                label={t('descriptionLabel')}
                value={e.description}
                rows={6}
                error={editErrors.description}
                onChange={(ev) => setE('description', ev.target.value)}
              />
              {editErrors.general && (
                <p className='jb-alert jb-alert--error' role='alert'>{editErrors.general}</p>
              )}
              <div className='jb-actions'>
                <SubmitButton busy={saving} busyLabel={t('saving')}>{t('save')}</SubmitButton>
              </div>
            </form>
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

        <section className='jb-apps' aria-labelledby='jb-apps-title'>
          <h2 id='jb-apps-title' className='jb-subtitle'>{t('applications')}</h2>
          {apps.length === 0
            ? <p className='jb-muted'>{t('noApplications')}</p>
            : (
              <ul role='list' className='jb-apps__list'>
                {apps.slice(0, shownApps).map((a) => {
                  const status = a.isAccepted
                    ? 'accepted'
                    : a.isDeclined
                    ? 'declined'
                    : a.isRead
                    ? 'read'
                    : 'unread';
                  return (
                    <li key={a.id}>
                      <a className='jb-apps__item' href={`/jobs/applications/${a.id}`}>
                        <span className='jb-apps__name'>
                          {a.caregiverInfo.firstName} {a.caregiverInfo.lastName}
                        </span>
                        <span className={`jb-status jb-status--${status}`}>{st(status)}</span>
                        <span className='jb-muted'>
                          {formatDate(
                            a.createdAt,
                            locale,
                            job.address.addressParams.adminAreaLevel1,
                          )}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          {apps.length > shownApps && (
            <button
              type='button'
              className='button button--outline'
              onClick={() => setShownApps((n) => n + APPLICATIONS_STEP)}
            >
              {t('viewMore')}
            </button>
          )}
        </section>

        <dialog
          ref={confirmRef}
          className='dialog jb-confirm'
          role='alertdialog'
          aria-labelledby={confirmTitle}
        >
          <div className='dialog__body'>
            <p id={confirmTitle}>
              {job.isAvailable ? t('confirmDeactivate') : t('confirmActivate')}
            </p>
            <div className='jb-actions'>
              <button
                type='button'
                className='button button--primary'
                onClick={() => void setAvailability()}
              >
                {job.isAvailable ? t('deactivate') : t('activate')}
              </button>
              <button
                type='button'
                className='button button--outline'
                autoFocus
                onClick={() => confirmRef.current?.close()}
              >
                {t('cancel')}
              </button>
            </div>
          </div>
        </dialog>
      </div>
    );

  return (
    <div className='jb-mine' data-panel={panel}>
      {list}
      <div className='jb-mine__main'>
        <button
          type='button'
          className='button button--ghost jb-mine__to-list'
          onClick={() => setPanel('list')}
        >
          ← {t('allPostings')}
        </button>
        {detail}
      </div>
    </div>
  );
}
