// /dashboard (spec 001 §2): the caregiver's 'What Next?' stepper, Account Highlights, the swipe
// card, the team carousel, the Messages card and job recommendations; the family's welcome screen
// on the first visit, then highlights, the swipe card, the team carousel, the Messages card,
// postings with Payment Info and caregiver recommendations. The data is read on the server
// (actions.server.ts), so the page arrives complete and the spec's 'Loading Profile' spinner never
// has to show; a section that failed arrives loaded and empty. The highlights, swipe card and
// carousel stay live through one subscription (live.ts).
import { definePage } from '../../../server/page.ts';
import { translator, useT } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { loadDashboard } from '../actions.server.ts';
import FamilyWelcome from '../islands/family-welcome.tsx';
import Highlights from '../islands/highlights.tsx';
import RecommendationsCard from '../islands/recommendations.tsx';
import SwipeCard from '../islands/swipe-card.tsx';
import TeamCarousel from '../islands/team-carousel.tsx';
import WhatNext from '../islands/what-next.tsx';
import { dashboardMessages } from '../messages.ts';
import type { DashboardData } from '../model.ts';
import type { LatestMessagesCard, MessagesCardProps } from '../../messages/model.ts';
import { PostingsCard } from './postings-card.tsx';

/** The messages domain's live card, placed by name (spec 001 §2 Messages card). */
function MessagesCard({ data }: { data: { messages: LatestMessagesCard } }) {
  return (
    <Island
      name='messages/messages-card'
      props={{
        initial: data.messages,
        viewerUserIdNumber: data.messages.viewerUserIdNumber,
      } satisfies MessagesCardProps}
    />
  );
}

/** Account Highlights, live. */
function LiveHighlights({ data }: { data: Extract<DashboardData, { highlights: unknown }> }) {
  return (
    <Island
      name='dashboards/highlights'
      component={Highlights}
      props={{ data: data.highlights }}
    />
  );
}

/** Jobs or caregivers with favourites; code loads on the first press of a tab. */
function Recommendations({ data }: { data: Extract<DashboardData, { highlights: unknown }> }) {
  return (
    <Island
      name='dashboards/recommendations'
      component={RecommendationsCard}
      props={{ data: data.recommendations }}
      hydrate='interaction'
    />
  );
}

/** The swipe card and the team-member carousel (spec 001 §2). */
function TeamCards({ data }: { data: Extract<DashboardData, { swipe: unknown }> }) {
  return (
    <>
      <Island
        name='dashboards/swipe-card'
        component={SwipeCard}
        props={{ data: data.swipe, userType: data.userType }}
      />
      <Island
        name='dashboards/team-carousel'
        component={TeamCarousel}
        props={{ members: data.team }}
      />
    </>
  );
}

function DashboardPage({ data }: { data: DashboardData }) {
  const t = useT(dashboardMessages);
  return (
    <div className='container dashboard'>
      <h1 className='dashboard__title'>{t('title')}</h1>
      {data.userType === 'caregiver' && (
        <div className='dash-grid'>
          {data.whatNext.show && (
            <Island
              name='dashboards/what-next'
              component={WhatNext}
              props={{ initial: data.whatNext }}
            />
          )}
          <LiveHighlights data={data} />
          <TeamCards data={data} />
          <MessagesCard data={data} />
          <Recommendations data={data} />
        </div>
      )}
      {data.userType === 'family' && (data.isInitial
        ? (
          <Island
            name='dashboards/family-welcome'
            component={FamilyWelcome}
            props={{ highlights: data.highlights }}
          />
        )
        : (
          <div className='dash-grid'>
            <LiveHighlights data={data} />
            <TeamCards data={data} />
            <MessagesCard data={data} />
            <PostingsCard postings={data.postings} paymentInfo={data.paymentInfo} />
            <Recommendations data={data} />
            <Island name='reviews/review-prompt' props={{}} />
          </div>
        ))}
    </div>
  );
}

export const page = definePage<DashboardData>({
  title: (ctx) => translator(dashboardMessages, ctx.locale)('title'),
  load: async (ctx) => {
    // The route's guard already sent visitors to /login; this keeps the type honest.
    if (!ctx.viewer) return ctx.c.redirect('/login?next=%2Fdashboard', 302);
    // Staff have no marketplace dashboard: their home is the queues.
    if (ctx.viewer.userType === 'admin') return ctx.c.redirect('/admin', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    return await loadDashboard(ctx.viewer);
  },
  Page: DashboardPage,
});
