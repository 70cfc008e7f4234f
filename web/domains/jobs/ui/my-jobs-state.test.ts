import assert from 'node:assert/strict';
import type { FamilyJob } from '../model.ts';
import {
  APPLICATIONS_STEP,
  applicationsOf,
  applicationStatus,
  type ApplicationSummary,
  editPayload,
  editRefusals,
  editValuesOf,
  formErrors,
  initialMyJobs,
  myJobsReducer,
} from './my-jobs-state.ts';

const assertEquals = (a: unknown, b: unknown) => assert.deepEqual(a, b);

const job: FamilyJob = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  description: 'Evening companionship.',
  service: { companionship: true },
  conditions: { dementia: true },
  languagePref: ['english'],
  serviceStart: 'immediately',
  servicePerWeek: '10-20',
  serviceLength: 'underThreeMonths',
  address: {
    addressFull: 'Moncton, NB, Canada',
    addressParams: { locality: 'moncton', adminAreaLevel1: 'nb' },
  },
  isAvailable: true,
  numApply: 0,
  newApply: 0,
  cgViews: 3,
  newViews: 0,
};
const other: FamilyJob = { ...job, id: 'a1b2c3d4-0000-4000-8000-000000000002' };

const application = (i: number, facts: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id: `app-${i}`,
  jobId: job.id,
  createdAt: '2026-03-03T15:00:00.000Z',
  isRead: false,
  isAccepted: false,
  isDeclined: false,
  caregiverInfo: { firstName: 'Maya', lastName: `Okafor ${i}`, imgUrlThumb: null },
  ...facts,
});

Deno.test("the posting's applications, from either shape of the answer; their status", () => {
  const mine = application(1);
  const theirs = application(2, { jobId: other.id });
  assertEquals(applicationsOf([mine, theirs], job.id), [mine]);
  assertEquals(applicationsOf({ applications: [mine, theirs] }, job.id), [mine]);
  assertEquals(applicationsOf({}, job.id), []);
  assertEquals(applicationsOf(null, job.id), []);
  assertEquals(applicationStatus(mine), 'unread');
  assertEquals(applicationStatus(application(3, { isRead: true })), 'read');
  assertEquals(applicationStatus(application(4, { isRead: true, isDeclined: true })), 'declined');
  assertEquals(applicationStatus(application(5, { isAccepted: true, isRead: true })), 'accepted');
});

Deno.test('the edit form starts from the posting; its payload keys services and conditions', () => {
  const values = editValuesOf(job);
  assertEquals(values.services, ['companionship']);
  assertEquals(values.address, null);
  const payload = editPayload({ ...values, services: ['bathing', 'companionship'] });
  assertEquals(payload.service, { bathing: true, companionship: true });
  assertEquals(payload.conditions, { dementia: true });
  assertEquals('address' in payload, false);
  assertEquals(editRefusals(payload), {});
});

Deno.test("the schema's refusals under the form's names; the server's too", () => {
  const values = { ...editValuesOf(job), services: [], description: ' ' };
  assertEquals(editRefusals(editPayload(values)), {
    services: 'selectAtLeastOne',
    description: 'empty',
  });
  assertEquals(formErrors({ service: 'Pick one', general: 'Try again' }), {
    services: 'Pick one',
    general: 'Try again',
  });
});

Deno.test('editing: a change clears its own error; Cancel drops the values; a save updates the list', () => {
  let s = initialMyJobs({ jobId: job.id, jobs: [job, other] });
  assertEquals(s.panel, 'detail');
  s = myJobsReducer(s, { type: 'edit', job });
  s = myJobsReducer(s, { type: 'refused', errors: { description: 'empty', services: 'x' } });
  s = myJobsReducer(s, { type: 'field', values: { description: 'Mornings too.  ' } });
  assertEquals(s.errors, { services: 'x' });
  s = myJobsReducer(s, { type: 'saving' });
  assertEquals(s.saving, true);
  s = myJobsReducer(s, { type: 'saved', jobId: job.id, values: s.edit!, saved: undefined });
  assertEquals([s.saving, s.edit], [false, null]);
  assertEquals(s.jobs[0].description, 'Mornings too.');
  assertEquals(s.jobs[1], other);
  // The server's answer wins over what was typed (a new place brings its city).
  const moved = { ...job, address: { ...job.address, addressFull: 'Fredericton, NB, Canada' } };
  s = myJobsReducer(s, { type: 'edit', job: s.jobs[0] });
  s = myJobsReducer(s, { type: 'saved', jobId: job.id, values: s.edit!, saved: moved });
  assertEquals(s.jobs[0], moved);
  s = myJobsReducer(s, { type: 'edit', job });
  assertEquals(myJobsReducer(s, { type: 'cancelEdit' }).edit, null);
});

Deno.test('Activate / Deactivate: the confirmation closes as it goes; a failure changes nothing', () => {
  let s = initialMyJobs({ jobId: job.id, jobs: [job] });
  s = myJobsReducer(s, { type: 'confirm' });
  assertEquals(s.confirming, true);
  s = myJobsReducer(s, { type: 'toggling' });
  assertEquals([s.confirming, s.toggling], [false, true]);
  const failed = myJobsReducer(s, { type: 'toggled', jobId: job.id, isAvailable: null });
  assertEquals([failed.toggling, failed.jobs[0].isAvailable], [false, true]);
  s = myJobsReducer(s, { type: 'toggled', jobId: job.id, isAvailable: false });
  assertEquals(s.jobs[0].isAvailable, false);
});

Deno.test('applications: 10 at a time; the list panel on small screens', () => {
  let s = initialMyJobs({ jobId: null, jobs: [] });
  assertEquals(s.panel, 'list');
  s = myJobsReducer(s, { type: 'moreApplications' });
  assertEquals(s.shownApps, 2 * APPLICATIONS_STEP);
  s = initialMyJobs({ jobId: job.id, jobs: [job] });
  assertEquals(myJobsReducer(s, { type: 'showList' }).panel, 'list');
});
