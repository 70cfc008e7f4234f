// The job search's answer (spec 002 §2, §9): 'Showing N of M jobs found.', 12 skeletons while it
// loads, the empty (or failed) message, the cards and the pager. A page change moves the focus to
// the count, where the new results begin.
import { useRef } from 'react';
import { type Locale, useT } from '../../../shared/i18n.tsx';
import { JOB_SKELETONS } from '../model.ts';
import { jobsUi } from '../ui-messages.ts';
import type { Labels } from './job-format.ts';
import { JobCard, JobCardSkeleton } from './job-parts.tsx';
import { pager, pagerItems, type SearchResult } from './search-state.ts';

export function SearchResults({ result, failed, page, labels, locale, onPage }: {
  result: SearchResult | null;
  failed: boolean;
  page: number | undefined;
  labels: Labels;
  locale: Locale;
  onPage: (page: number) => void;
}) {
  const t = useT(jobsUi);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const { pages, current, hasPrevious, hasNext } = pager(result?.total ?? 0, page);
  const toPage = (n: number) => {
    if (n === current) return;
    onPage(n);
    resultsRef.current?.focus();
  };
  return (
    <>
      <h2 ref={resultsRef} tabIndex={-1} className='jb-count' aria-live='polite'>
        {result === null
          ? <span className='visually-hidden'>{t('searching')}</span>
          : result.jobs.length
          ? t('showing', { n: result.jobs.length, total: result.total })
          : ''}
      </h2>

      {result === null
        ? (
          <div className='jb-grid' aria-busy='true'>
            {Array.from({ length: JOB_SKELETONS }, (_, i) => <JobCardSkeleton key={i} />)}
          </div>
        )
        : result.jobs.length === 0
        ? <p className='jb-empty-text'>{failed ? t('searchFailed') : t('noJobs')}</p>
        : (
          <ul role='list' className='jb-grid'>
            {result.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} labels={labels} locale={locale} />
              </li>
            ))}
          </ul>
        )}

      {result !== null && result.jobs.length > 0 && (
        <nav className='jb-pager' aria-label={t('pagination')}>
          <button
            type='button'
            className='jb-pager__step'
            disabled={!hasPrevious}
            aria-label={t('previousPage')}
            onClick={() =>
              toPage(current - 1)}
          >
            ‹
          </button>
          {pagerItems(pages, current).map((item, i) =>
            item === 'gap' ? <span key={`gap${i}`} className='jb-pager__gap'>…</span> : (
              <button
                key={item}
                type='button'
                className='jb-pager__page'
                aria-label={t('pageN', { n: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => toPage(item)}
              >
                {item}
              </button>
            )
          )}
          <button
            type='button'
            className='jb-pager__step'
            disabled={!hasNext}
            aria-label={t('nextPage')}
            onClick={() =>
              toPage(current + 1)}
          >
            ›
          </button>
        </nav>
      )}
    </>
  );
}
