import assert from 'node:assert/strict';
import { instantText } from './bg-format.ts';

Deno.test('an instant is written as a date and time in Toronto', () => {
  assert.match(instantText('2026-11-22T20:05:00Z', 'en'), /^Nov 22, 2026, 3:05/);
  assert.equal(instantText(null, 'en'), '');
  assert.equal(instantText('not a date', 'en'), '');
});
