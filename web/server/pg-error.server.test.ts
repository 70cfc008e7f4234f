import assert from 'node:assert/strict';
import { pgCode, pgConstraint } from './pg-error.server.ts';

Deno.test('pgCode reads the SQLSTATE of an error, and nothing from anything else', () => {
  // postgres.js's PostgresError carries the SQLSTATE on `code`, as this one does.
  assert.equal(pgCode(Object.assign(new Error('duplicate key'), { code: '23505' })), '23505');
  assert.equal(pgCode(new Error('plain')), undefined);
  assert.equal(pgCode({ code: 42 }), undefined);
  assert.equal(pgCode(null), undefined);
  assert.equal(pgCode(undefined), undefined);
  assert.equal(pgCode('23505'), undefined);
});

Deno.test('pgConstraint reads the constraint or condition a refusal names, and nothing else', () => {
  const refusal = Object.assign(new Error('shift_tasks_pending'), {
    code: '55000',
    constraint_name: 'shift_tasks_pending',
  });
  assert.equal(pgConstraint(refusal), 'shift_tasks_pending');
  assert.equal(pgConstraint(new Error('shift_tasks_pending')), undefined);
  assert.equal(pgConstraint({ constraint_name: 7 }), undefined);
  assert.equal(pgConstraint(null), undefined);
});
