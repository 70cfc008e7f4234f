// Account Highlights (spec 001 §2, §9): the picture linking to /profile, the name, the four tiles
// with their links for the viewer's role (Job Views with its Sunday-week trend; YTD Cost for a
// family, YTD Earnings for a caregiver), a caregiver's earnings this month and account status
// counting what is missing ('Good' at zero). Live through islands/highlights.tsx.
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { numberFormat } from '../../../shared/dates.ts';
import { dashboardMessages } from '../messages.ts';
import {
  ACCOUNT_ITEM_LINKS,
  type AccountItem,
  HIGHLIGHT_TILES,
  type HighlightsData,
} from '../model.ts';

const ITEM_KEYS: Record<AccountItem, keyof typeof dashboardMessages.en> = {
  availability: 'itemAvailability',
  backgroundCheck: 'itemBackgroundCheck',
  banking: 'itemBanking',
  education: 'itemEducation',
  workExperience: 'itemWorkExperience',
};

/** A family's year-to-date cost or a caregiver's earnings; null when unknown. */
function ytd(counts: HighlightsData['counts'], locale: 'en' | 'fr'): string | null {
  const cents = counts.ytdCostCents ?? counts.ytdEarningsCents ?? null;
  return cents === null ? null : formatCents(cents, locale);
}

export function HighlightsCard({ data }: { data: HighlightsData }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const name = `${data.firstName} ${data.lastName}`.trim();
  const initials = `${data.firstName.slice(0, 1)}${data.lastName.slice(0, 1)}`.toUpperCase() || '?';
  const number = numberFormat(locale);
  const missing = data.missing;
  const counts = data.counts;
  return (
    <section className='dash-card dash-highlights' aria-labelledby='dash-highlights-title'>
      <h2 id='dash-highlights-title' className='dash-card__title' tabIndex={-1}>
        {t('highlights')}
      </h2>
      {/* Named by the name it shows, then where it goes (WCAG 2.5.3); the picture is decoration. */}
      <a className='dash-highlights__profile' href='/profile'>
        {data.imgUrlThumb
          ? (
            <img
              className='dash-highlights__avatar'
              src={data.imgUrlThumb}
              alt=''
              width={72}
              height={72}
            />
          )
          : (
            <span
              className='dash-highlights__avatar dash-highlights__avatar--initials'
              aria-hidden='true'
            >
              {initials}
            </span>
          )}
        <span className='dash-highlights__name'>{name}</span>
        <span className='visually-hidden'>{` ${t('viewProfile')}`}</span>
      </a>
      <ul className='dash-tiles'>
        {HIGHLIGHT_TILES[data.userType].map((tile) => (
          <li key={tile.key}>
            <a className='dash-tile' href={tile.href}>
              <span className='dash-tile__value'>
                {tile.key === 'ytd'
                  ? ytd(counts, locale) ?? t('notApplicable')
                  : number.format(counts[tile.key])}
              </span>
              <span className='dash-tile__label'>{t(tile.label)}</span>
              {tile.key === 'jobViews' && counts.jobViewsChange !== null && (
                <span
                  className={`dash-tile__trend dash-tile__trend--${
                    counts.jobViewsChange < 0 ? 'down' : 'up'
                  }`}
                >
                  {t('weekChange', {
                    percent: `${counts.jobViewsChange > 0 ? '+' : ''}${
                      number.format(counts.jobViewsChange)
                    }`,
                  })}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {counts.monthlyEarningsCents !== null && (
        <p className='dash-highlights__earnings'>
          <span>{t('monthlyEarnings')}:</span>{' '}
          <strong>{formatCents(counts.monthlyEarningsCents, locale)}</strong>
        </p>
      )}
      {missing && (
        <div className='dash-status'>
          <p className='dash-status__line'>
            <span className='dash-status__label'>{t('accountStatus')}:</span>{' '}
            <strong
              className={missing.length
                ? 'dash-status__value--missing'
                : 'dash-status__value--good'}
            >
              {missing.length === 0
                ? t('statusGood')
                : missing.length === 1
                ? t('statusMissingOne')
                : t('statusMissing', { count: missing.length })}
            </strong>
          </p>
          {missing.length > 0 && (
            <ul className='dash-status__items'>
              {missing.map((item) => (
                <li key={item}>
                  <a href={ACCOUNT_ITEM_LINKS[item]}>{t(ITEM_KEYS[item])}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
