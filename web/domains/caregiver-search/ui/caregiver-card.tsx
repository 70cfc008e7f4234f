// A caregiver's card in the search grid (and the dashboard's lists, by the same model): picture,
// name, review score (N/A at 0), city and region, distance to 0.5 km, rate, years, and a
// Favourite toggle. The whole card links to /caregiver/{userIdNumber}; the toggle sits outside
// the link so each is its own control.
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { searchMessages } from '../messages.ts';
import { type CaregiverResult, dollars, titleCase } from '../model.ts';

const km = (n: number, locale: string) =>
  n.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 });

export function CaregiverCard(
  { caregiver: c, onToggleFavourite, busy }: {
    caregiver: CaregiverResult;
    onToggleFavourite?: (c: CaregiverResult) => void;
    busy?: boolean;
  },
) {
  const t = useT(searchMessages);
  const locale = useLocale();
  const name = `${c.firstName} ${c.lastName}`.trim();
  const city = titleCase(c.location.locality);
  const region = (c.location.adminAreaLevel1 ?? '').toUpperCase();
  const initials = `${c.firstName.charAt(0)}${c.lastName.charAt(0)}`.toUpperCase();
  return (
    <li className='cs-card card' data-testid='caregiver-card' data-user-id-number={c.userIdNumber}>
      {/* Named by what it shows, name first (an aria-label hid the rest: WCAG 2.5.3). */}
      <a className='cs-card__link' href={`/caregiver/${encodeURIComponent(c.userIdNumber)}`}>
        {c.imgUrlThumb
          ? <img className='cs-card__avatar' src={c.imgUrlThumb} alt='' width={72} height={72} />
          : (
            <span className='cs-card__avatar cs-card__avatar--initials' aria-hidden>
              {initials}
            </span>
          )}
        <span className='cs-card__name'>{name}</span>
        <span className='cs-card__score'>
          <span className='visually-hidden'>{t('reviewScore')}:</span>
          <span aria-hidden>★</span> {c.reviewsScore > 0 ? c.reviewsScore.toFixed(2) : t('noScore')}
          {' '}
          {t('reviewsCount', { n: c.reviews })}
        </span>
        {(city || region) && (
          <span className='cs-card__place'>
            {[city, region].filter(Boolean).join(', ')}
            {c.distanceKm !== null && ` · ${t('distanceAway', { km: km(c.distanceKm, locale) })}`}
          </span>
        )}
        <span className='cs-card__facts'>
          <span className='cs-card__rate'>
            {c.wageExp !== null ? t('ratePerHour', { amount: dollars(c.wageExp) }) : t('noRate')}
          </span>
          <span>{t('yearsExp', { n: c.yearsExp })}</span>
        </span>
      </a>
      {onToggleFavourite && (
        <button
          type='button'
          className={`cs-card__favourite${c.isFavourite ? ' is-on' : ''}`}
          aria-pressed={c.isFavourite}
          disabled={busy}
          onClick={() => onToggleFavourite(c)}
        >
          {/* The name heard starts with the words seen (WCAG 2.5.3); whose card it is follows. */}
          <span aria-hidden>{c.isFavourite ? '♥' : '♡'}</span>{' '}
          {c.isFavourite ? t('favourited') : t('favourite')}
          <span className='visually-hidden'>{` ${name}`}</span>
        </button>
      )}
    </li>
  );
}

/** A placeholder card while results load. */
export function CaregiverCardSkeleton() {
  return (
    <li className='cs-card card cs-card--skeleton' aria-hidden data-testid='caregiver-skeleton'>
      <span className='cs-card__avatar skeleton' />
      <span className='skeleton cs-skeleton-line' />
      <span className='skeleton cs-skeleton-line cs-skeleton-line--short' />
      <span className='skeleton cs-skeleton-line' />
    </li>
  );
}
