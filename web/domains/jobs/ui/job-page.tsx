// /job/{jobId} (spec 002 §2, §4, §8): the posting, the caregiver's Message and Apply (the
// applications domain's island, placed by name), and Related cards — a side column on wide
// screens, below on narrow ones. Reading it as a caregiver records a view. A missing or deleted
// posting shows the spec's message with a link back to the search.
import { definePage } from '../../../server/page.ts';
import { ApiError } from '../../../server/http.server.ts';
import { translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { readJob, searchJobs } from '../actions.server.ts';
import JobDetail, { type JobDetailProps } from '../islands/job-detail.tsx';
import { keysOf } from './job-format.ts';
import { jobMessages } from '../messages.ts';
import { jobsUi } from '../ui-messages.ts';

/** Related: a few other jobs near this one. */
const RELATED_COUNT = 4;

type Data =
  | { missing: true }
  | {
    missing: false;
    role: 'family' | 'caregiver';
    detail: JobDetailProps['job'];
    related: JobDetailProps['related'];
    applicationId: string | null;
    isBgCheck: boolean;
    /** The family's public number, for the caregiver's Message button. */
    familyUserIdNumber: string | null;
  };

export const page = definePage<Data>({
  title: (ctx) => translator(jobsUi, ctx.locale)('titleJob'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    let read;
    try {
      read = await readJob(viewer, ctx.params.jobId);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 403)) {
        return { missing: true };
      }
      throw err;
    }
    const job = read.job;
    const place = job.address.addressParams;
    const base = {
      id: job.id,
      createdAt: job.createdAt,
      description: job.description,
      locality: place.locality,
      adminAreaLevel1: place.adminAreaLevel1,
      isAvailable: job.isAvailable,
      numApply: job.numApply,
      serviceStart: job.serviceStart,
      servicePerWeek: job.servicePerWeek,
      serviceLength: job.serviceLength,
      services: keysOf(job.service),
      conditions: keysOf(job.conditions),
      languagePref: job.languagePref,
    };
    if (read.role === 'family') {
      return {
        missing: false,
        role: 'family',
        detail: { ...base, familyName: null, badge: null },
        related: [],
        applicationId: null,
        familyUserIdNumber: null,
        isBgCheck: false,
      };
    }
    const near = await searchJobs(viewer, {
      locality: place.locality,
      region: place.adminAreaLevel1,
    })
      .catch((err) => {
        console.error('Related jobs could not be read', err);
        return { jobs: [], total: 0 };
      });
    return {
      missing: false,
      role: 'caregiver',
      detail: { ...base, familyName: read.job.familyInfo.firstName, badge: read.job.badge },
      familyUserIdNumber: read.job.familyInfo.userIdNumber,
      related: near.jobs.filter((j) => j.id !== job.id).slice(0, RELATED_COUNT),
      applicationId: read.job.application?.id ?? null,
      isBgCheck: viewer.status.isBgCheck,
    };
  },
  Page: ({ data, locale }) => {
    const t = translator(jobsUi, locale);
    if (data.missing) {
      return (
        <div className='container jb-page'>
          <div className='jb-missing-page'>
            <p className='jb-missing' role='alert'>
              {translator(jobMessages, locale)('jobMissing')}
            </p>
            <a className='button button--primary' href='/jobs/search/'>{t('backToSearch')}</a>
          </div>
        </div>
      );
    }
    const { detail, related } = data;
    return (
      <div className='container jb-page jb-jobpage'>
        <div className='jb-jobpage__main'>
          <Island
            name='jobs/job-detail'
            component={JobDetail}
            props={{ part: 'posting', job: detail, related: [] }}
          />
          {data.role === 'caregiver' && (
            <div className='jb-message'>
              <Island
                name='messages/message-button'
                props={{
                  userIdNumber: data.familyUserIdNumber ?? '',
                  className: 'button button--outline',
                  disabled: !detail.isAvailable,
                }}
              />
            </div>
          )}
          {data.role === 'caregiver' && (
            <Island
              name='applications/apply-panel'
              props={{
                jobId: detail.id,
                isAvailable: detail.isAvailable,
                applicationId: data.applicationId,
                familyName: detail.familyName ?? '',
                services: detail.services,
                conditions: detail.conditions,
                isBgCheck: data.isBgCheck,
              }}
            />
          )}
        </div>
        {data.role === 'caregiver' && (
          <aside className='jb-jobpage__side'>
            <Island
              name='jobs/job-detail'
              component={JobDetail}
              props={{ part: 'related', job: detail, related }}
            />
          </aside>
        )}
      </div>
    );
  },
});
