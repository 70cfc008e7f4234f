// The caregiver search's answer (spec 002 §2, §9): the heading with the city, 'Showing N of M
// caregiver(s) found.' and the average rate, 12 placeholder cards while another city or page
// loads, the no-result sentence and its link, the cards and the pager.
import { useT } from '../../../shared/i18n.tsx';
import { richSentence } from '../../../shared/rich-sentence.tsx';
import { searchMessages } from '../messages.ts';
import {
  type CaregiverResult,
  dollars,
  type SearchPlace,
  SKELETON_COUNT,
  titleCase,
} from '../model.ts';
import { CaregiverCard, CaregiverCardSkeleton } from './caregiver-card.tsx';
import type { SearchState } from './search-state.ts';

export function SearchHeader({ place, loading, shown, total, average }: {
  place: SearchPlace | null;
  loading: SearchState['loading'];
  shown: number;
  total: number;
  average: number;
}) {
  const t = useT(searchMessages);
  return (
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
          <span data-testid='search-count'>{t('showing', { n: shown, total })}</span>
          {total > 0 && (
            <span className='cs-header__average' data-testid='search-average'>
              {t('average', { amount: dollars(average) })}
            </span>
          )}
        </p>
      )}
    </header>
  );
}

export function SearchResults({ place, loading, shown, busy, onToggleFavourite }: {
  place: SearchPlace | null;
  loading: SearchState['loading'];
  shown: CaregiverResult[];
  busy: string[];
  onToggleFavourite: (caregiver: CaregiverResult) => void;
}) {
  const t = useT(searchMessages);
  return (
    <section id='cs-results' aria-busy={loading !== 'none'} aria-label={t('pageTitle')}>
      {!place
        ? <p className='cs-empty'>{t('choosePlace')}</p>
        : loading === 'cards'
        ? (
          <ul className='cs-grid' aria-label={t('loading')}>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => <CaregiverCardSkeleton key={i} />)}
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
                busy={busy.includes(c.userIdNumber)}
                onToggleFavourite={onToggleFavourite}
              />
            ))}
          </ul>
        )}
    </section>
  );
}

export function Pager(
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
