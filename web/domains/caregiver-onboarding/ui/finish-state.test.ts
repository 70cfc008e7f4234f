import assert from 'node:assert/strict';
import {
  type FinishStepsAction,
  finishStepsReducer,
  type FinishStepsState,
  initialFinishSteps,
  onFinishPress,
  showsSubmittedNote,
} from './finish-state.ts';

const fresh = initialFinishSteps({ isUserImgCompleted: false, imgUrlThumb: null });
const run = (state: FinishStepsState, ...actions: FinishStepsAction[]) =>
  actions.reduce(finishStepsReducer, state);

Deno.test('the image step comes first until an image is done, then the check', () => {
  assert.equal(fresh.step, 4);
  const done = initialFinishSteps({ isUserImgCompleted: true, imgUrlThumb: '/t.png' });
  assert.equal(done.step, 5);
  assert.equal(done.thumb, '/t.png');
  assert.equal(run(fresh, { type: 'goTo', step: 5 }, { type: 'goTo', step: 4 }).step, 4);
});

Deno.test('an uploaded image shows its thumbnail', () => {
  assert.equal(run(fresh, { type: 'imageUploaded', thumb: '/me.png' }).thumb, '/me.png');
});

Deno.test('Finish asks first unless a check was submitted, before or on this visit', () => {
  assert.equal(onFinishPress(fresh, false), 'ask');
  assert.equal(onFinishPress(fresh, true), 'send');
  assert.equal(onFinishPress(run(fresh, { type: 'bgUploaded' }), false), 'send');
});

Deno.test('an earlier check is only mentioned; one uploaded now keeps its confirmation', () => {
  assert.equal(showsSubmittedNote(fresh, true), true);
  assert.equal(showsSubmittedNote(fresh, false), false);
  assert.equal(showsSubmittedNote(run(fresh, { type: 'bgUploaded' }), true), false);
});

Deno.test('the question, the request and its refusal go through the shared step finish', () => {
  const asked = run(fresh, { type: 'ask' });
  assert.equal(asked.finish.asking, true);
  const refused = run(asked, { type: 'send' }, { type: 'refused', message: 'Try again' });
  assert.deepEqual(refused.finish, {
    asking: false,
    finishing: false,
    saved: false,
    error: 'Try again',
  });
  assert.equal(refused.step, 4);
});
