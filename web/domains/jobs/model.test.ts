import assert from 'node:assert/strict';
import { serviceMatchPercent } from './model.ts';

Deno.test('service match: the share of the job’s services the caregiver offers, rounded up', () => {
  assert.equal(serviceMatchPercent(['bathing', 'mealPrep', 'shopping'], ['bathing']), 34);
  assert.equal(
    serviceMatchPercent(['bathing', 'mealPrep', 'shopping'], ['bathing', 'shopping']),
    67,
  );
  assert.equal(serviceMatchPercent(['bathing', 'mealPrep'], ['mealPrep', 'grooming']), 50);
  assert.equal(serviceMatchPercent(['bathing', 'mealPrep'], ['mealPrep', 'bathing']), 100);
  assert.equal(serviceMatchPercent(['bathing'], []), 0);
  assert.equal(serviceMatchPercent(['bathing', 'mealPrep'], ['grooming']), 0);
});

Deno.test('service match: 1 of 7 is 15 (14.28… up), 6 of 7 is 86, no float drift at the ends', () => {
  const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  assert.equal(serviceMatchPercent(seven, ['a']), 15);
  assert.equal(serviceMatchPercent(seven, seven.slice(0, 6)), 86);
  assert.equal(serviceMatchPercent(seven, seven), 100);
  // 1 of 100 is exactly 1, not 2.
  const hundred = Array.from({ length: 100 }, (_, i) => `s${i}`);
  assert.equal(serviceMatchPercent(hundred, ['s0']), 1);
});

Deno.test('service match: repeats count once; a job without services matches 0', () => {
  assert.equal(serviceMatchPercent(['bathing', 'bathing', 'mealPrep'], ['bathing']), 50);
  assert.equal(serviceMatchPercent([], ['bathing']), 0);
});
