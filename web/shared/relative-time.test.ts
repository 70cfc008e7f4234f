import assert from 'node:assert/strict';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => now - ms;
const s = 1000, m = 60 * s, h = 60 * m, d = 24 * h;

Deno.test('relativeTime uses the short words of the spec', () => {
  const cases: Array<[number, string]> = [
    [0, 'a few seconds ago'],
    [44 * s, 'a few seconds ago'],
    [45 * s, 'a min ago'],
    [89 * s, 'a min ago'],
    [90 * s, '2 mins ago'],
    [44 * m, '44 mins ago'],
    [45 * m, 'an hr ago'],
    [89 * m, 'an hr ago'],
    [90 * m, '2 hrs ago'],
    [21 * h, '21 hrs ago'],
    [22 * h, 'a day ago'],
    [35 * h, 'a day ago'],
    [36 * h, '2 days ago'],
    [25 * d, '25 days ago'],
    [26 * d, 'a mo ago'],
    [45 * d, 'a mo ago'],
    [46 * d, '2 mos ago'],
    [300 * d, '10 mos ago'],
    [320 * d, 'a yr ago'],
    [547 * d, 'a yr ago'],
    [548 * d, '2 yrs ago'],
    [5 * 365 * d, '5 yrs ago'],
  ];
  for (const [ms, expected] of cases) {
    assert.equal(relativeTime(ago(ms), now), expected, `${ms} ms`);
  }
});

Deno.test('relativeTime accepts dates, strings and numbers', () => {
  assert.equal(relativeTime(new Date(ago(3 * h)), new Date(now)), '3 hrs ago');
  assert.equal(relativeTime(new Date(ago(3 * h)).toISOString(), now), '3 hrs ago');
  assert.equal(relativeTime('not a date', now), '');
});

Deno.test('relativeTime treats small clock skew as just now and larger gaps as future', () => {
  assert.equal(relativeTime(now + 10 * s, now), 'a few seconds ago');
  assert.equal(relativeTime(now + 3 * h, now), 'in 3 hrs');
  assert.equal(relativeTime(now + 3 * h, now, 'fr'), 'dans 3 h');
});

Deno.test('relativeTime speaks French and can drop the suffix', () => {
  assert.equal(relativeTime(ago(10 * s), now, 'fr'), 'il y a quelques secondes');
  assert.equal(relativeTime(ago(5 * m), now, 'fr'), 'il y a 5 min');
  assert.equal(relativeTime(ago(2 * d), now, 'fr'), 'il y a 2 jours');
  assert.equal(relativeTime(ago(60 * d), now, 'fr'), 'il y a 2 mois');
  assert.equal(relativeTime(ago(2 * h), now, 'en', { suffix: false }), '2 hrs');
  assert.equal(relativeTime(ago(400 * d), now, 'fr', { suffix: false }), 'un an');
});
