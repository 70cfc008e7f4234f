// A family edits its own profile (issue 20 point 29): POST /api/user/family takes names, phone
// and a care address under sign-up's rules, stores a new address only when it changed (the old
// one may be a posting's place), and answers field errors in the request's words; a caregiver is
// refused.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { CITIES } from '../factories/accounts-shared.ts';
import { api, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

test('family profile: names, phone and care address are saved; the old address stays for the posting', async () => {
  const family = await signedInFamily();
  try {
    const [before] = await sql`select address_id from public.users where id = ${family.id}`;
    const res = await api('POST', '/api/user/family', {
      cookie: family.cookie,
      body: {
        firstName: ' Liv ',
        lastName: 'Chen-Park',
        phoneNum: '613-555-0199',
        address: CITIES['Ottawa, ON'],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.firstName, 'Liv');
    assert.equal(res.body.phoneNum, '(613) 555-0199');
    assert.equal(res.body.address.addressFull, CITIES['Ottawa, ON'].addressFull);
    const [after] = await sql`
      select u.first_name, u.last_name, u.phone_num, u.address_id, a.address_params->>'locality' as city
        from public.users u join public.addresses a on a.id = u.address_id where u.id = ${family.id}`;
    assert.equal(after.city, 'ottawa');
    assert.notEqual(after.addressId, before.addressId);
    const [posting] = await sql`select address_id from public.jobs where family_id = ${family.id}`;
    assert.equal(posting.addressId, before.addressId, 'the posting keeps its own place');

    // The same address again is not a new row; a longer number (3-3-6) is kept as digits.
    const again = await api('POST', '/api/user/family', {
      cookie: family.cookie,
      body: { ...res.body, phoneNum: '+44 207 946 0958' },
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.phoneNum, '+442079460958');
    const [same] = await sql`select address_id from public.users where id = ${family.id}`;
    assert.equal(same.addressId, after.addressId);
  } finally {
    await deleteUsers(family.id);
  }
});

test('family profile: sign-up’s messages, in French too; a caregiver is refused', async () => {
  const [family, caregiver] = await Promise.all([signedInFamily(), signedInCaregiver()]);
  try {
    const bad = await api('POST', '/api/user/family', {
      cookie: family.cookie,
      body: { firstName: '', lastName: 'X', phoneNum: '416555', address: { addressFull: 'x' } },
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body, {
      firstName: 'Must not be empty',
      phoneNum: 'Please enter a valid phone number',
      address: 'Please enter a valid address and select from one of the options below.',
    });
    const fr = await api('POST', '/api/user/family', {
      cookie: `${family.cookie}; locale=fr`,
      body: { firstName: 'A', lastName: 'B', phoneNum: '41', address: CITIES['Toronto, ON'] },
    });
    assert.deepEqual(fr.body, { phoneNum: 'Veuillez entrer un numéro de téléphone valide' });
    const refused = await api('POST', '/api/user/family', {
      cookie: caregiver.cookie,
      body: {
        firstName: 'A',
        lastName: 'B',
        phoneNum: '4165550123',
        address: CITIES['Toronto, ON'],
      },
    });
    assert.equal(refused.status, 403);
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});
