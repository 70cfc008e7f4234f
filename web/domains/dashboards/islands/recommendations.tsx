// Recommendations (spec 001 §2, §9): a caregiver's 'New jobs based on your profile' and a
// family's 'caregivers based on your profile', each with the tabs 'View All' and favourites and
// the button to search for more. Compact cards made from this domain's tiles: job cards show at
// most 2 service chips then '...etc' and the distance to 0.5 km; caregiver wages as $X.XX/hr.
import { useId, useState } from 'react';
import { formatPlace, numberFormat } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { dashboardMessages } from '../messages.ts';
import { type CaregiverTile, chipsOf, type JobTile, type Recommendations } from '../model.ts';

export type RecommendationsProps = { data: Recommendations };

type Tab = 'all' | 'favourites';

export default function RecommendationsCard({ data }: RecommendationsProps) {
  const t = useT(dashboardMessages);
  const [tab, setTab] = useState<Tab>('all');
  const id = useId();
  const jobs = data.kind === 'jobs';
  const title = jobs ? t('jobsTitle') : t('caregiversTitle');
  const list = tab === 'all' ? data.all : data.favourites;
  const empty = tab === 'favourites' ? t('noFavourites') : jobs ? t('noJobs') : t('noCaregivers');
  return (
    <section className='dash-card dash-recs' aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className='dash-card__title dash-recs__title'>{title}</h2>
      <div className='dash-recs__tabs' role='tablist' aria-label={title}>
        {(['all', 'favourites'] as const).map((key) => (
          <button
            key={key}
            id={`${id}-tab-${key}`}
            type='button'
            role='tab'
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            className={`dash-swipe__tab${tab === key ? ' dash-swipe__tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            {key === 'all' ? t('tabViewAll') : t('tabFavourites')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role='tabpanel' aria-labelledby={`${id}-tab-${tab}`}>
        {list.length === 0 && <p className='dash-swipe__empty'>{empty}</p>}
        <ul className='dash-recs__list'>
          {data.kind === 'jobs'
            ? (list as JobTile[]).map((j) => <JobCardTile key={j.id} job={j} />)
            : (list as CaregiverTile[]).map((c) => (
              <CaregiverCardTile key={c.userIdNumber} caregiver={c} />
            ))}
        </ul>
      </div>
      <a className='button button--outline dash-recs__more' href={jobs ? '/jobs' : '/caregivers'}>
        {jobs ? t('findJobs') : t('findCaregivers')}
      </a>
    </section>
  );
}

function useNumber() {
  const locale = useLocale();
  return {
    km: numberFormat(locale, { maximumFractionDigits: 1 }),
    cad: numberFormat(locale, { style: 'currency', currency: 'CAD' }),
    score: numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

function JobCardTile({ job }: { job: JobTile }) {
  const t = useT(dashboardMessages);
  const n = useNumber();
  const { chips, etc } = chipsOf(job.services, job.moreServices);
  return (
    <li>
      <a className='dash-recs__card' href={`/job/${job.id}`}>
        <span className='dash-recs__place'>
          {formatPlace(job.locality, job.adminAreaLevel1)}
          {' · '}
          {t('distanceKm', { km: n.km.format(job.distanceKm) })}
        </span>
        <span className='dash-recs__text'>{job.description}</span>
        <span className='dash-recs__chips'>
          {chips.map((s) => (
            <span key={s} className='dash-recs__chip'>
              {t(`service.${s}` as keyof typeof dashboardMessages.en)}
            </span>
          ))}
          {etc && <span className='dash-recs__etc'>{t('etc')}</span>}
        </span>
        <span className='dash-recs__match'>{t('serviceMatch', { n: job.serviceMatch })}</span>
      </a>
    </li>
  );
}

function CaregiverCardTile({ caregiver: c }: { caregiver: CaregiverTile }) {
  const t = useT(dashboardMessages);
  const n = useNumber();
  const initials = c.name.split(' ').map((p) => p.slice(0, 1)).join('').toUpperCase() || '?';
  const place = formatPlace(c.locality, c.adminAreaLevel1);
  return (
    <li>
      <a
        className='dash-recs__card dash-recs__card--caregiver'
        href={`/caregiver/${c.userIdNumber}`}
      >
        {c.imgUrlThumb
          ? (
            <img
              className='dash-recs__avatar'
              src={c.imgUrlThumb}
              alt={t('profilePicture', { name: c.name })}
              width={48}
              height={48}
            />
          )
          : <span className='dash-recs__avatar' aria-hidden='true'>{initials}</span>}
        <span className='dash-recs__name'>{c.name}</span>
        {c.wageExp !== null && (
          <span className='dash-recs__wage'>
            {t('perHour', { amount: n.cad.format(c.wageExp) })}
          </span>
        )}
        <span className='dash-recs__place'>
          {place}
          {c.distanceKm !== null && ` · ${t('distanceKm', { km: n.km.format(c.distanceKm) })}`}
        </span>
        <span className='dash-recs__score'>
          {t('reviewsCount', { score: n.score.format(c.reviewsScore), count: c.reviews })}
        </span>
      </a>
    </li>
  );
}
