// 'Your Reviews' (spec 001 §2): the reviews a family wrote (each card links to
// /reviews/{teamMemberId}) or a caregiver received; the empty state per role. The page reads
// them on the server; when that read failed (`reviews` null) the list asks again from the
// browser, with 5 skeletons meanwhile, and a second failure is silently an empty list (§8).
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import { type Review, REVIEW_SKELETONS } from '../model.ts';
import { ReviewCard } from '../ui/review-parts.tsx';

export type ReviewListProps = { role: 'family' | 'caregiver'; reviews: Review[] | null };

export default function ReviewList({ role, reviews: initial }: ReviewListProps) {
  const t = useT(reviewsMessages);
  const [reviews, setReviews] = useState<Review[] | null>(initial);

  useEffect(() => {
    if (initial !== null) return;
    api<{ reviews: Review[] }>('GET', '/api/review/get_all').then((res) => {
      setReviews(res.ok ? res.data.reviews : []);
    });
  }, [initial]);

  if (reviews === null) {
    return (
      <ul className='review-list' aria-busy='true' aria-label={t('loadingReviews')}>
        {Array.from(
          { length: REVIEW_SKELETONS },
          (_, i) => (
            <li key={i} className='review-list__skeleton skeleton' data-testid='review-skeleton' />
          ),
        )}
      </ul>
    );
  }
  if (reviews.length === 0) {
    return (
      <p className='review-muted review-empty' data-testid='reviews-empty'>
        {role === 'family' ? t('emptyFamily') : t('emptyCaregiver')}
      </p>
    );
  }
  return (
    <ul className='review-list'>
      {reviews.map((r) => (
        <li key={r.id}>
          {role === 'family'
            ? (
              <ReviewCard
                review={r}
                byline={t('reviewOf', {
                  name: `${r.caregiverInfo.firstName} ${r.caregiverInfo.lastName}`.trim(),
                })}
                href={`/reviews/${encodeURIComponent(r.teamMemberId)}`}
              />
            )
            : (
              <ReviewCard
                review={r}
                byline={t('reviewBy', {
                  name: `${r.familyInfo.firstName} ${r.familyInfo.lastName}`.trim(),
                })}
                href={`/reviews/${encodeURIComponent(r.teamMemberId)}`}
              />
            )}
        </li>
      ))}
    </ul>
  );
}
