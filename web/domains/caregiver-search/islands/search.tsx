// The caregiver search on /caregivers (spec 002 §2): the address bar, the filter bar, the header
// with count and average, the grid and the pager. The server renders the first answer in place.
//
// Choosing another city asks the server (12 placeholder cards meanwhile). Changing a filter
// re-filters the loaded cards at once with the server's own rules (model.ts matchesFilters),
// then asks the server for the exact page, total and average. The address bar's path follows:
// the cgQuery of the place and filters (history.replaceState for a filter, pushState for a new
// place or page; Back re-reads the path).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { decodeGeohash } from '../../../shared/address/geohash.ts';
import { useT } from '../../../shared/i18n.tsx';
import { richSentence } from '../../../shared/rich-sentence.tsx';
import { genderMessages } from '../../caregivers/model.ts';
import { searchMessages } from '../messages.ts';
import {
  ANY,
  averageWage,
  type CaregiverResult,
  cgQueryOf,
  clearFilters,
  dollars,
  type Filters,
  GENDER_OPTIONS,
  hasFilters,
  matchesFilters,
  pageCount,
  parseCgQuery,
  RATING_OPTIONS,
  type SearchAnswer,
  searchPath,
  type SearchPlace,
  type SearchVocabulary,
  SKELETON_COUNT,
  titleCase,
  toggleKey,
  WAGE_OPTIONS,
  YEARS_OPTIONS,
} from '../model.ts';
import { CaregiverCard, CaregiverCardSkeleton } from '../ui/caregiver-card.tsx';

export type SearchIslandProps = {
  place: SearchPlace | null;
  filters: Filters;
  answer: SearchAnswer | null;
  vocabulary: SearchVocabulary | null;
};

const EMPTY_ANSWER: SearchAnswer = { caregivers: [], total: 0, averageWage: 0 };

/** The address field's value for a place (city, region and the geohash's point). */
function placeAddress(place: SearchPlace | null): Address | null {
  if (!place) return null;
  const { lat, lng } = decodeGeohash(place.geohash);
  return {
    addressFull: `${titleCase(place.locality)}, ${place.adminAreaLevel1.toUpperCase()}, Canada`,
    addressParams: {
      locality: place.locality,
      adminAreaLevel1: place.adminAreaLevel1,
      country: 'canada',
    },
    coordinates: { lat, lng },
    geohash: place.geohash,
  };
}

const label = (map: Record<string, string> | undefined, key: string) =>
  map?.[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export default function SearchIsland(props: SearchIslandProps) {
  const t = useT(searchMessages);
  const v = props.vocabulary;
  const [place, setPlace] = useState<SearchPlace | null>(props.place);
  const [address, setAddress] = useState<Address | null>(() => placeAddress(props.place));
  const [filters, setFilters] = useState<Filters>(props.filters);
  const [answer, setAnswer] = useState<SearchAnswer>(props.answer ?? EMPTY_ANSWER);
  /** 'cards': placeholders instead of cards; 'refresh': cards shown, an exact answer coming. */
  const [loading, setLoading] = useState<'none' | 'cards' | 'refresh'>('none');
  const [busy, setBusy] = useState<Set<string>>(() => new Set());
  const request = useRef(0);

  const ask = useCallback(
    async (at: SearchPlace | null, f: Filters, mode: 'cards' | 'refresh') => {
      const id = ++request.current;
      if (!at) {
        setAnswer(EMPTY_ANSWER);
        setLoading('none');
        return;
      }
      setLoading(mode);
      const res = await api<SearchAnswer>('POST', '/api/user/filter', {
        geohash: at.geohash,
        ...f,
      });
      if (id !== request.current) return;
      // Spec 002 §8: a failed search is logged and shows zero results.
      if (res.ok) setAnswer(res.data);
      else {
        console.error('caregiver search failed', res.errors);
        setAnswer(EMPTY_ANSWER);
      }
      setLoading('none');
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
    const next = { ...filters, ...patch, pageNum: 1 };
    setFilters(next);
    go(place, next, 'replace');
    ask(place, next, 'refresh');
  };

  const changePage = (pageNum: number) => {
    const next = { ...filters, pageNum };
    setFilters(next);
    go(place, next, 'push');
    ask(place, next, 'cards');
    document.getElementById('cs-results')?.scrollIntoView({ block: 'start' });
  };

  const changePlace = (chosen: Address | null) => {
    setAddress(chosen);
    if (!chosen) return; // still typing: the field asks for a suggestion
    const next: SearchPlace = {
      locality: chosen.addressParams.locality ?? '',
      adminAreaLevel1: chosen.addressParams.adminAreaLevel1 ?? '',
      geohash: chosen.geohash,
    };
    const f = { ...filters, pageNum: 1 };
    setPlace(next);
    setFilters(f);
    go(next, f, 'push');
    ask(next, f, 'cards');
  };

  // Back and Forward: the path names the filters; another city needs the server to find it.
  useEffect(() => {
    const onPop = () => {
      const raw = location.pathname.replace(/^\/caregivers(\/search)?\/?/, '');
      const q = parseCgQuery(raw);
      const samePlace = !q.locality ||
        (place && q.locality === place.locality && q.region === place.adminAreaLevel1);
      if (!samePlace) {
        location.reload();
        return;
      }
      const next: Filters = {
        ...filters,
        gender: q.gender,
        wageExp: q.wageExp,
        languagePref: q.language,
        jobType: q.jobType,
        rating: q.rating,
        pageNum: q.page,
      };
      setFilters(next);
      ask(place, next, 'cards');
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [place, filters, ask]);

  const toggleFavourite = async (c: CaregiverResult) => {
    const want = !c.isFavourite;
    const flip = (to: boolean) =>
      setAnswer((a) => ({
        ...a,
        caregivers: a.caregivers.map((x) =>
          x.userIdNumber === c.userIdNumber ? { ...x, isFavourite: to } : x
        ),
      }));
    setBusy((b) => new Set(b).add(c.userIdNumber));
    flip(want);
    const res = await api(
      want ? 'POST' : 'DELETE',
      `/api/user/favourite/${encodeURIComponent(c.userIdNumber)}`,
    );
    if (!res.ok) flip(!want);
    setBusy((b) => {
      const next = new Set(b);
      next.delete(c.userIdNumber);
      return next;
    });
  };

  // The loaded cards that pass the current filters: the instant answer while the server's
  // exact one is on its way (equal to the loaded cards once it has arrived).
  const shown = useMemo(
    () => answer.caregivers.filter((c) => matchesFilters(c, filters)),
    [answer, filters],
  );
  const refreshing = loading === 'refresh';
  const total = refreshing
    ? Math.max(shown.length, answer.total - (answer.caregivers.length - shown.length))
    : answer.total;
  const average = refreshing ? averageWage(shown) : answer.averageWage;
  const pages = pageCount(total);

  return (
    <div className='cs-search'>
      <div className='cs-bar'>
        <div className='container cs-bar__inner'>
          <AddressInput
            id='cs-place'
            label={t('placeLabel')}
            mode='city'
            value={address}
            onChange={changePlace}
            placeholder={t('placePlaceholder')}
          />
        </div>
      </div>

      <div className='container'>
        <FilterBar
          filters={filters}
          vocabulary={v}
          onChange={changeFilters}
          onClear={() => changeFilters(clearFilters())}
        />

        <header className='cs-header'>
          <h1 className='cs-header__title'>
            {place
              ? t('searching', {
                city: titleCase(place.locality),
                region: place.adminAreaLevel1.toUpperCase(),
              })
              : t('searchingAnywhere')}
          </h1>
          {place && loading !== 'cards' && (
            <p className='cs-header__facts' aria-live='polite'>
              <span data-testid='search-count'>
                {t('showing', { n: shown.length, total })}
              </span>
              {total > 0 && (
                <span className='cs-header__average' data-testid='search-average'>
                  {t('average', { amount: dollars(average) })}
                </span>
              )}
            </p>
          )}
        </header>

        <section id='cs-results' aria-busy={loading !== 'none'} aria-label={t('pageTitle')}>
          {!place
            ? <p className='cs-empty'>{t('choosePlace')}</p>
            : loading === 'cards'
            ? (
              <ul className='cs-grid' aria-label={t('loading')}>
                {Array.from(
                  { length: SKELETON_COUNT },
                  (_, i) => <CaregiverCardSkeleton key={i} />,
                )}
              </ul>
            )
            : shown.length === 0
            ? (
              <p className='cs-empty' data-testid='search-empty'>
                {richSentence(t('noResults'), {
                  link: (words) => <a className='link' href='/caregivers'>{words}</a>,
                })}
              </p>
            )
            : (
              <ul className='cs-grid'>
                {shown.map((c) => (
                  <CaregiverCard
                    key={c.userIdNumber}
                    caregiver={c}
                    busy={busy.has(c.userIdNumber)}
                    onToggleFavourite={toggleFavourite}
                  />
                ))}
              </ul>
            )}
        </section>

        {place && <Pager page={filters.pageNum} pages={pages} onPage={changePage} />}
      </div>
    </div>
  );
}

function FilterBar(
  { filters: f, vocabulary, onChange, onClear }: {
    filters: Filters;
    vocabulary: SearchVocabulary | null;
    onChange: (patch: Partial<Filters>) => void;
    onClear: () => void;
  },
) {
  const t = useT(searchMessages);
  const tg = useT(genderMessages);
  return (
    <div className='cs-filters' role='group' aria-label={t('filters')}>
      <MultiSelect
        id='cs-service'
        title={t('services')}
        options={Object.keys(vocabulary?.service ?? {})}
        labels={vocabulary?.service}
        selected={f.service}
        onToggle={(key) => onChange({ service: toggleKey(f.service, key) })}
      />
      <MultiSelect
        id='cs-conditions'
        title={t('conditions')}
        options={Object.keys(vocabulary?.conditions ?? {})}
        labels={vocabulary?.conditions}
        selected={f.conditions}
        onToggle={(key) => onChange({ conditions: toggleKey(f.conditions, key) })}
      />
      <Select
        id='cs-job-type'
        title={t('jobType')}
        value={f.jobType}
        options={Object.keys(vocabulary?.jobType ?? {}).map((
          k,
        ) => [k, label(vocabulary?.jobType, k)])}
        onChange={(jobType) => onChange({ jobType })}
      />
      <Select
        id='cs-gender'
        title={t('gender')}
        value={f.gender}
        options={GENDER_OPTIONS.map((g) => [g, tg(g)])}
        onChange={(gender) => onChange({ gender })}
      />
      <Select
        id='cs-wage'
        title={t('wage')}
        value={f.wageExp}
        options={WAGE_OPTIONS.map((w) => [w, t(`wage${w}`)])}
        onChange={(wageExp) => onChange({ wageExp })}
      />
      <Select
        id='cs-language'
        title={t('language')}
        value={f.languagePref}
        options={(vocabulary?.language ?? []).map((l) => [l.key, l.label])}
        onChange={(languagePref) => onChange({ languagePref })}
      />
      <Select
        id='cs-years'
        title={t('experience')}
        value={f.yearsExp > 0 ? String(f.yearsExp) : ANY}
        options={YEARS_OPTIONS.map((n) => [String(n), t('yearsOver', { n })])}
        onChange={(y) => onChange({ yearsExp: y === ANY ? 0 : Number(y) })}
      />
      <Select
        id='cs-rating'
        title={t('rating')}
        value={f.rating > 0 ? String(f.rating) : ANY}
        options={RATING_OPTIONS.map((n) => [String(n), t('ratingAtLeast', { n })])}
        onChange={(r) => onChange({ rating: r === ANY ? 0 : Number(r) })}
      />
      <button
        type='button'
        className='button button--ghost cs-filters__clear'
        disabled={!hasFilters(f)}
        onClick={onClear}
      >
        {t('clear')}
      </button>
    </div>
  );
}

function Select(
  { id, title, value, options, onChange }: {
    id: string;
    title: string;
    value: string;
    options: [string, string][];
    onChange: (value: string) => void;
  },
) {
  const t = useT(searchMessages);
  return (
    <label className='cs-filter' htmlFor={id}>
      <span className='cs-filter__label'>{title}</span>
      <select
        id={id}
        className='cs-filter__select'
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value={ANY}>{t('any')}</option>
        {options.map(([key, text]) => <option key={key} value={key}>{text}</option>)}
      </select>
    </label>
  );
}

function MultiSelect(
  { id, title, options, labels, selected, onToggle }: {
    id: string;
    title: string;
    options: string[];
    labels: Record<string, string> | undefined;
    selected: string[];
    onToggle: (key: string) => void;
  },
) {
  const t = useT(searchMessages);
  return (
    <div className='cs-filter'>
      <span className='cs-filter__label' id={`${id}-label`}>{title}</span>
      <details className='cs-multi' id={id}>
        <summary className='cs-filter__select' aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`}>
            {selected.length === 0 ? t('any') : t('selectedCount', { n: selected.length })}
          </span>
        </summary>
        <fieldset className='cs-multi__list'>
          <legend className='visually-hidden'>{title}</legend>
          <label className='cs-multi__option'>
            <input
              type='checkbox'
              checked={selected.length === 0}
              onChange={() => onToggle(ANY)}
            />{' '}
            {t('any')}
          </label>
          {options.map((key) => (
            <label key={key} className='cs-multi__option'>
              <input
                type='checkbox'
                value={key}
                checked={selected.includes(key)}
                onChange={() => onToggle(key)}
              />{' '}
              {label(labels, key)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}

function Pager(
  { page, pages, onPage }: { page: number; pages: number; onPage: (n: number) => void },
) {
  const t = useT(searchMessages);
  return (
    <nav className='cs-pager' aria-label={t('pagination')}>
      <button
        type='button'
        className='button button--outline'
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <ol className='cs-pager__pages'>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type='button'
              className={`cs-pager__page${n === page ? ' is-current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pageN', { n })}
              onClick={() => n !== page && onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button
        type='button'
        className='button button--outline'
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
