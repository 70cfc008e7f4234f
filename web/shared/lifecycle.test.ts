import assert from 'node:assert/strict';
import { defineLifecycle } from './lifecycle.ts';

const door = defineLifecycle<'open' | 'closed' | 'locked', 'close' | 'open' | 'lock'>({
  open: { close: 'closed' },
  closed: { open: 'open', lock: 'locked' },
  locked: {},
});

Deno.test('lifecycle: next follows the table and refuses what it does not list', () => {
  assert.equal(door.next('open', 'close'), 'closed');
  assert.equal(door.next('closed', 'lock'), 'locked');
  assert.equal(door.next('open', 'lock'), null);
  assert.equal(door.next('locked', 'open'), null);
});

Deno.test('lifecycle: allows reads moves between states, isFinal the dead ends', () => {
  assert.deepEqual(door.states, ['open', 'closed', 'locked']);
  assert.equal(door.allows('closed', 'locked'), true);
  assert.equal(door.allows('open', 'locked'), false);
  assert.equal(door.allows('locked', 'open'), false);
  assert.deepEqual(door.states.filter(door.isFinal), ['locked']);
});
