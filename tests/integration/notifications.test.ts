// The notifications API, page and row-level security, against the real Postgres.
import assert from 'node:assert/strict';
import { asAnon, asService, asUser, sql } from '../../web/server/db.server.ts';
import {
  createNotification,
  html,
  NotificationRejected,
} from '../../web/domains/notifications/actions.server.ts';
import { app, origin, signedInCaregiver, test, type TestAccount } from './helpers.ts';

function call(
  user: TestAccount | null,
  method: string,
  path: string,
  body?: unknown,
  raw?: string,
) {
  const headers: Record<string, string> = { origin };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
  return app.request(path, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

async function json(res: Response) {
  return { status: res.status, body: await res.json() };
}

/** `count` notifications for a user, two per second so ties on created_at are exercised. */
async function seed(userId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    recipient_id: userId,
    class: 'Invite',
    ref_id: `ref-${i}`,
    message: `<b>Message</b> ${i}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + Math.floor(i / 2) * 1000),
  }));
  await sql`insert into public.notifications ${sql(rows)}`;
}

test('signed-out callers get 401 from every notifications endpoint', async () => {
  for (
    const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/mark_read'],
    ]
  ) {
    const { status, body } = await json(
      await call(null, method, path, method === 'POST' ? [] : undefined),
    );
    assert.equal(status, 401, `${method} ${path}`);
    assert.equal(typeof body.general, 'string');
  }
});

test('the list pages 25, then 10, newest first, with a cursor while pages are full', async () => {
  const a = await signedInCaregiver();
  await seed(a.id, 40);

  const first = await json(await call(a, 'GET', '/api/notifications'));
  assert.equal(first.status, 200);
  assert.equal(first.body.notifications.length, 25);
  assert.equal(first.body.nextCursor, first.body.notifications[24].id);

  const n = first.body.notifications[0];
  assert.deepEqual(Object.keys(n).sort(), [
    'class',
    'createdAt',
    'id',
    'message',
    'read',
    'recipient',
    'refId',
    'senderImgUrlThumb',
  ]);
  assert.equal(n.recipient, a.id);
  assert.equal(n.class, 'Invite');
  assert.equal(n.read, false);
  assert.equal(n.senderImgUrlThumb, null);
  assert.ok(!Number.isNaN(Date.parse(n.createdAt)));
  // The newest of the seeded rows (i = 38 or 39 share the last second).
  assert.match(n.message, /^<b>Message<\/b> 3[89]$/);

  const second = await json(
    await call(a, 'GET', `/api/notifications?before=${first.body.nextCursor}`),
  );
  assert.equal(second.status, 200);
  assert.equal(second.body.notifications.length, 10);
  assert.equal(second.body.nextCursor, second.body.notifications[9].id);

  const third = await json(
    await call(a, 'GET', `/api/notifications?before=${second.body.nextCursor}&limit=10`),
  );
  assert.equal(third.body.notifications.length, 5);
  assert.equal(third.body.nextCursor, null);

  const all = [
    ...first.body.notifications,
    ...second.body.notifications,
    ...third.body.notifications,
  ];
  assert.equal(
    new Set(all.map((x: { id: string }) => x.id)).size,
    40,
    'no row twice, none missing',
  );
  for (let i = 1; i < all.length; i++) {
    const [prev, cur] = [all[i - 1], all[i]];
    const order = Date.parse(prev.createdAt) - Date.parse(cur.createdAt) ||
      (prev.id > cur.id ? 1 : -1);
    assert.ok(order > 0, `row ${i} is not older than row ${i - 1}`);
  }

  const limited = await json(await call(a, 'GET', '/api/notifications?limit=3'));
  assert.equal(limited.body.notifications.length, 3);
  assert.equal(limited.body.nextCursor, limited.body.notifications[2].id);

  // Someone else's cursor reveals nothing.
  const b = await signedInCaregiver();
  const foreign = await json(
    await call(b, 'GET', `/api/notifications?before=${first.body.nextCursor}`),
  );
  assert.deepEqual(foreign.body, { notifications: [], nextCursor: null });
});

test('bad list queries are refused with a general message', async () => {
  const a = await signedInCaregiver();
  for (
    const q of [
      'limit=0',
      'limit=26',
      'limit=abc',
      'limit=2.5',
      'limit=-1',
      'before=nope',
      'before=1',
    ]
  ) {
    const { status, body } = await json(await call(a, 'GET', `/api/notifications?${q}`));
    assert.equal(status, 400, q);
    assert.equal(typeof body.general, 'string', q);
  }
});

test('unread count and mark_read change only the caller’s rows', async () => {
  const a = await signedInCaregiver();
  const b = await signedInCaregiver();
  await seed(a.id, 6);
  await seed(b.id, 2);
  const count = async (u: TestAccount) =>
    (await json(await call(u, 'GET', '/api/notifications/unread-count'))).body;
  assert.deepEqual(await count(a), { count: 6 });
  assert.deepEqual(await count(b), { count: 2 });

  const aIds = (await json(await call(a, 'GET', '/api/notifications'))).body.notifications.map((
    n: { id: string },
  ) => n.id);
  const bIds = (await json(await call(b, 'GET', '/api/notifications'))).body.notifications.map((
    n: { id: string },
  ) => n.id);

  // B cannot mark A's notifications; a mixed list marks only B's own.
  assert.deepEqual((await json(await call(b, 'POST', '/api/notifications/mark_read', aIds))).body, {
    updated: 0,
  });
  assert.deepEqual(
    (await json(await call(b, 'POST', '/api/notifications/mark_read', [aIds[0], bIds[0]]))).body,
    {
      updated: 1,
    },
  );
  assert.deepEqual(await count(a), { count: 6 });
  assert.deepEqual(await count(b), { count: 1 });

  // The spec's bare array, and the { ids } form; already-read rows are not counted again.
  assert.deepEqual(
    (await json(await call(a, 'POST', '/api/notifications/mark_read', aIds.slice(0, 2)))).body,
    {
      updated: 2,
    },
  );
  assert.deepEqual(
    (await json(
      await call(a, 'POST', '/api/notifications/mark_read', { ids: [aIds[1], aIds[2], aIds[2]] }),
    )).body,
    { updated: 1 },
  );
  assert.deepEqual(await count(a), { count: 3 });
  const page = (await json(await call(a, 'GET', '/api/notifications'))).body.notifications;
  assert.deepEqual(
    page.filter((n: { read: boolean }) => n.read).map((n: { id: string }) => n.id).sort(),
    aIds.slice(0, 3).sort(),
  );

  // 'Mark all read' is the spec's mark_read with every unread id (the page sends them).
  assert.deepEqual(
    (await json(await call(a, 'POST', '/api/notifications/mark_read', aIds))).body,
    { updated: 3 },
  );
  assert.deepEqual(await count(a), { count: 0 });
  assert.deepEqual(
    (await json(await call(a, 'POST', '/api/notifications/mark_read', aIds))).body,
    { updated: 0 },
  );
  assert.deepEqual(await count(b), { count: 1 }, 'A marking all left B alone');
  // There is no other way to mark all: the spec's API has none.
  assert.equal((await call(a, 'POST', '/api/notifications/mark_all_read')).status, 404);
});

test('bad mark_read bodies get 400 or 422 with a general message, never 500', async () => {
  const a = await signedInCaregiver();
  const uuid = () => crypto.randomUUID();
  const cases: Array<[string, number]> = [
    ['not json', 400],
    ['{}', 400],
    ['"x"', 400],
    ['null', 400],
    ['{"ids":"x"}', 400],
    ['[]', 422],
    ['["not-a-uuid"]', 422],
    ['[123]', 422],
    ['[null]', 422],
    [JSON.stringify(Array.from({ length: 101 }, uuid)), 422],
  ];
  for (const [raw, expected] of cases) {
    const { status, body } = await json(
      await call(a, 'POST', '/api/notifications/mark_read', undefined, raw),
    );
    assert.equal(status, expected, raw.slice(0, 40));
    assert.equal(typeof body.general, 'string', raw.slice(0, 40));
  }
  const ok = await json(
    await call(a, 'POST', '/api/notifications/mark_read', Array.from({ length: 100 }, uuid)),
  );
  assert.deepEqual(ok, { status: 200, body: { updated: 0 } });
});

test('API errors follow the caller’s language', async () => {
  const a = await signedInCaregiver();
  const res = await app.request('/api/notifications/mark_read', {
    method: 'POST',
    headers: {
      origin,
      cookie: `${a.cookie}; locale=fr`,
      'content-type': 'application/json',
    },
    body: '[]',
  });
  assert.equal(res.status, 422);
  assert.equal((await res.json()).general, 'Choisissez au moins une notification.');
});

test('RLS: another user cannot read, change or create notifications; visitors read nothing', async () => {
  const a = await signedInCaregiver();
  const b = await signedInCaregiver();
  await seed(a.id, 3);
  const [target] =
    await sql`select id from public.notifications where recipient_id = ${a.id} limit 1`;

  const seenByB = await asUser(
    { id: b.id },
    (tx) => tx`select id from public.notifications where recipient_id = ${a.id}`,
  );
  assert.equal(seenByB.length, 0);
  const seenByA = await asUser(
    { id: a.id },
    (tx) => tx`select id from public.notifications where recipient_id = ${a.id}`,
  );
  assert.equal(seenByA.length, 3);

  const updatedByB = await asUser(
    { id: b.id },
    (tx) => tx`update public.notifications set is_read = true where id = ${target.id}`,
  );
  assert.equal(updatedByB.count, 0);

  await assert.rejects(
    asUser({ id: b.id }, (tx) =>
      tx`
      insert into public.notifications (recipient_id, class, message) values (${a.id}, 'Invite', 'spoof')`),
    /permission denied/,
  );
  await assert.rejects(
    asUser({ id: a.id }, (tx) =>
      tx`
      insert into public.notifications (recipient_id, class, message) values (${a.id}, 'Invite', 'self')`),
    /permission denied/,
  );
  // A recipient may mark read, but not rewrite what the notification says.
  await assert.rejects(
    asUser(
      { id: a.id },
      (tx) => tx`update public.notifications set message = 'changed' where id = ${target.id}`,
    ),
    /permission denied/,
  );
  await assert.rejects(
    asUser({ id: a.id }, (tx) => tx`delete from public.notifications where id = ${target.id}`),
    /permission denied/,
  );

  const seenByAnon = await asAnon((tx) =>
    tx`select id from public.notifications where recipient_id = ${a.id}`
  );
  assert.equal(seenByAnon.length, 0);
  await assert.rejects(
    asAnon((tx) => tx`update public.notifications set is_read = true where id = ${target.id}`),
    /permission denied/,
  );
});

test('createNotification stores escaped HTML and refuses markup it would not render', async () => {
  const a = await signedInCaregiver();
  const created = await asService((tx) =>
    createNotification(tx, {
      recipientId: a.id,
      class: 'Job Application',
      refId: 'app-42',
      message: html`<b>${'<script>x</script> Ana'}</b> applied to your job.`,
      senderImgUrlThumb: '/static/images/logo-mark.svg',
    })
  );
  assert.equal(created.message, '<b>&lt;script&gt;x&lt;/script&gt; Ana</b> applied to your job.');
  assert.equal(created.recipient, a.id);
  assert.equal(created.read, false);
  assert.equal(created.refId, 'app-42');

  const plain = await asService((tx) =>
    createNotification(tx, { recipientId: a.id, class: 'Welcome', message: 'Tom & <Jerry>' })
  );
  assert.equal(plain.message, 'Tom &amp; &lt;Jerry&gt;');
  assert.equal(plain.refId, null);

  const bad = [
    { message: html`<a href="/x">${'link'}</a>` },
    { message: html`Fish & chips` },
    { message: html`${'x'.repeat(2001)}` },
    { message: html`` },
    { message: 'ok', class: '' },
    { message: 'ok', senderImgUrlThumb: 'javascript:alert(1)' },
    { message: 'ok', senderImgUrlThumb: '//evil.example/x.png' },
  ];
  for (const extra of bad) {
    await assert.rejects(
      asService((tx) => createNotification(tx, { recipientId: a.id, class: 'Invite', ...extra })),
      NotificationRejected,
      JSON.stringify(extra).slice(0, 60),
    );
  }
  const [{ n }] =
    await sql`select count(*)::int as n from public.notifications where recipient_id = ${a.id}`;
  assert.equal(n, 2);
});

test('the /notifications page renders the first 25 for a signed-in user and sends visitors to login', async () => {
  const visitor = await app.request('/notifications');
  assert.equal(visitor.status, 302);
  assert.match(visitor.headers.get('location') ?? '', /^\/login\?next=/);

  const a = await signedInCaregiver();
  // A care pro reaches the app once the profile is complete; that flag is the server's to set.
  await sql`update public.account_statuses set is_profile_completed = true where user_id = ${a.id}`;
  await seed(a.id, 30);
  await asService((tx) =>
    createNotification(tx, {
      recipientId: a.id,
      class: 'Invite',
      refId: 'inv-1',
      message: html`<em>${'Newest'}</em> invite`,
    })
  );
  const res = await app.request('/notifications', { headers: { cookie: a.cookie } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'private, no-store');
  const page = await res.text();
  assert.match(page, /<tw-island data-name="notifications\/notifications-list"/);
  assert.match(page, /<em>Newest<\/em> invite/);
  assert.match(page, /href="\/invites\/inv-1"/);
  assert.match(page, /Mark all as read/);
  const props = JSON.parse(
    (/data-props="([^"]*)"/.exec(
      page.slice(page.indexOf('data-name="notifications/notifications-list"')),
    )?.[1] ??
      '{}')
      .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  assert.equal(props.initial.length, 25);
  assert.equal(typeof props.nextCursor, 'string');
});

test('the page shows an empty state when there is nothing yet', async () => {
  const a = await signedInCaregiver();
  await sql`update public.account_statuses set is_profile_completed = true where user_id = ${a.id}`;
  const res = await app.request('/notifications', { headers: { cookie: a.cookie } });
  assert.equal(res.status, 200);
  const page = await res.text();
  assert.match(page, /No notifications yet/);
  assert.doesNotMatch(page, /Mark all as read/);
});
