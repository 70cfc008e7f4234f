import assert from 'node:assert/strict';
import { missingAfterFlags } from './missing-live.ts';

Deno.test('highlights live: the flags settle their items; education and experience stay as known', () => {
  assert.deepEqual(
    missingAfterFlags(['backgroundCheck', 'banking', 'education'], {
      isBgCheck: true,
      isBanking: false,
      isAvailComplete: true,
    }),
    ['banking', 'education'],
  );
  assert.deepEqual(missingAfterFlags([], { isBgCheck: false }), ['backgroundCheck']);
  assert.deepEqual(missingAfterFlags(['workExperience'], {}), ['workExperience']);
});
