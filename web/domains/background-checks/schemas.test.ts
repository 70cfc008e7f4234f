// The background-check rules of spec 002 §5 and their messages, word for word (through the
// catalog), and the catalog itself: both languages carry every key.
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { englishMessageFor } from '../../../tests/schema-messages.ts';
import { todayIso, yearsBefore } from '../../shared/dates.ts';
import { bgCheckMessages } from './messages.ts';
import { BG_CHECK_MAX_BYTES } from './model.ts';
import {
  bgCheckIssues,
  BgCheckUploadSchema,
  ReimbursementAmountSchema,
  RejectSchema,
} from './schemas.ts';

const EN = bgCheckMessages.en;

const messageFor = (schema: v.GenericSchema, value: unknown, field?: string) =>
  englishMessageFor(bgCheckMessages, schema, value, field);

Deno.test('the catalog: English and French carry the same keys', () => {
  assert.deepEqual(Object.keys(bgCheckMessages.fr).sort(), Object.keys(EN).sort());
});

Deno.test('background check: issuedOn required, real, not future, not older than 5 years', () => {
  const today = todayIso();
  assert.ok(v.is(BgCheckUploadSchema, { issuedOn: today }));
  assert.ok(v.is(BgCheckUploadSchema, { issuedOn: yearsBefore(today, 5) }));
  assert.equal(messageFor(BgCheckUploadSchema, {}, 'issuedOn'), EN.issuedOnRequired);
  assert.equal(
    messageFor(BgCheckUploadSchema, { issuedOn: '2024-13-01' }, 'issuedOn'),
    EN.invalidDate,
  );
  assert.equal(
    messageFor(BgCheckUploadSchema, { issuedOn: '2999-01-01' }, 'issuedOn'),
    EN.issuedOnFuture,
  );
  const tooOld = new Date(Date.parse(yearsBefore(today, 5)) - 86_400_000).toISOString().slice(
    0,
    10,
  );
  assert.equal(messageFor(BgCheckUploadSchema, { issuedOn: tooOld }, 'issuedOn'), EN.bgCheckTooOld);
  assert.equal(messageFor(RejectSchema, { reason: ' ' }, 'reason'), EN.rejectReasonRequired);
});

Deno.test('the partner check costs 1 cent to $500, typed in dollars', () => {
  assert.equal(v.parse(ReimbursementAmountSchema, '45,50'), 4550);
  assert.equal(v.parse(ReimbursementAmountSchema, '$45'), 4500);
  assert.equal(messageFor(ReimbursementAmountSchema, '0'), EN.reimbursementAmount);
  assert.equal(messageFor(ReimbursementAmountSchema, '500.01'), EN.reimbursementAmount);
});

const pdf = { type: 'application/pdf', size: 1000 };
const recent = yearsBefore(todayIso(), 1);

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

Deno.test('catalog: the spec texts, character for character', () => {
  const values = new Set(Object.values(bgCheckMessages.en));
  for (const s of ['File successfully uploaded', 'Please enter a valid date']) {
    assert.ok(values.has(s), s);
  }
});
