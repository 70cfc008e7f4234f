import assert from 'node:assert/strict';
import { type CaregiverResult, EMPTY_FILTERS, type SearchAnswer } from '../model.ts';
import {
  choosePlace,
  EMPTY_ANSWER,
  initialSearch,
  keyLabel,
  placeAddress,
  poppedFilters,
  resultsOf,
  searchReducer,
  withPatch,
} from './search-state.ts';

const assertEquals = (a: unknown, b: unknown) => assert.deepEqual(a, b);

const TIMMINS = { locality: 'timmins', adminAreaLevel1: 'on', geohash: 'f0w5tpp5b' };

const caregiver = (i: number, facts: Partial<CaregiverResult> = {}): CaregiverResult => ({
  userIdNumber: String(1000 + i),
  firstName: `Pro${i}`,
  lastName: 'Timmins',
  imgUrlThumb: null,
  gender: 'female',
  wageExp: 18,
  yearsExp: 4,
  reviews: 0,
  reviewsScore: 0,
  jobType: { partTime: true },
  languagePref: ['english'],
  service: { companionship: true },
  conditions: {},
  location: { locality: 'timmins', adminAreaLevel1: 'on' },
  distanceKm: 0.5,
  isFavourite: false,
  ...facts,
});

const answer: SearchAnswer = {
  caregivers: [caregiver(1), caregiver(2, { gender: 'male', wageExp: 30 }), caregiver(3)],
  total: 24,
  averageWage: 19.46,
};

Deno.test("a place as the address field's value; a key's label", () => {
  const address = placeAddress(TIMMINS)!;
  assertEquals(address.addressFull, 'Timmins, ON, Canada');
  assertEquals(address.geohash, TIMMINS.geohash);
  assert.ok(Math.abs(address.coordinates.lat - 48.47) < 0.01);
  assertEquals(placeAddress(null), null);
  assertEquals(keyLabel({ fullTime: 'Temps plein' }, 'fullTime'), 'Temps plein');
  assertEquals(keyLabel(undefined, 'fullTime'), 'Full Time');
});

Deno.test('a filter change goes back to page 1; a picked city too, and only once picked', () => {
  const onPage3 = { ...EMPTY_FILTERS, pageNum: 3 };
  assertEquals(withPatch(onPage3, { gender: 'female' }), {
    ...EMPTY_FILTERS,
    gender: 'female',
  });
  assertEquals(choosePlace(onPage3, null), null);
  const chosen = choosePlace(onPage3, placeAddress(TIMMINS));
  assertEquals(chosen, { place: TIMMINS, filters: EMPTY_FILTERS });
});

Deno.test('Back: the same city keeps its place and reads the filters; another one reloads', () => {
  const f = { ...EMPTY_FILTERS, service: ['bathing'] };
  assertEquals(
    poppedFilters('/caregivers/search/locality=timmins&region=on&gender=male&page=2', TIMMINS, f),
    { ...f, gender: 'male', pageNum: 2 },
  );
  assertEquals(poppedFilters('/caregivers', TIMMINS, f), f);
  assertEquals(poppedFilters('/caregivers/search/locality=sudbury&region=on', TIMMINS, f), null);
});

Deno.test('while the exact answer comes, the count and average follow the loaded cards', () => {
  let s = initialSearch({ place: TIMMINS, filters: EMPTY_FILTERS, answer });
  assertEquals(resultsOf(s), { shown: answer.caregivers, total: 24, average: 19.46, pages: 2 });
  s = searchReducer(s, { type: 'filters', filters: withPatch(s.filters, { gender: 'female' }) });
  s = searchReducer(s, { type: 'loading', mode: 'refresh' });
  const estimate = resultsOf(s);
  assertEquals([estimate.shown.length, estimate.total, estimate.average], [2, 23, 18]);
  s = searchReducer(s, { type: 'answered', answer: { ...answer, total: 22, averageWage: 18.5 } });
  assertEquals(s.loading, 'none');
  assertEquals(resultsOf(s).total, 22);
  // A failed search shows zero results (spec 002 §8).
  s = searchReducer(s, { type: 'answered', answer: null });
  assertEquals(s.answer, EMPTY_ANSWER);
});

Deno.test('a picked city becomes the place; typing keeps the old one', () => {
  let s = initialSearch({ place: null, filters: { ...EMPTY_FILTERS, pageNum: 2 }, answer: null });
  assertEquals([s.address, s.answer], [null, EMPTY_ANSWER]);
  s = searchReducer(s, { type: 'address', address: placeAddress(TIMMINS) });
  assertEquals([s.place, s.filters.pageNum], [TIMMINS, 1]);
  s = searchReducer(s, { type: 'address', address: null });
  assertEquals([s.place, s.address], [TIMMINS, null]);
});

Deno.test('Favourite shows at once, is busy meanwhile, and flips back when refused', () => {
  let s = initialSearch({ place: TIMMINS, filters: EMPTY_FILTERS, answer });
  s = searchReducer(s, { type: 'favouriting', id: '1001', on: true });
  assertEquals([s.busy, s.answer.caregivers[0].isFavourite], [['1001'], true]);
  const kept = searchReducer(s, { type: 'favourited', id: '1001', on: true, ok: true });
  assertEquals([kept.busy, kept.answer.caregivers[0].isFavourite], [[], true]);
  const refused = searchReducer(s, { type: 'favourited', id: '1001', on: true, ok: false });
  assertEquals([refused.busy, refused.answer.caregivers[0].isFavourite], [[], false]);
});
