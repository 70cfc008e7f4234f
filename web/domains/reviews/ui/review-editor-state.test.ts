import assert from 'node:assert/strict';
import type { Review } from '../model.ts';
import {
  blankReview,
  checkReview,
  type EditorAction,
  editorReducer,
  type EditorState,
  initialEditor,
  splitServerErrors,
  valuesOf,
} from './review-editor-state.ts';

const saved: Review = {
  id: 'review-1',
  teamMemberId: 'member-1',
  title: 'Kind and on time',
  message: 'Carla was wonderful with Mum.',
  breakdown: { empathy: 5, punctuality: 4, knowledge: 4, helpfulness: 5 },
  score: 4.5,
  createdAt: '2026-11-20T15:00:00.000Z',
  editedAt: null,
  familyInfo: { firstName: 'Erin', lastName: 'Tester', imgUrlThumb: null },
  caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen' },
};

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);

Deno.test('a new review starts blank; a saved one shows its values, not yet edited', () => {
  assert.deepEqual(initialEditor(null).values, blankReview);
  const s = initialEditor(saved);
  assert.equal(s.editing, false);
  assert.deepEqual(s.values, {
    empathy: 5,
    punctuality: 4,
    knowledge: 4,
    helpfulness: 5,
    title: 'Kind and on time',
    message: 'Carla was wonderful with Mum.',
  });
});

Deno.test('changing a field clears its error only', () => {
  const s = run(
    initialEditor(null),
    { type: 'invalid', errors: { title: 'titleRequired', empathy: 'missingEmpathy' } },
    { type: 'set', field: 'title', value: 'Hi' },
  );
  assert.equal(s.values.title, 'Hi');
  assert.equal(s.errors.title, undefined);
  assert.equal(s.errors.empathy, 'missingEmpathy');
});

Deno.test('Cancel restores the saved values and clears the errors (spec 001 §4)', () => {
  const s = run(
    initialEditor(saved),
    { type: 'edit' },
    { type: 'set', field: 'title', value: 'Changed my mind' },
    { type: 'set', field: 'empathy', value: 1 },
    { type: 'invalid', errors: { message: 'messageRequired' } },
    { type: 'cancel' },
  );
  assert.deepEqual(s.values, valuesOf(saved));
  assert.deepEqual(s.errors, {});
  assert.equal(s.editing, false);
  // Nothing saved: nothing to go back to.
  const fresh = initialEditor(null);
  assert.equal(editorReducer(fresh, { type: 'cancel' }), fresh);
});

Deno.test('saving shows the saved review; deleting starts over; a failure keeps the form', () => {
  const editing = run(initialEditor(null), { type: 'set', field: 'title', value: 'T' }, {
    type: 'busy',
  });
  assert.equal(editing.busy, true);
  const refused = run(editing, { type: 'failed', errors: { title: 'Too long.' } });
  assert.deepEqual([refused.busy, refused.errors, refused.values.title], [false, {
    title: 'Too long.',
  }, 'T']);
  const done = run(editing, { type: 'saved', review: saved });
  assert.deepEqual([done.busy, done.editing, done.saved?.id], [false, false, 'review-1']);
  assert.deepEqual(done.values, valuesOf(saved));
  const deleted = run(done, { type: 'busy' }, { type: 'deleted' });
  assert.deepEqual(deleted, initialEditor(null));
  const kept = run(done, { type: 'busy' }, { type: 'idle' });
  assert.deepEqual([kept.busy, kept.saved?.id], [false, 'review-1']);
});

Deno.test('the schema names each missing rating and field, and trims what it sends', () => {
  const refused = checkReview(blankReview);
  assert.equal(refused.ok, false);
  if (!refused.ok) {
    assert.deepEqual(refused.errors, {
      empathy: 'missingEmpathy',
      punctuality: 'missingPunctuality',
      knowledge: 'missingKnowledge',
      helpfulness: 'missingHelpfulness',
      title: 'titleRequired',
      message: 'messageRequired',
    });
  }
  const ok = checkReview({ ...valuesOf(saved), title: '  Kind  ' });
  assert.equal(ok.ok, true);
  if (ok.ok) assert.equal(ok.input.title, 'Kind');
});

Deno.test('the server’s errors: a form field’s beside it, the first other one general', () => {
  assert.deepEqual(splitServerErrors({ title: 'Too long.', general: 'Nope', error: 'Other' }), {
    fields: { title: 'Too long.' },
    general: 'Nope',
  });
  assert.deepEqual(splitServerErrors({ empathy: 'Rate it.' }), {
    fields: { empathy: 'Rate it.' },
    general: undefined,
  });
});
