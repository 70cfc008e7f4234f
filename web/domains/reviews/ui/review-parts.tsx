// Pieces shared by the reviews islands and pages: stars, a review card, a date.
import { formatInstantDate } from '../../../shared/dates.ts';
import { type Locale, useLocale, useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import { CRITERIA, RATING_MAX, type Review, REVIEW_TIME_ZONE, scoreText } from '../model.ts';

/**
 * The day an instant fell on, the same on the server and in the browser: a review is written
 * about care in Canada, read in the product's home zone (a review carries no care location).
 */
export function dateText(isoText: string, locale: Locale) {
  return formatInstantDate(isoText, locale, REVIEW_TIME_ZONE);
}

/** A score as stars plus its number to 2 decimals. */
export function Stars({ score }: { score: number }) {
  const t = useT(reviewsMessages);
  const full = Math.round(score);
  return (
    // An image of the score: a plain span may not carry a name (aria-prohibited-attr).
    <span
      className='review-stars'
      role='img'
      aria-label={t('scoreValue', { score: scoreText(score) })}
    >
      <span aria-hidden='true'>
        {'★'.repeat(full)}
        <span className='review-stars__off'>{'★'.repeat(RATING_MAX - full)}</span>
      </span>{' '}
      <span aria-hidden='true' className='review-stars__number'>{scoreText(score)}</span>
    </span>
  );
}

/** One review: title, score, the four ratings, the message, who and when. */
export function ReviewCard(
  { review, byline, href }: { review: Review; byline: string; href?: string },
) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  return (
    <article className='card review-card' data-testid='review-card'>
      <header className='review-card__head'>
        <h3 className='review-card__title'>
          {href ? <a href={href}>{review.title}</a> : review.title}
        </h3>
        <Stars score={review.score} />
      </header>
      <dl className='review-card__breakdown'>
        {CRITERIA.map((c) => (
          <div key={c}>
            <dt>{t(c)}</dt>
            <dd>{t('stars', { n: review.breakdown[c] })}</dd>
          </div>
        ))}
      </dl>
      <p className='review-card__message'>{review.message}</p>
      <p className='review-card__meta'>
        {byline} · {t('written', { date: dateText(review.createdAt, locale) })}
        {review.editedAt && ` ${t('edited')}`}
      </p>
    </article>
  );
}
