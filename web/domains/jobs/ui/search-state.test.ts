import assert from 'node:assert/strict';

const assertEquals = (a: unknown, b: unknown) => assert.deepEqual(a, b);
import {
  badgeOf,
  cardServices,
  clearFilters,
  distanceLabel,
  formatJobQuery,
  hasFilter,
  initialJobSearch,
  jobSearchReducer,
  multiOptions,
  multiSummary,
  optionMessageKey,
  pager,
  pagerItems,
  placeQuery,
  queryOfPath,
  readJobQuery,
  searchPath,
  withFilter,
  withMatchesMe,
  withPage,
  withPlace,
  withToggled,
} from './search-state.ts';
import { applicantsLine } from './job-format.ts';

Deno.test('filters become the path: any/empty left out, page only when not 1', () => {
  let q = withPlace({}, 'Toronto', 'ON');
  assertEquals(searchPath(q), '/jobs/search/locality=toronto&region=on');
  q = withFilter(q, 'date', '7');
  q = withFilter(q, 'language', 'french');
  q = withPage(q, 2);
  assertEquals(
    searchPath(q),
    '/jobs/search/locality=toronto&region=on&date=7&language=french&page=2',
  );
  // A filter change goes back to page 1; 'any' removes the part.
  q = withFilter(q, 'date', 'any');
  assertEquals(formatJobQuery(q), 'locality=toronto&region=on&language=french');
  assertEquals(searchPath(withPage({}, 1)), '/jobs/search');
});

Deno.test('a path is read back; unknown parts and values are ignored', () => {
  assertEquals(
    readJobQuery('locality=toronto&region=on&serviceStart=1week&page=3&x=1&date=9'),
    { locality: 'toronto', region: 'on', serviceStart: '1week', page: 3 },
  );
  assertEquals(readJobQuery('page=1&language=any'), {});
  assertEquals(readJobQuery(undefined), {});
  const q = { locality: 'saint-jean', servicePerWeek: '10-20' as const, page: 2 };
  assertEquals(readJobQuery(formatJobQuery(q)), q);
});

Deno.test('Clear is enabled only with a filter, and keeps the place', () => {
  assertEquals(hasFilter({ locality: 'toronto', page: 2 }), false);
  const q = { locality: 'toronto', region: 'on', date: '1' as const, page: 2 };
  assertEquals(hasFilter(q), true);
  assertEquals(clearFilters(q), { locality: 'toronto', region: 'on' });
});

Deno.test('the pager: ceil(total/20) pages, at least 1', () => {
  assertEquals(pager(0, 1).pages, 1);
  assertEquals(pager(20, 1).pages, 1);
  assertEquals(pager(21, 1).pages, 2);
  assertEquals(pager(41, 9), { pages: 3, current: 3, hasPrevious: true, hasNext: false });
  assertEquals(pagerItems(3, 1), [1, 2, 3]);
  assertEquals(pagerItems(20, 10), [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
});

Deno.test('badges: Hired, else Applied, else Viewed', () => {
  const job = { hires: ['1'], apps: ['1', '2'], views: ['1', '2', '3'] };
  assertEquals(badgeOf('1', job), 'hired');
  assertEquals(badgeOf('2', job), 'applied');
  assertEquals(badgeOf('3', job), 'viewed');
  assertEquals(badgeOf('4', job), null);
});

Deno.test('cards list 4 services then and more; distance to the nearest 0.5 km', () => {
  assertEquals(cardServices(['a', 'b', 'c', 'd', 'e']), {
    shown: ['a', 'b', 'c', 'd'],
    more: true,
  });
  assertEquals(cardServices(['a']), { shown: ['a'], more: false });
  assertEquals(distanceLabel(3.24), '3');
  assertEquals(distanceLabel(3.26), '3.5');
  assertEquals(distanceLabel(0.1), '0');
});

Deno.test('the applicants line', () => {
  assertEquals(applicantsLine(10, 'en'), 'Be in the first 10 applicants');
  assertEquals(applicantsLine(11, 'en'), '11 applications received');
});

Deno.test('multi-selects: toggled keys stay sorted, any empties, the page resets', () => {
  let q = readJobQuery('locality=toronto&page=3');
  q = withToggled(q, 'services', 'mealPrep');
  q = withToggled(q, 'services', 'bathing');
  assertEquals(q, { locality: 'toronto', services: ['bathing', 'mealPrep'] });
  assertEquals(searchPath(q), '/jobs/search/locality=toronto&services=bathing,mealPrep');
  q = withToggled(q, 'conditions', 'dementia');
  assertEquals(hasFilter(q), true);
  assertEquals(withToggled(q, 'services', 'mealPrep').services, ['bathing']);
  assertEquals(withToggled(q, 'services', 'any').services, undefined);
  assertEquals(clearFilters(q), { locality: 'toronto' });
});

Deno.test('Matches Me: replaces both lists, locks them, and reads back from the path', () => {
  const q = withMatchesMe({ services: ['bathing'], conditions: ['dementia'], page: 2 }, true);
  assertEquals(q, { matchesMe: true });
  assertEquals(withToggled(q, 'services', 'bathing'), q);
  assertEquals(searchPath(q), '/jobs/search/matchesMe=true');
  assertEquals(readJobQuery('matchesMe=true&services=bathing'), { matchesMe: true });
  assertEquals(hasFilter(q), true);
  assertEquals(withMatchesMe(q, false), {});
});

Deno.test('multi-selects: unknown services and non-key conditions are dropped from the path', () => {
  assertEquals(
    readJobQuery('services=bathing,teleport,bathing&conditions=dementia,<b>,parkinsons'),
    { services: ['bathing'], conditions: ['dementia', 'parkinsons'] },
  );
  assertEquals(readJobQuery('services=&conditions=,'), {});
});

Deno.test('Back and Forward: the path is read back into the query', () => {
  assertEquals(queryOfPath('/jobs/search/locality=halifax&region=ns&date=7'), {
    locality: 'halifax',
    region: 'ns',
    date: '7',
  });
  assertEquals(queryOfPath('/jobs/search'), {});
  assertEquals(queryOfPath('/jobs'), {});
});

Deno.test("the filters' option labels, and what a closed multi-select says", () => {
  assertEquals(optionMessageKey('date', '7'), 'filter.date.7');
  assertEquals(optionMessageKey('serviceLength', 'underSixMonths'), 'serviceLength.underSixMonths');
  assertEquals(optionMessageKey('language', 'french'), null);
  assertEquals(multiSummary({}, 'services'), 'any');
  assertEquals(multiSummary({ services: ['bathing', 'mealPrep'] }, 'services'), 2);
  assertEquals(multiSummary({ matchesMe: true }, 'conditions'), 'matchesMe');
  assertEquals(multiOptions('services', {}).length, 12);
  assertEquals(multiOptions('conditions', { dementia: 'Dementia', als: 'ALS' }), [
    'dementia',
    'als',
  ]);
});

Deno.test('the page state: Search needs a picked place; a search clears the last answer', () => {
  let s = initialJobSearch({ date: '7', page: 3 });
  assertEquals(placeQuery(s), null);
  s = jobSearchReducer(s, { type: 'addressMissing' });
  assertEquals(s.addressMissing, true);
  s = jobSearchReducer(s, {
    type: 'address',
    address: {
      addressFull: 'Halifax, NS, Canada',
      addressParams: { locality: 'halifax', adminAreaLevel1: 'ns', country: 'canada' },
      coordinates: { lat: 44.65, lng: -63.58 },
      geohash: 'dxfy121fn',
    },
  });
  assertEquals(s.addressMissing, false);
  assertEquals(placeQuery(s), { date: '7', locality: 'halifax', region: 'ns' });
  s = jobSearchReducer(s, { type: 'answered', data: { total: 3 } });
  assertEquals(s.result, { jobs: [], total: 3 });
  s = jobSearchReducer(s, { type: 'searching' });
  assertEquals([s.result, s.failed], [null, false]);
  s = jobSearchReducer(s, { type: 'failed' });
  assertEquals([s.result, s.failed], [{ jobs: [], total: 0 }, true]);
  s = jobSearchReducer(s, { type: 'query', query: {} });
  assertEquals(s.query, {});
});
