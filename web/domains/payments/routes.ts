// The payments domain's pages: the pay page of an invoice (spec 002 §2). /mypay/detail (the
// Payment Methods tab) is My Pay's page, which places this domain's island
// payments/payment-methods by name.
import { route } from '../../server/page.ts';

export const routes = [
  route(
    '/mypay/invoice/:invoiceId/pay',
    // Not 'familyOnly': that guard sends a caregiver to /dashboard without a word, and the page
    // tells them why first (issue 20 point 26).
    'signedIn',
    () => import('./ui/pay-invoice-page.tsx'),
  ),
];
