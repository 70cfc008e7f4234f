// Pieces both profile pages show: the picture, the score, chip lists, availability, work and
// education history, reviews and the rate breakdown. Rendered on the server for a family's view and
// inside the own-profile island; every word from the catalogs.
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { amountText } from '../../../shared/money.ts';
import {
  type AvailabilityEntry,
  DAY_KEYS,
  type EduAccred,
  type KeyMap,
  PRESENT,
  type Review,
  type WorkExperience,
} from '../model.ts';
import { caregiverMessages } from '../messages.ts';
import { profileMessages } from './messages-profile.ts';
import {
  filledStars,
  monthYearText,
  rateBreakdown,
  reviewScoreAmount,
  sortAvailability,
  sortEduAccred,
  sortWorkExp,
  timeText,
  yearText,
} from './profile-format.ts';

/** The vocabularies of GET /api/signup-material (labels of the keys a profile holds). */
export type Vocabulary = {
  language: { key: string; code?: string; label: string }[];
  service: Record<string, string>;
  jobType: Record<string, string>;
  conditions: Record<string, string>;
};

/** A key's label, or the key made readable ('homeHealthCare' → 'Home health care') until known. */
export function labelOf(map: Record<string, string> | undefined, key: string): string {
  const label = map?.[key];
  if (label) return label;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function languageLabel(vocabulary: Vocabulary | null, key: string): string {
  const found = vocabulary?.language.find((l) => l.key === key);
  return found ? found.label : labelOf(undefined, key);
}

export function chosenKeys(map: KeyMap | null | undefined): string[] {
  return Object.keys(map ?? {}).filter((k) => map?.[k]);
}

export function Avatar(
  { src, name, size = 120 }: { src: string | null; name: string; size?: number },
) {
  const t = useT(profileMessages);
  const initials = name.split(/\s+/).filter(Boolean).map((w) => w[0]).slice(0, 2).join('')
    .toUpperCase();
  return src
    ? (
      <img
        className='cg-avatar'
        src={src}
        alt={t('pictureAlt', { name })}
        width={size}
        height={size}
        style={{ width: size, height: size }}
      />
    )
    : (
      <span
        className='cg-avatar cg-avatar--empty'
        role='img'
        aria-label={t('pictureAlt', { name })}
        style={{ width: size, height: size, fontSize: size / 2.6 }}
      >
        {initials}
      </span>
    );
}

/** Stars and the score to 2 decimals, or N/A with empty stars when there are none. */
export function ScoreLine({ score, reviews }: { score: number; reviews: number }) {
  const t = useT(profileMessages);
  const amount = reviewScoreAmount(score);
  const stars = filledStars(score);
  return (
    <span className='cg-score'>
      <span className='cg-score__stars' aria-hidden='true'>
        {'★'.repeat(stars)}
        <span className='cg-score__empty'>{'★'.repeat(5 - stars)}</span>
      </span>
      <span className='cg-score__value'>
        {amount ? t('ratingValue', { score: amount }) : t('notAvailable')}
      </span>
      <span className='cg-score__count'>
        {reviews === 1 ? t('reviewsCountOne') : t('reviewsCount', { count: reviews })}
      </span>
    </span>
  );
}

export function ChipList({ items, empty }: { items: string[]; empty?: string }) {
  if (items.length === 0) return <p className='cg-muted'>{empty}</p>;
  return (
    <ul className='cg-chips'>
      {items.map((item) => <li key={item} className='cg-chip'>{item}</li>)}
    </ul>
  );
}

export function Section(
  { title, action, children, id }: {
    title: string;
    action?: ReactNode;
    children: ReactNode;
    id?: string;
  },
) {
  return (
    <section className='cg-card card' aria-labelledby={id ? `${id}-title` : undefined}>
      <div className='cg-card__header'>
        <h2 className='cg-card__title' id={id ? `${id}-title` : undefined}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function AvailabilityList({ list, onDelete, busyId }: {
  list: AvailabilityEntry[];
  onDelete?: (entry: AvailabilityEntry) => void;
  busyId?: string | null;
}) {
  const t = useT(profileMessages);
  const days = useT(caregiverMessages);
  const locale = useLocale();
  if (list.length === 0) return <p className='cg-muted'>{t('noAvailability')}</p>;
  return (
    <ul className='cg-avail'>
      {sortAvailability(list).map((entry) => {
        const day = days(DAY_KEYS[entry.dayId]);
        const range = t('timeRange', {
          start: timeText(entry.startTime, locale),
          end: timeText(entry.endTime, locale),
        });
        return (
          <li key={entry.id} className='cg-avail__row' data-day={entry.dayId}>
            <span className='cg-avail__day'>{day}</span>
            <span className='cg-avail__time'>{range}</span>
            {onDelete && (
              <button
                type='button'
                className='button button--ghost cg-small'
                disabled={busyId === entry.id}
                aria-label={t('deleteAvailability', { day, range })}
                onClick={() => onDelete(entry)}
              >
                {t('delete')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function WorkExpItem({ item, actions }: { item: WorkExperience; actions?: ReactNode }) {
  const t = useT(profileMessages);
  const words = useT(caregiverMessages);
  const locale = useLocale();
  const end = item.endDate === PRESENT ? words('present') : monthYearText(item.endDate, locale);
  return (
    <li className='cg-history__item' data-work-exp-id={item.workExpId}>
      <div className='cg-history__head'>
        <div>
          <h3 className='cg-history__title'>{item.title}</h3>
          <p className='cg-history__sub'>
            {item.company}
            {item.employType ? ` · ${item.employType}` : ''}
          </p>
          <p className='cg-history__dates'>
            {t('dateRange', { start: monthYearText(item.startDate, locale), end })}
          </p>
        </div>
        {actions}
      </div>
      {item.description && <p className='cg-history__text'>{item.description}</p>}
    </li>
  );
}

export function EduAccredItem({ item, actions }: { item: EduAccred; actions?: ReactNode }) {
  const t = useT(profileMessages);
  if (item.type === 'accreditation') {
    return (
      <li className='cg-history__item' data-edu-accred-id={item.eduAccredId}>
        <div className='cg-history__head'>
          <div>
            <h3 className='cg-history__title'>{item.accredName}</h3>
            <p className='cg-history__sub'>{t('typeAccreditation')}</p>
            <p className='cg-history__dates'>{yearText(item.accredDate)}</p>
          </div>
          {actions}
        </div>
        {item.accredDescription && <p className='cg-history__text'>{item.accredDescription}</p>}
      </li>
    );
  }
  const study = [item.degree, item.fieldOfStudy].filter(Boolean).join(', ');
  return (
    <li className='cg-history__item' data-edu-accred-id={item.eduAccredId}>
      <div className='cg-history__head'>
        <div>
          <h3 className='cg-history__title'>{item.school}</h3>
          {study && <p className='cg-history__sub'>{study}</p>}
          <p className='cg-history__dates'>
            {item.startDate
              ? t('dateRange', { start: yearText(item.startDate), end: yearText(item.endDate) })
              : yearText(item.endDate)}
          </p>
        </div>
        {actions}
      </div>
      {item.description && <p className='cg-history__text'>{item.description}</p>}
    </li>
  );
}

export function WorkExpList({ list, empty, actions }: {
  list: WorkExperience[];
  empty: string;
  actions?: (item: WorkExperience) => ReactNode;
}) {
  if (list.length === 0) return <p className='cg-muted'>{empty}</p>;
  return (
    <ul className='cg-history'>
      {sortWorkExp(list).map((item) => (
        <WorkExpItem key={item.workExpId} item={item} actions={actions?.(item)} />
      ))}
    </ul>
  );
}

export function EduAccredList({ list, empty, actions }: {
  list: EduAccred[];
  empty: string;
  actions?: (item: EduAccred) => ReactNode;
}) {
  if (list.length === 0) return <p className='cg-muted'>{empty}</p>;
  return (
    <ul className='cg-history'>
      {sortEduAccred(list).map((item) => (
        <EduAccredItem key={item.eduAccredId} item={item} actions={actions?.(item)} />
      ))}
    </ul>
  );
}

export const REVIEW_SKELETONS = 5;

/** Reviews; 5 skeleton placeholders while `loading` (spec 002 §2). */
export function ReviewsList({ reviews, loading }: { reviews: Review[]; loading: boolean }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  if (loading) {
    return (
      <ul className='cg-reviews' aria-busy='true' aria-label={t('loadingReviews')}>
        {Array.from(
          { length: REVIEW_SKELETONS },
          (_, i) => (
            <li key={i} className='cg-reviews__skeleton skeleton' data-testid='review-skeleton' />
          ),
        )}
      </ul>
    );
  }
  if (reviews.length === 0) return <p className='cg-muted'>{t('noReviews')}</p>;
  return (
    <ul className='cg-reviews'>
      {reviews.map((review) => (
        <li key={review.id} className='cg-reviews__item'>
          <div className='cg-reviews__head'>
            <strong>{review.title}</strong>
            <ScoreLine score={review.score} reviews={1} />
          </div>
          <p>{review.message}</p>
          <p className='cg-muted'>
            {t('reviewBy', {
              name: `${review.familyInfo.firstName} ${review.familyInfo.lastName.slice(0, 1)}.`,
            })} · {monthYearText(review.createdAt.slice(0, 10), locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Wage, base (÷ 1.04) and You Pay (× 1.2966), each as $X.XX/hr. */
export function RateBreakdownTable({ wageExp }: { wageExp: number | null }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const rate = rateBreakdown(wageExp);
  if (!rate) return <p className='cg-muted'>{t('notSet')}</p>;
  const perHour = (cents: number) => t('ratePerHour', { amount: amountText(cents, locale) });
  return (
    <div className='cg-rates'>
      <dl>
        <div className='cg-rates__row'>
          <dt>{t('rateWage')}</dt>
          <dd data-testid='rate-wage'>{perHour(rate.wage)}</dd>
        </div>
        <div className='cg-rates__row'>
          <dt>{t('rateBase')}</dt>
          <dd data-testid='rate-base'>{perHour(rate.base)}</dd>
        </div>
        <div className='cg-rates__row cg-rates__row--total'>
          <dt>{t('rateYouPay')}</dt>
          <dd data-testid='rate-you-pay'>{perHour(rate.youPay)}</dd>
        </div>
        {rate.savings > 0 && (
          <div className='cg-rates__row cg-rates__row--savings'>
            <dt>{t('rateSavings')}</dt>
            <dd data-testid='rate-savings'>{perHour(rate.savings)}</dd>
          </div>
        )}
      </dl>
      <p className='cg-rates__note'>{t('rateYouPayNote')}</p>
      {rate.savings > 0 && <p className='cg-rates__note'>{t('rateSavingsNote')}</p>}
    </div>
  );
}
