import assert from 'node:assert/strict';
import type { JobApplication } from '../model.ts';
import {
  answeredApplication,
  appliedId,
  checkApply,
  checkEdit,
  checkResponse,
  editedApplication,
  hireLinkOf,
  jobHref,
  markedRead,
  withoutError,
} from './application-view-state.ts';

const app: JobApplication = {
  id: 'app-1',
  jobId: 'job-1',
  message: 'Hello Nadia',
  returnMessage: null,
  isRead: false,
  isAccepted: false,
  isDeclined: false,
  createdAt: '2026-11-19T15:00:00.000Z',
  editedAt: null,
  actionAt: null,
  inviteId: null,
  caregiverInfo: { userIdNumber: 7, firstName: 'Maya', lastName: 'Okafor', imgUrlThumb: null },
  familyInfo: { userIdNumber: 8, firstName: 'Nadia', lastName: 'Roy', imgUrlThumb: null },
  job: { locality: 'halifax', adminAreaLevel1: 'ns', services: [], isAvailable: true },
};
const now = new Date('2026-11-20T15:00:00.000Z');

Deno.test('the messages are checked as the server checks them, trimmed', () => {
  assert.deepEqual(checkApply('  Hello  '), { ok: true, message: 'Hello' });
  assert.deepEqual(checkApply('   '), { ok: false, error: 'applyMessageEmpty' });
  assert.deepEqual(checkEdit(''), { ok: false, error: 'editMessageEmpty' });
  assert.deepEqual(checkApply('x'.repeat(2001)), { ok: false, error: 'messageTooLong' });
});

Deno.test('a response needs an action and a return message', () => {
  assert.deepEqual(checkResponse('', ''), {
    ok: false,
    errors: { action: 'selectAction', returnMessage: 'returnMessageEmpty' },
  });
  assert.deepEqual(checkResponse('decline', ' No thanks '), {
    ok: true,
    action: 'decline',
    returnMessage: 'No thanks',
  });
  assert.deepEqual(withoutError({ action: 'selectAction', returnMessage: 'x' }, 'action'), {
    returnMessage: 'x',
  });
});

Deno.test("after an edit: the server's row, or the message sent when it answers none", () => {
  const row = { ...app, message: 'From the server' };
  assert.equal(editedApplication(app, row, 'Sent', now), row);
  assert.deepEqual(editedApplication(app, {}, 'Sent', now), {
    ...app,
    message: 'Sent',
    editedAt: now.toISOString(),
  });
});

Deno.test("after an answer: the hire link, the server's row, or the answer applied", () => {
  assert.equal(
    hireLinkOf({ hireLink: '/caregiver/7/hire?job=job-1' }),
    '/caregiver/7/hire?job=job-1',
  );
  assert.equal(hireLinkOf({ hireLink: '' }), null);
  assert.equal(hireLinkOf(null), null);
  const row = { ...app, isDeclined: true };
  assert.equal(answeredApplication(app, { application: row }, 'decline', 'No', now), row);
  assert.equal(answeredApplication(app, row, 'decline', 'No', now), row);
  assert.deepEqual(answeredApplication(app, {}, 'accept', 'Yes', now), {
    ...app,
    isRead: true,
    isAccepted: true,
    isDeclined: false,
    returnMessage: 'Yes',
    actionAt: now.toISOString(),
  });
});

Deno.test("the new application's id is read from the apply answer", () => {
  assert.equal(appliedId({ application: { id: 'app-2' }, status: { isApply: true } }), 'app-2');
  assert.equal(appliedId({ id: 'app-3' }), 'app-3');
  assert.equal(appliedId({ application: { id: 4 } }), null);
  assert.equal(appliedId('nonsense'), null);
});

Deno.test('the read mark and the posting link', () => {
  assert.deepEqual(markedRead([app], 'app-1').map((a) => a.isRead), [true]);
  assert.deepEqual(markedRead([app], 'other').map((a) => a.isRead), [false]);
  assert.equal(jobHref('family', 'job-1'), '/profile/jobs/job-1');
  assert.equal(jobHref('caregiver', 'job-1'), '/job/job-1');
});
