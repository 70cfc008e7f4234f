// /jobs, /jobs/search and /jobs/search/{jobQuery} (spec 002 §2, §9): the banner's city field,
// the filter bar (scroll arrows, Clear disabled without a filter), 12 skeletons while loading,
// 'Showing N of M jobs found.', the empty message and the pager. Every change rewrites the
// address bar with the query grammar; Back and Forward read it again. The state and the grammar
// are ui/search-state.ts'; the bar and the answer are ui/job-search-*.tsx.
import { useEffect, useReducer, useRef } from 'react';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { jobMessages } from '../messages.ts';
import type { JobQuery } from '../model.ts';
import { placeLabel } from '../ui/job-format.ts';
import { FilterBar } from '../ui/job-search-filters.tsx';
import { SearchResults } from '../ui/job-search-results.tsx';
import { useLabels } from '../ui/materials.ts';
import {
  initialJobSearch,
  jobSearchReducer,
  placeQuery,
  queryOfPath,
  searchApiUrl,
  searchPath,
  type SearchResult,
  withPage,
} from '../ui/search-state.ts';
import { jobsUi } from '../ui-messages.ts';

export type JobSearchProps = { query: JobQuery };

export default function JobSearch({ query: initial }: JobSearchProps) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const locale = useLocale();
  const { labels } = useLabels();
  const [state, dispatch] = useReducer(jobSearchReducer, initial, initialJobSearch);
  const { query } = state;
  const request = useRef(0);

  useEffect(() => {
    const id = ++request.current;
    dispatch({ type: 'searching' });
    api<Partial<SearchResult>>('GET', searchApiUrl(query)).then((res) => {
      if (id !== request.current) return;
      if (!res.ok) {
        console.error('Job search failed', res.status, res.errors);
        return dispatch({ type: 'failed' });
      }
      dispatch({ type: 'answered', data: res.data });
    });
  }, [query]);

  useEffect(() => {
    const onPop = () =>
      dispatch({ type: 'query', query: queryOfPath(globalThis.location.pathname) });
    globalThis.addEventListener('popstate', onPop);
    return () => globalThis.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: JobQuery) => {
    const path = searchPath(next);
    if (path !== globalThis.location.pathname) globalThis.history.pushState(null, '', path);
    dispatch({ type: 'query', query: next });
  };

  const search = () => {
    const next = placeQuery(state);
    if (next) go(next);
    else dispatch({ type: 'addressMissing' });
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
            value={state.address}
            onChange={(address) => dispatch({ type: 'address', address })}
            error={state.addressMissing ? jm('addressRequired') : undefined}
          />
          <button type='submit' className='button button--accent'>{t('search')}</button>
        </form>
        {query.locality && (
          <p className='jb-banner__place'>
            {t('jobsNear', { place: placeLabel(query.locality, query.region) })}
          </p>
        )}
      </section>

      <FilterBar query={query} labels={labels} onQuery={go} />

      <SearchResults
        result={state.result}
        failed={state.failed}
        page={query.page}
        labels={labels}
        locale={locale}
        onPage={(n) => go(withPage(query, n))}
      />
    </div>
  );
}
