// Every route of spec 000 §2.1 with its guard (§2.2). A route whose page is not built yet
// (page: null) still runs its guard, then answers the real not-found page with a 404.
import type { Access } from '../server/guards.server.ts';
import type { PageLoader } from '../server/pages.server.tsx';

export type RouteEntry = { path: string; access: Access; page: PageLoader | null };

const route = (path: string, access: Access, page: PageLoader | null = null): RouteEntry => ({
  path,
  access,
  page,
});

export const notFoundPage: PageLoader = () => import('./not-found.tsx');

export const routeTable: RouteEntry[] = [
  // Public
  route('/', 'public', () => import('./home.tsx')),
  route('/response-to-covid-19', 'public', () => import('./covid.tsx')),
  route('/join-poyo', 'public', () => import('./join-poyo.tsx')),
  route('/about-us', 'public', () => import('./about-us.tsx')),
  route('/policies', 'public', () => import('./policies.tsx')),
  route('/policies/:panel{terms-of-use|privacy}', 'public', () => import('./policies.tsx')),
  route('/resources', 'public', () => import('./resources.tsx')),
  route('/contact', 'public', () => import('./contact.tsx')),
  route('/careers', 'public', () => import('./careers.tsx')),
  route('/careers/:careerId', 'public', () => import('./career-detail.tsx')),

  // Guest only
  route('/login', 'guestOnly', () => import('./login.tsx')),
  route('/signup', 'guestOnly', () => import('./signup.tsx')),
  route('/forgot_password', 'guestOnly', () => import('./forgot-password.tsx')),
  route('/forgot_password/action', 'guestOnly', () => import('./reset-password.tsx')),

  // Caregiver signup steps
  route('/caregiver/signup/basic-info', { caregiverSignupStep: 'basic-info' }),
  route('/caregiver/signup/services', { caregiverSignupStep: 'services' }),
  route('/caregiver/signup/education-experience', { caregiverSignupStep: 'education-experience' }),
  route('/caregiver/signup/finish', { caregiverSignupStep: 'finish' }),

  // Signed in
  route('/dashboard', 'signedIn'),
  route('/notifications', 'signedIn', () => import('./notifications.tsx')),
  route('/jobs/applications', 'signedIn'),
  route('/jobs/applications/:jobAppId', 'signedIn'),
  route('/messages', 'signedIn'),
  route('/messages/:chnId', 'signedIn'),
  route('/profile', 'signedIn'),
  route('/profile/banking', 'signedIn'),
  route('/profile/background-check', 'signedIn'),
  route('/profile/jobs', 'familyOnly'),
  route('/profile/jobs/new', 'familyOnly'),
  route('/profile/jobs/:jobId', 'familyOnly'),
  route('/job/:jobId', 'signedIn'),
  route('/jobs', 'signedIn'),
  route('/jobs/search', 'signedIn'),
  route('/jobs/search/:jobQuery', 'signedIn'),
  route('/invites', 'signedIn'),
  route('/invites/:inviteId', 'signedIn'),
  route('/myteam', 'signedIn'),
  route('/myteam/:memberId', 'signedIn'),
  route('/myteam/:memberId/schedule-shift', 'familyOnly'),
  route('/myteam/:memberId/shift/:shiftId', 'signedIn'),
  route('/reports', 'signedIn'),
  route('/reports/:reportId', 'signedIn'),
  route('/reviews', 'signedIn'),
  route('/reviews/:memberId', 'signedIn'),
  route('/mypay', 'signedIn'),
  route('/mypay/:tab{timesheet|history|invoice}', 'signedIn'),
  route('/mypay/invoice/:invoiceId', 'signedIn'),
  route('/mypay/history/:invoiceId', 'signedIn'),
  route('/mypay/detail', 'familyOnly'),

  // Family-side and mixed
  route('/caregiver/:userIdNumber', 'signedIn'),
  route('/caregiver/:userIdNumber/hire', 'familyOnly'),
  route('/caregivers', 'familyOnly'),
  route('/caregivers/search', 'familyOnly'),
  route('/caregivers/search/:cgQuery', 'familyOnly'),
  route('/mypay/invoice/:invoiceId/pay', 'familyOnly'),

  // Staff
  route('/admin/inquiries', 'adminOnly', () => import('./admin-inquiries.tsx')),
  route('/admin/careers', 'adminOnly', () => import('./admin-careers.tsx')),
];
