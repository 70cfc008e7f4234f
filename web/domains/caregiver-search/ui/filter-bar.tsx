// The caregiver search's filter bar (spec 002 §2, §9): services and conditions as multi-selects
// (a disclosure of checkboxes, 'Any' clears it), the one-of selects and Clear, disabled while no
// filter is set. Each change is a patch of the filters, given to `onChange`.
import { useT } from '../../../shared/i18n.tsx';
import { genderMessages } from '../../caregivers/model.ts';
import { searchMessages } from '../messages.ts';
import {
  ANY,
  type Filters,
  GENDER_OPTIONS,
  hasFilters,
  RATING_OPTIONS,
  type SearchVocabulary,
  toggleKey,
  WAGE_OPTIONS,
  YEARS_OPTIONS,
} from '../model.ts';
import { keyLabel } from './search-state.ts';

export function FilterBar(
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
        ) => [k, keyLabel(vocabulary?.jobType, k)])}
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
              {keyLabel(labels, key)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
