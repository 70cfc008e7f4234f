import { route } from '../../server/page.ts';

// The two My Team paths the shifts domain answers (spec 001 §2): a deep link to a shift (its week,
// the shift expanded) and the Add Shifts dialog opened at once (families only).
export const routes = [
  route('/myteam/:memberId/schedule-shift', 'familyOnly', () => import('./ui/schedule-page.tsx')),
  route('/myteam/:memberId/shift/:shiftId', 'signedIn', () => import('./ui/schedule-page.tsx')),
];
