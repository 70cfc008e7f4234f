import assert from 'node:assert/strict';
import * as v from 'valibot';
import { fieldIssues, fields, fieldsOr, firstIssueByField } from './valibot-fields.ts';

const Schema = fields({
  name: v.pipe(v.string('nameEmpty'), v.minLength(1, 'nameEmpty')),
  note: v.optional(v.string('noteNotText')),
}, 'notAnObject');

const first = (input: unknown) => {
  const result = v.safeParse(Schema, input);
  return result.success ? null : result.issues[0].message;
};

Deno.test("a missing key answers with that field's own message", () => {
  assert.equal(first({}), 'nameEmpty');
  assert.equal(first({ name: '' }), 'nameEmpty');
  assert.equal(first({ name: 'Ana', note: 3 }), 'noteNotText');
  assert.equal(first({ name: 'Ana' }), null);
});

Deno.test('a payload that is not an object answers the fallback', () => {
  assert.equal(first(null), 'notAnObject');
  assert.equal(first('text'), 'notAnObject');
  const Other = fieldsOr('empty')({ a: v.string('aMissing') });
  assert.equal(v.safeParse(Other, 7).issues?.[0].message, 'empty');
  assert.equal(v.safeParse(Other, {}).issues?.[0].message, 'aMissing');
});

Deno.test('each field keeps its first message; what names no field goes under general', () => {
  assert.deepEqual(
    firstIssueByField([
      { message: 'a', path: [{ key: 'x' }] },
      { message: 'b', path: [{ key: 'x' }] },
      { message: 'c' },
      { message: 'd', path: [{ key: 0 }] },
      { message: 'e', path: [{ key: 'y' }, { key: 'z' }] },
    ]),
    { x: 'a', general: 'c', y: 'e' },
  );
  assert.deepEqual(firstIssueByField([{ message: 'c' }], 'form'), { form: 'c' });
  assert.deepEqual(
    firstIssueByField([{ message: 'c' }, { message: 'a', path: [{ key: 'x' }] }], null),
    {
      x: 'a',
    },
  );
});

Deno.test('fieldIssues checks a value against a schema', () => {
  assert.deepEqual(fieldIssues(Schema, { name: 'Ana' }), {});
  assert.deepEqual(fieldIssues(Schema, { note: 3 }), { name: 'nameEmpty', note: 'noteNotText' });
  assert.deepEqual(fieldIssues(Schema, null), { general: 'notAnObject' });
  assert.deepEqual(fieldIssues(Schema, null, null), {});
});
