import assert from 'node:assert/strict';
import type { BgCheck } from '../model.ts';
import { bgCheckFrom, uploadHeadingKey } from './bg-check-state.ts';

Deno.test('the upload heading follows the state of the check', () => {
  assert.equal(uploadHeadingKey('none'), 'upload');
  assert.equal(uploadHeadingKey('submitted'), 'bgReplace');
  assert.equal(uploadHeadingKey('rejected'), 'bgUploadAgain');
});

Deno.test("an upload's answer may carry the check, bare or wrapped", () => {
  const check = { state: 'submitted' } as BgCheck;
  assert.equal(bgCheckFrom({ bgCheck: check }), check);
  assert.equal(bgCheckFrom(check), check);
  assert.equal(bgCheckFrom({ message: 'ok' }), null);
  assert.equal(bgCheckFrom(null), null);
});
