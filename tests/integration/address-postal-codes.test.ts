// 'City or postal code' means it (issue 20 point 22): through the app's own /api/address/suggest,
// the box used by caregiver search and job search, a Canadian postal code (full, or its first
// three characters) finds its place where its area ships with the gazetteer; a code we hold no
// area for answers no suggestion and a plain sentence, in the reader's language, that the box
// takes a city. Never a silent empty list.
import assert from 'node:assert/strict';
import { api, test } from './helpers.ts';

const suggest = (q: string, mode = 'city', headers: Record<string, string> = {}) =>
  api('GET', `/api/address/suggest?${new URLSearchParams({ q, mode, limit: '5' })}`, { headers });

test('postal codes: a full code finds its city', async () => {
  for (const q of ['M5V 2T6', 'm5v2t6', 'M5V-2T6', ' k1a 0a6 ']) {
    const res = await suggest(q);
    assert.equal(res.status, 200, q);
    assert.equal(res.body.suggestions.length, 1, q);
    assert.equal(res.body.notice, undefined, q);
  }
  assert.equal((await suggest('M5V 2T6')).body.suggestions[0].addressFull, 'Toronto, ON, Canada');
  assert.equal((await suggest('k1a 0a6')).body.suggestions[0].addressFull, 'Ottawa, ON, Canada');
  assert.equal((await suggest('H2X 1Y4')).body.suggestions[0].addressFull, 'Montréal, QC, Canada');
  // In full mode the code stays in the address.
  const full = await suggest('V6B 1A1', 'full');
  assert.equal(full.body.suggestions[0].addressFull, 'Vancouver, BC V6B 1A1, Canada');
  assert.equal(full.body.suggestions[0].addressParams.postalCode, 'v6b 1a1');
});

test('postal codes: the first three characters find the place', async () => {
  const cases: Record<string, string> = {
    M4C: 'Toronto, ON, Canada',
    t2p: 'Calgary, AB, Canada',
    'R3C': 'Winnipeg, MB, Canada',
    K7L: 'Kingston, ON, Canada',
    B3H: 'Halifax, NS, Canada',
    V6X: 'Richmond, BC, Canada',
  };
  for (const [q, place] of Object.entries(cases)) {
    const res = await suggest(q);
    assert.equal(res.status, 200, q);
    assert.deepEqual(res.body.suggestions.map((a: { addressFull: string }) => a.addressFull), [
      place,
    ]);
    // Coordinates and geohash are the place's: the search radius starts from there.
    assert.equal(res.body.suggestions[0].geohash.length, 9);
  }
});

test('postal codes: a code with no area data says plainly that the box takes a city', async () => {
  const en = await suggest('K0A 1A0');
  assert.equal(en.status, 200);
  assert.deepEqual(en.body.suggestions, []);
  assert.equal(
    en.body.notice,
    'We can’t place postal code K0A 1A0 yet. Please type your city or town instead, for example “Kingston”.',
  );
  const fsa = await suggest('g5l');
  assert.deepEqual(fsa.body.suggestions, []);
  assert.match(fsa.body.notice, /postal code G5L/);
  const fr = await suggest('G5L', 'city', { 'accept-language': 'fr-CA,fr;q=0.9' });
  assert.match(fr.body.notice, /Nous ne pouvons pas encore situer le code postal G5L/);
  // Not a postal code: the ordinary empty answer, no notice; a city still works.
  const word = await suggest('zzzzqq');
  assert.deepEqual(word.body.suggestions, []);
  assert.equal(word.body.notice, undefined);
  assert.equal((await suggest('rimouski')).body.suggestions[0].addressFull, 'Rimouski, QC, Canada');
});
