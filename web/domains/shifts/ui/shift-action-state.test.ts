import assert from 'node:assert/strict';
const assertEquals = (a: unknown, b: unknown) => assert.deepEqual(a, b);

import {
  checkInBlocked,
  checkInFailure,
  completionFailure,
  locationRefused,
} from './shift-action-state.ts';

const zone = 'America/Toronto';

Deno.test('check-in: a shift of an earlier day (in its zone) is a date warning', () => {
  const now = new Date('2026-11-27T04:30:00Z'); // Nov 26, 23:30 in Toronto
  assertEquals(checkInBlocked({ startTime: '2026-11-26T14:00:00Z', timeZone: zone }, now), null);
  assertEquals(
    checkInBlocked({ startTime: '2026-11-25T14:00:00Z', timeZone: zone }, now),
    { type: 'warning', key: 'checkInDate' },
  );
});

Deno.test('check-in: the server date refusal is a warning, a location refusal ours, a conflict an error', () => {
  const date = 'You may only check in on the scheduled date.';
  assertEquals(checkInFailure({ status: 400, errors: { shift: date } }), {
    type: 'warning',
    text: date,
  });
  assertEquals(
    checkInFailure({ status: 400, errors: { coordinates: 'x' } }),
    locationRefused,
  );
  assertEquals(
    checkInFailure({ status: 409, errors: { shift: 'Already checked in.' } }),
    { type: 'error', text: 'Already checked in.' },
  );
});

Deno.test('completion: a location failure reads our "Please enable your location", never the server text', () => {
  assertEquals(
    completionFailure({ status: 400, errors: { 'coordinates.lat': 'Invalid type' } }),
    locationRefused,
  );
  assertEquals(completionFailure({ status: 0, errors: { general: 'Network' } }), locationRefused);
  assertEquals(
    completionFailure({ status: 400, errors: { shift: 'There is/are still 2 task(s)' } }),
    { type: 'warning', text: 'There is/are still 2 task(s)' },
  );
  assertEquals(
    completionFailure({ status: 409, errors: { shift: 'Completed.' } }),
    { type: 'error', text: 'Completed.' },
  );
});
