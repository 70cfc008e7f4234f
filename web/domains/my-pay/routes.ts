// My Pay's pages (spec 002 §2 "My Pay and invoices"). The pay page
// (/mypay/invoice/{invoiceId}/pay) is the payments domain's.
import { route } from '../../server/page.ts';

export const routes = [
  route('/mypay', 'signedIn', () => import('./ui/tab-page.tsx')),
  // Spec 000 §2.1's /mypay/(timesheet|history|invoice), one row each: Hono reads an unparenthesised
  // alternation in `:tab{a|b|c}` as alternatives of the whole path, so /mypay/history/{id} matched it.
  route('/mypay/timesheet', 'signedIn', () => import('./ui/tab-page.tsx')),
  route('/mypay/invoice', 'signedIn', () => import('./ui/tab-page.tsx')),
  route('/mypay/history', 'signedIn', () => import('./ui/tab-page.tsx')),
  route('/mypay/invoice/:invoiceId', 'signedIn', () => import('./ui/invoice-page.tsx')),
  route('/mypay/history/:invoiceId', 'signedIn', () => import('./ui/history-invoice-page.tsx')),
  route('/mypay/detail', 'familyOnly', () => import('./ui/payment-methods-page.tsx')),
  // The family as employer (issue 23): details and monthly remittances, the employer domain's.
  route('/mypay/employer', 'familyOnly', () => import('./ui/employer-page.tsx')),
];
