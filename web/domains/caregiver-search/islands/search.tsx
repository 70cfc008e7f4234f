// The caregiver search on /caregivers (spec 002 §2): the address bar, the filter bar, the header
// with count and average, the grid and the pager. The server renders the first answer in place.
//
// Choosing another city asks the server (12 placeholder cards meanwhile). Changing a filter
// re-filters the loaded cards at once with the server's own rules (model.ts matchesFilters),
// then asks the server for the exact page, total and average. The address bar's path follows:
// the cgQuery of the place and filters (history.replaceState for a filter, pushState for a new
// place or page; Back re-reads the path). The state is ui/search-state.ts' reducer.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { useT } from '../../../shared/i18n.tsx';
import { searchMessages } from '../messages.ts';
import {
  type CaregiverResult,
  cgQueryOf,
  clearFilters,
  type Filters,
  type SearchAnswer,
  searchPath,
  type SearchPlace,
  type SearchVocabulary,
} from '../model.ts';
import { FilterBar } from '../ui/filter-bar.tsx';
import { Pager, SearchHeader, SearchResults } from '../ui/search-results.tsx';
import {
  choosePlace,
  initialSearch,
  poppedFilters,
  resultsOf,
  searchReducer,
  withPatch,
} from '../ui/search-state.ts';

export type SearchIslandProps = {
  place: SearchPlace | null;
  filters: Filters;
  answer: SearchAnswer | null;
  vocabulary: SearchVocabulary | null;
};

export default function SearchIsland(props: SearchIslandProps) {
  const t = useT(searchMessages);
  const [state, dispatch] = useReducer(searchReducer, props, initialSearch);
  const { place, filters } = state;
  const request = useRef(0);

  const ask = useCallback(
    async (at: SearchPlace | null, f: Filters, mode: 'cards' | 'refresh') => {
      const id = ++request.current;
      if (!at) return dispatch({ type: 'answered', answer: null });
      dispatch({ type: 'loading', mode });
      const res = await api<SearchAnswer>('POST', '/api/user/filter', {
        geohash: at.geohash,
        ...f,
      });
      if (id !== request.current) return;
      // Spec 002 §8: a failed search is logged and shows zero results.
      if (!res.ok) console.error('caregiver search failed', res.errors);
      dispatch({ type: 'answered', answer: res.ok ? res.data : null });
    },
    [],
  );

  const go = (at: SearchPlace | null, f: Filters, how: 'push' | 'replace') => {
    const path = searchPath(cgQueryOf(at, f));
    if (path !== location.pathname) {
      if (how === 'push') history.pushState(null, '', path);
      else history.replaceState(null, '', path);
    }
  };

  const changeFilters = (patch: Partial<Filters>) => {
    const next = withPatch(filters, patch);
    dispatch({ type: 'filters', filters: next });
    go(place, next, 'replace');
    ask(place, next, 'refresh');
  };

  const changePage = (pageNum: number) => {
    const next = { ...filters, pageNum };
    dispatch({ type: 'filters', filters: next });
    go(place, next, 'push');
    ask(place, next, 'cards');
    document.getElementById('cs-results')?.scrollIntoView({ block: 'start' });
  };

  const changePlace = (address: Address | null) => {
    dispatch({ type: 'address', address });
    const chosen = choosePlace(filters, address);
    if (!chosen) return; // still typing: the field asks for a suggestion
    go(chosen.place, chosen.filters, 'push');
    ask(chosen.place, chosen.filters, 'cards');
  };

  // Back and Forward: the path names the filters; another city needs the server to find it.
  useEffect(() => {
    const onPop = () => {
      const next = poppedFilters(location.pathname, place, filters);
      if (!next) return location.reload();
      dispatch({ type: 'filters', filters: next });
      ask(place, next, 'cards');
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [place, filters, ask]);

  const toggleFavourite = async (c: CaregiverResult) => {
    const on = !c.isFavourite;
    dispatch({ type: 'favouriting', id: c.userIdNumber, on });
    const res = await api(
      on ? 'POST' : 'DELETE',
      `/api/user/favourite/${encodeURIComponent(c.userIdNumber)}`,
    );
    dispatch({ type: 'favourited', id: c.userIdNumber, on, ok: res.ok });
  };

  const { shown, total, average, pages } = resultsOf(state);

  return (
    <div className='cs-search'>
      <div className='cs-bar'>
        <div className='container cs-bar__inner'>
          <AddressInput
            id='cs-place'
            label={t('placeLabel')}
            mode='city'
            value={state.address}
            onChange={changePlace}
            placeholder={t('placePlaceholder')}
          />
        </div>
      </div>

      <div className='container'>
        <FilterBar
          filters={filters}
          vocabulary={props.vocabulary}
          onChange={changeFilters}
          onClear={() => changeFilters(clearFilters())}
        />
        <SearchHeader
          place={place}
          loading={state.loading}
          shown={shown.length}
          total={total}
          average={average}
        />
        <SearchResults
          place={place}
          loading={state.loading}
          shown={shown}
          busy={state.busy}
          onToggleFavourite={toggleFavourite}
        />
        {place && <Pager page={filters.pageNum} pages={pages} onPage={changePage} />}
      </div>
    </div>
  );
}
