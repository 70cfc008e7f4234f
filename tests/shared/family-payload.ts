// The /api/signup-family payload of a family in Toronto, shared by the integration helpers (Deno)
// and the Playwright fixtures (Node): plain TypeScript, no runtime-specific API.
import { encodeGeohash } from '../../web/domains/addresses/geohash.ts';

const TORONTO = { lat: 43.70011, lng: -79.4163 };

export function familySignupPayload(
  p: { email: string; password: string; firstName?: string; lastName?: string },
) {
  return {
    serviceStart: 'immediately',
    servicePerWeek: '10-20',
    serviceLength: 'underSixMonths',
    service: { companionship: true },
    conditions: { dementia: true },
    languagePref: ['english'],
    firstName: p.firstName ?? 'Erin',
    lastName: p.lastName ?? 'Tester',
    phoneNum: '4165550123',
    address: {
      addressFull: 'Toronto, ON, Canada',
      addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
      coordinates: { ...TORONTO },
      geohash: encodeGeohash(TORONTO.lat, TORONTO.lng),
    },
    email: p.email,
    password: p.password,
    confirmPassword: p.password,
  };
}
