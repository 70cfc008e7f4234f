// /reviews (spec 001 §2): 'My Reviews' with the four tiles and their carousels, then 'Your
// Reviews', with the team in a left menu on medium and wider screens. Read on the server as the
// viewer; a failed team read shows the page loaded with no members, a failed reviews read lets
// the list try again from the browser (spec 001 §8).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { listMyReviews, listReviewMembers } from '../actions.server.ts';
import ReviewList from '../islands/review-list.tsx';
import ReviewTiles from '../islands/review-tiles.tsx';
import { reviewsMessages } from '../messages.ts';
import type { Review, ReviewMember } from '../model.ts';
import { ReviewMenu } from './review-menu.tsx';

type Data = { role: 'family' | 'caregiver'; members: ReviewMember[]; reviews: Review[] | null };

function ReviewsPage({ data }: { data: Data }) {
  const t = useT(reviewsMessages);
  return (
    <div className='container reviews-page'>
      <ReviewMenu role={data.role} members={data.members} />
      <div className='reviews-page__main'>
        <h1>{t('myReviews')}</h1>
        <Island
          name='reviews/review-tiles'
          component={ReviewTiles}
          hydrate='interaction'
          props={{
            role: data.role,
            members: data.members,
            reviews: (data.reviews ?? []).map((r) => ({ createdAt: r.createdAt, score: r.score })),
          }}
        />
        <h2 className='reviews-page__subtitle'>{t('yourReviews')}</h2>
        {data.reviews === null
          // The server's read failed: the list asks again from the browser (skeletons meanwhile).
          ? (
            <Island
              name='reviews/review-list'
              component={ReviewList}
              props={{ role: data.role, reviews: null }}
            />
          )
          // Links only: plain HTML, no script.
          : <ReviewList role={data.role} reviews={data.reviews} />}
      </div>
    </div>
  );
}

export const page = definePage<Data>({
  title: (ctx) => translator(reviewsMessages, ctx.locale)('pageTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const [members, reviews] = await Promise.all([
      listReviewMembers(viewer).catch(() => []),
      listMyReviews(viewer).catch(() => null),
    ]);
    return { role: viewer.userType === 'caregiver' ? 'caregiver' : 'family', members, reviews };
  },
  Page: ReviewsPage,
});
