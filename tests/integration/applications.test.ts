// The applications API (issue 9): apply, list, mark-read, accept/decline, edit; the lifecycle
// enforced in the database (a second action or edit: 409, even at the same moment); each event
// notifies the other party (class 'Job Application').
import assert from 'node:assert/strict';
import { countApplications } from '../../web/domains/applications/actions.server.ts';
import { sql } from '../../web/server/db.server.ts';
import { createApplication } from '../factories/applications.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import { addressAt, type Place, pointFrom, postJobAt, SECRET_STREET } from '../factories/jobs.ts';
import { api, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';

const THUNDER_BAY: Place = {
  lat: 48.38202,
  lng: -89.25018,
  locality: 'thunder bay',
  province: 'on',
};

const EMPTY_APPLY = 'Must not be empty. Please include a brief message with your application.';
const INCOMPLETE =
  'Your profile is not completed. Ensure your account is completed prior to applying.';
const ACTIONED = 'This application has already been actioned.';

async function caregiver(stage: 'background-checked' | 'complete' = 'background-checked') {
  return await signIn(
    await createCaregiverWithProfile({ stage, address: addressAt(pointFrom(THUNDER_BAY, 2), 9) }),
  );
}

async function notificationsOf(userId: string, refId: string) {
  return await sql`
    select class, ref_id, message from public.notifications
     where recipient_id = ${userId} and ref_id = ${refId} order by created_at`;
}

/** A family with a posting in Thunder Bay, a checked caregiver; cleaned up after `fn`. */
async function withParties(
  fn: (
    p: {
      family: Awaited<ReturnType<typeof signedInFamily>>;
      cg: Awaited<ReturnType<typeof caregiver>>;
      jobId: string;
    },
  ) => Promise<void>,
  extra: string[] = [],
) {
  const [family, cg] = await Promise.all([signedInFamily(), caregiver()]);
  try {
    const { id: jobId } = await postJobAt(family, pointFrom(THUNDER_BAY, 1));
    await fn({ family, cg, jobId });
  } finally {
    await deleteUsers(family.id, cg.id, ...extra);
  }
}

test('POST /api/job/{jobId}/apply: a checked caregiver applies once; the family is told', async () => {
  const unchecked = await caregiver('complete');
  await withParties(async ({ family, cg, jobId }) => {
    const empty = await api('POST', `/api/job/${jobId}/apply`, {
      cookie: cg.cookie,
      body: { message: '   ' },
    });
    assert.deepEqual([empty.status, empty.body], [422, { message: EMPTY_APPLY }]);
    const none = await api('POST', `/api/job/${jobId}/apply`, { cookie: cg.cookie, body: {} });
    assert.deepEqual([none.status, none.body], [422, { message: EMPTY_APPLY }]);

    const notChecked = await api('POST', `/api/job/${jobId}/apply`, {
      cookie: unchecked.cookie,
      body: { message: 'Hello' },
    });
    assert.deepEqual([notChecked.status, notChecked.body], [403, { general: INCOMPLETE }]);
    const byFamily = await api('POST', `/api/job/${jobId}/apply`, {
      cookie: family.cookie,
      body: { message: 'Hello' },
    });
    assert.equal(byFamily.status, 403);
    assert.equal(
      (await api('POST', `/api/job/${jobId}/apply`, { body: { message: 'Hello' } })).status,
      401,
    );

    const ok = await api('POST', `/api/job/${jobId}/apply`, {
      cookie: cg.cookie,
      body: { message: '  I would love to help.  ' },
    });
    assert.equal(ok.status, 201);
    assert.deepEqual(ok.body.status, { isApply: true });
    const app = ok.body.application;
    assert.equal(app.jobId, jobId);
    assert.equal(app.message, 'I would love to help.');
    assert.deepEqual(
      [app.isRead, app.isAccepted, app.isDeclined, app.returnMessage, app.actionAt],
      [false, false, false, null, null],
    );
    assert.equal(app.caregiverInfo.firstName, 'Amara');
    assert.equal(typeof app.familyInfo.userIdNumber, 'number');
    assert.ok(!JSON.stringify(ok.body).toLowerCase().includes(SECRET_STREET));
    const [flags] =
      await sql`select is_apply from public.account_statuses where user_id = ${cg.id}`;
    assert.equal(flags.isApply, true);
    const told = await notificationsOf(family.id, app.id);
    assert.equal(told.length, 1);
    assert.equal(told[0].class, 'Job Application');
    assert.match(told[0].message, /<b>Amara<\/b> applied to your job posting\./);

    const again = await api('POST', `/api/job/${jobId}/apply`, {
      cookie: cg.cookie,
      body: { message: 'Me again' },
    });
    assert.deepEqual([again.status, again.body], [409, {
      general: 'You have already applied to this job.',
    }]);
    const job = await api('GET', `/api/job/${jobId}`, { cookie: cg.cookie });
    assert.deepEqual(job.body.application, { id: app.id, status: 'unread' });
    assert.equal(job.body.badge, 'applied');
    assert.equal(job.body.numApply, 1);

    const unknown = await api('POST', `/api/job/${crypto.randomUUID()}/apply`, {
      cookie: cg.cookie,
      body: { message: 'Hello' },
    });
    assert.deepEqual([unknown.status, unknown.body], [404, {
      general: 'Oops! It seems this job posting is missing or has been deleted.',
    }]);
    await api('POST', `/api/job/${jobId}/edit/avail`, {
      cookie: family.cookie,
      body: { isAvailable: false },
    });
    const other = await caregiver();
    try {
      const closed = await api('POST', `/api/job/${jobId}/apply`, {
        cookie: other.cookie,
        body: { message: 'Hello' },
      });
      assert.equal(closed.status, 404);
    } finally {
      await deleteUsers(other.id);
    }
  }, [unchecked.id]);
});

test('the apply race: two applications at the same moment, one 201 and one 409', async () => {
  await withParties(async ({ cg, jobId }) => {
    const results = await Promise.all(
      [1, 2].map((n) =>
        api('POST', `/api/job/${jobId}/apply`, { cookie: cg.cookie, body: { message: `Try ${n}` } })
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    const [row] = await sql`
      select count(*)::int as n from public.job_applications where job_id = ${jobId}`;
    assert.equal(row.n, 1);
  });
});

test('GET /api/job-applications/get and mark-read: each side sees its own; the family reads once', async () => {
  const stranger = await caregiver();
  const otherFamily = await signedInFamily();
  await withParties(async ({ family, cg, jobId }) => {
    const app = await createApplication(cg, family, jobId);
    const mine = await api('GET', '/api/job-applications/get', { cookie: cg.cookie });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.applications.map((a: { id: string }) => a.id), [app.id]);
    const theirs = await api('GET', '/api/job-applications/get', { cookie: family.cookie });
    assert.deepEqual(theirs.body.applications.map((a: { id: string }) => a.id), [app.id]);
    assert.equal(theirs.body.applications[0].caregiverInfo.lastName, 'Okafor');
    for (const body of [mine.body, theirs.body]) {
      assert.ok(!JSON.stringify(body).toLowerCase().includes(SECRET_STREET));
    }
    for (const outsider of [stranger, otherFamily]) {
      const none = await api('GET', '/api/job-applications/get', { cookie: outsider.cookie });
      assert.deepEqual(none.body, { applications: [] });
      const one = await api('GET', `/api/job-applications/${app.id}`, { cookie: outsider.cookie });
      assert.deepEqual([one.status, one.body], [404, {
        general: 'Uh oh! It seems that this application is missing.',
      }]);
    }

    const byCaregiver = await api('GET', `/api/job-applications/${app.id}/mark-read`, {
      cookie: cg.cookie,
    });
    assert.equal(byCaregiver.status, 403);
    const byOther = await api('GET', `/api/job-applications/${app.id}/mark-read`, {
      cookie: otherFamily.cookie,
    });
    assert.equal(byOther.status, 404);
    const read = await api('GET', `/api/job-applications/${app.id}/mark-read`, {
      cookie: family.cookie,
    });
    assert.deepEqual([read.status, read.body.isRead], [200, true]);
    const twice = await api('GET', `/api/job-applications/${app.id}/mark-read`, {
      cookie: family.cookie,
    });
    assert.deepEqual([twice.status, twice.body], [409, {
      general: 'This application has already been read.',
    }]);
    const told = await notificationsOf(cg.id, app.id);
    assert.equal(told.length, 1);
    assert.equal(told[0].class, 'Job Application');

    assert.deepEqual(
      await countApplications({ id: family.id, email: family.email, userType: 'family' }),
      { total: 1, unread: 0, thisWeek: 1, lastWeek: 0 },
    );
    assert.deepEqual(
      await countApplications({ id: cg.id, email: cg.email, userType: 'caregiver' }),
      { total: 1, unread: 0, thisWeek: 1, lastWeek: 0 },
    );
  }, [stranger.id, otherFamily.id]);
});

test('accept and decline: the family once, with a return message; accept answers the hire link', async () => {
  const otherFamily = await signedInFamily();
  await withParties(async ({ family, cg, jobId }) => {
    const app = await createApplication(cg, family, jobId);
    const noMessage = await api('POST', `/api/job-applications/${app.id}/accept`, {
      cookie: family.cookie,
      body: { returnMessage: ' ' },
    });
    assert.deepEqual([noMessage.status, noMessage.body], [422, {
      returnMessage: 'Please enter a return message',
    }]);
    const byCaregiver = await api('POST', `/api/job-applications/${app.id}/accept`, {
      cookie: cg.cookie,
      body: { returnMessage: 'Self-hire' },
    });
    assert.equal(byCaregiver.status, 403);
    const byOther = await api('POST', `/api/job-applications/${app.id}/decline`, {
      cookie: otherFamily.cookie,
      body: { returnMessage: 'No' },
    });
    assert.equal(byOther.status, 404);

    const accepted = await api('POST', `/api/job-applications/${app.id}/accept`, {
      cookie: family.cookie,
      body: { returnMessage: 'Welcome aboard!' },
    });
    assert.equal(accepted.status, 200);
    const a = accepted.body.application;
    assert.deepEqual(
      [a.isRead, a.isAccepted, a.isDeclined, a.returnMessage],
      [true, true, false, 'Welcome aboard!'],
    );
    assert.ok(a.actionAt);
    assert.equal(
      accepted.body.hireLink,
      `/caregiver/${a.caregiverInfo.userIdNumber}/hire?job=${a.jobId}`,
    );
    const told = await notificationsOf(cg.id, app.id);
    assert.match(told.at(-1)!.message, /accepted your application/);

    const declineAfter = await api('POST', `/api/job-applications/${app.id}/decline`, {
      cookie: family.cookie,
      body: { returnMessage: 'Changed my mind' },
    });
    assert.deepEqual([declineAfter.status, declineAfter.body], [409, { general: ACTIONED }]);
    const editAfter = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: cg.cookie,
      body: { message: 'Too late' },
    });
    assert.deepEqual([editAfter.status, editAfter.body], [409, { general: ACTIONED }]);
    const readAfter = await api('GET', `/api/job-applications/${app.id}/mark-read`, {
      cookie: family.cookie,
    });
    assert.equal(readAfter.status, 409);
    const job = await api('GET', `/api/job/${jobId}`, { cookie: cg.cookie });
    assert.deepEqual(job.body.application, { id: app.id, status: 'accepted' });
  }, [otherFamily.id]);
});

test('two actions at the same moment: one wins, the other is 409', async () => {
  await withParties(async ({ family, cg, jobId }) => {
    const app = await createApplication(cg, family, jobId, { state: 'read' });
    const results = await Promise.all(
      (['accept', 'decline'] as const).map((action) =>
        api('POST', `/api/job-applications/${app.id}/${action}`, {
          cookie: family.cookie,
          body: { returnMessage: `Answer: ${action}` },
        })
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    assert.deepEqual(loser.body, { general: ACTIONED });
    const [row] = await sql`
      select is_accepted, is_declined from public.job_applications where id = ${app.id}`;
    assert.equal(Number(row.isAccepted) + Number(row.isDeclined), 1);
  });
});

test('POST /api/job-applications/{id}/edit: the caregiver, while unactioned', async () => {
  const stranger = await caregiver();
  await withParties(async ({ family, cg, jobId }) => {
    const app = await createApplication(cg, family, jobId, { state: 'read' });
    const empty = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: cg.cookie,
      body: { message: '' },
    });
    assert.deepEqual([empty.status, empty.body], [422, {
      message: 'Application message can not be empty',
    }]);
    const byFamily = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: family.cookie,
      body: { message: 'Family words' },
    });
    assert.equal(byFamily.status, 403);
    const byStranger = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: stranger.cookie,
      body: { message: 'Not mine' },
    });
    assert.equal(byStranger.status, 404);
    const ok = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: cg.cookie,
      body: { message: 'Updated words' },
    });
    assert.equal(ok.status, 200);
    assert.deepEqual([ok.body.message, ok.body.isRead], ['Updated words', true]);
    assert.ok(ok.body.editedAt);
    const told = await notificationsOf(family.id, app.id);
    assert.match(told.at(-1)!.message, /updated their application/);

    const declined = await api('POST', `/api/job-applications/${app.id}/decline`, {
      cookie: family.cookie,
      body: { returnMessage: 'Sorry, we found someone.' },
    });
    assert.deepEqual([declined.status, declined.body.application.isDeclined], [200, true]);
    assert.equal(declined.body.hireLink, undefined);
    const after = await api('POST', `/api/job-applications/${app.id}/edit`, {
      cookie: cg.cookie,
      body: { message: 'Please reconsider' },
    });
    assert.deepEqual([after.status, after.body], [409, { general: ACTIONED }]);
  }, [stranger.id]);
});
