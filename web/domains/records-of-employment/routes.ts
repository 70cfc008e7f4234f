// The records of employment pages: the viewer's list and one record (issue 23 point 5).
import { route } from '../../server/page.ts';

export const routes = [
  route('/mypay/records-of-employment', 'signedIn', () => import('./ui/records-page.tsx')),
  route('/mypay/records-of-employment/:id', 'signedIn', () => import('./ui/records-page.tsx')),
];
