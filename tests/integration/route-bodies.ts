// Valid request bodies for the access matrix (tests/integration/access-matrix.test.ts): with a
// body the route accepts, a refusal can only be the route's access rule, never its validation.
// Routes not named here get `{}` (no body needed, or a 4xx from the route's own checks is what
// a caller let through answers: the matrix asks only that it is not refused).
import {
  FACTORY_PASSWORD,
  familySignupPayload,
  uniqueEmail,
} from '../factories/accounts-shared.ts';
import { CAREER_DEFAULTS } from '../factories/careers.ts';
import { DEFAULT_PROFILE, placeAddress, PLACES } from '../factories/caregivers.ts';
import { reviewPayload } from '../factories/reviews.ts';
import { offerPayload } from '../factories/team.ts';
import type { CallerName, Route, World } from './route-world.ts';

export type RequestBody = { body: BodyInit; contentType?: string };

const json = (value: unknown): RequestBody => ({
  body: JSON.stringify(value),
  contentType: 'application/json',
});

/** Accounts the matrix signs up get this prefix, so the test can remove them afterwards. */
export const MATRIX_EMAIL_PREFIX = 'matrix-';

const family = familySignupPayload();
const profile = DEFAULT_PROFILE;
const jobNeeds = {
  serviceStart: family.serviceStart,
  servicePerWeek: family.servicePerWeek,
  serviceLength: family.serviceLength,
  languagePref: family.languagePref,
  service: family.service,
  conditions: family.conditions,
  address: family.address,
  description: 'Companionship for my mother on weekday mornings.',
};

/** The body `caller` sends to `route` in the matrix. */
export function matrixBody(route: Route, w: World, caller: CallerName): RequestBody | undefined {
  const i = w.ids;
  const payment = {
    amount: 100,
    currency: 'cad',
    payment_method: i.cardId,
    description: i.dueInvoiceId,
    receipt_email: 'receipts@example.ca',
    status: 'new',
  };
  const contact = (name: string) => ({ name, phoneNum: '4165550100', relationship: 'Sibling' });
  const bodies: Record<string, unknown> = {
    'POST /api/signup': {
      email: uniqueEmail(MATRIX_EMAIL_PREFIX),
      password: FACTORY_PASSWORD,
      confirmPassword: FACTORY_PASSWORD,
    },
    'POST /api/signup-family': familySignupPayload({ email: uniqueEmail(MATRIX_EMAIL_PREFIX) }),
    'POST /api/login': {
      email: caller === 'anonymous' ? w.team.family.email : w.callers[caller].email,
      password: FACTORY_PASSWORD,
    },
    'POST /api/user/family': {
      firstName: family.firstName,
      lastName: family.lastName,
      phoneNum: family.phoneNum,
      address: family.address,
    },
    'POST /api/forgot_password/reset': { email: w.team.family.email },
    'POST /api/forgot_password/verify': { code: 'matrix-not-a-code' },
    'POST /api/forgot_password/confirm': {
      code: 'matrix-not-a-code',
      newPassword: 'Tendwell-test-2',
      confirmNewPassword: 'Tendwell-test-2',
    },
    'POST /api/admin/accounts/:accountId/close': { reason: 'A duplicate account.' },
    'POST /api/job/:jobId/apply': { message: 'I would love to help your family.' },
    'POST /api/job-applications/:id/accept': { returnMessage: 'Thank you.' },
    'POST /api/records-of-employment/member/:memberId/end': { reasonCode: 'K' },
    'POST /api/records-of-employment/:id/reason': { reasonCode: 'E' },
    'POST /api/job-applications/:id/decline': { returnMessage: 'Thank you.' },
    'POST /api/job-applications/:id/edit': { message: 'Happy to start next week.' },
    'POST /api/admin/careers': { ...CAREER_DEFAULTS, category: 'matrix' },
    'POST /api/admin/careers/:id': { ...CAREER_DEFAULTS, category: 'matrix' },
    'POST /api/user/caregiver/basic-info': {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dob: profile.dob,
      phoneNum: profile.phoneNum,
      gender: profile.gender,
      address: profile.address,
      workRadius: profile.workRadius,
    },
    'POST /api/user/caregiver/service-info': {
      service: profile.service,
      conditions: profile.conditions,
      jobType: profile.jobType,
      languagePref: profile.languagePref,
      yearsExp: profile.yearsExp,
      wageExp: profile.wageExp,
      bio: profile.bio,
    },
    'POST /api/user/banking': {
      instNum: '003',
      transitNum: '10012',
      accNum: '1234567',
      bankName: 'Royal Bank of Canada',
      bankAddress: placeAddress(PLACES[0], 200),
      homeAddress: profile.address,
    },
    'POST /api/user/avail/set': profile.availability,
    'POST /api/user/work-exp': profile.workExp[0],
    'POST /api/user/work-exp/:workExpId': profile.workExp[0],
    'POST /api/user/edu-accred': profile.eduAccred[0],
    'POST /api/user/edu-accred/:eduAccredId': profile.eduAccred[0],
    'POST /api/admin/background-checks/:userIdNumber/reject': {
      reason: 'The document cannot be read.',
    },
    'POST /api/user/filter': { geohash: i.searchGeohash },
    'POST /api/contact-us/submit': {
      name: 'Matrix Tester',
      email: uniqueEmail(MATRIX_EMAIL_PREFIX),
      subject: 'A question',
      message: 'How do invoices work?',
    },
    'POST /api/team/invite/user/:userIdNumber': offerPayload(i.jobId),
    'POST /api/team/invite/:id/:action': { returnMessage: 'No, thank you.' },
    'POST /api/invoice/td1': { federalClaimCents: null, provincialClaimCents: null },
    'POST /api/invoice/wcb': { ratePer100: 1.5 },
    'POST /api/admin/invoices/run': { weekOf: '2026-10-04' },
    'POST /api/job': jobNeeds,
    'POST /api/job/:id/edit': jobNeeds,
    'POST /api/job/:id/edit/avail': { isAvailable: true },
    'POST /api/message/:channelId': { body: 'Hello from the access matrix.' },
    'POST /api/message/:channelId/mark-read': null,
    'POST /api/notifications/mark_read': { ids: [] },
    'POST /api/payment/add/payment-method': {
      id: caller === 'other family' ? i.newCards['other family'] : i.newCards.family,
    },
    'POST /api/payment/add/payment': payment,
    'POST /functions/v1/payments/intents': payment,
    'POST /api/admin/autopay/run': { asOf: '2026-10-20T12:00:00.000Z' },
    'POST /functions/v1/autopay/run': { asOf: '2026-10-20T12:00:00.000Z' },
    'POST /functions/v1/invoices/run': { weekOf: '2026-10-04' },
    'POST /api/review/add/:memberId': reviewPayload(),
    'POST /api/review/edit/:reviewId': reviewPayload({ title: 'Still kind and reliable' }),
    'POST /api/shift/new-shift': {
      memberId: i.memberId,
      shifts: [{ date: '2027-03-02', startTime: '09:00', endTime: '13:00' }],
    },
    'POST /api/shift/:id/check-in': { coordinates: { ...w.team.care, accuracy: 10 } },
    'POST /api/shift/:id/complete': {
      coordinates: { ...w.team.care, accuracy: 10 },
      shiftNote: 'A calm visit.',
    },
    'POST /api/shift/:id/task': { title: 'Walk around the block' },
    'POST /api/task/:id/complete': { note: 'Done.' },
    'POST /api/task/:id/decline': { note: 'Not today.' },
    'POST /api/user/tasks': { title: 'Walk around the block' },
    'DELETE /api/user/tasks': { taskIndex: 0 },
    'POST /api/shift/:id/report/submit': { title: 'A fall', note: 'Slipped; no injury.' },
    'POST /api/shift/:shiftId/report/update/:reportId/action': { action: 'Called her doctor.' },
    'POST /api/team/member/:id/update': { pinnedNote: 'Keys are with the neighbour.' },
    'POST /api/team/member/:id/update/include-shifts': { service: ['Lunch'] },
    'POST /api/team/member/:id/update/emergency-contact': {
      emergencyContacts: [contact('Ana Tremblay'), contact('Luc Tremblay')],
    },
  };
  const key = `${route.method} ${route.path}`;
  if (!(key in bodies)) return json({});
  const value = bodies[key];
  return value === null ? undefined : json(value);
}
