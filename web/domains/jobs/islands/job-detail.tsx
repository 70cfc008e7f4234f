// /job/{jobId}'s posting (spec 002 §2, §4): where, when, what, the posting's chip, the
// applicants line, and its Related cards. An island only to label the reference-data keys in the
// reader's language (the labels are read over HTTP).
import { useLocale, useT } from '../../../shared/i18n.tsx';
import type { JobBadge, JobCard as JobCardData } from '../model.ts';
import { applicantsLine, formatDate, placeLabel } from '../ui/job-format.ts';
import { Badge, type Facts, JobCard, JobFacts, PostingChip } from '../ui/job-parts.tsx';
import { useLabels } from '../ui/materials.ts';
import { jobsUi } from '../ui-messages.ts';

export type JobDetailProps = {
  part: 'posting' | 'related';
  job: Facts & {
    id: string;
    createdAt: string;
    description: string;
    locality: string;
    adminAreaLevel1: string;
    isAvailable: boolean;
    numApply: number;
    familyName: string | null;
    badge: JobBadge;
  };
  related: JobCardData[];
};

export default function JobDetail({ part, job, related }: JobDetailProps) {
  const t = useT(jobsUi);
  const locale = useLocale();
  const { labels } = useLabels();
  if (part === 'related') {
    return (
      <section className='jb-related' aria-labelledby='jb-related-title'>
        <h2 id='jb-related-title' className='jb-subtitle'>{t('related')}</h2>
        {related.length
          ? (
            <ul role='list' className='jb-related__list'>
              {related.map((card) => (
                <li key={card.id}>
                  <JobCard job={card} labels={labels} locale={locale} />
                </li>
              ))}
            </ul>
          )
          : <p className='jb-muted'>{t('noRelated')}</p>}
      </section>
    );
  }
  return (
    <article className='jb-posting'>
      <div className='jb-posting__head'>
        <h1 className='jb-title'>{placeLabel(job.locality, job.adminAreaLevel1)}</h1>
        <Badge badge={job.badge} locale={locale} />
      </div>
      <p className='jb-muted'>
        {job.familyName ? `${t('postedBy', { name: job.familyName })} · ` : ''}
        {t('postedOn', { date: formatDate(job.createdAt, locale, job.adminAreaLevel1) })}
      </p>
      <p className='jb-posting__chips'>
        <PostingChip isAvailable={job.isAvailable} locale={locale} />
        <span className='jb-applicants'>{applicantsLine(job.numApply, locale)}</span>
      </p>
      <p className='jb-description'>{job.description}</p>
      <JobFacts job={job} labels={labels} locale={locale} />
    </article>
  );
}
