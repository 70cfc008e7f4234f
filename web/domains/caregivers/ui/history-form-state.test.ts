import assert from 'node:assert/strict';
import * as v from 'valibot';
import { translator } from '../../../shared/i18n.tsx';
import { caregiverMessages } from '../messages.ts';
import { EduAccredSchema, WorkExpSchema } from '../schemas.ts';
import {
  eduAccredPayload,
  eduValues,
  entryName,
  needsSkipConfirmation,
  sortWorkExp,
  workExpPayload,
  workValues,
} from './history-form-state.ts';

const en = translator(caregiverMessages, 'en');

Deno.test('next with both lists empty asks to skip; with either list filled it does not', () => {
  assert.equal(needsSkipConfirmation([], []), true);
  assert.equal(needsSkipConfirmation([{}], []), false);
  assert.equal(needsSkipConfirmation([], [{}]), false);
});

Deno.test('work experience lists current positions first, then by end date', () => {
  const w = (id: string, startDate: string, endDate: string) => ({
    workExpId: id,
    title: id,
    company: '',
    employType: null,
    startDate,
    endDate,
    description: '',
  });
  const sorted = sortWorkExp([
    w('old', '2001-01-01', '2003-01-01'),
    w('now', '2019-01-01', 'Present'),
    w('mid', '2010-01-01', '2015-06-01'),
  ]);
  assert.deepEqual(sorted.map((x) => x.workExpId), ['now', 'mid', 'old']);
  assert.equal(entryName(w('Nurse', '2001-01-01', 'Present')), 'Nurse');
  assert.equal(entryName({ ...w('PSW', '2001-01-01', 'Present'), company: 'Acme' }), 'PSW, Acme');
});

Deno.test('a current position is sent with the end date Present, and the shared schema accepts it', () => {
  const values = {
    ...workValues(null),
    title: 'PSW',
    company: 'Helping Hands',
    startDate: '2019-03',
    endDate: '2020-01',
    current: true,
  };
  const body = workExpPayload(values);
  assert.equal(body.endDate, 'Present');
  assert.equal(body.employType, null);
  assert.ok(v.safeParse(WorkExpSchema, body).success);
  const ended = workExpPayload({ ...values, current: false, endDate: '2018-01' });
  const issues = v.safeParse(WorkExpSchema, ended).issues ?? [];
  assert.deepEqual(
    issues.map((i) => [v.getDotPath(i), en(i.message as keyof typeof caregiverMessages.en)]),
    [['startDate', 'Must be less than end date'], ['endDate', 'Must be greater than start date']],
  );
  // Editing a current position opens with the box ticked.
  const editing = workValues({
    workExpId: 'w1',
    title: 'PSW',
    company: 'HH',
    employType: 'Part-time',
    startDate: '2019-03-01',
    endDate: 'Present',
    description: '',
  });
  assert.equal(editing.current, true);
  assert.equal(editing.startDate, '2019-03');
});

Deno.test('education and accreditation send only their own fields, years as YYYY', () => {
  const education = eduAccredPayload({
    ...eduValues(null),
    type: 'education',
    school: 'George Brown',
    startDate: '',
    endDate: '2012',
    accredName: 'ignored',
  });
  assert.deepEqual(Object.keys(education).sort(), [
    'degree',
    'description',
    'endDate',
    'fieldOfStudy',
    'school',
    'startDate',
    'type',
  ]);
  assert.equal(education.startDate, null);
  assert.ok(v.safeParse(EduAccredSchema, education).success);
  const accreditation = eduAccredPayload({
    ...eduValues(null),
    type: 'accreditation',
    accredName: 'First Aid',
    accredDate: '2021',
    school: 'ignored',
  });
  assert.deepEqual(Object.keys(accreditation).sort(), [
    'accredDate',
    'accredDescription',
    'accredName',
    'type',
  ]);
  assert.ok(v.safeParse(EduAccredSchema, accreditation).success);
  // No type chosen yet: the type is asked for first.
  const none = v.safeParse(EduAccredSchema, eduAccredPayload(eduValues(null)));
  assert.equal(
    en(none.issues![0].message as keyof typeof caregiverMessages.en),
    'Please choose education or accreditation',
  );
  // Editing keeps the type (locked) and shows years.
  assert.deepEqual(
    eduValues({
      eduAccredId: 'e1',
      type: 'accreditation',
      accredName: 'CPR',
      accredDate: '2020-01-01',
      accredDescription: '',
    }).accredDate,
    '2020',
  );
});
