// The family's postings card (spec 002 Job postings): the latest 4, newest first, each linking
// to /profile/jobs/{jobId}; Add Posting (/profile/jobs/new) and, with more than 4, View All
// (/profile/jobs); and the Payment Info status, Completed or Missing, linking to /mypay/detail.
// A posting's date is its day where the care is (the job's province).
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { zoneForProvince } from '../../../shared/time-zones.ts';
import { dashboardMessages } from '../messages.ts';
import { DASH_POSTINGS, type PaymentInfo, type PostingsData } from '../model.ts';

export function PostingsCard(
  { postings, paymentInfo }: { postings: PostingsData; paymentInfo: PaymentInfo },
) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  return (
    <section className='dash-card dash-postings' aria-labelledby='dash-postings-title'>
      <h2 id='dash-postings-title' className='dash-card__title'>{t('postingsTitle')}</h2>
      {postings.items.length === 0 && <p className='dash-swipe__empty'>{t('noPostings')}</p>}
      <ul className='dash-postings__list'>
        {postings.items.map((p) => (
          <li key={p.id}>
            <a className='dash-postings__item' href={`/profile/jobs/${p.id}`}>
              <span className='dash-postings__id'>{p.id.slice(0, 8).toUpperCase()}</span>
              <span
                className={`dash-postings__chip dash-postings__chip--${
                  p.isAvailable ? 'active' : 'inactive'
                }`}
              >
                {p.isAvailable ? t('postingActive') : t('postingInactive')}
              </span>
              <span className='dash-recs__text'>{p.description}</span>
              <span className='dash-postings__meta'>
                {formatInstantDate(p.createdAt, locale, zoneForProvince(p.adminAreaLevel1))}
                {' · '}
                {t('postingApplications', { count: p.numApply })}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className='dash-postings__links'>
        <a className='link' href='/profile/jobs/new'>{t('addPosting')}</a>
        {postings.total > DASH_POSTINGS && (
          <a className='link' href='/profile/jobs'>{t('viewAllPostings')}</a>
        )}
      </p>
      {paymentInfo !== null && (
        <p className='dash-postings__payment'>
          <a href='/mypay/detail'>
            <span>{t('paymentInfo')}:</span>{' '}
            <strong
              className={`dash-status__value--${paymentInfo === 'completed' ? 'good' : 'missing'}`}
            >
              {paymentInfo === 'completed' ? t('paymentCompleted') : t('paymentMissing')}
            </strong>
          </a>
        </p>
      )}
    </section>
  );
}
