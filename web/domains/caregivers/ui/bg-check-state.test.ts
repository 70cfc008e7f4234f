import assert from 'node:assert/strict';
import { BG_CHECK_MAX_BYTES, type BgCheck, IMAGE_MAX_BYTES } from '../model.ts';
import { todayIso, yearsBefore } from '../schemas.ts';
import {
  BG_CHECK_ACCEPT,
  bgCheckFrom,
  bgCheckIssues,
  fileIssue,
  imageFileError,
  serverUploadErrors,
  uploadHeadingKey,
} from './bg-check-state.ts';

const pdf = { type: 'application/pdf', size: 1000 };
const recent = yearsBefore(todayIso(), 1);

Deno.test('a file is refused for being missing, of another type, or too large; no type passes', () => {
  assert.equal(fileIssue(null, BG_CHECK_ACCEPT, BG_CHECK_MAX_BYTES), 'missing');
  assert.equal(fileIssue(pdf, BG_CHECK_ACCEPT, BG_CHECK_MAX_BYTES), null);
  assert.equal(fileIssue({ type: 'text/plain', size: 1 }, BG_CHECK_ACCEPT, 10), 'type');
  assert.equal(fileIssue({ ...pdf, size: BG_CHECK_MAX_BYTES + 1 }, BG_CHECK_ACCEPT, 10), 'size');
  assert.equal(fileIssue({ type: '', size: 1 }, BG_CHECK_ACCEPT, 10), null);
});

Deno.test('the profile image takes JPEG and PNG up to 5 MB', () => {
  assert.equal(imageFileError({ type: 'image/png', size: 10 }), null);
  assert.equal(imageFileError({ type: 'application/pdf', size: 10 }), 'invalidImage');
  assert.equal(imageFileError({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }), 'imageTooLarge');
});

Deno.test('a check needs a file and a date issued within five years, never in the future', () => {
  assert.deepEqual(bgCheckIssues(pdf, recent, { checkFile: true }), {});
  assert.deepEqual(bgCheckIssues(null, '', { checkFile: false }), {
    file: 'bgCheckMissing',
    issuedOn: 'issuedOnRequired',
  });
  assert.equal(
    bgCheckIssues(pdf, yearsBefore(todayIso(), 6), { checkFile: true }).issuedOn,
    'bgCheckTooOld',
  );
  assert.equal(bgCheckIssues(pdf, '2999-01-01', { checkFile: true }).issuedOn, 'issuedOnFuture');
});

Deno.test('the sign-up step refuses a wrong file at once; the standalone page leaves it to the server', () => {
  const text = { type: 'text/plain', size: 10 };
  const big = { ...pdf, size: BG_CHECK_MAX_BYTES + 1 };
  assert.equal(bgCheckIssues(text, recent, { checkFile: true }).file, 'invalidBgCheckFile');
  assert.equal(bgCheckIssues(big, recent, { checkFile: true }).file, 'bgCheckTooLarge');
  assert.deepEqual(bgCheckIssues(text, recent, { checkFile: false }), {});
});

Deno.test("the server's refusal lands on its fields; the rest is one general message", () => {
  const errors = { file: 'Bad file', other: 'Something else', more: 'And more' };
  assert.deepEqual(serverUploadErrors(errors, ['file', 'issuedOn'], { general: 'always' }), {
    file: 'Bad file',
    general: 'Something else',
  });
  assert.deepEqual(serverUploadErrors(errors, ['file', 'issuedOn'], { general: 'alone' }), {
    file: 'Bad file',
  });
  assert.deepEqual(serverUploadErrors({ general: 'Try again' }, ['file'], { general: 'alone' }), {
    general: 'Try again',
  });
});

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
