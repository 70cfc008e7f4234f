import assert from 'node:assert/strict';
import type { EduAccred, WorkExperience } from '../model.ts';
import {
  eduAccredAfterSave,
  historyEntryPath,
  withoutEntry,
  workExpAfterSave,
} from './history-state.ts';

const work = (workExpId: string, title = 'PSW'): WorkExperience => ({
  workExpId,
  title,
  company: 'Helping Hands',
  employType: null,
  startDate: '2019-03-01',
  endDate: 'Present',
  description: '',
});
const accreditation = (eduAccredId: string): EduAccred => ({
  eduAccredId,
  type: 'accreditation',
  accredName: 'First Aid',
  accredDate: '2020-01-01',
  accredDescription: '',
});

Deno.test('an entry is deleted at its own address', () => {
  assert.equal(historyEntryPath({ kind: 'work', entry: work('w/1') }), '/api/user/work-exp/w%2F1');
  assert.equal(
    historyEntryPath({ kind: 'edu', entry: accreditation('e1') }),
    '/api/user/edu-accred/e1',
  );
});

Deno.test('a deleted entry leaves its own list and only it', () => {
  const lists = { workExp: [work('w1'), work('w2')], eduAccred: [accreditation('w1')] };
  const after = withoutEntry(lists, { kind: 'work', entry: work('w1') });
  assert.deepEqual(after.workExp.map((w) => w.workExpId), ['w2']);
  assert.equal(after.eduAccred.length, 1);
  const noEdu = withoutEntry(lists, { kind: 'edu', entry: accreditation('w1') });
  assert.equal(noEdu.eduAccred.length, 0);
  assert.equal(noEdu.workExp.length, 2);
});

Deno.test("a save's answer replaces the list, or merges the one entry it carries", () => {
  const list = [work('w1'), work('w2')];
  assert.deepEqual(workExpAfterSave(list, { workExp: [work('w9')] }), [work('w9')]);
  const edited = workExpAfterSave(list, work('w1', 'Nurse'));
  assert.deepEqual(edited.map((w) => [w.workExpId, w.title]), [['w2', 'PSW'], ['w1', 'Nurse']]);
  assert.equal(workExpAfterSave(list, null), list);
  assert.equal(workExpAfterSave(list, { message: 'ok' }), list);

  const edu = [accreditation('e1')];
  assert.deepEqual(eduAccredAfterSave(edu, { eduAccred: [] }), []);
  assert.deepEqual(
    eduAccredAfterSave(edu, accreditation('e2')).map((e) => e.eduAccredId),
    ['e1', 'e2'],
  );
});
