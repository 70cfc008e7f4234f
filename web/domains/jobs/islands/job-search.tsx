// /jobs, /jobs/search and /jobs/search/{jobQuery} (spec 002 §2, §9): the banner's city field,
// the filter bar (scroll arrows, Clear disabled without a filter), 12 skeletons while loading,
// 'Showing N of M jobs found.', the empty message and the pager. Every change rewrites the
// address bar with the query grammar; Back and Forward read it again.
import { useEffect, useRef, useState } from 'react';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { JOB_SKELETONS, type JobCard as JobCardData, type JobQuery } from '../model.ts';
import { placeLabel } from '../ui/job-format.ts';
import { JobCard, JobCardSkeleton } from '../ui/job-parts.tsx';
import { useLabels } from '../ui/materials.ts';
import {
  clearFilters,
  FILTER_KEYS,
  FILTER_OPTIONS,
  type FilterKey,
  hasFilter,
  MULTI_KEYS,
  type MultiKey,
  pager,
  pagerItems,
  readJobQuery,
  SEARCH_BASE,
  searchApiUrl,
  searchPath,
  withFilter,
  withMatchesMe,
  withPage,
  withPlace,
  withToggled,
} from '../ui/search-state.ts';
import { SERVICE_KEYS } from '../model.ts';
import type { Labels } from '../ui/job-format.ts';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { jobsUi, type JobsUiKey } from '../ui-messages.ts';

export type JobSearchProps = { query: JobQuery };

// The options' labels are the domain catalog's (messages.ts); a length reads as on the posting.
const OPTION_PREFIX: Record<FilterKey, string> = {
  date: 'filter.date',
  serviceStart: 'filter.serviceStart',
  servicePerWeek: 'filter.servicePerWeek',
  serviceLength: 'serviceLength',
  language: '',
};

type Result = { jobs: JobCardData[]; total: number };

function queryFromLocation(): JobQuery {
  const path = globalThis.location.pathname;
  const rest = path.startsWith(`${SEARCH_BASE}/`) ? path.slice(SEARCH_BASE.length + 1) : '';
  return readJobQuery(rest);
}

export default function JobSearch({ query: initial }: JobSearchProps) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const locale = useLocale();
  const { labels } = useLabels();
  const [query, setQuery] = useState<JobQuery>(initial);
  const [result, setResult] = useState<Result | null>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState<Address | null>(null);
  const [addressError, setAddressError] = useState<string>();
  const barRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const request = useRef(0);

  useEffect(() => {
    const id = ++request.current;
    setResult(null);
    setFailed(false);
    api<Result>('GET', searchApiUrl(query)).then((res) => {
      if (id !== request.current) return;
      if (!res.ok) {
        console.error('Job search failed', res.status, res.errors);
        setFailed(true);
        setResult({ jobs: [], total: 0 });
        return;
      }
      setResult({ jobs: res.data.jobs ?? [], total: res.data.total ?? 0 });
    });
  }, [query]);

  useEffect(() => {
    const onPop = () => setQuery(queryFromLocation());
    globalThis.addEventListener('popstate', onPop);
    return () => globalThis.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: JobQuery) => {
    const path = searchPath(next);
    if (path !== globalThis.location.pathname) globalThis.history.pushState(null, '', path);
    setQuery(next);
  };

  const search = () => {
    if (!address) {
      setAddressError(jm('addressRequired'));
      return;
    }
    const params = address.addressParams;
    go(withPlace(query, params.locality ?? '', params.adminAreaLevel1 ?? ''));
  };

  const scroll = (direction: 1 | -1) =>
    barRef.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });

  const optionLabel = (key: FilterKey, value: string) =>
    key === 'language'
      ? labels.language[value] ?? value
      : jm(`${OPTION_PREFIX[key]}.${value}` as JobMessageKey);

  const { pages, current, hasPrevious, hasNext } = pager(result?.total ?? 0, query.page);
  const toPage = (n: number) => {
    if (n === current) return;
    go(withPage(query, n));
    resultsRef.current?.focus();
  };

  return (
    <div className='jb-search'>
      <section className='jb-banner'>
        <h1 className='jb-banner__title'>{t('searchBanner')}</h1>
        <form
          className='jb-banner__form'
          role='search'
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <AddressInput
            id='job-search-place'
            label={t('cityOrPostal')}
            mode='city'
            value={address}
            onChange={(a) => {
              setAddress(a);
              setAddressError(undefined);
            }}
            error={addressError}
          />
          <button type='submit' className='button button--accent'>{t('search')}</button>
        </form>
        {query.locality && (
          <p className='jb-banner__place'>
            {t('jobsNear', { place: placeLabel(query.locality, query.region) })}
          </p>
        )}
      </section>

      <div className='jb-filterbar'>
        <button
          type='button'
          className='jb-filterbar__arrow'
          aria-label={t('scrollLeft')}
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
        <div className='jb-filterbar__scroller' ref={barRef} role='group' aria-label={t('filters')}>
          {FILTER_KEYS.map((key) => (
            <label key={key} className='jb-filter'>
              <span className='jb-filter__label'>{t(`filter.${key}` as JobsUiKey)}</span>
              <select
                value={query[key] ?? 'any'}
                onChange={(e) => go(withFilter(query, key, e.target.value))}
              >
                <option value='any'>{jm('filter.any')}</option>
                {FILTER_OPTIONS[key].map((value) => (
                  <option key={value} value={value}>{optionLabel(key, value)}</option>
                ))}
              </select>
            </label>
          ))}
          {MULTI_KEYS.map((key) => (
            <MultiSelect
              key={key}
              field={key}
              query={query}
              labels={labels}
              onToggle={(option) => go(withToggled(query, key, option))}
            />
          ))}
          <label className='jb-filter jb-filter--check'>
            <input
              type='checkbox'
              checked={!!query.matchesMe}
              aria-describedby={query.matchesMe ? 'job-search-matches-me' : undefined}
              onChange={(e) => go(withMatchesMe(query, e.currentTarget.checked))}
            />
            <span>{jm('filter.matchesMe')}</span>
          </label>
          {query.matchesMe && (
            <span id='job-search-matches-me' className='jb-filter__note'>
              {t('matchesMeNote')}
            </span>
          )}
          <button
            type='button'
            className='button button--outline jb-small'
            disabled={!hasFilter(query)}
            onClick={() => go(clearFilters(query))}
          >
            {t('clear')}
          </button>
        </div>
        <button
          type='button'
          className='jb-filterbar__arrow'
          aria-label={t('scrollRight')}
          onClick={() => scroll(1)}
        >
          ›
        </button>
      </div>

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
        ? (
          <p className='jb-empty-text'>
            {failed ? t('searchFailed') : t('noJobs')}
          </p>
        )
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
    </div>
  );
}

/**
 * A multi-select of the filter bar: a disclosure whose checkboxes open in the bar's flow (the bar
 * scrolls sideways, so a floating list would be clipped). Disabled while 'Matches Me' stands for
 * it. The conditions' keys are reference data: the labels loaded for the page list them.
 */
function MultiSelect({ field, query, labels, onToggle }: {
  field: MultiKey;
  query: JobQuery;
  labels: Labels;
  onToggle: (option: string) => void;
}) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const selected = query[field] ?? [];
  const names = field === 'services' ? labels.service : labels.conditions;
  const options = field === 'services' ? [...SERVICE_KEYS] : Object.keys(labels.conditions);
  const id = `job-search-${field}`;
  const title = t(`filter.${field}` as JobsUiKey);
  const summary = query.matchesMe
    ? jm('filter.matchesMe')
    : selected.length === 0
    ? jm('filter.any')
    : t('selectedCount', { n: selected.length });
  return (
    <div className='jb-filter'>
      <span className='jb-filter__label' id={`${id}-label`}>{title}</span>
      <details className='jb-multi' id={id}>
        <summary
          className='jb-multi__summary'
          aria-labelledby={`${id}-label ${id}-value`}
          aria-disabled={query.matchesMe ? 'true' : undefined}
        >
          <span id={`${id}-value`}>{summary}</span>
        </summary>
        <fieldset className='jb-multi__list' disabled={!!query.matchesMe}>
          <legend className='visually-hidden'>{title}</legend>
          <label className='jb-multi__option'>
            <input
              type='checkbox'
              checked={selected.length === 0 && !query.matchesMe}
              onChange={() => onToggle('any')}
            />
            {jm('filter.any')}
          </label>
          {options.map((key) => (
            <label key={key} className='jb-multi__option'>
              <input
                type='checkbox'
                value={key}
                checked={selected.includes(key)}
                onChange={() => onToggle(key)}
              />
              {names[key] ?? key}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
