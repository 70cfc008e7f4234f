// Every route's access, declared and tested (issue 22 point 2, ADR 043). The routes come from the
// composed app's own table (`app.routes`), so a route added anywhere is walked here; one without
// a line in web/app/route-access.ts fails, named. Each is called as anonymous, as the family and
// the Care Pro who are the parties to the world's records, as staff, and as a family and a Care
// Pro who are strangers to those records, with the paths filled with real ids made by the
// factories. A caller the declaration refuses must get 401/403/404 (the processor's webhook:
// 400) and the database must be as it was; a caller it lets through must not be refused
// (401/403/404) nor fail (5xx): what it then says about its body is the route's own business,
// tested in that domain's file, but most calls here carry a valid body and succeed.
import assert from 'node:assert/strict';
import { ROUTE_ACCESS, type RouteAccess } from '../../web/app/route-access.ts';
import { deleteUsers, signIn, test } from './helpers.ts';
import {
  buildWorld,
  type CallerName,
  concretePath,
  Fingerprint,
  type Route,
  routeKey,
  send,
  servedRoutes,
  type World,
} from './route-world.ts';
import { MATRIX_EMAIL_PREFIX, matrixBody } from './route-bodies.ts';
import { sql } from '../../web/server/db.server.ts';

const CALLERS: CallerName[] = [
  'anonymous',
  'family',
  'caregiver',
  'admin',
  'other family',
  'other caregiver',
];

const ROLE: Record<CallerName, 'family' | 'caregiver' | 'admin' | null> = {
  anonymous: null,
  family: 'family',
  caregiver: 'caregiver',
  admin: 'admin',
  'other family': 'family',
  'other caregiver': 'caregiver',
};

/** On `on: 'own'` routes, whose record each stranger is handed (and must be refused). */
const STRANGER_OF: Partial<Record<CallerName, CallerName>> = {
  'other family': 'family',
  'other caregiver': 'caregiver',
};

/** Whether the declaration lets `caller` through on the world's records. */
export function lets(access: RouteAccess, caller: CallerName): boolean {
  if (access.who === 'secret') return false;
  if (access.who === 'anyone') return true;
  const role = ROLE[caller];
  if (!role) return false;
  if (Array.isArray(access.who) && !access.who.includes(role)) return false;
  if (access.on === 'own') return !STRANGER_OF[caller];
  if (access.on === 'party') {
    return caller === 'family' || caller === 'caregiver' || !!access.openTo?.includes(role);
  }
  return true;
}

function refusedAsDeclared(access: RouteAccess, caller: CallerName, status: number) {
  if (access.who === 'secret') return [400, 401, 403].includes(status);
  if (caller === 'anonymous') return status === 401 || status === 403;
  return status === 403 || status === 404;
}

const PROBE = Deno.env.get('ACCESS_PROBE') === '1';

test('every route declares who may call it', () => {
  const missing = servedRoutes().map(routeKey).filter((key) => !ROUTE_ACCESS[key]);
  assert.deepEqual(missing, [], `routes without a line in web/app/route-access.ts`);
  // And no line outlives its route.
  const served = new Set(servedRoutes().map(routeKey));
  const stale = Object.keys(ROUTE_ACCESS).filter((key) => !served.has(key));
  assert.deepEqual(stale, [], 'lines in web/app/route-access.ts for routes no longer served');
});

// The size in the test's name, so npm test's quiet output shows it too.
const DECLARED = servedRoutes().filter((r) => ROUTE_ACCESS[routeKey(r)]).length;

test(
  `the access matrix: ${DECLARED} routes × ${CALLERS.length} callers = ${
    DECLARED * CALLERS.length
  } calls, each answered as declared`,
  async () => {
    const world = await buildWorld();
    const fingerprint = new Fingerprint();
    const failures: string[] = [];
    const probe: string[] = [];
    let calls = 0;
    let succeeded = 0;
    try {
      await fingerprint.snapshot();
      // Routes that decline, then those that remove or close, go last, so the records the others
      // name still exist.
      const rank = (r: Route) =>
        r.method === 'DELETE' || /\/(delete|close|remove)\b/.test(r.path)
          ? 2
          : /\/decline\b/.test(r.path)
          ? 1
          : 0;
      const routes = servedRoutes().filter((r) => ROUTE_ACCESS[routeKey(r)])
        .sort((a, b) => rank(a) - rank(b));
      for (const route of routes) {
        const access = ROUTE_ACCESS[routeKey(route)];
        // On the caller's own records, strangers are handed the family's and the Care Pro's.
        const pathFor = (caller: CallerName) =>
          access.on !== 'own'
            ? concretePath(route, world)
            : concretePath(route, world, STRANGER_OF[caller] ?? caller);
        // Refused callers first, while the records are as made; then the ones let through.
        const order = [...CALLERS].sort((a, b) =>
          Number(lets(access, a)) - Number(lets(access, b))
        );
        const row: string[] = [];
        for (const caller of order) {
          const allowed = lets(access, caller);
          const res = await call(route, pathFor(caller), caller, world);
          calls++;
          row.push(`${caller}=${res.status}`);
          if (res.status >= 200 && res.status < 300) succeeded++;
          const where = `${routeKey(route)} as ${caller}: ${res.status} ${res.text.slice(0, 160)}`;
          if (res.status >= 500) failures.push(`5xx ${where}`);
          else if (
            allowed && [401, 403, 404].includes(res.status) &&
            // A caller with nothing of their own to download is answered 404 on such routes.
            !(res.status === 404 && access.noneIs404 && caller !== 'family' &&
              caller !== 'caregiver')
          ) {
            failures.push(
              `refused, declared ${JSON.stringify(access.who)}/${access.on ?? 'self'}: ${where}`,
            );
          } else if (!allowed) {
            if (!refusedAsDeclared(access, caller, res.status)) {
              failures.push(
                `let through, declared ${JSON.stringify(access.who)}/${
                  access.on ?? 'self'
                }: ${where}`,
              );
            }
            const changed = await fingerprint.changedTables();
            if (changed.length) {
              failures.push(`refused but changed ${changed.join(', ')}: ${where}`);
            }
          }
          if (allowed) await fingerprint.settle();
        }
        if (PROBE) {
          probe.push(
            `${routeKey(route)}  [${JSON.stringify(access.who)}/${access.on ?? 'self'}]  ${
              row.join(' ')
            }`,
          );
        }
      }
      console.log(
        `  access matrix: ${routes.length} routes × ${CALLERS.length} callers = ${calls} calls (${succeeded} succeeded)`,
      );
      if (PROBE) console.log(probe.join('\n'));
      assert.deepEqual(failures, [], failures.join('\n'));

      // The finding this matrix was first run for: an invoice's payment, asked for by anyone but
      // its family, was answered 200 with an empty payment. Now refused, in the caller's words.
      for (
        const path of [
          `/api/payment/invoice/${world.ids.invoiceId}`,
          `/functions/v1/payments/intents/${world.ids.invoiceId}`,
        ]
      ) {
        for (
          const [caller, lang, said] of [
            ['other family', 'en', 'Only the family on an invoice sees its payments.'],
            ['caregiver', 'fr', 'Seule la famille inscrite sur une facture voit ses paiements.'],
          ] as const
        ) {
          const res = await send('GET', path, {
            cookie: `locale=${lang}; ${world.callers[caller].cookie}`,
          });
          assert.equal(res.status, 403, `${path} as ${caller}`);
          assert.deepEqual(JSON.parse(res.text), { general: said });
        }
        const own = await send('GET', path, { cookie: world.callers.family.cookie });
        assert.equal(own.status, 200);
        assert.equal(JSON.parse(own.text).payment.description, world.ids.invoiceId);
      }
    } finally {
      await deleteUsers(...world.userIds);
      await sql`delete from better_auth.users where email like ${MATRIX_EMAIL_PREFIX + '%'}`;
    }
  },
);

async function call(route: Route, path: string, caller: CallerName, world: World) {
  let cookie: string | undefined;
  if (caller !== 'anonymous') {
    cookie = world.callers[caller].cookie;
    // Signing out ends the session it is sent with: a session of its own, not the caller's.
    if (route.path === '/api/logout') cookie = (await signIn(world.callers[caller])).cookie;
  }
  const body = route.method === 'GET' ? undefined : matrixBody(route, world, caller);
  // An island sends the body as JSON; `undefined` means none at all.
  return await send(route.method, path, {
    cookie,
    body: body?.body,
    headers: body?.contentType ? { 'content-type': body.contentType } : {},
  });
}
