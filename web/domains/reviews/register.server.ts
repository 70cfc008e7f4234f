import { defineDomain } from '../../server/domain.ts';
import { reviewsApi } from './api.server.ts';
import { routes } from './routes.ts';

export const domain = defineDomain({
  name: 'reviews',
  api: { path: '/review', app: reviewsApi },
  routes,
  // A 'Remind me later' period that has ended asks again (team_members.should_inquire).
  cron: [{
    name: 'reviews-refresh-prompts',
    schedule: '*/15 * * * *',
    command: 'select private.refresh_review_prompts()',
  }],
});
