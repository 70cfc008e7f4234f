import assert from 'node:assert/strict';
import * as v from 'valibot';
import { fields, fieldsOr } from './valibot-fields.ts';

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
