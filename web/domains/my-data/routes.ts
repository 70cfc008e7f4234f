// The my-data domain's page: where the emailed download link lands (issue 22 point 5). Signed in,
// so a forwarded or leaked link is no use to anyone but the account it was made for.
import { route } from '../../server/page.ts';

export const routes = [
  route('/my-data/download/:token', 'signedIn', () => import('./ui/download-page.tsx')),
];
