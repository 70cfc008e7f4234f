// The one address field used everywhere (signup, job posting, banking…): an ARIA 1.2 combobox
// whose only valid values are suggestions from /api/address/suggest, so every stored address has
// coordinates and a geohash.
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n.tsx';
import type { Address } from '../../shared/address/address-schema.ts';
import { messages } from './messages.ts';

export interface AddressInputProps {
  id: string;
  label: string;
  mode: 'city' | 'full';
  value: Address | null;
  onChange(address: Address | null): void;
  showOneResult?: boolean;
  error?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** When set, a hidden input carries the chosen address as JSON for plain form posts. */
  name?: string;
}

export const SUGGEST_ENDPOINT = '/api/address/suggest';
const DEBOUNCE_MS = 200;
const MAX_SUGGESTIONS = 5;
const MAX_QUERY_LENGTH = 200; // the API rejects longer queries

type Status = 'idle' | 'loading' | 'ready' | 'error';

// Shared by every AddressInput on the page: typing, deleting and retyping asks the server once.
// `notice` is the server's own sentence when it finds nothing for a reason it can name (a postal
// code it cannot place: the box takes a city).
type Answer = { suggestions: Address[]; notice?: string };
const cache = new Map<string, Answer>();
const CACHE_SIZE = 100;
function remember(key: string, answer: Answer) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, answer);
}

export function AddressInput(props: AddressInputProps) {
  const { id, label, mode, value, onChange, showOneResult, error, placeholder, autoFocus, name } =
    props;
  const t = useT(messages);
  const limit = showOneResult ? 1 : MAX_SUGGESTIONS;

  const [text, setText] = useState(value?.addressFull ?? '');
  const [suggestions, setSuggestions] = useState<Address[]>([]);
  const [notice, setNotice] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [blurError, setBlurError] = useState(false);

  // Follow the parent when it sets or resets the value (initial data, form reset).
  const previousValue = useRef(value);
  useEffect(() => {
    const previous = previousValue.current;
    previousValue.current = value;
    if (value && value.addressFull !== previous?.addressFull) {
      setText(value.addressFull);
      setBlurError(false);
    } else if (!value && previous) {
      // Our own edits already changed the text; only an outside reset leaves the old label there.
      setText((current) => (current === previous.addressFull ? '' : current));
    }
  }, [value]);

  const chosen = value !== null && value.addressFull === text;
  const query = text.trim();

  useEffect(() => {
    if (chosen || !query) {
      setSuggestions([]);
      setNotice('');
      setStatus('idle');
      return;
    }
    const key = `${mode}|${limit}|${query.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) {
      setSuggestions(cached.suggestions);
      setNotice(cached.notice ?? '');
      setActive(cached.suggestions.length ? 0 : -1);
      setStatus('ready');
      return;
    }
    setStatus('loading');
    // Cleanup aborts both the pending timer and the request, so an older, slower answer can
    // never overwrite the suggestions for what is typed now.
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, mode, limit: String(limit) });
        const response = await fetch(`${SUGGEST_ENDPOINT}?${params}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as Answer;
        const found = body.suggestions.slice(0, limit);
        const said = typeof body.notice === 'string' ? body.notice : '';
        if (controller.signal.aborted) return;
        remember(key, { suggestions: found, notice: said });
        setSuggestions(found);
        setNotice(said);
        setActive(found.length ? 0 : -1);
        setStatus('ready');
      } catch (e) {
        if (controller.signal.aborted) return;
        console.warn('Address suggestions failed', e);
        setSuggestions([]);
        setNotice('');
        setActive(-1);
        setStatus('error');
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, mode, limit, chosen]);

  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const shownError = error || (blurError && !chosen ? t('addressRequired') : '');
  const panelOpen = open && !chosen && query.length > 0;
  // The listbox only exists visually when it has options; an empty one is announced via status.
  const expanded = panelOpen && suggestions.length > 0;

  useEffect(() => {
    if (expanded && active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [expanded, active]);

  function choose(address: Address) {
    setText(address.addressFull);
    setOpen(false);
    setActive(-1);
    setBlurError(false);
    onChange(address);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    setOpen(true);
    setBlurError(false);
    // Any edit un-chooses: the text no longer describes the address we hold.
    if (value) onChange(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (!event.altKey && count) setActive(0);
        } else if (count) {
          setActive((i) => (i + 1) % count);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (count) setActive(count - 1);
        } else if (count) {
          setActive((i) => (i <= 0 ? count - 1 : i - 1));
        }
        break;
      case 'Enter':
        // Enter picks the highlighted suggestion instead of submitting a half-typed address.
        if (expanded && active >= 0 && active < count) {
          event.preventDefault();
          choose(suggestions[active]);
        }
        break;
      case 'Escape':
        if (panelOpen) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  function handleBlur() {
    setOpen(false);
    if (query && !chosen) setBlurError(true);
  }

  const looksLikeStreet = mode === 'full' && /^\s*(?:#?\w{1,6}\s*-\s*)?\d/.test(text);
  const emptyText = status === 'error'
    ? t('searchFailed')
    : notice
    ? notice
    : looksLikeStreet
    ? t('addCity')
    : t('noResults');
  const announcement = !panelOpen || status !== 'ready'
    ? ''
    : suggestions.length === 0
    ? emptyText
    : suggestions.length === 1
    ? t('resultsCountOne')
    : t('resultsCount', { count: suggestions.length });

  return (
    <div className={`address-input${shownError ? ' address-input--invalid' : ''}`}>
      <label className='address-input__label' htmlFor={id}>{label}</label>
      <div className='address-input__field'>
        <input
          id={id}
          className='address-input__control'
          type='text'
          role='combobox'
          aria-autocomplete='list'
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          autoComplete='off'
          maxLength={MAX_QUERY_LENGTH}
          autoCapitalize='off'
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={placeholder ??
            (mode === 'city' ? t('cityPlaceholder') : t('fullPlaceholder'))}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          onFocus={() => {
            if (!chosen && suggestions.length) setOpen(true);
          }}
          onClick={() => {
            if (!chosen) setOpen(true);
          }}
        />
        <ul
          id={listId}
          role='listbox'
          aria-label={t('suggestionsLabel')}
          className='address-input__listbox'
          hidden={!expanded}
          // Keep focus in the input so the click below lands before blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {suggestions.map((address, i) => {
            const comma = address.addressFull.indexOf(', ');
            const main = comma > 0 ? address.addressFull.slice(0, comma) : address.addressFull;
            const rest = comma > 0 ? address.addressFull.slice(comma + 2) : '';
            return (
              <li
                key={`${address.addressFull}|${address.geohash}`}
                id={optionId(i)}
                role='option'
                // The two styled spans would otherwise be read as "Toronto ON, Canada".
                aria-label={address.addressFull}
                aria-selected={i === active}
                className={`address-input__option${
                  i === active ? ' address-input__option--active' : ''
                }`}
                onClick={() => choose(address)}
                onMouseMove={() => i !== active && setActive(i)}
              >
                <span className='address-input__option-main'>{main}</span>
                {rest && <span className='address-input__option-rest'>{rest}</span>}
              </li>
            );
          })}
        </ul>
        {panelOpen && suggestions.length === 0 && status !== 'idle' && (
          <div className='address-input__empty' aria-hidden='true'>
            {status === 'loading' ? t('searching') : emptyText}
          </div>
        )}
      </div>
      <div id={statusId} className='address-input__sr-only' role='status' aria-live='polite'>
        {announcement}
      </div>
      {shownError && (
        <p id={errorId} className='address-input__error' role='alert'>
          {shownError}
        </p>
      )}
      {name && <input type='hidden' name={name} value={value ? JSON.stringify(value) : ''} />}
    </div>
  );
}
