import assert from 'node:assert/strict';
import {
  dragEnd,
  dragMove,
  dragOffset,
  dragStart,
  IDLE,
  paneForKey,
  SWIPE_THRESHOLD_PX,
} from './swipe-state.ts';

Deno.test('swipe: a sideways drag past the threshold changes pane, within the three', () => {
  const left = dragMove(dragStart(200, 100), 200 - SWIPE_THRESHOLD_PX - 4, 104);
  assert.equal(left.phase, 'dragging');
  assert.equal(dragEnd(left, 0), 1);
  assert.equal(dragEnd(left, 1), 2);
  assert.equal(dragEnd(left, 2), 2);
  const right = dragMove(dragStart(100, 100), 100 + SWIPE_THRESHOLD_PX + 1, 98);
  assert.equal(dragEnd(right, 2), 1);
  assert.equal(dragEnd(right, 0), 0);
});

Deno.test('swipe: a short drag springs back; the pane follows the finger, resisting at the ends', () => {
  const short = dragMove(dragStart(100, 100), 70, 100);
  assert.equal(dragEnd(short, 1), 1);
  assert.equal(dragOffset(short, 1), -30);
  assert.equal(dragOffset(short, 2), -10);
  assert.equal(dragOffset(IDLE, 1), 0);
});

Deno.test('swipe: a vertical movement is the page scrolling, never a pane change', () => {
  let d = dragStart(100, 100);
  d = dragMove(d, 104, 103);
  assert.equal(d.phase, 'pending');
  d = dragMove(d, 106, 140);
  assert.equal(d.phase, 'scrolling');
  d = dragMove(d, 10, 140);
  assert.equal(d.phase, 'scrolling');
  assert.equal(dragEnd(d, 0), 0);
});

Deno.test('swipe: arrow keys, Home and End move between the tabs', () => {
  assert.equal(paneForKey('ArrowRight', 2), 0);
  assert.equal(paneForKey('ArrowLeft', 0), 2);
  assert.equal(paneForKey('Home', 1), 0);
  assert.equal(paneForKey('End', 0), 2);
  assert.equal(paneForKey('a', 0), null);
});
