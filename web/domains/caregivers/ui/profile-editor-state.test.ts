import assert from 'node:assert/strict';
import type {
  EduAccred,
  OwnCaregiverCredentials,
  PrivateRecord,
  WorkExperience,
} from '../model.ts';
import {
  initialProfileEditor,
  type ProfileEditorAction,
  profileEditorReducer,
  type ProfileEditorState,
  profileEntryName,
  reviewsFrom,
  wageAmount,
} from './profile-editor-state.ts';

const credentials = {
  userIdNumber: '1001',
  firstName: 'Noémie',
  lastName: 'Tremblay',
  reviews: 0,
  wageExp: 22,
  bio: 'Kind.',
  myAvail: [],
} as unknown as OwnCaregiverCredentials;

const work: WorkExperience = {
  workExpId: 'w1',
  title: 'PSW',
  company: 'Bayshore',
  employType: null,
  startDate: '2019-03-01',
  endDate: 'Present',
  description: '',
};
const course: EduAccred = {
  eduAccredId: 'e1',
  type: 'accreditation',
  accredName: 'First Aid',
  accredDate: '2020-01-01',
  accredDescription: '',
};

const fresh = initialProfileEditor({
  credentials,
  workExp: [work],
  eduAccred: [course],
  bgCheckState: 'none',
  isBanking: false,
  vocabulary: null,
});
const run = (state: ProfileEditorState, ...actions: ProfileEditorAction[]) =>
  actions.reduce(profileEditorReducer, state);

Deno.test('reviews load only when there are some; a failure ends the wait with none', () => {
  assert.equal(fresh.reviewsLoading, false);
  const some = initialProfileEditor({
    credentials: { ...credentials, reviews: 2 },
    workExp: [],
    eduAccred: [],
    bgCheckState: 'none',
    isBanking: false,
    vocabulary: null,
  });
  assert.equal(some.reviewsLoading, true);
  const failed = run(some, { type: 'reviews', reviews: null });
  assert.deepEqual([failed.reviews, failed.reviewsLoading], [[], false]);
  const review = { id: 'r1' } as never;
  assert.deepEqual(reviewsFrom([review]), [review]);
  assert.deepEqual(reviewsFrom({ reviews: [review] }), [review]);
  assert.deepEqual(reviewsFrom({}), []);
});

Deno.test('a dialog save merges the changes and closes it; an in-place change leaves dialogs be', () => {
  const open = run(fresh, { type: 'openDialog', dialog: 'about' });
  assert.equal(open.dialog, 'about');
  const saved = run(open, { type: 'saved', changes: { bio: 'Gentle.' } });
  assert.deepEqual([saved.cred.bio, saved.cred.firstName, saved.dialog], [
    'Gentle.',
    'Noémie',
    null,
  ]);
  const picture = run(open, { type: 'changed', changes: { imgUrl: '/me.png' } });
  assert.deepEqual([picture.cred.imgUrl, picture.dialog], ['/me.png', 'about']);
  assert.equal(run(open, { type: 'closeDialog' }).dialog, null);
});

Deno.test("an entry saved takes the API's list or merges the one it answers", () => {
  const editing = run(fresh, { type: 'edit', editing: { kind: 'work', entry: work } });
  const edited = run(editing, { type: 'editDone', answer: { ...work, title: 'Senior PSW' } });
  assert.deepEqual(edited.workExp.map((w) => w.title), ['Senior PSW']);
  assert.equal(edited.editing, null);
  const edu = run(fresh, { type: 'edit', editing: { kind: 'edu', entry: null } }, {
    type: 'editDone',
    answer: { eduAccred: [] },
  });
  assert.deepEqual(edu.eduAccred, []);
  assert.deepEqual(edu.workExp, [work]);
  const cancelled = run(editing, { type: 'editDone', answer: null });
  assert.deepEqual([cancelled.editing, cancelled.workExp], [null, [work]]);
});

Deno.test('a deletion asks first; refused, the entry stays; done, it leaves its list', () => {
  const target = { kind: 'edu', entry: course } as const;
  const asking = run(fresh, { type: 'askDelete', target });
  assert.equal(asking.deleting, target);
  const refused = run(asking, { type: 'deleteSent' }, { type: 'deleteRefused' });
  assert.deepEqual([refused.deleteBusy, refused.eduAccred.length], [false, 1]);
  const deleted = run(asking, { type: 'deleteSent' }, { type: 'deleted' });
  assert.deepEqual([deleted.eduAccred, deleted.deleting, deleted.deleteBusy], [[], null, false]);
  assert.deepEqual(deleted.workExp, [work]);
  assert.equal(run(asking, { type: 'cancelDelete' }).deleting, null);
});

Deno.test('Account Status follows the live flags and the record read again', () => {
  const approved = run(fresh, { type: 'flags', flags: { isBgCheck: true } });
  assert.equal(approved.status.bgCheckState, 'approved');
  const record = {
    bgCheck: { state: 'submitted' },
    bankingDetails: null,
    reimbursement: null,
  } as unknown as PrivateRecord;
  const banked = run(fresh, { type: 'flags', flags: { isBanking: true } }, {
    type: 'record',
    record,
  });
  // Banking saved stays saved, whatever the record says.
  assert.deepEqual(banked.status, { bgCheckState: 'submitted', isBanking: true });
});

Deno.test('entries are named by title, school or accreditation; the wage in each language', () => {
  assert.equal(profileEntryName({ kind: 'work', entry: work }), 'PSW');
  assert.equal(profileEntryName({ kind: 'edu', entry: course }), 'First Aid');
  assert.equal(
    profileEntryName({
      kind: 'edu',
      entry: {
        eduAccredId: 'e2',
        type: 'education',
        school: 'Seneca',
        degree: '',
        fieldOfStudy: '',
        startDate: null,
        endDate: '2017-06-01',
        description: '',
      },
    }),
    'Seneca',
  );
  assert.equal(wageAmount(24.5, 'en'), '24.50');
  assert.equal(wageAmount(24.5, 'fr'), '24,50');
});
