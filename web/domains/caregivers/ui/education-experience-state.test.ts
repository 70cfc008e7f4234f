import assert from 'node:assert/strict';
import type { EduAccred, WorkExperience } from '../model.ts';
import {
  addButtonId,
  type EduExpAction,
  eduExpReducer,
  type EduExpState,
  eduYears,
  initialEduExp,
  onNextPress,
  workDateRange,
} from './education-experience-state.ts';

const work = (workExpId: string, startDate: string, endDate: string): WorkExperience => ({
  workExpId,
  title: workExpId,
  company: '',
  employType: null,
  startDate,
  endDate,
  description: '',
});
const school: EduAccred = {
  eduAccredId: 'e1',
  type: 'education',
  school: 'Seneca',
  degree: 'Diploma',
  fieldOfStudy: 'PSW',
  startDate: '2015-09-01',
  endDate: '2017-06-01',
  description: '',
};

const empty = initialEduExp({ workExp: [], eduAccred: [] });
const run = (state: EduExpState, ...actions: EduExpAction[]) =>
  actions.reduce(eduExpReducer, state);

Deno.test('the lists start sorted, current positions first', () => {
  const state = initialEduExp({
    workExp: [work('old', '2001-01-01', '2005-01-01'), work('now', '2019-01-01', 'Present')],
    eduAccred: [],
  });
  assert.deepEqual(state.workExp.map((w) => w.workExpId), ['now', 'old']);
});

Deno.test('Next with both lists empty asks first; with an entry it sends', () => {
  assert.equal(onNextPress(empty), 'ask');
  assert.equal(onNextPress(initialEduExp({ workExp: [], eduAccred: [school] })), 'send');
  const asked = run(empty, { type: 'ask' });
  assert.equal(asked.finish.asking, true);
  assert.equal(run(asked, { type: 'back' }).finish.asking, false);
});

Deno.test("a saved entry takes the API's list, sorted, and is announced; a cancel changes nothing", () => {
  const editing = run(empty, { type: 'edit', editing: { kind: 'work', entry: null } });
  assert.deepEqual(editing.editing, { kind: 'work', entry: null });
  const cancelled = run(editing, { type: 'editDone', answer: null });
  assert.equal(cancelled.editing, null);
  assert.equal(cancelled.announced, false);
  const saved = run(editing, {
    type: 'editDone',
    answer: {
      workExp: [work('a', '2001-01-01', '2002-01-01'), work('b', '2010-01-01', 'Present')],
    },
  });
  assert.deepEqual(saved.workExp.map((w) => w.workExpId), ['b', 'a']);
  assert.equal(saved.editing, null);
  assert.equal(saved.announced, true);
  const edu = run(empty, { type: 'edit', editing: { kind: 'edu', entry: null } }, {
    type: 'editDone',
    answer: { eduAccred: [school] },
  });
  assert.deepEqual(edu.eduAccred, [school]);
  assert.deepEqual(edu.workExp, []);
});

Deno.test('a deletion is confirmed first; a refusal keeps the entry and says why', () => {
  const state = initialEduExp({ workExp: [], eduAccred: [school] });
  const asking = run(state, { type: 'askDelete', target: { kind: 'edu', entry: school } });
  assert.equal(asking.deleting?.entry, school);
  const refused = run(asking, { type: 'deleteSent' }, { type: 'deleteRefused', message: 'No' });
  assert.equal(refused.deleteBusy, false);
  assert.equal(refused.deleteError, 'No');
  assert.equal(refused.eduAccred.length, 1);
  assert.equal(
    run(refused, { type: 'askDelete', target: asking.deleting! }).deleteError,
    undefined,
  );
  assert.equal(run(asking, { type: 'cancelDelete' }).deleting, null);
  const deleted = run(asking, { type: 'deleteSent' }, { type: 'deleted' });
  assert.deepEqual(deleted.eduAccred, []);
  assert.equal(deleted.deleting, null);
  assert.equal(deleted.deleteBusy, false);
});

Deno.test('dates as the list shows them', () => {
  assert.equal(
    workDateRange(work('x', '2019-03-01', 'Present'), 'en', 'Present'),
    'Mar 2019 – Present',
  );
  assert.equal(eduYears(school), '2015 – 2017');
  assert.equal(eduYears({ ...school, startDate: null }), '2017');
  assert.equal(
    eduYears({
      eduAccredId: 'a',
      type: 'accreditation',
      accredName: 'CPR',
      accredDate: '2020-05-01',
      accredDescription: '',
    }),
    '2020',
  );
  assert.equal(addButtonId('work'), 'onb-add-work');
  assert.equal(addButtonId('edu'), 'onb-add-edu');
});
