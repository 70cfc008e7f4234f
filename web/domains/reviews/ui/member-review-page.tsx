// /reviews/{memberId} (spec 001 §2, §4): the unauthorized-path notice with BACK TO REVIEWS when
// the member is not on the viewer's team; otherwise the member (id shown as its first 6
// characters upper-cased, a link to /myteam/{memberId}) and the review: the write form, the
// saved review with Edit and Delete, or 'Not Eligible' (the editor island decides).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { listReviewMembers, readReviewMember } from '../actions.server.ts';
import ReviewEditor from '../islands/review-editor.tsx';
import { reviewsMessages } from '../messages.ts';
import { displayMemberId, isEligible, type Review, type ReviewMember } from '../model.ts';
import { ReviewMenu } from './review-menu.tsx';

type Data = {
  role: 'family' | 'caregiver';
  members: ReviewMember[];
  found: { member: ReviewMember; review: Review | null } | null;
};

function MemberReviewPage({ data }: { data: Data }) {
  const t = useT(reviewsMessages);
  const found = data.found;
  return (
    <div className='container reviews-page'>
      <ReviewMenu role={data.role} members={data.members} current={found?.member.id} />
      <div className='reviews-page__main'>
        {!found
          ? (
            <div className='card review-unauthorized' data-testid='review-unauthorized'>
              <p>{t('unauthorizedPath')}</p>
              <a className='button button--primary' href='/reviews'>{t('backToReviews')}</a>
            </div>
          )
          : (
            <>
              <header className='review-member'>
                <h1 className='review-member__name'>{found.member.name}</h1>
                <p className='review-muted'>
                  <a href={`/myteam/${encodeURIComponent(found.member.id)}`}>
                    {t('memberId', { id: displayMemberId(found.member.id) })}
                  </a>{' '}
                  · {t('completedShifts', { count: found.member.numShifts })}
                  {!found.review && isEligible(found.member) && ` · ${t('eligibleLabel')}`}
                </p>
              </header>
              <Island
                name='reviews/review-editor'
                component={ReviewEditor}
                props={{ role: data.role, member: found.member, review: found.review }}
              />
            </>
          )}
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
    const [members, found] = await Promise.all([
      listReviewMembers(viewer).catch(() => []),
      readReviewMember(viewer, ctx.params.memberId ?? '').catch(() => null),
    ]);
    return { role: viewer.userType === 'caregiver' ? 'caregiver' : 'family', members, found };
  },
  Page: MemberReviewPage,
});
