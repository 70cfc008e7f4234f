// Who may call each route the server answers under /api, /functions/v1 and /storage/v1 (issue 22,
// ADR 043). The handlers and row-level security enforce it; this table says it, in one place, so
// a reviewer reads the whole surface at a glance and tests/integration/access-matrix.test.ts can
// call every route as every kind of caller and hold each answer to its line here. A route the
// app serves without a line fails that test, naming it: a new route is declared here first.
//
// Keys are the method and Hono's path pattern exactly as `app.routes` lists them
// ('GET /api/job/:jobId'). Each line:
//   who  'anyone'     no session needed (signed-in callers too, unless `guestsOnly`)
//        'signed-in'  any signed-in person; anonymous: 401
//        [roles]      only these roles; anonymous: 401, any other role: 403 (or 404 when row-level
//                     security hides the record, which reveals nothing either)
//        'secret'     only a holder of a secret no person has (the processor's signature);
//                     every person, signed in or not: 400/401/403
//   on   'self'       (default) the caller's own rows; nothing in the path belongs to another
//        'party'      a record named in the path (or body); only its parties pass (the family and
//                     the Care Pro it concerns, or its owner); anyone else of an allowed role
//                     gets 403/404 and nothing changes
//        'shared'     a record named in the path that every allowed caller may reach (a posted
//                     job, a Care Pro's public profile, any account for staff)
//        'own'        a record named in the path that each caller has of their own (a signed-in
//                     device); another person's: 404
//   openTo  on a 'party' route, roles that reach any such record (Care Pros read any open
//           posting; families read any Care Pro's profile)
//   noneIs404  a 'self' route answering 404 to a caller with nothing of their own (a file)
//   why  one line where the answer is not obvious
import type { UserType } from '../server/db.server.ts';

export type Role = Extract<UserType, 'family' | 'caregiver' | 'admin'>;

export type RouteAccess = {
  who: 'anyone' | 'signed-in' | readonly Role[] | 'secret';
  on?: 'self' | 'party' | 'shared' | 'own';
  openTo?: readonly Role[];
  /** A 'self' route that answers 404 to a caller with nothing of their own (a file to download). */
  noneIs404?: true;
  why?: string;
};

const anyone: RouteAccess = { who: 'anyone' };
const signedIn: RouteAccess = { who: 'signed-in' };
const family = (on: RouteAccess['on'] = 'self', why?: string): RouteAccess => ({
  who: ['family'],
  on,
  why,
});
const caregiver = (on: RouteAccess['on'] = 'self', why?: string): RouteAccess => ({
  who: ['caregiver'],
  on,
  why,
});
const admin = (why?: string): RouteAccess => ({ who: ['admin'], on: 'shared', why });
const party = (why?: string): RouteAccess => ({ who: 'signed-in', on: 'party', why });

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // accounts
  'POST /api/signup': anyone,
  'POST /api/signup-family': anyone,
  'POST /api/login': anyone,
  'POST /api/logout': { who: 'anyone', why: 'signed out, there is nothing to end: still 200' },
  'GET /api/user': signedIn,
  'GET /api/user/initial_load/off': signedIn,
  'GET /api/user/status/completed_all': signedIn,
  'POST /api/user/family': family(),
  'GET /api/signup-material': anyone,
  'GET /api/login/online': signedIn,
  'GET /api/login/offline': signedIn,
  'POST /api/forgot_password/reset': anyone,
  'POST /api/forgot_password/verify': anyone,
  'POST /api/forgot_password/confirm': anyone,
  'POST /api/admin/accounts/:accountId/close': admin('staff close any account (ADR 040)'),
  // accounts: sign-in and security (ADR 044)
  'POST /api/login/second-factor': {
    who: 'anyone',
    why: 'the second step: only the password step’s challenge cookie makes it succeed',
  },
  'POST /api/login/passkey/options': anyone,
  'POST /api/login/passkey': { who: 'anyone', why: 'a passkey is itself the sign-in' },
  'GET /api/security': signedIn,
  'POST /api/security/totp/start': signedIn,
  'POST /api/security/totp/confirm': signedIn,
  'POST /api/security/totp/remove': signedIn,
  'POST /api/security/backup-codes': signedIn,
  'POST /api/security/passkeys/options': signedIn,
  'POST /api/security/passkeys': signedIn,
  'POST /api/security/passkeys/:passkeyId/remove': {
    who: 'signed-in',
    why: 'looked up among the caller’s own passkeys: any other id answers 404',
  },
  'POST /api/security/password': signedIn,
  'POST /api/security/sessions/:sessionId/end': {
    who: 'signed-in',
    on: 'own',
    why: 'looked up among the caller’s own sessions: any other id answers 404',
  },
  'POST /api/security/sessions/end-others': signedIn,
  'GET /api/address/suggest': { who: 'anyone', why: 'the signup dialog asks before an account' },
  // applications
  'POST /api/job/:jobId/apply': caregiver('shared', 'any open posting'),
  'GET /api/job-applications/get': signedIn,
  'GET /api/job-applications/:id/mark-read': family('party', 'the posting family reads it'),
  'POST /api/job-applications/:id/accept': family('party'),
  'POST /api/job-applications/:id/decline': family('party'),
  'POST /api/job-applications/:id/edit': caregiver('party', 'the applicant only'),
  'GET /api/job-applications/:id': party(),
  // careers
  'GET /api/careers/get-all': anyone,
  'GET /api/admin/careers': admin(),
  'POST /api/admin/careers': admin(),
  'POST /api/admin/careers/:id': admin(),
  'POST /api/admin/careers/:id/publish': admin(),
  'POST /api/admin/careers/:id/unpublish': admin(),
  // caregivers
  'POST /api/user/caregiver/basic-info': caregiver(),
  'POST /api/user/caregiver/service-info': caregiver(),
  'POST /api/user/caregiver/edu-accred/finish': caregiver(),
  'POST /api/user/caregiver/finish': caregiver(),
  'POST /api/user/caregiver/background-check': caregiver(),
  'POST /api/user/caregiver/background-check/reimbursement': caregiver(),
  'GET /api/user/private': caregiver(),
  'POST /api/user/banking': caregiver(),
  'POST /api/user': {
    who: 'signed-in',
    why: "anyone edits their own name and phone; a Care Pro's profile fields: Care Pros only (403)",
  },
  'POST /api/user/image': signedIn,
  'POST /api/user/avail/set': caregiver(),
  'DELETE /api/user/avail/:id': caregiver('party', 'the owner only'),
  'POST /api/user/work-exp': caregiver(),
  'POST /api/user/work-exp/:workExpId': caregiver('party', 'the owner only'),
  'DELETE /api/user/work-exp/:workExpId': caregiver('party', 'the owner only'),
  'POST /api/user/edu-accred': caregiver(),
  'POST /api/user/edu-accred/:eduAccredId': caregiver('party', 'the owner only'),
  'DELETE /api/user/edu-accred/:eduAccredId': caregiver('party', 'the owner only'),
  'GET /api/user/getuser/:userIdNumber': {
    who: 'signed-in',
    on: 'party',
    openTo: ['family', 'admin'],
    why: 'the Care Pro themself, families choosing one, and staff (another Care Pro: 404)',
  },
  'GET /api/review/get_all/:userIdNumber': {
    who: 'signed-in',
    on: 'party',
    openTo: ['family', 'admin'],
    why: "a Care Pro's reviews: themself, families and staff (another Care Pro: 404)",
  },
  'GET /api/admin/background-checks': admin(),
  'POST /api/admin/background-checks/:userIdNumber/approve': admin(),
  'POST /api/admin/background-checks/:userIdNumber/reject': admin(),
  // caregiver search
  'POST /api/user/filter': family(),
  'GET /api/user/favourite/:userIdNumber': {
    who: 'signed-in',
    on: 'shared',
    why: 'whether the caller favourited them: always false for anyone but a family',
  },
  'POST /api/user/favourite/:userIdNumber': family('shared'),
  'DELETE /api/user/favourite/:userIdNumber': family('shared'),
  'GET /api/user/home': { who: 'signed-in', why: "the caller's own home page data (RLS)" },
  // contact
  'POST /api/contact-us/submit': anyone,
  'GET /api/admin/inquiries': admin(),
  // dashboards
  'GET /api/dashboard/sections': signedIn,
  // invites
  'GET /api/team/invite': signedIn,
  'POST /api/team/invite/user/:userIdNumber': family(
    'party',
    'any checked Care Pro, for a posting of the family named in the body',
  ),
  'GET /api/team/invite/:id/mark-read': caregiver('party', 'the invited Care Pro reads it'),
  'GET /api/team/invite/:id': party(),
  'POST /api/team/invite/:id/:action': caregiver('party', 'the invited Care Pro answers'),
  // invoices
  'GET /api/invoice': signedIn,
  'GET /api/invoice/list': signedIn,
  'GET /api/invoice/get_all/paid': signedIn,
  'GET /api/invoice/get_all/dash': signedIn,
  'GET /api/invoice/get/:invoiceId': party(),
  'GET /api/invoice/approve/:invoiceId': family('party'),
  'GET /api/invoice/td1': caregiver(),
  'POST /api/invoice/td1': caregiver(),
  'GET /api/invoice/wcb': family(),
  'POST /api/invoice/wcb': family(),
  // The family as employer (issue 23, ADR 047): its own details and remittances; the Care Pro's
  // own SIN, answered masked.
  'GET /api/employer/details': family(),
  'POST /api/employer/details': family(),
  'GET /api/employer/remittances': family(),
  'POST /api/employer/remittances': family(),
  'GET /api/employer/sin': caregiver(),
  'POST /api/employer/sin': caregiver(),
  'POST /api/admin/invoices/run': admin(),
  // jobs
  'POST /api/job': family(),
  'POST /api/job/:id/edit': family('party', 'the posting family only'),
  'POST /api/job/:id/edit/avail': family('party', 'the posting family only'),
  'POST /api/my-jobs': family(),
  'GET /api/jobs/search': caregiver(),
  'GET /api/jobs/dash': { who: ['family', 'caregiver'], why: "the caller's own job counts" },
  'GET /api/job/:jobId': {
    who: 'signed-in',
    on: 'party',
    openTo: ['caregiver'],
    why: 'the posting family, and any Care Pro while it is open; another family: 404',
  },
  'POST /api/job/:jobId/favourite': caregiver('shared'),
  'DELETE /api/job/:jobId/favourite': caregiver('shared'),
  // messages
  'GET /api/message': signedIn,
  'POST /api/message/new/:userIdNumber': family(
    'shared',
    'a family opens a conversation with a Care Pro',
  ),
  'GET /api/message/:channelId': party(),
  'POST /api/message/:channelId': party(),
  'POST /api/message/:channelId/mark-read': party(),
  'GET /api/message/:channelId/block': party(),
  'GET /api/message/:channelId/unblock': party(),
  // tax slips (issue 23, ADR 048): each caller's own year (a family's employees' slips, a Care
  // Pro's own); the Summary, the XML return and issuing are the employer's
  'GET /api/tax-slips/:year': { who: ['family', 'caregiver'] },
  'GET /api/tax-slips/:year/slips.pdf': { who: ['family', 'caregiver'], noneIs404: true },
  'GET /api/tax-slips/:year/summary.pdf': { who: ['family'], noneIs404: true },
  'GET /api/tax-slips/:year/return.xml': { who: ['family'], noneIs404: true },
  'POST /api/tax-slips/:year/issue': family(),
  'POST /api/admin/tax-slips/:year/run': admin('re-runs the year for every family (idempotent)'),
  // records of employment (issue 23, ADR 049): the member's family and Care Pro only
  'GET /api/records-of-employment': signedIn,
  'POST /api/records-of-employment/member/:memberId/end': family('party', 'the employer only'),
  'POST /api/records-of-employment/member/:memberId/leave': caregiver('party', 'the employee only'),
  'GET /api/records-of-employment/:id': party(),
  'POST /api/records-of-employment/:id/reason': family('party', 'the employer gives the reason'),
  'GET /api/records-of-employment/:id/pdf': party(),
  'GET /api/records-of-employment/:id/csv': party(),
  // my-data (ADR 045): the caller's own data and account
  'GET /api/my-data/export': signedIn,
  'POST /api/my-data/export': signedIn,
  'POST /api/my-data/download': {
    who: 'signed-in',
    why: 'the token of the caller’s own export; another person’s: 404',
  },
  'POST /api/my-data/close': {
    who: 'signed-in',
    why: 'the caller’s own account, with its password',
  },
  // notifications
  'GET /api/notifications': signedIn,
  'GET /api/notifications/unread-count': signedIn,
  'POST /api/notifications/mark_read': signedIn,
  // payments
  'POST /api/payment/setup-intent': family(),
  'POST /api/payment/add/payment-method': family(),
  'GET /api/payment/methods': family(),
  'POST /api/payment/methods/:id/preferred': family('party', 'the card holder only'),
  'DELETE /api/payment/methods/:id': family('party', 'the card holder only'),
  'POST /api/payment/add/payment': family('party', "the invoice's family (named in the body)"),
  'POST /api/payment/payments/:id/sync': family('party', 'the paying family only'),
  'GET /api/payment/invoice/:invoiceId': family('party', "the invoice's family only"),
  'POST /api/stripe/webhook': { who: 'secret', why: "the processor's signature" },
  'POST /api/admin/autopay/run': admin(),
  // reviews
  'POST /api/review/add/:memberId': family('party', "the member's family"),
  'POST /api/review/edit/:reviewId': family('party', 'its author'),
  'POST /api/review/delete/:reviewId': family('party', 'its author'),
  'GET /api/review/get_all': signedIn,
  'GET /api/review/get/:reviewId': {
    who: 'signed-in',
    on: 'party',
    openTo: ['family', 'admin'],
    why: "reviews show on a Care Pro's profile; another Care Pro: 404",
  },
  'GET /api/review/extend/:teamMemberId': family('party'),
  // shifts, tasks, reports
  'POST /api/shift/new-shift': family('party', "the member's family (named in the body)"),
  'GET /api/shift': signedIn,
  'GET /api/shift/:id': party(),
  'DELETE /api/shift/:id': family('party'),
  'POST /api/shift/:id/check-in': caregiver('party'),
  'POST /api/shift/:id/complete': caregiver('party'),
  'GET /api/shift/:id/task': party(),
  'POST /api/shift/:id/task': family('party'),
  'GET /api/task/:id/delete': family('party'),
  'POST /api/task/:id/complete': caregiver('party'),
  'POST /api/task/:id/decline': caregiver('party'),
  'GET /api/user/tasks': {
    who: 'signed-in',
    why: "the caller's own saved tasks (none but a family's)",
  },
  'POST /api/user/tasks': family(),
  'DELETE /api/user/tasks': family(),
  'POST /api/shift/:id/report/submit': party('either party files a report on a visit'),
  'GET /api/report': signedIn,
  'GET /api/report/:id/get': {
    who: 'signed-in',
    on: 'party',
    openTo: ['admin'],
    why: 'its family and Care Pro, and staff who act on it',
  },
  'POST /api/shift/:shiftId/report/update/:reportId/action': admin('staff record what was done'),
  // team
  'GET /api/team': signedIn,
  'GET /api/team/member/:id': party(),
  'POST /api/team/member/:id/update': family('party'),
  'POST /api/team/member/:id/update/include-shifts': family('party'),
  'POST /api/team/member/:id/update/emergency-contact': family('party'),
  // the API's description (web/app/openapi.server.ts): the same for everyone, cacheable
  'GET /api/openapi.json': anyone,
  // realtime
  'GET /api/realtime': {
    who: 'anyone',
    why:
      "a WebSocket (else 426); a visitor's socket is closed at once with 4401 (realtime.test.ts), staff without a second factor's with 4403 (two-factor.test.ts)",
  },
  // files (web/server/storage.server.ts, ADR 017)
  'GET /storage/v1/object/public/*': { who: 'anyone', why: 'public buckets only (avatars)' },
  'GET /storage/v1/object/sign/*': {
    who: 'anyone',
    why: 'the signed token decides; without it 403',
  },
  // edge functions (edge-functions/, ADR 028)
  'GET /functions/v1/payments/health': anyone,
  'POST /functions/v1/payments/webhook': { who: 'secret', why: "the processor's signature" },
  'POST /functions/v1/payments/intents': family('party', "the invoice's family (in the body)"),
  'GET /functions/v1/payments/intents/:invoiceId': family('party', "the invoice's family only"),
  'GET /functions/v1/invoices/health': anyone,
  'POST /functions/v1/invoices/run': admin('or the scheduler with FUNCTIONS_SECRET'),
  'GET /functions/v1/autopay/health': anyone,
  'POST /functions/v1/autopay/run': admin('or the scheduler with FUNCTIONS_SECRET'),
};

/** The declaration of `method path` (a Hono pattern), or null when the route has none. */
export function routeAccess(method: string, path: string): RouteAccess | null {
  return ROUTE_ACCESS[`${method} ${path}`] ?? null;
}
