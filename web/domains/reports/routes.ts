import { route } from '../../server/page.ts';

// Spec 001 Reports: every signed-in role; what each sees is this domain's rule (RLS for the
// parties, the last 7 days for admins).
export const routes = [
  route('/reports', 'signedIn', () => import('./ui/reports-page.tsx')),
  route('/reports/:reportId', 'signedIn', () => import('./ui/report-page.tsx')),
];
