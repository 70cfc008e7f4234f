import assert from 'node:assert/strict';
import * as v from 'valibot';
import type { Address } from '../../../shared/address/address-schema.ts';
import { encodeGeohash } from '../../../shared/address/geohash.ts';
import { FamilyProfileSchema, MSG } from '../schemas.ts';
import {
  hasChanges,
  initials,
  PHOTO_MAX_BYTES,
  photoProblem,
  type ProfileValues,
} from './family-profile-state.ts';

const toronto: Address = {
  addressFull: 'Toronto, ON, Canada',
  addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
  coordinates: { lat: 43.6532, lng: -79.3832 },
  geohash: encodeGeohash(43.6532, -79.3832),
};
const saved: ProfileValues = {
  firstName: 'Erin',
  lastName: 'Tester',
  phoneNum: '(416) 555-0123',
  address: toronto,
};

Deno.test('a photo must be a JPEG or PNG of at most 5 MB', () => {
  assert.equal(photoProblem({ type: 'image/jpeg', size: 1000 }), null);
  assert.equal(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES }), null);
  assert.equal(photoProblem({ type: 'image/gif', size: 1000 }), 'invalidImage');
  assert.equal(photoProblem({ type: '', size: 1000 }), 'invalidImage');
  assert.equal(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 }), 'photoTooLarge');
});

Deno.test('changes: spaces and phone formatting are not changes; a new city is', () => {
  assert.equal(hasChanges(saved, { ...saved, firstName: ' Erin ' }), false);
  assert.equal(hasChanges(saved, { ...saved, phoneNum: '416-555-0123' }), false);
  assert.equal(hasChanges(saved, { ...saved, lastName: 'Smith' }), true);
  assert.equal(hasChanges(saved, { ...saved, phoneNum: '4165550124' }), true);
  assert.equal(hasChanges(saved, { ...saved, address: null }), true);
  const ottawa = {
    ...toronto,
    addressFull: 'Ottawa, ON, Canada',
    geohash: encodeGeohash(45.42, -75.69),
  };
  assert.equal(hasChanges(saved, { ...saved, address: ottawa }), true);
});

Deno.test('the profile keeps sign-up’s rules: names, phone (3-3-4 to 6) and a chosen address', () => {
  assert.equal(v.is(FamilyProfileSchema, saved), true);
  assert.equal(
    v.parse(FamilyProfileSchema, { ...saved, phoneNum: '+44 207 946 0958' }).phoneNum,
    '+442079460958',
  );
  const bad = v.safeParse(FamilyProfileSchema, {
    ...saved,
    firstName: ' ',
    phoneNum: '416',
    address: null,
  }, {
    abortPipeEarly: true,
  });
  assert.equal(bad.success, false);
  const messages = Object.fromEntries(
    (bad.issues ?? []).map((i) => [i.path?.[0]?.key as string, i.message]),
  );
  assert.deepEqual(messages, {
    firstName: MSG.empty,
    phoneNum: MSG.invalidPhone,
    address: MSG.addressRequired,
  });
});

Deno.test('initials for the avatar placeholder', () => {
  assert.equal(initials('erin', 'tester'), 'ET');
  assert.equal(initials('', ''), '?');
});
