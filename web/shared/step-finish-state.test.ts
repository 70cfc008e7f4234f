import assert from 'node:assert/strict';
import {
  initialStepFinish,
  refusalText,
  stepBusy,
  type StepFinish,
  type StepFinishAction,
  stepFinishReducer,
} from './step-finish-state.ts';

const run = (...actions: StepFinishAction[]): StepFinish =>
  actions.reduce(stepFinishReducer, initialStepFinish());

Deno.test('asking first, Back closes the question and nothing is sent', () => {
  const asked = run({ type: 'ask' });
  assert.equal(asked.asking, true);
  const back = stepFinishReducer(asked, { type: 'back' });
  assert.deepEqual(back, initialStepFinish());
  assert.equal(stepBusy(back), false);
});

Deno.test('sending closes the question, clears the last refusal and holds the controls', () => {
  const sending = run({ type: 'refused', message: 'No' }, { type: 'ask' }, { type: 'send' });
  assert.deepEqual(sending, { asking: false, finishing: true, saved: false });
  assert.equal(stepBusy(sending), true);
});

Deno.test('a refusal frees the controls; success keeps them held while the next page loads', () => {
  const refused = run({ type: 'send' }, { type: 'refused', message: 'Try again' });
  assert.equal(refused.error, 'Try again');
  assert.equal(stepBusy(refused), false);
  const saved = run({ type: 'send' }, { type: 'saved' });
  assert.equal(saved.saved, true);
  assert.equal(stepBusy(saved), true);
});

Deno.test("a refusal says the server's first message, or the generic one", () => {
  assert.equal(refusalText({ general: 'Not yet' }, 'Oops'), 'Not yet');
  assert.equal(refusalText({}, 'Oops'), 'Oops');
});
