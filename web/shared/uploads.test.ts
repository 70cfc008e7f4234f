import assert from 'node:assert/strict';
import { fileIssue, serverUploadErrors } from './uploads.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png';
const MAX = 10 * 1024 * 1024;
const pdf = { type: 'application/pdf', size: 1000 };

Deno.test('a file is refused for being missing, of another type, or too large; no type passes', () => {
  assert.equal(fileIssue(null, ACCEPT, MAX), 'missing');
  assert.equal(fileIssue(pdf, ACCEPT, MAX), null);
  assert.equal(fileIssue({ type: 'text/plain', size: 1 }, ACCEPT, 10), 'type');
  assert.equal(fileIssue({ ...pdf, size: MAX + 1 }, ACCEPT, 10), 'size');
  assert.equal(fileIssue({ type: '', size: 1 }, ACCEPT, 10), null);
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
