// No state change from another site (issue 22): the spec's state-changing GETs answer only
// requests from our own pages. Each is sent as a link on another site would send it (cross-site
// navigation), as a sibling site's page would (same-site), with no browser headers at all, and
// as our islands send it (same-origin fetch). The first three are refused with the translated
// message before any handler runs and the database is the same afterwards, row for row; the
// last passes the guard. Two routes with real records show the difference in the data itself.
import assert from 'node:assert/strict';
import { sql } from '../../web/server/db.server.ts';
import { STATE_CHANGING_GETS } from '../../web/app/state-changing-gets.ts';
import { ROUTE_ACCESS } from '../../web/app/route-access.ts';
import {
  api,
  app,
  deleteUsers,
  origin,
  signedInCaregiver,
  signedInFamily,
  test,
} from './helpers.ts';

const anId = '00000000-0000-4000-8000-000000000001';

/** One concrete path per pattern of STATE_CHANGING_GETS (a test fails if one is missing). */
function pathsFor(ids: { channelId: string }) {
  return [
    `/api/invoice/approve/${anId}`,
    `/api/task/${anId}/delete`,
    `/api/message/${ids.channelId}/block`,
    `/api/message/${ids.channelId}/unblock`,
    `/api/review/extend/${anId}`,
    `/api/job-applications/${anId}/mark-read`,
    `/api/team/invite/${anId}/mark-read`,
    '/api/user/initial_load/off',
    '/api/user/status/completed_all',
    '/api/login/online',
    '/api/login/offline',
  ];
}

/** A family and a checked caregiver with a message channel between them. */
async function pairWithChannel() {
  const [family, caregiver] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'background-checked' }),
  ]);
  const [{ userIdNumber }] = await sql`select user_id_number from public.users
                                        where id = ${caregiver.id}`;
  const opened = await api('POST', `/api/message/new/${userIdNumber}`, {
    cookie: family.cookie,
    body: {},
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  return { family, caregiver, channelId: opened.body.channelId as string };
}

type Sender = { name: string; headers: Record<string, string>; allowed: boolean };

const senders: Sender[] = [
  {
    name: 'a link on another site',
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    allowed: false,
  },
  {
    name: "another site's script",
    headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    allowed: false,
  },
  {
    name: 'a sibling site (same-site)',
    headers: {
      origin: 'http://sibling.localhost:8100',
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'cors',
    },
    allowed: false,
  },
  {
    name: 'a link on our own page (a navigation never acts)',
    headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    allowed: false,
  },
  { name: 'no browser headers at all', headers: {}, allowed: false },
  {
    name: "our island's fetch (same-origin, no Origin on a GET)",
    headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    allowed: true,
  },
  { name: 'our page with its Origin', headers: { origin }, allowed: true },
];

async function get(path: string, cookie: string, headers: Record<string, string>) {
  const res = await app.request(new URL(path, origin).toString(), {
    headers: { cookie, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1`, ...headers },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Every row of the tables these routes write, as one digest: equal means nothing changed. */
async function digest() {
  const [row] = await sql`
    select md5(string_agg(t, '|' order by t)) as d from (
      select 'c' || c.id || coalesce(array_to_string(c.blocked_by, ','), '') as t
        from public.message_channels c
      union all select 's' || s.user_id || s::text from public.account_statuses s
      union all select 'p' || p::text from public.presence p
      union all select 'i' || i.id || i::text from public.invoices i
      union all select 'a' || a.id || a::text from public.job_applications a
    ) rows`;
  return row.d as string;
}

test('every state-changing GET refuses other sites and navigations, and changes nothing', async () => {
  const { family, caregiver, channelId } = await pairWithChannel();
  try {
    const paths = pathsFor({ channelId });
    // The list here and the guard's list are the same routes.
    for (const pattern of STATE_CHANGING_GETS) {
      assert.ok(paths.some((p) => pattern.test(p)), `no path tries ${pattern}`);
    }
    // …and each is a GET route the API serves (a pattern naming no route guards nothing).
    const getRoutes = Object.keys(ROUTE_ACCESS)
      .filter((line) => line.startsWith('GET '))
      .map((line) => new RegExp(`^${line.slice(4).replace(/:[^/]+/g, '[^/]+')}$`));
    for (const path of paths) {
      assert.ok(getRoutes.some((route) => route.test(path)), `no GET route serves ${path}`);
    }
    let checked = 0;
    for (const sender of senders.filter((s) => !s.allowed)) {
      const before = await digest();
      for (const path of paths) {
        for (const who of [family, caregiver]) {
          const res = await get(path, who.cookie, sender.headers);
          assert.equal(res.status, 403, `${sender.name}: ${path}`);
          assert.deepEqual(res.body, {
            general: 'This request did not come from Tendwell and was refused.',
          });
          checked++;
        }
      }
      assert.equal(await digest(), before, `${sender.name}: something changed`);
    }
    // In French for a French page.
    const fr = await get(paths[0], family.cookie, {
      ...senders[0].headers,
      'accept-language': 'fr-CA',
    });
    assert.deepEqual(fr.body, {
      general: 'Cette requête ne provient pas de Tendwell et a été refusée.',
    });
    // Our own pages pass the guard (what the handler then says is its own business).
    for (const sender of senders.filter((s) => s.allowed)) {
      for (const path of paths) {
        const res = await get(path, family.cookie, sender.headers);
        assert.notDeepEqual(
          res.body,
          { general: 'This request did not come from Tendwell and was refused.' },
          `${sender.name}: ${path}`,
        );
        checked++;
      }
    }
    console.log(`  ${checked} requests across ${paths.length} routes`);
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});

test('a block through a link elsewhere changes nothing; the same from our page blocks', async () => {
  const { family, caregiver, channelId } = await pairWithChannel();
  try {
    const blockers = async () => {
      const [row] = await sql`select cardinality(blocked_by)::int as n from public.message_channels
                               where id = ${channelId}`;
      return row.n as number;
    };
    const link = await get(`/api/message/${channelId}/block`, family.cookie, senders[0].headers);
    assert.equal(link.status, 403);
    assert.equal(await blockers(), 0);
    const island = await get(`/api/message/${channelId}/block`, family.cookie, senders[5].headers);
    assert.equal(island.status, 200, JSON.stringify(island.body));
    assert.equal(await blockers(), 1);

    // The family's first-visit flag: cleared only from our page.
    const initial = async () => {
      const [row] = await sql`select is_initial from public.account_statuses
                               where user_id = ${family.id}`;
      return row.isInitial as boolean;
    };
    const before = await initial();
    await get('/api/user/initial_load/off', family.cookie, senders[2].headers);
    assert.equal(await initial(), before);
    await get('/api/user/initial_load/off', family.cookie, senders[6].headers);
    assert.equal(await initial(), false);
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});
