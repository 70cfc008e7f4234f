// The left menu of the reviews pages on medium and wider screens (spec 001 §2): the viewer's team
// members, each with its review state, linking to /reviews/{id}.
import { useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import { isEligible, type ReviewMember, scoreText } from '../model.ts';

export function ReviewMenu(
  { role, members, current }: {
    role: 'family' | 'caregiver';
    members: ReviewMember[];
    current?: string;
  },
) {
  const t = useT(reviewsMessages);
  return (
    <nav
      className='review-menu card'
      aria-label={role === 'family' ? t('teamMenu') : t('teamMenuCaregiver')}
    >
      <a className='review-menu__all' href='/reviews' aria-current={current ? undefined : 'page'}>
        {t('myReviews')}
      </a>
      <h2 className='review-menu__title'>
        {role === 'family' ? t('teamMenu') : t('teamMenuCaregiver')}
      </h2>
      {members.length === 0
        ? <p className='review-muted'>{t('noMembers')}</p>
        : (
          <ul className='review-menu__list'>
            {members.map((m) => (
              <li key={m.id}>
                <a
                  href={`/reviews/${encodeURIComponent(m.id)}`}
                  aria-current={m.id === current ? 'page' : undefined}
                >
                  <span>{m.name}</span>
                  <span className='review-menu__state'>
                    {m.review.isReviewed && m.review.score !== null
                      ? scoreText(m.review.score)
                      : isEligible(m)
                      ? t('eligibleLabel')
                      : t('notEligibleLabel')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
    </nav>
  );
}
