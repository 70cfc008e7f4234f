import assert from 'node:assert/strict';
import { statusAfterFlags } from './status-live.ts';

Deno.test('profile status live: approval, submission, banking; a rejection keeps what is shown', () => {
  const submitted = { bgCheckState: 'submitted' as const, isBanking: false };
  assert.deepEqual(statusAfterFlags(submitted, { isBgCheck: true, isBanking: true }), {
    bgCheckState: 'approved',
    isBanking: true,
  });
  assert.deepEqual(
    statusAfterFlags({ bgCheckState: 'none', isBanking: true }, { isBgCheckSubmitted: true }),
    { bgCheckState: 'submitted', isBanking: true },
  );
  assert.deepEqual(
    statusAfterFlags({ bgCheckState: 'approved', isBanking: true }, {
      isBgCheck: false,
      isBgCheckSubmitted: true,
    }),
    { bgCheckState: 'submitted', isBanking: true },
  );
  assert.deepEqual(
    statusAfterFlags({ bgCheckState: 'rejected', isBanking: false }, {
      isBgCheck: false,
      isBgCheckSubmitted: true,
    }),
    { bgCheckState: 'rejected', isBanking: false },
  );
});
