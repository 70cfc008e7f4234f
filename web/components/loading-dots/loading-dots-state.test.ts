import assert from 'node:assert/strict';
import { DOT_INTERVAL_MS, dotsAfter, dotsAt, MAX_DOTS } from './loading-dots-state.ts';

Deno.test('loading dots: one more every 750 ms, up to three, then again from one', () => {
  assert.equal(DOT_INTERVAL_MS, 750);
  assert.equal(MAX_DOTS, 3);
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map(dotsAt), [1, 2, 3, 1, 2, 3, 1]);
  assert.equal(dotsAfter(0), 1);
  assert.equal(dotsAfter(749), 1);
  assert.equal(dotsAfter(750), 2);
  assert.equal(dotsAfter(1500), 3);
  assert.equal(dotsAfter(2250), 1);
  assert.equal(dotsAt(-1), 1);
});
