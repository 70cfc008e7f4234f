import assert from 'node:assert/strict';

const assertEquals = (a: unknown, b: unknown) => assert.deepEqual(a, b);
import {
  back,
  editFromReview,
  initialPosting,
  initialPostingValues,
  initialWizard,
  next,
  pageErrors,
  pageOfField,
  postingPayload,
  postingReducer,
  postingRefusal,
  type PostingState,
  REVIEW,
  toggleKeep,
} from './posting-state.ts';

Deno.test('the wizard goes p1 to p5, then to the review page', () => {
  let s = initialWizard();
  for (let i = 0; i < 5; i++) s = next(s);
  assertEquals(s.step, REVIEW);
  assertEquals(s.done, [true, true, true, true, true]);
  assertEquals(back(initialWizard()).step, 0);
});

Deno.test('editing a section from the review marks the pages before it done and returns', () => {
  const fresh = initialWizard();
  const editing = editFromReview({ ...fresh, step: REVIEW }, 2);
  assertEquals(editing.step, 2);
  assertEquals(editing.done.slice(0, 2), [true, true]);
  assertEquals(editing.editingFromReview, true);
  const returned = next(editing);
  assertEquals(returned.step, REVIEW);
  assertEquals(returned.editingFromReview, false);
  assertEquals(returned.done[2], true);
  // Back while editing also returns to the review, not to the page before.
  assertEquals(back(editFromReview({ ...fresh, step: REVIEW }, 3)).step, REVIEW);
});

Deno.test('the last selected option cannot be removed', () => {
  assertEquals(toggleKeep(['a'], 'a'), ['a']);
  assertEquals(toggleKeep(['a', 'b'], 'a'), ['b']);
  assertEquals(toggleKeep(['a'], 'b'), ['a', 'b']);
});

Deno.test('each page names its own errors with the spec messages', () => {
  const v = initialPostingValues();
  assertEquals(pageErrors(0, v, false), {
    serviceStart: 'selectOption',
    servicePerWeek: 'selectOption',
    serviceLength: 'selectOption',
  });
  assertEquals(pageErrors(1, v, false), { services: 'selectAtLeastOne' });
  assertEquals(pageErrors(2, v, false), {});
  assertEquals(pageErrors(3, v, false), {});
  assertEquals(pageErrors(4, { ...v, description: '  ' }, false), {
    address: 'addressRequired',
    description: 'descriptionEmpty',
  });
  assertEquals(pageOfField('service'), 1);
  assertEquals(pageOfField('general'), null);
});

Deno.test('the payload keys services and conditions true', () => {
  const v = { ...initialPostingValues(), services: ['bathing'], description: ' Hi ' };
  const p = postingPayload(v, { addressFull: 'x' });
  assertEquals(p.service, { bathing: true });
  assertEquals(p.conditions, { homeHealthCare: true });
  assertEquals(p.languagePref, ['english']);
  assertEquals(p.description, 'Hi');
});

const HALIFAX = {
  addressFull: 'Halifax, NS, Canada',
  addressParams: { locality: 'halifax', adminAreaLevel1: 'ns', country: 'canada' },
  coordinates: { lat: 44.65, lng: -63.58 },
  geohash: 'dxfy121fn',
};

Deno.test('the reducer refuses Next with the page errors, and a choice clears its own', () => {
  let s = postingReducer(initialPosting(), { type: 'next', description: '' });
  assertEquals(s.wizard.step, 0);
  assertEquals(Object.keys(s.errors).sort(), ['serviceLength', 'servicePerWeek', 'serviceStart']);
  s = postingReducer(s, { type: 'choose', key: 'serviceStart', value: 'immediately' });
  assertEquals(s.values.serviceStart, 'immediately');
  assertEquals(Object.keys(s.errors).sort(), ['serviceLength', 'servicePerWeek']);
  s = postingReducer(s, { type: 'choose', key: 'servicePerWeek', value: '10-20' });
  s = postingReducer(s, { type: 'choose', key: 'serviceLength', value: 'underThreeMonths' });
  s = postingReducer(s, { type: 'next', description: '' });
  assertEquals(s.wizard.step, 1);
  assertEquals(s.errors, {});
});

Deno.test('the reducer keeps the last chosen key, and p5 needs a place and a description', () => {
  let s: PostingState = { ...initialPosting(), wizard: { ...initialWizard(), step: 1 } };
  s = postingReducer(s, { type: 'toggle', key: 'services', value: 'bathing' });
  s = postingReducer(s, { type: 'toggle', key: 'services', value: 'bathing' });
  assertEquals(s.values.services, ['bathing']);
  s = { ...s, wizard: { ...s.wizard, step: 4 } };
  s = postingReducer(s, { type: 'next', description: ' ' });
  assertEquals(s.errors, { address: 'addressRequired', description: 'descriptionEmpty' });
  s = postingReducer(s, { type: 'place', address: HALIFAX });
  s = postingReducer(s, { type: 'describe', text: 'Help with bathing.' });
  assertEquals(s.errors, {});
  assertEquals(s.values.descriptionEdited, true);
  s = postingReducer(s, { type: 'next', description: s.values.description });
  assertEquals(s.wizard.step, REVIEW);
});

Deno.test('a refusal at posting goes back to the page of its field; the post itself', () => {
  const values = {
    ...initialPostingValues(),
    serviceStart: 'immediately',
    servicePerWeek: '10-20',
    serviceLength: 'underThreeMonths',
    services: ['bathing'],
  };
  assertEquals(postingRefusal(postingPayload({ ...values, description: 'Hi' }, HALIFAX)), null);
  const refusal = postingRefusal(postingPayload({ ...values, description: '' }, HALIFAX));
  assertEquals(refusal, { field: 'description', message: 'descriptionEmpty', page: 4 });
  const noService = postingRefusal(postingPayload({ ...values, services: [] }, HALIFAX));
  assertEquals(noService, { field: 'services', message: 'selectAtLeastOne', page: 1 });

  let s: PostingState = { ...initialPosting(), wizard: { ...initialWizard(), step: REVIEW } };
  s = postingReducer(s, { type: 'refused', ...refusal! });
  assertEquals(s.wizard.step, 4);
  assertEquals(s.wizard.editingFromReview, true);
  assertEquals(s.errors, { description: 'descriptionEmpty' });
  s = postingReducer(s, { type: 'posting' });
  assertEquals([s.busy, s.failed], [true, null]);
  s = postingReducer(s, { type: 'postFailed' });
  assertEquals([s.busy, s.failed], [false, 'postFailed']);
  s = postingReducer(s, { type: 'posted', jobId: 'job-1' });
  assertEquals(s.postedId, 'job-1');
});
