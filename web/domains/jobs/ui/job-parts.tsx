// Pieces the jobs pages share: the posting's facts, its chip, a job card and its skeleton.
import { type Locale, translator } from '../../../shared/i18n.tsx';
import type { JobBadge, JobCard as JobCardData } from '../model.ts';
import { labelOf, type Labels, placeLabel } from './job-format.ts';
import { cardServices, distanceLabel } from './search-state.ts';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { jobsUi, type JobsUiKey } from '../ui-messages.ts';

export function PostingChip({ isAvailable, locale }: { isAvailable: boolean; locale: Locale }) {
  const t = translator(jobsUi, locale);
  return (
    <span className={`jb-chip-status${isAvailable ? ' jb-chip-status--active' : ''}`}>
      {isAvailable ? t('activePosting') : t('inactivePosting')}
    </span>
  );
}

const BADGE_KEY: Record<Exclude<JobBadge, null>, JobsUiKey> = {
  hired: 'badgeHired',
  applied: 'badgeApplied',
  viewed: 'badgeViewed',
};

export function Badge({ badge, locale }: { badge: JobBadge; locale: Locale }) {
  if (!badge) return null;
  return (
    <span className={`jb-badge jb-badge--${badge}`}>
      {translator(jobsUi, locale)(BADGE_KEY[badge])}
    </span>
  );
}

export type Facts = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
};

type Needs = Pick<Facts, 'serviceStart' | 'servicePerWeek' | 'serviceLength'>;

/** When care starts, how many hours a week and for how long, in the domain catalog's words. */
function needsLabels(job: Needs, locale: Locale): [string, string, string] {
  const jm = translator(jobMessages, locale);
  return [
    jm(`serviceStart.${job.serviceStart}` as JobMessageKey),
    jm(`servicePerWeek.${job.servicePerWeek}` as JobMessageKey),
    jm(`serviceLength.${job.serviceLength}` as JobMessageKey),
  ];
}

/** The posting's needs as a definition list. */
export function JobFacts({ job, labels, locale }: {
  job: Facts;
  labels: Labels;
  locale: Locale;
}) {
  const t = translator(jobsUi, locale);
  const [start, perWeek, length] = needsLabels(job, locale);
  const rows: [string, string][] = [
    [t('start'), start],
    [t('hoursPerWeek'), perWeek],
    [t('length'), length],
    [t('services'), job.services.map((k) => labelOf(labels.service, k)).join(', ')],
    [t('conditions'), job.conditions.map((k) => labelOf(labels.conditions, k)).join(', ')],
    [t('languages'), job.languagePref.map((k) => labelOf(labels.language, k)).join(', ')],
  ];
  return (
    <dl className='jb-facts'>
      {rows.map(([term, value]) => (
        <div key={term} className='jb-facts__row'>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const availability = (job: JobCardData) =>
  'isAvailable' in job ? (job as { isAvailable: boolean }).isAvailable !== false : true;

/** A search or Related card: links to /job/{id}; up to 4 services then 'and more'. */
export function JobCard({ job, labels, locale }: {
  job: JobCardData;
  labels: Labels;
  locale: Locale;
}) {
  const t = translator(jobsUi, locale);
  const { shown, more } = cardServices(job.services, job.moreServices);
  const services = shown.map((k) => labelOf(labels.service, k)).join(', ');
  return (
    <article className='jb-card'>
      <div className='jb-card__top'>
        <h3 className='jb-card__title'>
          <a href={`/job/${job.id}`}>{placeLabel(job.locality, job.adminAreaLevel1)}</a>
        </h3>
        <Badge badge={job.badge} locale={locale} />
      </div>
      <p className='jb-card__services'>
        {services}
        {more ? ` ${t('andMore')}` : ''}
      </p>
      <p className='jb-card__meta'>
        {needsLabels(job, locale).join(' · ')}
      </p>
      <p className='jb-card__match'>{t('serviceMatch', { n: job.serviceMatch })}</p>
      <p className='jb-card__foot'>
        <span className='jb-card__distance'>
          {t('kmAway', { km: distanceLabel(job.distanceKm) })}
        </span>
        {/* The search answers active postings only; a card that says otherwise shows it. */}
        <PostingChip isAvailable={availability(job)} locale={locale} />
      </p>
    </article>
  );
}

export function JobCardSkeleton() {
  return (
    <div className='jb-card jb-card--skeleton' aria-hidden='true'>
      <span className='jb-skel jb-skel--title' />
      <span className='jb-skel' />
      <span className='jb-skel jb-skel--short' />
    </div>
  );
}
