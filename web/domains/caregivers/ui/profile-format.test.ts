import assert from 'node:assert/strict';
import {
  availabilityEntries,
  bgCheckStatus,
  changedFields,
  dailyHours,
  distanceAmount,
  filledStars,
  monthYearText,
  placeName,
  rateBreakdown,
  reviewScoreAmount,
  sameKeys,
  sortEduAccred,
  sortWorkExp,
  timeText,
} from './profile-format.ts';
import type { EduAccred, WorkExperience } from '../model.ts';

Deno.test('rate breakdown: base = wage ÷ 1.04, You Pay = wage × 1.2966, savings = base ÷ 0.65 − You Pay', () => {
  // $20.00: an agency would charge 19.23 ÷ 0.65 = $29.58 against $25.93.
  assert.deepEqual(rateBreakdown(20), { wage: 2000, base: 1923, youPay: 2593, savings: 365 });
  assert.deepEqual(rateBreakdown(18.5), { wage: 1850, base: 1779, youPay: 2399, savings: 338 });
  assert.deepEqual(rateBreakdown(15.2), { wage: 1520, base: 1462, youPay: 1971, savings: 278 });
  assert.equal(rateBreakdown(20.8)!.savings, 380); // the model's own example
  assert.equal(rateBreakdown(null), null);
  assert.equal(rateBreakdown(Number.NaN), null);
});

Deno.test('distance is rounded to the nearest 0.5 km', () => {
  assert.equal(distanceAmount(2.24, 'en'), '2');
  assert.equal(distanceAmount(2.26, 'en'), '2.5');
  assert.equal(distanceAmount(2.74, 'en'), '2.5');
  assert.equal(distanceAmount(2.76, 'en'), '3');
  assert.equal(distanceAmount(0.1, 'en'), '0');
  assert.equal(distanceAmount(12.6, 'fr'), '12,5');
  assert.equal(distanceAmount(null, 'en'), null);
  assert.equal(distanceAmount(undefined, 'en'), null);
  assert.equal(distanceAmount(-1, 'en'), null);
});

Deno.test('review score: two decimals, N/A (null) at 0', () => {
  assert.equal(reviewScoreAmount(0), null);
  assert.equal(reviewScoreAmount(null), null);
  assert.equal(reviewScoreAmount(4.5), '4.50');
  assert.equal(reviewScoreAmount(4.666), '4.67');
  assert.equal(filledStars(0), 0);
  assert.equal(filledStars(4.6), 5);
  assert.equal(filledStars(3.2), 3);
});

Deno.test('changed fields: only what differs, arrays compared by value', () => {
  const initial = { bio: 'Hi', wageExp: 20, languagePref: ['english'], yearsExp: 3 };
  assert.deepEqual(changedFields(initial, { ...initial }), {});
  assert.deepEqual(changedFields(initial, { ...initial, languagePref: ['english'] }), {});
  assert.deepEqual(
    changedFields(initial, { ...initial, bio: 'Hello', languagePref: ['english', 'french'] }),
    {
      bio: 'Hello',
      languagePref: ['english', 'french'],
    },
  );
});

Deno.test('selection editors compare chosen keys, not order', () => {
  assert.equal(sameKeys({ a: true, b: true }, { b: true, a: true }), true);
  assert.equal(sameKeys({ a: true }, { a: true, b: true }), false);
});

Deno.test('background check status words', () => {
  assert.equal(bgCheckStatus('approved'), 'completed');
  assert.equal(bgCheckStatus('submitted'), 'pending');
  assert.equal(bgCheckStatus('rejected'), 'incomplete');
  assert.equal(bgCheckStatus('none'), 'incomplete');
});

Deno.test('availability: one entry per day, Monday first; daily hours floored at 0', () => {
  assert.deepEqual(availabilityEntries([4, 0], '09:00', '17:30'), [
    {
      dayId: 0,
      startTime: '09:00',
      endTime: '17:30',
      startTimeISO: '09:00:00',
      endTimeISO: '17:30:00',
    },
    {
      dayId: 4,
      startTime: '09:00',
      endTime: '17:30',
      startTimeISO: '09:00:00',
      endTimeISO: '17:30:00',
    },
  ]);
  assert.equal(dailyHours('09:00', '17:30'), 8.5);
  assert.equal(dailyHours('17:00', '09:00'), 0);
  assert.equal(timeText('09:30', 'en'), '9:30 AM');
  assert.equal(timeText('00:00', 'en'), '12:00 AM');
  assert.equal(timeText('12:15', 'en'), '12:15 PM');
  assert.equal(timeText('17:00', 'fr'), '17 h 00');
});

Deno.test('work experience newest start first; education by end date or accreditation date', () => {
  const w = (id: string, startDate: string): WorkExperience => ({
    workExpId: id,
    title: id,
    company: 'c',
    employType: null,
    startDate,
    endDate: 'Present',
    description: '',
  });
  assert.deepEqual(
    sortWorkExp([w('a', '2015-01-01'), w('b', '2020-03-01')]).map((x) => x.workExpId),
    ['b', 'a'],
  );
  const list: EduAccred[] = [
    {
      eduAccredId: 'e1',
      type: 'education',
      school: 's',
      degree: '',
      fieldOfStudy: '',
      startDate: null,
      endDate: '2010-01-01',
      description: '',
    },
    {
      eduAccredId: 'a1',
      type: 'accreditation',
      accredName: 'CPR',
      accredDate: '2019-06-01',
      accredDescription: '',
    },
    {
      eduAccredId: 'e2',
      type: 'education',
      school: 's',
      degree: '',
      fieldOfStudy: '',
      startDate: null,
      endDate: '2024-01-01',
      description: '',
    },
  ];
  assert.deepEqual(sortEduAccred(list).map((x) => x.eduAccredId), ['e2', 'a1', 'e1']);
});

Deno.test('place names are title-cased from the lowercased address params', () => {
  assert.equal(placeName('north york'), 'North York');
  assert.equal(placeName('saint-jean-sur-richelieu'), 'Saint-Jean-sur-Richelieu');
  assert.match(monthYearText('2021-03-01', 'en'), /^Mar\.? 2021$/);
  assert.match(monthYearText('2021-03', 'fr'), /^mars 2021$/);
  assert.equal(placeName(null), '');
});
