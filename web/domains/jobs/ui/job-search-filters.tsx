// The job search's filter bar (spec 002 §2, §9): a row that scrolls sideways behind two arrows,
// the one-of selects, the services and conditions multi-selects, 'Matches Me' and Clear (disabled
// without a filter). Each change is a new query, given to `onQuery`; search-state.ts makes it.
import { useRef } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import type { JobQuery } from '../model.ts';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { jobsUi, type JobsUiKey } from '../ui-messages.ts';
import type { Labels } from './job-format.ts';
import {
  clearFilters,
  FILTER_KEYS,
  FILTER_OPTIONS,
  type FilterKey,
  hasFilter,
  MULTI_KEYS,
  type MultiKey,
  multiOptions,
  multiSummary,
  optionMessageKey,
  withFilter,
  withMatchesMe,
  withToggled,
} from './search-state.ts';

export function FilterBar({ query, labels, onQuery }: {
  query: JobQuery;
  labels: Labels;
  onQuery: (query: JobQuery) => void;
}) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const barRef = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    barRef.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  const optionLabel = (key: FilterKey, value: string) => {
    const message = optionMessageKey(key, value);
    return message ? jm(message as JobMessageKey) : labels.language[value] ?? value;
  };
  return (
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
              onChange={(e) => onQuery(withFilter(query, key, e.target.value))}
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
            onToggle={(option) => onQuery(withToggled(query, key, option))}
          />
        ))}
        <label className='jb-filter jb-filter--check'>
          <input
            type='checkbox'
            checked={!!query.matchesMe}
            aria-describedby={query.matchesMe ? 'job-search-matches-me' : undefined}
            onChange={(e) => onQuery(withMatchesMe(query, e.currentTarget.checked))}
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
          onClick={() => onQuery(clearFilters(query))}
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
  const id = `job-search-${field}`;
  const title = t(`filter.${field}` as JobsUiKey);
  const summary = multiSummary(query, field);
  return (
    <div className='jb-filter'>
      <span className='jb-filter__label' id={`${id}-label`}>{title}</span>
      <details className='jb-multi' id={id}>
        <summary
          className='jb-multi__summary'
          aria-labelledby={`${id}-label ${id}-value`}
          aria-disabled={query.matchesMe ? 'true' : undefined}
        >
          <span id={`${id}-value`}>
            {typeof summary === 'number'
              ? t('selectedCount', { n: summary })
              : jm(summary === 'any' ? 'filter.any' : 'filter.matchesMe')}
          </span>
        </summary>
        <fieldset className='jb-multi__list' disabled={!!query.matchesMe}>
          <legend className='visually-hidden'>{title}</legend>
          <label className='jb-multi__option'>
            <input
              type='checkbox'
              checked={summary === 'any'}
              onChange={() => onToggle('any')}
            />
            {jm('filter.any')}
          </label>
          {multiOptions(field, labels.conditions).map((key) => (
            <label key={key} className='jb-multi__option'>
              <input
                type='checkbox'
                value={key}
                checked={selected.includes(key)}
                onChange={() =>
                  onToggle(key)}
              />
              {names[key] ?? key}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
