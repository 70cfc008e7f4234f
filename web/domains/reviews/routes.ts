import { route } from '../../server/page.ts';

export const routes = [
  route('/reviews', 'signedIn', () => import('./ui/reviews-page.tsx')),
  route('/reviews/:memberId', 'signedIn', () => import('./ui/member-review-page.tsx')),
];
