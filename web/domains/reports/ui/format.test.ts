import assert from 'node:assert/strict';
import { formatDay, formatStamp, formatTime } from './format.ts';

Deno.test('reports format: times are the care zone’s, whatever zone the server runs in', () => {
  // 14:00 UTC in November: 10:00 in Halifax (AST), 10:30 in St. John's (NST), 8:00 in Regina.
  assert.equal(
    formatStamp('2026-11-22T14:00:00Z', 'America/Halifax', 'en'),
    'Sun, Nov 22, 2026, 10:00 AM',
  );
  assert.equal(formatTime('2026-11-22T14:00:00Z', 'America/St_Johns', 'fr'), '10 h 30');
  assert.equal(formatTime('2026-11-22T14:00:00Z', 'America/Regina', 'en'), '8:00 AM');
  // 03:00 UTC is still the previous evening in Vancouver.
  assert.equal(formatDay('2026-11-23T03:00:00Z', 'America/Vancouver', 'en'), 'Sun, Nov 22, 2026');
  assert.equal(formatDay('not a date', 'America/Toronto', 'en'), '');
});
